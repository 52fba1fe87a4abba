-- 077: security groups (hiam 安全组): bundles of permission codes (with their menus) kept by a
-- tenant and assigned to roles; a role holds the codes of the enabled groups assigned to it (or
-- to its parent roles). The permission codes are read through a view with their menu's level.

CREATE TABLE hiam_sec_grps (
  sec_grp_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  -- The role whose administrators keep the group (HZERO's detail/{id}/{roleId}).
  owner_role_id INTEGER NOT NULL REFERENCES roles (id),
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, code)
);

CREATE TABLE hiam_sec_grp_permissions (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  sec_grp_id INTEGER NOT NULL REFERENCES hiam_sec_grps (sec_grp_id) ON DELETE CASCADE,
  permission_id INTEGER NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (sec_grp_id, permission_id)
);

CREATE TABLE hiam_sec_grp_roles (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  sec_grp_id INTEGER NOT NULL REFERENCES hiam_sec_grps (sec_grp_id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (sec_grp_id, role_id)
);

CREATE VIEW hiam_permission_view AS
  SELECT p.id, p.code, p.description, m.code AS menu_code, m.level,
         p.object_version_number, p.creation_date, p.last_update_date
  FROM permissions p JOIN menus m ON m.id = p.menu_id;
