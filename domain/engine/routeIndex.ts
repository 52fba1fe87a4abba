import { resourceKey, type ResourceDescription } from './resource';

/** What the app knows of a resource before its description has loaded. */
export interface RouteIndexEntry {
  /** The route of its own list page. */
  route?: string;
  /** The routes of its further list pages (`pages`). */
  pages: readonly string[];
  /** The route of its detail page. */
  detail?: string;
  /**
   * The resources its pages are built with (keys): its parents up to the top, its lines, the
   * list it is a page of (`detailOf`) and the lists that are pages of it.
   */
  related: readonly string[];
}

/** Every resource's {@link RouteIndexEntry}, by key (`module/name`), in the keys' order. */
export type RouteIndex = Readonly<Record<string, RouteIndexEntry>>;

/**
 * The route index of the descriptions: built with the app (the `virtual:resource-index` module
 * of vite.config.ts), so that a page loads its own description and those it is built with, not
 * every description of its module.
 */
export function routeIndexOf(resources: readonly ResourceDescription[]): RouteIndex {
  const byKey = new Map(resources.map((resource) => [resourceKey(resource), resource]));
  const parentsOf = (resource: ResourceDescription): string[] => {
    const parents: string[] = [];
    for (let key = resource.parent?.resource; key && !parents.includes(key);) {
      parents.push(key);
      key = byKey.get(key)?.parent?.resource;
    }
    return parents;
  };
  const entries = [...byKey.keys()].sort().map((key): [string, RouteIndexEntry] => {
    const resource = byKey.get(key) as ResourceDescription;
    const related = new Set([
      ...parentsOf(resource),
      ...(resource.lines ?? []).map((lines) => lines.resource),
      ...(resource.detailOf ? [resource.detailOf] : []),
      ...resources.filter((other) => other.detailOf === key).map(resourceKey),
    ]);
    return [
      key,
      {
        ...(resource.route ? { route: resource.route } : {}),
        pages: (resource.pages ?? []).map((page) => page.route),
        ...(resource.detailRoute ? { detail: resource.detailRoute } : {}),
        related: [...related].filter((other) => byKey.has(other)).sort(),
      },
    ];
  });
  return Object.fromEntries(entries);
}
