/**
 * The governance endpoints beyond the resources' CRUD: the trace log's `trace/start`,
 * `trace/end` and `trace/status` (SPEC.md section 7, under `/hadm`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../../domain/engine/text';
import type { AppContext } from '../context';
import { requireSession } from '../http/auth';
import { currentTenantSession, tenantPaths } from '../http/tenant';
import { actingRole, holdsAny, missingPermission } from '../services/permissions';
import { getUser } from '../services/users';
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
  };
}

/** Registers the trace endpoints. */
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
  for (const path of tenantPaths('/hadm', '/trace/status')) {
    app.get(path, signedIn, async (request) => {
      const { session } = operator(ctx, request, TRACE_PERMISSION);
      const trace = state.tracer.of(session.userId);
      return trace ? { tracing: true, ...trace } : { tracing: false };
    });
  }
}
