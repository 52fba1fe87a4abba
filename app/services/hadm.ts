import { request } from './request';

/** `GET /hadm/v1/trace/status`: whether the user's trace runs. */
export interface TraceStatus {
  tracing: boolean;
  traceGroupId?: number;
  /** Epoch ms. */
  startedAt?: number;
  /** Requests recorded so far. */
  count?: number;
}

/** One request a trace recorded. */
export interface TracedRequest {
  traceRequestId: number;
  requestId: string | null;
  method: string;
  url: string;
  statusCode: number;
  /** Epoch ms. */
  startedAt: number;
  durationMs: number;
  dbMs: number;
  dbQueries: number;
}

/** `POST .../trace/end`: the trace's requests. */
export interface TraceLog {
  traceGroupId: number | null;
  traceList: TracedRequest[];
  message: string;
}

/** A circuit breaker's live state (`GET /hadm/v1/hystrix-breakers`). */
export interface BreakerView {
  key: string;
  state: 'CLOSED' | 'OPEN' | 'HALF_OPEN';
  settings: {
    timeoutMs: number;
    errorPercent: number;
    volume: number;
    sleepMs: number;
    windowMs: number;
  };
  configured: boolean;
  faultInjected: boolean;
  window: { calls: number; failures: number; errorPercent: number };
  totals: { successes: number; failures: number; timeouts: number; rejections: number };
  openedAt: number | null;
  retryAt: number | null;
}

/** One rule's monitor view (`GET /hadm/v1/api-monitors?monitorRuleId`). */
export interface MonitorView {
  monitorRuleId: number;
  urlPattern: string;
  applied: boolean;
  windowSeconds: number;
  maxCount: number;
  bucketSeconds: number;
  points: { time: number; total: number; byAddress: Record<string, number> }[];
  addresses: { ip: string; calls: number; inWindow: number; blocked: boolean; allowed: boolean }[];
  urls: { url: string; calls: number }[];
}

/** `GET /hadm/v1/trace/status` (HZERO's has no tenant form). */
export const fetchTraceStatus = () => request<TraceStatus>('/hadm/v1/trace/status');

/** `POST /hadm/v1[/{tenantId}]/trace/start`: the user's requests are recorded from now on. */
export const startTrace = () =>
  request<TraceStatus & { message: string }>('/hadm/v1[/{tenantId}]/trace/start', {
    method: 'POST',
  });

/** `POST /hadm/v1[/{tenantId}]/trace/end`: stops recording and answers the log. */
export const endTrace = () =>
  request<TraceLog>('/hadm/v1[/{tenantId}]/trace/end', { method: 'POST' });

/** `GET /hadm/v1[/{tenantId}]/trace/export?traceGroupId`: a finished trace of the user's as CSV. */
export const fetchTraceExport = (traceGroupId: number) =>
  request<string>('/hadm/v1[/{tenantId}]/trace/export', {
    query: { traceGroupId },
    responseType: 'text',
  });

/** `GET /hadm/v1[/{tenantId}]/services/download/yml`: every service with its routes and configuration. */
export const fetchServicesYaml = () =>
  request<string>('/hadm/v1[/{tenantId}]/services/download/yml', { responseType: 'text' });

/** `GET /hadm/v1[/{tenantId}]/hystrix-breakers`: every breaker's state and counters. */
export const fetchBreakers = () => request<BreakerView[]>('/hadm/v1[/{tenantId}]/hystrix-breakers');

/** `POST /hadm/v1[/{tenantId}]/hystrix-breakers/{key}/fault`: switches fault injection. */
export const setBreakerFault = (key: string, faultInjected: boolean) =>
  request<BreakerView & { message: string }>(
    `/hadm/v1[/{tenantId}]/hystrix-breakers/${encodeURIComponent(key)}/fault`,
    { method: 'POST', body: { faultInjected } },
  );

/** `GET /hadm/v1[/{tenantId}]/api-monitors?monitorRuleId`: a rule's calls over time. */
export const fetchMonitor = (monitorRuleId: number) =>
  request<MonitorView>('/hadm/v1[/{tenantId}]/api-monitors', { query: { monitorRuleId } });

/** `POST /hadm/v1[/{tenantId}]/api-monitors?monitorRuleId&ip`: blocks an address at once. */
export const blockAddress = (monitorRuleId: number, ip: string) =>
  request<{ message: string }>('/hadm/v1[/{tenantId}]/api-monitors', {
    method: 'POST',
    query: { monitorRuleId, ip },
  });
