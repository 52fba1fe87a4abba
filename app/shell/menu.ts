import type { Menu } from '../services/types';

/** A menu entry that opens a page, with the names of the menus above it. */
export interface MenuLeaf {
  id: number;
  code: string;
  name: string;
  /** Its own icon, or the nearest one above it (a page takes its menu's). */
  icon?: string;
  quickIndex?: string;
  route: string;
  /** Names from the root down to this entry (for the breadcrumb). */
  trail: string[];
  hideBreadcrumb: boolean;
}

/** Every page entry of a menu tree, in menu order, with its trail. */
export function menuLeaves(menus: Menu[], trail: string[] = [], inherited?: string): MenuLeaf[] {
  return [...menus]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .flatMap((menu) => {
      const here = [...trail, menu.name];
      const icon = menu.icon || inherited;
      const children = menu.subMenus ?? [];
      if (children.length > 0) return menuLeaves(children, here, icon);
      if (!menu.route) return [];
      return [
        {
          id: menu.id,
          code: menu.code,
          name: menu.name,
          icon,
          quickIndex: menu.quickIndex ?? undefined,
          route: menu.route,
          trail: here,
          hideBreadcrumb: !!menu.hideBreadcrumb,
        },
      ];
    });
}

/** The page entries by route. */
export function menuIndex(menus: Menu[]): Map<string, MenuLeaf> {
  return new Map(menuLeaves(menus).map((leaf) => [leaf.route, leaf]));
}

/** Page entries whose name or quick index contains `text` (any case). */
export function searchMenu(leaves: MenuLeaf[], text: string): MenuLeaf[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return leaves.filter(
    (leaf) =>
      leaf.name.toLowerCase().includes(needle) ||
      (leaf.quickIndex ?? '').toLowerCase().includes(needle),
  );
}
