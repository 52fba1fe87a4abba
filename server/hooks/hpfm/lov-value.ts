/** Values of a value list: none on a URL list, and a parent value from the parent list. */
import type { ResourceHooks } from '../../engine/hooks';
import { checkValue } from './value-list';

const hooks: ResourceHooks = {
  beforeWrite: checkValue,
};

export default hooks;
