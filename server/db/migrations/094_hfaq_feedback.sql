-- 094: what customers tell the service (hfaq): feedback with the staff's reply, and their
-- satisfaction score per project with the average per month. Names and codes are kept as
-- they were when the customer wrote.

CREATE TABLE hfaq_feedback (
  feedback_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  team_id INTEGER REFERENCES portal_teams (team_id) ON DELETE SET NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  customer_name TEXT NOT NULL,
  team_name TEXT,
  category TEXT NOT NULL CHECK (category IN ('QUESTION', 'SUGGESTION', 'COMPLAINT', 'PRAISE')),
  subject TEXT NOT NULL,
  content TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'REPLIED')),
  reply TEXT,
  replied_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  replied_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hfaq_feedback_tenant ON hfaq_feedback (tenant_id, status);

-- One score per customer and project; giving it again changes it.
CREATE TABLE hfaq_project_score (
  score_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  team_id INTEGER NOT NULL REFERENCES portal_teams (team_id) ON DELETE CASCADE,
  project_id INTEGER NOT NULL REFERENCES portal_projects (project_id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_code TEXT NOT NULL,
  customer_name TEXT NOT NULL,
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  comment TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, project_id, user_id)
);

-- The scores given in each month (UTC), per tenant: how many and their average (2 decimals);
-- the row id is the tenant and the month, tenant * 1000000 + YYYYMM.
CREATE VIEW hfaq_score_month_list AS
SELECT tenant_id * 1000000
    + CAST(strftime('%Y%m', last_update_date / 1000, 'unixepoch') AS INTEGER) AS month_id,
  tenant_id, strftime('%Y-%m', last_update_date / 1000, 'unixepoch') AS month,
  COUNT(*) AS score_count, printf('%.2f', AVG(score)) AS average_score,
  1 AS object_version_number, MIN(last_update_date) AS creation_date,
  MAX(last_update_date) AS last_update_date
FROM hfaq_project_score
GROUP BY tenant_id, strftime('%Y%m', last_update_date / 1000, 'unixepoch');
