import type { PortalRoute } from '../routes';

/** The submission wizard's routes under `/pub/sample/`. */
export const wizardRoutes: PortalRoute[] = [];
