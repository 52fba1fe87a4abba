-- 095: a project's released data files (NovoMagic data delivery): the stored file, its size
-- and MD5 checksum as computed by the server from the stored content, and when it was released.

CREATE TABLE hfaq_data_file (
  file_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  project_id INTEGER NOT NULL REFERENCES portal_projects (project_id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  file_url TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  checksum TEXT NOT NULL,
  description TEXT,
  released_date INTEGER NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hfaq_data_file_project ON hfaq_data_file (project_id);
