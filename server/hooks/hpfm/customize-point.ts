/** Customization points: one rule names a service method once. */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { merged, refuse } from './support/say';

const TWICE = text(
  '%{field}: %{value} is already a point of this rule',
  '%{field}：%{value} 已是该规则的切入点',
);

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const row = merged(values, current);
    const same = context.engine.store.count(
      context.resource,
      context.scope,
      {
        customizeId: Number(row.customizeId),
        className: String(row.className),
        methodName: String(row.methodName),
      },
      current ? Number(current.pointId) : undefined,
    );
    if (same > 0) {
      throw refuse(context, 'methodName', TWICE, {
        value: `${String(row.className)}.${String(row.methodName)}`,
      });
    }
  },
};

export default hooks;
