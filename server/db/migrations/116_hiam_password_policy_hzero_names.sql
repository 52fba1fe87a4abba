-- 116: the password policy's columns take the names of HZERO's fields (hiam
-- passwordPolicyService.js, routes/PasswordPolicy): digitsCount, specialCharCount, notUsername,
-- notRecentCount, passwordUpdateRate (days), maxErrorTime, lockedExpireTime (seconds, as
-- HZERO's: the lock was in minutes). letter_count stays the product's own rule.

CREATE TABLE hiam_password_policies_new (
  password_policy_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL UNIQUE REFERENCES tenants (id),
  min_length INTEGER NOT NULL DEFAULT 8 CHECK (min_length BETWEEN 4 AND 64),
  digits_count INTEGER NOT NULL DEFAULT 1 CHECK (digits_count BETWEEN 0 AND 64),
  letter_count INTEGER NOT NULL DEFAULT 1 CHECK (letter_count BETWEEN 0 AND 64),
  lowercase_count INTEGER NOT NULL DEFAULT 0 CHECK (lowercase_count BETWEEN 0 AND 64),
  uppercase_count INTEGER NOT NULL DEFAULT 0 CHECK (uppercase_count BETWEEN 0 AND 64),
  special_char_count INTEGER NOT NULL DEFAULT 0 CHECK (special_char_count BETWEEN 0 AND 64),
  not_username INTEGER NOT NULL DEFAULT 0 CHECK (not_username IN (0, 1)),
  not_recent_count INTEGER NOT NULL DEFAULT 0 CHECK (not_recent_count BETWEEN 0 AND 24),
  password_update_rate INTEGER NOT NULL DEFAULT 0 CHECK (password_update_rate BETWEEN 0 AND 3650),
  max_error_time INTEGER NOT NULL DEFAULT 0 CHECK (max_error_time BETWEEN 0 AND 100),
  locked_expire_time INTEGER NOT NULL DEFAULT 1800
    CHECK (locked_expire_time BETWEEN 60 AND 604800),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

INSERT INTO hiam_password_policies_new (password_policy_id, tenant_id, min_length, digits_count,
  letter_count, lowercase_count, uppercase_count, special_char_count, not_username,
  not_recent_count, password_update_rate, max_error_time, locked_expire_time,
  object_version_number, creation_date, last_update_date)
SELECT password_policy_id, tenant_id, min_length, digit_count, letter_count, lowercase_count,
  uppercase_count, special_count, not_login_name, history_count, expiry_days, lockout_threshold,
  lockout_minutes * 60, object_version_number, creation_date, last_update_date
FROM hiam_password_policies;

DROP TABLE hiam_password_policies;
ALTER TABLE hiam_password_policies_new RENAME TO hiam_password_policies;
