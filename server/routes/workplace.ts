/**
 * The workplace: dashboard cards and the user's choice of them (iam), pending workflow tasks
 * (hwfp) and report data for the report card (hrpt).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, ContextOptions } from '../context';
import { TASK_QUERY_CODE, WORKPLACE_CODES } from '../db/menuData';
import { requireSession, sessionOf } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import { currentTenantSession, tenantGuard, tenantParams, tenantPaths } from '../http/tenant';
import { PAGING_PROPERTIES } from '../services/format';
import { requirePermission } from '../services/permissions';
import { getUser } from '../services/users';
import {
  CARD_CODES,
  DASHBOARD_CARDS,
  monthlySamples,
  myCards,
  pendingTasks,
  saveMyCards,
  type MyCard,
} from '../services/workplace';

/** Report definitions: title and series names per language. */
const REPORTS = {
  SAMPLES_PER_MONTH: {
    title: { en_US: 'Samples per month', zh_CN: '每月样本量' },
    series: {
      received: { en_US: 'Samples received', zh_CN: '收样数' },
      sequenced: { en_US: 'Samples sequenced', zh_CN: '完成测序数' },
    },
  },
} as const;

type ReportCode = keyof typeof REPORTS;

function text(values: Record<string, string>, lang: string): string {
  return values[lang] ?? values.en_US ?? '';
}

function userLanguage(ctx: AppContext, request: FastifyRequest): { lang: string; tz: string } {
  const user = getUser(ctx.db, sessionOf(request).userId);
  return { lang: user?.language ?? 'en_US', tz: user?.time_zone ?? 'GMT+8' };
}

/** Registers the workplace routes. */
export async function workplaceRoutes(
  app: FastifyInstance,
  { ctx }: ContextOptions,
): Promise<void> {
  const { db } = ctx;
  app.addHook('onRequest', requireSession(ctx));

  app.get('/iam/hzero/v1/dashboard/cards', async (request) => {
    const { lang } = userLanguage(ctx, request);
    return DASHBOARD_CARDS.map((card) => ({
      code: card.code,
      name: text(card.name, lang),
      description: text(card.description, lang),
      defaultFlag: card.defaultFlag,
    }));
  });

  app.get('/iam/hzero/v1/dashboard/my-cards', async (request) =>
    myCards(db, sessionOf(request).userId),
  );

  app.put<{ Body: MyCard[] }>(
    '/iam/hzero/v1/dashboard/my-cards',
    {
      schema: {
        body: {
          type: 'array',
          maxItems: CARD_CODES.length,
          items: {
            type: 'object',
            properties: {
              code: { type: 'string', enum: CARD_CODES },
              sort: { type: 'integer', minimum: 0, maximum: 9999 },
            },
            required: ['code', 'sort'],
          },
        },
      },
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      const seen = new Set<string>();
      for (const card of request.body) {
        if (seen.has(card.code)) throw badRequest(`Card '${card.code}' is listed more than once`);
        seen.add(card.code);
      }
      return saveMyCards(db, userId, request.body, ctx.now());
    },
  );

  app.get<{ Querystring: { page: number; size: number } }>(
    '/hwfp/v1/:tenantId/tasks/my-pending',
    {
      schema: {
        params: tenantParams({}, ['tenantId']),
        querystring: {
          type: 'object',
          properties: PAGING_PROPERTIES,
        },
      },
      preValidation: [
        tenantGuard,
        requirePermission(ctx, WORKPLACE_CODES.workflow, TASK_QUERY_CODE),
      ],
    },
    async (request) => {
      const session = currentTenantSession(request);
      const { tz } = userLanguage(ctx, request);
      const { page, size } = request.query;
      return pendingTasks(
        db,
        { userId: session.userId, tenantId: session.tenantId, timeZone: tz },
        page,
        size,
      );
    },
  );

  for (const path of tenantPaths('/hrpt', '/reports/:code/data')) {
    app.post<{ Params: { code: string } }>(
      path,
      {
        schema: {
          params: tenantParams({ code: { type: 'string', minLength: 1, maxLength: 60 } }, ['code']),
        },
        preValidation: [tenantGuard, requirePermission(ctx, WORKPLACE_CODES.report)],
      },
      async (request) => {
        const { code } = request.params;
        if (!Object.hasOwn(REPORTS, code)) throw notFound(`There is no report ${code}`);
        const report = REPORTS[code as ReportCode];
        const session = currentTenantSession(request);
        const { lang } = userLanguage(ctx, request);
        const rows = monthlySamples(db, session.tenantId);
        return {
          code,
          title: text(report.title, lang),
          labels: rows.map((row) => row.month),
          series: [
            { name: text(report.series.received, lang), data: rows.map((row) => row.received) },
            { name: text(report.series.sequenced, lang), data: rows.map((row) => row.sequenced) },
          ],
        };
      },
    );
  }
}
