/**
 * Permission sets (HZERO's `ps` menus): rows of the menu table of type `ps` under their menu,
 * sharing the menus' ids, each bundling permission codes (`permissions.ps_id`). Every leaf menu
 * has a default set, `<menu>.ps.default`, which opens the menu and holds the codes granted with
 * it (its query); every other code has a set of its own, `<menu>.ps.<code>`. Granting a set is
 * granting what it bundles: the default set grants the menu (and those codes), a code's set
 * grants the code (and its menu, as a code needs its menu). Roles' grants stay stored per menu
 * and per code, which the permission check and the shell's tree read.
 */
import type { Db } from '../db/database';

/**
 * The statements that bring the sets in line with the menus and codes, in order (also run by
 * migration 119 for the first time): sets of menus that are gone or became directories go,
 * every leaf menu gets its default set and every code not granted with its menu its own set,
 * each code points at its set, sets that bundle nothing (but default ones) go, and the sets'
 * levels and names follow their menu and code. `@now` is the time of the change.
 */
export const PERMISSION_SET_SYNC: readonly string[] = [
  `DELETE FROM menus WHERE type = 'ps' AND NOT EXISTS (
     SELECT 1 FROM menus m WHERE m.id = menus.parent_id AND m.type NOT IN ('root', 'dir', 'ps')
       AND (menus.code NOT LIKE '%.ps.default' OR menus.code = m.code || '.ps.default'))`,
  `INSERT INTO menus (code, parent_id, type, sort, level, built_in, creation_date,
     last_update_date)
   SELECT m.code || '.ps.default', m.id, 'ps', 0, m.level, m.built_in, @now, @now FROM menus m
   WHERE m.type NOT IN ('root', 'dir', 'ps')
     AND NOT EXISTS (SELECT 1 FROM menus s WHERE s.code = m.code || '.ps.default')`,
  `INSERT INTO menus (code, parent_id, type, sort, level, built_in, creation_date,
     last_update_date)
   SELECT m.code || '.ps.' || p.code, m.id, 'ps', p.id, m.level, p.built_in, @now, @now
   FROM permissions p JOIN menus m ON m.id = p.menu_id
   WHERE p.grant_with_menu = 0 AND m.type NOT IN ('root', 'dir', 'ps')
     AND NOT EXISTS (SELECT 1 FROM menus s WHERE s.code = m.code || '.ps.' || p.code)`,
  `UPDATE permissions SET ps_id = (
     SELECT s.id FROM menus m JOIN menus s ON s.parent_id = m.id AND s.type = 'ps'
       AND s.code = m.code || CASE WHEN permissions.grant_with_menu = 1 THEN '.ps.default'
                                   ELSE '.ps.' || permissions.code END
     WHERE m.id = permissions.menu_id)
   WHERE ps_id IS NOT (
     SELECT s.id FROM menus m JOIN menus s ON s.parent_id = m.id AND s.type = 'ps'
       AND s.code = m.code || CASE WHEN permissions.grant_with_menu = 1 THEN '.ps.default'
                                   ELSE '.ps.' || permissions.code END
     WHERE m.id = permissions.menu_id)`,
  `DELETE FROM menus WHERE type = 'ps' AND code NOT LIKE '%.ps.default'
     AND NOT EXISTS (SELECT 1 FROM permissions p WHERE p.ps_id = menus.id)`,
  `UPDATE menus SET level = (SELECT m.level FROM menus m WHERE m.id = menus.parent_id)
   WHERE type = 'ps' AND level IS NOT (SELECT m.level FROM menus m WHERE m.id = menus.parent_id)`,
  `INSERT INTO menu_tl (menu_id, lang, name, creation_date, last_update_date)
   SELECT s.id, l.lang, l.name, @now, @now FROM menus s
   JOIN (SELECT 'en_US' AS lang, 'Open the menu' AS name
         UNION ALL SELECT 'zh_CN', '打开菜单') l
   WHERE s.type = 'ps' AND s.code LIKE '%.ps.default'
   ON CONFLICT (menu_id, lang) DO NOTHING`,
  `INSERT INTO menu_tl (menu_id, lang, name, creation_date, last_update_date)
   SELECT p.ps_id, l.lang, CASE p.description WHEN '' THEN p.code ELSE p.description END,
     @now, @now
   FROM permissions p JOIN (SELECT 'en_US' AS lang UNION ALL SELECT 'zh_CN') l
   WHERE p.grant_with_menu = 0 AND p.ps_id IS NOT NULL
   ON CONFLICT (menu_id, lang) DO UPDATE SET name = excluded.name,
     last_update_date = excluded.last_update_date,
     object_version_number = object_version_number + 1
   WHERE name IS NOT excluded.name`,
];

/** Brings the permission sets in line with the menus and codes (see {@link PERMISSION_SET_SYNC}). */
export function syncPermissionSets(db: Db, now: number): void {
  db.transaction(() => {
    for (const sql of PERMISSION_SET_SYNC) db.prepare(sql).run({ now });
  })();
}
