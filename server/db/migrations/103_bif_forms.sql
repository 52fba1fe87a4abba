-- 103: the bioinformatics information form of a project (one per project), kept as typed in
-- form_json (domain/portal/bif.ts: product, species, genome, groups, comparisons), with the
-- wizard step it was saved at and, when staff return it, why.
CREATE TABLE portal_bif_forms (
  bif_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  team_id INTEGER NOT NULL REFERENCES portal_teams (team_id),
  project_id INTEGER NOT NULL UNIQUE REFERENCES portal_projects (project_id),
  status TEXT NOT NULL CHECK (status IN ('Draft', 'Submitted', 'Returned')),
  step INTEGER NOT NULL DEFAULT 1,
  form_json TEXT NOT NULL,
  return_reason TEXT,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  submitted_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  submitted_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
