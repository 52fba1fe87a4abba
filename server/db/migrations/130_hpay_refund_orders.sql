-- 130: refund orders (hpay/refund-order): a refund asked for a paid payment order (a paid
-- statement), in its currency and at most what was paid and not yet refunded, waiting for
-- staff to confirm it (REFUNDED) or refuse it (REFUSED, with the reason given). One waits at
-- a time per payment order. The list reads the order's statement, project, team and people.
CREATE TABLE hpay_refund_orders (
  refund_order_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  statement_id INTEGER NOT NULL REFERENCES portal_statements (statement_id),
  refund_num TEXT NOT NULL,
  currency_code TEXT NOT NULL,
  refund_amount TEXT NOT NULL,
  reason TEXT,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'REFUNDED', 'REFUSED')),
  refuse_reason TEXT,
  requested_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decided_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decided_date INTEGER,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, refund_num)
);
CREATE INDEX hpay_refund_orders_statement ON hpay_refund_orders (statement_id, status);
CREATE UNIQUE INDEX hpay_refund_orders_one_pending ON hpay_refund_orders (statement_id)
  WHERE status = 'PENDING';

CREATE VIEW hpay_refund_order_list AS
SELECT o.refund_order_id, o.tenant_id, s.team_id, t.team_name, s.project_id, p.project_code,
  o.statement_id AS payment_order_id, s.statement_code AS order_num, o.refund_num,
  o.currency_code, o.refund_amount, o.reason, o.status, o.refuse_reason,
  a.real_name AS requested_by_name, o.creation_date AS requested_date,
  d.real_name AS decided_by_name, o.decided_date, o.object_version_number, o.creation_date,
  o.last_update_date
FROM hpay_refund_orders o JOIN portal_statements s ON s.statement_id = o.statement_id
  JOIN portal_teams t ON t.team_id = s.team_id
  JOIN portal_projects p ON p.project_id = s.project_id
  LEFT JOIN users a ON a.id = o.requested_by LEFT JOIN users d ON d.id = o.decided_by;
