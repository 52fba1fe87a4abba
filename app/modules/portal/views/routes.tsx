import type { ModuleRoute } from '../../hpfm/routes';
import type { PortalRoute } from '../routes';

/** The customer's overview, catalogue, project and batch pages under `/pub`. */
export const customerViewRoutes: PortalRoute[] = [];

/** The staff's project detail (`/hpro/project-detail/:tabIndex`), shared with the customer's. */
export const staffProjectRoutes: ModuleRoute[] = [];
