// The first-load groups of the app's build (vite.config.ts's `firstLoadGroups`): which modules
// go out together in one chunk, read from the chunks of a build split the default way.
import { join } from 'node:path';
import type { Rollup } from 'vite';

/** The source files whose first load makes a group, by the group's name. */
export const FIRST_LOAD_ROOTS = {
  boot: 'app/boot.tsx',
  DefaultArea: 'app/areas/DefaultArea.tsx',
  PubArea: 'app/areas/PubArea.tsx',
} as const;

/** The group of what both areas of {@link FIRST_LOAD_ROOTS} import (the frame, the exception page). */
export const AREAS_GROUP = 'areas';

/**
 * The pages whose first load makes a group of its own, by the group's name: the engine's page of
 * resource descriptions, which most screens are.
 */
export const PAGE_ROOTS = {
  ResourcePage: 'app/engine/ResourcePage.tsx',
} as const;

/** A chunk of the scan, as far as the groups need it. */
export type ScannedChunk = Pick<
  Rollup.OutputChunk,
  'fileName' | 'facadeModuleId' | 'isEntry' | 'imports' | 'dynamicImports' | 'moduleIds'
>;

/**
 * The modules of each group, from the `chunks` of a build split the default way (`root` the
 * project's folder, `areas` the source files of every area):
 * - `boot`: those of the chunks `app/boot.tsx` imports statically, less the entry's (the entry
 *   stays as small as it was);
 * - {@link AREAS_GROUP}: those the operators' and the customers' areas both import statically;
 * - `DefaultArea` and `PubArea`: those the area imports statically that no other area reaches,
 *   statically or lazily (neither area downloads the other's code);
 * - each of {@link PAGE_ROOTS}: those the page imports statically that no area does. A lazy
 *   chunk that needs one of them (a module's own page, a portal page drawing a data table) then
 *   loads the whole group: a few KB more there, for a page most screens are that goes out as one
 *   file.
 */
export function groupsOf(
  chunks: ScannedChunk[],
  root: string,
  areas: string[],
): Map<string, Set<string>> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The chunks `from` imports statically (and lazily, when `lazily`), `from` too, but not `past`. */
  const reach = (from: string[], lazily: boolean, past = new Set<string>()) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || past.has(file) || !byFile.has(file)) return;
      seen.add(file);
      byFile.get(file)!.imports.forEach(visit);
      if (lazily) byFile.get(file)!.dynamicImports.forEach(visit);
    };
    from.forEach(visit);
    return seen;
  };
  /** The chunk that holds the module of `source` (its facade, or a shared chunk it went into). */
  const chunkOf = (source: string) =>
    chunks
      .filter((chunk) => chunk.moduleIds.includes(join(root, source)))
      .map((chunk) => chunk.fileName);
  const modulesOf = (files: Set<string>) =>
    new Set([...files].flatMap((file) => byFile.get(file)!.moduleIds));
  const entry = reach(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    false,
  );
  const boot = reach(chunkOf(FIRST_LOAD_ROOTS.boot), false, entry);
  const loaded = new Set([...entry, ...boot]);
  const groups = new Map([['boot', modulesOf(boot)]]);
  const [operators, customers] = [FIRST_LOAD_ROOTS.DefaultArea, FIRST_LOAD_ROOTS.PubArea].map(
    (area) => reach(chunkOf(area), false, loaded),
  );
  const shared = new Set([...operators!].filter((file) => customers!.has(file)));
  groups.set(AREAS_GROUP, modulesOf(shared));
  for (const [name, area] of Object.entries(FIRST_LOAD_ROOTS)) {
    if (name === 'boot') continue;
    const elsewhere = reach(areas.filter((other) => other !== area).flatMap(chunkOf), true, loaded);
    groups.set(name, modulesOf(reach(chunkOf(area), false, new Set([...loaded, ...elsewhere]))));
  }
  // What an area's first load holds stays out of the pages' groups, whichever group has it.
  const areasLoad = modulesOf(reach(areas.flatMap(chunkOf), false, loaded));
  for (const [name, page] of Object.entries(PAGE_ROOTS)) {
    const own = [...modulesOf(reach(chunkOf(page), false, loaded))].filter(
      (id) => !areasLoad.has(id),
    );
    groups.set(name, new Set(own));
  }
  return groups;
}
