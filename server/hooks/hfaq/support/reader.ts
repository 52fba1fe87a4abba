/** Who reads a customer-service resource, as its scope hooks see them. */
import type { HookContext } from '../../../engine/hooks';
import { portalCallerOf, type PortalCaller } from '../../../services/portalAccess';

/**
 * The portal caller behind a hook's scope (staff or customer; 403 for anyone else), or null
 * for work on no one's behalf (demo rows, the server's own timers), which reads every row.
 */
export function readerOf({ app, scope }: Pick<HookContext, 'app' | 'scope'>): PortalCaller | null {
  if (!scope.role || scope.userId === null) return null;
  return portalCallerOf(app, { userId: scope.userId, tenantId: scope.tenantId, role: scope.role });
}
