/**
 * Data group values: the dimension is an independent value list (as the line's Lov offers) and a
 * group holds a dimension's value once.
 */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { merged, refuse } from './support/say';

const TWICE = text(
  '%{field} %{value} of this dimension is already in the group',
  '该维度的%{field} %{value} 已在数据组中',
);

const NOT_DIMENSION = text(
  '%{field} must be an independent value list (a data dimension)',
  '%{field}必须是独立值集（数据维度）',
);

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const row = merged(values, current);
    // (A value kept from before dimensions were value lists may name another kind of list.)
    if (values.dimensionId !== undefined && Number(values.dimensionId) !== current?.dimensionId) {
      const { engine, scope } = context;
      const list = engine.find(engine.resource('hpfm/value-list'), scope, Number(row.dimensionId));
      if (list && list.lovTypeCode !== 'IDP') throw refuse(context, 'dimensionId', NOT_DIMENSION);
    }
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
