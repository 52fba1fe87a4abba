-- 090: customer teams as their manager sees them (huser): the members with their account
-- state and allocated projects, the history of project allocations, and the staff of each
-- tenant. The lists are views the resource engine reads (see migration 064 for the shape).

-- Who was allocated which project, or had it taken back, by whom and when.
CREATE TABLE huser_allocation_history (
  history_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  team_id INTEGER NOT NULL REFERENCES portal_teams (team_id) ON DELETE CASCADE,
  project_id INTEGER NOT NULL REFERENCES portal_projects (project_id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('Allocated', 'Revoked')),
  changed_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX huser_allocation_history_team ON huser_allocation_history (team_id, creation_date);

-- Every allocation is recorded as it is made, whoever writes it (the portal's demo data too).
-- Taking one back is recorded by the service that does it, which knows who did.
CREATE TRIGGER huser_allocation_recorded AFTER INSERT ON portal_project_members
BEGIN
  INSERT INTO huser_allocation_history (tenant_id, team_id, project_id, user_id, action,
    changed_by, creation_date, last_update_date)
  SELECT p.tenant_id, p.team_id, NEW.project_id, NEW.user_id, 'Allocated', NEW.allocated_by,
    NEW.creation_date, NEW.creation_date
  FROM portal_projects p WHERE p.project_id = NEW.project_id;
END;

CREATE VIEW huser_allocation_list AS
SELECT h.history_id, h.tenant_id, h.team_id, h.project_id, p.project_code, p.project_name,
  h.user_id, u.real_name AS member_name, u.email AS member_email, h.action,
  h.changed_by, c.real_name AS changed_by_name, h.object_version_number, h.creation_date,
  h.last_update_date
FROM huser_allocation_history h
  JOIN portal_projects p ON p.project_id = h.project_id
  JOIN users u ON u.id = h.user_id
  LEFT JOIN users c ON c.id = h.changed_by;

-- A member of a customer team with their account state and the projects allocated to them
-- (creation_date is when they joined or were invited).
CREATE VIEW huser_team_member_list AS
SELECT u.id AS user_id, t.tenant_id, tm.team_id, t.team_name, u.login_name, u.real_name,
  u.email, u.phone, tm.member_role, u.status,
  (SELECT COUNT(*) FROM portal_project_members pm JOIN portal_projects p
     ON p.project_id = pm.project_id WHERE pm.user_id = u.id AND p.team_id = tm.team_id)
    AS project_count,
  (SELECT group_concat(code, ', ') FROM (SELECT p.project_code AS code
     FROM portal_project_members pm JOIN portal_projects p ON p.project_id = pm.project_id
     WHERE pm.user_id = u.id AND p.team_id = tm.team_id ORDER BY p.project_code))
    AS project_codes,
  u.object_version_number, tm.creation_date, u.last_update_date
FROM portal_team_members tm
  JOIN portal_teams t ON t.team_id = tm.team_id
  JOIN users u ON u.id = tm.user_id;

-- The staff of a tenant: users holding an operator or tenant administrator role there (the
-- role codes of server/services/portalAccess.ts STAFF_ROLE_CODES). A user may work in several
-- tenants: each row is named by its first role membership there.
CREATE VIEW huser_staff_list AS
SELECT MIN(mr.id) AS staff_id, u.id AS user_id, mr.tenant_id, u.login_name, u.real_name, u.email, u.phone,
  group_concat(r.name, ', ') AS role_names, u.status, u.language, u.time_zone,
  u.object_version_number, u.creation_date, u.last_update_date
FROM member_roles mr
  JOIN roles r ON r.id = mr.role_id
  JOIN users u ON u.id = mr.user_id
WHERE r.code IN ('operator', 'tenant-admin') AND r.enabled_flag = 1
GROUP BY u.id, mr.tenant_id;
