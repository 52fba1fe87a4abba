-- 123: executors of the scheduler (hsdr), per tenant: the instances of a service that register
-- themselves (executor_type 0) or addresses entered by hand (1, address_list).
CREATE TABLE hsdr_executor (
  executor_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  executor_code TEXT NOT NULL COLLATE NOCASE,
  executor_name TEXT NOT NULL,
  executor_type INTEGER NOT NULL DEFAULT 0 CHECK (executor_type IN (0, 1)),
  server_name TEXT,
  address_list TEXT,
  order_seq INTEGER NOT NULL DEFAULT 0,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, executor_code)
);
