-- 091: the knowledge base behind the customers' help centre (hfaq): categories (a tree) and
-- articles; titles and texts are kept per language (hpfm_multi_language).

CREATE TABLE hfaq_knowledge_category (
  category_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  category_code TEXT NOT NULL COLLATE NOCASE,
  category_name TEXT NOT NULL,
  parent_category_id INTEGER REFERENCES hfaq_knowledge_category (category_id),
  description TEXT,
  order_seq INTEGER NOT NULL DEFAULT 10,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, category_code)
);
CREATE INDEX hfaq_knowledge_category_parent ON hfaq_knowledge_category (parent_category_id);

CREATE TABLE hfaq_knowledge_content (
  content_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  category_id INTEGER NOT NULL REFERENCES hfaq_knowledge_category (category_id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  keywords TEXT,
  status TEXT NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED')),
  order_seq INTEGER NOT NULL DEFAULT 10,
  published_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hfaq_knowledge_content_category ON hfaq_knowledge_content (category_id, status);
