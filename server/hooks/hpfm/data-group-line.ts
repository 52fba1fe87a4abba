/** Data group values: a group holds a dimension's value once. */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { merged, refuse } from './support/say';

const TWICE = text(
  '%{field} %{value} of this dimension is already in the group',
  '该维度的%{field} %{value} 已在数据组中',
);

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const row = merged(values, current);
    const same = context.engine.store.count(
      context.resource,
      context.scope,
      {
        groupId: Number(row.groupId),
        dimensionId: Number(row.dimensionId),
        valueCode: String(row.valueCode),
      },
      current ? Number(current.groupLineId) : undefined,
    );
    if (same > 0) throw refuse(context, 'valueCode', TWICE, { value: String(row.valueCode) });
  },
};

export default hooks;
