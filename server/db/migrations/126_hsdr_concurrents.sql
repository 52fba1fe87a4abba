-- 126: concurrent programs of the scheduler (hsdr), per tenant: an executable with the
-- parameters a request of it passes, in order (param_format_code their type, lov_code the value
-- list of a SELECT one, default_value as text), gone with their program.
CREATE TABLE hsdr_concurrent (
  concurrent_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  conc_code TEXT NOT NULL COLLATE NOCASE,
  conc_name TEXT NOT NULL,
  executable_id INTEGER NOT NULL REFERENCES hsdr_executable (executable_id),
  conc_description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, conc_code)
);

CREATE TABLE hsdr_concurrent_param (
  conc_param_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  concurrent_id INTEGER NOT NULL REFERENCES hsdr_concurrent (concurrent_id) ON DELETE CASCADE,
  param_code TEXT NOT NULL COLLATE NOCASE,
  param_name TEXT NOT NULL,
  param_format_code TEXT NOT NULL DEFAULT 'STRING'
    CHECK (param_format_code IN ('STRING', 'NUMBER', 'DATE', 'DATETIME', 'BOOLEAN', 'SELECT')),
  lov_code TEXT,
  notnull_flag INTEGER NOT NULL DEFAULT 0 CHECK (notnull_flag IN (0, 1)),
  default_value TEXT,
  order_seq INTEGER NOT NULL DEFAULT 10,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (concurrent_id, param_code)
);

CREATE INDEX hsdr_concurrent_executable ON hsdr_concurrent (executable_id);
