-- 043: UI pages (hpfm `ui-pages`): a page's configuration as a JSON document, tenant-scoped.

CREATE TABLE hpfm_ui_page (
  page_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  page_code TEXT NOT NULL COLLATE NOCASE,
  description TEXT NOT NULL,
  page_config TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, page_code)
);
