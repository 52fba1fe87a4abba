import type { ComponentType } from 'react';
import { lazyChunk, type LazyChunk } from '../../design-system';
import { moduleOfPath, RESOURCE_MODULES } from '../engine/resourceRoutes';
import { pending } from '../services/pending';

/** Props of a module's own pages (`app/modules/<module>/pages.tsx`). */
export interface ModulePagesProps {
  /** The screen's name, for the 'not available yet' page. */
  name?: string;
}

/** A chunk whose default export is the pages of a module. */
type PagesChunk = { default: ComponentType<ModulePagesProps> };

/** Loads the page of resource descriptions (the engine's list and detail pages). */
const loadResourcePage = (): Promise<PagesChunk> =>
  import('../engine/ResourcePage').then((module) => ({ default: module.ResourcePage }));

/**
 * Modules with pages beyond their resource descriptions: `app/modules/<module>/pages.tsx`
 * default-exports a component that routes its own pages and hands every other path to
 * `ResourcePage`. Found by file, each its own chunk.
 */
const MODULE_PAGES: Readonly<Record<string, () => Promise<PagesChunk>>> = Object.fromEntries(
  Object.entries(import.meta.glob<PagesChunk>('../modules/*/pages.tsx')).map(([file, load]) => [
    file.split('/').at(-2) ?? '',
    load,
  ]),
);

/** Every module whose pages {@link pagesChunkOf} draws (its own, or the engine's). */
export const PAGE_MODULES: readonly string[] = [
  ...new Set([...Object.keys(MODULE_PAGES), ...RESOURCE_MODULES]),
];

const chunks = new Map<string, LazyChunk<ModulePagesProps>>();

/**
 * The pages of a module, drawn from their chunk: its own when it has them, else the engine's. A
 * chunk that has loaded draws at once (React's lazy would suspend first, and then hold the page
 * back for up to 300 ms: see lazyChunk).
 */
export function pagesChunkOf(module: string): LazyChunk<ModulePagesProps> {
  const key = module in MODULE_PAGES ? module : '';
  let chunk = chunks.get(key);
  if (!chunk) {
    const load = MODULE_PAGES[key] ?? loadResourcePage;
    chunk = lazyChunk(() => load().then((loaded) => loaded.default));
    chunks.set(key, chunk);
  }
  return chunk;
}

/**
 * Starts loading what the page at `pathname` needs (its module's pages and the descriptions it
 * is built with), so that they come while the session and the shell do, not after the shell has
 * drawn.
 */
export function preloadPage(pathname: string): void {
  const module = moduleOfPath(pathname);
  if (!PAGE_MODULES.includes(module)) return;
  // Pending work: the header's menus and the like wait for it (shell/pageShown.ts).
  void pending(pagesChunkOf(module).load()).catch(() => undefined);
  void pending(
    import('../engine/registry').then((registry) => registry.preloadResourcesOf(pathname)),
  ).catch(() => undefined);
}
