import type { ResourceHooks } from '../../engine/hooks';
import { checkOrder } from './support/date-ranges';

/** An accounting period ends on or after the day it starts. */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    checkOrder(context, values, current);
  },
};

export default hooks;
