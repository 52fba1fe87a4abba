-- 002: portal service information: continents (regional sites), contact-us cards and
-- release notices.

CREATE TABLE continents (
  continent_code TEXT PRIMARY KEY,
  continent_name TEXT NOT NULL,
  host TEXT NOT NULL,
  order_seq INTEGER NOT NULL DEFAULT 0,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

-- The continent a user chose; NULL means the default (ASIA).
ALTER TABLE users ADD COLUMN continent_code TEXT REFERENCES continents (continent_code);

CREATE TABLE contact_us (
  contact_id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  working_hours TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

-- A release notice for one tenant, or for every tenant when tenant_id is NULL.
CREATE TABLE release_notices (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER REFERENCES tenants (id),
  version TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  release_date INTEGER NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE TABLE release_notice_reads (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notice_id INTEGER NOT NULL REFERENCES release_notices (id) ON DELETE CASCADE,
  read_at INTEGER NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (user_id, notice_id)
);
