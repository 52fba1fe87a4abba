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
import { formatDateTime, toPage } from '../services/format';
import { requirePermission } from '../services/permissions';
import { getUser } from '../services/users';

/** Codes of the workplace card plugins. */
export const CARD_CODES = ['Workflow', 'HzeroMessage', 'ReportCard'] as const;

/** One of {@link CARD_CODES}. */
export type CardCode = (typeof CARD_CODES)[number];

interface CardDefinition {
  code: CardCode;
  name: Record<string, string>;
  description: Record<string, string>;
  defaultFlag: 0 | 1;
}

/** The cards the workplace offers. */
export const DASHBOARD_CARDS: readonly CardDefinition[] = [
  {
    code: 'Workflow',
    name: { en_US: 'Pending Tasks', zh_CN: '待办事项' },
    description: {
      en_US: 'Workflow tasks waiting for you',
      zh_CN: '等待您审批的流程任务',
    },
    defaultFlag: 1,
  },
  {
    code: 'HzeroMessage',
    name: { en_US: 'Messages', zh_CN: '消息通知' },
    description: {
      en_US: 'Your latest messages and notices',
      zh_CN: '您最新的消息和通知',
    },
    defaultFlag: 1,
  },
  {
    code: 'ReportCard',
    name: { en_US: 'Samples per Month', zh_CN: '每月样本量' },
    description: {
      en_US: 'Samples received and sequenced in each month',
      zh_CN: '每月收样与完成测序的样本数',
    },
    defaultFlag: 1,
  },
];

/** A chosen card and its position. */
export interface MyCard {
  code: CardCode;
  sort: number;
}

/** The cards of a user who never chose: every default card, in the offered order. */
export function defaultCards(): MyCard[] {
  return DASHBOARD_CARDS.filter((card) => card.defaultFlag === 1).map((card, index) => ({
    code: card.code,
    sort: index + 1,
  }));
}

const bySort = (a: MyCard, b: MyCard): number => a.sort - b.sort || a.code.localeCompare(b.code);

/** The user's cards (the defaults until saved). */
export function myCards(ctx: AppContext, userId: number): MyCard[] {
  const row = ctx.db
    .prepare('SELECT cards_json AS json FROM user_dashboard_cards WHERE user_id = ?')
    .get(userId) as { json: string } | undefined;
  if (!row) return defaultCards();
  const saved = JSON.parse(row.json) as MyCard[];
  return saved.filter((card) => (CARD_CODES as readonly string[]).includes(card.code)).sort(bySort);
}

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
    myCards(ctx, sessionOf(request).userId),
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
      const cards = request.body.map((card) => ({ code: card.code, sort: card.sort })).sort(bySort);
      const now = ctx.now();
      db.prepare(
        `INSERT INTO user_dashboard_cards (user_id, cards_json, creation_date, last_update_date)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET cards_json = excluded.cards_json,
           last_update_date = excluded.last_update_date,
           object_version_number = object_version_number + 1`,
      ).run(userId, JSON.stringify(cards), now, now);
      return cards;
    },
  );

  app.get<{ Querystring: { page: number; size: number } }>(
    '/hwfp/v1/:tenantId/tasks/my-pending',
    {
      schema: {
        params: tenantParams({}, ['tenantId']),
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 0, default: 0 },
            size: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
          },
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
      const where = "assignee_user_id = ? AND tenant_id = ? AND status = 'PENDING'";
      const total = (
        db
          .prepare(`SELECT COUNT(*) AS n FROM workflow_tasks WHERE ${where}`)
          .get(session.userId, session.tenantId) as { n: number }
      ).n;
      const rows = db
        .prepare(
          `SELECT task_id AS taskId, process_name AS processName, task_name AS taskName,
                  start_user AS startUser, create_time AS createTime,
                  process_instance_id AS processInstanceId
           FROM workflow_tasks WHERE ${where}
           ORDER BY create_time DESC, task_id DESC LIMIT ? OFFSET ?`,
        )
        .all(session.userId, session.tenantId, size, page * size) as {
        taskId: number;
        processName: string;
        taskName: string;
        startUser: string;
        createTime: number;
        processInstanceId: string;
      }[];
      return toPage(
        rows.map((row) => ({ ...row, createTime: formatDateTime(row.createTime, tz) })),
        total,
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
        const rows = db
          .prepare(
            `SELECT month, received, sequenced FROM report_samples_monthly
             WHERE tenant_id = ? ORDER BY month`,
          )
          .all(session.tenantId) as { month: string; received: number; sequenced: number }[];
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
