import type { ResourceHooks } from '../../engine/hooks';
import { completeFromPosition, flagOrZero } from './support/org';

/**
 * An employee's positions (lines of the employee): department and company from the position.
 * The one-primary rule is checked on the whole employee after its lines are saved.
 */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    flagOrZero(values, 'primaryPositionFlag');
    completeFromPosition(context, values, current);
  },
};

export default hooks;
