/**
 * The import service behind the wizard (`/himp/commentImport/:code`): a template's file read
 * into staged rows of a new batch, the rows checked by the template's columns and by the
 * target resource's own validation (the engine's), edited one at a time, and the valid ones
 * created through the engine in the caller's scope, each in its own transaction (a refused row
 * is recorded as FAILED with its reason, the others still go in). Checks and imports run in
 * chunks between which the server answers other requests; their progress is the batch's
 * status and counts (UPLOADING -> UPLOADED -> CHECKING -> CHECKED -> IMPORTING -> IMPORTED). Its
 * messages are in `messages.ts`, a row's checks in `rowChecks.ts`, the demo batch in `demo.ts`.
 */
import { randomBytes } from 'node:crypto';
import { permissionCode, type ResourceDescription } from '../../../../domain/engine/resource';
import { headerKey } from '../../../../domain/portal/sampleImport';
import { fill, LANGUAGES, text, type Language, type Text } from '../../../../domain/engine/text';
import type { AppContext } from '../../../context';
import type { Engine, EngineScope } from '../../../engine/service';
import { BusinessError, forbidden, HttpError } from '../../../http/errors';
import type { ParsedSheet } from '../../../workers/importParse';
import {
  type ImportBatchStatus,
  BUSY_IMPORT_STATUSES,
  type ImportColumn,
  type ImportStatus,
  type RowStatus,
  type StagedRow,
} from '../../../../domain/contract/himp';
import { targetBody, type Said } from './columns';
import { joined, rowProblems } from './rowChecks';
import { IMPORT_MESSAGES } from './messages';

/** Rows checked or imported between two turns of the server to other requests. */
export const CHUNK_ROWS = 50;

/** A template as the import reads it. */
export interface ImportTemplate {
  templateId: number;
  templateCode: string;
  templateName: string;
  fileType: string;
  targetResource: string;
  columns: ImportColumn[];
}

/**
 * A batch row of the database: what the status call answers of it, less the figures it derives
 * (HZERO's `count`, `ready` and `progress`), and whose batch it is.
 */
export interface BatchRecord extends Omit<ImportBatchStatus, 'count' | 'ready' | 'progress'> {
  tenantId: number;
  userId: number;
  templateId: number;
}

/** The caller of an import: the engine scope and the session's user. */
export interface ImportCaller {
  scope: EngineScope;
  userId: number;
  loginName: string;
}

const say = (message: Text, lang: Language, vars: Record<string, string | number> = {}) =>
  fill(message[lang], vars);

/** A refusal in the caller's language. */
const refusal = (scope: EngineScope, message: Text, vars: Record<string, string | number> = {}) =>
  new BusinessError('error.himp', say(message, scope.lang, vars), 'warn');

const BATCH_COLUMNS = `import_id AS importId, tenant_id AS tenantId, user_id AS userId,
  template_id AS templateId, template_code AS templateCode, template_name AS templateName,
  target_resource AS targetResource, batch, file_name AS fileName, status,
  total_count AS totalCount, valid_count AS validCount, error_count AS errorCount,
  imported_count AS importedCount, failed_count AS failedCount,
  processed_count AS processedCount, uploaded_at AS uploadedAt`;

/** The import service of one server: its database, engine and the batches at work. */
export class ImportService {
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly engine: Engine,
  ) {
    this.recover();
  }

  /** The description of the staged rows (their messages are kept as its translated field). */
  private get rowResource(): ResourceDescription {
    return this.engine.resource('himp/import-row');
  }

  /**
   * Batches left at work by a stopped server are put back where they can go on: a file being
   * read is dropped, a check or an import in progress stops where it was.
   */
  private recover(): void {
    const { db } = this.ctx;
    db.prepare("DELETE FROM himp_import_batch WHERE status = 'UPLOADING'").run();
    db.prepare("UPDATE himp_import_batch SET status = 'UPLOADED' WHERE status = 'CHECKING'").run();
    db.prepare("UPDATE himp_import_batch SET status = 'CHECKED' WHERE status = 'IMPORTING'").run();
  }

  /** Stops taking new chunks and waits for those at work. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.running]);
  }

  /** Waits for the checks and imports at work (tests). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  /** The target resource of a template key, if rows can be created in it. */
  targetOf(key: string): ResourceDescription | undefined {
    const target = this.engine.resolve(key);
    if (!target || target.readOnly || target.parent || target.singleton) return undefined;
    if (target.actions && !target.actions.includes('create')) return undefined;
    return target;
  }

  /** The caller's template of a code with its columns (refused: missing, disabled, no target). */
  template(scope: EngineScope, code: string): ImportTemplate {
    const row = this.ctx.db
      .prepare(
        `SELECT h.template_id AS templateId, h.template_code AS templateCode,
           COALESCE(ml.value, h.template_name) AS templateName, h.file_type AS fileType,
           h.target_resource AS targetResource, h.enabled_flag AS enabledFlag
         FROM himp_template_header h
         LEFT JOIN hpfm_multi_language ml ON ml.entity = 'himp/template'
           AND ml.row_id = h.template_id AND ml.field_name = 'templateName' AND ml.lang = ?
         WHERE h.tenant_id = ? AND h.template_code = ?`,
      )
      .get(scope.lang, scope.tenantId, code) as
      | (Omit<ImportTemplate, 'columns' | 'targetResource'> & {
          targetResource: string | null;
          enabledFlag: number;
        })
      | undefined;
    if (!row)
      throw new HttpError(
        404,
        'error.not_found',
        say(IMPORT_MESSAGES.noTemplate, scope.lang, { code }),
      );
    if (row.enabledFlag !== 1) throw refusal(scope, IMPORT_MESSAGES.disabled, { code });
    if (!row.targetResource) throw refusal(scope, IMPORT_MESSAGES.noTarget, { code });
    if (!this.targetOf(row.targetResource)) {
      throw refusal(scope, IMPORT_MESSAGES.badTarget, { code, target: row.targetResource });
    }
    const columns = this.ctx.db
      .prepare(
        `SELECT sheet_index AS sheetIndex, column_index AS columnIndex, column_code AS columnCode,
           column_name AS columnName, column_type AS columnType, required_flag AS requiredFlag,
           max_length AS maxLength, format_mask AS formatMask
         FROM himp_template_line WHERE template_id = ? AND enabled_flag = 1
         ORDER BY sheet_index, column_index`,
      )
      .all(row.templateId) as ImportColumn[];
    if (columns.length === 0) throw refusal(scope, IMPORT_MESSAGES.noColumns, { code });
    return {
      templateId: row.templateId,
      templateCode: row.templateCode,
      templateName: row.templateName,
      fileType: row.fileType,
      targetResource: row.targetResource,
      columns,
    };
  }

  /** The target resource of a template (checked when the template was read). */
  target(template: ImportTemplate): ResourceDescription {
    return this.engine.resource(template.targetResource);
  }

  /** Refuses (403) a caller who may not create rows of the template's target. */
  requireCreate(scope: EngineScope, template: ImportTemplate): void {
    const code = permissionCode(this.engine.owner(this.target(template)), 'create');
    if (!scope.may(code)) throw forbidden(`Permission ${code} is required`);
  }

  /** Starts a batch of a file being read (UPLOADING). */
  startBatch(
    caller: ImportCaller,
    template: ImportTemplate,
    fileName: string,
    fileSize: number,
  ): BatchRecord {
    const now = this.ctx.now();
    const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
    const batch = `${day}-${randomBytes(6).toString('hex')}`;
    const result = this.ctx.db
      .prepare(
        `INSERT INTO himp_import_batch (tenant_id, user_id, login_name, template_id, template_code,
           template_name, target_resource, batch, file_name, file_size, status, uploaded_at,
           creation_date, last_update_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'UPLOADING', ?, ?, ?)`,
      )
      .run(
        caller.scope.tenantId,
        caller.userId,
        caller.loginName,
        template.templateId,
        template.templateCode,
        template.templateName,
        template.targetResource,
        batch,
        fileName.slice(0, 255),
        fileSize,
        now,
        now,
        now,
      );
    return this.batchById(Number(result.lastInsertRowid));
  }

  /** Drops a batch whose file could not be read. */
  dropBatch(importId: number): void {
    this.ctx.db.prepare('DELETE FROM himp_import_batch WHERE import_id = ?').run(importId);
  }

  private batchById(importId: number): BatchRecord {
    return this.ctx.db
      .prepare(`SELECT ${BATCH_COLUMNS} FROM himp_import_batch WHERE import_id = ?`)
      .get(importId) as BatchRecord;
  }

  /** The caller's own batch of a code (of the template, when named); 404 otherwise. */
  batch(caller: ImportCaller, batch: string, templateCode?: string): BatchRecord {
    const found = this.ctx.db
      .prepare(
        `SELECT ${BATCH_COLUMNS} FROM himp_import_batch
         WHERE batch = ? AND tenant_id = ? AND user_id = ?`,
      )
      .get(batch, caller.scope.tenantId, caller.userId) as BatchRecord | undefined;
    if (
      !found ||
      (templateCode !== undefined &&
        found.templateCode.toLowerCase() !== templateCode.toLowerCase())
    ) {
      throw new HttpError(
        404,
        'error.not_found',
        say(IMPORT_MESSAGES.noBatch, caller.scope.lang, { batch }),
      );
    }
    return found;
  }

  /**
   * The staged rows of a file's sheets (UPLOADED), each data row under the heading row by the
   * template's headings (a column found by its heading, its field code or the target field's
   * label in either language); refused naming a sheet that lacks a required column's heading.
   */
  stage(
    caller: ImportCaller,
    record: BatchRecord,
    template: ImportTemplate,
    sheets: ParsedSheet[],
  ): BatchRecord {
    const { scope } = caller;
    const target = this.target(template);
    const staged: { sheetIndex: number; rowNumber: number; values: Record<string, string> }[] = [];
    const bySheet = new Map<number, ImportColumn[]>();
    for (const column of template.columns) {
      bySheet.set(column.sheetIndex, [...(bySheet.get(column.sheetIndex) ?? []), column]);
    }
    for (const [sheetIndex, columns] of bySheet) {
      const rows = sheets.find((sheet) => sheet.sheetIndex === sheetIndex)?.rows ?? [];
      const headings = (rows[0] ?? []).map((cell) => headerKey(cell));
      const positions = new Map<string, number>();
      for (const column of columns) {
        const field = target.fields[column.columnCode];
        const names = [column.columnName, column.columnCode, field?.label.en_US, field?.label.zh_CN]
          .filter((name): name is string => !!name)
          .map(headerKey);
        const at = headings.findIndex((heading) => heading !== '' && names.includes(heading));
        if (at >= 0) positions.set(column.columnCode, at);
      }
      const missing = columns.filter(
        (column) => column.requiredFlag === 1 && !positions.has(column.columnCode),
      );
      if (missing.length > 0 || positions.size === 0) {
        throw refusal(scope, IMPORT_MESSAGES.headings, {
          sheet: sheetIndex,
          missing: (missing.length > 0 ? missing : columns).map((c) => c.columnName).join(', '),
          expected: columns.map((c) => c.columnName).join(', '),
        });
      }
      rows.slice(1).forEach((cells, index) => {
        if (cells.every((cell) => cell.trim() === '')) return;
        const values: Record<string, string> = {};
        for (const column of columns) {
          const at = positions.get(column.columnCode);
          values[column.columnCode] = at === undefined ? '' : (cells[at] ?? '').trim();
        }
        staged.push({ sheetIndex, rowNumber: index + 2, values });
      });
    }
    if (staged.length === 0) throw refusal(scope, IMPORT_MESSAGES.noData);
    const now = this.ctx.now();
    const insert = this.ctx.db.prepare(
      `INSERT INTO himp_import_row (tenant_id, import_id, sheet_index, row_number, data_json,
         data_text, data_status, creation_date, last_update_date)
       VALUES (?, ?, ?, ?, ?, ?, 'NEW', ?, ?)`,
    );
    this.ctx.db.transaction(() => {
      for (const row of staged) {
        insert.run(
          scope.tenantId,
          record.importId,
          row.sheetIndex,
          row.rowNumber,
          JSON.stringify(row.values),
          this.dataText(template, row.values),
          now,
          now,
        );
      }
      this.ctx.db
        .prepare(
          `UPDATE himp_import_batch SET status = 'UPLOADED', total_count = ?,
             last_update_date = ?, object_version_number = object_version_number + 1
           WHERE import_id = ?`,
        )
        .run(staged.length, now, record.importId);
    })();
    return this.batchById(record.importId);
  }

  /** A row's values as one line of text (`Heading: value · …`), for the history. */
  private dataText(template: ImportTemplate, values: Readonly<Record<string, string>>): string {
    return template.columns
      .filter((column) => (values[column.columnCode] ?? '') !== '')
      .map((column) => `${column.columnName}: ${values[column.columnCode] ?? ''}`)
      .join(' · ')
      .slice(0, 4000);
  }

  /** A page of a batch's staged rows, in the caller's language. */
  rows(
    caller: ImportCaller,
    record: BatchRecord,
    page: number,
    size: number,
    status?: RowStatus,
  ): { content: StagedRow[]; total: number } {
    const where = `r.import_id = ?${status ? ' AND r.data_status = ?' : ''}`;
    const params: (string | number)[] = status ? [record.importId, status] : [record.importId];
    const total = (
      this.ctx.db
        .prepare(`SELECT COUNT(*) AS n FROM himp_import_row r WHERE ${where}`)
        .get(...params) as { n: number }
    ).n;
    return { total, content: this.readRows(caller.scope.lang, where, params, size, page * size) };
  }

  /** Staged rows as the wizard reads them, their messages in `lang`. */
  private readRows(
    lang: Language,
    where: string,
    params: readonly (string | number)[],
    limit: number,
    offset: number,
  ): StagedRow[] {
    const found = this.ctx.db
      .prepare(
        `SELECT r.row_id AS id, r.sheet_index AS sheetIndex, r.row_number AS rowNumber,
           r.data_json AS dataJson, r.data_status AS dataStatus,
           COALESCE(ml.value, r.info, '') AS info, r.object_version_number AS version,
           r.target_id AS targetId
         FROM himp_import_row r
         LEFT JOIN hpfm_multi_language ml ON ml.entity = 'himp/import-row'
           AND ml.row_id = r.row_id AND ml.field_name = 'info' AND ml.lang = ?
         WHERE ${where}
         ORDER BY r.sheet_index, r.row_number LIMIT ? OFFSET ?`,
      )
      .all(lang, ...params, limit, offset) as {
      id: number;
      sheetIndex: number;
      rowNumber: number;
      dataJson: string;
      dataStatus: RowStatus;
      info: string;
      version: number;
      targetId: number | null;
    }[];
    return found.map((row) => ({
      ...(JSON.parse(row.dataJson) as Record<string, string>),
      _id: row.id,
      _sheetIndex: row.sheetIndex,
      _rowNumber: row.rowNumber,
      _dataStatus: row.dataStatus,
      _info: row.info,
      _version: row.version,
      _targetId: row.targetId,
    }));
  }

  /** Refuses work on a batch that is being read, checked or imported. */
  private requireIdle(scope: EngineScope, record: BatchRecord): void {
    if (BUSY_IMPORT_STATUSES.includes(record.status)) {
      const status =
        IMPORT_STATUS_WORDS[record.status as keyof typeof IMPORT_STATUS_WORDS][scope.lang];
      throw refusal(scope, IMPORT_MESSAGES.busy, { batch: record.batch, status });
    }
  }

  /** Writes a row's status and messages (English in the row, each language as a translation). */
  private writeOutcome(
    scope: EngineScope,
    rowId: number,
    status: RowStatus,
    info: Said | undefined,
    targetId?: number,
  ): void {
    const now = this.ctx.now();
    this.ctx.db
      .prepare(
        `UPDATE himp_import_row SET data_status = ?, info = ?, target_id = COALESCE(?, target_id),
           last_update_date = ?, object_version_number = object_version_number + 1
         WHERE row_id = ?`,
      )
      .run(status, info?.en_US ?? '', targetId ?? null, now, rowId);
    const resource = this.rowResource;
    const token = this.engine.token(resource, rowId);
    for (const lang of LANGUAGES) {
      this.engine.store.translate(
        resource,
        scope,
        rowId,
        'info',
        lang,
        info?.[lang] ?? '',
        token,
        now,
      );
    }
  }

  /** Recounts a batch's rows. */
  private recount(importId: number, status?: ImportStatus, processed?: number): void {
    const counts = this.ctx.db
      .prepare(
        `SELECT COUNT(*) AS total,
           SUM(data_status = 'VALID') AS valid, SUM(data_status = 'ERROR') AS error,
           SUM(data_status = 'IMPORTED') AS imported, SUM(data_status = 'FAILED') AS failed
         FROM himp_import_row WHERE import_id = ?`,
      )
      .get(importId) as Record<'total' | 'valid' | 'error' | 'imported' | 'failed', number | null>;
    this.ctx.db
      .prepare(
        `UPDATE himp_import_batch SET total_count = ?, valid_count = ?, error_count = ?,
           imported_count = ?, failed_count = ?, status = COALESCE(?, status),
           processed_count = COALESCE(?, processed_count), last_update_date = ?,
           object_version_number = object_version_number + 1
         WHERE import_id = ?`,
      )
      .run(
        counts.total ?? 0,
        counts.valid ?? 0,
        counts.error ?? 0,
        counts.imported ?? 0,
        counts.failed ?? 0,
        status ?? null,
        processed ?? null,
        this.ctx.now(),
        importId,
      );
  }

  /** Checks one row's values and writes its outcome: VALID, or ERROR with its problems. */
  private check(
    scope: EngineScope,
    template: ImportTemplate,
    row: { id: number; rowNumber: number },
    values: Readonly<Record<string, string>>,
    seen: Map<string, number>,
  ): void {
    const problems = rowProblems(this.engine, this.target(template), scope, template.columns, {
      values,
      seen,
      rowNumber: row.rowNumber,
    });
    this.writeOutcome(
      scope,
      row.id,
      problems.length > 0 ? 'ERROR' : 'VALID',
      problems.length > 0 ? joined(problems) : undefined,
    );
  }

  /**
   * Runs `work` as a batch's background job (tracked until it ends); a job that fails puts the
   * batch back where it can go on (UPLOADED or CHECKED).
   */
  private background(importId: number, work: () => Promise<void>): void {
    const job = work().catch((error: unknown) => {
      if (this.closing) return;
      console.error('himp: a batch job failed', error);
      this.ctx.db
        .prepare(
          `UPDATE himp_import_batch SET status = CASE status WHEN 'CHECKING' THEN 'UPLOADED'
             ELSE 'CHECKED' END WHERE import_id = ? AND status IN ('CHECKING', 'IMPORTING')`,
        )
        .run(importId);
    });
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
  }

  /** Hands the event loop to other requests between chunks. */
  private static turn(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * Checks every row not imported yet (CHECKING, then CHECKED), in chunks; answers the batch
   * as it starts. A batch being read, checked or imported is refused.
   */
  validate(caller: ImportCaller, record: BatchRecord, template: ImportTemplate): BatchRecord {
    const { scope } = caller;
    this.requireIdle(scope, record);
    this.recount(record.importId, 'CHECKING', 0);
    this.background(record.importId, async () => {
      const rows = this.ctx.db
        .prepare(
          `SELECT row_id AS id, row_number AS rowNumber, data_json AS dataJson
           FROM himp_import_row WHERE import_id = ? AND data_status NOT IN ('IMPORTED')
           ORDER BY sheet_index, row_number`,
        )
        .all(record.importId) as { id: number; rowNumber: number; dataJson: string }[];
      const seen = new Map<string, number>();
      for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
        if (this.closing) return;
        const chunkScope = { ...scope, now: this.ctx.now() };
        this.ctx.db.transaction(() => {
          for (const row of rows.slice(start, start + CHUNK_ROWS)) {
            const values = JSON.parse(row.dataJson) as Record<string, string>;
            this.check(chunkScope, template, row, values, seen);
          }
        })();
        this.recount(record.importId, undefined, Math.min(start + CHUNK_ROWS, rows.length));
        await ImportService.turn();
      }
      this.recount(record.importId, 'CHECKED', rows.length);
    });
    return this.batchById(record.importId);
  }

  /**
   * Imports the valid rows (IMPORTING, then IMPORTED), each created through the engine in the
   * caller's scope in a transaction of its own: a row the target refuses is FAILED with the
   * reason, the others go in. Refused: a busy batch, one without a valid row (403 before
   * either for a caller who may not create the target's rows).
   */
  import(caller: ImportCaller, record: BatchRecord, template: ImportTemplate): BatchRecord {
    const { scope } = caller;
    this.requireCreate(scope, template);
    this.requireIdle(scope, record);
    if (record.validCount === 0) {
      throw refusal(scope, IMPORT_MESSAGES.noValid, { batch: record.batch });
    }
    this.recount(record.importId, 'IMPORTING', 0);
    const target = this.target(template);
    this.background(record.importId, async () => {
      const rows = this.ctx.db
        .prepare(
          `SELECT row_id AS id, data_json AS dataJson FROM himp_import_row
           WHERE import_id = ? AND data_status = 'VALID' ORDER BY sheet_index, row_number`,
        )
        .all(record.importId) as { id: number; dataJson: string }[];
      for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
        if (this.closing) return;
        for (const row of rows.slice(start, start + CHUNK_ROWS)) {
          const rowScope = { ...scope, now: this.ctx.now() };
          const values = JSON.parse(row.dataJson) as Record<string, string>;
          try {
            const created = this.engine.create(
              target,
              rowScope,
              targetBody(template.columns, values, target.fields),
            );
            this.writeOutcome(
              rowScope,
              row.id,
              'IMPORTED',
              undefined,
              Number(created[target.idField]),
            );
          } catch (error) {
            const reason =
              error instanceof HttpError ? error.message : IMPORT_MESSAGES.failed[scope.lang];
            if (!(error instanceof HttpError)) console.error('himp: a row import failed', error);
            this.writeOutcome(rowScope, row.id, 'FAILED', {
              en_US: fill(IMPORT_MESSAGES.failed.en_US, { reason }),
              zh_CN: fill(IMPORT_MESSAGES.failed.zh_CN, { reason }),
            });
          }
        }
        this.recount(record.importId, undefined, Math.min(start + CHUNK_ROWS, rows.length));
        await ImportService.turn();
      }
      this.recount(record.importId, 'IMPORTED', rows.length);
    });
    return this.batchById(record.importId);
  }

  /**
   * Changes a staged row's values (only the template's columns; a row imported already, or a
   * stale version, refused) and checks it again at once; answers the row as read.
   */
  editRow(
    caller: ImportCaller,
    record: BatchRecord,
    template: ImportTemplate,
    rowId: number,
    body: Readonly<Record<string, unknown>>,
  ): StagedRow {
    const { scope } = caller;
    this.requireIdle(scope, record);
    const row = this.ctx.db
      .prepare(
        `SELECT row_id AS id, row_number AS rowNumber, data_json AS dataJson, data_status AS status,
           object_version_number AS version
         FROM himp_import_row WHERE row_id = ? AND import_id = ?`,
      )
      .get(rowId, record.importId) as
      | { id: number; rowNumber: number; dataJson: string; status: RowStatus; version: number }
      | undefined;
    if (!row) {
      throw new HttpError(
        404,
        'error.not_found',
        say(IMPORT_MESSAGES.noRow, scope.lang, { row: rowId, batch: record.batch }),
      );
    }
    if (row.status === 'IMPORTED')
      throw refusal(scope, IMPORT_MESSAGES.rowDone, { row: row.rowNumber });
    const version = body._version;
    if (version !== undefined && version !== row.version) {
      throw new BusinessError(
        'error.optimistic_lock',
        say(IMPORT_MESSAGES.stale, scope.lang, { row: row.rowNumber }),
        'warn',
      );
    }
    const codes = new Set(template.columns.map((column) => column.columnCode));
    const values = JSON.parse(row.dataJson) as Record<string, string>;
    for (const [key, value] of Object.entries(body)) {
      if (key.startsWith('_')) continue;
      if (!codes.has(key)) {
        throw new HttpError(
          400,
          'error.validation',
          say(IMPORT_MESSAGES.unknownColumn, scope.lang, {
            field: key,
            code: template.templateCode,
          }),
        );
      }
      values[key] = value === null || value === undefined ? '' : String(value).trim();
    }
    // Other rows of the batch count for the repeat check: their values, before this one.
    const seen = new Map<string, number>();
    const target = this.target(template);
    const others = this.ctx.db
      .prepare(
        `SELECT row_number AS rowNumber, data_json AS dataJson FROM himp_import_row
         WHERE import_id = ? AND row_id <> ? AND data_status IN ('VALID', 'IMPORTED')
         ORDER BY sheet_index, row_number`,
      )
      .all(record.importId, row.id) as { rowNumber: number; dataJson: string }[];
    for (const other of others) {
      const otherValues = JSON.parse(other.dataJson) as Record<string, string>;
      for (const column of template.columns) {
        const value = otherValues[column.columnCode] ?? '';
        if (target.fields[column.columnCode]?.unique && value !== '') {
          const key = `${column.columnCode}\u0000${value.toLowerCase()}`;
          if (!seen.has(key)) seen.set(key, other.rowNumber);
        }
      }
    }
    this.ctx.db.transaction(() => {
      this.ctx.db
        .prepare('UPDATE himp_import_row SET data_json = ?, data_text = ? WHERE row_id = ?')
        .run(JSON.stringify(values), this.dataText(template, values), row.id);
      this.check(scope, template, row, values, seen);
      this.recount(record.importId);
    })();
    const [answered] = this.readRows(scope.lang, 'r.row_id = ?', [row.id], 1, 0);
    if (!answered) throw new Error('The edited row is gone');
    return answered;
  }

  /** The batch as its status call answers it. */
  status(record: BatchRecord): ImportBatchStatus {
    const now = this.batchById(record.importId);
    const done =
      now.status === 'CHECKING' || now.status === 'IMPORTING' ? now.processedCount : now.totalCount;
    // While importing, the rows done have left VALID: those still valid are the rest to go.
    const of =
      now.status === 'IMPORTING'
        ? now.processedCount + now.validCount
        : now.totalCount - now.importedCount;
    const { tenantId: _tenant, userId: _user, templateId: _template, ...shown } = now;
    return {
      ...shown,
      count: now.totalCount,
      ready: done,
      progress: of > 0 ? Math.min(100, Math.round((done / of) * 100)) : 100,
    };
  }
}

/** The words of a busy status, as the refusal says it. */
const IMPORT_STATUS_WORDS = {
  UPLOADING: text('being read', '读取'),
  CHECKING: text('being validated', '校验'),
  IMPORTING: text('being imported', '导入'),
} as const;
