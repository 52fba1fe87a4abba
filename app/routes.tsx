import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

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
