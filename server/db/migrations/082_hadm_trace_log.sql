-- 082: the trace log (hadm): while a user's trace runs, each of their API requests is recorded
-- with its timing, status and the time spent in the database. Site level.

CREATE TABLE hadm_trace_group (
  trace_group_id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  login_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('RUNNING', 'ENDED')),
  started_at INTEGER NOT NULL,
  ended_at INTEGER,
  request_count INTEGER NOT NULL DEFAULT 0,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hadm_trace_group_user ON hadm_trace_group (user_id, status);

CREATE TABLE hadm_trace_request (
  trace_request_id INTEGER PRIMARY KEY,
  trace_group_id INTEGER NOT NULL REFERENCES hadm_trace_group (trace_group_id) ON DELETE CASCADE,
  request_id TEXT,
  method TEXT NOT NULL,
  url TEXT NOT NULL,
  status_code INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  -- Milliseconds, rounded to two decimals.
  duration_ms REAL NOT NULL,
  db_ms REAL NOT NULL,
  db_queries INTEGER NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hadm_trace_request_group ON hadm_trace_request (trace_group_id, started_at);
