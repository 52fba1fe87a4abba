-- 052: executables of the scheduler (hsdr), per tenant.
CREATE TABLE hsdr_executable (
  executable_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  executable_code TEXT NOT NULL COLLATE NOCASE,
  executable_name TEXT NOT NULL,
  executable_type TEXT NOT NULL,
  job_handler TEXT NOT NULL,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, executable_code)
);
