-- 147: data imports (himp). A template names the engine resource its rows are imported into
-- (`module/name`, e.g. hpfm/country); its columns' field codes are that resource's fields.
-- An import batch is one uploaded file of a template, by one user of a tenant: its staged rows
-- (the cells of each data row, as JSON) carry their status (NEW, then VALID or ERROR once
-- checked, IMPORTED or FAILED once imported) and the messages of their check or import (English
-- here, each language in hpfm_multi_language as the engine keeps translated fields). The batch moves UPLOADING -> UPLOADED -> CHECKING -> CHECKED -> IMPORTING ->
-- IMPORTED, its counts kept as its rows change.
ALTER TABLE himp_template_header ADD COLUMN target_resource TEXT;

CREATE TABLE himp_import_batch (
  import_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  login_name TEXT NOT NULL,
  template_id INTEGER NOT NULL,
  template_code TEXT NOT NULL COLLATE NOCASE,
  template_name TEXT NOT NULL,
  target_resource TEXT NOT NULL,
  batch TEXT NOT NULL,
  file_name TEXT NOT NULL,
  file_size INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'UPLOADING'
    CHECK (status IN ('UPLOADING', 'UPLOADED', 'CHECKING', 'CHECKED', 'IMPORTING', 'IMPORTED')),
  total_count INTEGER NOT NULL DEFAULT 0,
  valid_count INTEGER NOT NULL DEFAULT 0,
  error_count INTEGER NOT NULL DEFAULT 0,
  imported_count INTEGER NOT NULL DEFAULT 0,
  failed_count INTEGER NOT NULL DEFAULT 0,
  processed_count INTEGER NOT NULL DEFAULT 0,
  uploaded_at INTEGER NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, batch)
);
CREATE INDEX himp_import_batch_tenant ON himp_import_batch (tenant_id, user_id, uploaded_at);

CREATE TABLE himp_import_row (
  row_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  import_id INTEGER NOT NULL REFERENCES himp_import_batch (import_id) ON DELETE CASCADE,
  sheet_index INTEGER NOT NULL DEFAULT 0,
  row_number INTEGER NOT NULL,
  data_json TEXT NOT NULL,
  data_text TEXT NOT NULL DEFAULT '',
  data_status TEXT NOT NULL DEFAULT 'NEW'
    CHECK (data_status IN ('NEW', 'VALID', 'ERROR', 'IMPORTED', 'FAILED')),
  info TEXT,
  target_id INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX himp_import_row_batch ON himp_import_row (import_id, sheet_index, row_number);
