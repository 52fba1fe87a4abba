-- 102: statements (what a customer owes for a project), issued by staff from an accepted
-- quotation or an order (each at most once), and their payment: the customer's transfer
-- reference, date and proof file, and the staff's confirmation or rejection with a reason.
-- Amounts are exact decimal text with the currency's decimals; its lines are price lines.
CREATE TABLE portal_statements (
  statement_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  team_id INTEGER NOT NULL REFERENCES portal_teams (team_id),
  project_id INTEGER NOT NULL REFERENCES portal_projects (project_id),
  quotation_id INTEGER UNIQUE REFERENCES portal_quotations (quotation_id),
  order_id INTEGER UNIQUE REFERENCES portal_orders (order_id),
  statement_code TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Unpaid', 'PaymentSubmitted', 'Paid', 'Rejected')),
  currency_code TEXT NOT NULL,
  currency_precision INTEGER NOT NULL CHECK (currency_precision BETWEEN 0 AND 6),
  gross_amount TEXT NOT NULL,
  discount_amount TEXT NOT NULL,
  net_amount TEXT NOT NULL,
  tax_amount TEXT NOT NULL,
  total_amount TEXT NOT NULL,
  due_date TEXT,
  invoice_title TEXT,
  tax_number TEXT,
  billing_address TEXT,
  payment_reference TEXT,
  paid_date TEXT,
  proof_file_url TEXT,
  reject_reason TEXT,
  issued_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  submitted_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  submitted_date INTEGER,
  confirmed_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  confirmed_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  CHECK (quotation_id IS NOT NULL OR order_id IS NOT NULL),
  UNIQUE (tenant_id, statement_code)
);
CREATE INDEX portal_statements_team ON portal_statements (team_id, status);
CREATE INDEX portal_statements_project ON portal_statements (project_id);
