-- 041: data sources (hpfm `datasources`), tenant-scoped. The password column holds the
-- password sealed with AES-256-GCM (never the plain text); the API never answers it.

CREATE TABLE hpfm_datasource (
  datasource_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  datasource_code TEXT NOT NULL COLLATE NOCASE,
  description TEXT NOT NULL,
  db_type TEXT NOT NULL,
  datasource_url TEXT,
  host TEXT,
  port INTEGER CHECK (port IS NULL OR port BETWEEN 1 AND 65535),
  database_name TEXT,
  username TEXT,
  password TEXT,
  password_set INTEGER NOT NULL DEFAULT 0 CHECK (password_set IN (0, 1)),
  driver_class TEXT,
  pool_type TEXT NOT NULL DEFAULT 'HIKARI',
  pool_options TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, datasource_code)
);
