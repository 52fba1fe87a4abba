-- 051: SMS accounts (hmsg), per tenant.
CREATE TABLE hmsg_sms_server (
  server_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  server_code TEXT NOT NULL COLLATE NOCASE,
  server_name TEXT NOT NULL,
  server_type_code TEXT NOT NULL,
  end_point TEXT,
  sign_name TEXT NOT NULL,
  access_key TEXT NOT NULL,
  access_key_secret TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, server_code)
);
