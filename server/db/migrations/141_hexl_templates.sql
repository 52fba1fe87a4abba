-- 141: Excel templates (hexl), per tenant: a template code with a version (the pair unique in
-- the tenant), its name, the workbook uploaded to the file service (bucket hexl), the service
-- whose data fills it, what the last check of the workbook found (status, the workbook's
-- sheets, the message and time), and its cells: the sheet and cell each data field goes into,
-- once or one row per record downward, its type and decimals, and whether the cell's row or
-- column is hidden. A sheet of a template has one cell at each place (the hook names the cell
-- already there).
CREATE TABLE hexl_template (
  template_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  template_code TEXT NOT NULL COLLATE NOCASE,
  template_version INTEGER NOT NULL DEFAULT 1 CHECK (template_version BETWEEN 1 AND 9999),
  template_name TEXT NOT NULL,
  template_file TEXT,
  service_code TEXT NOT NULL,
  check_status TEXT NOT NULL DEFAULT 'UNCHECKED'
    CHECK (check_status IN ('UNCHECKED', 'PASSED', 'FAILED')),
  sheet_names TEXT,
  check_message TEXT,
  checked_date INTEGER,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, template_code, template_version)
);

CREATE TABLE hexl_template_cell (
  template_cell_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  template_id INTEGER NOT NULL REFERENCES hexl_template (template_id) ON DELETE CASCADE,
  sheet_name TEXT NOT NULL COLLATE NOCASE,
  cell_code TEXT NOT NULL COLLATE NOCASE,
  fill_type TEXT NOT NULL DEFAULT 'SINGLE' CHECK (fill_type IN ('SINGLE', 'MULTI_LINE')),
  column_name TEXT NOT NULL,
  column_type TEXT NOT NULL DEFAULT 'CHAR' CHECK (column_type IN ('CHAR', 'NUMBER', 'DATE')),
  precisions INTEGER CHECK (precisions BETWEEN 0 AND 10),
  prompt TEXT,
  hide_row_flag INTEGER NOT NULL DEFAULT 0 CHECK (hide_row_flag IN (0, 1)),
  hide_column_flag INTEGER NOT NULL DEFAULT 0 CHECK (hide_column_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (template_id, sheet_name, cell_code)
);

CREATE INDEX hexl_template_cell_template ON hexl_template_cell (template_id);
