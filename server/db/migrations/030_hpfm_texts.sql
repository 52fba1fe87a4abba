-- 030: languages, prompts and static texts become resources of the engine (hpfm/language,
-- hpfm/prompt, hpfm/static-text): each table gets its resource's id column and common columns.
-- Prompts and static texts no longer reference languages (their language is one of the
-- product's, checked by the description), so that the language table can be rebuilt.

CREATE TABLE hpfm_prompt (
  prompt_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  prompt_key TEXT NOT NULL,
  prompt_code TEXT NOT NULL,
  lang TEXT NOT NULL,
  description TEXT NOT NULL,
  built_in INTEGER NOT NULL DEFAULT 0 CHECK (built_in IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, lang, prompt_key, prompt_code)
);
INSERT INTO hpfm_prompt (prompt_id, tenant_id, prompt_key, prompt_code, lang, description,
    built_in, object_version_number, creation_date, last_update_date)
  SELECT id, tenant_id, prompt_key, prompt_code, lang, description, built_in,
    object_version_number, creation_date, last_update_date FROM prompts;
DROP TABLE prompts;
CREATE INDEX hpfm_prompt_lang ON hpfm_prompt (lang, prompt_key);

CREATE TABLE hpfm_static_text (
  text_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  text_code TEXT NOT NULL,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  built_in INTEGER NOT NULL DEFAULT 0 CHECK (built_in IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, lang, text_code)
);
INSERT INTO hpfm_static_text (text_id, tenant_id, text_code, lang, title, text, built_in,
    object_version_number, creation_date, last_update_date)
  SELECT id, tenant_id, text_code, lang, title, text, built_in, object_version_number,
    creation_date, last_update_date FROM static_texts;
DROP TABLE static_texts;
CREATE INDEX hpfm_static_text_code ON hpfm_static_text (text_code, lang);

-- The languages keep their table name (the multi-language lookup reads it) and their order.
CREATE TABLE languages_new (
  language_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL DEFAULT 0 CHECK (tenant_id = 0),
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT,
  order_seq INTEGER NOT NULL DEFAULT 0,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
INSERT INTO languages_new (tenant_id, code, name, description, order_seq,
    object_version_number, creation_date, last_update_date)
  SELECT 0, code, name,
    CASE code WHEN 'en_US' THEN 'English (United States)'
              WHEN 'zh_CN' THEN 'Simplified Chinese (China mainland)' END,
    order_seq, object_version_number, creation_date, last_update_date
  FROM languages ORDER BY order_seq, code;
DROP TABLE languages;
ALTER TABLE languages_new RENAME TO languages;
