/**
 * Flex rule details may name only fields of the rule's model, and a required field must be
 * shown (and editable unless it has a default).
 */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { blank, merged, refuse } from './support/say';

const M = {
  unknown: text(
    '%{field}: the model %{model} has no field %{value} (its fields: %{fields})',
    '%{field}：模型 %{model} 没有字段 %{value}（可用字段：%{fields}）',
  ),
  hidden: text(
    '%{field} %{value} is required, so it must be shown',
    '%{field} %{value} 为必输，必须显示',
  ),
  locked: text(
    '%{field} %{value} is required and not editable, so it needs a default value',
    '%{field} %{value} 为必输且不可编辑，必须有默认值',
  ),
};

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const { engine, scope } = context;
    const row = merged(values, current);
    const rule = engine.store.get(engine.resource('hpfm/flex-rule'), scope, Number(row.ruleId));
    if (!rule) return;
    const modelFields = engine.store.all(
      engine.resource('hpfm/flex-model-field'),
      scope,
      [{ field: 'modelId', op: 'eq', value: Number(rule.values.modelId) }],
      1000,
    );
    const codes = modelFields.map((field) => String(field.values.fieldCode));
    const code = String(row.fieldCode);
    if (!codes.includes(code)) {
      throw refuse(context, 'fieldCode', M.unknown, {
        model: String(rule.values.modelName ?? rule.values.modelId),
        value: code,
        fields: codes.join(', '),
      });
    }
    if (Number(row.requiredFlag) === 1 && Number(row.displayFlag) === 0) {
      throw refuse(context, 'fieldCode', M.hidden, { value: code });
    }
    if (
      Number(row.requiredFlag) === 1 &&
      Number(row.editableFlag) === 0 &&
      blank(row.defaultValue)
    ) {
      throw refuse(context, 'fieldCode', M.locked, { value: code });
    }
  },
};

export default hooks;
