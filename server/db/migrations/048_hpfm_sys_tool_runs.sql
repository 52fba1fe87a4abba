-- 048: runs of the system tools (site level): which tool, who ran it, when, what came of it.

CREATE TABLE hpfm_sys_tool_run (
  run_id INTEGER PRIMARY KEY,
  tool_code TEXT NOT NULL,
  outcome TEXT,
  run_by TEXT,
  elapsed_ms INTEGER,
  run_date INTEGER NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hpfm_sys_tool_run_date ON hpfm_sys_tool_run (run_date);
