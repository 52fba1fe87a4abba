/**
 * The sequencing portal over HTTP (contract-portal): products, one project, and the batches'
 * lifecycle for customers (scoped to their team; members to allocated projects) and staff
 * (their tenant). The lists of projects, orders, batches and samples are resources of the
 * engine (`domain/resources/hpro`, `hsif`). Every path exists in both forms
 * (`/{service}/v1/...` and `/{service}/v1/{tenantId}/...`); a foreign tenant gets 403.
 */
import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../context';
import { requireSession } from '../http/auth';
import { failure } from '../http/errors';
import { tenantGuard, tenantParams, tenantPaths } from '../http/tenant';
import {
  BATCH_STATUSES,
  cancelBatch,
  createBatch,
  decideRisk,
  getBatch,
  getProject,
  listProducts,
  moveBatch,
  receiveBatch,
  recordQc,
  returnBatch,
  type BatchStatus,
  type QcInput,
} from '../services/portal';
import { portalCaller, requireCustomer, requireStaff } from '../services/portalAccess';
import {
  draftAnalysisInfo,
  saveDraft,
  submitBatch,
  type DraftBody,
} from '../services/portalSubmission';
import { createSheetChecker, SheetCheckBusy } from '../workers/sheetChecker';
import { DECISION_COMMENT_MAX } from '../../domain/portal/qc';
import { BOX_COUNT, SHIPPING_TEXT_MAX, STORAGE_OPTIONS } from '../../domain/portal/shipping';

/** Storage conditions of a shipment (defined once with the other shipping limits). */
export { STORAGE_OPTIONS };

/** Largest draft body: a 5,000-row sheet with every field filled stays well below it. */
export const DRAFT_BODY_LIMIT = 8 * 1024 * 1024;

const ID = { type: 'integer', minimum: 1 } as const;
const BATCH_PARAMS = tenantParams({ batchId: ID }, ['batchId']);
// A measured value: text or a number as typed, or null (not measured); the QC rules check it.
const NUMBER_OR_TEXT = {
  anyOf: [{ type: 'string', maxLength: 50 }, { type: 'number' }, { type: 'null' }],
} as const;
const TEXT = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

/** Registers the portal routes. */
export async function portalRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  app.addHook('onRequest', requireSession(ctx));
  const caller = (request: Parameters<typeof portalCaller>[1]) => portalCaller(ctx, request);
  const sheets = createSheetChecker(ctx.config.draftWorkers);
  app.addHook('onClose', () => sheets.close());

  for (const path of tenantPaths('/hsif', '/products')) {
    app.get(
      path,
      { schema: { params: tenantParams() }, preValidation: tenantGuard },
      async (request) => listProducts(ctx, caller(request)),
    );
  }

  for (const base of tenantPaths('/hpro', '/projects')) {
    app.get<{ Params: { projectId: number } }>(
      `${base}/:projectId`,
      {
        schema: { params: tenantParams({ projectId: ID }, ['projectId']) },
        preValidation: tenantGuard,
      },
      async (request) => getProject(ctx, caller(request), request.params.projectId),
    );
  }

  for (const base of tenantPaths('/hsif', '/batches')) {
    app.post<{ Body: { productId: number; projectId?: number | null } }>(
      base,
      {
        schema: {
          params: tenantParams(),
          body: {
            type: 'object',
            properties: { productId: ID, projectId: { type: ['integer', 'null'], minimum: 1 } },
            required: ['productId'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) => {
        const who = caller(request);
        requireCustomer(who);
        return createBatch(ctx, who, request.body);
      },
    );
    app.get<{ Params: { batchId: number } }>(
      `${base}/:batchId`,
      { schema: { params: BATCH_PARAMS }, preValidation: tenantGuard },
      async (request) => getBatch(ctx, caller(request), request.params.batchId),
    );
    app.put<{ Params: { batchId: number }; Body: DraftBody }>(
      `${base}/:batchId/draft`,
      {
        // A full 5,000-row sheet is larger than the default body limit.
        bodyLimit: DRAFT_BODY_LIMIT,
        schema: {
          params: BATCH_PARAMS,
          body: {
            type: 'object',
            properties: {
              objectVersionNumber: ID,
              step: { type: 'integer', minimum: 0, maximum: 20 },
              rows: { type: 'array', items: { type: 'object' } },
              shipping: {
                type: ['object', 'null'],
                properties: {
                  courier: TEXT(SHIPPING_TEXT_MAX.courier),
                  trackingNo: TEXT(SHIPPING_TEXT_MAX.trackingNo),
                  // Empty, or a day that exists (ajv-formats' `date`: no 31 April).
                  shippingDate: {
                    type: ['string', 'null'],
                    anyOf: [{ const: '' }, { format: 'date' }],
                  },
                  boxCount: {
                    type: ['integer', 'null'],
                    minimum: BOX_COUNT.min,
                    maximum: BOX_COUNT.max,
                  },
                  storage: { type: ['string', 'null'], enum: [...STORAGE_OPTIONS, null] },
                  senderContact: TEXT(SHIPPING_TEXT_MAX.senderContact),
                },
              },
              bif: { type: ['object', 'null'] },
            },
            required: ['objectVersionNumber', 'rows'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request, reply) => {
        const { batchId } = request.params;
        try {
          return await saveDraft(ctx, caller(request), batchId, request.body, sheets);
        } catch (error) {
          if (!(error instanceof SheetCheckBusy)) throw error;
          return reply
            .status(429)
            .header('Retry-After', String(error.retryAfterSeconds))
            .send(failure(error.code, error.message));
        }
      },
    );
    app.get<{ Params: { batchId: number } }>(
      `${base}/:batchId/draft/analysis`,
      { schema: { params: BATCH_PARAMS }, preValidation: tenantGuard },
      async (request) => draftAnalysisInfo(ctx, caller(request), request.params.batchId),
    );
    app.post<{ Params: { batchId: number }; Body: { objectVersionNumber: number } }>(
      `${base}/:batchId/submit`,
      {
        schema: {
          params: BATCH_PARAMS,
          body: {
            type: 'object',
            properties: { objectVersionNumber: ID },
            required: ['objectVersionNumber'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) => submitBatch(ctx, caller(request), request.params.batchId, request.body),
    );
    app.post<{
      Params: { batchId: number };
      Body: { objectVersionNumber: number; comment?: string | null };
    }>(
      `${base}/:batchId/cancel`,
      {
        schema: {
          params: BATCH_PARAMS,
          // The version the customer saw: a batch changed meanwhile is not cancelled blindly.
          body: {
            type: 'object',
            properties: { objectVersionNumber: ID, comment: TEXT(500) },
            required: ['objectVersionNumber'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) => {
        const who = caller(request);
        requireCustomer(who);
        return cancelBatch(ctx, who, request.params.batchId, request.body);
      },
    );
    app.post<{
      Params: { batchId: number; sampleId: number };
      Body: { decision: 'proceed' | 'stop'; comment: string };
    }>(
      `${base}/:batchId/qc/:sampleId/decision`,
      {
        schema: {
          params: tenantParams({ batchId: ID, sampleId: ID }, ['batchId', 'sampleId']),
          body: {
            type: 'object',
            properties: {
              decision: { type: 'string', enum: ['proceed', 'stop'] },
              // Required, as the form asks: the lab needs to know why.
              comment: {
                type: 'string',
                minLength: 1,
                maxLength: DECISION_COMMENT_MAX,
                pattern: '\\S',
              },
            },
            required: ['decision', 'comment'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) => {
        const who = caller(request);
        requireCustomer(who);
        return decideRisk(ctx, who, request.params.batchId, request.params.sampleId, request.body);
      },
    );
  }

  for (const base of tenantPaths('/hsif', '/staff/batches')) {
    const staff = (request: Parameters<typeof portalCaller>[1]) => {
      const who = caller(request);
      requireStaff(who);
      return who;
    };
    app.post<{
      Params: { batchId: number };
      Body: {
        objectVersionNumber: number;
        received: { sampleId: number; arrived: boolean; note?: string | null }[];
      };
    }>(
      `${base}/:batchId/receive`,
      {
        schema: {
          params: BATCH_PARAMS,
          body: {
            type: 'object',
            properties: {
              objectVersionNumber: ID,
              received: {
                type: 'array',
                maxItems: 2000,
                items: {
                  type: 'object',
                  properties: { sampleId: ID, arrived: { type: 'boolean' }, note: TEXT(500) },
                  required: ['sampleId', 'arrived'],
                },
              },
            },
            required: ['objectVersionNumber', 'received'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) => receiveBatch(ctx, staff(request), request.params.batchId, request.body),
    );
    app.post<{ Params: { batchId: number }; Body: { results: QcInput[] } }>(
      `${base}/:batchId/qc`,
      {
        schema: {
          params: BATCH_PARAMS,
          body: {
            type: 'object',
            properties: {
              results: {
                type: 'array',
                minItems: 1,
                maxItems: 2000,
                items: {
                  type: 'object',
                  properties: {
                    sampleId: ID,
                    verdict: { type: 'string', enum: ['Pass', 'Risk', 'Fail'] },
                    concentration: NUMBER_OR_TEXT,
                    volume: NUMBER_OR_TEXT,
                    rin: NUMBER_OR_TEXT,
                    note: TEXT(1000),
                    reportFileUrl: TEXT(500),
                  },
                  required: ['sampleId', 'verdict'],
                },
              },
            },
            required: ['results'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) =>
        recordQc(ctx, staff(request), request.params.batchId, request.body.results),
    );
    app.post<{
      Params: { batchId: number };
      Body: { status: BatchStatus; comment?: string | null };
    }>(
      `${base}/:batchId/status`,
      {
        schema: {
          params: BATCH_PARAMS,
          body: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: BATCH_STATUSES },
              comment: TEXT(1000),
            },
            required: ['status'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) => moveBatch(ctx, staff(request), request.params.batchId, request.body),
    );
    app.post<{ Params: { batchId: number }; Body: { reason: string } }>(
      `${base}/:batchId/return`,
      {
        schema: {
          params: BATCH_PARAMS,
          body: {
            type: 'object',
            properties: {
              reason: { type: 'string', minLength: 1, maxLength: 1000, pattern: '\\S' },
            },
            required: ['reason'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) =>
        returnBatch(ctx, staff(request), request.params.batchId, request.body.reason.trim()),
    );
  }
}
