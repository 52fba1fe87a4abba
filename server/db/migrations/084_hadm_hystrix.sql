-- 084: circuit-breaker configurations (hadm), site level: one per breaker of the server's
-- dependencies (mail sending, file storage) with property lines (timeout, error percentage,
-- request volume, sleep window, rolling window). Applied on refresh, each on its own.

CREATE TABLE hadm_hystrix_conf (
  conf_id INTEGER PRIMARY KEY,
  conf_key TEXT NOT NULL UNIQUE,
  conf_type_code TEXT NOT NULL DEFAULT 'COMMAND',
  service_name TEXT NOT NULL,
  description TEXT,
  refresh_status TEXT NOT NULL DEFAULT 'N' CHECK (refresh_status IN ('N', 'S', 'F')),
  refresh_message TEXT,
  refresh_time INTEGER,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE TABLE hadm_hystrix_conf_line (
  conf_line_id INTEGER PRIMARY KEY,
  conf_id INTEGER NOT NULL REFERENCES hadm_hystrix_conf (conf_id),
  property_name TEXT NOT NULL,
  property_value TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (conf_id, property_name)
);
