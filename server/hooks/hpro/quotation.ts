/**
 * The quotations each portal caller reads: customers the team's (a member those of allocated
 * projects and their own requests), staff the tenant's but the customers' drafts.
 */
import type { ResourceHooks } from '../../engine/hooks';
import { portalCallerOf, portalRows } from '../../services/portalAccess';

const hooks: ResourceHooks = {
  scope: ({ app, scope }) => {
    const caller = portalCallerOf(app, { ...scope, userId: scope.userId ?? 0 });
    return caller.kind === 'staff'
      ? [{ field: 'status', op: 'notIn', values: ['Draft'] }]
      : portalRows(app, caller, 'batch');
  },
};

export default hooks;
