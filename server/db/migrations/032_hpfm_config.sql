-- 032: system configuration (hpfm/config): one settings row per tenant; tenant 0's row holds
-- the platform's settings, a tenant's row overrides them setting by setting (NULL inherits).

CREATE TABLE hpfm_config (
  config_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL UNIQUE REFERENCES tenants (id),
  title TEXT,
  logo_url TEXT,
  favicon_url TEXT,
  menu_layout TEXT,
  default_language TEXT,
  watermark_flag INTEGER CHECK (watermark_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
