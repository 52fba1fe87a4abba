/** Knowledge categories: customers read the enabled ones (the help centre's menu). */
import type { ResourceHooks } from '../../engine/hooks';
import { readerOf } from './support/reader';

const hooks: ResourceHooks = {
  scope: (context) =>
    readerOf(context)?.kind === 'customer' ? [{ field: 'enabledFlag', op: 'eq', value: 1 }] : [],
};

export default hooks;
