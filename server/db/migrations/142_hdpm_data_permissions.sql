-- 142: Data Permissions (hdpm, `/hdpm/data-permission`): a read-only view over the data
-- permissions that are really enforced, i.e. the data lines of security groups (hiam,
-- hiam_sec_grp_data; applied by server/services/dataPermissions.ts). Nothing is stored here:
-- the screen shows, per tenant, what each role's reads are limited to, so that no second,
-- unenforced set of rules exists.
--
-- One row per (data line, role it reaches): the enabled groups' lines reach the roles the group
-- is assigned to and every role below them (child roles inherit their parents' groups, as
-- ROLE_CHAIN does), the nearest assignment named (`via`); a role reached through several
-- assignments is listed once. Disabled groups are left out: their lines limit nothing.
-- Beside them, one OPEN row per tenant and data dimension (an API field that can restrict rows)
-- on which no enabled group of the tenant assigned to a role has a line: every role reads all
-- rows as far as that dimension goes.
--
-- Ids: a rule row's is line id * 2^32 + role id; an open row's tenant id * 2^20 + the API
-- field's id (below 2^32, so never a rule row's).
CREATE VIEW hdpm_data_permission_list AS
WITH RECURSIVE role_up(role_id, via_role_id, depth) AS (
  SELECT id, id, 0 FROM roles
  UNION
  SELECT u.role_id, r.parent_role_id, u.depth + 1
  FROM role_up u JOIN roles r ON r.id = u.via_role_id
  WHERE r.parent_role_id IS NOT NULL AND u.depth < 32
),
reached AS (
  SELECT d.id AS line_id, u.role_id, gr.role_id AS via_role_id, MIN(u.depth) AS depth
  FROM hiam_sec_grp_data d
  JOIN hiam_sec_grps g ON g.sec_grp_id = d.sec_grp_id AND g.enabled_flag = 1
  JOIN hiam_sec_grp_roles gr ON gr.sec_grp_id = g.sec_grp_id
  JOIN role_up u ON u.via_role_id = gr.role_id
  GROUP BY d.id, u.role_id
)
SELECT d.id * 4294967296 + r.id AS data_permission_id,
  g.tenant_id,
  'RESTRICTED' AS status,
  d.permission_id,
  d.api_field_id,
  af.resource_key,
  af.permission_code,
  af.field_name,
  r.id AS role_id,
  r.code AS role_code,
  r.name AS role_name,
  via.code AS via_role_code,
  CASE WHEN x.depth > 0 THEN 1 ELSE 0 END AS inherited_flag,
  g.sec_grp_id,
  g.code AS sec_grp_code,
  g.owner_role_id,
  d.id AS sec_grp_data_id,
  d.value,
  d.value_key,
  d.object_version_number,
  d.creation_date,
  d.last_update_date
FROM reached x
JOIN hiam_sec_grp_data d ON d.id = x.line_id
JOIN hiam_sec_grps g ON g.sec_grp_id = d.sec_grp_id
JOIN hiam_api_fields af ON af.id = d.api_field_id
JOIN roles r ON r.id = x.role_id
JOIN roles via ON via.id = x.via_role_id
UNION ALL
SELECT tn.id * 1048576 + af.id AS data_permission_id,
  tn.id AS tenant_id,
  'OPEN' AS status,
  af.permission_id,
  af.id AS api_field_id,
  af.resource_key,
  af.permission_code,
  af.field_name,
  NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL, NULL,
  af.object_version_number,
  af.creation_date,
  af.last_update_date
FROM tenants tn
JOIN hiam_api_fields af ON af.data_dimension = 1
WHERE NOT EXISTS (
  SELECT 1 FROM hiam_sec_grp_data d
  JOIN hiam_sec_grps g ON g.sec_grp_id = d.sec_grp_id AND g.enabled_flag = 1
    AND g.tenant_id = tn.id
  WHERE d.api_field_id = af.id
    AND EXISTS (SELECT 1 FROM hiam_sec_grp_roles gr WHERE gr.sec_grp_id = g.sec_grp_id)
);
