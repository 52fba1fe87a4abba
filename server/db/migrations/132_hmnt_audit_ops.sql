-- 132: the operation audit (hmnt/audit-op): one row for each write the resource engine carries
-- out for a user (create, update, delete, enable, disable, custom action), in the tenant the
-- user works in, written in the write's own transaction (a write rolled back leaves none).
-- Only ids and names are kept, never the values written. The login and role names are as they
-- were at the time; the list (a view) adds the user's name as it is now.
CREATE TABLE hmnt_audit_op (
  audit_op_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  login_name TEXT NOT NULL,
  role_name TEXT,
  resource_key TEXT NOT NULL,
  resource_title TEXT NOT NULL,
  operation TEXT NOT NULL
    CHECK (operation IN ('CREATE', 'UPDATE', 'DELETE', 'ENABLE', 'DISABLE', 'ACTION')),
  action_code TEXT,
  row_id INTEGER,
  row_name TEXT,
  request_method TEXT,
  request_path TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hmnt_audit_op_tenant ON hmnt_audit_op (tenant_id, creation_date);

CREATE VIEW hmnt_audit_op_list AS
SELECT o.audit_op_id, o.tenant_id, o.user_id, o.login_name, u.real_name, o.role_name,
  o.resource_key, o.resource_title, o.operation, o.action_code, o.row_id, o.row_name,
  o.request_method, o.request_path, o.object_version_number,
  o.creation_date, o.last_update_date
FROM hmnt_audit_op o LEFT JOIN users u ON u.id = o.user_id;
