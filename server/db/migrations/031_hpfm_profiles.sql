-- 031: profiles (hpfm/profile) and their values by level (hpfm/profile-value). Tenant 0 holds
-- the platform's profiles; a tenant's profile of the same name overrides at its own levels.

CREATE TABLE hpfm_profile (
  profile_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  profile_name TEXT NOT NULL COLLATE NOCASE,
  description TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, profile_name)
);
CREATE INDEX hpfm_profile_name ON hpfm_profile (profile_name);

CREATE TABLE hpfm_profile_value (
  profile_value_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  profile_id INTEGER NOT NULL REFERENCES hpfm_profile (profile_id),
  level_code TEXT NOT NULL CHECK (level_code IN ('SITE', 'TENANT', 'ROLE', 'USER')),
  level_value TEXT COLLATE NOCASE,
  value TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hpfm_profile_value_profile ON hpfm_profile_value (profile_id);
