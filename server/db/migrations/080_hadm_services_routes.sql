-- 080: service governance (hadm), site level: the services the reference server hosts under
-- their prefixes, their versions, and the routes the governance layer applies to every API
-- request (a disabled route answers 503; sensitive headers are dropped before the service).

CREATE TABLE hadm_service (
  service_id INTEGER PRIMARY KEY,
  service_code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  service_name TEXT NOT NULL,
  service_logo TEXT,
  description TEXT,
  -- The latest version and its release date, kept by the triggers below.
  version_number TEXT,
  release_date TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE TABLE hadm_service_version (
  service_version_id INTEGER PRIMARY KEY,
  service_id INTEGER NOT NULL REFERENCES hadm_service (service_id),
  version_number TEXT NOT NULL COLLATE NOCASE,
  release_date TEXT NOT NULL,
  description TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (service_id, version_number)
);
CREATE INDEX hadm_service_version_service ON hadm_service_version (service_id, release_date);

CREATE TRIGGER hadm_service_version_ins AFTER INSERT ON hadm_service_version BEGIN
  UPDATE hadm_service SET
    version_number = (SELECT version_number FROM hadm_service_version
      WHERE service_id = NEW.service_id ORDER BY release_date DESC, service_version_id DESC LIMIT 1),
    release_date = (SELECT MAX(release_date) FROM hadm_service_version WHERE service_id = NEW.service_id)
  WHERE service_id = NEW.service_id;
END;
CREATE TRIGGER hadm_service_version_upd AFTER UPDATE ON hadm_service_version BEGIN
  UPDATE hadm_service SET
    version_number = (SELECT version_number FROM hadm_service_version
      WHERE service_id = NEW.service_id ORDER BY release_date DESC, service_version_id DESC LIMIT 1),
    release_date = (SELECT MAX(release_date) FROM hadm_service_version WHERE service_id = NEW.service_id)
  WHERE service_id = NEW.service_id;
END;
CREATE TRIGGER hadm_service_version_del AFTER DELETE ON hadm_service_version BEGIN
  UPDATE hadm_service SET
    version_number = (SELECT version_number FROM hadm_service_version
      WHERE service_id = OLD.service_id ORDER BY release_date DESC, service_version_id DESC LIMIT 1),
    release_date = (SELECT MAX(release_date) FROM hadm_service_version WHERE service_id = OLD.service_id)
  WHERE service_id = OLD.service_id;
END;

CREATE TABLE hadm_route (
  service_route_id INTEGER PRIMARY KEY,
  service_id INTEGER NOT NULL REFERENCES hadm_service (service_id),
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  path TEXT NOT NULL UNIQUE,
  url TEXT,
  strip_prefix INTEGER NOT NULL DEFAULT 1 CHECK (strip_prefix IN (0, 1)),
  sensitive_headers TEXT,
  extend_config_map TEXT,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hadm_route_service ON hadm_route (service_id);
