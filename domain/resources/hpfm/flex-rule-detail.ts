import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** How one field of a flex rule's model behaves: shown, required, editable, its default. */
export default defineResource({
  module: 'hpfm',
  name: 'flex-rule-detail',
  path: 'flex-rule-details',
  table: 'hpfm_flex_rule_detail',
  idField: 'ruleDetailId',
  tenancy: 'tenant',
  title: text('Rule Details', '规则明细'),
  entity: text('rule detail', '规则明细'),
  nameField: 'fieldCode',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  parent: { resource: 'hpfm/flex-rule', field: 'ruleId' },
  fields: {
    ruleId: fields.integer(text('Rule', '规则'), { readOnly: true, form: false, column: false }),
    fieldCode: fields.text(text('Model field', '模型字段'), {
      max: 60,
      required: true,
      unique: true,
      filter: true,
      column: 180,
      help: text('The code of a field of the rule’s model', '规则所属模型的字段编码'),
    }),
    displayFlag: fields.flag(text('Shown', '显示'), { defaultValue: 1, column: 80 }),
    requiredFlag: fields.flag(text('Required', '必输'), { defaultValue: 0, column: 80 }),
    editableFlag: fields.flag(text('Editable', '可编辑'), { defaultValue: 1, column: 90 }),
    defaultValue: fields.text(text('Default value', '默认值'), { max: 240, column: 160 }),
    orderSeq: fields.integer(text('Order', '排序号'), {
      min: 0,
      max: 9999,
      required: true,
      defaultValue: 10,
      sortable: true,
      column: 80,
    }),
  },
});
