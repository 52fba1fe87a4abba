/**
 * What a role is granted (hiam `api/{roleId}`): the menu tree with each menu's permission codes,
 * marked as granted to the role itself, inherited from its parent roles, and assignable by the
 * caller; and the grants and withdrawals. A tenant role is granted tenant-level menus only, and
 * only what the granting role holds itself (platform roles hold everything). Granting a code
 * grants its menu too; granting a menu grants the codes that come with it (its query); taking
 * a menu away takes its codes.
 */
import type { Role } from '../../domain/contract/user';
import type { GrantChange, MenuNode, PermissionNode, RoleGrants } from '../../domain/hiam/contract';
import type { ControllerType, MenuType } from '../db/menuData';
import type { Db } from '../db/database';
import { grantedCodes, grantedMenuIds } from './permissions';

/** The role a role inherits from, or null. */
function parentOf(db: Db, roleId: number): number | null {
  const row = db.prepare('SELECT parent_role_id AS id FROM roles WHERE id = ?').get(roleId) as
    { id: number | null } | undefined;
  return row?.id ?? null;
}

/** What the caller's role may hand out: every tenant-level grant (platform roles), or its own. */
function assignableBy(
  db: Db,
  caller: Role | null,
): { menus: Set<number> | null; codes: Set<string> | null } {
  if (caller?.level === 'site') return { menus: null, codes: null };
  if (!caller) return { menus: new Set(), codes: new Set() };
  return { menus: grantedMenuIds(db, caller.id), codes: grantedCodes(db, caller.id) };
}

/**
 * The tenant-level menu tree with the grants of `role`, names in `lang`; `queryResources` maps a
 * query code to the resource it opens (for its field permissions).
 */
export function roleGrants(
  db: Db,
  role: RoleGrants['role'],
  caller: Role | null,
  lang: string,
  queryResources: ReadonlyMap<string, string>,
): RoleGrants {
  const editable = role.level === 'organization';
  const menus = db
    .prepare(
      `SELECT m.id, m.code, m.parent_id AS parentId, m.type, m.route,
              COALESCE(tl.name, en.name, m.code) AS name
       FROM menus m
       LEFT JOIN menu_tl tl ON tl.menu_id = m.id AND tl.lang = @lang
       LEFT JOIN menu_tl en ON en.menu_id = m.id AND en.lang = 'en_US'
       WHERE m.enabled_flag = 1 AND (@all = 1 OR m.level = 'organization')
       ORDER BY m.sort, m.id`,
    )
    .all({ lang, all: editable ? 0 : 1 }) as {
    id: number;
    code: string;
    parentId: number | null;
    type: MenuType;
    route: string | null;
    name: string;
  }[];
  const permissions = db
    .prepare(
      `SELECT id, code, menu_id AS menuId, description, controller_type AS controllerType
       FROM permissions ORDER BY id`,
    )
    .all() as {
    id: number;
    code: string;
    menuId: number;
    description: string;
    controllerType: ControllerType;
  }[];
  const ownMenus = new Set(
    (
      db.prepare('SELECT menu_id AS id FROM role_menus WHERE role_id = ?').all(role.id) as {
        id: number;
      }[]
    ).map((row) => row.id),
  );
  const ownCodes = new Set(
    (
      db
        .prepare('SELECT permission_id AS id FROM role_permissions WHERE role_id = ?')
        .all(role.id) as { id: number }[]
    ).map((row) => row.id),
  );
  const parent = parentOf(db, role.id);
  const inheritedMenus = parent === null ? new Set<number>() : grantedMenuIds(db, parent);
  const inheritedCodes = parent === null ? new Set<string>() : grantedCodes(db, parent);
  const allowed = assignableBy(db, caller);
  const byMenu = new Map<number, PermissionNode[]>();
  for (const permission of permissions) {
    const list = byMenu.get(permission.menuId) ?? [];
    list.push({
      id: permission.id,
      code: permission.code,
      description: permission.description,
      controllerType: permission.controllerType,
      checked: !editable || ownCodes.has(permission.id),
      inherited: inheritedCodes.has(permission.code),
      assignable: editable && (allowed.codes === null || allowed.codes.has(permission.code)),
      resource: queryResources.get(permission.code) ?? null,
    });
    byMenu.set(permission.menuId, list);
  }
  const children = new Map<number, typeof menus>();
  for (const menu of menus) {
    const list = children.get(menu.parentId ?? 0) ?? [];
    list.push(menu);
    children.set(menu.parentId ?? 0, list);
  }
  const build = (parentId: number): MenuNode[] =>
    (children.get(parentId) ?? []).flatMap((menu): MenuNode[] => {
      const group = menu.type === 'root' || menu.type === 'dir';
      const subMenus = group ? build(menu.id) : [];
      if (group && subMenus.length === 0) return [];
      return [
        {
          id: menu.id,
          code: menu.code,
          name: menu.name,
          type: menu.type,
          route: menu.route,
          checked: !editable || (!group && ownMenus.has(menu.id)),
          inherited: !group && inheritedMenus.has(menu.id),
          assignable: editable && !group && (allowed.menus === null || allowed.menus.has(menu.id)),
          permissions: group ? [] : (byMenu.get(menu.id) ?? []),
          subMenus,
        },
      ];
    });
  return { role, editable, menus: build(0) };
}

/**
 * The ids of a change the caller may not make on a tenant role (a platform menu, a menu or code
 * the caller does not hold, or one that does not exist), or none.
 */
export function refusedIds(db: Db, caller: Role | null, change: GrantChange): string[] {
  const allowed = assignableBy(db, caller);
  const refused: string[] = [];
  const menu = db.prepare(
    "SELECT id FROM menus WHERE id = ? AND level = 'organization' AND type NOT IN ('root', 'dir')",
  );
  for (const id of change.menuIds) {
    if (!menu.get(id) || (allowed.menus !== null && !allowed.menus.has(id))) {
      refused.push(`menu ${id}`);
    }
  }
  const code = db.prepare(
    `SELECT p.code FROM permissions p JOIN menus m ON m.id = p.menu_id
     WHERE p.id = ? AND m.level = 'organization'`,
  );
  for (const id of change.permissionIds) {
    const row = code.get(id) as { code: string } | undefined;
    if (!row || (allowed.codes !== null && !allowed.codes.has(row.code))) {
      refused.push(`permission ${id}`);
    }
  }
  return refused;
}

/** Grants menus and codes to a role: a code's menu with it, a menu's query code with it. */
export function assignGrants(db: Db, roleId: number, change: GrantChange, now: number): void {
  db.transaction(() => {
    const menuIds = new Set(change.menuIds);
    const permissionIds = new Set(change.permissionIds);
    const menuOf = db.prepare('SELECT menu_id AS id FROM permissions WHERE id = ?');
    for (const id of permissionIds) {
      const row = menuOf.get(id) as { id: number } | undefined;
      if (row) menuIds.add(row.id);
    }
    const withMenu = db.prepare(
      'SELECT id FROM permissions WHERE menu_id = ? AND grant_with_menu = 1',
    );
    for (const id of menuIds) {
      for (const row of withMenu.all(id) as { id: number }[]) permissionIds.add(row.id);
    }
    const menu = db.prepare(
      `INSERT OR IGNORE INTO role_menus (role_id, menu_id, creation_date, last_update_date)
       VALUES (?, ?, ?, ?)`,
    );
    const permission = db.prepare(
      `INSERT OR IGNORE INTO role_permissions (role_id, permission_id, creation_date,
         last_update_date) VALUES (?, ?, ?, ?)`,
    );
    for (const id of menuIds) menu.run(roleId, id, now, now);
    for (const id of permissionIds) permission.run(roleId, id, now, now);
  }).immediate();
}

/** Withdraws menus (with all their codes) and codes from a role. */
export function recycleGrants(db: Db, roleId: number, change: GrantChange): void {
  db.transaction(() => {
    const menu = db.prepare('DELETE FROM role_menus WHERE role_id = ? AND menu_id = ?');
    const codesOfMenu = db.prepare(
      `DELETE FROM role_permissions WHERE role_id = ?
         AND permission_id IN (SELECT id FROM permissions WHERE menu_id = ?)`,
    );
    for (const id of change.menuIds) {
      menu.run(roleId, id);
      codesOfMenu.run(roleId, id);
    }
    const permission = db.prepare(
      'DELETE FROM role_permissions WHERE role_id = ? AND permission_id = ?',
    );
    for (const id of change.permissionIds) permission.run(roleId, id);
  }).immediate();
}
