-- 104: the money path's read-only lists as the resource engine reads them (hpro/quotation,
-- hpro/staff-quotation, hpro/statement, hpro/staff-statement, hpay/payment, hbif/project),
-- each row with the values its list shows of related rows. A Quoted quotation whose expiry
-- moment has passed reads as Expired at once (the sweep writes it, with its history, later);
-- the services apply the same rule (domain/portal/quotations.ts, quotationStatusAt).
CREATE VIEW portal_quotation_list AS
SELECT q.quotation_id, q.tenant_id, q.team_id, t.team_name, q.quotation_code, q.title,
  CASE WHEN q.status = 'Quoted' AND q.expires_at < CAST(unixepoch('subsec') * 1000 AS INTEGER)
    THEN 'Expired' ELSE q.status END AS status,
  q.step, q.currency_code, q.total_amount, q.expiry_date, q.project_id, p.project_code,
  q.created_by, q.submitted_date, q.quoted_date, q.object_version_number, q.creation_date,
  q.last_update_date
FROM portal_quotations q JOIN portal_teams t ON t.team_id = q.team_id
  LEFT JOIN portal_projects p ON p.project_id = q.project_id;

CREATE VIEW portal_statement_list AS
SELECT s.statement_id, s.tenant_id, s.team_id, t.team_name, s.project_id, p.project_code,
  s.statement_code, s.status, s.currency_code, s.total_amount, s.due_date,
  COALESCE(q.quotation_code, o.order_code) AS source_code, s.proof_file_url, s.submitted_date,
  s.object_version_number, s.creation_date, s.last_update_date
FROM portal_statements s JOIN portal_teams t ON t.team_id = s.team_id
  JOIN portal_projects p ON p.project_id = s.project_id
  LEFT JOIN portal_quotations q ON q.quotation_id = s.quotation_id
  LEFT JOIN portal_orders o ON o.order_id = s.order_id;

CREATE VIEW portal_bif_list AS
SELECT f.bif_id, f.tenant_id, f.team_id, t.team_name, f.project_id, p.project_code,
  p.project_name, f.status, json_extract(f.form_json, '$.analysisProduct') AS analysis_product,
  json_array_length(f.form_json, '$.groups') AS group_count,
  json_array_length(f.form_json, '$.comparisons') AS comparison_count, f.submitted_date,
  f.object_version_number, f.creation_date, f.last_update_date
FROM portal_bif_forms f JOIN portal_teams t ON t.team_id = f.team_id
  JOIN portal_projects p ON p.project_id = f.project_id;
