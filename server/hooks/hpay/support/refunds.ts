/**
 * Refunds of the portal's paid statements (hpay's payment orders): asking for one (a PENDING
 * refund order of at most what was paid and not yet refunded), confirming it and refusing it.
 * Money is exact decimal text, added and compared with bignumber.js and written at the
 * statement's currency precision; beside each statement hpay keeps what was refunded and what
 * waits (`hpay_payment_order_refunds`), from which the payment order's state follows.
 */
import BigNumber from 'bignumber.js';
import { fill, text, type Text } from '../../../../domain/engine/text';
import { type PaymentOrderStatus } from '../../../../domain/resources/hpay/payment-order';
import type { RefundOrderStatus } from '../../../../domain/resources/hpay/refund-order';
import type { HookContext } from '../../../engine/hooks';
import type { Row } from '../../../engine/service';
import { BusinessError, FieldsError } from '../../../http/errors';
import { customerAudience, notifyCustomers } from '../../../services/money/notify';
import { portalCallerOf, portalRows } from '../../../services/portalAccess';
import type { Condition } from '../../../engine/store';

const PAYMENT_ORDER = 'hpay/payment-order';

/** Most characters of a refund's reason and of a refusal's. */
export const MAX_REASON = 240;

const M = {
  nothingLeft: text(
    'Payment order %{code} has nothing left to refund',
    '支付订单 %{code} 已没有可退款的金额',
  ),
  tooMuch: text(
    'A refund of payment order %{code} is at most %{left}: %{paid} paid, %{refunded} refunded',
    '支付订单 %{code} 最多可退款 %{left}：已支付 %{paid}，已退款 %{refunded}',
  ),
  notPositive: text('%{field} must be more than 0', '%{field}必须大于 0'),
  amountText: text(
    '%{field} must be decimal text with at most %{scale} decimals, e.g. "12.50"',
    '%{field}必须是最多 %{scale} 位小数的十进制文本，例如 "12.50"',
  ),
  reasonText: text(
    '%{field} must be text of at most %{max} characters',
    '%{field}必须是不超过 %{max} 个字符的文本',
  ),
  body: text('Send the refund as an object', '请以对象形式发送退款请求'),
  asked: text(
    'Refund order %{refund} of %{amount} waits for confirmation',
    '退款单 %{refund}（%{amount}）已生成，等待确认',
  ),
  done: text(
    'Refunded %{amount}; payment order %{code} is now %{status}',
    '已退款 %{amount}，支付订单 %{code} 当前为%{status}',
  ),
  undone: text(
    'Refund %{refund} refused; payment order %{code} is %{status} again',
    '已拒绝退款单 %{refund}，支付订单 %{code} 恢复为%{status}',
  ),
  stale: text(
    'The record was changed by someone else; reload it and try again',
    '记录已被他人修改，请刷新后重试',
  ),
  refundAmount: text('Refund amount', '退款金额'),
  reason: text('Reason', '原因'),
} as const;

/** A text in the caller's language, its placeholders filled. */
function say(
  context: Pick<HookContext, 'scope'>,
  message: Text,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  return fill(message[context.scope.lang], vars);
}

/**
 * The rows of payment and refund orders a caller reads: staff the tenant's, customers (were they
 * ever given the menu) their team's, as the statements themselves.
 */
export function statementRows({ app, scope }: HookContext): Condition[] {
  return portalRows(app, portalCallerOf(app, { ...scope, userId: scope.userId ?? 0 }), 'project');
}

/** A paid statement as a refund works with it. */
interface PaidStatement {
  statementId: number;
  tenantId: number;
  teamId: number;
  projectId: number;
  statementCode: string;
  currencyCode: string;
  precision: number;
  totalAmount: string;
}

/** What was refunded of a statement and what waits. */
interface RefundTotals {
  refunded: BigNumber;
  refunding: BigNumber;
}

/** A refund order as its decisions work with it. */
interface RefundOrderRow {
  refundOrderId: number;
  statementId: number;
  refundNum: string;
  refundAmount: string;
  status: RefundOrderStatus;
}

function loadStatement(context: HookContext, statementId: number): PaidStatement {
  return context.app.db
    .prepare(
      `SELECT statement_id AS statementId, tenant_id AS tenantId, team_id AS teamId,
       project_id AS projectId, statement_code AS statementCode, currency_code AS currencyCode,
       currency_precision AS precision, total_amount AS totalAmount
       FROM portal_statements WHERE statement_id = ?`,
    )
    .get(statementId) as PaidStatement;
}

function totalsOf(context: HookContext, statementId: number): RefundTotals {
  const row = context.app.db
    .prepare(
      `SELECT refunded_amount AS refunded, refunding_amount AS refunding
       FROM hpay_payment_order_refunds WHERE statement_id = ?`,
    )
    .get(statementId) as { refunded: string; refunding: string } | undefined;
  return {
    refunded: new BigNumber(row?.refunded ?? '0'),
    refunding: new BigNumber(row?.refunding ?? '0'),
  };
}

/** Writes a statement's refund totals and the payment order state they make. */
function saveTotals(context: HookContext, statement: PaidStatement, totals: RefundTotals): void {
  const status: PaymentOrderStatus = totals.refunding.isGreaterThan(0)
    ? 'REFUNDING'
    : totals.refunded.isGreaterThanOrEqualTo(statement.totalAmount)
      ? 'REFUNDED'
      : 'PAID';
  const now = context.scope.now;
  context.app.db
    .prepare(
      `INSERT INTO hpay_payment_order_refunds (statement_id, tenant_id, refunded_amount,
         refunding_amount, refund_status, creation_date, last_update_date)
       VALUES (@id, @tenant, @refunded, @refunding, @status, @now, @now)
       ON CONFLICT (statement_id) DO UPDATE SET refunded_amount = excluded.refunded_amount,
         refunding_amount = excluded.refunding_amount, refund_status = excluded.refund_status,
         last_update_date = excluded.last_update_date,
         object_version_number = object_version_number + 1`,
    )
    .run({
      id: statement.statementId,
      tenant: statement.tenantId,
      refunded: totals.refunded.toFixed(statement.precision),
      refunding: totals.refunding.toFixed(statement.precision),
      status,
      now,
    });
}

/** An amount with its currency, as the statement writes it. */
function money(statement: PaidStatement, amount: BigNumber.Value): string {
  return `${statement.currencyCode} ${new BigNumber(amount).toFixed(statement.precision)}`;
}

/**
 * The name of a state in the caller's language, as the status field of `resource`
 * (`hpay/payment-order` or `hpay/refund-order`) names it.
 */
function statusName(context: HookContext, resource: string, value: string): string {
  const field = context.engine.resource(resource).fields.status;
  const option =
    field?.kind === 'select' ? field.options?.find((choice) => choice.value === value) : undefined;
  return option?.label[context.scope.lang] ?? value;
}

/** The body of a request as an object (absent: empty); 400 for anything else. */
function bodyObject(context: HookContext, body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new FieldsError([{ path: 'body', message: say(context, M.body) }]);
  }
  return body as Record<string, unknown>;
}

/** An optional reason of at most {@link MAX_REASON} characters (blank: none). */
function reasonOf(context: HookContext, value: unknown, path: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim().length > MAX_REASON) {
    throw new FieldsError([
      {
        path,
        message: say(context, M.reasonText, { field: say(context, M.reason), max: MAX_REASON }),
      },
    ]);
  }
  return value.trim() || null;
}

/** The amount asked (undefined: all that is left), decimal text at the currency's precision. */
function amountOf(context: HookContext, value: unknown, precision: number): BigNumber | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const field = say(context, M.refundAmount);
  const pattern =
    precision > 0 ? new RegExp(`^-?\\d{1,20}(\\.\\d{1,${precision}})?$`) : /^-?\d{1,20}$/;
  if (typeof value !== 'string' || !pattern.test(value.trim())) {
    throw new FieldsError([
      { path: 'refundAmount', message: say(context, M.amountText, { field, scale: precision }) },
    ]);
  }
  const amount = new BigNumber(value.trim());
  if (!amount.isGreaterThan(0)) {
    throw new FieldsError([
      { path: 'refundAmount', message: say(context, M.notPositive, { field }) },
    ]);
  }
  return amount;
}

/**
 * Asks for a refund of a paid payment order (`row`): a PENDING refund order of `refundAmount`
 * (decimal text; all that is left when not given) with an optional `reason`; the order is
 * REFUNDING until the refund order is decided.
 */
export function requestRefund(context: HookContext, row: Row, body: unknown): string {
  const code = String(row.orderNum);
  const given = bodyObject(context, body);
  const statement = loadStatement(context, Number(row.paymentOrderId));
  const asked = amountOf(context, given.refundAmount, statement.precision);
  const reason = reasonOf(context, given.reason, 'reason');
  const totals = totalsOf(context, statement.statementId);
  const left = new BigNumber(statement.totalAmount).minus(totals.refunded).minus(totals.refunding);
  if (!left.isGreaterThan(0)) {
    throw new BusinessError('error.status', say(context, M.nothingLeft, { code }), 'warn');
  }
  const amount = asked ?? left;
  if (amount.isGreaterThan(left)) {
    throw new BusinessError(
      'error.hpay.refund_amount',
      say(context, M.tooMuch, {
        code,
        left: money(statement, left),
        paid: money(statement, statement.totalAmount),
        refunded: money(statement, totals.refunded),
      }),
      'warn',
    );
  }
  const db = context.app.db;
  const { count } = db
    .prepare('SELECT COUNT(*) AS count FROM hpay_refund_orders WHERE statement_id = ?')
    .get(statement.statementId) as { count: number };
  const refundNum = `RF-${statement.statementCode}-${count + 1}`;
  const now = context.scope.now;
  db.prepare(
    `INSERT INTO hpay_refund_orders (tenant_id, statement_id, refund_num, currency_code,
       refund_amount, reason, status, requested_by, creation_date, last_update_date)
     VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?)`,
  ).run(
    statement.tenantId,
    statement.statementId,
    refundNum,
    statement.currencyCode,
    amount.toFixed(statement.precision),
    reason,
    context.scope.userId,
    now,
    now,
  );
  saveTotals(context, statement, { ...totals, refunding: totals.refunding.plus(amount) });
  return say(context, M.asked, { refund: refundNum, amount: money(statement, amount) });
}

/** Moves a waiting refund order to `status`; refused as stale when it no longer waits. */
function decide(
  context: HookContext,
  refundOrderId: number,
  status: Exclude<RefundOrderStatus, 'PENDING'>,
  refuseReason: string | null,
): RefundOrderRow {
  const db = context.app.db;
  const order = db
    .prepare(
      `SELECT refund_order_id AS refundOrderId, statement_id AS statementId,
       refund_num AS refundNum, refund_amount AS refundAmount, status
       FROM hpay_refund_orders WHERE refund_order_id = ?`,
    )
    .get(refundOrderId) as RefundOrderRow;
  const changed = db
    .prepare(
      `UPDATE hpay_refund_orders SET status = @status, refuse_reason = @reason,
         decided_by = @user, decided_date = @now, last_update_date = @now,
         object_version_number = object_version_number + 1
       WHERE refund_order_id = @id AND status = 'PENDING'`,
    )
    .run({
      status,
      reason: refuseReason,
      user: context.scope.userId,
      now: context.scope.now,
      id: refundOrderId,
    }).changes;
  if (changed !== 1) throw new BusinessError('error.optimistic_lock', say(context, M.stale));
  return order;
}

/** The payment order state of a statement after a decision, in the caller's language. */
function orderStatusNow(context: HookContext, statementId: number): string {
  const row = context.app.db
    .prepare('SELECT status FROM hpay_payment_order_list WHERE payment_order_id = ?')
    .get(statementId) as { status: string } | undefined;
  return statusName(context, PAYMENT_ORDER, row?.status ?? 'PAID');
}

/**
 * Confirms a waiting refund order (`row`): the money went back, the payment order's refunded
 * amount grows by it (REFUNDED once all of it is), and the statement's customers are told.
 */
export function confirmRefund(context: HookContext, row: Row): string {
  const order = decide(context, Number(row.refundOrderId), 'REFUNDED', null);
  const statement = loadStatement(context, order.statementId);
  const totals = totalsOf(context, statement.statementId);
  saveTotals(context, statement, {
    refunded: totals.refunded.plus(order.refundAmount),
    refunding: BigNumber.max(totals.refunding.minus(order.refundAmount), 0),
  });
  const amount = money(statement, order.refundAmount);
  notifyCustomers(context.app, {
    category: 'PAYMENT',
    tenantId: statement.tenantId,
    senderId: context.scope.userId,
    recipients: customerAudience(context.app, { ...statement, createdBy: null }),
    message: (lang) =>
      lang === 'zh_CN'
        ? {
            subject: `结算单 ${statement.statementCode}：已退款`,
            content: `结算单 ${statement.statementCode} 的付款已退款 ${amount}（退款单 ${order.refundNum}）。`,
          }
        : {
            subject: `Statement ${statement.statementCode}: refunded`,
            content: `${amount} of the payment for statement ${statement.statementCode} was refunded (refund ${order.refundNum}).`,
          },
  });
  return say(context, M.done, {
    amount,
    code: statement.statementCode,
    status: orderStatusNow(context, statement.statementId),
  });
}

/**
 * Refuses a waiting refund order (`row`) with the reason the call gives (`reason`, optional):
 * its amount stays paid and the payment order leaves REFUNDING.
 */
export function refuseRefund(context: HookContext, row: Row, body: unknown): string {
  const given = bodyObject(context, body);
  const reason = reasonOf(context, given.reason ?? given.refuseReason, 'reason');
  const order = decide(context, Number(row.refundOrderId), 'REFUSED', reason);
  const statement = loadStatement(context, order.statementId);
  const totals = totalsOf(context, statement.statementId);
  saveTotals(context, statement, {
    ...totals,
    refunding: BigNumber.max(totals.refunding.minus(order.refundAmount), 0),
  });
  return say(context, M.undone, {
    refund: order.refundNum,
    code: statement.statementCode,
    status: orderStatusNow(context, statement.statementId),
  });
}
