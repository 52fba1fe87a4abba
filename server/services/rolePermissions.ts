/**
 * What a role is granted (hiam `api/{roleId}`), in HZERO's shape: the menu tree down to the
 * permission sets (services/permissionSets), each marked as held by the role itself, inherited
 * from its parent roles, and assignable by the caller; and the grants and withdrawals of sets. A
 * tenant role is granted tenant-level sets only, and only what the granting role holds itself
 * (platform roles hold everything). A menu's default set grants the menu with the codes that come
 * with it (its query); a code's set grants the code and its menu; withdrawing a default set takes
 * the menu with all its codes.
 */
import type { Role } from '../../domain/contract/user';
import type { CheckedFlag, GrantChange, PermissionSetNode } from '../../domain/hiam/contract';
import type { ControllerType } from '../db/menuData';
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

/** Menus and codes by their own ids: what permission sets stand for in the grant tables. */
interface Grants {
  menuIds: readonly number[];
  permissionIds: readonly number[];
}

/** A permission set: its menu, whether it is the menu's default set, the codes it bundles. */
interface SetRow {
  id: number;
  menuId: number;
  level: 'site' | 'organization';
  isDefault: boolean;
  codes: { id: number; code: string }[];
}

/** The permission sets of `ids` (those that are sets). */
function setsOf(db: Db, ids: readonly number[]): Map<number, SetRow> {
  const set = db.prepare(
    `SELECT s.id, s.parent_id AS menuId, s.level, s.code = m.code || '.ps.default' AS isDefault
     FROM menus s JOIN menus m ON m.id = s.parent_id WHERE s.id = ? AND s.type = 'ps'`,
  );
  const codes = db.prepare('SELECT id, code FROM permissions WHERE ps_id = ? ORDER BY id');
  const found = new Map<number, SetRow>();
  for (const id of new Set(ids)) {
    const row = set.get(id) as
      { id: number; menuId: number; level: SetRow['level']; isDefault: number } | undefined;
    if (!row) continue;
    found.set(id, {
      ...row,
      isDefault: row.isDefault === 1,
      codes: codes.all(id) as SetRow['codes'],
    });
  }
  return found;
}

/** How much of a list holds: all, part, nothing. */
function flagOf(held: readonly boolean[]): CheckedFlag {
  if (held.length > 0 && held.every(Boolean)) return 'Y';
  return held.some(Boolean) ? 'P' : null;
}

/** A menu's flag from the nodes under it, as HZERO's page derives it. */
function menuFlag(nodes: readonly PermissionSetNode[]): CheckedFlag {
  if (nodes.length > 0 && nodes.every((node) => node.checkedFlag === 'Y')) return 'Y';
  return nodes.some((node) => node.checkedFlag !== null) ? 'P' : null;
}

/**
 * The permission tree of `role` (HZERO's `permission-set-tree`): the menus a tenant role may be
 * granted (a platform role: every menu, all held) down to their permission sets, names in
 * `lang`; `queryResources` maps a query code to the resource it opens (for its field
 * permissions).
 */
export function roleGrants(
  db: Db,
  role: { id: number; level: 'site' | 'organization' },
  caller: Role | null,
  lang: string,
  queryResources: ReadonlyMap<string, string>,
): PermissionSetNode[] {
  const editable = role.level === 'organization';
  const menus = db
    .prepare(
      `SELECT m.id, m.code, m.parent_id AS parentId, m.type, m.level,
              COALESCE(tl.name, en.name, m.code) AS name,
              m.type = 'ps' AND m.code = (SELECT p.code FROM menus p WHERE p.id = m.parent_id)
                || '.ps.default' AS isDefault
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
    type: PermissionSetNode['type'];
    level: PermissionSetNode['level'];
    name: string;
    isDefault: number;
  }[];
  const permissions = db
    .prepare(
      `SELECT id, code, ps_id AS setId, description, controller_type AS controllerType
       FROM permissions WHERE ps_id IS NOT NULL ORDER BY id`,
    )
    .all() as {
    id: number;
    code: string;
    setId: number;
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
  const bySet = new Map<number, typeof permissions>();
  for (const permission of permissions) {
    const list = bySet.get(permission.setId) ?? [];
    list.push(permission);
    bySet.set(permission.setId, list);
  }
  const children = new Map<number, typeof menus>();
  for (const menu of menus) {
    const list = children.get(menu.parentId ?? 0) ?? [];
    list.push(menu);
    children.set(menu.parentId ?? 0, list);
  }
  const build = (parentId: number): PermissionSetNode[] =>
    (children.get(parentId) ?? []).flatMap((menu): PermissionSetNode[] => {
      const base = {
        id: menu.id,
        parentId: menu.parentId,
        code: menu.code,
        name: menu.name,
        type: menu.type,
        level: menu.level,
      };
      if (menu.type === 'ps') {
        const codes = bySet.get(menu.id) ?? [];
        const isDefault = menu.isDefault === 1;
        if (!isDefault && codes.length === 0) return [];
        const menuId = menu.parentId ?? 0;
        const held = [
          ...(isDefault ? [ownMenus.has(menuId)] : []),
          ...codes.map((code) => ownCodes.has(code.id)),
        ];
        const inherited = [
          ...(isDefault ? [inheritedMenus.has(menuId)] : []),
          ...codes.map((code) => inheritedCodes.has(code.code)),
        ];
        const assignable =
          editable &&
          (isDefault
            ? allowed.menus === null || allowed.menus.has(menuId)
            : codes.every((code) => allowed.codes === null || allowed.codes.has(code.code)));
        return [
          {
            ...base,
            checkedFlag: editable ? flagOf(held) : 'Y',
            permissionType: isDefault ? 'api' : 'button',
            inheritedFlag: inherited.every(Boolean),
            assignable,
            permissions: codes.map((code) => ({
              id: code.id,
              code: code.code,
              description: code.description,
              controllerType: code.controllerType,
              resource: queryResources.get(code.code) ?? null,
            })),
            subMenus: [],
          },
        ];
      }
      const subMenus = build(menu.id);
      if (subMenus.length === 0) return [];
      return [
        {
          ...base,
          checkedFlag: menuFlag(subMenus),
          permissionType: null,
          inheritedFlag: subMenus.every((node) => node.inheritedFlag),
          assignable: subMenus.some((node) => node.assignable),
          permissions: [],
          subMenus,
        },
      ];
    });
  return build(0);
}

/**
 * The ids of a change the caller may not make on a tenant role (one that is not a tenant-level
 * permission set, or bundles a menu or a code the caller does not hold), or none.
 */
export function refusedIds(db: Db, caller: Role | null, change: GrantChange): string[] {
  const allowed = assignableBy(db, caller);
  const sets = setsOf(db, change);
  return [...new Set(change)].flatMap((id) => {
    const set = sets.get(id);
    const yours =
      set !== undefined &&
      set.level === 'organization' &&
      (set.isDefault
        ? allowed.menus === null || allowed.menus.has(set.menuId)
        : set.codes.every((code) => allowed.codes === null || allowed.codes.has(code.code)));
    return yours ? [] : [String(id)];
  });
}

/** The menus (default sets) and codes (the other sets) a list of permission sets stands for. */
function grantsOf(db: Db, change: GrantChange): Grants {
  const sets = [...setsOf(db, change).values()];
  return {
    menuIds: sets.filter((set) => set.isDefault).map((set) => set.menuId),
    permissionIds: sets
      .filter((set) => !set.isDefault)
      .flatMap((set) => set.codes.map((c) => c.id)),
  };
}

/** Grants permission sets to a role: their menus and codes, a code's menu with it. */
export function assignSets(db: Db, roleId: number, change: GrantChange, now: number): void {
  assignGrants(db, roleId, grantsOf(db, change), now);
}

/** Withdraws permission sets from a role: a default set takes its menu and all its codes. */
export function recycleSets(db: Db, roleId: number, change: GrantChange): void {
  recycleGrants(db, roleId, grantsOf(db, change));
}

/** Grants menus and codes to a role: a code's menu with it, a menu's query code with it. */
function assignGrants(db: Db, roleId: number, change: Grants, now: number): void {
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
function recycleGrants(db: Db, roleId: number, change: Grants): void {
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
