/** Process instances: Suspend, Resume and End (with a reason) from the monitor. */
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { control, instanceOf } from './support/workflow';

/** Carries out a monitor action on `row`; answers the instance as it is now. */
function act(
  context: HookContext,
  row: Row | undefined,
  what: 'suspend' | 'resume' | 'end',
  body: unknown,
) {
  if (!row) throw new Error(`${what} is a row action`);
  const id = Number(row.instanceId);
  const instance = instanceOf(context.app.db, context.scope.tenantId, id);
  if (!instance) throw new Error('the instance read is gone');
  const reason = (body as { reason?: unknown } | null)?.reason;
  const message = control(context, instance, what, typeof reason === 'string' ? reason : null);
  return { row: context.engine.get(context.resource, context.scope, id), message };
}

const hooks: ResourceHooks = {
  actions: {
    suspend: (context, row, body) => act(context, row, 'suspend', body),
    resume: (context, row, body) => act(context, row, 'resume', body),
    end: (context, row, body) => act(context, row, 'end', body),
  },
};

export default hooks;
