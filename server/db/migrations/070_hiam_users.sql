-- 070: what user administration (hiam) needs of the identity tables of 001: an account's
-- enabled flag and lock, the start and end dates of a role held, and the sign-in history.

-- A disabled account cannot sign in and its sessions end. 'Disabled' of `status` (never
-- written any more) becomes the flag: `status` keeps whether the account was activated.
ALTER TABLE users ADD COLUMN enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1));
UPDATE users SET enabled_flag = 0 WHERE status = 'Disabled';
UPDATE users SET status = CASE WHEN password_hash IS NULL THEN 'Invited' ELSE 'Active' END
  WHERE status = 'Disabled';

-- A locked account cannot sign in: until `locked_until` (epoch ms), or until an administrator
-- unlocks it when that is NULL.
ALTER TABLE users ADD COLUMN locked_flag INTEGER NOT NULL DEFAULT 0 CHECK (locked_flag IN (0, 1));
ALTER TABLE users ADD COLUMN locked_until INTEGER;

-- A role is held from its start date to its end date (YYYY-MM-DD, both included; NULL: open).
ALTER TABLE member_roles ADD COLUMN start_date_active TEXT;
ALTER TABLE member_roles ADD COLUMN end_date_active TEXT;

-- Every sign-in attempt on a known account, with its outcome. `tenant_id` is the tenant the
-- account belongs to, so that a tenant's administrators read their own accounts' history.
CREATE TABLE hiam_login_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  login_at INTEGER NOT NULL,
  address TEXT NOT NULL,
  outcome TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hiam_login_history_user ON hiam_login_history (user_id, login_at);
CREATE INDEX hiam_login_history_tenant ON hiam_login_history (tenant_id, login_at);
