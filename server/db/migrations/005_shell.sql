-- 005: languages and texts, the notification centre, the workplace and user preferences.

CREATE TABLE languages (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  order_seq INTEGER NOT NULL DEFAULT 0,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
INSERT INTO languages (code, name, order_seq, creation_date, last_update_date) VALUES
  ('en_US', 'English', 10, 0, 0),
  ('zh_CN', '简体中文', 20, 0, 0);

-- Server-maintained UI texts: tenant 0 holds the platform texts, a tenant may override them.
CREATE TABLE prompts (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  lang TEXT NOT NULL REFERENCES languages (code),
  prompt_key TEXT NOT NULL,
  prompt_code TEXT NOT NULL,
  description TEXT NOT NULL,
  built_in INTEGER NOT NULL DEFAULT 0 CHECK (built_in IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, lang, prompt_key, prompt_code)
);

CREATE TABLE static_texts (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  lang TEXT NOT NULL REFERENCES languages (code),
  text_code TEXT NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  built_in INTEGER NOT NULL DEFAULT 0 CHECK (built_in IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, lang, text_code)
);

-- A message sent in a tenant, and its copy per recipient.
CREATE TABLE messages (
  message_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  subject TEXT NOT NULL,
  content TEXT NOT NULL,
  sender_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE TABLE user_messages (
  user_message_id INTEGER PRIMARY KEY,
  message_id INTEGER NOT NULL REFERENCES messages (message_id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  user_message_type_code TEXT NOT NULL CHECK (user_message_type_code IN ('MSG', 'NOTICE', 'APPROVE')),
  read_flag INTEGER NOT NULL DEFAULT 0 CHECK (read_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX user_messages_user ON user_messages (user_id, read_flag, user_message_type_code);

-- The workplace cards a user chose (JSON list of {code, sort}); no row = the defaults.
CREATE TABLE user_dashboard_cards (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  cards_json TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

-- Workflow tasks waiting for a user in a tenant.
CREATE TABLE workflow_tasks (
  task_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  assignee_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  process_instance_id TEXT NOT NULL,
  process_name TEXT NOT NULL,
  task_name TEXT NOT NULL,
  start_user TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DONE')),
  create_time INTEGER NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX workflow_tasks_assignee ON workflow_tasks (assignee_user_id, tenant_id, status);

-- Figures behind the SAMPLES_PER_MONTH report, per tenant and month (YYYY-MM).
CREATE TABLE report_samples_monthly (
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  month TEXT NOT NULL,
  received INTEGER NOT NULL,
  sequenced INTEGER NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, month)
);

ALTER TABLE users ADD COLUMN menu_collapsed INTEGER NOT NULL DEFAULT 0
  CHECK (menu_collapsed IN (0, 1));
