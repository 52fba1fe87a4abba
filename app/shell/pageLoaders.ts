import type { ComponentType } from 'react';
import { moduleOfPath, RESOURCE_MODULES } from '../engine/resourceRoutes';

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

/** Every module whose pages are loaded by {@link pagesLoaderOf} (its own, or the engine's). */
export const PAGE_MODULES: readonly string[] = [
  ...new Set([...Object.keys(MODULE_PAGES), ...RESOURCE_MODULES]),
];

/** Loads the pages of a module: its own when it has them, else the engine's. */
export function pagesLoaderOf(module: string): () => Promise<PagesChunk> {
  return MODULE_PAGES[module] ?? loadResourcePage;
}

/**
 * Starts loading what the page at `pathname` needs (its module's pages and the descriptions it
 * is built with), so that they come while the session and the shell do, not after the shell has
 * drawn.
 */
export function preloadPage(pathname: string): void {
  const module = moduleOfPath(pathname);
  if (!PAGE_MODULES.includes(module)) return;
  void pagesLoaderOf(module)().catch(() => undefined);
  void import('../engine/registry')
    .then((registry) => registry.preloadResourcesOf(pathname))
    .catch(() => undefined);
}
