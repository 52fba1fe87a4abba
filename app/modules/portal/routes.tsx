import type { ReactElement } from 'react';
import { ListPage } from '../../engine/ListPage';
import type { ModuleRoute } from '../hpfm/routes';
import { PORTAL_CUSTOMER_PAGES, PORTAL_STAFF_PAGES } from './lists';
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
 * The customer's read-only lists, mounted inside the portal's routes (`/pub/...`): projects,
 * sequencing orders, library-prep orders and sample submissions. The server scopes the rows to
 * the customer's team (a member sees only the projects allocated to them).
 */
export const portalCustomerRoutes: PortalRoute[] = [
  ...PORTAL_CUSTOMER_PAGES.map(({ path, definition }) => ({
    path,
    element: <ListPage key={definition.id} definition={definition} />,
  })),
  ...customerViewRoutes,
  ...wizardRoutes,
];

/**
 * The staff's read-only lists of the operators' shell (absolute paths): projects, submitted
 * sample batches, sequencing and library-prep orders of the tenant.
 */
export const portalStaffRoutes: ModuleRoute[] = [
  ...PORTAL_STAFF_PAGES.map(({ path, definition }) => ({
    path,
    element: <ListPage key={definition.id} definition={definition} />,
  })),
  ...staffViewRoutes,
  ...staffProjectRoutes,
];
