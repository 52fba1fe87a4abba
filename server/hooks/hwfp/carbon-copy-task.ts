/** Carbon copies: each user reads (and marks as read) those sent to them only. */
import type { ResourceHooks } from '../../engine/hooks';
import { say } from '../hpfm/support/say';
import { M } from './support/messages';

const hooks: ResourceHooks = {
  scope: (context) => [{ field: 'toUserId', op: 'eq', value: context.scope.userId ?? -1 }],
  actions: {
    'mark-read': (context, row) => {
      if (!row) throw new Error('mark-read is a row action');
      const id = Number(row.carbonCopyId);
      const now = context.scope.now;
      context.app.db
        .prepare(
          `UPDATE hwfp_carbon_copy SET read_flag = 1, read_date = ?, last_update_date = ?,
             object_version_number = object_version_number + 1 WHERE carbon_copy_id = ? AND read_flag = 0`,
        )
        .run(now, now, id);
      return {
        row: context.engine.get(context.resource, context.scope, id),
        message: say(context, M.read),
      };
    },
  },
};

export default hooks;
