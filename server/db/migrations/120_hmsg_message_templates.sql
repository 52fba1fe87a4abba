-- 120: message templates (hmsg), per tenant: the title and content of a message in one
-- language; a code exists once per language. The name is translated (hpfm_multi_language),
-- the column holding the text it was created with.
CREATE TABLE hmsg_message_template (
  template_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  template_code TEXT NOT NULL COLLATE NOCASE,
  template_name TEXT NOT NULL,
  lang TEXT NOT NULL,
  message_category_code TEXT NOT NULL,
  editor_type TEXT NOT NULL DEFAULT 'RICH_TEXT',
  template_title TEXT,
  template_content TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, template_code, lang)
);
