-- 064: the portal's read-only lists as the resource engine reads them (hpro/project, hpro/order,
-- hsif/batch, hsif/staff-batch, hsif/sample): one row per record with the values its list
-- shows from related rows (product and project codes, team names) and its counts, computed by
-- the store. Each view carries the common columns of an engine table (tenant_id,
-- object_version_number, creation_date, last_update_date).

-- A project with its product and the samples of its batches that are not cancelled.
CREATE VIEW portal_project_list AS
SELECT p.project_id, p.tenant_id, p.team_id, p.project_code, p.project_name, p.status,
  pr.product_code,
  (SELECT COUNT(*) FROM portal_samples s JOIN portal_batches b ON b.batch_id = s.batch_id
    WHERE b.project_id = p.project_id AND b.status <> 'Cancelled') AS sample_count,
  p.object_version_number, p.creation_date, p.last_update_date
FROM portal_projects p JOIN portal_products pr ON pr.product_id = p.product_id;

-- An order with its project's code and team (whose customers see it).
CREATE VIEW portal_order_list AS
SELECT o.order_id, o.tenant_id, o.project_id, p.project_code, p.team_id, o.order_code, o.type,
  o.status, o.sample_count, o.object_version_number, o.creation_date, o.last_update_date
FROM portal_orders o JOIN portal_projects p ON p.project_id = o.project_id;

-- A batch with its product, project and team; its samples are the rows of its sheet while the
-- customer edits it (a draft, or returned for changes), the submitted samples otherwise.
CREATE VIEW portal_batch_list AS
SELECT b.batch_id, b.tenant_id, b.team_id, t.team_name, b.project_id, p.project_code,
  b.product_id, pr.product_code, b.batch_code, b.status, b.step,
  CASE WHEN b.status IN ('Draft', 'Returned') THEN json_array_length(b.rows_json)
    ELSE (SELECT COUNT(*) FROM portal_samples s WHERE s.batch_id = b.batch_id) END
    AS sample_count,
  b.submitted_date, b.return_reason, b.created_by, b.object_version_number, b.creation_date,
  b.last_update_date
FROM portal_batches b JOIN portal_products pr ON pr.product_id = b.product_id
  LEFT JOIN portal_projects p ON p.project_id = b.project_id
  JOIN portal_teams t ON t.team_id = b.team_id;

-- A submitted sample with its batch (status, team, creator, project) and its QC decision.
CREATE VIEW portal_sample_list AS
SELECT s.sample_id, b.tenant_id, s.sample_name, s.sample_type, s.total_amount, s.arrived,
  s.qc_verdict, q.decision, s.batch_id, b.batch_code, b.status AS batch_status, b.team_id,
  b.created_by, b.project_id, p.project_code, b.submitted_date, s.row_no,
  s.object_version_number, s.creation_date, s.last_update_date
FROM portal_samples s JOIN portal_batches b ON b.batch_id = s.batch_id
  LEFT JOIN portal_projects p ON p.project_id = b.project_id
  LEFT JOIN portal_qc_results q ON q.sample_id = s.sample_id;
