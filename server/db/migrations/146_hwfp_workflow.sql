-- 146: workflow (hwfp), per tenant. Process definitions (BPMN 2.0 XML, draft or deployed, the
-- latest deployed version) and their deployments (version, XML snapshot, who and when); the
-- process instances run by bpmn-engine (the engine's state as JSON, the user tasks waited at,
-- the variables, the XML snapshot of the version run); the tasks of `workflow_tasks` (which the
-- workplace card reads) tied to their instance and node, with what was done, by whom, when and
-- the comment, and how they came to their assignee (delegated, automatically delegated); carbon
-- copies with a read flag; and each user's rules of automatic delegation.
CREATE TABLE hwfp_process_define (
  define_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  process_code TEXT NOT NULL COLLATE NOCASE,
  process_name TEXT NOT NULL,
  category TEXT NOT NULL DEFAULT 'OTHER',
  description TEXT,
  bpmn_xml TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'DEPLOYED')),
  deployed_version INTEGER,
  deployed_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, process_code)
);

CREATE TABLE hwfp_deployment (
  deployment_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  define_id INTEGER NOT NULL REFERENCES hwfp_process_define (define_id) ON DELETE CASCADE,
  process_version INTEGER NOT NULL,
  process_name TEXT NOT NULL,
  deployed_by TEXT NOT NULL,
  deployed_date INTEGER NOT NULL,
  bpmn_xml TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
-- One version once: Deploy numbers it inside its transaction, at the definition's version.
CREATE INDEX hwfp_deployment_define ON hwfp_deployment (define_id, process_version);

CREATE TABLE hwfp_process_instance (
  instance_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  define_id INTEGER NOT NULL REFERENCES hwfp_process_define (define_id),
  deployment_id INTEGER NOT NULL REFERENCES hwfp_deployment (deployment_id),
  process_code TEXT NOT NULL,
  process_name TEXT NOT NULL,
  process_version INTEGER NOT NULL,
  business_key TEXT NOT NULL,
  description TEXT,
  variables TEXT NOT NULL DEFAULT '{}',
  start_user_id INTEGER,
  start_user_name TEXT NOT NULL,
  start_date INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'RUNNING'
    CHECK (status IN ('RUNNING', 'SUSPENDED', 'COMPLETED', 'REJECTED', 'ENDED')),
  current_nodes TEXT,
  current_tasks TEXT,
  end_date INTEGER,
  end_reason TEXT,
  bpmn_xml TEXT NOT NULL,
  -- bpmn-engine's getState() as JSON; NULL for a demo instance, rebuilt from its done tasks.
  engine_state TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hwfp_process_instance_status ON hwfp_process_instance (tenant_id, status);

ALTER TABLE workflow_tasks ADD COLUMN instance_id INTEGER;
ALTER TABLE workflow_tasks ADD COLUMN element_id TEXT;
ALTER TABLE workflow_tasks ADD COLUMN business_key TEXT;
ALTER TABLE workflow_tasks ADD COLUMN start_user_id INTEGER;
ALTER TABLE workflow_tasks ADD COLUMN assignee_name TEXT;
ALTER TABLE workflow_tasks ADD COLUMN delegate_type TEXT;
ALTER TABLE workflow_tasks ADD COLUMN original_user_id INTEGER;
ALTER TABLE workflow_tasks ADD COLUMN original_user_name TEXT;
ALTER TABLE workflow_tasks ADD COLUMN action TEXT;
ALTER TABLE workflow_tasks ADD COLUMN comment TEXT;
ALTER TABLE workflow_tasks ADD COLUMN done_user_id INTEGER;
ALTER TABLE workflow_tasks ADD COLUMN done_date INTEGER;
CREATE INDEX workflow_tasks_instance ON workflow_tasks (instance_id, status);
CREATE INDEX workflow_tasks_done_user ON workflow_tasks (done_user_id, tenant_id);

-- My tasks and the tasks I took part in: each task with its instance's state and diagram.
CREATE VIEW hwfp_task_v AS
SELECT t.task_id, t.tenant_id, t.assignee_user_id, t.process_instance_id, t.process_name,
  t.task_name, t.start_user, t.status, t.create_time, t.instance_id, t.element_id,
  t.business_key, t.start_user_id, t.assignee_name, t.delegate_type, t.original_user_id,
  t.original_user_name, t.action, t.comment, t.done_user_id, t.done_date,
  i.status AS instance_status, i.bpmn_xml, i.current_nodes,
  t.object_version_number, t.creation_date, t.last_update_date
FROM workflow_tasks t
LEFT JOIN hwfp_process_instance i ON i.instance_id = t.instance_id;

CREATE TABLE hwfp_carbon_copy (
  carbon_copy_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  instance_id INTEGER NOT NULL REFERENCES hwfp_process_instance (instance_id),
  task_id INTEGER,
  task_name TEXT NOT NULL,
  process_name TEXT NOT NULL,
  business_key TEXT,
  from_user_id INTEGER,
  from_user_name TEXT NOT NULL,
  to_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  comment TEXT,
  send_date INTEGER NOT NULL,
  read_flag INTEGER NOT NULL DEFAULT 0 CHECK (read_flag IN (0, 1)),
  read_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hwfp_carbon_copy_to ON hwfp_carbon_copy (to_user_id, tenant_id, read_flag);

CREATE TABLE hwfp_delegate (
  delegate_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  delegate_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  remark TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hwfp_delegate_user ON hwfp_delegate (user_id, tenant_id);
