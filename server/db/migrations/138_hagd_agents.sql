-- 138: client agents (hagd), per tenant: an agent installed at a site (code unique in the
-- tenant, name, site, host, operating system, version, heartbeat interval in seconds), its
-- access token sealed by the engine as write-only fields are (token_set_flag says whether one
-- is saved), the state the server last recorded (NEW until its first authenticated heartbeat,
-- ONLINE, OFFLINE) with the time of that heartbeat; and the tasks it runs on a schedule (code
-- unique in the agent, type, cron expression, timeout, parameters as a JSON object).
CREATE TABLE hagd_agent (
  agent_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  agent_code TEXT NOT NULL COLLATE NOCASE,
  agent_name TEXT NOT NULL,
  site_name TEXT NOT NULL,
  host_name TEXT NOT NULL,
  os_type TEXT NOT NULL DEFAULT 'LINUX' CHECK (os_type IN ('LINUX', 'WINDOWS', 'MACOS')),
  agent_version TEXT,
  heartbeat_interval INTEGER NOT NULL DEFAULT 60
    CHECK (heartbeat_interval BETWEEN 10 AND 3600),
  access_token TEXT,
  token_set_flag INTEGER NOT NULL DEFAULT 0 CHECK (token_set_flag IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'ONLINE', 'OFFLINE')),
  last_heartbeat_date INTEGER,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, agent_code)
);
CREATE INDEX hagd_agent_status ON hagd_agent (tenant_id, status);

CREATE TABLE hagd_agent_task (
  agent_task_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  agent_id INTEGER NOT NULL REFERENCES hagd_agent (agent_id) ON DELETE CASCADE,
  task_code TEXT NOT NULL COLLATE NOCASE,
  task_name TEXT NOT NULL,
  task_type TEXT NOT NULL DEFAULT 'DATA_SYNC'
    CHECK (task_type IN ('DATA_SYNC', 'FILE_COLLECT', 'SCRIPT', 'HEALTH_CHECK')),
  cron_expression TEXT NOT NULL,
  timeout_seconds INTEGER NOT NULL DEFAULT 300 CHECK (timeout_seconds BETWEEN 1 AND 86400),
  task_params TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (agent_id, task_code)
);
