/** Import history: each user reads their own batches of the tenant (the engine keeps to it). */
import type { ResourceHooks } from '../../engine/hooks';

const hooks: ResourceHooks = {
  scope: ({ scope }) => [{ field: 'userId', op: 'eq', value: scope.userId ?? -1 }],
};

export default hooks;
