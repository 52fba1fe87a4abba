-- 136: the interface platform (hitf), per tenant: registered services (a code unique in the
-- tenant, name, protocol, address, namespace, how the platform authenticates to them: the
-- password and client secret sealed, never answered) with their state (NEW, PUBLISHED,
-- OFFLINE), the version last published and when; and their interfaces (a code unique in the
-- service, name, path, HTTP method; a path and method unique in the service) whose state
-- follows the service's (NEW until published, ENABLED while published, DISABLED once offline).
CREATE TABLE hitf_interface_server (
  interface_server_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  server_code TEXT NOT NULL COLLATE NOCASE,
  server_name TEXT NOT NULL,
  service_type TEXT NOT NULL DEFAULT 'REST' CHECK (service_type IN ('REST', 'SOAP')),
  domain_url TEXT NOT NULL,
  namespace TEXT,
  soap_namespace TEXT,
  status TEXT NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'PUBLISHED', 'OFFLINE')),
  release_version INTEGER NOT NULL DEFAULT 0,
  released_date INTEGER,
  auth_type TEXT NOT NULL DEFAULT 'NONE' CHECK (auth_type IN ('NONE', 'BASIC', 'OAUTH2')),
  auth_username TEXT,
  auth_password TEXT,
  client_id TEXT,
  client_secret TEXT,
  token_url TEXT,
  description TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, server_code)
);

CREATE TABLE hitf_interface (
  interface_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  interface_server_id INTEGER NOT NULL
    REFERENCES hitf_interface_server (interface_server_id) ON DELETE CASCADE,
  interface_code TEXT NOT NULL COLLATE NOCASE,
  interface_name TEXT NOT NULL,
  interface_url TEXT NOT NULL,
  request_method TEXT NOT NULL DEFAULT 'POST'
    CHECK (request_method IN ('GET', 'POST', 'PUT', 'DELETE', 'PATCH')),
  status TEXT NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'ENABLED', 'DISABLED')),
  description TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (interface_server_id, interface_code)
);

CREATE INDEX hitf_interface_server_idx ON hitf_interface (interface_server_id);
