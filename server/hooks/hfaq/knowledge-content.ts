/**
 * Help-centre articles: customers read the published ones of enabled categories; publishing
 * stamps the time it happened (a draft again has none).
 */
import type { ResourceHooks } from '../../engine/hooks';
import { readerOf } from './support/reader';

const hooks: ResourceHooks = {
  scope: (context) => {
    if (readerOf(context)?.kind !== 'customer') return [];
    const enabled = context.app.db
      .prepare(
        'SELECT category_id AS id FROM hfaq_knowledge_category WHERE tenant_id = ? AND enabled_flag = 1',
      )
      .all(context.scope.tenantId) as { id: number }[];
    return [
      { field: 'status', op: 'eq', value: 'PUBLISHED' },
      { field: 'categoryId', op: 'in', values: enabled.map((row) => row.id) },
    ];
  },
  beforeWrite: (context, values, current) => {
    const status = values.status ?? current?.status;
    if (status === 'PUBLISHED' && current?.status !== 'PUBLISHED') {
      values.publishedDate = context.scope.now;
    } else if (status === 'DRAFT') {
      values.publishedDate = null;
    }
  },
};

export default hooks;
