import { matchPath } from 'react-router-dom';
import RESOURCE_INDEX from 'virtual:resource-index';

// What the shell knows of the resource pages before any description has loaded: the route
// index built with the app (domain/engine/routeIndex.ts). The descriptions themselves load with
// the pages (./registry.ts).

/** The module a path belongs to: its first segment (`/hpfm/country/list` -> `hpfm`). */
export function moduleOfPath(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/** The module of a resource key (`hpfm/country` -> `hpfm`). */
export function moduleOfKey(key: string): string {
  return key.split('/')[0] ?? '';
}

/** Every module that has descriptions. */
export const RESOURCE_MODULES: ReadonlySet<string> = new Set(
  Object.keys(RESOURCE_INDEX).map(moduleOfKey),
);

/** A route of the index a path matches: the resource, which of its pages, and the parameters. */
export interface RouteMatch {
  /** The resource's key. */
  key: string;
  kind: 'list' | 'detail';
  /** The route's pattern. */
  pattern: string;
  /** The route's parameters. */
  params: Readonly<Record<string, string>>;
  /** Of a list: which of the resource's list pages (as listed by `listPagesOf`). */
  listIndex?: number;
}

/**
 * The route of the resources of `modules` that `pathname` matches: the first in the modules'
 * order, then the keys' order.
 */
export function matchRoute(pathname: string, modules: readonly string[]): RouteMatch | undefined {
  const entries = modules.flatMap((module) =>
    Object.entries(RESOURCE_INDEX).filter(([key]) => moduleOfKey(key) === module),
  );
  for (const [key, entry] of entries) {
    const candidates: [RouteMatch['kind'], string, number | undefined][] = [
      ...[...(entry.route ? [entry.route] : []), ...(entry.pages ?? [])].map(
        (route, index): ['list', string, number] => ['list', route, index],
      ),
      ...(entry.detail
        ? [['detail', entry.detail, undefined] as ['detail', string, undefined]]
        : []),
    ];
    for (const [kind, pattern, listIndex] of candidates) {
      const match = matchPath(pattern, pathname);
      if (match) {
        const params = Object.fromEntries(
          Object.entries(match.params).filter((entry): entry is [string, string] => !!entry[1]),
        );
        return { key, kind, pattern, params, ...(listIndex === undefined ? {} : { listIndex }) };
      }
    }
  }
  return undefined;
}

/** The resources a page of `key` is built with: itself first, then its related ones. */
export function pageResourceKeys(key: string): string[] {
  return [key, ...(RESOURCE_INDEX[key]?.related ?? [])];
}

/** The routes of a module's pages that are not menu entries (detail and filtered lists). */
export function pageRoutes(module: string): string[] {
  return Object.entries(RESOURCE_INDEX).flatMap(([key, entry]) =>
    moduleOfKey(key) === module
      ? [entry.detail, entry.route?.includes(':') ? entry.route : undefined].filter(
          (route): route is string => !!route,
        )
      : [],
  );
}
