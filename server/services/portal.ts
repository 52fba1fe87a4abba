/**
 * The sequencing portal (hpro projects and orders, hsif sample batches): scoped reads,
 * customer actions that need no sample rules (create a draft, cancel, decide on a Risk QC
 * verdict) and the staff's lifecycle moves (receive, QC, status, return). Every status change
 * writes a history row and sends a message (type MSG) to the customers who can see the batch.
 */
import {
  CANCELLABLE_BATCH_STATUSES,
  NEXT_STATUS,
  type BatchStatus,
} from '../../domain/portal/lifecycles';
import { qcIssueMessage, qcIssues } from '../../domain/portal/qc';
import { languageOf } from '../../domain/engine/text';
import { SAMPLE_BATCH_RULE } from '../../domain/resources/hpfm/code-rule';
import type { AppContext } from '../context';
import { rowToken, type SqlValue } from '../db/versioned';
import { nextCode } from '../hooks/hpfm/code-rule';
import { badRequest, BusinessError, notFound } from '../http/errors';
import { formatDateTime } from './format';
import { sendMessage } from './messages';
import { customerAudience, notifyCustomers } from './money/notify';
import { projectMessage } from './money/texts';
import { mailUsers } from './notify';
import { batchScope, projectScope, type PortalCaller } from './portalAccess';
import { getUser } from './users';

/** The contract message of a stale objectVersionNumber. */
const STALE_MESSAGE = 'The record was changed by someone else; reload it and try again';

export {
  BATCH_STATUSES,
  NEXT_STATUS,
  PROJECT_STATUSES,
  type BatchStatus,
} from '../../domain/portal/lifecycles';

/** Product kinds. */
export type ProductKind = 'DNA' | 'RNA' | 'LIBRARY' | 'MS';

/** A product as answered. */
export interface ProductView {
  productId: number;
  productCode: string;
  productName: string;
  kind: ProductKind;
  sampleTypes: string[];
  description: string;
  turnaroundDays: number;
  objectVersionNumber: number;
  _token: string;
}

function when(value: unknown, caller: PortalCaller): string | null {
  return typeof value === 'number' ? formatDateTime(value, caller.timeZone) : null;
}

// ---------------------------------------------------------------------------------------
// Products

const PRODUCT_SELECT = `product_id AS productId, product_code AS productCode,
  product_name AS productName, kind, sample_types AS sampleTypes, description,
  turnaround_days AS turnaroundDays, object_version_number AS objectVersionNumber`;

function productView(ctx: AppContext, row: Record<string, unknown>): ProductView {
  return {
    ...(row as Omit<ProductView, 'sampleTypes' | '_token'>),
    sampleTypes: JSON.parse(String(row.sampleTypes)) as string[],
    _token: rowToken(ctx.rowSecret, 'portal_products', Number(row.productId)),
  };
}

/** The tenant's products on offer. */
export function listProducts(ctx: AppContext, caller: PortalCaller): ProductView[] {
  return (
    ctx.db
      .prepare(
        `SELECT ${PRODUCT_SELECT} FROM portal_products WHERE tenant_id = ? AND enabled_flag = 1
         ORDER BY product_code`,
      )
      .all(caller.tenantId) as Record<string, unknown>[]
  ).map((row) => productView(ctx, row));
}

/** One product of the caller's tenant, or undefined. */
export function findProduct(
  ctx: AppContext,
  tenantId: number,
  productId: number,
): ProductView | undefined {
  const row = ctx.db
    .prepare(`SELECT ${PRODUCT_SELECT} FROM portal_products WHERE tenant_id = ? AND product_id = ?`)
    .get(tenantId, productId) as Record<string, unknown> | undefined;
  return row ? productView(ctx, row) : undefined;
}

// ---------------------------------------------------------------------------------------
// History and notifications

/** A history row as answered. */
export interface HistoryView {
  status: string;
  changedBy: string | null;
  changedDate: string | null;
  comment: string | null;
}

/** The records whose status changes the history keeps. */
export type HistoryEntity = 'batch' | 'project' | 'quotation' | 'statement' | 'bif';

/** The status changes of a record, the oldest first. */
export function historyOf(
  ctx: AppContext,
  caller: PortalCaller,
  entity: HistoryEntity,
  id: number,
): HistoryView[] {
  return (
    ctx.db
      .prepare(
        `SELECT h.status, u.real_name AS changedBy, h.changed_date AS changedDate, h.comment
         FROM portal_status_history h LEFT JOIN users u ON u.id = h.changed_by
         WHERE h.entity = ? AND h.entity_id = ? ORDER BY h.changed_date, h.history_id`,
      )
      .all(entity, id) as Record<string, unknown>[]
  ).map((row) => ({
    status: String(row.status),
    changedBy: (row.changedBy as string | null) ?? null,
    changedDate: when(row.changedDate, caller),
    comment: (row.comment as string | null) ?? null,
  }));
}

/** Writes a history row. */
export function recordHistory(
  ctx: AppContext,
  entity: HistoryEntity,
  id: number,
  status: string,
  userId: number | null,
  comment: string | null,
): void {
  const now = ctx.now();
  ctx.db
    .prepare(
      `INSERT INTO portal_status_history (entity, entity_id, status, changed_by, changed_date,
       comment, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(entity, id, status, userId, now, comment, now, now);
}

/** The active customers who see a batch: the team's managers and the allocated members. */
export function batchAudience(
  ctx: AppContext,
  batch: Pick<BatchRow, 'teamId' | 'projectId' | 'createdBy'>,
): number[] {
  return customerAudience(ctx, batch);
}

const STATUS_TEXT: Record<string, string> = {
  Draft: 'a draft',
  Submitted: 'submitted',
  Shipped: 'shipped',
  Received: 'received by the lab',
  QcDone: 'through QC',
  InProgress: 'in progress',
  Completed: 'completed',
  Cancelled: 'cancelled',
  Returned: 'returned to you for changes',
};

const STATUS_TEXT_ZH: Record<string, string> = {
  Draft: '草稿',
  Submitted: '已提交',
  Shipped: '已寄出',
  Received: '实验室已接收',
  QcDone: '质检完成',
  InProgress: '进行中',
  Completed: '已完成',
  Cancelled: '已取消',
  Returned: '已退回，请修改',
};

/** Subject and content of a status message in a recipient's language (English by default). */
export function statusMessage(
  lang: string,
  batch: Pick<BatchRow, 'batchCode' | 'projectCode'>,
  status: BatchStatus,
  comment: string | null,
): { subject: string; content: string } {
  if (lang === 'zh_CN') {
    return {
      subject: `送样批次 ${batch.batchCode}：${STATUS_TEXT_ZH[status] ?? status}`,
      content:
        `您的送样批次 ${batch.batchCode}${batch.projectCode ? `（项目 ${batch.projectCode}）` : ''}` +
        `状态已更新为：${STATUS_TEXT_ZH[status] ?? status}。${comment ?? ''}`,
    };
  }
  return {
    subject: `Sample batch ${batch.batchCode} is ${STATUS_TEXT[status] ?? status}`,
    content:
      `Your sample batch ${batch.batchCode}${batch.projectCode ? ` (project ${batch.projectCode})` : ''} ` +
      `is now ${STATUS_TEXT[status] ?? status}.${comment ? ` ${comment}` : ''}`,
  };
}

/**
 * Records a batch status change: a history row, and a message (type MSG, in each recipient's
 * language) to the batch's customers except the one who made the change.
 */
export function batchStatusChanged(
  ctx: AppContext,
  caller: PortalCaller,
  batch: BatchRow,
  status: BatchStatus,
  comment: string | null,
): void {
  recordHistory(ctx, 'batch', batch.batchId, status, caller.userId, comment);
  const recipients = batchAudience(ctx, batch).filter((id) => id !== caller.userId);
  if (recipients.length === 0) return;
  const byLanguage = new Map<string, number[]>();
  for (const userId of recipients) {
    const lang = getUser(ctx.db, userId)?.language === 'zh_CN' ? 'zh_CN' : 'en_US';
    byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), userId]);
  }
  for (const [lang, userIds] of byLanguage) {
    sendMessage(ctx.db, ctx.events, {
      tenantId: batch.tenantId,
      senderUserId: caller.userId,
      userIds,
      ...statusMessage(lang, batch, status, comment),
      type: 'MSG',
      category: statusCategory(status),
      now: ctx.now(),
    });
  }
  mailUsers(ctx, recipients, statusCategory(status), (lang) =>
    statusMessage(lang, batch, status, comment),
  );
}

/** What a batch status message is about: the end of QC is a QC result, the rest a status change. */
function statusCategory(status: BatchStatus): 'QC' | 'STATUS' {
  return status === 'QcDone' ? 'QC' : 'STATUS';
}

// ---------------------------------------------------------------------------------------
// Projects and orders

// The lists' views (migration 064) hold each row with what it shows of related rows.
const PROJECT_SELECT = `p.project_id AS projectId, p.project_code AS projectCode,
  p.project_name AS projectName, p.status, p.product_code AS productCode,
  p.creation_date AS createdDate, p.sample_count AS sampleCount, p.team_id AS teamId,
  p.object_version_number AS objectVersionNumber`;

function projectView(
  ctx: AppContext,
  caller: PortalCaller,
  row: Record<string, unknown>,
): Record<string, unknown> {
  return {
    ...row,
    createdDate: when(row.createdDate, caller),
    _token: rowToken(ctx.rowSecret, 'portal_projects', Number(row.projectId)),
  };
}

/** The words of a refused portal record, by kind. */
const RECORD_WORDS = {
  Project: { en_US: 'Project', zh_CN: '项目' },
  Batch: { en_US: 'Batch', zh_CN: '送样批次' },
} as const;

/**
 * Throws 404 unless the caller sees the row: one refusal, the same words, for a row that does
 * not exist and one out of the caller's scope (another tenant, team or project), so that ids
 * cannot be probed.
 */
function visibleOr404(
  ctx: AppContext,
  table: 'portal_projects' | 'portal_batches',
  idColumn: string,
  id: number,
  caller: PortalCaller,
  scope: { sql: string; params: Record<string, SqlValue> },
  alias: string,
  what: keyof typeof RECORD_WORDS,
): void {
  const visible = ctx.db
    .prepare(`SELECT 1 FROM ${table} ${alias} WHERE ${alias}.${idColumn} = @id AND ${scope.sql}`)
    .get({ ...scope.params, id });
  if (visible) return;
  const words = RECORD_WORDS[what];
  throw notFound(
    caller.lang === 'zh_CN' ? `未找到${words.zh_CN} ${id}` : `${words.en_US} ${id} was not found`,
  );
}

/** A project with its orders, batches and history. */
export function getProject(
  ctx: AppContext,
  caller: PortalCaller,
  projectId: number,
): Record<string, unknown> {
  visibleOr404(
    ctx,
    'portal_projects',
    'project_id',
    projectId,
    caller,
    projectScope(caller, 'p'),
    'p',
    'Project',
  );
  const row = ctx.db
    .prepare(`SELECT ${PROJECT_SELECT} FROM portal_project_list p WHERE p.project_id = ?`)
    .get(projectId) as Record<string, unknown>;
  const orders = projectOrders(ctx, caller, projectId);
  const batches = projectBatches(ctx, caller, projectId);
  // The samples of its batches under way at the lab: not drafts, not returned for changes (the
  // customer edits them again), not cancelled.
  const scope = batchScope(caller, 'b');
  const params = { ...scope.params, projectId };
  const inProject = `b.project_id = @projectId AND b.status NOT IN ('Draft', 'Returned', 'Cancelled')
    AND ${scope.sql}`;
  const samples = (
    ctx.db
      .prepare(
        `SELECT s.sample_id AS sampleId, s.sample_name AS sampleName, s.sample_type AS sampleType,
         s.total_amount AS totalAmount, s.arrived, s.qc_verdict AS qcVerdict,
         b.batch_id AS batchId, b.batch_code AS batchCode
         FROM portal_samples s JOIN portal_batches b ON b.batch_id = s.batch_id
         WHERE ${inProject} ORDER BY b.submitted_date, b.batch_id, s.row_no`,
      )
      .all(params) as Record<string, unknown>[]
  ).map((sample) => ({
    ...sample,
    arrived: sample.arrived === null || sample.arrived === undefined ? null : sample.arrived === 1,
  }));
  const qc = (
    ctx.db
      .prepare(
        `SELECT q.qc_id AS qcId, q.sample_id AS sampleId, s.sample_name AS sampleName,
         b.batch_id AS batchId, b.batch_code AS batchCode, q.verdict, q.concentration, q.volume,
         q.rin, q.note, q.report_file_url AS reportFileUrl, q.decision,
         q.decision_comment AS decisionComment, d.real_name AS decidedBy,
         q.decided_date AS decidedDate, q.object_version_number AS objectVersionNumber
         FROM portal_qc_results q JOIN portal_samples s ON s.sample_id = q.sample_id
         JOIN portal_batches b ON b.batch_id = q.batch_id
         LEFT JOIN users d ON d.id = q.decided_by
         WHERE ${inProject} ORDER BY b.submitted_date, b.batch_id, s.row_no`,
      )
      .all(params) as Record<string, unknown>[]
  ).map((item) => ({ ...item, decidedDate: when(item.decidedDate, caller) }));
  return {
    ...projectView(ctx, caller, row),
    orders,
    batches,
    samples,
    qc,
    history: historyOf(ctx, caller, 'project', projectId),
  };
}

/** The orders of a project the caller sees, the latest first. */
function projectOrders(
  ctx: AppContext,
  caller: PortalCaller,
  projectId: number,
): Record<string, unknown>[] {
  const scope = projectScope(caller, 'p');
  return (
    ctx.db
      .prepare(
        `SELECT p.order_id AS orderId, p.order_code AS orderCode, p.type,
         p.project_id AS projectId, p.project_code AS projectCode, p.status,
         p.creation_date AS createdDate, p.sample_count AS sampleCount,
         p.object_version_number AS objectVersionNumber
         FROM portal_order_list p WHERE p.project_id = @projectId AND ${scope.sql}
         ORDER BY p.creation_date DESC, p.order_id DESC`,
      )
      .all({ ...scope.params, projectId }) as Record<string, unknown>[]
  ).map((row) => ({
    ...row,
    createdDate: when(row.createdDate, caller),
    _token: rowToken(ctx.rowSecret, 'portal_orders', Number(row.orderId)),
  }));
}

// ---------------------------------------------------------------------------------------
// Batches

/** A batch row as the services use it. */
export interface BatchRow {
  batchId: number;
  tenantId: number;
  teamId: number;
  projectId: number | null;
  projectCode: string | null;
  productId: number;
  batchCode: string;
  status: BatchStatus;
  step: number;
  rowsJson: string;
  createdBy: number | null;
  objectVersionNumber: number;
}

const BATCH_SELECT = `b.batch_id AS batchId, b.batch_code AS batchCode, b.status,
  b.product_code AS productCode, b.product_id AS productId, b.project_id AS projectId,
  b.project_code AS projectCode, b.sample_count AS sampleCount,
  b.submitted_date AS submittedDate, b.return_reason AS returnReason, b.team_id AS teamId,
  b.team_name AS teamName, b.step, b.creation_date AS createdDate,
  b.object_version_number AS objectVersionNumber`;

function batchView(
  ctx: AppContext,
  caller: PortalCaller,
  row: Record<string, unknown>,
): Record<string, unknown> {
  return {
    ...row,
    submittedDate: when(row.submittedDate, caller),
    createdDate: when(row.createdDate, caller),
    _token: rowToken(ctx.rowSecret, 'portal_batches', Number(row.batchId)),
  };
}

/** The batches of a project the caller sees, the latest first. */
function projectBatches(
  ctx: AppContext,
  caller: PortalCaller,
  projectId: number,
): Record<string, unknown>[] {
  const scope = batchScope(caller, 'b');
  return (
    ctx.db
      .prepare(
        `SELECT ${BATCH_SELECT} FROM portal_batch_list b
         WHERE b.project_id = @projectId AND ${scope.sql}
         ORDER BY b.creation_date DESC, b.batch_id DESC`,
      )
      .all({ ...scope.params, projectId }) as Record<string, unknown>[]
  ).map((row) => batchView(ctx, caller, row));
}

/** The batch if the caller sees it (404 when missing or out of the caller's scope). */
export function loadBatch(ctx: AppContext, caller: PortalCaller, batchId: number): BatchRow {
  visibleOr404(
    ctx,
    'portal_batches',
    'batch_id',
    batchId,
    caller,
    batchScope(caller, 'b'),
    'b',
    'Batch',
  );
  return ctx.db
    .prepare(
      `SELECT b.batch_id AS batchId, b.tenant_id AS tenantId, b.team_id AS teamId,
       b.project_id AS projectId, p.project_code AS projectCode, b.product_id AS productId,
       b.batch_code AS batchCode, b.status, b.step, b.rows_json AS rowsJson,
       b.created_by AS createdBy, b.object_version_number AS objectVersionNumber
       FROM portal_batches b LEFT JOIN portal_projects p ON p.project_id = b.project_id
       WHERE b.batch_id = ?`,
    )
    .get(batchId) as BatchRow;
}

/** Throws the contract's optimistic-lock failure when `given` is not the batch's version. */
export function checkVersion(batch: BatchRow, given: number): void {
  if (given !== batch.objectVersionNumber) {
    throw new BusinessError('error.optimistic_lock', STALE_MESSAGE);
  }
}

/** Updates batch columns, bumping the version; fails when someone changed it meanwhile. */
export function updateBatch(
  ctx: AppContext,
  batch: BatchRow,
  changes: Record<string, SqlValue>,
): number {
  const columns = Object.keys(changes);
  const sets = [
    ...columns.map((column) => `${column} = @${column}`),
    'object_version_number = object_version_number + 1',
    'last_update_date = @__now',
  ];
  const result = ctx.db
    .prepare(
      `UPDATE portal_batches SET ${sets.join(', ')}
       WHERE batch_id = @__id AND object_version_number = @__version`,
    )
    .run({
      ...changes,
      __now: ctx.now(),
      __id: batch.batchId,
      __version: batch.objectVersionNumber,
    });
  if (result.changes !== 1) throw new BusinessError('error.optimistic_lock', STALE_MESSAGE);
  batch.objectVersionNumber += 1;
  return batch.objectVersionNumber;
}

function shippingOf(ctx: AppContext, batchId: number): Record<string, unknown> | null {
  const row = ctx.db
    .prepare(
      `SELECT courier, tracking_no AS trackingNo, shipping_date AS shippingDate,
       box_count AS boxCount, storage, sender_contact AS senderContact,
       object_version_number AS objectVersionNumber
       FROM portal_shipping WHERE batch_id = ?`,
    )
    .get(batchId) as Record<string, unknown> | undefined;
  return row ?? null;
}

/** Shipping information of a batch as the client sends it. */
export interface ShippingInput {
  courier?: string | null;
  trackingNo?: string | null;
  shippingDate?: string | null;
  boxCount?: number | null;
  storage?: string | null;
  senderContact?: string | null;
}

/** Writes (replaces) the shipping information of a batch. */
export function saveShipping(ctx: AppContext, batchId: number, shipping: ShippingInput): void {
  const now = ctx.now();
  ctx.db
    .prepare(
      `INSERT INTO portal_shipping (batch_id, courier, tracking_no, shipping_date, box_count,
       storage, sender_contact, creation_date, last_update_date)
       VALUES (@batchId, @courier, @trackingNo, @shippingDate, @boxCount, @storage,
         @senderContact, @now, @now)
       ON CONFLICT (batch_id) DO UPDATE SET courier = excluded.courier,
         tracking_no = excluded.tracking_no, shipping_date = excluded.shipping_date,
         box_count = excluded.box_count, storage = excluded.storage,
         sender_contact = excluded.sender_contact, last_update_date = excluded.last_update_date,
         object_version_number = object_version_number + 1`,
    )
    .run({
      batchId,
      courier: shipping.courier ?? null,
      trackingNo: shipping.trackingNo ?? null,
      shippingDate: shipping.shippingDate ?? null,
      boxCount: shipping.boxCount ?? null,
      storage: shipping.storage ?? null,
      senderContact: shipping.senderContact ?? null,
      now,
    });
}

/** A batch with its sheet (as typed), samples, shipping, history and QC results. */
export function getBatch(
  ctx: AppContext,
  caller: PortalCaller,
  batchId: number,
): Record<string, unknown> {
  loadBatch(ctx, caller, batchId);
  const row = ctx.db
    .prepare(
      `SELECT ${BATCH_SELECT}, r.rows_json AS rowsJson FROM portal_batch_list b
       JOIN portal_batches r ON r.batch_id = b.batch_id WHERE b.batch_id = ?`,
    )
    .get(batchId) as Record<string, unknown>;
  const { rowsJson, ...rest } = row;
  const samples = (
    ctx.db
      .prepare(
        `SELECT sample_id AS sampleId, row_no AS rowNo, row_json AS rowJson,
         total_amount AS totalAmount, arrived, receive_note AS receiveNote,
         qc_verdict AS qcVerdict, object_version_number AS objectVersionNumber
         FROM portal_samples WHERE batch_id = ? ORDER BY row_no`,
      )
      .all(batchId) as Record<string, unknown>[]
  ).map(({ rowJson, arrived, ...sample }) => ({
    ...(JSON.parse(String(rowJson)) as Record<string, unknown>),
    ...sample,
    arrived: arrived === null || arrived === undefined ? null : arrived === 1,
    _token: rowToken(ctx.rowSecret, 'portal_samples', Number(sample.sampleId)),
  }));
  const qc = (
    ctx.db
      .prepare(
        `SELECT q.qc_id AS qcId, q.sample_id AS sampleId, s.sample_name AS sampleName, q.verdict,
         q.concentration, q.volume, q.rin, q.note, q.report_file_url AS reportFileUrl,
         q.decision, q.decision_comment AS decisionComment, d.real_name AS decidedBy,
         q.decided_date AS decidedDate, q.object_version_number AS objectVersionNumber
         FROM portal_qc_results q JOIN portal_samples s ON s.sample_id = q.sample_id
         LEFT JOIN users d ON d.id = q.decided_by WHERE q.batch_id = ? ORDER BY s.row_no`,
      )
      .all(batchId) as Record<string, unknown>[]
  ).map((item) => ({ ...item, decidedDate: when(item.decidedDate, caller) }));
  return {
    ...batchView(ctx, caller, rest),
    rows: JSON.parse(String(rowsJson)) as unknown[],
    samples,
    shipping: shippingOf(ctx, batchId),
    history: historyOf(ctx, caller, 'batch', batchId),
    qc,
  };
}

/** Most codes skipped when a code rule gives codes the tenant already has. */
const MAX_CODE_TRIES = 20;

/**
 * The next sample batch code from the code rule `PORTAL.SAMPLE_BATCH` (`SB-2024001`), skipping
 * codes the tenant already has (after a rule change); in the caller's transaction.
 */
function nextBatchCode(ctx: AppContext, caller: PortalCaller): string {
  const taken = ctx.db.prepare(
    'SELECT 1 FROM portal_batches WHERE tenant_id = ? AND batch_code = ?',
  );
  for (let tries = 0; tries < MAX_CODE_TRIES; tries += 1) {
    const code = nextCode(ctx, caller.tenantId, SAMPLE_BATCH_RULE, {
      lang: languageOf(caller.lang),
    });
    if (!taken.get(caller.tenantId, code)) return code;
  }
  throw new BusinessError(
    'error.code_rule',
    `The code rule ${SAMPLE_BATCH_RULE} keeps giving batch codes that exist; check its segments`,
  );
}

/** Creates a Draft batch for a product (and optionally a project the caller sees). */
export function createBatch(
  ctx: AppContext,
  caller: PortalCaller,
  body: { productId: number; projectId?: number | null },
): Record<string, unknown> {
  const product = findProduct(ctx, caller.tenantId, body.productId);
  if (!product)
    throw new BusinessError('error.product_unknown', `Product ${body.productId} does not exist`);
  if (body.projectId !== undefined && body.projectId !== null) {
    visibleOr404(
      ctx,
      'portal_projects',
      'project_id',
      body.projectId,
      caller,
      projectScope(caller, 'p'),
      'p',
      'Project',
    );
    const status = (
      ctx.db
        .prepare('SELECT status FROM portal_projects WHERE project_id = ?')
        .get(body.projectId) as {
        status: string;
      }
    ).status;
    if (status === 'Completed') {
      throw new BusinessError(
        'error.project_completed',
        'The project is completed; samples can no longer be added to it',
      );
    }
  }
  const now = ctx.now();
  const batchId = ctx.db
    .transaction(() => {
      const id = Number(
        ctx.db
          .prepare(
            `INSERT INTO portal_batches (tenant_id, team_id, project_id, product_id, batch_code,
             status, created_by, creation_date, last_update_date)
             VALUES (?, ?, ?, ?, ?, 'Draft', ?, ?, ?)`,
          )
          .run(
            caller.tenantId,
            caller.teamId,
            body.projectId ?? null,
            body.productId,
            nextBatchCode(ctx, caller),
            caller.userId,
            now,
            now,
          ).lastInsertRowid,
      );
      recordHistory(ctx, 'batch', id, 'Draft', caller.userId, null);
      return id;
    })
    .immediate();
  return getBatch(ctx, caller, batchId);
}

/** Cancels a Draft, Submitted or Returned batch. */
export function cancelBatch(
  ctx: AppContext,
  caller: PortalCaller,
  batchId: number,
  body: { objectVersionNumber: number; comment?: string | null },
): Record<string, unknown> {
  const batch = loadBatch(ctx, caller, batchId);
  checkVersion(batch, body.objectVersionNumber);
  if (!CANCELLABLE_BATCH_STATUSES.includes(batch.status)) {
    throw new BusinessError(
      'error.batch_status',
      `A batch that is ${batch.status} can no longer be cancelled; only Draft or Submitted batches can`,
    );
  }
  ctx.db
    .transaction(() => {
      updateBatch(ctx, batch, { status: 'Cancelled' });
      batchStatusChanged(ctx, caller, batch, 'Cancelled', body.comment ?? null);
    })
    .immediate();
  return getBatch(ctx, caller, batchId);
}

function sampleOf(
  ctx: AppContext,
  batchId: number,
  sampleId: number,
): { sampleId: number; sampleName: string; arrived: number | null; qcVerdict: string } {
  const row = ctx.db
    .prepare(
      `SELECT sample_id AS sampleId, sample_name AS sampleName, arrived, qc_verdict AS qcVerdict
       FROM portal_samples WHERE batch_id = ? AND sample_id = ?`,
    )
    .get(batchId, sampleId) as
    { sampleId: number; sampleName: string; arrived: number | null; qcVerdict: string } | undefined;
  if (!row) throw notFound(`Sample ${sampleId} is not in this batch`);
  return row;
}

/** The customer's decision on a Risk verdict: proceed or stop, with a comment. */
export function decideRisk(
  ctx: AppContext,
  caller: PortalCaller,
  batchId: number,
  sampleId: number,
  body: { decision: 'proceed' | 'stop'; comment: string },
): Record<string, unknown> {
  const batch = loadBatch(ctx, caller, batchId);
  const sample = sampleOf(ctx, batchId, sampleId);
  const qc = ctx.db
    .prepare('SELECT verdict, decision FROM portal_qc_results WHERE sample_id = ?')
    .get(sampleId) as { verdict: string; decision: string | null } | undefined;
  if (!qc || qc.verdict !== 'Risk') {
    throw new BusinessError(
      'error.qc_not_risk',
      `Sample ${sample.sampleName} has no Risk verdict; only a Risk verdict asks for your decision`,
    );
  }
  if (qc.decision) {
    throw new BusinessError(
      'error.qc_decided',
      `A decision (${qc.decision}) was already given for sample ${sample.sampleName}`,
    );
  }
  if (!['QcDone', 'Received'].includes(batch.status)) {
    throw new BusinessError(
      'error.batch_status',
      `The batch is ${batch.status}; it is too late to decide`,
    );
  }
  const now = ctx.now();
  ctx.db
    .prepare(
      `UPDATE portal_qc_results SET decision = ?, decision_comment = ?, decided_by = ?,
       decided_date = ?, last_update_date = ?, object_version_number = object_version_number + 1
       WHERE sample_id = ?`,
    )
    .run(body.decision, body.comment.trim(), caller.userId, now, now, sampleId);
  // The staff member who recorded the verdict is waiting for this decision.
  const recorder = ctx.db
    .prepare('SELECT recorded_by AS id FROM portal_qc_results WHERE sample_id = ?')
    .get(sampleId) as { id: number | null };
  if (recorder.id !== null) {
    sendMessage(ctx.db, ctx.events, {
      tenantId: batch.tenantId,
      senderUserId: caller.userId,
      userIds: [recorder.id],
      subject: `Risk decision for ${sample.sampleName} (${batch.batchCode}): ${body.decision}`,
      content:
        `The customer decided to ${body.decision === 'proceed' ? 'proceed with' : 'stop'} ` +
        `sample ${sample.sampleName} of batch ${batch.batchCode}.` +
        (body.comment ? ` Comment: ${body.comment}` : ''),
      type: 'MSG',
      now,
    });
  }
  return getBatch(ctx, caller, batchId);
}

// ---------------------------------------------------------------------------------------
// Staff

function notifyBatch(
  ctx: AppContext,
  caller: PortalCaller,
  batch: BatchRow,
  status: BatchStatus,
  comment: string | null,
  changes: Record<string, SqlValue> = {},
): void {
  updateBatch(ctx, batch, { status, ...changes });
  batchStatusChanged(ctx, caller, batch, status, comment);
}

/** Moves the project of a received batch from Created to SamplesReceived. */
function projectSamplesReceived(ctx: AppContext, caller: PortalCaller, batch: BatchRow): void {
  if (batch.projectId === null) return;
  const changed = ctx.db
    .prepare(
      `UPDATE portal_projects SET status = 'SamplesReceived', last_update_date = ?,
       object_version_number = object_version_number + 1
       WHERE project_id = ? AND status = 'Created'`,
    )
    .run(ctx.now(), batch.projectId).changes;
  if (changed > 0) {
    const comment = `Batch ${batch.batchCode} received`;
    recordHistory(ctx, 'project', batch.projectId, 'SamplesReceived', caller.userId, comment);
    const project = ctx.db
      .prepare(
        'SELECT project_code AS projectCode, project_name AS projectName FROM portal_projects WHERE project_id = ?',
      )
      .get(batch.projectId) as { projectCode: string; projectName: string };
    notifyCustomers(ctx, {
      category: 'STATUS',
      tenantId: batch.tenantId,
      senderId: caller.userId,
      recipients: customerAudience(ctx, batch),
      message: projectMessage(project, 'SamplesReceived', comment),
    });
  }
}

/** Staff receive a Submitted or Shipped batch, noting samples that did not arrive. */
export function receiveBatch(
  ctx: AppContext,
  caller: PortalCaller,
  batchId: number,
  body: {
    objectVersionNumber: number;
    received: { sampleId: number; arrived: boolean; note?: string | null }[];
  },
): Record<string, unknown> {
  const batch = loadBatch(ctx, caller, batchId);
  checkVersion(batch, body.objectVersionNumber);
  if (batch.status !== 'Submitted' && batch.status !== 'Shipped') {
    throw new BusinessError(
      'error.batch_status',
      `Only a Submitted or Shipped batch can be received; this one is ${batch.status}`,
    );
  }
  const given = new Map(body.received.map((item) => [item.sampleId, item]));
  const samples = ctx.db
    .prepare(
      'SELECT sample_id AS sampleId, sample_name AS sampleName FROM portal_samples WHERE batch_id = ? ORDER BY row_no',
    )
    .all(batchId) as { sampleId: number; sampleName: string }[];
  const known = new Set(samples.map((sample) => sample.sampleId));
  for (const id of given.keys()) {
    if (!known.has(id)) throw badRequest(`Sample ${id} is not in batch ${batch.batchCode}`);
  }
  const discrepancies: string[] = [];
  const now = ctx.now();
  const update = ctx.db.prepare(
    `UPDATE portal_samples SET arrived = ?, receive_note = ?, last_update_date = ?,
     object_version_number = object_version_number + 1 WHERE sample_id = ?`,
  );
  ctx.db
    .transaction(() => {
      for (const sample of samples) {
        // A sample not listed arrived as declared.
        const item = given.get(sample.sampleId);
        const arrived = item ? item.arrived : true;
        const note = item?.note?.trim() || null;
        update.run(arrived ? 1 : 0, note, now, sample.sampleId);
        if (!arrived)
          discrepancies.push(`${sample.sampleName} did not arrive${note ? ` (${note})` : ''}`);
        else if (note) discrepancies.push(`${sample.sampleName}: ${note}`);
      }
      const comment =
        discrepancies.length > 0
          ? `Discrepancies: ${discrepancies.join('; ')}.`
          : 'All samples arrived.';
      // The project's step first, so that the batch's message is the newest.
      projectSamplesReceived(ctx, caller, batch);
      notifyBatch(ctx, caller, batch, 'Received', comment);
    })
    .immediate();
  return getBatch(ctx, caller, batchId);
}

/** One QC result as staff send it. */
export interface QcInput {
  sampleId: number;
  verdict: 'Pass' | 'Risk' | 'Fail';
  concentration?: number | string | null;
  volume?: number | string | null;
  rin?: number | string | null;
  note?: string | null;
  reportFileUrl?: string | null;
}

function pendingQc(ctx: AppContext, batchId: number): number {
  return (
    ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM portal_samples WHERE batch_id = ? AND arrived = 1
         AND qc_verdict = 'Pending'`,
      )
      .get(batchId) as { n: number }
  ).n;
}

function undecidedRisks(ctx: AppContext, batchId: number): string[] {
  return (
    ctx.db
      .prepare(
        `SELECT s.sample_name AS name FROM portal_qc_results q JOIN portal_samples s
         ON s.sample_id = q.sample_id WHERE q.batch_id = ? AND q.verdict = 'Risk'
         AND q.decision IS NULL ORDER BY s.row_no`,
      )
      .all(batchId) as { name: string }[]
  ).map((row) => row.name);
}

/**
 * Staff record QC verdicts of a Received batch. When every arrived sample has one, the batch
 * moves to QcDone (its customers are told, Risk samples named for their decision).
 */
export function recordQc(
  ctx: AppContext,
  caller: PortalCaller,
  batchId: number,
  results: QcInput[],
): Record<string, unknown> {
  const batch = loadBatch(ctx, caller, batchId);
  if (batch.status !== 'Received') {
    throw new BusinessError(
      'error.batch_status',
      `QC results are recorded for a Received batch; this one is ${batch.status}`,
    );
  }
  const reports = new Set<string>();
  for (const result of results) {
    const sample = sampleOf(ctx, batchId, result.sampleId);
    if (sample.arrived !== 1) {
      throw new BusinessError(
        'error.sample_not_arrived',
        `Sample ${sample.sampleName} did not arrive; it has no QC`,
      );
    }
    const issues = qcIssues(result);
    if (issues.length > 0) {
      throw new BusinessError(
        'error.qc_result',
        `Sample ${sample.sampleName}: ${issues.map(qcIssueMessage).join('; ')}`,
      );
    }
    if (result.reportFileUrl) reports.add(result.reportFileUrl);
  }
  for (const url of reports) {
    const file = ctx.db
      .prepare('SELECT team_id AS teamId FROM portal_files WHERE file_url = ? AND tenant_id = ?')
      .get(url, batch.tenantId) as { teamId: number | null } | undefined;
    if (!file || (file.teamId !== null && file.teamId !== batch.teamId)) {
      throw new BusinessError(
        'error.report_file',
        `The QC report ${url} is not a file uploaded for this batch; upload it first`,
      );
    }
  }
  const text = (value: unknown): string | null =>
    value === undefined || value === null || value === '' ? null : String(value);
  const now = ctx.now();
  ctx.db
    .transaction(() => {
      const upsert = ctx.db.prepare(
        `INSERT INTO portal_qc_results (batch_id, sample_id, verdict, concentration, volume, rin,
         note, report_file_url, recorded_by, creation_date, last_update_date)
         VALUES (@batchId, @sampleId, @verdict, @concentration, @volume, @rin, @note, @report,
           @userId, @now, @now)
         ON CONFLICT (sample_id) DO UPDATE SET verdict = excluded.verdict,
           concentration = excluded.concentration, volume = excluded.volume, rin = excluded.rin,
           note = excluded.note, report_file_url = excluded.report_file_url,
           recorded_by = excluded.recorded_by, decision = NULL, decision_comment = NULL,
           decided_by = NULL, decided_date = NULL, last_update_date = excluded.last_update_date,
           object_version_number = object_version_number + 1`,
      );
      const verdict = ctx.db.prepare(
        `UPDATE portal_samples SET qc_verdict = ?, last_update_date = ?,
         object_version_number = object_version_number + 1 WHERE sample_id = ?`,
      );
      for (const result of results) {
        upsert.run({
          batchId,
          sampleId: result.sampleId,
          verdict: result.verdict,
          concentration: text(result.concentration),
          volume: text(result.volume),
          rin: text(result.rin),
          note: text(result.note),
          report: text(result.reportFileUrl),
          userId: caller.userId,
          now,
        });
        verdict.run(result.verdict, now, result.sampleId);
      }
      // A linked report becomes readable by the batch's team.
      for (const url of reports) {
        ctx.db
          .prepare(
            'UPDATE portal_files SET team_id = ?, last_update_date = ? WHERE file_url = ? AND team_id IS NULL',
          )
          .run(batch.teamId, now, url);
      }
      if (pendingQc(ctx, batchId) === 0) {
        notifyBatch(ctx, caller, batch, 'QcDone', qcSummary(ctx, batchId));
      } else {
        updateBatch(ctx, batch, {});
      }
    })
    .immediate();
  return getBatch(ctx, caller, batchId);
}

function qcSummary(ctx: AppContext, batchId: number): string {
  const counts = ctx.db
    .prepare(
      `SELECT verdict, COUNT(*) AS n FROM portal_qc_results WHERE batch_id = ? GROUP BY verdict`,
    )
    .all(batchId) as { verdict: string; n: number }[];
  const parts = ['Pass', 'Risk', 'Fail'].map(
    (verdict) => `${counts.find((row) => row.verdict === verdict)?.n ?? 0} ${verdict}`,
  );
  const risks = undecidedRisks(ctx, batchId);
  return (
    `QC results: ${parts.join(', ')}.` +
    (risks.length > 0 ? ` Please decide whether to proceed with ${risks.join(', ')}.` : '')
  );
}

/** Staff move a batch to the next state of its lifecycle (and only that). */
export function moveBatch(
  ctx: AppContext,
  caller: PortalCaller,
  batchId: number,
  body: { status: BatchStatus; comment?: string | null },
): Record<string, unknown> {
  const batch = loadBatch(ctx, caller, batchId);
  const next = NEXT_STATUS[batch.status];
  if (next !== body.status) {
    throw new BusinessError(
      'error.batch_status_order',
      next
        ? `A ${batch.status} batch can only move to ${next}, not to ${body.status}`
        : `A ${batch.status} batch has no next state in the lifecycle`,
    );
  }
  if (next === 'QcDone' && pendingQc(ctx, batchId) > 0) {
    throw new BusinessError(
      'error.qc_pending',
      'Record a QC verdict for every arrived sample first',
    );
  }
  if (next === 'InProgress') {
    const risks = undecidedRisks(ctx, batchId);
    if (risks.length > 0) {
      throw new BusinessError(
        'error.qc_decision_pending',
        `The customer has not decided on the Risk samples ${risks.join(', ')} yet`,
      );
    }
  }
  const comment = body.comment?.trim() || null;
  ctx.db
    .transaction(() => {
      if (next === 'Received') projectSamplesReceived(ctx, caller, batch);
      notifyBatch(
        ctx,
        caller,
        batch,
        next,
        next === 'QcDone' ? (comment ?? qcSummary(ctx, batchId)) : comment,
      );
    })
    .immediate();
  return getBatch(ctx, caller, batchId);
}

/** Staff return a Submitted batch to the customer with a reason; it is editable again. */
export function returnBatch(
  ctx: AppContext,
  caller: PortalCaller,
  batchId: number,
  reason: string,
): Record<string, unknown> {
  const batch = loadBatch(ctx, caller, batchId);
  if (batch.status !== 'Submitted') {
    throw new BusinessError(
      'error.batch_status',
      `Only a Submitted batch can be returned; this one is ${batch.status}`,
    );
  }
  ctx.db
    .transaction(() => {
      notifyBatch(ctx, caller, batch, 'Returned', reason, { return_reason: reason });
    })
    .immediate();
  return getBatch(ctx, caller, batchId);
}
