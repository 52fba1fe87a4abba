/** Satisfaction scores: staff read every one of the tenant, a customer their own. */
import type { ResourceHooks } from '../../engine/hooks';
import { readerOf } from './support/reader';

const hooks: ResourceHooks = {
  scope: (context) => {
    const reader = readerOf(context);
    return reader?.kind === 'customer' ? [{ field: 'userId', op: 'eq', value: reader.userId }] : [];
  },
};

export default hooks;
