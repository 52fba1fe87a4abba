/**
 * Reference data synchronised at every start (menus, permission codes, the demo role grants,
 * platform texts) and the one-time demo data of the shell (master data, messages, tasks and
 * report figures).
 */
import type { ResourceDescription } from '../../domain/engine/resource';
import { sendMessage } from '../services/messages';
import { syncPermissionSets } from '../services/permissionSets';
import type { Db } from './database';
import {
  MENU_LANGUAGES,
  MENUS,
  menusWith,
  ROLE_GRANTS,
  type MenuDefinition,
  type PermissionDefinition,
} from './menuData';
import { seedWorkflowDemo } from '../hooks/hwfp/support/demo';
import { MESSAGES, SAMPLES_PER_MONTH } from './shellSeedData';
import { DEMO_SEED_NAME } from './seed';

/** Name under which the shell demo data is recorded in `seed_history`. */
export const SHELL_SEED_NAME = 'demo-shell';

interface FlatMenu {
  definition: MenuDefinition;
  parentCode: string | null;
  sort: number;
  level: 'site' | 'organization';
}

/** The menu definitions in tree order with parent, sort and inherited level. */
export function flattenMenus(menus: readonly MenuDefinition[] = MENUS): FlatMenu[] {
  const flat: FlatMenu[] = [];
  const walk = (
    items: readonly MenuDefinition[],
    parentCode: string | null,
    parentLevel: 'site' | 'organization',
  ): void => {
    items.forEach((definition, index) => {
      const level = definition.level ?? parentLevel;
      flat.push({ definition, parentCode, sort: (index + 1) * 10, level });
      if (definition.subMenus) walk(definition.subMenus, definition.code, level);
    });
  };
  walk(menus, null, 'organization');
  return flat;
}

/** Checks the menu definition; throws naming the first problem. */
export function validateMenus(menus: readonly MenuDefinition[]): void {
  const codes = new Set<string>();
  const routes = new Set<string>();
  const permissionCodes = new Set<string>();
  for (const { definition } of flattenMenus(menus)) {
    if (codes.has(definition.code)) throw new Error(`menuData: duplicate code ${definition.code}`);
    codes.add(definition.code);
    const isGroup = definition.type === 'root' || definition.type === 'dir';
    if (isGroup && !definition.subMenus?.length) {
      throw new Error(`menuData: ${definition.code} has no children`);
    }
    if (!isGroup) {
      if (!definition.route) throw new Error(`menuData: ${definition.code} has no route`);
      if (routes.has(definition.route)) {
        throw new Error(`menuData: duplicate route ${definition.route}`);
      }
      routes.add(definition.route);
    }
    for (const permission of definition.permissions ?? []) {
      if (permissionCodes.has(permission.code)) {
        throw new Error(`menuData: duplicate permission ${permission.code}`);
      }
      permissionCodes.add(permission.code);
    }
  }
  for (const grant of ROLE_GRANTS) {
    if (grant.menus !== 'all-organization') {
      for (const code of grant.menus) {
        if (!codes.has(code)) throw new Error(`menuData: grant of unknown menu ${code}`);
      }
    }
    if (grant.permissions !== 'all') {
      for (const code of grant.permissions) {
        if (!permissionCodes.has(code)) {
          throw new Error(`menuData: grant of unknown permission ${code}`);
        }
      }
    }
  }
}

/** Grants menus and permission codes to a role (those it holds already stay as they are). */
export function grantToRole(
  db: Db,
  roleId: number,
  menuIds: Iterable<number>,
  permissionIds: Iterable<number>,
  now: number,
): void {
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
}

/**
 * Grants a role every tenant-level menu leaf and every permission code of those menus (a
 * tenant administrator's), as defined now.
 */
export function grantAllOrganization(db: Db, roleId: number, now: number): void {
  const menus = db
    .prepare(
      "SELECT id FROM menus WHERE level = 'organization' AND type NOT IN ('root', 'dir', 'ps')",
    )
    .all() as { id: number }[];
  const permissions = db
    .prepare(
      `SELECT p.id FROM permissions p JOIN menus m ON m.id = p.menu_id
       WHERE m.level = 'organization' AND m.type NOT IN ('root', 'dir', 'ps')`,
    )
    .all() as { id: number }[];
  grantToRole(
    db,
    roleId,
    menus.map((row) => row.id),
    permissions.map((row) => row.id),
    now,
  );
  markGranted(db, roleId, now);
}

/** The `seed_history` name recording that a role got the grants of its demo role code. */
function grantMarker(roleId: number): string {
  return `role-grants:${roleId}`;
}

function markGranted(db: Db, roleId: number, now: number): void {
  db.prepare('INSERT OR IGNORE INTO seed_history (name, applied_at) VALUES (?, ?)').run(
    grantMarker(roleId),
    now,
  );
}

/**
 * Writes the menus, their names and permission codes from menuData.ts and the resource
 * descriptions (removing built-in ones no longer defined), then grants the demo role codes'
 * menus and codes: all of them to a role that never got them, and to the others only the menus
 * and codes defined since the last start, so that what administrators took away or gave
 * (hiam roles) stays as they left it. A menu an administrator changed (hiam menus) is left as
 * it is. Idempotent; run at every start.
 */
export function syncMenus(
  db: Db,
  now: number,
  resources: Iterable<ResourceDescription> = [],
): void {
  const menus = menusWith(resources);
  validateMenus(menus);
  db.transaction(() => {
    const flat = flattenMenus(menus);
    const idOf = new Map<string, number>();
    const codesIn = (table: 'menus' | 'permissions') =>
      new Set(
        (db.prepare(`SELECT code FROM ${table}`).all() as { code: string }[]).map(
          (row) => row.code,
        ),
      );
    const knownMenus = codesIn('menus');
    const knownPermissions = codesIn('permissions');
    const upsertMenu = db.prepare(
      `INSERT INTO menus (code, parent_id, type, route, icon, sort, level, hide_breadcrumb,
         creation_date, last_update_date)
       VALUES (@code, @parentId, @type, @route, @icon, @sort, @level, @hideBreadcrumb, @now, @now)
       ON CONFLICT (code) DO UPDATE SET parent_id = excluded.parent_id, type = excluded.type,
         route = excluded.route, icon = excluded.icon, sort = excluded.sort,
         level = excluded.level, hide_breadcrumb = excluded.hide_breadcrumb,
         last_update_date = excluded.last_update_date,
         object_version_number = object_version_number + 1
       WHERE menus.customized = 0 AND (parent_id IS NOT excluded.parent_id
         OR type IS NOT excluded.type OR route IS NOT excluded.route OR icon IS NOT excluded.icon
         OR sort IS NOT excluded.sort OR level IS NOT excluded.level
         OR hide_breadcrumb IS NOT excluded.hide_breadcrumb)`,
    );
    const upsertName = db.prepare(
      `INSERT INTO menu_tl (menu_id, lang, name, quick_index, creation_date, last_update_date)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (menu_id, lang) DO UPDATE SET name = excluded.name,
         quick_index = excluded.quick_index, last_update_date = excluded.last_update_date,
         object_version_number = object_version_number + 1
       WHERE (SELECT customized FROM menus WHERE id = menu_tl.menu_id) = 0
         AND (name IS NOT excluded.name OR quick_index IS NOT excluded.quick_index)`,
    );
    const upsertPermission = db.prepare(
      `INSERT INTO permissions (code, menu_id, controller_type, grant_with_menu, description,
         creation_date, last_update_date)
       VALUES (@code, @menuId, @controllerType, @grantWithMenu, @description, @now, @now)
       ON CONFLICT (code) DO UPDATE SET menu_id = excluded.menu_id,
         controller_type = excluded.controller_type, grant_with_menu = excluded.grant_with_menu,
         description = excluded.description, last_update_date = excluded.last_update_date,
         object_version_number = object_version_number + 1
       WHERE menu_id IS NOT excluded.menu_id OR controller_type IS NOT excluded.controller_type
         OR grant_with_menu IS NOT excluded.grant_with_menu
         OR description IS NOT excluded.description`,
    );
    const permissionsByMenu = new Map<string, PermissionDefinition[]>();
    for (const { definition, parentCode, sort, level } of flat) {
      upsertMenu.run({
        code: definition.code,
        parentId: parentCode === null ? null : (idOf.get(parentCode) ?? null),
        type: definition.type,
        route: definition.route ?? null,
        icon: definition.icon ?? null,
        sort,
        level,
        hideBreadcrumb: definition.hideBreadcrumb ? 1 : 0,
        now,
      });
      const { id } = db.prepare('SELECT id FROM menus WHERE code = ?').get(definition.code) as {
        id: number;
      };
      idOf.set(definition.code, id);
      for (const lang of MENU_LANGUAGES) {
        upsertName.run(id, lang, definition.name[lang], definition.quickIndex[lang], now, now);
      }
      for (const permission of definition.permissions ?? []) {
        upsertPermission.run({
          code: permission.code,
          menuId: id,
          controllerType: permission.controllerType,
          grantWithMenu: permission.grantWithMenu ? 1 : 0,
          description: permission.description,
          now,
        });
      }
      permissionsByMenu.set(definition.code, definition.permissions ?? []);
    }
    // Built-in menus and codes that are no longer defined go (grants cascade).
    const definedCodes = new Set(flat.map((item) => item.definition.code));
    for (const row of db
      .prepare("SELECT id, code FROM menus WHERE built_in = 1 AND type <> 'ps'")
      .all() as {
      id: number;
      code: string;
    }[]) {
      if (!definedCodes.has(row.code)) db.prepare('DELETE FROM menus WHERE id = ?').run(row.id);
    }
    const definedPermissions = new Set(
      flat.flatMap((item) => (item.definition.permissions ?? []).map((p) => p.code)),
    );
    for (const row of db.prepare('SELECT id, code FROM permissions WHERE built_in = 1').all() as {
      id: number;
      code: string;
    }[]) {
      if (!definedPermissions.has(row.code)) {
        db.prepare('DELETE FROM permissions WHERE id = ?').run(row.id);
      }
    }

    const permissionIds = new Map(
      (db.prepare('SELECT id, code FROM permissions').all() as { id: number; code: string }[]).map(
        (row) => [row.code, row.id],
      ),
    );
    const leaves = flat.filter((item) => !item.definition.subMenus);
    for (const grant of ROLE_GRANTS) {
      const menuCodes =
        grant.menus === 'all-organization'
          ? leaves
              .filter((item) => item.level === 'organization')
              .map((item) => item.definition.code)
          : [...grant.menus];
      const codes = new Set<string>();
      for (const menuCode of menuCodes) {
        for (const permission of permissionsByMenu.get(menuCode) ?? []) {
          if (grant.permissions === 'all' || permission.grantWithMenu) codes.add(permission.code);
        }
      }
      if (grant.permissions !== 'all') for (const code of grant.permissions) codes.add(code);
      const roles = db
        .prepare("SELECT id FROM roles WHERE code = ? AND level = 'organization'")
        .all(grant.roleCode) as { id: number }[];
      for (const role of roles) {
        const first = !db
          .prepare('SELECT 1 FROM seed_history WHERE name = ?')
          .get(grantMarker(role.id));
        const menuIds = menuCodes
          .filter((code) => first || !knownMenus.has(code))
          .map((code) => idOf.get(code) ?? 0);
        const ids = [...codes]
          .filter((code) => first || !knownPermissions.has(code))
          .map((code) => permissionIds.get(code) ?? 0);
        grantToRole(db, role.id, menuIds, ids, now);
        markGranted(db, role.id, now);
      }
    }
    syncPermissionSets(db, now);
  }).immediate();
}

/** The platform's prompts and static texts are written by texts.ts. */
export { syncTexts } from './texts';

/** Epoch milliseconds of a `YYYY-MM-DD HH:mm:ss` time in GMT+8. */
export function gmt8(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

/** Options of {@link seedShellDemoData}. */
export interface ShellSeedOptions {
  /** Clock (epoch ms). */
  now: number;
}

/**
 * Writes the shell demo data once, after the demo seed has run (so also into databases
 * seeded before this data existed). Returns true when it was written now.
 */
export function seedShellDemoData(db: Db, options: ShellSeedOptions): boolean {
  const { now } = options;
  const due = (): boolean =>
    !db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(SHELL_SEED_NAME) &&
    Boolean(db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(DEMO_SEED_NAME));
  if (!due()) return false;
  return db
    .transaction(() => {
      if (!due()) return false;
      const users = db
        .prepare(
          "SELECT id, login_name AS login, language, organization_id AS tenantId FROM users WHERE status = 'Active' ORDER BY id",
        )
        .all() as { id: number; login: string; language: string; tenantId: number }[];
      for (const user of users) {
        // Oldest first, so that ids follow time.
        for (const message of [...MESSAGES].reverse()) {
          const [subject, content] = user.language === 'zh_CN' ? message.zh_CN : message.en_US;
          sendMessage(db, null, {
            tenantId: user.tenantId,
            senderUserId: null,
            userIds: [user.id],
            subject,
            content,
            type: message.type,
            now: gmt8(message.at),
            read: message.read,
          });
        }
      }

      // The workplace card's tasks are those of the workflow's demo instances.
      seedWorkflowDemo(db, now);

      const figure = db.prepare(
        `INSERT INTO report_samples_monthly (tenant_id, month, received, sequenced, creation_date,
           last_update_date) VALUES (?, ?, ?, ?, ?, ?)`,
      );
      for (const [tenant, series] of Object.entries(SAMPLES_PER_MONTH)) {
        series.received.forEach((received, index) => {
          const month = `2024-${String(index + 1).padStart(2, '0')}`;
          figure.run(Number(tenant), month, received, series.sequenced[index] ?? 0, now, now);
        });
      }

      db.prepare('INSERT INTO seed_history (name, applied_at) VALUES (?, ?)').run(
        SHELL_SEED_NAME,
        now,
      );
      return true;
    })
    .immediate();
}
