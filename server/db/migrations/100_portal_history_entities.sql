-- 100: the status history also records quotations, statements and bioinformatics forms (the
-- money path), each change with who, when and an optional comment as for batches and projects.
-- SQLite cannot widen a CHECK in place: the table is rebuilt with its rows.
CREATE TABLE portal_status_history_new (
  history_id INTEGER PRIMARY KEY,
  entity TEXT NOT NULL CHECK (entity IN ('batch', 'project', 'quotation', 'statement', 'bif')),
  entity_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  changed_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  changed_date INTEGER NOT NULL,
  comment TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
INSERT INTO portal_status_history_new SELECT history_id, entity, entity_id, status, changed_by,
  changed_date, comment, object_version_number, creation_date, last_update_date
  FROM portal_status_history;
DROP TABLE portal_status_history;
ALTER TABLE portal_status_history_new RENAME TO portal_status_history;
CREATE INDEX portal_status_history_entity ON portal_status_history (entity, entity_id);
