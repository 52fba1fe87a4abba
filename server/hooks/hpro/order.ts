/** The orders each portal caller reads: those of the projects they read. */
import type { ResourceHooks } from '../../engine/hooks';
import { portalCallerOf, portalRows } from '../../services/portalAccess';

const hooks: ResourceHooks = {
  scope: ({ app, scope }) =>
    portalRows(app, portalCallerOf(app, { ...scope, userId: scope.userId ?? 0 }), 'project'),
};

export default hooks;
