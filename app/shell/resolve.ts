import type { MenuLeaf } from './menu';
import { prefixTab, siblingTab, WORKPLACE_KEY, type Tab, type TabsState } from './tabs';

/** What the shell knows of a route that is not a menu entry (a detail page, say). */
export interface RouteInfo {
  /** The tab title for it. */
  title: string;
  /** The menu route it belongs to; the user may see it when that menu is granted. */
  menu?: string;
}

/** What to do with the tabs when the address changes. */
export type Resolution =
  | { kind: 'activate'; key: string; search: string }
  | { kind: 'reuse'; key: string; path: string; search: string }
  | { kind: 'open'; tab: Tab }
  | { kind: 'wait' }
  | { kind: 'workplace' };

/** What {@link resolveLocation} needs to know. */
export interface ResolveContext {
  tabs: TabsState;
  menuLoaded: boolean;
  menu: Map<string, MenuLeaf>;
  /** Route data of non-menu routes (detail pages), by path. */
  routeInfo(pathname: string): RouteInfo | undefined;
}

/**
 * The tab for an address (SPEC.md section 4): its own tab; its list's tab when the list's key
 * is its prefix; after the menu has loaded, a new tab from its menu entry or route data; an
 * unauthorised path falls back to a sibling tab with the same first segment; an unknown path
 * opens the workplace; before the menu has loaded, the path waits.
 */
export function resolveLocation(
  context: ResolveContext,
  pathname: string,
  search: string,
): Resolution {
  const path = pathname.replace(/\/+$/, '') || WORKPLACE_KEY;
  if (path === WORKPLACE_KEY) return { kind: 'activate', key: WORKPLACE_KEY, search };
  if (context.tabs.tabs.some((tab) => tab.key === path))
    return { kind: 'activate', key: path, search };
  const list = prefixTab(context.tabs, path);
  if (list) return { kind: 'reuse', key: list.key, path, search };
  if (!context.menuLoaded) return { kind: 'wait' };

  const leaf = context.menu.get(path);
  if (leaf) {
    return {
      kind: 'open',
      tab: {
        key: path,
        path,
        search,
        title: leaf.name,
        icon: leaf.icon,
        closable: true,
        menuId: leaf.id,
      },
    };
  }
  const info = context.routeInfo(path);
  if (!info) return { kind: 'workplace' };
  const parent = info.menu ? context.menu.get(info.menu) : undefined;
  if (info.menu && !parent) {
    const sibling = siblingTab(context.tabs, path);
    if (sibling) return { kind: 'reuse', key: sibling.key, path, search };
  }
  return {
    kind: 'open',
    tab: {
      key: path,
      path,
      search,
      title: info.title,
      icon: parent?.icon,
      closable: true,
      menuId: parent?.id,
    },
  };
}
