-- 135: data distribution (hdtt), per tenant: producer configurations (a producer service's
-- table, unique in the tenant, the database its DDL and rows are read from, whether existing
-- rows are imported on initialisation, the DDL last read with its status, English message and
-- time, the message in every language kept in hpfm_multi_language) and their consumers (a
-- service's database and table receiving the rows, unique in the configuration, with the
-- status, message, time and starting offset of their last initialisation).
CREATE TABLE hdtt_producer_config (
  producer_config_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  service_code TEXT NOT NULL COLLATE NOCASE,
  table_name TEXT NOT NULL COLLATE NOCASE,
  description TEXT NOT NULL,
  init_db_code TEXT NOT NULL,
  init_import_data_flag INTEGER NOT NULL DEFAULT 1 CHECK (init_import_data_flag IN (0, 1)),
  init_ddl_sql TEXT,
  refresh_status TEXT NOT NULL DEFAULT 'N' CHECK (refresh_status IN ('N', 'S', 'F')),
  refresh_message TEXT,
  refresh_time INTEGER,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, service_code, table_name)
);

CREATE TABLE hdtt_cons_db_config (
  cons_db_config_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  producer_config_id INTEGER NOT NULL
    REFERENCES hdtt_producer_config (producer_config_id) ON DELETE CASCADE,
  consumer_service TEXT NOT NULL COLLATE NOCASE,
  consumer_db TEXT NOT NULL COLLATE NOCASE,
  consumer_table TEXT NOT NULL COLLATE NOCASE,
  consumer_offset INTEGER,
  process_status TEXT NOT NULL DEFAULT 'N' CHECK (process_status IN ('N', 'S', 'E')),
  process_msg TEXT,
  process_time INTEGER,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (producer_config_id, consumer_service, consumer_db, consumer_table)
);

CREATE INDEX hdtt_cons_db_config_producer ON hdtt_cons_db_config (producer_config_id);
