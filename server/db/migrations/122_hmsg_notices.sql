-- 122: notices (hmsg): written for the tenant's members or a role's holders, published (each
-- receiver gets a NOTICE in their language) and revoked (the messages sent are taken back).

CREATE TABLE hmsg_notice (
  notice_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  notice_category_code TEXT NOT NULL DEFAULT 'ANNOUNCE'
    CHECK (notice_category_code IN ('ANNOUNCE', 'NOTIFY')),
  receiver_type_code TEXT NOT NULL DEFAULT 'ALL' CHECK (receiver_type_code IN ('ALL', 'ROLE')),
  role_id INTEGER REFERENCES roles (id) ON DELETE SET NULL,
  status_code TEXT NOT NULL DEFAULT 'DRAFT'
    CHECK (status_code IN ('DRAFT', 'PUBLISHED', 'REVOKED')),
  published_date INTEGER,
  published_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE TABLE hmsg_notice_message (
  notice_id INTEGER NOT NULL REFERENCES hmsg_notice (notice_id) ON DELETE CASCADE,
  message_id INTEGER NOT NULL REFERENCES messages (message_id) ON DELETE CASCADE,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  PRIMARY KEY (notice_id, message_id)
);
