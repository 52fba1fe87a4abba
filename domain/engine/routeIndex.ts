import { resourceKey, type ResourceDescription } from './resource';

/** What the app knows of a resource before its description has loaded. */
export interface RouteIndexEntry {
  /** The route of its own list page. */
  route?: string;
  /** The routes of its further list pages (`pages`), when it has any. */
  pages?: readonly string[];
  /** The route of its detail page. */
  detail?: string;
  /**
   * The resources its pages are built with (keys): its parents up to the top, its lines, the
   * list it is a page of (`detailOf`) and the lists that are pages of it; when there are any.
   */
  related?: readonly string[];
}

/**
 * The {@link RouteIndexEntry} of every resource that has a page, by key (`module/name`), in the
 * keys' order. It goes out with the app's first load, so it holds nothing it need not hold: no
 * line resource without pages of its own, no empty list.
 */
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
  const entries = [...byKey.keys()].sort().flatMap((key): [string, RouteIndexEntry][] => {
    const resource = byKey.get(key) as ResourceDescription;
    const pages = (resource.pages ?? []).map((page) => page.route);
    if (!resource.route && !resource.detailRoute && pages.length === 0) return [];
    const related = [
      ...new Set([
        ...parentsOf(resource),
        ...(resource.lines ?? []).map((lines) => lines.resource),
        ...(resource.detailOf ? [resource.detailOf] : []),
        ...resources.filter((other) => other.detailOf === key).map(resourceKey),
      ]),
    ]
      .filter((other) => byKey.has(other))
      .sort();
    return [
      [
        key,
        {
          ...(resource.route ? { route: resource.route } : {}),
          ...(pages.length > 0 ? { pages } : {}),
          ...(resource.detailRoute ? { detail: resource.detailRoute } : {}),
          ...(related.length > 0 ? { related } : {}),
        },
      ],
    ];
  });
  return Object.fromEntries(entries);
}
