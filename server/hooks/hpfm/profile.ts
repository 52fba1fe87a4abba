/** Profiles: a tenant has one profile per name (the platform's of the same name it overrides). */
import type { ResourceHooks } from '../../engine/hooks';
import { refuseDuplicateKey } from './texts/overrides';

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    refuseDuplicateKey(context, ['profileName'], values, current);
  },
};

export default hooks;
