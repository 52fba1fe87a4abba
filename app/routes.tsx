import { Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { AREAS, type AreaLoader } from './areas/loaders';
import { lazyChunk } from './lazyChunk';

/** Starts (once) loading each area's chunk, by its route. */
const areaLoaders = new Map<RouteObject, () => Promise<unknown>>();

function area(path: string, load: AreaLoader): RouteObject {
  const chunk = lazyChunk(() => load().then((module) => module.default));
  const route = {
    path,
    // The area itself does not suspend; what suspends in it without a boundary of its own waits here.
    element: (
      <Suspense fallback={null}>
        <chunk.Component />
      </Suspense>
    ),
  };
  areaLoaders.set(route, chunk.load);
  return route;
}

/** The top-level areas (`areas/loaders.ts`), each loaded lazily. */
export const routes: RouteObject[] = AREAS.map(([segment, load]) =>
  area(segment ? `/${segment}/*` : '/*', load),
);

/** Starts loading the chunk of the area that shows `pathname` (the entry, before it renders). */
export function loadAreaOf(pathname: string): Promise<unknown> {
  const route = matchRoutes(routes, pathname)?.[0]?.route;
  return (route && areaLoaders.get(route)?.()) ?? Promise.resolve();
}
