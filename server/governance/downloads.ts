/**
 * What governance hands out as files: a finished trace of the caller's as CSV
 * (`trace/export`), and services with their routes and configuration as YAML
 * (`services/download/yml`).
 */
import { parseDocument, stringify } from 'yaml';
import { fill, text, type Language } from '../../domain/engine/text';
import { toCsv } from '../../domain/portal/sampleImport';
import traceRequest from '../../domain/resources/hadm/trace-request';
import type { Db } from '../db/database';
import { formatDateTime } from '../services/format';
import type { Tracer } from './trace';

const T = {
  noTrace: text('There is no finished trace %{id} of yours', '没有您的已结束追踪记录 %{id}'),
  noTraceYet: text('You have no finished trace yet', '您还没有已结束的追踪记录'),
  stillRunning: text(
    'Your trace %{id} is still recording: end it before exporting it',
    '您的追踪 %{id} 仍在记录中：请先结束再导出',
  ),
  noService: text('There is no service %{id}', '不存在服务 %{id}'),
};

/** A refusal of a download: its HTTP status and message. */
export interface DownloadRefusal {
  status: 404 | 409;
  message: string;
}

/** The CSV of a finished trace of `userId` (the newest when `traceGroupId` is undefined). */
export function traceCsv(
  db: Db,
  tracer: Tracer,
  userId: number,
  traceGroupId: number | undefined,
  lang: Language,
  timeZone: string,
): { ok: true; traceGroupId: number; csv: string } | { ok: false; refusal: DownloadRefusal } {
  const trace = db
    .prepare(
      `SELECT trace_group_id AS id, status FROM hadm_trace_group
       WHERE user_id = ? AND (? IS NULL OR trace_group_id = ?)
       ORDER BY CASE status WHEN 'ENDED' THEN 0 ELSE 1 END, started_at DESC, trace_group_id DESC
       LIMIT 1`,
    )
    .get(userId, traceGroupId ?? null, traceGroupId ?? null) as
    { id: number; status: string } | undefined;
  if (!trace || (traceGroupId === undefined && trace.status !== 'ENDED')) {
    const message =
      traceGroupId === undefined ? T.noTraceYet[lang] : fill(T.noTrace[lang], { id: traceGroupId });
    return { ok: false, refusal: { status: 404, message } };
  }
  if (trace.status !== 'ENDED') {
    return {
      ok: false,
      refusal: { status: 409, message: fill(T.stillRunning[lang], { id: trace.id }) },
    };
  }
  const { fields } = traceRequest;
  const header = [
    fields.startedAt,
    fields.method,
    fields.url,
    fields.statusCode,
    fields.durationMs,
    fields.dbMs,
    fields.dbQueries,
    fields.requestId,
  ].map((field) => field.label[lang]);
  const rows = tracer
    .requests(trace.id)
    .map((item) => [
      formatDateTime(item.startedAt, timeZone),
      item.method,
      item.url,
      String(item.statusCode),
      item.durationMs.toFixed(2),
      item.dbMs.toFixed(2),
      String(item.dbQueries),
      item.requestId ?? '',
    ]);
  return { ok: true, traceGroupId: trace.id, csv: `\uFEFF${toCsv([header, ...rows])}` };
}

/** Which services a YAML download holds: one by id, or those matching the list's filters. */
export interface ServiceSelection {
  serviceId?: number;
  serviceCode?: string;
  serviceName?: string;
}

interface ServiceRow {
  id: number;
  code: string;
  name: string;
  version: string | null;
  releaseDate: string | null;
}

/** A YAML or JSON text as its value, or the text itself when it does not parse. */
function parsed(source: string | null, json: boolean): unknown {
  if (source === null || source.trim() === '') return undefined;
  if (json) {
    try {
      return JSON.parse(source) as unknown;
    } catch {
      return source;
    }
  }
  const document = parseDocument(source);
  return document.errors.length > 0 ? source : (document.toJS() as unknown);
}

/** The selected services, each with its routes and configurations, as YAML. */
export function servicesYaml(
  db: Db,
  selection: ServiceSelection,
  lang: Language,
  now: number,
): { ok: true; yaml: string; fileName: string } | { ok: false; refusal: DownloadRefusal } {
  const like = (value: string | undefined) =>
    value === undefined ? null : `%${value.replace(/[\\%_]/g, '\\$&')}%`;
  const services = db
    .prepare(
      `SELECT service_id AS id, service_code AS code, service_name AS name,
         version_number AS version, release_date AS releaseDate
       FROM hadm_service
       WHERE (? IS NULL OR service_id = ?)
         AND (? IS NULL OR service_code LIKE ? ESCAPE '\\')
         AND (? IS NULL OR service_name LIKE ? ESCAPE '\\')
       ORDER BY service_code`,
    )
    .all(
      selection.serviceId ?? null,
      selection.serviceId ?? null,
      like(selection.serviceCode),
      like(selection.serviceCode),
      like(selection.serviceName),
      like(selection.serviceName),
    ) as ServiceRow[];
  if (selection.serviceId !== undefined && services.length === 0) {
    return {
      ok: false,
      refusal: { status: 404, message: fill(T.noService[lang], { id: selection.serviceId }) },
    };
  }
  const routesOf = db.prepare(
    `SELECT name, path, url, strip_prefix AS strip, sensitive_headers AS sensitive,
       extend_config_map AS extend, enabled_flag AS enabled, description
     FROM hadm_route WHERE service_id = ? ORDER BY path`,
  );
  const configsOf = db.prepare(
    `SELECT config_version AS version, config_yaml AS yaml, description
     FROM hadm_service_config WHERE service_id = ? ORDER BY config_version`,
  );
  const document = {
    services: services.map((service) => ({
      serviceCode: service.code,
      serviceName: service.name,
      version: service.version ?? undefined,
      releaseDate: service.releaseDate ?? undefined,
      routes: (
        routesOf.all(service.id) as {
          name: string;
          path: string;
          url: string | null;
          strip: number;
          sensitive: string | null;
          extend: string | null;
          enabled: number;
          description: string | null;
        }[]
      ).map((route) => ({
        name: route.name,
        path: route.path,
        url: route.url ?? undefined,
        stripPrefix: route.strip === 1,
        sensitiveHeaders: (route.sensitive ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
        enabled: route.enabled === 1,
        extendConfigMap: parsed(route.extend, true),
        description: route.description ?? undefined,
      })),
      configs: (
        configsOf.all(service.id) as {
          version: string;
          yaml: string;
          description: string | null;
        }[]
      ).map((config) => ({
        version: config.version,
        description: config.description ?? undefined,
        config: parsed(config.yaml, false),
      })),
    })),
  };
  const heading = `# Service governance: ${services.length} services, their routes and configuration (${new Date(now).toISOString()})\n`;
  const fileName = services.length === 1 ? `${services[0]?.code}.yml` : 'services.yml';
  return { ok: true, yaml: heading + stringify(document), fileName };
}
