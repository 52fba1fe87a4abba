-- 137: IoT devices (hiot), per tenant: devices and gateways (code unique in the tenant, name,
-- type fixed once created, the gateway a device connects through, platform and how it signs
-- in, a sealed device secret never answered, firmware version, registration with the platform
-- and the connection state last reported to the server with its time) and their data points
-- (code unique in the device, category, data type, a number's unit, precision and range, the
-- report interval of measuring and status points).
CREATE TABLE hiot_thing (
  thing_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  thing_code TEXT NOT NULL COLLATE NOCASE,
  thing_name TEXT NOT NULL,
  category TEXT NOT NULL DEFAULT 'DEVICE' CHECK (category IN ('DEVICE', 'GATEWAY')),
  gateway_id INTEGER REFERENCES hiot_thing (thing_id),
  platform TEXT NOT NULL DEFAULT 'OWN' CHECK (platform IN ('OWN', 'ALI', 'BAIDU')),
  auth_type TEXT CHECK (auth_type IN ('JWT', 'REDIS')),
  device_secret TEXT,
  version TEXT NOT NULL DEFAULT '1.0.0',
  status TEXT NOT NULL DEFAULT 'NON_REGISTERED' CHECK (status IN ('NON_REGISTERED', 'REGISTERED')),
  online_status TEXT NOT NULL DEFAULT 'OFFLINE' CHECK (online_status IN ('ONLINE', 'OFFLINE')),
  last_contact_time INTEGER,
  equipment TEXT,
  manufacturer TEXT,
  purchase_date TEXT,
  longitude TEXT,
  latitude TEXT,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, thing_code)
);
CREATE INDEX hiot_thing_gateway ON hiot_thing (gateway_id);

CREATE TABLE hiot_thing_property (
  property_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  thing_id INTEGER NOT NULL REFERENCES hiot_thing (thing_id) ON DELETE CASCADE,
  property_code TEXT NOT NULL COLLATE NOCASE,
  property_name TEXT NOT NULL,
  category TEXT NOT NULL DEFAULT 'MEASURING_POINT'
    CHECK (category IN ('MEASURING_POINT', 'STATUS_POINT', 'CONTROL_PARAMETER')),
  data_type TEXT NOT NULL DEFAULT 'NUMBER'
    CHECK (data_type IN ('NUMBER', 'BOOL', 'ENUM', 'STRING', 'DATE', 'DATE_TIME')),
  unit_code TEXT,
  min_value TEXT,
  max_value TEXT,
  value_precision INTEGER,
  report_interval INTEGER,
  description TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (thing_id, property_code)
);
