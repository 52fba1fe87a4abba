-- 046: data dimensions (hpfm `dimension-configs`) and data groups (`data-groups`) with their
-- dimension values (lines), tenant-scoped.

CREATE TABLE hpfm_dimension_config (
  dimension_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  dimension_code TEXT NOT NULL COLLATE NOCASE,
  dimension_name TEXT NOT NULL,
  source_type TEXT NOT NULL CHECK (source_type IN ('LOV', 'API', 'FIXED')),
  source_code TEXT,
  value_field TEXT,
  display_field TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, dimension_code)
);

CREATE TABLE hpfm_data_group (
  group_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  group_code TEXT NOT NULL COLLATE NOCASE,
  group_name TEXT NOT NULL,
  remark TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, group_code)
);

CREATE TABLE hpfm_data_group_line (
  group_line_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  group_id INTEGER NOT NULL REFERENCES hpfm_data_group (group_id),
  dimension_id INTEGER NOT NULL REFERENCES hpfm_dimension_config (dimension_id),
  value_code TEXT NOT NULL,
  value_meaning TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (group_id, dimension_id, value_code)
);
CREATE INDEX hpfm_data_group_line_dimension ON hpfm_data_group_line (dimension_id);
