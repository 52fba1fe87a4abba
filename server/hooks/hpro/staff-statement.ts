/**
 * The staff's statement list, scoped like the customers' (so that its proof files are never read
 * beyond the statement's readers).
 */
import type { ResourceHooks } from '../../engine/hooks';
import { portalCallerOf, portalRows } from '../../services/portalAccess';

const hooks: ResourceHooks = {
  scope: ({ app, scope }) =>
    portalRows(app, portalCallerOf(app, { ...scope, userId: scope.userId ?? 0 }), 'project'),
};

export default hooks;
