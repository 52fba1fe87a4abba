/** UI pages: the page configuration must be a JSON object; a refusal says where it breaks. */
import type { ResourceHooks } from '../../engine/hooks';
import { jsonRefusal, parseJsonObject } from './support/json';

const hooks: ResourceHooks = {
  beforeWrite(context, values) {
    if (typeof values.pageConfig !== 'string') return;
    const parsed = parseJsonObject(values.pageConfig);
    if (!parsed.ok) throw jsonRefusal(context, 'pageConfig', parsed.problem);
  },
};

export default hooks;
