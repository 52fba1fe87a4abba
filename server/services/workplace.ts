/**
 * The workplace's data: the user's choice of dashboard cards (iam), pending workflow tasks
 * (hwfp) and the monthly sample figures of the report card (hrpt).
 */
import type { Db } from '../db/database';
import { pageOf } from '../engine/paging';
import { formatDateTime, type Page } from './format';

/** Codes of the workplace card plugins. */
export const CARD_CODES = ['Workflow', 'HzeroMessage', 'ReportCard'] as const;

/** One of {@link CARD_CODES}. */
export type CardCode = (typeof CARD_CODES)[number];

/** A card the workplace offers: its names per language and whether it is shown by default. */
export interface CardDefinition {
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

/** Orders cards by position, then by code. */
export const bySort = (a: MyCard, b: MyCard): number =>
  a.sort - b.sort || a.code.localeCompare(b.code);

/** The user's cards (the defaults until saved). */
export function myCards(db: Db, userId: number): MyCard[] {
  const row = db
    .prepare('SELECT cards_json AS json FROM user_dashboard_cards WHERE user_id = ?')
    .get(userId) as { json: string } | undefined;
  if (!row) return defaultCards();
  const saved = JSON.parse(row.json) as MyCard[];
  return saved.filter((card) => (CARD_CODES as readonly string[]).includes(card.code)).sort(bySort);
}

/** Saves the user's choice of cards (checked by the caller) and answers it in order. */
export function saveMyCards(
  db: Db,
  userId: number,
  cards: readonly MyCard[],
  now: number,
): MyCard[] {
  const ordered = cards.map((card) => ({ code: card.code, sort: card.sort })).sort(bySort);
  db.prepare(
    `INSERT INTO user_dashboard_cards (user_id, cards_json, creation_date, last_update_date)
     VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET cards_json = excluded.cards_json,
       last_update_date = excluded.last_update_date,
       object_version_number = object_version_number + 1`,
  ).run(userId, JSON.stringify(ordered), now, now);
  return ordered;
}

/** A pending workflow task as HZERO's task query answers it (the fields its workplace card reads). */
export interface PendingTask {
  id: number;
  /** The task's name (the approval step). */
  name: string;
  processName: string;
  /** Who started the process. */
  startUserName: string;
  /** `YYYY-MM-DD HH:mm:ss` in the viewer's time zone. */
  createTime: string;
  processInstanceId: string;
}

/** A page (0-based) of the tasks waiting for a user in a tenant, newest first. */
export function pendingTasks(
  db: Db,
  who: { userId: number; tenantId: number; timeZone: string },
  page: number,
  size: number,
): Page<PendingTask> {
  return pageOf(
    {
      db,
      select: `task_id AS id, process_name AS processName, task_name AS name,
        start_user AS startUserName, create_time AS createTime,
        process_instance_id AS processInstanceId`,
      from: 'workflow_tasks',
      where: ['assignee_user_id = @userId', 'tenant_id = @tenantId', "status = 'PENDING'"],
      params: { userId: who.userId, tenantId: who.tenantId },
      order: 'create_time DESC, task_id DESC',
      page,
      size,
    },
    (row) => ({
      id: Number(row.id),
      name: String(row.name),
      processName: String(row.processName),
      startUserName: String(row.startUserName),
      createTime: formatDateTime(Number(row.createTime), who.timeZone),
      processInstanceId: String(row.processInstanceId),
    }),
  );
}

/** Samples received and sequenced in one month. */
export interface MonthlySamples {
  /** `YYYY-MM`. */
  month: string;
  received: number;
  sequenced: number;
}

/** The monthly sample figures of a tenant, oldest month first. */
export function monthlySamples(db: Db, tenantId: number): MonthlySamples[] {
  return db
    .prepare(
      `SELECT month, received, sequenced FROM report_samples_monthly
       WHERE tenant_id = ? ORDER BY month`,
    )
    .all(tenantId) as MonthlySamples[];
}
