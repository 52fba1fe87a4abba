-- 044: flex models with their fields, and flex rules with their details (lines), tenant-scoped.

CREATE TABLE hpfm_flex_model (
  model_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  model_code TEXT NOT NULL COLLATE NOCASE,
  model_name TEXT NOT NULL,
  service_name TEXT NOT NULL,
  table_name TEXT NOT NULL,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, model_code)
);

CREATE TABLE hpfm_flex_model_field (
  field_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  model_id INTEGER NOT NULL REFERENCES hpfm_flex_model (model_id),
  field_code TEXT NOT NULL COLLATE NOCASE,
  field_name TEXT NOT NULL,
  field_type TEXT NOT NULL,
  column_name TEXT NOT NULL COLLATE NOCASE,
  required_flag INTEGER NOT NULL DEFAULT 0 CHECK (required_flag IN (0, 1)),
  order_seq INTEGER NOT NULL DEFAULT 10,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (model_id, field_code),
  UNIQUE (model_id, column_name)
);

CREATE TABLE hpfm_flex_rule (
  rule_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  rule_code TEXT NOT NULL COLLATE NOCASE,
  rule_name TEXT NOT NULL,
  model_id INTEGER NOT NULL REFERENCES hpfm_flex_model (model_id),
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, rule_code)
);
CREATE INDEX hpfm_flex_rule_model ON hpfm_flex_rule (model_id);

CREATE TABLE hpfm_flex_rule_detail (
  rule_detail_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  rule_id INTEGER NOT NULL REFERENCES hpfm_flex_rule (rule_id),
  field_code TEXT NOT NULL COLLATE NOCASE,
  display_flag INTEGER NOT NULL DEFAULT 1 CHECK (display_flag IN (0, 1)),
  required_flag INTEGER NOT NULL DEFAULT 0 CHECK (required_flag IN (0, 1)),
  editable_flag INTEGER NOT NULL DEFAULT 1 CHECK (editable_flag IN (0, 1)),
  default_value TEXT,
  order_seq INTEGER NOT NULL DEFAULT 10,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (rule_id, field_code)
);
