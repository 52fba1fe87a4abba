import type { ComponentType } from 'react';
import { lazyChunk } from '../design-system';
import { pending } from './services/pending';

/**
 * A page from its own chunk, for a route table: the chunk loads when the route first draws the
 * page, counted as pending work until it is there (the page has not shown before it: see
 * `shell/pageShown.ts`).
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazyChunk(() => pending(load())).Component;
}

/**
 * Pages of one module, each a {@link lazyPage} of the export of its name:
 * `const { ListPage, DetailPage } = lazyPages(() => import('./Pages'), ['ListPage', 'DetailPage'])`.
 */
export function lazyPages<M, K extends keyof M & string>(
  load: () => Promise<M>,
  names: readonly K[],
): { [N in K]: M[N] } {
  return Object.fromEntries(
    names.map((name) => [
      name,
      lazyPage(() => load().then((module) => module[name] as ComponentType)),
    ]),
  ) as { [N in K]: M[N] };
}
