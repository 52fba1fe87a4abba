-- 131: invoices (hivc), per tenant: a header (number unique in the tenant, type, buyer and
-- seller, currency, state DRAFT -> ISSUED -> VOIDED) and its lines (goods or service,
-- quantity, unit price before tax, VAT rate). Every amount is exact decimal text written by
-- server/hooks/hivc with bignumber.js: a line's amount and tax rounded half-up to 2 decimals,
-- the header's totals the sums of its lines', never summed by SQLite.
CREATE TABLE hivc_invoice (
  invoice_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  invoice_num TEXT NOT NULL COLLATE NOCASE,
  invoice_type TEXT NOT NULL CHECK (invoice_type IN ('VAT_SPECIAL', 'VAT_ORDINARY', 'E_ORDINARY')),
  status TEXT NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'ISSUED', 'VOIDED')),
  buyer_name TEXT NOT NULL,
  buyer_tax_no TEXT,
  buyer_address_phone TEXT,
  buyer_bank_account TEXT,
  seller_name TEXT,
  seller_tax_no TEXT,
  seller_address_phone TEXT,
  seller_bank_account TEXT,
  currency_code TEXT NOT NULL DEFAULT 'CNY',
  amount_without_tax TEXT NOT NULL DEFAULT '0.00',
  tax_amount TEXT NOT NULL DEFAULT '0.00',
  total_amount TEXT NOT NULL DEFAULT '0.00',
  issue_date TEXT,
  remark TEXT,
  void_reason TEXT,
  voided_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, invoice_num)
);

CREATE TABLE hivc_invoice_line (
  invoice_line_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  invoice_id INTEGER NOT NULL REFERENCES hivc_invoice (invoice_id) ON DELETE CASCADE,
  item_name TEXT NOT NULL,
  specification TEXT,
  unit TEXT,
  quantity TEXT NOT NULL,
  unit_price TEXT NOT NULL,
  tax_rate TEXT NOT NULL CHECK (tax_rate IN ('0', '0.01', '0.03', '0.06', '0.09', '0.13')),
  amount TEXT NOT NULL DEFAULT '0.00',
  tax_amount TEXT NOT NULL DEFAULT '0.00',
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hivc_invoice_line_invoice ON hivc_invoice_line (invoice_id);
