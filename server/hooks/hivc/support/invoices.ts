/**
 * Invoices' money and states: each line's amount (quantity × unit price) and tax (amount ×
 * rate), rounded half-up to {@link MONEY_SCALE} decimals on the line; an invoice's totals, the
 * sums of its lines' (kept on the invoice as exact decimal text, added with bignumber.js, never
 * summed by SQLite); its next number; issuing it and voiding it.
 */
import BigNumber from 'bignumber.js';
import { text } from '../../../../domain/engine/text';
import type { InvoiceStatus } from '../../../../domain/resources/hivc/invoice';
import { MONEY_SCALE } from '../../../../domain/resources/hivc/invoice-line';
import type { HookContext } from '../../../engine/hooks';
import type { Row } from '../../../engine/service';
import { BusinessError } from '../../../http/errors';
import { formatDateTime } from '../../../services/format';
import { blank, labelOf, say } from '../../hpfm/support/say';

const M = {
  noLines: text(
    'Invoice %{num} has no lines: add what it is for before issuing it',
    '发票 %{num} 没有发票行：请先添加开票内容再开具',
  ),
  missing: text(
    'Invoice %{num} cannot be issued without: %{fields}',
    '发票 %{num} 缺少以下内容，不能开具：%{fields}',
  ),
  issued: text('Invoice %{num} issued: %{total} with tax', '发票 %{num} 已开具，价税合计 %{total}'),
  voided: text('Invoice %{num} voided', '发票 %{num} 已作废'),
  stale: text(
    'The invoice was changed by someone else; reload it and try again',
    '发票已被他人修改，请刷新后重试',
  ),
} as const;

/** What a line's amount and tax come to. */
export interface LineMoney {
  amount: string;
  taxAmount: string;
}

/** An amount at {@link MONEY_SCALE} decimals, rounded half-up. */
function money(value: BigNumber): string {
  return value.decimalPlaces(MONEY_SCALE, BigNumber.ROUND_HALF_UP).toFixed(MONEY_SCALE);
}

/**
 * A line's amount (quantity × unit price) and tax (that amount × rate), each rounded half-up
 * to 2 decimals: 3 × 33.33 at 0.13 is 99.99 and 13.00.
 */
export function lineMoney(quantity: string, unitPrice: string, taxRate: string): LineMoney {
  const amount = money(new BigNumber(quantity).times(unitPrice));
  return { amount, taxAmount: money(new BigNumber(amount).times(taxRate)) };
}

/**
 * Writes an invoice's totals from its lines (without the line `leaving`, being deleted): the
 * sums of their amounts and taxes, and the two added.
 */
export function refreshTotals(context: HookContext, invoiceId: number, leaving?: number): void {
  const lines = context.app.db
    .prepare(
      `SELECT amount, tax_amount AS taxAmount FROM hivc_invoice_line
       WHERE invoice_id = ? AND invoice_line_id <> ?`,
    )
    .all(invoiceId, leaving ?? -1) as LineMoney[];
  const amount = BigNumber.sum(0, ...lines.map((line) => line.amount));
  const tax = BigNumber.sum(0, ...lines.map((line) => line.taxAmount));
  context.app.db
    .prepare(
      `UPDATE hivc_invoice SET amount_without_tax = ?, tax_amount = ?, total_amount = ?
       WHERE invoice_id = ?`,
    )
    .run(money(amount), money(tax), money(amount.plus(tax)), invoiceId);
}

/** Today in the caller's time zone, `YYYY-MM-DD`. */
export function today(context: HookContext): string {
  return formatDateTime(context.scope.now, context.scope.timeZone).slice(0, 10);
}

/** The tenant's next free invoice number of today: INV, the date and a 4-digit sequence. */
export function nextInvoiceNum(context: HookContext): string {
  const prefix = `INV${today(context).replace(/-/g, '')}`;
  const taken = context.app.db
    .prepare(
      `SELECT invoice_num AS num FROM hivc_invoice WHERE tenant_id = ? AND invoice_num LIKE ?`,
    )
    .all(context.scope.tenantId, `${prefix}%`) as { num: string }[];
  const last = taken
    .map(({ num }) => num.slice(prefix.length))
    .filter((sequence) => /^\d+$/.test(sequence))
    .reduce((most, sequence) => Math.max(most, Number(sequence)), 0);
  return `${prefix}${String(last + 1).padStart(4, '0')}`;
}

/** The fields an invoice of its type must have before it is issued. */
function fieldsToIssue(row: Row): string[] {
  const seller = ['sellerName', 'sellerTaxNo'];
  return row.invoiceType === 'VAT_SPECIAL'
    ? [
        'buyerTaxNo',
        'buyerAddressPhone',
        'buyerBankAccount',
        ...seller,
        'sellerAddressPhone',
        'sellerBankAccount',
      ]
    : seller;
}

/** Moves an invoice from `from` to the values of `set` at its current version; stale otherwise. */
function move(
  context: HookContext,
  row: Row,
  from: InvoiceStatus,
  set: Readonly<Record<string, string | number | null>>,
): void {
  const columns = Object.keys(set);
  const changed = context.app.db
    .prepare(
      `UPDATE hivc_invoice SET ${columns.map((column) => `${column} = @${column}`).join(', ')},
         last_update_date = @now, object_version_number = object_version_number + 1
       WHERE invoice_id = @id AND status = @from AND object_version_number = @version`,
    )
    .run({
      ...set,
      now: context.scope.now,
      id: Number(row.invoiceId),
      from,
      version: Number(row.objectVersionNumber),
    }).changes;
  if (changed !== 1) throw new BusinessError('error.optimistic_lock', say(context, M.stale));
}

/**
 * Issues a draft invoice (`row`): refused while it has no lines, or lacks what its type needs
 * (a VAT special invoice the buyer's tax number, address and bank; every one the seller's name
 * and tax number); dated today in the caller's time zone.
 */
export function issueInvoice(context: HookContext, row: Row): string {
  const num = String(row.invoiceNum);
  const { count } = context.app.db
    .prepare('SELECT COUNT(*) AS count FROM hivc_invoice_line WHERE invoice_id = ?')
    .get(Number(row.invoiceId)) as { count: number };
  if (count === 0)
    throw new BusinessError('error.hivc.no_lines', say(context, M.noLines, { num }), 'warn');
  const missing = fieldsToIssue(row).filter((name) => blank(row[name]));
  if (missing.length > 0) {
    const separator = context.scope.lang === 'zh_CN' ? '、' : ', ';
    throw new BusinessError(
      'error.hivc.incomplete',
      say(context, M.missing, {
        num,
        fields: missing.map((name) => labelOf(context, name)).join(separator),
      }),
      'warn',
    );
  }
  move(context, row, 'DRAFT', { status: 'ISSUED', issue_date: today(context) });
  return say(context, M.issued, {
    num,
    total: `${String(row.currencyCode)} ${String(row.totalAmount)}`,
  });
}

/** Voids an issued invoice (`row`) for the reason the action's form asked (`voidReason`). */
export function voidInvoice(context: HookContext, row: Row, body: unknown): string {
  const reason = (body as { voidReason?: unknown } | null)?.voidReason;
  move(context, row, 'ISSUED', {
    status: 'VOIDED',
    void_reason: typeof reason === 'string' ? reason.trim() : null,
    voided_date: context.scope.now,
  });
  return say(context, M.voided, { num: String(row.invoiceNum) });
}
