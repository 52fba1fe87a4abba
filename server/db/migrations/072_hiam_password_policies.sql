-- 072: each tenant's password policy (one row per tenant; a tenant without one has the
-- default of domain/hiam/passwordPolicy.ts), the accounts' earlier passwords (for "not one of
-- the last N") and when each account last set its password (for the expiry).

CREATE TABLE hiam_password_policies (
  password_policy_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL UNIQUE REFERENCES tenants (id),
  min_length INTEGER NOT NULL DEFAULT 8 CHECK (min_length BETWEEN 4 AND 64),
  digit_count INTEGER NOT NULL DEFAULT 1 CHECK (digit_count BETWEEN 0 AND 64),
  letter_count INTEGER NOT NULL DEFAULT 1 CHECK (letter_count BETWEEN 0 AND 64),
  lowercase_count INTEGER NOT NULL DEFAULT 0 CHECK (lowercase_count BETWEEN 0 AND 64),
  uppercase_count INTEGER NOT NULL DEFAULT 0 CHECK (uppercase_count BETWEEN 0 AND 64),
  special_count INTEGER NOT NULL DEFAULT 0 CHECK (special_count BETWEEN 0 AND 64),
  not_login_name INTEGER NOT NULL DEFAULT 0 CHECK (not_login_name IN (0, 1)),
  history_count INTEGER NOT NULL DEFAULT 0 CHECK (history_count BETWEEN 0 AND 24),
  expiry_days INTEGER NOT NULL DEFAULT 0 CHECK (expiry_days BETWEEN 0 AND 3650),
  lockout_threshold INTEGER NOT NULL DEFAULT 0 CHECK (lockout_threshold BETWEEN 0 AND 100),
  lockout_minutes INTEGER NOT NULL DEFAULT 30 CHECK (lockout_minutes BETWEEN 1 AND 10080),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE TABLE hiam_password_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hiam_password_history_user ON hiam_password_history (user_id, id);

-- NULL: set before this migration (its creation or last update counts).
ALTER TABLE users ADD COLUMN password_changed_at INTEGER;
