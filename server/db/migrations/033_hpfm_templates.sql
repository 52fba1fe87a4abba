-- 033: content templates (hpfm/templates): HTML or Markdown with {{placeholders}}.

CREATE TABLE hpfm_content_template (
  template_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  template_code TEXT NOT NULL COLLATE NOCASE,
  template_name TEXT NOT NULL,
  template_type TEXT NOT NULL,
  content_format TEXT NOT NULL CHECK (content_format IN ('HTML', 'MARKDOWN')),
  template_content TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, template_code)
);
