/**
 * My tasks: reads see the caller's own tasks (the list their pending ones); an action reads
 * any task of the tenant, so that one not the caller's is refused as such (403). Approve,
 * Reject, Delegate and Carbon copy each keep a comment (support/workflow.ts).
 */
import { CARBON_COPY_MAX } from '../../../domain/resources/hwfp/task';
import type { Condition } from '../../engine/store';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { blank } from '../hpfm/support/say';
import { approve, carbonCopy, delegate, reject, taskOf, type TaskRow } from './support/workflow';

/** The stored task of a row the action reads. */
function stored(context: HookContext, row: Row | undefined): TaskRow {
  const task = row && taskOf(context.app.db, context.scope.tenantId, Number(row.taskId));
  if (!task) throw new Error('a task action is a row action');
  return task;
}

/** The body's comment, or null. */
function commentOf(body: unknown): string | null {
  const comment = (body as { comment?: unknown } | null)?.comment;
  return typeof comment === 'string' && !blank(comment) ? comment : null;
}

/** The task as it is now with the message. */
function answer(context: HookContext, task: TaskRow, message: string) {
  return { row: context.engine.get(context.resource, context.scope, task.task_id), message };
}

const hooks: ResourceHooks = {
  scope: (context): Condition[] => {
    const { userId, request } = context.scope;
    if (request?.method === 'POST') return [];
    const mine: Condition = { field: 'assigneeUserId', op: 'eq', value: userId ?? -1 };
    const detail = /\/runtime\/tasks\/\d+$/.test(request?.path ?? '');
    return detail ? [mine] : [mine, { field: 'status', op: 'eq', value: 'PENDING' }];
  },
  actions: {
    approve: async (context, row, body) => {
      const task = stored(context, row);
      return answer(context, task, await approve(context, task, commentOf(body)));
    },
    reject: (context, row, body) => {
      const task = stored(context, row);
      return answer(context, task, reject(context, task, commentOf(body) ?? ''));
    },
    delegate: (context, row, body) => {
      const task = stored(context, row);
      const to = Number((body as { delegateUserId?: unknown } | null)?.delegateUserId);
      return answer(context, task, delegate(context, task, to, commentOf(body)));
    },
    'carbon-copy': (context, row, body) => {
      const task = stored(context, row);
      const logins = String((body as { loginNames?: unknown } | null)?.loginNames ?? '');
      return answer(
        context,
        task,
        carbonCopy(context, task, logins, commentOf(body), CARBON_COPY_MAX),
      );
    },
  },
};

export default hooks;
