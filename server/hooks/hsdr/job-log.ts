/**
 * Job logs: the scheduler writes them; `clear` (the list's toolbar, asking what to keep)
 * removes the caller's tenant's logs older than the body's `clearType` (HZERO's codes), of one
 * job when it names `jobId`. HZERO's own form, `DELETE job-logs/clear?clearType&jobId`,
 * is served beside it (support/routes.ts).
 */
import {
  CLEAR_TYPES,
  DEFAULT_CLEAR_TYPE,
  type ClearType,
} from '../../../domain/resources/hsdr/job-log';
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { badRequest } from '../../http/errors';
import { say } from '../hpfm/support/say';
import { clearLogs } from './support/jobs';

const M = {
  cleared: text('%{count} job log(s) cleared', '已清理 %{count} 条调度日志'),
} as const;

/** What a clear asks for: its type and, optionally, one job. */
export interface ClearRequest {
  clearType: ClearType;
  jobId?: number;
}

/** The clear a body (or query) asks for; 400 naming the value otherwise. */
export function clearRequestOf(given: unknown): ClearRequest {
  const body = given !== null && typeof given === 'object' && !Array.isArray(given) ? given : {};
  const { clearType = DEFAULT_CLEAR_TYPE, jobId } = body as Record<string, unknown>;
  if (typeof clearType !== 'string' || !(CLEAR_TYPES as readonly string[]).includes(clearType)) {
    throw badRequest(`'clearType' must be one of: ${CLEAR_TYPES.join(', ')}`);
  }
  if (jobId === undefined || jobId === null || jobId === '')
    return { clearType: clearType as ClearType };
  const id = typeof jobId === 'string' && /^\d{1,15}$/.test(jobId) ? Number(jobId) : jobId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) {
    throw badRequest("'jobId' must be a whole number from 0");
  }
  return { clearType: clearType as ClearType, jobId: id };
}

/** Clears the logs a request names in the caller's tenant; answers the count in words. */
export function clearFor(context: HookContext, request: ClearRequest) {
  const count = clearLogs(context.app, context.scope.tenantId, request.clearType, request.jobId);
  return { message: say(context, M.cleared, { count }), data: { cleared: count } };
}

const hooks: ResourceHooks = {
  actions: {
    clear: (context, _row, body) => clearFor(context, clearRequestOf(body)),
  },
};

export default hooks;
