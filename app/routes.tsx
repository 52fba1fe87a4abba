import { lazyChunk } from '../design-system';
import type { RouteObject } from 'react-router-dom';
import { AREAS, areaLoaderOf, type AreaLoader } from './areas/loaders';

/** Starts (once) loading each area's chunk, by its loader. */
const areaChunks = new Map<AreaLoader, () => Promise<unknown>>();

function area(path: string, load: AreaLoader): RouteObject {
  const chunk = lazyChunk(() => load().then((module) => module.default));
  areaChunks.set(load, chunk.load);
  return {
    path,
    element: <chunk.Component />,
  };
}

/** The top-level areas (`areas/loaders.ts`), each loaded lazily. */
export const routes: RouteObject[] = AREAS.map(([segment, load]) =>
  area(segment ? `/${segment}/*` : '/*', load),
);

/** Starts loading the chunk of the area that shows `pathname` (the entry, before it renders). */
export function loadAreaOf(pathname: string): Promise<unknown> {
  return areaChunks.get(areaLoaderOf(pathname))?.() ?? Promise.resolve();
}
