/**
 * Migration 119 on a database that has menus, codes and roles' grants: each leaf menu gets its
 * default permission set and each code not granted with its menu a set of its own (rows of the
 * menu table of type `ps`), every code points at its set, and nothing that referred to the
 * menus is lost (the table is rebuilt with foreign keys off); foreign keys are on again after.
 */
import Database from 'better-sqlite3';
import { applyMigrations, readMigrations, type Db } from '../../server/db/database';
import { syncPermissionSets } from '../../server/services/permissionSets';

const NOW = 1_700_000_000_000;

let db: Db;

beforeAll(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  const migrations = readMigrations();
  applyMigrations(
    db,
    migrations.filter((migration) => migration.version < 119),
  );
  const menu = db.prepare(
    `INSERT INTO menus (id, code, parent_id, type, level, creation_date, last_update_date)
     VALUES (?, ?, ?, ?, 'organization', ${NOW}, ${NOW})`,
  );
  menu.run(1, 'lab', null, 'root');
  menu.run(2, 'lab.samples', 1, 'menu');
  db.prepare(
    `INSERT INTO menu_tl (menu_id, lang, name, creation_date, last_update_date)
     VALUES (2, 'en_US', 'Samples', ${NOW}, ${NOW})`,
  ).run();
  const code = db.prepare(
    `INSERT INTO permissions (id, code, menu_id, controller_type, grant_with_menu, description,
       creation_date, last_update_date) VALUES (?, ?, 2, 'disabled', ?, ?, ${NOW}, ${NOW})`,
  );
  code.run(10, 'lab.samples.list-query', 1, 'query samples');
  code.run(11, 'lab.samples.list-create', 0, 'create samples');
  db.prepare(
    `INSERT OR IGNORE INTO tenants (id, tenant_num, tenant_name, creation_date, last_update_date)
     VALUES (0, 'HZERO', 'Platform', ${NOW}, ${NOW})`,
  ).run();
  db.prepare(
    `INSERT INTO roles (id, code, name, level, tenant_id, creation_date, last_update_date)
     VALUES (50, 'lab-role', 'Lab role', 'organization', 0, ${NOW}, ${NOW})`,
  ).run();
  db.prepare(
    `INSERT INTO role_menus (role_id, menu_id, creation_date, last_update_date)
     VALUES (50, 2, ${NOW}, ${NOW})`,
  ).run();
  db.prepare(
    `INSERT INTO role_permissions (role_id, permission_id, creation_date, last_update_date)
     VALUES (50, 10, ${NOW}, ${NOW}), (50, 11, ${NOW}, ${NOW})`,
  ).run();
  applyMigrations(db, migrations);
});

afterAll(() => db.close());

describe('migration 119: permission sets', () => {
  it('makes a default set per leaf menu and a set per other code, under their menu', () => {
    const sets = db
      .prepare("SELECT id, code, parent_id AS parentId, level FROM menus WHERE type = 'ps'")
      .all();
    expect(sets).toEqual([
      expect.objectContaining({ code: 'lab.samples.ps.default', parentId: 2 }),
      expect.objectContaining({ code: 'lab.samples.ps.lab.samples.list-create', parentId: 2 }),
    ]);
    const links = db.prepare('SELECT id, ps_id AS setId FROM permissions ORDER BY id').all() as {
      id: number;
      setId: number;
    }[];
    const idOf = (code: string) =>
      (db.prepare('SELECT id FROM menus WHERE code = ?').get(code) as { id: number }).id;
    expect(links).toEqual([
      { id: 10, setId: idOf('lab.samples.ps.default') },
      { id: 11, setId: idOf('lab.samples.ps.lab.samples.list-create') },
    ]);
    expect(
      db
        .prepare("SELECT name FROM menu_tl WHERE menu_id = ? AND lang = 'en_US'")
        .get(idOf('lab.samples.ps.lab.samples.list-create')),
    ).toEqual({ name: 'create samples' });
  });

  it('keeps the menus, their names, codes and every role’s grants', () => {
    expect(db.prepare('SELECT COUNT(*) AS n FROM role_menus WHERE role_id = 50').get()).toEqual({
      n: 1,
    });
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM role_permissions WHERE role_id = 50').get(),
    ).toEqual({ n: 2 });
    expect(db.prepare('SELECT name FROM menu_tl WHERE menu_id = 2').get()).toEqual({
      name: 'Samples',
    });
    expect(db.prepare('SELECT menu_code FROM hiam_permission_view WHERE id = 11').get()).toEqual({
      menu_code: 'lab.samples',
    });
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('follows the menus and codes at start: new codes get sets, gone ones lose them', () => {
    db.prepare(
      `INSERT INTO permissions (id, code, menu_id, controller_type, description, creation_date,
         last_update_date) VALUES (12, 'lab.samples.list-export', 2, 'hidden', 'export samples',
         ${NOW}, ${NOW})`,
    ).run();
    db.prepare('DELETE FROM permissions WHERE id = 11').run();
    syncPermissionSets(db, NOW);
    const codes = () =>
      (
        db.prepare("SELECT code FROM menus WHERE type = 'ps' ORDER BY code").all() as {
          code: string;
        }[]
      ).map((row) => row.code);
    expect(codes()).toEqual(['lab.samples.ps.default', 'lab.samples.ps.lab.samples.list-export']);
    // A menu made a directory has no sets.
    db.prepare("UPDATE menus SET type = 'dir' WHERE id = 2").run();
    syncPermissionSets(db, NOW);
    expect(codes()).toEqual([]);
    db.prepare("UPDATE menus SET type = 'menu' WHERE id = 2").run();
    syncPermissionSets(db, NOW);
    expect(codes()).toHaveLength(2);
  });

  it('leaves foreign keys on: deleting a menu still takes its sets and grants', () => {
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.prepare('DELETE FROM menus WHERE id = 2').run();
    expect(db.prepare("SELECT COUNT(*) AS n FROM menus WHERE type = 'ps'").get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM role_menus').get()).toEqual({ n: 0 });
  });
});
