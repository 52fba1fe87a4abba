/**
 * Statements (what a customer owes for a project) and their payment: staff issue one from an
 * accepted quotation (its lines and totals as accepted) or from an order (lines staff price),
 * each at most once; the customer submits the payment with a proof file uploaded for the
 * statement's team; staff confirm it (Paid) or reject it with a reason (Rejected, after which
 * the customer submits again). Every change is recorded and told to the project's customers.
 */
import { pricingIssues, type PriceLineDraft } from '../../../domain/portal/quotations';
import {
  PAYABLE_STATUSES,
  PAYMENT_LIMITS,
  paymentIssueMessage,
  paymentIssues,
  type InvoiceDetails,
  type PaymentInput,
  type StatementStatus,
} from '../../../domain/portal/statements';
import { addDays } from '../../../domain/portal/quotations';
import { STATEMENT_RULE } from '../../../domain/resources/hpfm/code-rule';
import type { AppContext } from '../../context';
import { rowToken } from '../../db/versioned';
import { BusinessError, FieldsError } from '../../http/errors';
import { formatDateTime } from '../format';
import { historyOf, recordHistory } from '../portal';
import { projectScope, requireCustomer, requireStaff, type PortalCaller } from '../portalAccess';
import {
  checkVersion,
  freshCode,
  currencyOf,
  issuesError,
  notThere,
  readLines,
  staleError,
  todayOf,
  withMasterTaxRates,
  wrongState,
  writeLines,
  type Currency,
} from './common';
import { customerAudience, notifyCustomers } from './notify';
import { loadProject } from './projects';
import { say, statementMessage } from './texts';

/** A statement row as the services use it. */
interface StatementRow {
  statementId: number;
  tenantId: number;
  teamId: number;
  projectId: number;
  projectCode: string;
  statementCode: string;
  status: StatementStatus;
  currencyCode: string;
  totalAmount: string;
  objectVersionNumber: number;
}

/** The statement if the caller sees it (the same 404 for missing and unseen). */
function loadStatement(ctx: AppContext, caller: PortalCaller, id: number): StatementRow {
  const scope = projectScope(caller, 's');
  const row = ctx.db
    .prepare(
      `SELECT s.statement_id AS statementId, s.tenant_id AS tenantId, s.team_id AS teamId,
       s.project_id AS projectId, p.project_code AS projectCode,
       s.statement_code AS statementCode, s.status, s.currency_code AS currencyCode,
       s.total_amount AS totalAmount, s.object_version_number AS objectVersionNumber
       FROM portal_statements s JOIN portal_projects p ON p.project_id = s.project_id
       WHERE s.statement_id = @id AND ${scope.sql}`,
    )
    .get({ ...scope.params, id }) as StatementRow | undefined;
  if (!row) throw notThere(caller, 'Statement', '结算单', id);
  return row;
}

/** A statement as answered: its lines, totals, source, invoice and payment, and history. */
export function getStatement(
  ctx: AppContext,
  caller: PortalCaller,
  id: number,
): Record<string, unknown> {
  loadStatement(ctx, caller, id);
  const row = ctx.db
    .prepare(
      `SELECT s.statement_id AS statementId, s.statement_code AS statementCode, s.status,
       s.project_id AS projectId, p.project_code AS projectCode, p.project_name AS projectName,
       t.team_name AS teamName, s.quotation_id AS quotationId, q.quotation_code AS quotationCode,
       s.order_id AS orderId, o.order_code AS orderCode, s.currency_code AS currencyCode,
       s.currency_precision AS precision, s.gross_amount AS gross,
       s.discount_amount AS discountAmount, s.net_amount AS net, s.tax_amount AS tax,
       s.total_amount AS total, s.due_date AS dueDate, s.invoice_title AS invoiceTitle,
       s.tax_number AS taxNumber, s.billing_address AS billingAddress,
       s.payment_reference AS reference, s.paid_date AS paidDate,
       s.proof_file_url AS proofFileUrl, s.reject_reason AS rejectReason,
       i.real_name AS issuedBy, s.creation_date AS issuedDate, b.real_name AS submittedBy,
       s.submitted_date AS submittedDate, c.real_name AS confirmedBy,
       s.confirmed_date AS confirmedDate, s.object_version_number AS objectVersionNumber
       FROM portal_statements s JOIN portal_projects p ON p.project_id = s.project_id
       JOIN portal_teams t ON t.team_id = s.team_id
       LEFT JOIN portal_quotations q ON q.quotation_id = s.quotation_id
       LEFT JOIN portal_orders o ON o.order_id = s.order_id
       LEFT JOIN users i ON i.id = s.issued_by LEFT JOIN users b ON b.id = s.submitted_by
       LEFT JOIN users c ON c.id = s.confirmed_by
       WHERE s.statement_id = ?`,
    )
    .get(id) as Record<string, unknown>;
  const when = (value: unknown) =>
    typeof value === 'number' ? formatDateTime(value, caller.timeZone) : null;
  return {
    ...row,
    issuedDate: when(row.issuedDate),
    submittedDate: when(row.submittedDate),
    confirmedDate: when(row.confirmedDate),
    lines: readLines(ctx, 'statement', id),
    history: historyOf(ctx, caller, 'statement', id),
    _token: rowToken(ctx.rowSecret, 'portal_statements', id),
  };
}

/** What staff may issue statements for: accepted quotations and orders without one. */
export function statementSources(ctx: AppContext, caller: PortalCaller): Record<string, unknown> {
  requireStaff(caller);
  const quotations = ctx.db
    .prepare(
      `SELECT q.quotation_id AS quotationId, q.quotation_code AS quotationCode, q.title,
       p.project_code AS projectCode, t.team_name AS teamName, q.currency_code AS currencyCode,
       q.total_amount AS total
       FROM portal_quotations q JOIN portal_projects p ON p.project_id = q.project_id
       JOIN portal_teams t ON t.team_id = q.team_id
       WHERE q.tenant_id = ? AND q.status = 'Accepted'
         AND NOT EXISTS (SELECT 1 FROM portal_statements s WHERE s.quotation_id = q.quotation_id)
       ORDER BY q.decided_date DESC LIMIT 200`,
    )
    .all(caller.tenantId);
  const orders = ctx.db
    .prepare(
      `SELECT o.order_id AS orderId, o.order_code AS orderCode, o.type, o.sample_count AS sampleCount,
       p.project_code AS projectCode, t.team_name AS teamName
       FROM portal_orders o JOIN portal_projects p ON p.project_id = o.project_id
       JOIN portal_teams t ON t.team_id = p.team_id
       WHERE o.tenant_id = ? AND o.status <> 'Cancelled'
         AND NOT EXISTS (SELECT 1 FROM portal_statements s WHERE s.order_id = o.order_id)
       ORDER BY o.creation_date DESC LIMIT 200`,
    )
    .all(caller.tenantId);
  return { quotations, orders };
}

/** What staff issue a statement from: a quotation, or an order with its price lines. */
export type IssueBody = { dueDate?: string | null } & (
  { quotationId: number } | { orderId: number; currencyCode: string; lines: PriceLineDraft[] }
);

function alreadyIssued(caller: PortalCaller, code: string): BusinessError {
  return new BusinessError(
    'error.statement_exists',
    say(caller.lang, `A statement was already issued for ${code}`, `${code} 已开具过结算单`),
  );
}

/** Staff issue a statement (Unpaid) and its customers are told what they owe. */
export function issueStatement(
  ctx: AppContext,
  caller: PortalCaller,
  body: IssueBody,
): Record<string, unknown> {
  requireStaff(caller);
  const today = todayOf(ctx, caller.timeZone);
  const dueDate = body.dueDate ?? null;
  if (dueDate !== null && (dueDate < today || dueDate > addDays(today, PAYMENT_LIMITS.dueDays))) {
    throw issuesError([
      {
        path: 'dueDate',
        code: 'date',
        params: { min: today, max: addDays(today, PAYMENT_LIMITS.dueDays) },
      },
    ]);
  }
  const id = ctx.db
    .transaction(() => {
      let projectId: number;
      let currency: Currency;
      let source: { quotationId: number | null; orderId: number | null; code: string };
      let lines: PriceLineDraft[];
      if ('quotationId' in body) {
        const quotation = ctx.db
          .prepare(
            `SELECT quotation_id AS id, quotation_code AS code, status, project_id AS projectId,
             currency_code AS currencyCode, currency_precision AS precision
             FROM portal_quotations WHERE quotation_id = ? AND tenant_id = ?`,
          )
          .get(body.quotationId, caller.tenantId) as
          | {
              id: number;
              code: string;
              status: string;
              projectId: number | null;
              currencyCode: string;
              precision: number;
            }
          | undefined;
        if (!quotation || quotation.status === 'Draft') {
          throw notThere(caller, 'Quotation', '报价单', body.quotationId);
        }
        if (quotation.status !== 'Accepted' || quotation.projectId === null) {
          throw wrongState(
            caller,
            `Quotation ${quotation.code} is ${quotation.status}; a statement is issued from an accepted one`,
            `报价单 ${quotation.code} 尚未被接受，不能开具结算单`,
          );
        }
        if (
          ctx.db.prepare('SELECT 1 FROM portal_statements WHERE quotation_id = ?').get(quotation.id)
        ) {
          throw alreadyIssued(caller, quotation.code);
        }
        projectId = quotation.projectId;
        currency = { currencyCode: quotation.currencyCode, precision: quotation.precision };
        source = { quotationId: quotation.id, orderId: null, code: quotation.code };
        // As accepted: the lines the customer saw, with the tax rates they were priced at.
        lines = readLines(ctx, 'quotation', quotation.id);
      } else {
        const order = ctx.db
          .prepare(
            `SELECT order_id AS id, order_code AS code, project_id AS projectId, status
             FROM portal_orders WHERE order_id = ? AND tenant_id = ?`,
          )
          .get(body.orderId, caller.tenantId) as
          { id: number; code: string; projectId: number; status: string } | undefined;
        if (!order) throw notThere(caller, 'Order', '订单', body.orderId);
        if (order.status === 'Cancelled') {
          throw wrongState(caller, `Order ${order.code} is cancelled`, `订单 ${order.code} 已取消`);
        }
        if (ctx.db.prepare('SELECT 1 FROM portal_statements WHERE order_id = ?').get(order.id)) {
          throw alreadyIssued(caller, order.code);
        }
        currency = currencyOf(ctx, caller, body.currencyCode);
        lines = withMasterTaxRates(ctx, caller, body.lines);
        const issues = pricingIssues(
          { currencyCode: currency.currencyCode, lines, expiryDate: null },
          { complete: false, today },
        );
        if (lines.length === 0) issues.unshift({ path: 'lines', code: 'required' });
        if (issues.length > 0) throw issuesError(issues);
        projectId = order.projectId;
        source = { quotationId: null, orderId: order.id, code: order.code };
      }
      const project = loadProject(ctx, caller, projectId);
      const code = freshCode(ctx, caller, STATEMENT_RULE, 'portal_statements', 'statement_code');
      const now = ctx.now();
      const statementId = Number(
        ctx.db
          .prepare(
            `INSERT INTO portal_statements (tenant_id, team_id, project_id, quotation_id, order_id,
             statement_code, status, currency_code, currency_precision, gross_amount,
             discount_amount, net_amount, tax_amount, total_amount, due_date, issued_by,
             creation_date, last_update_date)
             VALUES (?, ?, ?, ?, ?, ?, 'Unpaid', ?, ?, '0', '0', '0', '0', '0', ?, ?, ?, ?)`,
          )
          .run(
            caller.tenantId,
            project.teamId,
            projectId,
            source.quotationId,
            source.orderId,
            code,
            currency.currencyCode,
            currency.precision,
            dueDate,
            caller.userId,
            now,
            now,
          ).lastInsertRowid,
      );
      const totals = writeLines(ctx, 'statement', statementId, lines, currency.precision);
      ctx.db
        .prepare(
          `UPDATE portal_statements SET gross_amount = ?, discount_amount = ?, net_amount = ?,
           tax_amount = ?, total_amount = ? WHERE statement_id = ?`,
        )
        .run(
          totals.gross,
          totals.discountAmount,
          totals.net,
          totals.tax,
          totals.total,
          statementId,
        );
      recordHistory(
        ctx,
        'statement',
        statementId,
        'Unpaid',
        caller.userId,
        say(caller.lang, `Issued from ${source.code}`, `由 ${source.code} 开具`),
      );
      notifyCustomers(ctx, {
        category: 'PAYMENT',
        tenantId: caller.tenantId,
        senderId: caller.userId,
        recipients: customerAudience(ctx, { teamId: project.teamId, projectId, createdBy: null }),
        message: statementMessage(
          {
            statementCode: code,
            projectCode: project.projectCode,
            currencyCode: currency.currencyCode,
            totalAmount: totals.total,
          },
          'Unpaid',
          null,
        ),
      });
      return statementId;
    })
    .immediate();
  return getStatement(ctx, caller, id);
}

/** Changes a statement's state and columns, records it and tells its customers. */
function changeStatement(
  ctx: AppContext,
  caller: PortalCaller,
  row: StatementRow,
  status: StatementStatus,
  changes: Record<string, string | number | null>,
  comment: string | null,
): void {
  const sets = Object.keys(changes).map((column) => `${column} = @${column}`);
  ctx.db
    .transaction(() => {
      const changed = ctx.db
        .prepare(
          `UPDATE portal_statements SET ${[...sets, 'status = @status', 'last_update_date = @now'].join(', ')},
           object_version_number = object_version_number + 1
           WHERE statement_id = @id AND object_version_number = @version`,
        )
        .run({
          ...changes,
          status,
          now: ctx.now(),
          id: row.statementId,
          version: row.objectVersionNumber,
        }).changes;
      if (changed !== 1) throw staleError(caller);
      recordHistory(ctx, 'statement', row.statementId, status, caller.userId, comment);
      notifyCustomers(ctx, {
        category: 'PAYMENT',
        tenantId: row.tenantId,
        senderId: caller.userId,
        recipients: customerAudience(ctx, { ...row, createdBy: null }),
        except: caller.userId,
        message: statementMessage(row, status, comment),
      });
    })
    .immediate();
}

/** A payment as sent: the invoice details may be left out. */
export type PaymentBody = Omit<PaymentInput, keyof InvoiceDetails> &
  Partial<InvoiceDetails> & { objectVersionNumber: number };

/**
 * The customer submits the payment of an Unpaid (or Rejected) statement: the transfer's
 * reference and date, the proof (a file uploaded for their team, not yet named by another
 * statement) and the invoice details.
 */
export function submitPayment(
  ctx: AppContext,
  caller: PortalCaller,
  id: number,
  given: PaymentBody,
): Record<string, unknown> {
  const body: PaymentInput & { objectVersionNumber: number } = {
    invoiceTitle: null,
    taxNumber: null,
    billingAddress: null,
    ...given,
  };
  requireCustomer(caller);
  const row = loadStatement(ctx, caller, id);
  checkVersion(caller, row.objectVersionNumber, body.objectVersionNumber);
  if (!PAYABLE_STATUSES.includes(row.status)) {
    throw wrongState(
      caller,
      `Statement ${row.statementCode} is ${row.status}; a payment is submitted for an Unpaid or Rejected one`,
      `结算单 ${row.statementCode} 当前状态不能提交付款`,
    );
  }
  const issues = paymentIssues(body, todayOf(ctx, caller.timeZone));
  if (issues.length > 0) {
    throw new FieldsError(
      issues.map((issue) => ({ path: issue.field, message: paymentIssueMessage(issue) })),
    );
  }
  const file = ctx.db
    .prepare(
      `SELECT f.team_id AS teamId,
       (SELECT COUNT(*) FROM portal_statements s WHERE s.proof_file_url = f.file_url
          AND s.statement_id <> ?) AS elsewhere
       FROM portal_files f WHERE f.file_url = ? AND f.tenant_id = ?`,
    )
    .get(id, body.proofFileUrl, row.tenantId) as
    { teamId: number | null; elsewhere: number } | undefined;
  if (!file || file.teamId !== row.teamId || file.elsewhere > 0) {
    throw new BusinessError(
      'error.proof_file',
      say(
        caller.lang,
        'The proof of payment is not a file you uploaded for this statement; upload it again',
        '付款凭证不是为本结算单上传的文件，请重新上传',
      ),
    );
  }
  const text = (value: string | null | undefined) => value?.trim() || null;
  changeStatement(
    ctx,
    caller,
    row,
    'PaymentSubmitted',
    {
      payment_reference: body.reference.trim(),
      paid_date: body.paidDate.trim(),
      proof_file_url: body.proofFileUrl,
      invoice_title: text(body.invoiceTitle),
      tax_number: text(body.taxNumber),
      billing_address: text(body.billingAddress),
      reject_reason: null,
      submitted_by: caller.userId,
      submitted_date: ctx.now(),
    },
    say(caller.lang, `Reference ${body.reference.trim()}`, `付款参考号 ${body.reference.trim()}`),
  );
  return getStatement(ctx, caller, id);
}

function submittedPayment(ctx: AppContext, caller: PortalCaller, id: number): StatementRow {
  requireStaff(caller);
  const row = loadStatement(ctx, caller, id);
  if (row.status !== 'PaymentSubmitted') {
    throw wrongState(
      caller,
      `Statement ${row.statementCode} is ${row.status}; only a submitted payment is confirmed or rejected`,
      `结算单 ${row.statementCode} 没有待确认的付款`,
    );
  }
  return row;
}

/** Staff confirm a submitted payment: the statement is Paid. */
export function confirmPayment(
  ctx: AppContext,
  caller: PortalCaller,
  id: number,
  body: { objectVersionNumber: number },
): Record<string, unknown> {
  const row = submittedPayment(ctx, caller, id);
  checkVersion(caller, row.objectVersionNumber, body.objectVersionNumber);
  changeStatement(
    ctx,
    caller,
    row,
    'Paid',
    { confirmed_by: caller.userId, confirmed_date: ctx.now() },
    null,
  );
  return getStatement(ctx, caller, id);
}

/** Staff reject a submitted payment with a reason; the customer may submit it again. */
export function rejectPayment(
  ctx: AppContext,
  caller: PortalCaller,
  id: number,
  body: { objectVersionNumber: number; reason: string },
): Record<string, unknown> {
  const row = submittedPayment(ctx, caller, id);
  checkVersion(caller, row.objectVersionNumber, body.objectVersionNumber);
  const reason = body.reason.trim();
  changeStatement(
    ctx,
    caller,
    row,
    'Rejected',
    { reject_reason: reason, confirmed_by: caller.userId, confirmed_date: ctx.now() },
    reason,
  );
  return getStatement(ctx, caller, id);
}
