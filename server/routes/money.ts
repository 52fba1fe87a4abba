/**
 * The portal's money path over HTTP: quotations (the customer's request, the staff's pricing,
 * the customer's decision), the staff's project moves, statements and their payment, and the
 * projects' bioinformatics forms. The lists are resources of the engine (`hpro/quotation`,
 * `hpro/statement`, `hpay/payment`, `hbif/project` and the staff's lists); every path exists in
 * both tenant forms. A scheduled sweep expires quoted quotations whose date has passed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BIF_LIMITS } from '../../domain/portal/bif';
import { PROJECT_STATUSES, type ProjectStatus } from '../../domain/portal/lifecycles';
import { PROJECT_COMMENT_MAX } from '../../domain/portal/projects';
import {
  ANALYSIS_LEVELS,
  PRICING_LIMITS,
  REQUEST_LIMITS,
  type QuotationRequest,
} from '../../domain/portal/quotations';
import { PAYMENT_LIMITS } from '../../domain/portal/statements';
import type { ContextOptions } from '../context';
import { engineScope } from '../engine/routes';
import type { Engine } from '../engine/service';
import { requireSession } from '../http/auth';
import { tenantGuard, tenantParams, tenantPaths } from '../http/tenant';
import { portalCaller } from '../services/portalAccess';
import { getBif, returnBif, saveBifDraft, submitBif } from '../services/money/bif';
import type { LovChoices } from '../services/money/common';
import { moveProject } from '../services/money/projects';
import {
  acceptQuotation,
  createQuotation,
  expireQuotations,
  getQuotation,
  priceQuotation,
  rejectQuotation,
  saveQuotationDraft,
  sendQuotation,
  submitQuotation,
  type PricingBody,
} from '../services/money/quotations';
import {
  confirmPayment,
  getStatement,
  issueStatement,
  rejectPayment,
  statementSources,
  submitPayment,
  type IssueBody,
  type PaymentBody,
} from '../services/money/statements';

/** How often the expiry sweep runs. */
export const EXPIRY_SWEEP_MS = 10 * 60 * 1000;

const ID = { type: 'integer', minimum: 1, maximum: 999_999_999_999 } as const;
const VERSION = { type: 'integer', minimum: 0, maximum: 999_999_999 } as const;
const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const TEXT = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const REQUIRED_TEXT = (max: number) =>
  ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
const DECIMAL_TEXT = { type: 'string', maxLength: 30 } as const;
const VERSION_BODY = {
  type: 'object',
  properties: { objectVersionNumber: VERSION },
  required: ['objectVersionNumber'],
} as const;

const REQUEST = {
  type: 'object',
  properties: {
    title: TEXT(REQUEST_LIMITS.title * 2),
    services: {
      type: 'array',
      maxItems: REQUEST_LIMITS.services * 2,
      items: {
        type: 'object',
        properties: {
          productId: { anyOf: [ID, { type: 'null' }] },
          sampleCount: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000 },
        },
        required: ['productId', 'sampleCount'],
      },
    },
    readLength: TEXT(60),
    depthGb: TEXT(30),
    analysis: { type: ['string', 'null'], enum: [...ANALYSIS_LEVELS, null] },
    notes: TEXT(REQUEST_LIMITS.notes * 2),
  },
  required: ['title', 'services', 'readLength', 'depthGb', 'analysis', 'notes'],
} as const;

const PRICE_LINES = {
  type: 'array',
  maxItems: PRICING_LIMITS.lines,
  items: {
    type: 'object',
    properties: {
      description: { type: 'string', maxLength: PRICING_LIMITS.description * 2 },
      unitPrice: DECIMAL_TEXT,
      quantity: DECIMAL_TEXT,
      discount: DECIMAL_TEXT,
      taxCode: { type: 'string', maxLength: 30 },
      taxRate: { type: ['string', 'null'], maxLength: 30 },
    },
    required: ['description', 'unitPrice', 'quantity', 'discount', 'taxCode'],
  },
} as const;

const GROUPS = {
  type: 'array',
  maxItems: BIF_LIMITS.groups * 2,
  items: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 100 },
      samples: { type: 'array', maxItems: 5000, items: { type: 'string', maxLength: 100 } },
    },
    required: ['name', 'samples'],
  },
} as const;

const BIF_FORM = {
  type: 'object',
  properties: {
    analysisProduct: TEXT(60),
    species: TEXT(60),
    referenceGenome: TEXT(60),
    groups: GROUPS,
    comparisons: {
      type: 'array',
      maxItems: BIF_LIMITS.comparisons * 2,
      items: {
        type: 'object',
        properties: {
          treatment: { type: 'string', maxLength: 100 },
          control: { type: 'string', maxLength: 100 },
        },
        required: ['treatment', 'control'],
      },
    },
    notes: TEXT(BIF_LIMITS.notes * 2),
  },
  required: ['analysisProduct', 'species', 'referenceGenome', 'groups', 'comparisons', 'notes'],
} as const;

/** Options of {@link moneyRoutes}. */
export interface MoneyRoutesOptions extends ContextOptions {
  /** The resource engine, whose value lists the checks read. */
  engine: Engine;
}

/** Registers the money path's routes and starts its expiry sweep. */
export async function moneyRoutes(
  app: FastifyInstance,
  { ctx, engine }: MoneyRoutesOptions,
): Promise<void> {
  app.addHook('onRequest', requireSession(ctx));
  const caller = (request: FastifyRequest) => portalCaller(ctx, request);
  const choices =
    (request: FastifyRequest): LovChoices =>
    (lovCode) =>
      (engine.lovValues(engineScope(ctx, request), lovCode) ?? []).map((value) => ({
        value: value.value,
        parentValue: value.parentValue,
      }));

  const expire = () => {
    try {
      const expired = expireQuotations(ctx);
      if (expired > 0) app.log.info({ expired }, 'Quotations expired');
    } catch (error) {
      app.log.error({ err: error }, 'The quotation expiry sweep failed');
    }
  };
  // Once when the server is ready (what expired while it was down), then every few minutes.
  app.addHook('onReady', async () => expire());
  const sweep = setInterval(expire, EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const idParams = (name: string) => tenantParams({ [name]: ID }, [name]);
  const guarded = { preValidation: tenantGuard };

  for (const base of tenantPaths('/hpro', '/quotations')) {
    app.post(base, { schema: { params: tenantParams() }, ...guarded }, async (request) =>
      createQuotation(ctx, caller(request)),
    );
    app.get<{ Params: { quotationId: number } }>(
      `${base}/:quotationId`,
      { schema: { params: idParams('quotationId') }, ...guarded },
      async (request) => getQuotation(ctx, caller(request), request.params.quotationId),
    );
    app.put<{
      Params: { quotationId: number };
      Body: { objectVersionNumber: number; step: number; request: QuotationRequest };
    }>(
      `${base}/:quotationId/draft`,
      {
        schema: {
          params: idParams('quotationId'),
          body: {
            type: 'object',
            properties: {
              objectVersionNumber: VERSION,
              step: { type: 'integer', minimum: 1, maximum: 3 },
              request: REQUEST,
            },
            required: ['objectVersionNumber', 'step', 'request'],
          },
        },
        ...guarded,
      },
      async (request) =>
        saveQuotationDraft(ctx, caller(request), request.params.quotationId, request.body),
    );
    app.post<{ Params: { quotationId: number }; Body: { objectVersionNumber: number } }>(
      `${base}/:quotationId/submit`,
      { schema: { params: idParams('quotationId'), body: VERSION_BODY }, ...guarded },
      async (request) =>
        submitQuotation(
          ctx,
          caller(request),
          request.params.quotationId,
          request.body,
          choices(request),
        ),
    );
    app.post<{ Params: { quotationId: number }; Body: { objectVersionNumber: number } }>(
      `${base}/:quotationId/accept`,
      { schema: { params: idParams('quotationId'), body: VERSION_BODY }, ...guarded },
      async (request) =>
        acceptQuotation(ctx, caller(request), request.params.quotationId, request.body),
    );
    app.post<{
      Params: { quotationId: number };
      Body: { objectVersionNumber: number; reason?: string | null };
    }>(
      `${base}/:quotationId/reject`,
      {
        schema: {
          params: idParams('quotationId'),
          body: {
            type: 'object',
            properties: { objectVersionNumber: VERSION, reason: TEXT(PRICING_LIMITS.reason) },
            required: ['objectVersionNumber'],
          },
        },
        ...guarded,
      },
      async (request) =>
        rejectQuotation(ctx, caller(request), request.params.quotationId, request.body),
    );
  }

  for (const base of tenantPaths('/hpro', '/staff/quotations')) {
    app.put<{ Params: { quotationId: number }; Body: PricingBody }>(
      `${base}/:quotationId/pricing`,
      {
        schema: {
          params: idParams('quotationId'),
          body: {
            type: 'object',
            properties: {
              objectVersionNumber: VERSION,
              currencyCode: { type: 'string', minLength: 1, maxLength: 3 },
              lines: PRICE_LINES,
              expiryDate: { anyOf: [DATE, { type: 'null' }] },
            },
            required: ['objectVersionNumber', 'currencyCode', 'lines'],
          },
        },
        ...guarded,
      },
      async (request) =>
        priceQuotation(ctx, caller(request), request.params.quotationId, request.body),
    );
    app.post<{
      Params: { quotationId: number };
      Body: { objectVersionNumber: number; expiryDate: string };
    }>(
      `${base}/:quotationId/send`,
      {
        schema: {
          params: idParams('quotationId'),
          body: {
            type: 'object',
            properties: { objectVersionNumber: VERSION, expiryDate: DATE },
            required: ['objectVersionNumber', 'expiryDate'],
          },
        },
        ...guarded,
      },
      async (request) =>
        sendQuotation(ctx, caller(request), request.params.quotationId, request.body),
    );
  }

  for (const base of tenantPaths('/hpro', '/staff/projects')) {
    app.post<{
      Params: { projectId: number };
      Body: { objectVersionNumber: number; status: ProjectStatus; comment?: string | null };
    }>(
      `${base}/:projectId/status`,
      {
        schema: {
          params: idParams('projectId'),
          body: {
            type: 'object',
            properties: {
              objectVersionNumber: VERSION,
              status: { type: 'string', enum: PROJECT_STATUSES },
              comment: TEXT(PROJECT_COMMENT_MAX),
            },
            required: ['objectVersionNumber', 'status'],
          },
        },
        ...guarded,
      },
      async (request) => moveProject(ctx, caller(request), request.params.projectId, request.body),
    );
  }

  for (const base of tenantPaths('/hpro', '/statements')) {
    app.get<{ Params: { statementId: number } }>(
      `${base}/:statementId`,
      { schema: { params: idParams('statementId') }, ...guarded },
      async (request) => getStatement(ctx, caller(request), request.params.statementId),
    );
    app.post<{
      Params: { statementId: number };
      Body: PaymentBody;
    }>(
      `${base}/:statementId/payment`,
      {
        schema: {
          params: idParams('statementId'),
          body: {
            type: 'object',
            properties: {
              objectVersionNumber: VERSION,
              reference: { type: 'string', maxLength: PAYMENT_LIMITS.reference * 2 },
              paidDate: { type: 'string', maxLength: 10 },
              proofFileUrl: { type: 'string', maxLength: 500 },
              invoiceTitle: TEXT(PAYMENT_LIMITS.invoiceTitle * 2),
              taxNumber: TEXT(PAYMENT_LIMITS.taxNumber * 2),
              billingAddress: TEXT(PAYMENT_LIMITS.billingAddress * 2),
            },
            required: ['objectVersionNumber', 'reference', 'paidDate', 'proofFileUrl'],
          },
        },
        ...guarded,
      },
      async (request) =>
        submitPayment(ctx, caller(request), request.params.statementId, request.body),
    );
  }

  for (const base of tenantPaths('/hpro', '/staff/statements')) {
    app.get(
      `${base}/sources`,
      { schema: { params: tenantParams() }, ...guarded },
      async (request) => statementSources(ctx, caller(request)),
    );
    app.post<{ Body: IssueBody }>(
      base,
      {
        schema: {
          params: tenantParams(),
          body: {
            anyOf: [
              {
                type: 'object',
                properties: { quotationId: ID, dueDate: { anyOf: [DATE, { type: 'null' }] } },
                required: ['quotationId'],
              },
              {
                type: 'object',
                properties: {
                  orderId: ID,
                  currencyCode: { type: 'string', minLength: 1, maxLength: 3 },
                  lines: PRICE_LINES,
                  dueDate: { anyOf: [DATE, { type: 'null' }] },
                },
                required: ['orderId', 'currencyCode', 'lines'],
              },
            ],
          },
        },
        ...guarded,
      },
      async (request) => issueStatement(ctx, caller(request), request.body),
    );
  }

  for (const base of tenantPaths('/hpay', '/payments')) {
    app.post<{ Params: { statementId: number }; Body: { objectVersionNumber: number } }>(
      `${base}/:statementId/confirm`,
      { schema: { params: idParams('statementId'), body: VERSION_BODY }, ...guarded },
      async (request) =>
        confirmPayment(ctx, caller(request), request.params.statementId, request.body),
    );
    app.post<{
      Params: { statementId: number };
      Body: { objectVersionNumber: number; reason: string };
    }>(
      `${base}/:statementId/reject`,
      {
        schema: {
          params: idParams('statementId'),
          body: {
            type: 'object',
            properties: {
              objectVersionNumber: VERSION,
              reason: REQUIRED_TEXT(PAYMENT_LIMITS.reason),
            },
            required: ['objectVersionNumber', 'reason'],
          },
        },
        ...guarded,
      },
      async (request) =>
        rejectPayment(ctx, caller(request), request.params.statementId, request.body),
    );
  }

  for (const base of tenantPaths('/hpro', '/projects/:projectId/bif')) {
    const params = idParams('projectId');
    app.get<{ Params: { projectId: number } }>(
      base,
      { schema: { params }, ...guarded },
      async (request) => getBif(ctx, caller(request), request.params.projectId),
    );
    app.put<{
      Params: { projectId: number };
      Body: {
        objectVersionNumber: number;
        step: number;
        form: Parameters<typeof saveBifDraft>[3]['form'];
      };
    }>(
      `${base}/draft`,
      {
        schema: {
          params,
          body: {
            type: 'object',
            properties: {
              objectVersionNumber: VERSION,
              step: { type: 'integer', minimum: 1, maximum: 5 },
              form: BIF_FORM,
            },
            required: ['objectVersionNumber', 'step', 'form'],
          },
        },
        ...guarded,
      },
      async (request) => saveBifDraft(ctx, caller(request), request.params.projectId, request.body),
    );
    app.post<{ Params: { projectId: number }; Body: { objectVersionNumber: number } }>(
      `${base}/submit`,
      { schema: { params, body: VERSION_BODY }, ...guarded },
      async (request) =>
        submitBif(ctx, caller(request), request.params.projectId, request.body, choices(request)),
    );
    app.post<{
      Params: { projectId: number };
      Body: { objectVersionNumber: number; reason: string };
    }>(
      `${base}/return`,
      {
        schema: {
          params,
          body: {
            type: 'object',
            properties: { objectVersionNumber: VERSION, reason: REQUIRED_TEXT(1000) },
            required: ['objectVersionNumber', 'reason'],
          },
        },
        ...guarded,
      },
      async (request) => returnBif(ctx, caller(request), request.params.projectId, request.body),
    );
  }
}
