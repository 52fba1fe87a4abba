/**
 * The portal's sample lookup over HTTP: `GET /hsif/v1/{tenantId}/samples` (and the tenant-less
 * form), scoped like the batches; a foreign tenant gets 403.
 */
import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../context';
import { requireSession } from '../http/auth';
import { tenantGuard, tenantParams, tenantPaths } from '../http/tenant';
import { listQuerySchema } from '../services/portal';
import { portalCaller } from '../services/portalAccess';
import { listSamples, QC_VERDICTS, type SampleQuery } from '../services/portalViews';

/** Registers the sample lookup. */
export async function portalViewRoutes(
  app: FastifyInstance,
  { ctx }: ContextOptions,
): Promise<void> {
  app.addHook('onRequest', requireSession(ctx));
  for (const path of tenantPaths('/hsif', '/samples')) {
    app.get<{ Querystring: SampleQuery }>(
      path,
      {
        schema: {
          params: tenantParams(),
          querystring: listQuerySchema({ verdict: { type: 'string', enum: QC_VERDICTS } }),
        },
        preValidation: tenantGuard,
      },
      async (request) => listSamples(ctx, portalCaller(ctx, request), request.query),
    );
  }
}
