-- 040: dynamic forms (hpfm `form-headers`) and their items (lines), tenant-scoped.

CREATE TABLE hpfm_form_header (
  form_header_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  form_code TEXT NOT NULL COLLATE NOCASE,
  form_name TEXT NOT NULL,
  form_group_code TEXT NOT NULL,
  form_description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, form_code)
);

CREATE TABLE hpfm_form_line (
  form_line_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  form_header_id INTEGER NOT NULL REFERENCES hpfm_form_header (form_header_id),
  item_code TEXT NOT NULL COLLATE NOCASE,
  item_name TEXT NOT NULL,
  item_type TEXT NOT NULL,
  required_flag INTEGER NOT NULL DEFAULT 0 CHECK (required_flag IN (0, 1)),
  default_value TEXT,
  value_set TEXT,
  order_seq INTEGER NOT NULL DEFAULT 10,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (form_header_id, item_code)
);
CREATE INDEX hpfm_form_line_header ON hpfm_form_line (form_header_id, order_seq);
