-- 085: service configuration (hadm), site level: YAML per service and version, validated on
-- save, every saved text kept in its history, applied to the running server on refresh.

CREATE TABLE hadm_service_config (
  service_config_id INTEGER PRIMARY KEY,
  service_id INTEGER NOT NULL REFERENCES hadm_service (service_id),
  config_version TEXT NOT NULL COLLATE NOCASE,
  config_yaml TEXT NOT NULL,
  description TEXT,
  refresh_status TEXT NOT NULL DEFAULT 'N' CHECK (refresh_status IN ('N', 'S', 'F')),
  refresh_message TEXT,
  refresh_time INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (service_id, config_version)
);

CREATE TABLE hadm_service_config_history (
  config_history_id INTEGER PRIMARY KEY,
  service_config_id INTEGER NOT NULL REFERENCES hadm_service_config (service_config_id) ON DELETE CASCADE,
  revision INTEGER NOT NULL,
  config_yaml TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  changed_at INTEGER NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hadm_service_config_history_config ON hadm_service_config_history (service_config_id, revision);
