/**
 * The governance endpoints beyond the resources' CRUD: the trace log's `trace/start`,
 * `trace/end`, `trace/status` and `trace/export` (SPEC.md section 7, under `/hadm`), the API
 * monitor's view and block list, the breakers' live state and fault switch, whether a rate-limit
 * line's dimensions may change, and the services' YAML download.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isIP } from 'node:net';
import { languageOf, type Language } from '../../domain/engine/text';
import type { AppContext } from '../context';
import { requireSession } from '../http/auth';
import { badRequest, failure, notFound } from '../http/errors';
import { currentTenantSession, tenantPaths } from '../http/tenant';
import { actingRole, holdsAny, missingPermission } from '../services/permissions';
import { getUser } from '../services/users';
import { parseAddresses } from './apiMonitor';
import { servicesYaml, traceCsv } from './downloads';
import { dimensionRuleCount } from './rateLimits';
import type { Governance } from './index';
import { M, say } from './say';

/** Permission code of the trace log (held by site administrators). */
export const TRACE_PERMISSION = 'hadm.trace-log.list-query';

/** The caller, after checking that they may use the governance tools. */
function operator(ctx: AppContext, request: FastifyRequest, code: string) {
  const session = currentTenantSession(request);
  if (!holdsAny(ctx.db, actingRole(ctx.db, session), [code])) throw missingPermission(code);
  const user = getUser(ctx.db, session.userId);
  return {
    session,
    loginName: user?.login_name ?? String(session.userId),
    lang: languageOf(user?.language),
    timeZone: user?.time_zone ?? 'GMT+8',
  };
}

/** A text of at most 60 characters from a query parameter, or undefined when absent or empty. */
function textOf(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 60) {
    throw badRequest(`Query parameter '${name}' must be a text of at most 60 characters`);
  }
  return value;
}

/** An optional positive whole number from a query parameter; 400 naming it when malformed. */
function optionalId(query: Record<string, unknown>, name: string): number | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  const id = idOf(value);
  if (id === undefined)
    throw badRequest(`Query parameter '${name}' must be a positive whole number`);
  return id;
}

/** A positive whole number from a query parameter, or undefined. */
function idOf(value: unknown): number | undefined {
  return typeof value === 'string' && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : undefined;
}

/** The monitor rule a query names, or a 404 said in the caller's language. */
function monitorRule(ctx: AppContext, raw: unknown, lang: Language) {
  const id = idOf(raw);
  if (id === undefined)
    throw badRequest("Query parameter 'monitorRuleId' must be a positive whole number");
  const row = ctx.db
    .prepare(
      `SELECT monitor_rule_id AS monitorRuleId, url_pattern AS urlPattern,
         time_window_seconds AS timeWindowSeconds, max_count AS maxCount, block_list AS blockList
       FROM hadm_api_monitor_rule WHERE monitor_rule_id = ?`,
    )
    .get(id) as
    | {
        monitorRuleId: number;
        urlPattern: string;
        timeWindowSeconds: number;
        maxCount: number;
        blockList: string | null;
      }
    | undefined;
  if (!row) throw notFound(say(lang, M.ruleMissing, { id }));
  return row;
}

/** Registers the trace, API-monitor and circuit-breaker endpoints. */
export function governanceRoutes(app: FastifyInstance, ctx: AppContext, state: Governance): void {
  const signedIn = { onRequest: requireSession(ctx) };
  for (const path of tenantPaths('/hadm', '/trace/start')) {
    app.post(path, signedIn, async (request) => {
      const { session, loginName, lang } = operator(ctx, request, TRACE_PERMISSION);
      const trace = state.tracer.start(session.userId, loginName, ctx.now());
      return { ...trace, tracing: true, message: say(lang, M.traceStarted) };
    });
  }
  for (const path of tenantPaths('/hadm', '/trace/end')) {
    app.post(path, signedIn, async (request) => {
      const { session, lang } = operator(ctx, request, TRACE_PERMISSION);
      const ended = state.tracer.end(session.userId, ctx.now());
      const message =
        ended.traceGroupId === null
          ? say(lang, M.traceNone)
          : say(lang, M.traceEnded, { count: ended.traceList.length });
      return { ...ended, tracing: false, message };
    });
  }
  // HZERO's trace status has no tenant form (traceLogService.js getTraceStatus).
  app.get('/hadm/v1/trace/status', signedIn, async (request) => {
    const { session } = operator(ctx, request, TRACE_PERMISSION);
    const trace = state.tracer.of(session.userId);
    return trace ? { tracing: true, ...trace } : { tracing: false };
  });

  // A finished trace of the caller's as CSV, as long as it is kept; nobody else's.
  for (const path of tenantPaths('/hadm', '/trace/export')) {
    app.get(path, signedIn, async (request, reply) => {
      const { session, lang, timeZone } = operator(ctx, request, TRACE_PERMISSION);
      const query = request.query as Record<string, unknown>;
      const outcome = traceCsv(
        ctx.db,
        state.tracer,
        session.userId,
        optionalId(query, 'traceGroupId'),
        lang,
        timeZone,
      );
      if (!outcome.ok) {
        return reply
          .code(outcome.refusal.status)
          .send(failure('hadm.trace.not_found', outcome.refusal.message));
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="trace-${outcome.traceGroupId}.csv"`)
        .send(outcome.csv);
    });
  }

  // Services (one by id, or those the list's filters match) with routes and configuration.
  for (const path of tenantPaths('/hadm', '/services/download/yml')) {
    app.get(path, signedIn, async (request, reply) => {
      const { lang } = operator(ctx, request, 'hadm.service.list-export');
      const query = request.query as Record<string, unknown>;
      const outcome = servicesYaml(
        ctx.db,
        {
          serviceId: optionalId(query, 'serviceId'),
          serviceCode: textOf(query, 'serviceCode'),
          serviceName: textOf(query, 'serviceName'),
        },
        lang,
        ctx.now(),
      );
      if (!outcome.ok) {
        return reply
          .code(outcome.refusal.status)
          .send(failure('error.not_found', outcome.refusal.message));
      }
      return reply
        .header('Content-Type', 'application/yaml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${outcome.fileName}"`)
        .send(outcome.yaml);
    });
  }

  // Whether a line's dimensions may change: not while it has dimension rules.
  app.get('/hadm/v1/gateway-rate-limit-lines/if-allow-change', signedIn, async (request) => {
    operator(ctx, request, 'hadm.rate-limit.list-query');
    const id = optionalId(request.query as Record<string, unknown>, 'rateLimitLineId');
    if (id === undefined) throw badRequest("Query parameter 'rateLimitLineId' is required");
    return dimensionRuleCount(ctx.db, id) === 0;
  });

  for (const path of tenantPaths('/hadm', '/api-monitors')) {
    app.get(path, signedIn, async (request) => {
      const { lang } = operator(ctx, request, 'hadm.api-limit.list-query');
      const query = request.query as Record<string, unknown>;
      return state.monitor.view(monitorRule(ctx, query.monitorRuleId, lang), ctx.now());
    });
    // Puts an address on a rule's block list and into force at once.
    app.post(path, signedIn, async (request) => {
      const { lang } = operator(ctx, request, 'hadm.api-limit.list-edit');
      const query = request.query as Record<string, unknown>;
      const rule = monitorRule(ctx, query.monitorRuleId, lang);
      const ip = typeof query.ip === 'string' ? query.ip.trim() : '';
      if (isIP(ip) === 0) throw badRequest(say(lang, M.notAnAddress, { ip: ip.slice(0, 60) }));
      const { addresses } = parseAddresses(rule.blockList);
      if (!addresses.includes(ip)) {
        const now = ctx.now();
        ctx.db
          .prepare(
            `UPDATE hadm_api_monitor_rule SET block_list = ?, last_update_date = ?,
               object_version_number = object_version_number + 1 WHERE monitor_rule_id = ?`,
          )
          .run([...addresses, ip].join('\n'), now, rule.monitorRuleId);
      }
      state.refreshMonitors([rule.monitorRuleId]);
      return { message: say(lang, M.addressAdded, { ip, pattern: rule.urlPattern }) };
    });
  }

  for (const path of tenantPaths('/hadm', '/hystrix-breakers')) {
    app.get(path, signedIn, async (request) => {
      operator(ctx, request, 'hadm.hystrix.list-query');
      return state.breakers.views();
    });
  }
  for (const path of tenantPaths('/hadm', '/hystrix-breakers/:key/fault')) {
    app.post(path, signedIn, async (request) => {
      const { lang } = operator(ctx, request, 'hadm.hystrix.list-edit');
      const key = (request.params as { key?: string }).key ?? '';
      const breaker = state.breakers.find(key);
      if (!breaker) throw notFound(say(lang, M.noBreaker, { key: key.slice(0, 60) }));
      const body = request.body as { faultInjected?: unknown } | undefined;
      if (typeof body?.faultInjected !== 'boolean') {
        throw badRequest('The body must be {faultInjected: true or false}');
      }
      breaker.faultInjected = body.faultInjected;
      return {
        ...breaker.view(),
        message: say(lang, M.faultSet, {
          key,
          state: say(lang, body.faultInjected ? M.faultOn : M.faultOff),
        }),
      };
    });
  }
}
