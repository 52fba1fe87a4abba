/** Tasks I took part in: those the caller acted on, and every task of the processes they started. */
import type { ResourceHooks } from '../../engine/hooks';

const hooks: ResourceHooks = {
  scope: (context) => {
    const me = context.scope.userId ?? -1;
    return [
      {
        op: 'any',
        of: [
          [{ field: 'doneUserId', op: 'eq', value: me }],
          [{ field: 'startUserId', op: 'eq', value: me }],
        ],
      },
    ];
  },
};

export default hooks;
