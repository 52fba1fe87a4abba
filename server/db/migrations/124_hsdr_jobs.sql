-- 124: scheduled jobs of the scheduler (hsdr): an executable run by an executor at the times of
-- a cron expression, read in time_zone (and its log messages written in lang): those of whoever
-- last saved the job. next_run_time is when the server's clock runs a NORMAL job next.
CREATE TABLE hsdr_job_info (
  job_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  job_code TEXT NOT NULL COLLATE NOCASE,
  description TEXT,
  executor_id INTEGER NOT NULL REFERENCES hsdr_executor (executor_id),
  executable_id INTEGER NOT NULL REFERENCES hsdr_executable (executable_id),
  job_cron TEXT NOT NULL,
  time_zone TEXT NOT NULL DEFAULT 'GMT+8',
  lang TEXT NOT NULL DEFAULT 'en_US',
  fail_strategy TEXT NOT NULL DEFAULT 'IGNORE'
    CHECK (fail_strategy IN ('RETRY', 'IGNORE', 'TRANSFER')),
  retry_number INTEGER NOT NULL DEFAULT 0 CHECK (retry_number BETWEEN 0 AND 10),
  job_status TEXT NOT NULL DEFAULT 'NONE'
    CHECK (job_status IN ('NONE', 'NORMAL', 'PAUSED', 'COMPLETE', 'ERROR', 'BLOCKED')),
  next_run_time INTEGER,
  start_date INTEGER,
  end_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, job_code)
);

-- The clock's question: which NORMAL jobs are due.
CREATE INDEX hsdr_job_info_due ON hsdr_job_info (job_status, next_run_time);
