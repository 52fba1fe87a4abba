/** The staged rows of import history: each user reads the rows of their own batches only. */
import type { ResourceHooks } from '../../engine/hooks';

const hooks: ResourceHooks = {
  scope: ({ app, scope }) => {
    const ids = app.db
      .prepare('SELECT import_id AS id FROM himp_import_batch WHERE tenant_id = ? AND user_id = ?')
      .all(scope.tenantId, scope.userId ?? -1) as { id: number }[];
    return [{ field: 'importId', op: 'in', values: ids.map(({ id }) => id) }];
  },
};

export default hooks;
