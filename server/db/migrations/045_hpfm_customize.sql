-- 045: API customization rules (hpfm `customize-rules`) and the service methods they apply
-- to (points, lines), tenant-scoped.

CREATE TABLE hpfm_customize (
  customize_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  customize_code TEXT NOT NULL COLLATE NOCASE,
  customize_name TEXT NOT NULL,
  customize_type TEXT NOT NULL CHECK (customize_type IN ('GROOVY', 'JAVA')),
  rule_position TEXT NOT NULL CHECK (rule_position IN ('BEFORE', 'AFTER', 'REPLACE')),
  sync_flag INTEGER NOT NULL DEFAULT 1 CHECK (sync_flag IN (0, 1)),
  description TEXT,
  type_value TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, customize_code)
);

CREATE TABLE hpfm_customize_point (
  point_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  customize_id INTEGER NOT NULL REFERENCES hpfm_customize (customize_id),
  service_name TEXT NOT NULL,
  class_name TEXT NOT NULL,
  method_name TEXT NOT NULL,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (customize_id, class_name, method_name)
);
