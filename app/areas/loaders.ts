import type { ComponentType } from 'react';

/** Loads an area's chunk. */
export type AreaLoader = () => Promise<{ default: ComponentType }>;

/**
 * The top-level areas in SPEC.md section 2's order: the first segment of the address each one
 * shows ('' for the default area, every other address), and its chunk. The entry starts loading
 * the chunk of the address opened beside the app's (`app/main.tsx`); the router shows it
 * (`app/routes.tsx`).
 */
export const AREAS: readonly (readonly [segment: string, load: AreaLoader])[] = [
  ['private', () => import('./PrivateArea')],
  ['public', () => import('./PublicArea')],
  ['pub', () => import('./PubArea')],
  ['', () => import('./DefaultArea')],
];

/** The loader of the area that shows `pathname`. */
export function areaLoaderOf(pathname: string): AreaLoader {
  const segment = pathname.split('/')[1] ?? '';
  return (AREAS.find(([own]) => own === segment) ?? AREAS[AREAS.length - 1]!)[1];
}
