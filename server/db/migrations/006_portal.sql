-- 006: the sequencing customer portal: customer teams and their members, project allocation,
-- products, projects, orders, sample batches (submissions) with their samples, shipping,
-- QC results, the status history of batches and projects, and uploaded files.
-- Times are epoch milliseconds; every row carries object_version_number.

-- A customer team (an institute or lab) in a tenant.
CREATE TABLE portal_teams (
  team_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  team_code TEXT NOT NULL,
  team_name TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, team_code)
);

-- A customer belongs to one team, as its manager or a member.
CREATE TABLE portal_team_members (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  team_id INTEGER NOT NULL REFERENCES portal_teams (team_id) ON DELETE CASCADE,
  member_role TEXT NOT NULL CHECK (member_role IN ('manager', 'member')),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX portal_team_members_team ON portal_team_members (team_id);

CREATE TABLE portal_products (
  product_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  product_code TEXT NOT NULL,
  product_name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('DNA', 'RNA', 'LIBRARY', 'MS')),
  -- JSON list of the accepted sample types.
  sample_types TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  turnaround_days INTEGER NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, product_code)
);

CREATE TABLE portal_projects (
  project_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  team_id INTEGER NOT NULL REFERENCES portal_teams (team_id),
  project_code TEXT NOT NULL,
  project_name TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES portal_products (product_id),
  status TEXT NOT NULL CHECK (status IN ('Created', 'SamplesReceived', 'LibraryPrep',
    'Sequencing', 'Analysis', 'DataReleased', 'Completed')),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, project_code)
);
CREATE INDEX portal_projects_team ON portal_projects (team_id, status);

-- Projects a manager allocated to a member (members see only these).
CREATE TABLE portal_project_members (
  project_id INTEGER NOT NULL REFERENCES portal_projects (project_id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  allocated_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX portal_project_members_user ON portal_project_members (user_id);

CREATE TABLE portal_orders (
  order_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  project_id INTEGER NOT NULL REFERENCES portal_projects (project_id) ON DELETE CASCADE,
  order_code TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('sequencing', 'libprep')),
  status TEXT NOT NULL,
  sample_count INTEGER NOT NULL DEFAULT 0,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, order_code)
);
CREATE INDEX portal_orders_project ON portal_orders (project_id);

-- A submission of samples. rows_json keeps the sample sheet exactly as typed (drafts).
CREATE TABLE portal_batches (
  batch_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  team_id INTEGER NOT NULL REFERENCES portal_teams (team_id),
  project_id INTEGER REFERENCES portal_projects (project_id),
  product_id INTEGER NOT NULL REFERENCES portal_products (product_id),
  batch_code TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Draft', 'Submitted', 'Shipped', 'Received', 'QcDone',
    'InProgress', 'Completed', 'Cancelled', 'Returned')),
  step INTEGER NOT NULL DEFAULT 0,
  rows_json TEXT NOT NULL DEFAULT '[]',
  submitted_date INTEGER,
  return_reason TEXT,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, batch_code)
);
CREATE INDEX portal_batches_team ON portal_batches (team_id, status);

-- The samples of a submitted batch (written from the sheet on submission).
CREATE TABLE portal_samples (
  sample_id INTEGER PRIMARY KEY,
  batch_id INTEGER NOT NULL REFERENCES portal_batches (batch_id) ON DELETE CASCADE,
  row_no INTEGER NOT NULL,
  sample_name TEXT NOT NULL,
  sample_type TEXT NOT NULL,
  row_json TEXT NOT NULL,
  total_amount TEXT,
  arrived INTEGER CHECK (arrived IN (0, 1)),
  receive_note TEXT,
  qc_verdict TEXT NOT NULL DEFAULT 'Pending' CHECK (qc_verdict IN ('Pending', 'Pass', 'Risk', 'Fail')),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (batch_id, row_no)
);

CREATE TABLE portal_shipping (
  batch_id INTEGER PRIMARY KEY REFERENCES portal_batches (batch_id) ON DELETE CASCADE,
  courier TEXT,
  tracking_no TEXT,
  shipping_date TEXT,
  box_count INTEGER,
  storage TEXT,
  sender_contact TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

-- A QC verdict of a sample, with the measured values and, for Risk, the customer's decision.
CREATE TABLE portal_qc_results (
  qc_id INTEGER PRIMARY KEY,
  batch_id INTEGER NOT NULL REFERENCES portal_batches (batch_id) ON DELETE CASCADE,
  sample_id INTEGER NOT NULL UNIQUE REFERENCES portal_samples (sample_id) ON DELETE CASCADE,
  verdict TEXT NOT NULL CHECK (verdict IN ('Pass', 'Risk', 'Fail')),
  concentration TEXT,
  volume TEXT,
  rin TEXT,
  note TEXT,
  report_file_url TEXT,
  recorded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decision TEXT CHECK (decision IN ('proceed', 'stop')),
  decision_comment TEXT,
  decided_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decided_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

-- Every status a batch or project went through: who, when, and an optional comment.
CREATE TABLE portal_status_history (
  history_id INTEGER PRIMARY KEY,
  entity TEXT NOT NULL CHECK (entity IN ('batch', 'project')),
  entity_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  changed_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  changed_date INTEGER NOT NULL,
  comment TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX portal_status_history_entity ON portal_status_history (entity, entity_id);

-- Uploaded files; the content lives under {dataDir}/files/{storage_key}.
CREATE TABLE portal_files (
  file_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  -- The team that may read it besides staff (NULL: staff only).
  team_id INTEGER REFERENCES portal_teams (team_id),
  uploaded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  bucket TEXT NOT NULL,
  directory TEXT NOT NULL DEFAULT '',
  file_name TEXT NOT NULL,
  file_url TEXT NOT NULL UNIQUE,
  storage_key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
