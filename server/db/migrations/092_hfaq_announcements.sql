-- 092: announcements (hfaq): drafted, published now or at a set time, withdrawn. Publishing
-- sends each reader a NOTICE in their language; the messages sent are kept to take them back
-- when the announcement is withdrawn.

CREATE TABLE hfaq_announcement (
  announcement_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  audience TEXT NOT NULL DEFAULT 'CUSTOMER' CHECK (audience IN ('CUSTOMER', 'STAFF', 'ALL')),
  status TEXT NOT NULL DEFAULT 'DRAFT'
    CHECK (status IN ('DRAFT', 'SCHEDULED', 'PUBLISHED', 'WITHDRAWN')),
  publish_at INTEGER,
  published_date INTEGER,
  published_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  withdrawn_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hfaq_announcement_due ON hfaq_announcement (status, publish_at);

CREATE TABLE hfaq_announcement_message (
  announcement_id INTEGER NOT NULL REFERENCES hfaq_announcement (announcement_id)
    ON DELETE CASCADE,
  message_id INTEGER NOT NULL REFERENCES messages (message_id) ON DELETE CASCADE,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  PRIMARY KEY (announcement_id, message_id)
);
