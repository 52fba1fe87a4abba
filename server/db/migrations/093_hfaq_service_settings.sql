-- 093: what the customer service keeps about messages and accounts: the kind of each message
-- (status change, QC result, quotation…, for filtering and for mail preferences), the mails
-- each user chooses to receive, the sign-in log, and the continent a contact card serves.

-- One of domain/portal/messageCategories.ts MESSAGE_CATEGORIES.
ALTER TABLE messages ADD COLUMN category TEXT NOT NULL DEFAULT 'OTHER';
CREATE INDEX messages_category ON messages (category);

-- A user's choice for one kind of mail; no row means the mail is received.
CREATE TABLE hfaq_mail_setting (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mail_type TEXT NOT NULL,
  receive_flag INTEGER NOT NULL CHECK (receive_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  PRIMARY KEY (user_id, mail_type)
);

-- Every sign-in attempt: who (as typed, and the account when there is one), from where, and
-- how it ended. tenant_id is the account's tenant (0 when no account matched).
CREATE TABLE hfaq_login_log (
  log_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  login_name TEXT NOT NULL,
  real_name TEXT,
  address TEXT NOT NULL,
  result TEXT NOT NULL CHECK (result IN ('SUCCESS', 'FAILURE')),
  reason TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hfaq_login_log_tenant ON hfaq_login_log (tenant_id, creation_date);

ALTER TABLE contact_us ADD COLUMN continent_code TEXT REFERENCES continents (continent_code);
