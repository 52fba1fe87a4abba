/**
 * The menu tree as administrators edit it (hiam menus): read it whole, create, change, delete
 * (only menus made here; the product's own are disabled instead), export and import. A changed
 * product menu is marked `customized`, so that the start-up synchronisation leaves it as it is.
 * The shell reads the tree at its next load (services/permissions menuTree).
 */
import type {
  ManagedMenu,
  MenuExport,
  MenuPermissionSet,
  MenuWrite,
} from '../../domain/hiam/menus';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import { syncPermissionSets } from './permissionSets';

interface MenuRow {
  id: number;
  code: string;
  parentId: number | null;
  type: ManagedMenu['type'];
  route: string | null;
  icon: string | null;
  sort: number;
  level: ManagedMenu['level'];
  hideBreadcrumb: 0 | 1;
  enabledFlag: 0 | 1;
  builtIn: 0 | 1;
  objectVersionNumber: number;
}

/** The whole menu tree, disabled menus included, with names in every language. */
export function managedTree(db: Db): ManagedMenu[] {
  const rows = db
    .prepare(
      `SELECT id, code, parent_id AS parentId, type, route, icon, sort, level,
              hide_breadcrumb AS hideBreadcrumb, enabled_flag AS enabledFlag, built_in AS builtIn,
              object_version_number AS objectVersionNumber
       FROM menus WHERE type <> 'ps' ORDER BY sort, id`,
    )
    .all() as MenuRow[];
  const names = db
    .prepare('SELECT menu_id AS id, lang, name, quick_index AS quickIndex FROM menu_tl')
    .all() as { id: number; lang: string; name: string; quickIndex: string }[];
  const textsOf = new Map<
    number,
    { name: Record<string, string>; quick: Record<string, string> }
  >();
  for (const row of names) {
    const entry = textsOf.get(row.id) ?? { name: {}, quick: {} };
    entry.name[row.lang] = row.name;
    entry.quick[row.lang] = row.quickIndex;
    textsOf.set(row.id, entry);
  }
  const children = new Map<number, MenuRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId ?? 0) ?? [];
    list.push(row);
    children.set(row.parentId ?? 0, list);
  }
  const codesOf = new Map<number, string[]>();
  for (const row of db
    .prepare('SELECT ps_id AS setId, code FROM permissions WHERE ps_id IS NOT NULL ORDER BY id')
    .all() as { setId: number; code: string }[]) {
    codesOf.set(row.setId, [...(codesOf.get(row.setId) ?? []), row.code]);
  }
  const setsOf = new Map<number, MenuPermissionSet[]>();
  for (const row of db
    .prepare("SELECT id, code, parent_id AS menuId FROM menus WHERE type = 'ps' ORDER BY sort, id")
    .all() as { id: number; code: string; menuId: number }[]) {
    setsOf.set(row.menuId, [
      ...(setsOf.get(row.menuId) ?? []),
      {
        id: row.id,
        code: row.code,
        name: {
          en_US: textsOf.get(row.id)?.name.en_US ?? row.code,
          zh_CN: textsOf.get(row.id)?.name.zh_CN ?? '',
        },
        permissions: codesOf.get(row.id) ?? [],
      },
    ]);
  }
  const build = (parentId: number): ManagedMenu[] =>
    (children.get(parentId) ?? []).map((row) => {
      const own = textsOf.get(row.id);
      return {
        ...row,
        name: { en_US: own?.name.en_US ?? row.code, zh_CN: own?.name.zh_CN ?? '' },
        quickIndex: { en_US: own?.quick.en_US ?? '', zh_CN: own?.quick.zh_CN ?? '' },
        permissionSets: setsOf.get(row.id) ?? [],
        subMenus: build(row.id),
      };
    });
  return build(0);
}

/** Why a write is refused: a business refusal with its message. */
function refuse(message: string): BusinessError {
  return new BusinessError('error.hiam.menu', message, 'warn');
}

/** Checks a parent: a root or a directory that exists and is not the menu or one under it. */
function checkParent(db: Db, parentId: number | null, selfId: number | null, type: string): void {
  if (parentId === null) {
    if (type !== 'root' && type !== 'menu') {
      throw refuse('Only a root or a menu sits at the top of the tree');
    }
    return;
  }
  let cursor: number | null = parentId;
  while (cursor !== null) {
    if (cursor === selfId) throw refuse('A menu cannot sit under itself or one of its own menus');
    const row = db
      .prepare('SELECT type, parent_id AS parentId FROM menus WHERE id = ?')
      .get(cursor) as { type: string; parentId: number | null } | undefined;
    if (!row) throw refuse(`There is no menu ${cursor} to put it under`);
    if (cursor === parentId && row.type !== 'root' && row.type !== 'dir') {
      throw refuse('Menus sit under a root or a directory only');
    }
    cursor = row.parentId;
  }
}

function writeNames(db: Db, id: number, menu: MenuWrite, now: number): void {
  const upsert = db.prepare(
    `INSERT INTO menu_tl (menu_id, lang, name, quick_index, creation_date, last_update_date)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (menu_id, lang) DO UPDATE SET name = excluded.name,
       quick_index = excluded.quick_index, last_update_date = excluded.last_update_date,
       object_version_number = object_version_number + 1`,
  );
  for (const lang of ['en_US', 'zh_CN'] as const) {
    upsert.run(id, lang, menu.name[lang], menu.quickIndex[lang], now, now);
  }
}

/** Creates a menu (not the product's: it may be deleted); answers its id. */
export function createMenu(db: Db, parentId: number | null, menu: MenuWrite, now: number): number {
  return db
    .transaction(() => {
      if (db.prepare('SELECT 1 FROM menus WHERE code = ?').get(menu.code)) {
        throw refuse(`A menu ${menu.code} already exists`);
      }
      checkParent(db, parentId, null, menu.type);
      const result = db
        .prepare(
          `INSERT INTO menus (code, parent_id, type, route, icon, sort, level, hide_breadcrumb,
           enabled_flag, built_in, creation_date, last_update_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
        )
        .run(
          menu.code,
          parentId,
          menu.type,
          menu.route,
          menu.icon,
          menu.sort,
          menu.level,
          menu.hideBreadcrumb,
          menu.enabledFlag,
          now,
          now,
        );
      const id = Number(result.lastInsertRowid);
      writeNames(db, id, menu, now);
      syncPermissionSets(db, now);
      return id;
    })
    .immediate();
}

/**
 * Changes a menu when `version` is current (its code stays); a product menu is marked changed
 * here, so that the start-up synchronisation leaves it as it is.
 */
export function updateMenu(
  db: Db,
  id: number,
  version: number,
  parentId: number | null,
  menu: MenuWrite,
  now: number,
): void {
  db.transaction(() => {
    const current = db
      .prepare("SELECT code, object_version_number AS v FROM menus WHERE id = ? AND type <> 'ps'")
      .get(id) as { code: string; v: number } | undefined;
    if (!current) throw refuse(`The menu ${id} no longer exists; reload the tree`);
    if (current.v !== version) {
      throw new BusinessError(
        'error.optimistic_lock',
        'The menu was changed by someone else after you loaded it; reload it and try again',
      );
    }
    if (current.code !== menu.code)
      throw refuse(`The code of a menu cannot change (${current.code})`);
    checkParent(db, parentId, id, menu.type);
    db.prepare(
      `UPDATE menus SET parent_id = ?, type = ?, route = ?, icon = ?, sort = ?, level = ?,
         hide_breadcrumb = ?, enabled_flag = ?, customized = 1,
         object_version_number = object_version_number + 1, last_update_date = ?
       WHERE id = ?`,
    ).run(
      parentId,
      menu.type,
      menu.route,
      menu.icon,
      menu.sort,
      menu.level,
      menu.hideBreadcrumb,
      menu.enabledFlag,
      now,
      id,
    );
    writeNames(db, id, menu, now);
    syncPermissionSets(db, now);
  }).immediate();
}

/** Deletes menus made here (with none under them); the product's own are disabled instead. */
export function deleteMenus(
  db: Db,
  items: readonly { id: number; objectVersionNumber: number }[],
): void {
  db.transaction(() => {
    for (const item of items) {
      const row = db
        .prepare(
          `SELECT code, built_in AS builtIn, object_version_number AS v FROM menus
           WHERE id = ? AND type <> 'ps'`,
        )
        .get(item.id) as { code: string; builtIn: number; v: number } | undefined;
      if (!row) throw refuse(`The menu ${item.id} no longer exists; reload the tree`);
      if (row.builtIn === 1) {
        throw refuse(
          `${row.code} is one of the product's menus: disable it instead of deleting it`,
        );
      }
      if (row.v !== item.objectVersionNumber) {
        throw new BusinessError(
          'error.optimistic_lock',
          'The menu was changed by someone else after you loaded it; reload it and try again',
        );
      }
      if (db.prepare("SELECT 1 FROM menus WHERE parent_id = ? AND type <> 'ps'").get(item.id)) {
        throw refuse(`${row.code} has menus under it; delete or move them first`);
      }
      db.prepare('DELETE FROM menus WHERE id = ?').run(item.id);
    }
  }).immediate();
}

/** The whole tree as an export file: each node with its parent's code, parents first. */
export function exportMenus(db: Db): MenuExport {
  const out: MenuExport = [];
  const walk = (nodes: readonly ManagedMenu[], parentCode: string | null) => {
    for (const node of nodes) {
      out.push({
        code: node.code,
        parentCode,
        type: node.type,
        route: node.route,
        icon: (node.icon as MenuWrite['icon']) ?? null,
        sort: node.sort,
        level: node.level,
        hideBreadcrumb: node.hideBreadcrumb,
        enabledFlag: node.enabledFlag,
        name: node.name,
        quickIndex: node.quickIndex,
      });
      walk(node.subMenus, node.code);
    }
  };
  walk(managedTree(db), null);
  return out;
}

/**
 * Imports an export file, all or nothing: a node whose code exists changes that menu (a
 * product menu is marked changed), any other is created; a parent is named by code, among the
 * menus there or earlier in the file. Answers how many were created and changed.
 */
export function importMenus(
  db: Db,
  nodes: MenuExport,
  now: number,
): { created: number; changed: number } {
  return db
    .transaction(() => {
      let created = 0;
      let changed = 0;
      for (const node of nodes) {
        const parent =
          node.parentCode === null
            ? null
            : (db.prepare('SELECT id FROM menus WHERE code = ?').get(node.parentCode) as
                { id: number } | undefined);
        if (node.parentCode !== null && !parent) {
          throw refuse(`${node.code}: there is no parent menu ${node.parentCode}`);
        }
        const parentId = parent?.id ?? null;
        const existing = db
          .prepare('SELECT id, object_version_number AS v FROM menus WHERE code = ?')
          .get(node.code) as { id: number; v: number } | undefined;
        try {
          if (existing) {
            updateMenu(db, existing.id, existing.v, parentId, node, now);
            changed += 1;
          } else {
            createMenu(db, parentId, node, now);
            created += 1;
          }
        } catch (error) {
          if (error instanceof BusinessError) throw refuse(`${node.code}: ${error.message}`);
          throw error;
        }
      }
      return { created, changed };
    })
    .immediate();
}
