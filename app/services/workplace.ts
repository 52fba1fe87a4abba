import { request } from './request';
import type { Page } from './types';

/** A card the dashboard offers (`GET /iam/hzero/v1/dashboard/cards`). */
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

/** A workflow task waiting for the user (`GET /hwfp/v1/{tenantId}/tasks/my-pending`). */
export interface PendingTask {
  taskId: number | string;
  processName: string;
  taskName: string;
  startUser: string;
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

/** `GET /iam/hzero/v1/dashboard/cards`: every card the dashboard offers. */
export const fetchDashboardCards = () => request<DashboardCard[]>('/iam/hzero/v1/dashboard/cards');

/** `GET /iam/hzero/v1/dashboard/my-cards`: the user's cards (all three until first saved). */
export const fetchMyCards = () => request<MyCard[]>('/iam/hzero/v1/dashboard/my-cards');

/** `PUT /iam/hzero/v1/dashboard/my-cards`: saves the user's cards and their order. */
export const saveMyCards = (cards: MyCard[]) =>
  request<void>('/iam/hzero/v1/dashboard/my-cards', { method: 'PUT', body: cards });

/** `GET /hwfp/v1/{tenantId}/tasks/my-pending?page&size`: tasks waiting for the user. */
export const fetchMyPendingTasks = (page = 0, size = 5) =>
  request<Page<PendingTask>>('/hwfp/v1/{tenantId}/tasks/my-pending', { query: { page, size } });

/** `POST /hrpt/v1[/{tenantId}]/reports/{code}/data`: a report's labels and series. */
export const fetchReportData = (code: string) =>
  request<ReportData>(`/hrpt/v1[/{tenantId}]/reports/${encodeURIComponent(code)}/data`, {
    method: 'POST',
    body: {},
  });
