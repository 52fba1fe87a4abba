-- 042: events (hpfm `events`) and their rules (lines), tenant-scoped.

CREATE TABLE hpfm_event (
  event_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  event_code TEXT NOT NULL COLLATE NOCASE,
  event_description TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, event_code)
);

CREATE TABLE hpfm_event_rule (
  event_rule_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  event_id INTEGER NOT NULL REFERENCES hpfm_event (event_id),
  matching_rule TEXT NOT NULL,
  call_type TEXT NOT NULL CHECK (call_type IN ('METHOD', 'API', 'MESSAGE')),
  target TEXT NOT NULL,
  api_method TEXT,
  order_seq INTEGER NOT NULL DEFAULT 10,
  sync_flag INTEGER NOT NULL DEFAULT 0 CHECK (sync_flag IN (0, 1)),
  result_flag INTEGER NOT NULL DEFAULT 0 CHECK (result_flag IN (0, 1)),
  rule_description TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hpfm_event_rule_event ON hpfm_event_rule (event_id, order_seq);
