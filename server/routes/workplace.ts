/**
 * The workplace: dashboard cards and the user's layout of them (hpfm), pending workflow tasks
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
  type CardCode,
  type MyCard,
} from '../services/workplace';

/** The grid width a card takes (the layout is one column of full-width cards). */
const LAYOUT_WIDTH = 12;
/** The grid height a card takes. */
const LAYOUT_HEIGHT = 6;

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

/** The user's cards as HZERO's layout items, one under the other in their order. */
function layoutOf(cards: readonly MyCard[], lang: string) {
  return cards.map((card) => {
    const index = DASHBOARD_CARDS.findIndex((offered) => offered.code === card.code);
    return {
      cardId: index + 1,
      code: card.code,
      name: text(DASHBOARD_CARDS[index]?.name ?? {}, lang),
      x: 0,
      y: card.sort,
      w: LAYOUT_WIDTH,
      h: LAYOUT_HEIGHT,
    };
  });
}

/** Registers the workplace routes. */
export async function workplaceRoutes(
  app: FastifyInstance,
  { ctx }: ContextOptions,
): Promise<void> {
  const { db } = ctx;
  app.addHook('onRequest', requireSession(ctx));

  // HZERO's workplace layout (hzero-front's workplaceService): the role's cards, the user's
  // layout (react-grid-layout items with the card's code) and saving it.
  app.get('/hpfm/v1/dashboard/layout/role-cards', async (request) => {
    const { lang } = userLanguage(ctx, request);
    return DASHBOARD_CARDS.map((card, index) => ({
      cardId: index + 1,
      code: card.code,
      name: text(card.name, lang),
      description: text(card.description, lang),
      defaultFlag: card.defaultFlag,
      w: LAYOUT_WIDTH,
      h: LAYOUT_HEIGHT,
    }));
  });

  app.get('/hpfm/v1/dashboard/layout', async (request) => {
    const { lang } = userLanguage(ctx, request);
    return layoutOf(myCards(db, sessionOf(request).userId), lang);
  });

  app.post<{ Body: { code: string; y: number; x?: number }[] }>(
    '/hpfm/v1/dashboard/layout',
    {
      schema: {
        body: {
          type: 'array',
          maxItems: CARD_CODES.length,
          items: {
            type: 'object',
            properties: {
              code: { type: 'string', enum: CARD_CODES },
              x: { type: 'integer', minimum: 0, maximum: 9999 },
              y: { type: 'integer', minimum: 0, maximum: 9999 },
            },
            required: ['code', 'y'],
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
      const cards = request.body.map((card) => ({ code: card.code as CardCode, sort: card.y }));
      const { lang } = userLanguage(ctx, request);
      return layoutOf(saveMyCards(db, userId, cards, ctx.now()), lang);
    },
  );

  // HZERO's task query as the workplace card calls it (hwfp services/cards/workflowService.js
  // queryWorkflow): POST with `{page, size}`, `?ignoreEmployeeNotFound=true`; the caller's
  // pending tasks in the current tenant, newest first.
  app.post<{ Body: { page?: number; size?: number } }>(
    '/hwfp/v1/:tenantId/activiti/task/query',
    {
      schema: {
        params: tenantParams({}, ['tenantId']),
        querystring: {
          type: 'object',
          properties: { ignoreEmployeeNotFound: { type: 'boolean' } },
        },
        body: { type: 'object', properties: PAGING_PROPERTIES },
      },
      preValidation: [
        tenantGuard,
        requirePermission(ctx, WORKPLACE_CODES.workflow, TASK_QUERY_CODE),
      ],
    },
    async (request) => {
      const session = currentTenantSession(request);
      const { tz } = userLanguage(ctx, request);
      const { page = 0, size = 10 } = request.body;
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
