-- 050: mail servers (hmsg email accounts), per tenant.
CREATE TABLE hmsg_email_server (
  server_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  server_code TEXT NOT NULL COLLATE NOCASE,
  server_name TEXT NOT NULL,
  host TEXT NOT NULL,
  port INTEGER NOT NULL,
  ssl_flag INTEGER,
  sender TEXT NOT NULL,
  username TEXT,
  password TEXT,
  try_times INTEGER,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, server_code)
);
