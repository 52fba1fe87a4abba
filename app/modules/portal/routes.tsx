import type { ReactElement } from 'react';
import { ResourcePageChunk as ResourcePage } from '../../engine/ResourcePageChunk';
import type { ModuleRoute } from '../types';
import { serviceStaffRoutes } from '../hfaq/routes';
import { moneyCustomerRoutes, moneyStaffRoutes } from './money/routes';
import { PORTAL_MODULES } from './paths';
import { serviceRoutes } from './service/routes';
import { staffViewRoutes } from './staff/routes';
import { customerViewRoutes, staffProjectRoutes } from './views/routes';
import { wizardRoutes } from './wizard/routes';

/** A route of the customer portal: a path relative to `/pub` and what it shows. */
export interface PortalRoute {
  /** Path relative to `/pub`, e.g. `projects/project`. */
  path: string;
  /** The page. */
  element: ReactElement;
}

/**
 * The customer portal's pages under `/pub`: its own views and the wizard, and the lists of the
 * resource descriptions (projects, orders, sample submissions), whose rows the server scopes to
 * the customer's team (a member sees only the projects allocated to them). A path nothing
 * claims says 'not available yet'.
 */
export const portalCustomerRoutes: PortalRoute[] = [
  ...customerViewRoutes,
  ...wizardRoutes,
  ...moneyCustomerRoutes,
  ...serviceRoutes,
  { path: '*', element: <ResourcePage modules={PORTAL_MODULES} /> },
];

/**
 * The staff's portal pages of the operators' shell (absolute paths): the batch workbench, its
 * print page and the project detail. Their lists (projects, sample batches, orders) are pages
 * of resource descriptions.
 */
export const portalStaffRoutes: ModuleRoute[] = [
  ...staffViewRoutes,
  ...staffProjectRoutes,
  ...moneyStaffRoutes,
  ...serviceStaffRoutes,
];
