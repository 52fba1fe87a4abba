import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PORTAL_ACCOUNT_PAGE } from '../domain/contract/portalSignIn';
import type { AuthorisedArea } from './store/session';

function area(load: () => Promise<{ default: ComponentType }>) {
  const Area = lazy(load);
  return (
    <Suspense fallback={null}>
      <Area />
    </Suspense>
  );
}

/** The top-level areas in SPEC.md section 2's order, each loaded lazily. */
export const routes: RouteObject[] = [
  { path: '/private/*', element: area(() => import('./areas/PrivateArea')) },
  { path: '/public/*', element: area(() => import('./areas/PublicArea')) },
  { path: '/pub/*', element: area(() => import('./areas/PubArea')) },
  { path: '/*', element: area(() => import('./areas/DefaultArea')) },
];

/**
 * The authorised area a path opens (its RequireSession), or null for pages shown without a
 * session. The entry starts the session from it while the area's chunk loads.
 */
export function sessionAreaOf(pathname: string): AuthorisedArea | null {
  if (/^\/(private|public|exception)(\/|$)/.test(pathname)) return null;
  if (pathname === '/pub' || pathname.startsWith('/pub/')) {
    return PORTAL_ACCOUNT_PAGE.test(pathname) ? null : 'pub';
  }
  return 'default';
}
