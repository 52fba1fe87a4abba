-- 101: quotations (PORTAL.md): the customer's request (services, sample counts, options) kept
-- as typed in request_json, the staff's pricing (currency, expiry, totals), and the project an
-- accepted quotation started. Amounts are exact decimal text with the currency's decimals,
-- computed by domain/portal/money.ts; never a float. expires_at is the end of expiry_date in
-- the time zone of the staff member who sent the quotation (epoch milliseconds).
CREATE TABLE portal_quotations (
  quotation_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  team_id INTEGER NOT NULL REFERENCES portal_teams (team_id),
  quotation_code TEXT NOT NULL,
  title TEXT,
  status TEXT NOT NULL CHECK (status IN ('Draft', 'Submitted', 'Quoted', 'Accepted', 'Rejected',
    'Expired')),
  step INTEGER NOT NULL DEFAULT 1,
  request_json TEXT NOT NULL,
  currency_code TEXT,
  currency_precision INTEGER CHECK (currency_precision BETWEEN 0 AND 6),
  expiry_date TEXT,
  expires_at INTEGER,
  gross_amount TEXT,
  discount_amount TEXT,
  net_amount TEXT,
  tax_amount TEXT,
  total_amount TEXT,
  project_id INTEGER REFERENCES portal_projects (project_id),
  reject_reason TEXT,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  submitted_date INTEGER,
  quoted_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  quoted_date INTEGER,
  decided_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, quotation_code)
);
CREATE INDEX portal_quotations_team ON portal_quotations (team_id, status);
CREATE INDEX portal_quotations_expiry ON portal_quotations (status, expires_at);

-- The price lines of a quotation or a statement: what staff typed (unit price, quantity,
-- discount and tax rate in percent) and the amounts computed from it, all exact decimal text.
CREATE TABLE portal_price_lines (
  line_id INTEGER PRIMARY KEY,
  document TEXT NOT NULL CHECK (document IN ('quotation', 'statement')),
  document_id INTEGER NOT NULL,
  line_no INTEGER NOT NULL,
  description TEXT NOT NULL,
  unit_price TEXT NOT NULL,
  quantity TEXT NOT NULL,
  discount TEXT NOT NULL,
  tax_code TEXT NOT NULL,
  tax_rate TEXT NOT NULL,
  gross_amount TEXT NOT NULL,
  discount_amount TEXT NOT NULL,
  net_amount TEXT NOT NULL,
  tax_amount TEXT NOT NULL,
  total_amount TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (document, document_id, line_no)
);
