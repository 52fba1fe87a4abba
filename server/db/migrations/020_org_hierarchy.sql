-- 020: the organization hierarchy (hpfm): companies (a tree), their departments (a tree),
-- positions of departments, employees, their position assignments and the users bound to them.
-- Department, company and unit columns of positions and assignments are set by the server from
-- the department and position they belong to.

CREATE TABLE hpfm_company (
  company_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  company_code TEXT NOT NULL COLLATE NOCASE,
  company_name TEXT NOT NULL,
  parent_company_id INTEGER REFERENCES hpfm_company (company_id),
  order_seq INTEGER NOT NULL DEFAULT 10,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, company_code)
);
CREATE INDEX hpfm_company_parent ON hpfm_company (parent_company_id);

CREATE TABLE hpfm_unit (
  unit_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  unit_code TEXT NOT NULL COLLATE NOCASE,
  unit_name TEXT NOT NULL,
  company_id INTEGER NOT NULL REFERENCES hpfm_company (company_id),
  parent_unit_id INTEGER REFERENCES hpfm_unit (unit_id),
  order_seq INTEGER NOT NULL DEFAULT 10,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, unit_code)
);
CREATE INDEX hpfm_unit_company ON hpfm_unit (company_id);
CREATE INDEX hpfm_unit_parent ON hpfm_unit (parent_unit_id);

CREATE TABLE hpfm_position (
  position_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  position_code TEXT NOT NULL COLLATE NOCASE,
  position_name TEXT NOT NULL,
  unit_id INTEGER NOT NULL REFERENCES hpfm_unit (unit_id),
  company_id INTEGER NOT NULL REFERENCES hpfm_company (company_id),
  supervisor_flag INTEGER NOT NULL DEFAULT 0 CHECK (supervisor_flag IN (0, 1)),
  order_seq INTEGER NOT NULL DEFAULT 10,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, position_code)
);
CREATE INDEX hpfm_position_unit ON hpfm_position (unit_id);
CREATE INDEX hpfm_position_company ON hpfm_position (company_id);

CREATE TABLE hpfm_employee (
  employee_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  employee_num TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL,
  quick_index TEXT,
  email TEXT NOT NULL,
  mobile TEXT,
  -- YYYY-MM-DD
  entry_date TEXT,
  status TEXT NOT NULL DEFAULT 'ON',
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, employee_num)
);

-- Read and written as two resources: the staff of a position and the positions of an employee.
CREATE TABLE hpfm_employee_assign (
  employee_assign_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  employee_id INTEGER NOT NULL REFERENCES hpfm_employee (employee_id),
  position_id INTEGER NOT NULL REFERENCES hpfm_position (position_id),
  unit_id INTEGER NOT NULL REFERENCES hpfm_unit (unit_id),
  company_id INTEGER NOT NULL REFERENCES hpfm_company (company_id),
  primary_position_flag INTEGER NOT NULL DEFAULT 0 CHECK (primary_position_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (employee_id, position_id)
);
CREATE INDEX hpfm_employee_assign_position ON hpfm_employee_assign (position_id);
CREATE INDEX hpfm_employee_assign_unit ON hpfm_employee_assign (unit_id);
CREATE INDEX hpfm_employee_assign_company ON hpfm_employee_assign (company_id);

-- A user is bound to at most one employee of a tenant; login and real name are kept as bound.
CREATE TABLE hpfm_employee_user (
  employee_user_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  employee_id INTEGER NOT NULL REFERENCES hpfm_employee (employee_id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  login_name TEXT NOT NULL COLLATE NOCASE,
  real_name TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, user_id)
);
CREATE INDEX hpfm_employee_user_employee ON hpfm_employee_user (employee_id);
