-- 133: import templates (himp), per tenant: a template code, how its imports run (server-side,
-- or client-side handed to the service at its path prefix), the file they read, and its
-- columns sheet by sheet (the field each fills, its heading, type, length and format). The
-- template name is translated (hpfm_multi_language). Within a template, a sheet has one column
-- at each index and fills each field once (the hook names the column already there).
CREATE TABLE himp_template_header (
  template_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  template_code TEXT NOT NULL COLLATE NOCASE,
  template_name TEXT NOT NULL,
  template_type TEXT NOT NULL DEFAULT 'C' CHECK (template_type IN ('S', 'C')),
  prefix_patch TEXT,
  file_type TEXT NOT NULL DEFAULT 'XLSX' CHECK (file_type IN ('XLSX', 'CSV')),
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, template_code)
);

CREATE TABLE himp_template_line (
  template_line_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  template_id INTEGER NOT NULL REFERENCES himp_template_header (template_id),
  sheet_index INTEGER NOT NULL DEFAULT 0 CHECK (sheet_index >= 0),
  column_index INTEGER NOT NULL CHECK (column_index >= 0),
  column_code TEXT NOT NULL COLLATE NOCASE,
  column_name TEXT NOT NULL,
  column_type TEXT NOT NULL DEFAULT 'String'
    CHECK (column_type IN ('String', 'Number', 'Decimal', 'Date', 'Boolean')),
  required_flag INTEGER NOT NULL DEFAULT 0 CHECK (required_flag IN (0, 1)),
  max_length INTEGER CHECK (max_length > 0),
  format_mask TEXT,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (template_id, sheet_index, column_index),
  UNIQUE (template_id, sheet_index, column_code)
);
