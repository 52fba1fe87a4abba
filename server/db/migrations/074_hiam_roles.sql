-- 074: roles in a tree (a role holds what its parent role holds, and more), and the fields a
-- role's answers hide or keep read-only, per API (a resource's query permission).

ALTER TABLE roles ADD COLUMN parent_role_id INTEGER REFERENCES roles (id);
CREATE INDEX roles_parent ON roles (parent_role_id);

CREATE TABLE hiam_field_permissions (
  id INTEGER PRIMARY KEY,
  role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  permission_id INTEGER NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
  field_name TEXT NOT NULL,
  -- hidden: absent from the answers; read-only: answered, never changed by the role.
  rule TEXT NOT NULL CHECK (rule IN ('hidden', 'readOnly')),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (role_id, permission_id, field_name)
);
