import { request } from './request';
import type { Page } from './types';

/** A card the dashboard offers (`GET /hpfm/v1/dashboard/layout/role-cards`). */
export interface DashboardCard {
  /** The plugin code: `Workflow`, `HzeroMessage` or `ReportCard` today. */
  code: string;
  /** The card's name in the user's language. */
  name: string;
  description?: string | null;
  /** 1 when the card is shown to users who never chose. */
  defaultFlag?: number | boolean | null;
}

/** One card of the user's dashboard and its place. */
export interface MyCard {
  code: string;
  sort: number;
}

/**
 * A card's place in HZERO's workplace layout (`GET/POST /hpfm/v1/dashboard/layout`): a
 * react-grid-layout item with the card's code; the cards are drawn one under the other by `y`.
 */
export interface LayoutItem {
  code: string;
  x: number;
  y: number;
  w?: number;
  h?: number;
  cardId?: number | string;
  name?: string;
}

const toMyCards = (layout: LayoutItem[]): MyCard[] =>
  [...layout]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item) => ({ code: item.code, sort: item.y }));

/** A workflow task waiting for the user, as HZERO's task query answers it. */
export interface PendingTask {
  id: number | string;
  /** The task's name (the approval step). */
  name: string;
  processName: string;
  /** Who started the process. */
  startUserName: string;
  /** `YYYY-MM-DD HH:mm:ss` in the user's time zone. */
  createTime: string;
  processInstanceId: number | string;
}

/** A report's data series (`POST /hrpt/v1[/{tenantId}]/reports/{code}/data`). */
export interface ReportData {
  code: string;
  title: string;
  labels: string[];
  series: { name: string; data: number[] }[];
}

/** The report the ReportCard draws. */
export const SAMPLES_PER_MONTH = 'SAMPLES_PER_MONTH';

/** `GET /hpfm/v1/dashboard/layout/role-cards`: every card the role's dashboard offers. */
export const fetchDashboardCards = () =>
  request<DashboardCard[]>('/hpfm/v1/dashboard/layout/role-cards');

/** `GET /hpfm/v1/dashboard/layout`: the user's cards in order (the defaults until saved). */
export const fetchMyCards = () =>
  request<LayoutItem[]>('/hpfm/v1/dashboard/layout').then((layout) =>
    Array.isArray(layout) ? toMyCards(layout) : layout,
  );

/** `POST /hpfm/v1/dashboard/layout`: saves the user's cards and their order as the layout. */
export const saveMyCards = (cards: MyCard[]) =>
  request<LayoutItem[]>('/hpfm/v1/dashboard/layout', {
    method: 'POST',
    body: cards.map((card) => ({ code: card.code, x: 0, y: card.sort })),
  }).then((layout) => (Array.isArray(layout) ? toMyCards(layout) : layout));

/**
 * `POST /hwfp/v1/{tenantId}/activiti/task/query?ignoreEmployeeNotFound=true` with `{page, size}`:
 * tasks waiting for the user (HZERO's workplace card, hwfp cards/workflowService.js).
 */
export const fetchMyPendingTasks = (page = 0, size = 5) =>
  request<Page<PendingTask>>('/hwfp/v1/{tenantId}/activiti/task/query', {
    method: 'POST',
    query: { ignoreEmployeeNotFound: true },
    body: { page, size },
  });

/** `POST /hrpt/v1[/{tenantId}]/reports/{code}/data`: a report's labels and series. */
export const fetchReportData = (code: string) =>
  request<ReportData>(`/hrpt/v1[/{tenantId}]/reports/${encodeURIComponent(code)}/data`, {
    method: 'POST',
    body: {},
  });
