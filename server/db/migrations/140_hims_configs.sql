-- 140: instant messaging (hims), per tenant: customer-service groups (code unique in the
-- tenant, name, service days and hours in a time zone, the visitors an agent serves at a time,
-- greeting and offline messages, the count of agents on duty kept by the server) and their
-- agents (one of the tenant's accounts once per group, the name visitors see, on duty or not,
-- and the agent's own number of visitors at a time, at most the group's).
CREATE TABLE hims_cs_group (
  cs_group_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  group_key TEXT NOT NULL COLLATE NOCASE,
  group_name TEXT NOT NULL,
  service_days TEXT NOT NULL DEFAULT 'MON_FRI'
    CHECK (service_days IN ('MON_FRI', 'MON_SAT', 'EVERY_DAY')),
  service_start TEXT NOT NULL DEFAULT '09:00',
  service_end TEXT NOT NULL DEFAULT '18:00',
  time_zone TEXT NOT NULL DEFAULT 'Asia/Shanghai',
  max_sessions INTEGER NOT NULL DEFAULT 5 CHECK (max_sessions BETWEEN 1 AND 50),
  agent_count INTEGER NOT NULL DEFAULT 0,
  greeting_message TEXT NOT NULL,
  offline_message TEXT NOT NULL,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, group_key)
);

CREATE TABLE hims_cs_group_user (
  cs_group_user_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  cs_group_id INTEGER NOT NULL REFERENCES hims_cs_group (cs_group_id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  nickname TEXT NOT NULL,
  active_flag INTEGER NOT NULL DEFAULT 1 CHECK (active_flag IN (0, 1)),
  max_sessions INTEGER CHECK (max_sessions BETWEEN 1 AND 50),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (cs_group_id, user_id)
);
CREATE INDEX hims_cs_group_user_user ON hims_cs_group_user (user_id);
