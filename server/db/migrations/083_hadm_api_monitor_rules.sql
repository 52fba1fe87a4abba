-- 083: API monitor rules (hadm), site level: calls per address to a URL pattern are counted
-- over a time window; an address over the maximum is blocked for the rest of the window, an
-- address on the block list always, one on the allow list never. Applied by the governance
-- layer once refreshed (`apply`).

CREATE TABLE hadm_api_monitor_rule (
  monitor_rule_id INTEGER PRIMARY KEY,
  url_pattern TEXT NOT NULL UNIQUE,
  time_window_seconds INTEGER NOT NULL CHECK (time_window_seconds > 0),
  max_count INTEGER NOT NULL CHECK (max_count > 0),
  block_list TEXT,
  allow_list TEXT,
  description TEXT,
  refresh_status TEXT NOT NULL DEFAULT 'N' CHECK (refresh_status IN ('N', 'S', 'F')),
  refresh_message TEXT,
  refresh_time INTEGER,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
