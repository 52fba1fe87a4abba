import type { PortalRoute } from '../routes';

/** The customer's overview, catalogue, project and batch pages under `/pub`. */
export const customerViewRoutes: PortalRoute[] = [];
