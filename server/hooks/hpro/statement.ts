/**
 * The statements each portal caller reads (and so the proof files they name): staff the tenant's,
 * customers those of the projects they read.
 */
import type { ResourceHooks } from '../../engine/hooks';
import { portalCallerOf, portalRows } from '../../services/portalAccess';

const hooks: ResourceHooks = {
  scope: ({ app, scope }) =>
    portalRows(app, portalCallerOf(app, { ...scope, userId: scope.userId ?? 0 }), 'project'),
};

export default hooks;
