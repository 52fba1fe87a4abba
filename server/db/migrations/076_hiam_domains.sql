-- 076: SSO domains (hiam domain-config): the accounts whose login name or e-mail address ends
-- with @domain sign in at the domain's single sign-on address instead of with a password here.
CREATE TABLE hiam_domains (
  domain_id INTEGER PRIMARY KEY,
  domain_name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  sso_type_code TEXT NOT NULL,
  sso_login_url TEXT NOT NULL,
  domain_tenant_id INTEGER REFERENCES tenants (id),
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
