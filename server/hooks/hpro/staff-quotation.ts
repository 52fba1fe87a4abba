/**
 * The staff's quotation list, scoped like the customers' (a customer holding its code still reads
 * only their team's).
 */
import type { ResourceHooks } from '../../engine/hooks';
import { portalCallerOf, portalRows } from '../../services/portalAccess';

const hooks: ResourceHooks = {
  scope: ({ app, scope }) =>
    portalRows(app, portalCallerOf(app, { ...scope, userId: scope.userId ?? 0 }), 'batch'),
};

export default hooks;
