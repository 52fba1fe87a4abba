-- 144: the reports a tenant's users may run (hrpt, "Reports"): order, code (unique in the
-- tenant and fixed once created), translated name kept in hpfm_multi_language, type, remark and
-- the dataset it runs on. A dataset is one of the fixed queries the server owns (each of the
-- caller's tenant's figures, parameterised and bounded); a report never carries a query of its
-- own. Its type follows from its dataset.
CREATE TABLE hrpt_report (
  report_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  order_seq INTEGER CHECK (order_seq BETWEEN 0 AND 9999),
  report_code TEXT NOT NULL COLLATE NOCASE,
  report_name TEXT NOT NULL,
  report_type_code TEXT NOT NULL DEFAULT 'T' CHECK (report_type_code IN ('T', 'C')),
  dataset_code TEXT NOT NULL CHECK (dataset_code IN ('SAMPLES_PER_MONTH', 'SEQUENCING_BACKLOG')),
  remark TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, report_code)
);
CREATE INDEX hrpt_report_tenant ON hrpt_report (tenant_id, order_seq);
