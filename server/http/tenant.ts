/**
 * Tenant-scoped paths: tenant-level roles call `/v1/{tenantId}/...`, site-level roles
 * `/v1/...`. The server accepts both forms and always works in the caller's current tenant;
 * a path naming another tenant is refused with 403.
 */
import type { FastifyRequest } from 'fastify';
import type { Session } from '../services/sessions';
import { sessionOf } from './auth';
import { forbidden } from './errors';

/** Message of the 403 for a path naming a tenant other than the current one. */
export const FOREIGN_TENANT_MESSAGE = 'You can only work in your current tenant';

/** Both forms of a tenant-scoped path: `${service}/v1${rest}` and `${service}/v1/:tenantId${rest}`. */
export function tenantPaths(service: string, rest: string): [string, string] {
  return [`${service}/v1${rest}`, `${service}/v1/:tenantId${rest}`];
}

/** JSON schema of path parameters: an optional integer `tenantId` plus `extra`. */
export function tenantParams(
  extra: Record<string, object> = {},
  required: string[] = [],
): { type: 'object'; properties: Record<string, object>; required: string[] } {
  return {
    type: 'object',
    properties: { tenantId: { type: 'integer', minimum: 0 }, ...extra },
    required,
  };
}

/**
 * The tenant id named in the path, if any. Works before validation too (guards run as
 * preValidation hooks, so that a caller without access gets 403 before any 400): a
 * non-numeric value is left to the schema to refuse.
 */
export function pathTenantId(request: FastifyRequest): number | undefined {
  const raw = (request.params as { tenantId?: unknown } | undefined)?.tenantId;
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && /^[0-9]{1,15}$/.test(raw)) return Number(raw);
  return undefined;
}

/** The caller's session after checking that a tenant in the path is the current tenant. */
export function currentTenantSession(request: FastifyRequest): Session {
  const session = sessionOf(request);
  const named = pathTenantId(request);
  if (named !== undefined && named !== session.tenantId) throw forbidden(FOREIGN_TENANT_MESSAGE);
  return session;
}

/** Hook (preValidation) refusing a path that names another tenant. */
export async function tenantGuard(request: FastifyRequest): Promise<void> {
  currentTenantSession(request);
}
