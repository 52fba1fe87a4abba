-- 111: field and data permissions in security groups (hiam 安全组 字段权限 / 数据权限).
--
-- hiam_api_fields lists the fields of every API (a resource's query permission code): the
-- server writes it from the resource descriptions at every start (services/apiFields.ts), so
-- that a group's lines name a field by a row id. Names per language live in
-- hpfm_multi_language, as every translated field's.
--
-- A field line hides a field from a role's answers or keeps it read-only, as a role's own field
-- permissions do. A data line restricts the rows of an API a role reads to those whose dimension
-- field (a reference to another resource's row, or a choice) has the line's value; the engine
-- adds the condition to every read of the resource (services/dataPermissions.ts).

CREATE TABLE hiam_api_fields (
  id INTEGER PRIMARY KEY,
  -- The resource (`module/name`) and its query permission code (the API).
  resource_key TEXT NOT NULL,
  permission_code TEXT NOT NULL,
  field_name TEXT NOT NULL,
  -- "API · field" and the API's title, in English (other languages in hpfm_multi_language).
  name TEXT NOT NULL,
  api_name TEXT NOT NULL,
  -- 1 when the field can restrict rows: a reference or a choice.
  data_dimension INTEGER NOT NULL DEFAULT 0 CHECK (data_dimension IN (0, 1)),
  -- What its values are: the referenced resource, the value list code, or `options`.
  value_source TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (resource_key, field_name)
);
CREATE INDEX hiam_api_fields_code ON hiam_api_fields (permission_code);

CREATE TABLE hiam_sec_grp_fields (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  sec_grp_id INTEGER NOT NULL REFERENCES hiam_sec_grps (sec_grp_id) ON DELETE CASCADE,
  api_field_id INTEGER NOT NULL REFERENCES hiam_api_fields (id) ON DELETE CASCADE,
  -- hidden: absent from the answers; readOnly: answered, never changed by the role.
  rule TEXT NOT NULL CHECK (rule IN ('hidden', 'readOnly')),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (sec_grp_id, api_field_id)
);

CREATE TABLE hiam_sec_grp_data (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  sec_grp_id INTEGER NOT NULL REFERENCES hiam_sec_grps (sec_grp_id) ON DELETE CASCADE,
  api_field_id INTEGER NOT NULL REFERENCES hiam_api_fields (id) ON DELETE CASCADE,
  -- The value as the administrator gave it (a code, a name or an id), what it names, and the
  -- stored value rows are compared with (the referenced row's id, or the choice's value).
  value TEXT NOT NULL,
  value_name TEXT,
  value_key TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hiam_sec_grp_data_group ON hiam_sec_grp_data (sec_grp_id);
CREATE INDEX hiam_sec_grp_roles_role ON hiam_sec_grp_roles (role_id);
