/**
 * Quotations (PORTAL.md): the customer's request saved as typed (Draft) and sent for a price
 * (Submitted); the staff's price lines, totals and expiry date, sent to the customer (Quoted);
 * the customer's acceptance, which starts a project, or rejection; and the expiry of a quoted
 * quotation whose date has passed, answered at once on every read and written by a sweep.
 * Every change writes a history row and tells the team's customers.
 */
import {
  cleanRequest,
  pricingIssues,
  quotationStatusAt,
  READ_LENGTH_LOV,
  requestIssues,
  type PriceLineDraft,
  type QuotationRequest,
  type QuotationStatus,
} from '../../../domain/portal/quotations';
import { QUOTATION_RULE } from '../../../domain/resources/hpfm/code-rule';
import type { AppContext } from '../../context';
import { rowToken } from '../../db/versioned';
import { BusinessError } from '../../http/errors';
import { formatDateTime } from '../format';
import { batchScope, requireCustomer, requireStaff, type PortalCaller } from '../portalAccess';
import { historyOf, recordHistory } from '../portal';
import {
  checkVersion,
  freshCode,
  currencyOf,
  endOfDay,
  issuesError,
  notThere,
  readLines,
  staleError,
  todayOf,
  withMasterTaxRates,
  wrongState,
  writeLines,
  type LovChoices,
} from './common';
import { customerAudience, notifyCustomers } from './notify';
import { startProject } from './projects';
import { decidedMessage, expiredMessage, quotedMessage, say } from './texts';

/** A quotation row as the services use it. */
interface QuotationRow {
  quotationId: number;
  tenantId: number;
  teamId: number;
  quotationCode: string;
  title: string | null;
  /** As stored: a Quoted one may have expired meanwhile (see {@link statusOf}). */
  status: QuotationStatus;
  step: number;
  requestJson: string;
  currencyCode: string | null;
  precision: number | null;
  expiryDate: string | null;
  expiresAt: number | null;
  projectId: number | null;
  createdBy: number | null;
  objectVersionNumber: number;
}

const ROW_SELECT = `q.quotation_id AS quotationId, q.tenant_id AS tenantId, q.team_id AS teamId,
  q.quotation_code AS quotationCode, q.title, q.status, q.step, q.request_json AS requestJson,
  q.currency_code AS currencyCode, q.currency_precision AS precision,
  q.expiry_date AS expiryDate, q.expires_at AS expiresAt, q.project_id AS projectId,
  q.created_by AS createdBy, q.object_version_number AS objectVersionNumber`;

/** The state at this moment: a Quoted quotation past its expiry moment is Expired. */
function statusOf(ctx: AppContext, row: Pick<QuotationRow, 'status' | 'expiresAt'>) {
  return quotationStatusAt(row.status, row.expiresAt, ctx.now());
}

/**
 * The quotation if the caller sees it: a customer their team's (a member those of allocated
 * projects and their own without a project), staff their tenant's but drafts. Missing and
 * unseen get the same 404.
 */
export function loadQuotation(ctx: AppContext, caller: PortalCaller, id: number): QuotationRow {
  const scope = batchScope(caller, 'q');
  const row = ctx.db
    .prepare(
      `SELECT ${ROW_SELECT} FROM portal_quotations q WHERE q.quotation_id = @id AND ${scope.sql}
       ${caller.kind === 'staff' ? "AND q.status <> 'Draft'" : ''}`,
    )
    .get({ ...scope.params, id }) as QuotationRow | undefined;
  if (!row) throw notThere(caller, 'Quotation', '报价单', id);
  return row;
}

/** A quotation as answered: request, lines, totals, project and history. */
export function getQuotation(
  ctx: AppContext,
  caller: PortalCaller,
  id: number,
): Record<string, unknown> {
  loadQuotation(ctx, caller, id);
  const row = ctx.db
    .prepare(
      `SELECT q.quotation_id AS quotationId, q.quotation_code AS quotationCode, q.title, q.status,
       q.step, q.request_json AS requestJson, q.currency_code AS currencyCode,
       q.currency_precision AS precision, q.expiry_date AS expiryDate, q.expires_at AS expiresAt,
       q.gross_amount AS gross, q.discount_amount AS discountAmount, q.net_amount AS net,
       q.tax_amount AS tax, q.total_amount AS total, q.project_id AS projectId,
       p.project_code AS projectCode, q.reject_reason AS rejectReason, t.team_name AS teamName,
       c.real_name AS createdByName, q.submitted_date AS submittedDate,
       s.real_name AS quotedByName, q.quoted_date AS quotedDate, q.decided_date AS decidedDate,
       q.creation_date AS createdDate, q.object_version_number AS objectVersionNumber
       FROM portal_quotations q JOIN portal_teams t ON t.team_id = q.team_id
       LEFT JOIN portal_projects p ON p.project_id = q.project_id
       LEFT JOIN users c ON c.id = q.created_by LEFT JOIN users s ON s.id = q.quoted_by
       WHERE q.quotation_id = ?`,
    )
    .get(id) as Record<string, unknown> & {
    requestJson: string;
    status: QuotationStatus;
    expiresAt: number | null;
  };
  const { requestJson, expiresAt, ...rest } = row;
  const when = (value: unknown) =>
    typeof value === 'number' ? formatDateTime(value, caller.timeZone) : null;
  return {
    ...rest,
    status: statusOf(ctx, { status: row.status, expiresAt }),
    request: JSON.parse(requestJson) as QuotationRequest,
    lines: readLines(ctx, 'quotation', id),
    submittedDate: when(row.submittedDate),
    quotedDate: when(row.quotedDate),
    decidedDate: when(row.decidedDate),
    createdDate: when(row.createdDate),
    history: historyOf(ctx, caller, 'quotation', id),
    _token: rowToken(ctx.rowSecret, 'portal_quotations', id),
  };
}

/** Updates quotation columns, bumping the version (the caller checked it). */
function updateQuotation(
  ctx: AppContext,
  caller: PortalCaller,
  row: QuotationRow,
  changes: Record<string, string | number | null>,
): void {
  const sets = Object.keys(changes).map((column) => `${column} = @${column}`);
  const changed = ctx.db
    .prepare(
      `UPDATE portal_quotations SET ${[...sets, 'last_update_date = @now'].join(', ')},
       object_version_number = object_version_number + 1
       WHERE quotation_id = @id AND object_version_number = @version`,
    )
    .run({ ...changes, now: ctx.now(), id: row.quotationId, version: row.objectVersionNumber });
  if (changed.changes !== 1) throw staleError(caller);
}

/** A customer starts a request: an empty Draft of their team. */
export function createQuotation(ctx: AppContext, caller: PortalCaller): Record<string, unknown> {
  requireCustomer(caller);
  const id = ctx.db
    .transaction(() => {
      const code = freshCode(ctx, caller, QUOTATION_RULE, 'portal_quotations', 'quotation_code');
      const now = ctx.now();
      const request: QuotationRequest = {
        title: null,
        services: [],
        readLength: null,
        depthGb: null,
        analysis: null,
        notes: null,
      };
      const quotationId = Number(
        ctx.db
          .prepare(
            `INSERT INTO portal_quotations (tenant_id, team_id, quotation_code, status, step,
             request_json, created_by, creation_date, last_update_date)
             VALUES (?, ?, ?, 'Draft', 1, ?, ?, ?, ?)`,
          )
          .run(
            caller.tenantId,
            caller.teamId,
            code,
            JSON.stringify(request),
            caller.userId,
            now,
            now,
          ).lastInsertRowid,
      );
      recordHistory(ctx, 'quotation', quotationId, 'Draft', caller.userId, null);
      return quotationId;
    })
    .immediate();
  return getQuotation(ctx, caller, id);
}

function ownDraft(ctx: AppContext, caller: PortalCaller, id: number): QuotationRow {
  requireCustomer(caller);
  const row = loadQuotation(ctx, caller, id);
  if (row.status !== 'Draft') {
    throw wrongState(
      caller,
      `Quotation ${row.quotationCode} was sent for a price; it can no longer be changed`,
      `报价单 ${row.quotationCode} 已提交报价，不能再修改`,
    );
  }
  return row;
}

/** The products of the tenant a request may name (enabled ones). */
function productIds(ctx: AppContext, tenantId: number): Set<number> {
  return new Set(
    (
      ctx.db
        .prepare(
          'SELECT product_id AS id FROM portal_products WHERE tenant_id = ? AND enabled_flag = 1',
        )
        .all(tenantId) as { id: number }[]
    ).map((row) => row.id),
  );
}

function checkProducts(ctx: AppContext, caller: PortalCaller, request: QuotationRequest): void {
  const known = productIds(ctx, caller.tenantId);
  request.services.forEach((service, index) => {
    if (service.productId !== null && !known.has(service.productId)) {
      throw issuesError([{ path: `services.${index}.productId`, code: 'choice' }]);
    }
  });
}

/**
 * The customer's draft saved as typed, within the bounds of the request's shape: a value the
 * rules refuse is kept too (the page says why), so that nothing typed is lost; sending it for
 * a price checks everything.
 */
export function saveQuotationDraft(
  ctx: AppContext,
  caller: PortalCaller,
  id: number,
  body: { objectVersionNumber: number; step: number; request: QuotationRequest },
): { objectVersionNumber: number } {
  const row = ownDraft(ctx, caller, id);
  checkVersion(caller, row.objectVersionNumber, body.objectVersionNumber);
  updateQuotation(ctx, caller, row, {
    title: body.request.title?.trim() || null,
    step: body.step,
    request_json: JSON.stringify(body.request),
  });
  return { objectVersionNumber: row.objectVersionNumber + 1 };
}

/** The customer sends the request for a price: everything it needs is checked again here. */
export function submitQuotation(
  ctx: AppContext,
  caller: PortalCaller,
  id: number,
  body: { objectVersionNumber: number },
  choices: LovChoices,
): Record<string, unknown> {
  const row = ownDraft(ctx, caller, id);
  checkVersion(caller, row.objectVersionNumber, body.objectVersionNumber);
  const request = cleanRequest(JSON.parse(row.requestJson) as QuotationRequest);
  const readLengths = choices(READ_LENGTH_LOV).map((choice) => choice.value);
  const issues = requestIssues(request, { complete: true, readLengths });
  if (issues.length > 0) throw issuesError(issues);
  checkProducts(ctx, caller, request);
  ctx.db
    .transaction(() => {
      updateQuotation(ctx, caller, row, {
        status: 'Submitted',
        title: request.title,
        request_json: JSON.stringify(request),
        submitted_date: ctx.now(),
      });
      recordHistory(ctx, 'quotation', id, 'Submitted', caller.userId, null);
    })
    .immediate();
  return getQuotation(ctx, caller, id);
}

/** The staff's pricing: currency, price lines (tax rates from the master data), expiry date. */
export interface PricingBody {
  objectVersionNumber: number;
  currencyCode: string;
  lines: PriceLineDraft[];
  expiryDate?: string | null;
}

function submittedForStaff(ctx: AppContext, caller: PortalCaller, id: number): QuotationRow {
  requireStaff(caller);
  const row = loadQuotation(ctx, caller, id);
  if (row.status !== 'Submitted') {
    throw wrongState(
      caller,
      `Quotation ${row.quotationCode} is ${statusOf(ctx, row)}; only a Submitted quotation is priced`,
      `报价单 ${row.quotationCode} 的状态不是已提交，不能报价`,
    );
  }
  return row;
}

/** Staff save the price lines of a Submitted quotation: amounts and totals computed here. */
export function priceQuotation(
  ctx: AppContext,
  caller: PortalCaller,
  id: number,
  body: PricingBody,
): Record<string, unknown> {
  const row = submittedForStaff(ctx, caller, id);
  checkVersion(caller, row.objectVersionNumber, body.objectVersionNumber);
  const currency = currencyOf(ctx, caller, body.currencyCode);
  const lines = withMasterTaxRates(ctx, caller, body.lines);
  const issues = pricingIssues(
    { currencyCode: currency.currencyCode, lines, expiryDate: body.expiryDate ?? null },
    { complete: false, today: todayOf(ctx, caller.timeZone) },
  );
  if (issues.length > 0) throw issuesError(issues);
  ctx.db
    .transaction(() => {
      const totals = writeLines(ctx, 'quotation', id, lines, currency.precision);
      updateQuotation(ctx, caller, row, {
        currency_code: currency.currencyCode,
        currency_precision: currency.precision,
        expiry_date: body.expiryDate ?? null,
        gross_amount: totals.gross,
        discount_amount: totals.discountAmount,
        net_amount: totals.net,
        tax_amount: totals.tax,
        total_amount: totals.total,
      });
    })
    .immediate();
  return getQuotation(ctx, caller, id);
}

/**
 * Staff send a priced quotation to the customer with its expiry date (from today to a year
 * ahead); it expires at the end of that day in the sender's time zone.
 */
export function sendQuotation(
  ctx: AppContext,
  caller: PortalCaller,
  id: number,
  body: { objectVersionNumber: number; expiryDate: string },
): Record<string, unknown> {
  const row = submittedForStaff(ctx, caller, id);
  checkVersion(caller, row.objectVersionNumber, body.objectVersionNumber);
  const lines = readLines(ctx, 'quotation', id);
  const issues = pricingIssues(
    { currencyCode: row.currencyCode, lines, expiryDate: body.expiryDate },
    { complete: true, today: todayOf(ctx, caller.timeZone) },
  );
  if (issues.length > 0) throw issuesError(issues);
  const totals = ctx.db
    .prepare('SELECT total_amount AS total FROM portal_quotations WHERE quotation_id = ?')
    .get(id) as { total: string };
  ctx.db
    .transaction(() => {
      updateQuotation(ctx, caller, row, {
        status: 'Quoted',
        expiry_date: body.expiryDate,
        expires_at: endOfDay(body.expiryDate, caller.timeZone),
        quoted_by: caller.userId,
        quoted_date: ctx.now(),
      });
      recordHistory(ctx, 'quotation', id, 'Quoted', caller.userId, null);
      notifyCustomers(ctx, {
        category: 'QUOTATION',
        tenantId: row.tenantId,
        senderId: caller.userId,
        recipients: customerAudience(ctx, row),
        message: quotedMessage({
          quotationCode: row.quotationCode,
          currencyCode: row.currencyCode ?? '',
          totalAmount: totals.total,
          expiryDate: body.expiryDate,
        }),
      });
    })
    .immediate();
  return getQuotation(ctx, caller, id);
}

/** A Quoted quotation the customer may decide on; an expired one is refused, saying so. */
function quotedForCustomer(ctx: AppContext, caller: PortalCaller, id: number): QuotationRow {
  requireCustomer(caller);
  const row = loadQuotation(ctx, caller, id);
  const status = statusOf(ctx, row);
  if (status === 'Expired') {
    throw new BusinessError(
      'error.quotation_expired',
      say(
        caller.lang,
        `Quotation ${row.quotationCode} expired on ${row.expiryDate ?? ''}; ask for a new quotation`,
        `报价单 ${row.quotationCode} 已于 ${row.expiryDate ?? ''} 过期，请重新申请报价`,
      ),
    );
  }
  if (status !== 'Quoted') {
    throw wrongState(
      caller,
      `Quotation ${row.quotationCode} is ${status}; only a Quoted quotation can be accepted or rejected`,
      `报价单 ${row.quotationCode} 不是已报价状态，不能接受或拒绝`,
    );
  }
  return row;
}

/** The customer accepts a quotation: it starts a project (with its sequencing order). */
export function acceptQuotation(
  ctx: AppContext,
  caller: PortalCaller,
  id: number,
  body: { objectVersionNumber: number },
): Record<string, unknown> {
  const row = quotedForCustomer(ctx, caller, id);
  checkVersion(caller, row.objectVersionNumber, body.objectVersionNumber);
  const request = JSON.parse(row.requestJson) as QuotationRequest;
  ctx.db
    .transaction(() => {
      const project = startProject(ctx, caller, {
        teamId: row.teamId,
        title: row.title ?? row.quotationCode,
        request,
        quotationCode: row.quotationCode,
        requestedBy: row.createdBy,
      });
      updateQuotation(ctx, caller, row, {
        status: 'Accepted',
        project_id: project.projectId,
        decided_date: ctx.now(),
      });
      recordHistory(ctx, 'quotation', id, 'Accepted', caller.userId, null);
      notifyCustomers(ctx, {
        category: 'QUOTATION',
        tenantId: row.tenantId,
        senderId: caller.userId,
        recipients: customerAudience(ctx, { ...row, projectId: project.projectId }),
        except: caller.userId,
        message: decidedMessage(row, true, project.projectCode, null),
      });
    })
    .immediate();
  return getQuotation(ctx, caller, id);
}

/** The customer rejects a quotation, saying why if they like. */
export function rejectQuotation(
  ctx: AppContext,
  caller: PortalCaller,
  id: number,
  body: { objectVersionNumber: number; reason?: string | null },
): Record<string, unknown> {
  const row = quotedForCustomer(ctx, caller, id);
  checkVersion(caller, row.objectVersionNumber, body.objectVersionNumber);
  const reason = body.reason?.trim() || null;
  ctx.db
    .transaction(() => {
      updateQuotation(ctx, caller, row, {
        status: 'Rejected',
        reject_reason: reason,
        decided_date: ctx.now(),
      });
      recordHistory(ctx, 'quotation', id, 'Rejected', caller.userId, reason);
      notifyCustomers(ctx, {
        category: 'QUOTATION',
        tenantId: row.tenantId,
        senderId: caller.userId,
        recipients: customerAudience(ctx, row),
        except: caller.userId,
        message: decidedMessage(row, false, null, reason),
      });
    })
    .immediate();
  return getQuotation(ctx, caller, id);
}

/**
 * The expiry sweep: every Quoted quotation whose expiry moment has passed becomes Expired,
 * with a history row and a message to its customers. Answers how many expired.
 */
export function expireQuotations(ctx: AppContext): number {
  const due = ctx.db
    .prepare(
      `SELECT ${ROW_SELECT} FROM portal_quotations q
       WHERE q.status = 'Quoted' AND q.expires_at < ? ORDER BY q.quotation_id LIMIT 1000`,
    )
    .all(ctx.now()) as QuotationRow[];
  for (const row of due) {
    ctx.db
      .transaction(() => {
        const changed = ctx.db
          .prepare(
            `UPDATE portal_quotations SET status = 'Expired', last_update_date = ?,
             object_version_number = object_version_number + 1
             WHERE quotation_id = ? AND status = 'Quoted'`,
          )
          .run(ctx.now(), row.quotationId).changes;
        if (changed === 0) return;
        recordHistory(
          ctx,
          'quotation',
          row.quotationId,
          'Expired',
          null,
          `Valid until ${row.expiryDate ?? ''}`,
        );
        notifyCustomers(ctx, {
          category: 'QUOTATION',
          tenantId: row.tenantId,
          senderId: null,
          recipients: customerAudience(ctx, row),
          message: expiredMessage(row),
        });
      })
      .immediate();
  }
  return due.length;
}
