-- 125: one row per run of a scheduled job (hsdr), gone with its job; and the list the resource
-- engine reads, with the job's code and description as they are now.
CREATE TABLE hsdr_job_log (
  log_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  job_id INTEGER NOT NULL REFERENCES hsdr_job_info (job_id) ON DELETE CASCADE,
  trigger_type TEXT NOT NULL CHECK (trigger_type IN ('SCHEDULE', 'MANUAL', 'RETRY', 'TRANSFER')),
  address TEXT,
  client_result TEXT NOT NULL CHECK (client_result IN ('SUCCESS', 'FAILURE')),
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  message TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE INDEX hsdr_job_log_job ON hsdr_job_log (job_id, start_time);
CREATE INDEX hsdr_job_log_tenant ON hsdr_job_log (tenant_id, start_time);

CREATE VIEW hsdr_job_log_list AS
SELECT l.log_id, l.tenant_id, l.job_id, j.job_code, j.description AS job_description,
  l.trigger_type, l.address, l.client_result, l.start_time, l.end_time, l.message,
  l.object_version_number, l.creation_date, l.last_update_date
FROM hsdr_job_log l JOIN hsdr_job_info j ON j.job_id = l.job_id;
