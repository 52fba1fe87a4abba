-- 129: payment orders (hpay/payment-order). The portal's payments are its payment orders: a
-- statement whose payment a customer submitted (a bank transfer with its proof, PORTAL.md) is
-- one, waiting for staff (UNPAID), closed when they rejected it, paid when they confirmed it.
-- hpay keeps beside each paid statement what was refunded and what is being refunded (exact
-- decimal text, written by server/hooks/hpay with bignumber.js, never summed by SQLite) and its
-- refund state (PAID, REFUNDING while a refund order waits, REFUNDED when all of it went back).
CREATE TABLE hpay_payment_order_refunds (
  statement_id INTEGER PRIMARY KEY REFERENCES portal_statements (statement_id) ON DELETE CASCADE,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  refunded_amount TEXT NOT NULL DEFAULT '0',
  refunding_amount TEXT NOT NULL DEFAULT '0',
  refund_status TEXT NOT NULL DEFAULT 'PAID'
    CHECK (refund_status IN ('PAID', 'REFUNDING', 'REFUNDED')),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE VIEW hpay_payment_order_list AS
SELECT s.statement_id AS payment_order_id, s.tenant_id, s.team_id, t.team_name, s.project_id,
  p.project_code, s.statement_code AS order_num, 'BANK_TRANSFER' AS channel_code,
  s.payment_reference AS channel_trade_no, s.currency_code, s.total_amount AS amount,
  COALESCE(r.refunded_amount, printf('%.' || s.currency_precision || 'f', 0)) AS refunded_amount,
  CASE s.status WHEN 'PaymentSubmitted' THEN 'UNPAID' WHEN 'Rejected' THEN 'CLOSED'
    ELSE COALESCE(r.refund_status, 'PAID') END AS status,
  s.paid_date, s.submitted_date,
  CASE WHEN s.status = 'Paid' THEN s.confirmed_date END AS paid_time,
  s.object_version_number + COALESCE(r.object_version_number, 0) AS object_version_number,
  s.creation_date, max(s.last_update_date, COALESCE(r.last_update_date, 0)) AS last_update_date
FROM portal_statements s JOIN portal_teams t ON t.team_id = s.team_id
  JOIN portal_projects p ON p.project_id = s.project_id
  LEFT JOIN hpay_payment_order_refunds r ON r.statement_id = s.statement_id
WHERE s.status <> 'Unpaid';
