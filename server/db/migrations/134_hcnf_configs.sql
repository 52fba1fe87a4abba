-- 134: the configuration centre (hcnf), per tenant: configuration sets (one per service code
-- and environment, its format, the version last published and whether its format and items
-- still equal it), their items (a key unique in the set, a value checked against its type; a
-- secret item's value sealed in secret_value, its config_value empty) and the versions
-- published (number, time, publisher, the set's format and items as published in items_json
-- with secrets still sealed, and the content rendered with secrets masked).
CREATE TABLE hcnf_config_set (
  config_set_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  service_code TEXT NOT NULL COLLATE NOCASE,
  environment TEXT NOT NULL CHECK (environment IN ('dev', 'test', 'staging', 'prod')),
  config_name TEXT NOT NULL,
  format TEXT NOT NULL DEFAULT 'yaml' CHECK (format IN ('properties', 'yaml', 'json')),
  status TEXT NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED')),
  published_version INTEGER NOT NULL DEFAULT 0,
  published_date INTEGER,
  published_by TEXT,
  description TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, service_code, environment)
);

CREATE TABLE hcnf_config_item (
  config_item_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  config_set_id INTEGER NOT NULL REFERENCES hcnf_config_set (config_set_id) ON DELETE CASCADE,
  config_key TEXT NOT NULL COLLATE NOCASE,
  config_value TEXT,
  value_type TEXT NOT NULL DEFAULT 'string' CHECK (value_type IN ('string', 'number', 'boolean')),
  secret_flag INTEGER NOT NULL DEFAULT 0 CHECK (secret_flag IN (0, 1)),
  secret_value TEXT,
  description TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (config_set_id, config_key)
);

CREATE TABLE hcnf_config_version (
  config_version_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  config_set_id INTEGER NOT NULL REFERENCES hcnf_config_set (config_set_id) ON DELETE CASCADE,
  version_number INTEGER NOT NULL,
  published_date INTEGER NOT NULL,
  published_by TEXT NOT NULL,
  format TEXT NOT NULL,
  item_count INTEGER NOT NULL,
  items_json TEXT NOT NULL,
  content TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (config_set_id, version_number)
);
