/**
 * The customer's sample sheet: the draft saved as typed (answering the server's own per-row
 * issues) and the submission, which validates every row with the shared rules of
 * `domain/portal/samples.ts` — the same code the app runs, so a row the app refuses is refused
 * here too, whatever a client sends.
 */
import {
  cellText,
  normalizeRow,
  SAMPLE_FIELDS,
  totalAmount,
  type SampleProduct,
  type SampleRow,
  type SampleType,
} from '../../domain/portal/samples';
import { EDITABLE_BATCH_STATUSES } from '../../domain/portal/lifecycles';
import {
  analysisInfoProblems,
  cleanAnalysisInfo,
  type AnalysisInfo,
} from '../../domain/portal/analysisInfo';
import type { AppContext } from '../context';
import { badRequest, BusinessError, forbidden } from '../http/errors';
import {
  batchStatusChanged,
  checkVersion,
  findProduct,
  getBatch,
  loadBatch,
  saveShipping,
  updateBatch,
  type BatchRow,
  type ShippingInput,
} from './portal';
import type { PortalCaller } from './portalAccess';
import { checkRows, type RowIssues } from '../workers/sheetCheck';
import type { SheetChecker } from '../workers/sheetChecker';

export type { IssueView, RowIssues } from '../workers/sheetCheck';

/** Most rows a sheet may hold. */
export const MAX_ROWS = 5000;

/** Longest text a cell may hold. */
const MAX_CELL = 500;

/** A row's lasting id, as the wizard makes it (kept so that two tabs' drafts can be merged). */
const ROW_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The rows of a request body as typed, keeping only the sheet's fields and each row's id; 400
 * for anything that is not a list of rows with distinct whole `rowNo` values, distinct ids and
 * text or number cells.
 */
export function cleanRows(input: unknown): SampleRow[] {
  if (!Array.isArray(input)) throw badRequest("Field 'rows' must be a list of sample rows");
  if (input.length > MAX_ROWS) {
    throw badRequest(`Field 'rows' holds at most ${MAX_ROWS} rows`);
  }
  const seen = new Set<number>();
  const ids = new Set<string>();
  return input.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw badRequest(`Field 'rows.${index}' must be an object`);
    }
    const source = item as Record<string, unknown>;
    const rowNo = source.rowNo;
    if (typeof rowNo !== 'number' || !Number.isInteger(rowNo) || rowNo < 1) {
      throw badRequest(`Field 'rows.${index}.rowNo' must be a whole number from 1`);
    }
    if (seen.has(rowNo)) throw badRequest(`Row number ${rowNo} appears twice in 'rows'`);
    seen.add(rowNo);
    const row: SampleRow = { rowNo };
    const rowId = source.rowId;
    if (rowId !== undefined && rowId !== null) {
      if (typeof rowId !== 'string' || !ROW_ID.test(rowId)) {
        throw badRequest(`Field 'rows.${index}.rowId' must be 1 to 64 letters, digits, - or _`);
      }
      if (ids.has(rowId)) throw badRequest(`Row id ${rowId} appears twice in 'rows'`);
      ids.add(rowId);
      row.rowId = rowId;
    }
    for (const field of SAMPLE_FIELDS) {
      const value = source[field];
      if (value === undefined || value === null) continue;
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) {
          throw badRequest(`Field 'rows.${index}.${field}' must be a finite number`);
        }
      } else if (typeof value !== 'string') {
        throw badRequest(`Field 'rows.${index}.${field}' must be text or a number`);
      } else if (value.length > MAX_CELL) {
        throw badRequest(`Field 'rows.${index}.${field}' has at most ${MAX_CELL} characters`);
      }
      row[field] = value;
    }
    return row;
  });
}

function productOf(ctx: AppContext, batch: BatchRow): SampleProduct {
  const product = findProduct(ctx, batch.tenantId, batch.productId);
  if (!product)
    throw new BusinessError('error.product_unknown', 'The batch product no longer exists');
  return { kind: product.kind, sampleTypes: product.sampleTypes as SampleType[] };
}

/** Names of the samples in the project's other live batches (unique in the project). */
function namesInProject(ctx: AppContext, batch: BatchRow): string[] {
  if (batch.projectId === null) return [];
  return (
    ctx.db
      .prepare(
        `SELECT s.sample_name AS name FROM portal_samples s
         JOIN portal_batches b ON b.batch_id = s.batch_id
         WHERE b.project_id = ? AND b.batch_id <> ?
           AND b.status NOT IN ('Draft', 'Returned', 'Cancelled')`,
      )
      .all(batch.projectId, batch.batchId) as { name: string }[]
  ).map((row) => row.name);
}

/** What the rows of a batch are checked against: its product and the project's other names. */
function sheetContext(
  ctx: AppContext,
  batch: BatchRow,
): { product: SampleProduct; namesInProject: string[] } {
  return { product: productOf(ctx, batch), namesInProject: namesInProject(ctx, batch) };
}

/** The server's issues of a sheet (rows normalised first, as the app does), by row. */
export function sheetIssues(ctx: AppContext, batch: BatchRow, rows: SampleRow[]): RowIssues[] {
  const { product, namesInProject } = sheetContext(ctx, batch);
  return checkRows(rows, product, namesInProject);
}

function requireEditable(batch: BatchRow): void {
  if (!EDITABLE_BATCH_STATUSES.includes(batch.status)) {
    throw new BusinessError(
      'error.batch_not_editable',
      `Batch ${batch.batchCode} is ${batch.status}; only a Draft or Returned batch can be edited`,
    );
  }
}

/** Body of `PUT .../batches/{batchId}/draft`. */
export interface DraftBody {
  objectVersionNumber: number;
  step?: number;
  rows: unknown;
  shipping?: ShippingInput | null;
  /** The mass spectrometry analysis information (MS products only); null clears it. */
  bif?: unknown;
}

/**
 * The analysis information of a body as stored (JSON text, or null to clear it); 400 for a
 * malformed one, refused for a product that is not mass spectrometry.
 */
function analysisInfoColumn(ctx: AppContext, batch: BatchRow, bif: unknown): string | null {
  if (bif === null) return null;
  const problems = analysisInfoProblems(bif);
  if (problems.length > 0) throw badRequest(problems.join('; '));
  if (findProduct(ctx, batch.tenantId, batch.productId)?.kind !== 'MS') {
    throw new BusinessError(
      'error.bif_not_applicable',
      'Analysis information applies to mass spectrometry products only',
    );
  }
  return JSON.stringify(cleanAnalysisInfo(bif as AnalysisInfo));
}

/**
 * Saves the sheet exactly as typed (no rule blocks a draft) and answers the new version with
 * the server's per-row issues, checked by `checker` (off the request thread) before the write.
 * A stale objectVersionNumber fails, also when another save wins while this one is checked.
 */
export async function saveDraft(
  ctx: AppContext,
  caller: PortalCaller,
  batchId: number,
  body: DraftBody,
  checker: SheetChecker,
): Promise<{ objectVersionNumber: number; issues: RowIssues[] }> {
  if (caller.kind !== 'customer') throw forbidden('Only customers may edit a sample sheet');
  const batch = loadBatch(ctx, caller, batchId);
  requireEditable(batch);
  checkVersion(batch, body.objectVersionNumber);
  const rows = cleanRows(body.rows);
  const bif = body.bif === undefined ? undefined : analysisInfoColumn(ctx, batch, body.bif);
  const rowsJson = JSON.stringify(rows);
  const issues = await checker.check(caller.userId, caller.lang, {
    rowsJson,
    ...sheetContext(ctx, batch),
  });
  const version = ctx.db
    .transaction(() => {
      const changes: Record<string, string | number | null> = { rows_json: rowsJson };
      if (body.step !== undefined) changes.step = body.step;
      if (bif !== undefined) changes.bif_json = bif;
      const next = updateBatch(ctx, batch, changes);
      if (body.shipping) saveShipping(ctx, batchId, body.shipping);
      return next;
    })
    .immediate();
  return { objectVersionNumber: version, issues };
}

/** The failure answer of a refused submission. */
export interface SampleRowsFailure {
  failed: true;
  code: 'error.sample_rows';
  message: string;
  type: 'error';
  rows: RowIssues[];
}

/**
 * Submits a Draft or Returned batch: every row is checked with the shared rules; any error
 * refuses the whole submission with the rows and their issues (warnings do not block).
 */
export function submitBatch(
  ctx: AppContext,
  caller: PortalCaller,
  batchId: number,
  body: { objectVersionNumber: number },
): Record<string, unknown> | SampleRowsFailure {
  if (caller.kind !== 'customer') throw forbidden('Only customers may submit a sample sheet');
  const batch = loadBatch(ctx, caller, batchId);
  requireEditable(batch);
  checkVersion(batch, body.objectVersionNumber);
  const typed = JSON.parse(batch.rowsJson) as SampleRow[];
  if (typed.length === 0) {
    throw new BusinessError('error.no_samples', 'Add at least one sample before submitting');
  }
  const withErrors = sheetIssues(ctx, batch, typed)
    .map((row) => ({ ...row, issues: row.issues.filter((issue) => issue.severity === 'error') }))
    .filter((row) => row.issues.length > 0);
  if (withErrors.length > 0) {
    const first = withErrors[0];
    const detail = first
      ? ` Row ${first.rowNo}: ${first.issues.map((issue) => issue.message).join('; ')}.`
      : '';
    return {
      failed: true,
      code: 'error.sample_rows',
      message: `${withErrors.length} of ${typed.length} rows have problems; fix them and submit again.${detail}`,
      type: 'error',
      rows: withErrors,
    };
  }
  const rows = typed.map(normalizeRow);
  const now = ctx.now();
  const wasReturned = batch.status === 'Returned';
  ctx.db
    .transaction(() => {
      ctx.db.prepare('DELETE FROM portal_samples WHERE batch_id = ?').run(batchId);
      const insert = ctx.db.prepare(
        `INSERT INTO portal_samples (batch_id, row_no, sample_name, sample_type, row_json,
         total_amount, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const row of [...rows].sort((a, b) => a.rowNo - b.rowNo)) {
        insert.run(
          batchId,
          row.rowNo,
          cellText(row.sampleName),
          cellText(row.sampleType),
          JSON.stringify(row),
          totalAmount(row) || null,
          now,
          now,
        );
      }
      updateBatch(ctx, batch, { status: 'Submitted', submitted_date: now, return_reason: null });
      batchStatusChanged(
        ctx,
        caller,
        batch,
        'Submitted',
        wasReturned ? 'Submitted again after changes' : null,
      );
    })
    .immediate();
  return getBatch(ctx, caller, batchId);
}

/** The analysis information saved with a batch's draft (null until filled in). */
export function draftAnalysisInfo(
  ctx: AppContext,
  caller: PortalCaller,
  batchId: number,
): { bif: AnalysisInfo | null } {
  const batch = loadBatch(ctx, caller, batchId);
  const row = ctx.db
    .prepare('SELECT bif_json AS bif FROM portal_batches WHERE batch_id = ?')
    .get(batch.batchId) as { bif: string | null };
  return { bif: row.bif ? (JSON.parse(row.bif) as AnalysisInfo) : null };
}
