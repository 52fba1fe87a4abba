-- rebuilds tables (foreign keys off)
-- 119: permission sets as HZERO has them (hiam 权限集): rows of the menu table of type 'ps'
-- under their menu, sharing the menus' ids, each bundling permission codes (permissions.ps_id).
-- Every leaf menu gets a default set (<menu>.ps.default) holding the codes granted with it,
-- every other code a set of its own (<menu>.ps.<code>): a set is exactly what one tick of a
-- role's permission page granted before, so roles' grants (stored per menu and per code, which
-- the permission check reads) keep their meaning unchanged. The menu table is rebuilt to admit
-- the type (a CHECK constraint), with foreign keys off so that nothing cascades; the view that
-- reads it is made again. server/services/permissionSets.ts keeps the sets in line at start.
DROP VIEW hiam_permission_view;

CREATE TABLE menus_new (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  parent_id INTEGER REFERENCES menus (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('root', 'dir', 'menu', 'link', 'inner-link', 'window', 'ps')),
  route TEXT,
  icon TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  -- site: platform menus only site-level roles get; organization: tenant menus.
  level TEXT NOT NULL DEFAULT 'organization' CHECK (level IN ('site', 'organization')),
  hide_breadcrumb INTEGER NOT NULL DEFAULT 0 CHECK (hide_breadcrumb IN (0, 1)),
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  built_in INTEGER NOT NULL DEFAULT 1 CHECK (built_in IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  customized INTEGER NOT NULL DEFAULT 0 CHECK (customized IN (0, 1))
);
INSERT INTO menus_new (id, code, parent_id, type, route, icon, sort, level, hide_breadcrumb,
  enabled_flag, built_in, object_version_number, creation_date, last_update_date, customized)
SELECT id, code, parent_id, type, route, icon, sort, level, hide_breadcrumb, enabled_flag,
  built_in, object_version_number, creation_date, last_update_date, customized FROM menus;
DROP TABLE menus;
ALTER TABLE menus_new RENAME TO menus;
CREATE INDEX menus_parent ON menus (parent_id, sort);

CREATE VIEW hiam_permission_view AS
  SELECT p.id, p.code, p.description, m.code AS menu_code, m.level,
         p.object_version_number, p.creation_date, p.last_update_date
  FROM permissions p JOIN menus m ON m.id = p.menu_id;

-- The set a code belongs to.
ALTER TABLE permissions ADD COLUMN ps_id INTEGER REFERENCES menus (id) ON DELETE SET NULL;
CREATE INDEX permissions_ps ON permissions (ps_id);

DELETE FROM menus WHERE type = 'ps' AND NOT EXISTS (
     SELECT 1 FROM menus m WHERE m.id = menus.parent_id AND m.type NOT IN ('root', 'dir', 'ps')
       AND (menus.code NOT LIKE '%.ps.default' OR menus.code = m.code || '.ps.default'));

INSERT INTO menus (code, parent_id, type, sort, level, built_in, creation_date,
     last_update_date)
   SELECT m.code || '.ps.default', m.id, 'ps', 0, m.level, m.built_in, CAST(unixepoch('subsec') * 1000 AS INTEGER), CAST(unixepoch('subsec') * 1000 AS INTEGER) FROM menus m
   WHERE m.type NOT IN ('root', 'dir', 'ps')
     AND NOT EXISTS (SELECT 1 FROM menus s WHERE s.code = m.code || '.ps.default');

INSERT INTO menus (code, parent_id, type, sort, level, built_in, creation_date,
     last_update_date)
   SELECT m.code || '.ps.' || p.code, m.id, 'ps', p.id, m.level, p.built_in, CAST(unixepoch('subsec') * 1000 AS INTEGER), CAST(unixepoch('subsec') * 1000 AS INTEGER)
   FROM permissions p JOIN menus m ON m.id = p.menu_id
   WHERE p.grant_with_menu = 0 AND m.type NOT IN ('root', 'dir', 'ps')
     AND NOT EXISTS (SELECT 1 FROM menus s WHERE s.code = m.code || '.ps.' || p.code);

UPDATE permissions SET ps_id = (
     SELECT s.id FROM menus m JOIN menus s ON s.parent_id = m.id AND s.type = 'ps'
       AND s.code = m.code || CASE WHEN permissions.grant_with_menu = 1 THEN '.ps.default'
                                   ELSE '.ps.' || permissions.code END
     WHERE m.id = permissions.menu_id)
   WHERE ps_id IS NOT (
     SELECT s.id FROM menus m JOIN menus s ON s.parent_id = m.id AND s.type = 'ps'
       AND s.code = m.code || CASE WHEN permissions.grant_with_menu = 1 THEN '.ps.default'
                                   ELSE '.ps.' || permissions.code END
     WHERE m.id = permissions.menu_id);

DELETE FROM menus WHERE type = 'ps' AND code NOT LIKE '%.ps.default'
     AND NOT EXISTS (SELECT 1 FROM permissions p WHERE p.ps_id = menus.id);

UPDATE menus SET level = (SELECT m.level FROM menus m WHERE m.id = menus.parent_id)
   WHERE type = 'ps' AND level IS NOT (SELECT m.level FROM menus m WHERE m.id = menus.parent_id);

INSERT INTO menu_tl (menu_id, lang, name, creation_date, last_update_date)
   SELECT s.id, l.lang, l.name, CAST(unixepoch('subsec') * 1000 AS INTEGER), CAST(unixepoch('subsec') * 1000 AS INTEGER) FROM menus s
   JOIN (SELECT 'en_US' AS lang, 'Open the menu' AS name
         UNION ALL SELECT 'zh_CN', '打开菜单') l
   WHERE s.type = 'ps' AND s.code LIKE '%.ps.default'
   ON CONFLICT (menu_id, lang) DO NOTHING;

INSERT INTO menu_tl (menu_id, lang, name, creation_date, last_update_date)
   SELECT p.ps_id, l.lang, CASE p.description WHEN '' THEN p.code ELSE p.description END,
     CAST(unixepoch('subsec') * 1000 AS INTEGER), CAST(unixepoch('subsec') * 1000 AS INTEGER)
   FROM permissions p JOIN (SELECT 'en_US' AS lang UNION ALL SELECT 'zh_CN') l
   WHERE p.grant_with_menu = 0 AND p.ps_id IS NOT NULL
   ON CONFLICT (menu_id, lang) DO UPDATE SET name = excluded.name,
     last_update_date = excluded.last_update_date,
     object_version_number = object_version_number + 1
   WHERE name IS NOT excluded.name;
