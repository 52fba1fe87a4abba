-- 121: send configurations (hmsg), per tenant: a message code and, one line per channel
-- (e-mail, SMS, in-app), the template it is sent with, the account it goes out through and
-- its retries. The message name is translated (hpfm_multi_language).
CREATE TABLE hmsg_template_server (
  temp_server_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  message_code TEXT NOT NULL COLLATE NOCASE,
  message_name TEXT NOT NULL,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, message_code)
);

CREATE TABLE hmsg_template_server_line (
  temp_server_line_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  temp_server_id INTEGER NOT NULL REFERENCES hmsg_template_server (temp_server_id),
  type_code TEXT NOT NULL,
  template_id INTEGER NOT NULL REFERENCES hmsg_message_template (template_id),
  email_server_id INTEGER REFERENCES hmsg_email_server (server_id),
  sms_server_id INTEGER REFERENCES hmsg_sms_server (server_id),
  try_times INTEGER NOT NULL DEFAULT 3,
  remark TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (temp_server_id, type_code)
);
CREATE INDEX hmsg_template_server_line_template ON hmsg_template_server_line (template_id);
