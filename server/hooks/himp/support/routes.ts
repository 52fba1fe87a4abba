/**
 * The data import's calls (himp), at HZERO's addresses where MODULES.md gives them, the
 * server-side import's prefix being `/himp`:
 * - `GET /himp/v1[/{org}]/template/{templateCode}/info`: the template with its columns, where
 *   its rows go and whether the caller may import them;
 * - `GET …/template/{templateCode}/file` (the product's): the template as a file to fill in,
 *   an .xlsx workbook of its sheets' headings, or CSV text for a CSV template;
 * - `POST …/import/data/data-upload?templateCode` (multipart, the file in `excel` or `file`):
 *   the file read in the worker pool into a new batch's staged rows; answers the batch code as
 *   text, as HZERO does;
 * - `GET …/import/data?templateCode&batch&page&size[&dataStatus]`: the staged rows, each with
 *   `_dataStatus` and `_info`;
 * - `PUT …/import/data/{rowId}?templateCode&batch` (the product's): a row's values changed and
 *   checked again;
 * - `POST …/import/data/data-validate?templateCode&batch`, `…/data-import?templateCode&batch`:
 *   start the check and the import; `GET …/import/data/status?templateCode&batch` polls them.
 * Every call needs the templates' query permission, the import also the target's create one;
 * a batch is its user's, in its tenant (any other is answered as not there).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { permissionCode } from '../../../../domain/engine/resource';
import { ROW_STATUSES } from '../../../../domain/contract/himp';
import { toCsv } from '../../../../domain/portal/sampleImport';
import { fill, text, type Language } from '../../../../domain/engine/text';
import type { ContextOptions } from '../../../context';
import { engineScope } from '../../../engine/routes';
import type { Engine } from '../../../engine/service';
import { requireSession, sessionOf } from '../../../http/auth';
import { badRequest, failure, HttpError } from '../../../http/errors';
import { PAGING_PROPERTIES } from '../../../services/format';
import { tenantGuard, tenantParams, tenantPaths } from '../../../http/tenant';
import { actingRole, holdsAny, missingPermission } from '../../../services/permissions';
import { getUser } from '../../../services/users';
import { createImportParser } from '../../../workers/importParser';
import { WorkersBusy } from '../../../workers/pool';
import { MAX_COLUMNS, MAX_DATA_ROWS } from '../../../workers/importParse';
import { seedImportDemo } from './demo';
import { ImportService, type ImportCaller } from './imports';
import { IMPORT_MESSAGES } from './messages';
import { writeWorkbook } from './workbook';

/** Largest import file accepted. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Options of {@link importRoutes}. */
export interface ImportRoutesOptions extends ContextOptions {
  engine: Engine;
  /** Told of the service once it exists (tests wait for its batches). */
  onService?: (service: ImportService) => void;
}

const TEMPLATE_CODE = { type: 'string', minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9._-]+$' };
const BATCH = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[0-9]{8}-[0-9a-f]{12}$' };
const BATCH_QUERY = {
  type: 'object',
  properties: { templateCode: TEMPLATE_CODE, batch: BATCH },
  required: ['templateCode', 'batch'],
};

const TOO_LARGE = text(
  'The file is larger than %{max} MB; split it into smaller files',
  '文件超过 %{max} MB，请拆分为较小的文件',
);
const NO_FILE = text(
  'Choose a file to upload (an .xlsx workbook or a .csv file)',
  '请选择要上传的文件（.xlsx 工作簿或 .csv 文件）',
);

interface BatchQuery {
  templateCode: string;
  batch: string;
}

/** Registers the import's calls. */
export async function importRoutes(
  app: FastifyInstance,
  { ctx, engine, onService }: ImportRoutesOptions,
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const service = new ImportService(ctx, engine);
  const parser = createImportParser(ctx.config.draftWorkers);
  if (ctx.config.seedDemo) seedImportDemo(ctx, engine);
  onService?.(service);
  app.addHook('onClose', async () => {
    await service.close();
    await parser.close();
  });
  const signedIn = requireSession(ctx);
  const queryCode = permissionCode(engine.resource('himp/template'), 'query');
  /** Refuses another tenant's path, then a caller without the templates' query permission. */
  const guard = async (request: FastifyRequest) => {
    await tenantGuard(request);
    if (!holdsAny(ctx.db, actingRole(ctx.db, sessionOf(request)), [queryCode])) {
      throw missingPermission(queryCode);
    }
  };
  const callerOf = (request: FastifyRequest): ImportCaller => {
    const scope = engineScope(ctx, request);
    const userId = sessionOf(request).userId;
    return { scope, userId, loginName: getUser(ctx.db, userId)?.login_name ?? String(userId) };
  };
  const said = (lang: Language, message: { en_US: string; zh_CN: string }, vars = {}) =>
    fill(message[lang], vars);
  const base = { onRequest: signedIn, preValidation: guard };

  for (const prefix of tenantPaths('/himp', '')) {
    {
      app.get<{ Params: { templateCode: string } }>(
        `${prefix}/template/:templateCode/info`,
        {
          ...base,
          schema: { params: tenantParams({ templateCode: TEMPLATE_CODE }, ['templateCode']) },
        },
        async (request) => {
          const { scope } = callerOf(request);
          const template = service.template(scope, request.params.templateCode);
          const target = service.target(template);
          return {
            templateCode: template.templateCode,
            templateName: template.templateName,
            fileType: template.fileType,
            prefixPatch: '/himp',
            targetResource: template.targetResource,
            targetTitle: target.title[scope.lang],
            mayImport: scope.may(permissionCode(engine.owner(target), 'create')),
            maxBytes: MAX_IMPORT_BYTES,
            maxRows: MAX_DATA_ROWS,
            columns: template.columns.map((column) => ({
              ...column,
              fieldLabel: target.fields[column.columnCode]?.label[scope.lang] ?? null,
            })),
          };
        },
      );

      app.get<{ Params: { templateCode: string } }>(
        `${prefix}/template/:templateCode/file`,
        {
          ...base,
          schema: { params: tenantParams({ templateCode: TEMPLATE_CODE }, ['templateCode']) },
        },
        async (request, reply) => {
          const { scope } = callerOf(request);
          const template = service.template(scope, request.params.templateCode);
          const sheets = [...new Set(template.columns.map((column) => column.sheetIndex))].sort(
            (a, b) => a - b,
          );
          const headingsOf = (sheet: number) => {
            const row: string[] = [];
            for (const column of template.columns.filter((c) => c.sheetIndex === sheet)) {
              row[column.columnIndex] = column.columnName;
            }
            return Array.from(row, (cell) => cell ?? '');
          };
          const name = template.templateCode.replace(/[^A-Za-z0-9._-]/g, '_');
          if (template.fileType === 'CSV') {
            return reply
              .header('Content-Type', 'text/csv; charset=utf-8')
              .header('Content-Disposition', `attachment; filename="${name}.csv"`)
              .send(`\uFEFF${toCsv([headingsOf(0)])}`);
          }
          const workbook = writeWorkbook(
            sheets.map((sheet) => ({
              name: sheets.length === 1 ? template.templateName : `Sheet${sheet}`,
              rows: [headingsOf(sheet)],
            })),
          );
          return reply
            .header(
              'Content-Type',
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            )
            .header('Content-Disposition', `attachment; filename="${name}.xlsx"`)
            .send(workbook);
        },
      );

      app.post<{ Querystring: { templateCode: string } }>(
        `${prefix}/import/data/data-upload`,
        {
          ...base,
          schema: {
            params: tenantParams(),
            querystring: {
              type: 'object',
              properties: { templateCode: TEMPLATE_CODE },
              required: ['templateCode'],
            },
          },
        },
        async (request, reply: FastifyReply) => {
          const caller = callerOf(request);
          const { scope } = caller;
          const template = service.template(scope, request.query.templateCode);
          service.requireCreate(scope, template);
          if (!request.isMultipart())
            throw new HttpError(400, 'error.validation', said(scope.lang, NO_FILE));
          const data = await request.file();
          if (!data) throw new HttpError(400, 'error.validation', said(scope.lang, NO_FILE));
          let bytes: Buffer;
          try {
            bytes = await data.toBuffer();
          } catch {
            throw new HttpError(
              413,
              'error.too_large',
              said(scope.lang, TOO_LARGE, { max: MAX_IMPORT_BYTES / 1024 / 1024 }),
            );
          }
          const record = service.startBatch(
            caller,
            template,
            data.filename || 'upload',
            bytes.length,
          );
          try {
            const parsed = await parser.parse(caller.userId, scope.lang, { bytes });
            if (!parsed.ok) {
              throw new HttpError(
                400,
                'error.himp.file',
                said(scope.lang, IMPORT_MESSAGES[parsed.problem], {
                  max: parsed.problem === 'tooManyColumns' ? MAX_COLUMNS : MAX_DATA_ROWS,
                }),
              );
            }
            const staged = service.stage(caller, record, template, parsed.sheets);
            return reply.header('Content-Type', 'text/plain; charset=utf-8').send(staged.batch);
          } catch (error) {
            service.dropBatch(record.importId);
            if (error instanceof WorkersBusy) {
              return reply
                .status(429)
                .header('Retry-After', String(error.retryAfterSeconds))
                .send(failure(error.code, error.message));
            }
            throw error;
          }
        },
      );

      app.get<{
        Querystring: Partial<BatchQuery> & { page?: number; size?: number; dataStatus?: string };
      }>(
        `${prefix}/import/data`,
        {
          ...base,
          schema: {
            params: tenantParams(),
            querystring: {
              type: 'object',
              properties: {
                ...BATCH_QUERY.properties,
                ...PAGING_PROPERTIES,
                dataStatus: { type: 'string', enum: ROW_STATUSES.map((status) => status.value) },
              },
              // Required, but checked after the paging (a bad page is named as such).
            },
          },
        },
        async (request) => {
          const caller = callerOf(request);
          const { templateCode, batch, page = 0, size = 20, dataStatus } = request.query;
          if (!templateCode || !batch) {
            throw badRequest("Query parameters 'templateCode' and 'batch' are required");
          }
          const record = service.batch(caller, batch, templateCode);
          const status = ROW_STATUSES.find((item) => item.value === dataStatus)?.value;
          const { content, total } = service.rows(caller, record, page, size, status);
          return {
            content,
            totalElements: total,
            totalPages: Math.ceil(total / size),
            numberOfElements: content.length,
            size,
            number: page,
          };
        },
      );

      app.put<{
        Params: { rowId: number };
        Querystring: BatchQuery;
        Body: Record<string, unknown>;
      }>(
        `${prefix}/import/data/:rowId`,
        {
          ...base,
          schema: {
            params: tenantParams(
              { rowId: { type: 'integer', minimum: 1, maximum: 999_999_999_999 } },
              ['rowId'],
            ),
            querystring: BATCH_QUERY,
            body: {
              type: 'object',
              maxProperties: 210,
              additionalProperties: {
                anyOf: [
                  { type: 'string', maxLength: 4000 },
                  { type: 'number' },
                  { type: 'boolean' },
                  { type: 'null' },
                ],
              },
            },
          },
        },
        async (request) => {
          const caller = callerOf(request);
          const { templateCode, batch } = request.query;
          const record = service.batch(caller, batch, templateCode);
          const template = service.template(caller.scope, record.templateCode);
          return service.editRow(caller, record, template, request.params.rowId, request.body);
        },
      );

      for (const step of ['data-validate', 'data-import'] as const) {
        app.post<{ Querystring: BatchQuery }>(
          `${prefix}/import/data/${step}`,
          { ...base, schema: { params: tenantParams(), querystring: BATCH_QUERY } },
          async (request) => {
            const caller = callerOf(request);
            const { templateCode, batch } = request.query;
            const record = service.batch(caller, batch, templateCode);
            const template = service.template(caller.scope, record.templateCode);
            const started =
              step === 'data-validate'
                ? service.validate(caller, record, template)
                : service.import(caller, record, template);
            return service.status(started);
          },
        );
      }

      app.get<{ Querystring: BatchQuery }>(
        `${prefix}/import/data/status`,
        { ...base, schema: { params: tenantParams(), querystring: BATCH_QUERY } },
        async (request) => {
          const caller = callerOf(request);
          const { templateCode, batch } = request.query;
          return service.status(service.batch(caller, batch, templateCode));
        },
      );
    }
  }
}
