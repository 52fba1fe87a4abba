-- 003: the server-driven menu (with names per language), permission codes per menu and the
-- grants of menus and codes to roles. Menus and codes are synchronised from
-- server/db/menuData.ts at every start (built_in = 1 rows are owned by that definition).

CREATE TABLE menus (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  parent_id INTEGER REFERENCES menus (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('root', 'dir', 'menu', 'link', 'inner-link', 'window')),
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
  last_update_date INTEGER NOT NULL
);
CREATE INDEX menus_parent ON menus (parent_id, sort);

-- Name and quick-search key of a menu per language.
CREATE TABLE menu_tl (
  menu_id INTEGER NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  quick_index TEXT NOT NULL DEFAULT '',
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  PRIMARY KEY (menu_id, lang)
);

-- A permission code (normalised: hpfm.country.list-create) belonging to a menu.
-- controller_type says what the client does when the code is NOT granted.
CREATE TABLE permissions (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  menu_id INTEGER NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  controller_type TEXT NOT NULL CHECK (controller_type IN ('hidden', 'disabled')),
  -- 1: granted to every role that is granted the menu.
  grant_with_menu INTEGER NOT NULL DEFAULT 0 CHECK (grant_with_menu IN (0, 1)),
  description TEXT NOT NULL DEFAULT '',
  built_in INTEGER NOT NULL DEFAULT 1 CHECK (built_in IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX permissions_menu ON permissions (menu_id);

-- Leaf menus granted to a role (directories show when a child is granted).
CREATE TABLE role_menus (
  role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  menu_id INTEGER NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  PRIMARY KEY (role_id, menu_id)
);

-- Permission codes granted to a role (including those granted with a menu).
CREATE TABLE role_permissions (
  role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  permission_id INTEGER NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  PRIMARY KEY (role_id, permission_id)
);
