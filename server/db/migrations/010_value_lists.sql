-- 010: value lists (hpfm `lov-headers` with their values) and value-list views (`lov-view-headers`
-- with their columns and query fields). Shared: the platform's rows (tenant 0) are read by
-- every tenant, which may add its own; codes are unique across the platform and the tenant
-- (checked by the engine).

CREATE TABLE hpfm_lov (
  lov_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  lov_code TEXT NOT NULL COLLATE NOCASE,
  lov_name TEXT NOT NULL,
  lov_type_code TEXT NOT NULL CHECK (lov_type_code IN ('IDP', 'URL')),
  custom_url TEXT,
  value_field TEXT,
  display_field TEXT,
  parent_lov_code TEXT,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, lov_code)
);

CREATE TABLE hpfm_lov_value (
  lov_value_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  lov_id INTEGER NOT NULL REFERENCES hpfm_lov (lov_id),
  value TEXT NOT NULL,
  meaning TEXT NOT NULL,
  description TEXT,
  tag TEXT,
  order_seq INTEGER NOT NULL DEFAULT 0,
  parent_value TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (lov_id, value)
);
CREATE INDEX hpfm_lov_value_lov ON hpfm_lov_value (lov_id, order_seq);

CREATE TABLE hpfm_lov_view_header (
  view_header_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  view_code TEXT NOT NULL COLLATE NOCASE,
  view_name TEXT NOT NULL,
  lov_id INTEGER REFERENCES hpfm_lov (lov_id),
  query_url TEXT,
  value_field TEXT NOT NULL,
  display_field TEXT NOT NULL,
  page_size INTEGER NOT NULL DEFAULT 10,
  delay_load_flag INTEGER NOT NULL DEFAULT 0 CHECK (delay_load_flag IN (0, 1)),
  children_field_name TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, view_code)
);

CREATE TABLE hpfm_lov_view_line (
  view_line_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  view_header_id INTEGER NOT NULL REFERENCES hpfm_lov_view_header (view_header_id),
  field_name TEXT NOT NULL,
  display TEXT NOT NULL,
  data_type TEXT NOT NULL DEFAULT 'INPUT',
  source_code TEXT,
  table_field_width INTEGER,
  order_seq INTEGER NOT NULL DEFAULT 0,
  query_field_flag INTEGER NOT NULL DEFAULT 0 CHECK (query_field_flag IN (0, 1)),
  table_field_flag INTEGER NOT NULL DEFAULT 1 CHECK (table_field_flag IN (0, 1)),
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (view_header_id, field_name)
);
CREATE INDEX hpfm_lov_view_line_header ON hpfm_lov_view_line (view_header_id, order_seq);
