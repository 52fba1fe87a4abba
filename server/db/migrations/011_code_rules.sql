-- 011: code rules (hpfm `code-rule`), their distributions by level (`code-rule-dist`) and the
-- segments of each distribution (`code-rule-detail`), with the state of sequence segments
-- (current value, last reset). Shared like value lists: the platform's rules (tenant 0) serve
-- every tenant.

CREATE TABLE hpfm_code_rule (
  rule_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  rule_code TEXT NOT NULL COLLATE NOCASE,
  rule_name TEXT NOT NULL,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, rule_code)
);

CREATE TABLE hpfm_code_rule_dist (
  rule_dist_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  rule_id INTEGER NOT NULL REFERENCES hpfm_code_rule (rule_id),
  level_code TEXT NOT NULL CHECK (level_code IN ('GLOBAL', 'TENANT')),
  level_value TEXT,
  description TEXT,
  used_flag INTEGER NOT NULL DEFAULT 0 CHECK (used_flag IN (0, 1)),
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hpfm_code_rule_dist_rule ON hpfm_code_rule_dist (rule_id);

CREATE TABLE hpfm_code_rule_segment (
  rule_detail_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  rule_dist_id INTEGER NOT NULL REFERENCES hpfm_code_rule_dist (rule_dist_id),
  order_seq INTEGER NOT NULL,
  field_type TEXT NOT NULL CHECK (field_type IN ('SEQUENCE', 'CONSTANT', 'DATE', 'VARIABLE', 'UUID')),
  field_value TEXT,
  date_mask TEXT,
  seq_length INTEGER,
  start_value INTEGER,
  reset_frequency TEXT CHECK (reset_frequency IN ('NEVER', 'YEAR', 'MONTH', 'DAY')),
  current_value INTEGER,
  reset_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (rule_dist_id, order_seq)
);
