-- 081: gateway rate limits (hadm), site level: a limit key with its refresh outcome, and lines
-- per route: a token bucket (replenish rate per period, burst capacity) counted per dimension
-- (user, role, tenant, origin address, URL). The governance layer enforces them once refreshed.

CREATE TABLE hadm_rate_limit (
  rate_limit_id INTEGER PRIMARY KEY,
  rate_limit_key TEXT NOT NULL UNIQUE COLLATE NOCASE,
  rate_limit_type TEXT NOT NULL DEFAULT 'request',
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

CREATE TABLE hadm_rate_limit_line (
  rate_limit_line_id INTEGER PRIMARY KEY,
  rate_limit_id INTEGER NOT NULL REFERENCES hadm_rate_limit (rate_limit_id),
  service_route_id INTEGER NOT NULL REFERENCES hadm_route (service_route_id),
  path TEXT,
  replenish_rate INTEGER NOT NULL CHECK (replenish_rate > 0),
  replenish_period INTEGER NOT NULL DEFAULT 1 CHECK (replenish_period > 0),
  burst_capacity INTEGER NOT NULL CHECK (burst_capacity > 0),
  rate_limit_dimension TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hadm_rate_limit_line_header ON hadm_rate_limit_line (rate_limit_id);
