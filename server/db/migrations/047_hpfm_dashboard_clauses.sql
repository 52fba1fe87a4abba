-- 047: dashboard clauses (hpfm `dashboard-clauses`): entries of the workplace cards, tenant-scoped.

CREATE TABLE hpfm_dashboard_clause (
  clause_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  clause_code TEXT NOT NULL COLLATE NOCASE,
  clause_name TEXT NOT NULL,
  card_code TEXT NOT NULL,
  route TEXT NOT NULL,
  stats_expression TEXT,
  order_seq INTEGER NOT NULL DEFAULT 10,
  doc_remark TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, clause_code)
);
