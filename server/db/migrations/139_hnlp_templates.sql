-- 139: NLP text-extraction templates (hnlp), per tenant: a template (code unique in the tenant
-- and fixed once created, translated name kept in hpfm_multi_language, characters removed from
-- a text before it is read, HZERO's model accuracy, description) and its extraction rules (a
-- result tag unique in the template, what the rule finds: a regular expression, a keyword list
-- or a predefined number, amount or date; whether case is ignored; how many values it answers).
CREATE TABLE hnlp_template (
  template_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  template_code TEXT NOT NULL COLLATE NOCASE,
  template_name TEXT NOT NULL,
  replace_char TEXT,
  max_gram TEXT NOT NULL DEFAULT '4' CHECK (max_gram IN ('1', '2', '3', '4', '5', '6')),
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, template_code)
);

CREATE TABLE hnlp_template_data (
  data_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  template_id INTEGER NOT NULL REFERENCES hnlp_template (template_id) ON DELETE CASCADE,
  type TEXT NOT NULL COLLATE NOCASE,
  actual_type TEXT NOT NULL DEFAULT 'REGEX'
    CHECK (actual_type IN ('REGEX', 'KEYWORDS', '$number', '$money', '$time')),
  pattern TEXT,
  keywords TEXT,
  ignore_case_flag INTEGER NOT NULL DEFAULT 1 CHECK (ignore_case_flag IN (0, 1)),
  type_num INTEGER CHECK (type_num BETWEEN 1 AND 100),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (template_id, type)
);
CREATE INDEX hnlp_template_data_template ON hnlp_template_data (template_id);
