-- 001: tenants, users, roles, role membership, sessions and account security.
-- Times are Unix epoch milliseconds (INTEGER). Every row carries object_version_number
-- (optimistic locking) plus creation_date and last_update_date.

CREATE TABLE seed_history (
  name TEXT PRIMARY KEY,
  applied_at INTEGER NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE server_settings (
  setting_key TEXT PRIMARY KEY,
  setting_value TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE TABLE tenants (
  id INTEGER PRIMARY KEY,
  tenant_num TEXT NOT NULL UNIQUE,
  tenant_name TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  login_name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  real_name TEXT NOT NULL,
  email TEXT UNIQUE COLLATE NOCASE,
  phone TEXT,
  image_url TEXT,
  language TEXT NOT NULL DEFAULT 'en_US',
  time_zone TEXT NOT NULL DEFAULT 'GMT+8',
  date_format TEXT NOT NULL DEFAULT 'YYYY-MM-DD',
  time_format TEXT NOT NULL DEFAULT 'HH:mm:ss',
  date_time_format TEXT NOT NULL DEFAULT 'YYYY-MM-DD HH:mm:ss',
  menu_layout TEXT NOT NULL DEFAULT 'inline'
    CHECK (menu_layout IN ('inline', 'horizontal', 'side', 'side-all')),
  -- The tenant the account belongs to.
  organization_id INTEGER NOT NULL REFERENCES tenants (id),
  default_tenant_id INTEGER REFERENCES tenants (id),
  -- scrypt$N$r$p$salt$hash; NULL until an invited account is activated.
  password_hash TEXT,
  status TEXT NOT NULL DEFAULT 'Active' CHECK (status IN ('Invited', 'Active', 'Disabled')),
  change_password_flag INTEGER NOT NULL DEFAULT 0 CHECK (change_password_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  level TEXT NOT NULL CHECK (level IN ('site', 'organization')),
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, code)
);

-- A user holds a role in a tenant.
CREATE TABLE member_roles (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (user_id, role_id, tenant_id)
);
CREATE INDEX member_roles_user ON member_roles (user_id, tenant_id);

-- Access tokens: only the SHA-256 of the random token is stored.
CREATE TABLE tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  role_id INTEGER REFERENCES roles (id),
  client_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  kicked_off INTEGER NOT NULL DEFAULT 0 CHECK (kicked_off IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX tokens_user_live ON tokens (user_id, expires_at);

-- Consecutive failed sign-ins and the lock they cause.
CREATE TABLE login_failures (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  failure_count INTEGER NOT NULL DEFAULT 0,
  last_failure_at INTEGER,
  locked_until INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

-- One-time links (password reset, account activation): only the SHA-256 is stored.
CREATE TABLE one_time_tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('reset-password', 'activate-account')),
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);

-- Messages the server would send (mail is not delivered by the reference server).
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL DEFAULT 'email',
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

-- Data hierarchies (e.g. COMPANY) a user can switch between, per tenant.
CREATE TABLE data_hierarchies (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  order_seq INTEGER NOT NULL DEFAULT 0,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, code)
);

CREATE TABLE data_hierarchy_values (
  id INTEGER PRIMARY KEY,
  hierarchy_id INTEGER NOT NULL REFERENCES data_hierarchies (id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  meaning TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (hierarchy_id, value)
);

CREATE TABLE user_data_hierarchies (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  hierarchy_code TEXT NOT NULL,
  value TEXT NOT NULL,
  meaning TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  PRIMARY KEY (user_id, tenant_id, hierarchy_code)
);
