/**
 * The quotations each portal caller reads: staff the tenant's, customers the team's (a member
 * those of allocated projects and their own requests).
 */
import type { ResourceHooks } from '../../engine/hooks';
import { portalCallerOf, portalRows } from '../../services/portalAccess';

const hooks: ResourceHooks = {
  scope: ({ app, scope }) =>
    portalRows(app, portalCallerOf(app, { ...scope, userId: scope.userId ?? 0 }), 'batch'),
};

export default hooks;
