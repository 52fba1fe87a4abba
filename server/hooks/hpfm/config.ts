/**
 * System configuration: one settings row per tenant (the engine refuses a second; the
 * platform's is tenant 0's). A setting
 * emptied again inherits the platform's, so an emptied title also loses its translations.
 */
import { resourceKey } from '../../../domain/engine/resource';
import type { ResourceHooks } from '../../engine/hooks';

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    if (current && values.title === null) {
      context.app.db
        .prepare(
          'DELETE FROM hpfm_multi_language WHERE entity = ? AND row_id = ? AND field_name = ?',
        )
        .run(resourceKey(context.resource), current[context.resource.idField], 'title');
    }
  },
};

export default hooks;
