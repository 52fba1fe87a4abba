/**
 * Configuration sets: the status follows every write (PUBLISHED while the format and items
 * equal the last version); `publish` publishes the set as its next version. The demo sets of
 * `DEMO_PUBLISHED` are published as they are written.
 */
import { DEMO_PUBLISHED } from '../../../domain/resources/hcnf/config';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { publishSet, refreshStatus } from './support/configs';

/** The set as it is now, with the message of what was done. */
function answer(context: HookContext, row: Row, message: string) {
  return {
    row: context.engine.get(context.resource, context.scope, Number(row.configSetId)),
    message,
  };
}

const hooks: ResourceHooks = {
  afterWrite: (context, row, created) => {
    refreshStatus(context, Number(row.configSetId));
    const demo = `${String(row.serviceCode)}/${String(row.environment)}`;
    if (created && context.scope.role === null && DEMO_PUBLISHED.includes(demo)) {
      publishSet(
        context,
        context.engine.get(context.resource, context.scope, Number(row.configSetId)),
      );
    }
  },
  actions: {
    publish: (context, row) => {
      if (!row) throw new Error('publish is a row action');
      return answer(context, row, publishSet(context, row));
    },
  },
};

export default hooks;
