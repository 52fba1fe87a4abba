/**
 * The scheduler's call in HZERO's own form beside the engine's, and its clock:
 * - `DELETE /hsdr/v1[/{tenantId}]/job-logs/clear?clearType&jobId` (the list's Clear posts the
 *   same as a body to `job-logs/clear`), answered 204;
 * - the clock that runs NORMAL jobs when their time comes, stopped when the server closes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLEAR_TYPES } from '../../../../domain/resources/hsdr/job-log';
import { permissionCode } from '../../../../domain/engine/resource';
import type { ContextOptions } from '../../../context';
import { engineScope } from '../../../engine/routes';
import type { Engine } from '../../../engine/service';
import { requireSession, sessionOf } from '../../../http/auth';
import { tenantGuard, tenantParams, tenantPaths } from '../../../http/tenant';
import { actingRole, holdsAny, missingPermission } from '../../../services/permissions';
import { startJobClock } from './jobs';

/** Options of {@link schedulerRoutes}. */
export interface SchedulerOptions extends ContextOptions {
  engine: Engine;
}

/** Largest id a request may name. */
const MAX_ID = 999_999_999_999_999;

/** Registers the scheduler's HZERO-form calls and starts its clock. */
export async function schedulerRoutes(
  app: FastifyInstance,
  { ctx, engine }: SchedulerOptions,
): Promise<void> {
  const stopClock = startJobClock(ctx);
  app.addHook('onClose', async () => stopClock());
  const signedIn = requireSession(ctx);
  const logs = engine.resource('hsdr/job-log');
  /** Refuses another tenant's path, then a caller without the code (before reading input). */
  const guard = (code: string) => async (request: FastifyRequest) => {
    await tenantGuard(request);
    if (!holdsAny(ctx.db, actingRole(ctx.db, sessionOf(request)), [code])) {
      throw missingPermission(code);
    }
  };

  for (const path of tenantPaths('/hsdr', '/job-logs/clear')) {
    app.delete<{ Querystring: { clearType: string; jobId?: number } }>(
      path,
      {
        onRequest: signedIn,
        preValidation: guard(permissionCode(logs, 'clear')),
        schema: {
          params: tenantParams(),
          querystring: {
            type: 'object',
            properties: {
              clearType: { type: 'string', enum: [...CLEAR_TYPES] },
              jobId: { type: 'integer', minimum: 0, maximum: MAX_ID },
            },
            required: ['clearType'],
          },
        },
      },
      async (request, reply) => {
        const { clearType, jobId } = request.query;
        await engine.action(logs, engineScope(ctx, request), 'clear', undefined, {
          clearType,
          ...(jobId === undefined ? {} : { jobId }),
        });
        return reply.status(204).send();
      },
    );
  }
}
