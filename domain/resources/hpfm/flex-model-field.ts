import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The fields of a flex model: one column of its table each. */
export default defineResource({
  module: 'hpfm',
  name: 'flex-model-field',
  path: 'flex-model-fields',
  table: 'hpfm_flex_model_field',
  idField: 'fieldId',
  tenancy: 'tenant',
  title: text('Model Fields', '模型字段'),
  entity: text('model field', '模型字段'),
  nameField: 'fieldName',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  parent: { resource: 'hpfm/flex-model', field: 'modelId' },
  fields: {
    modelId: fields.integer(text('Model', '模型'), { readOnly: true, form: false, column: false }),
    fieldCode: fields.text(text('Field code', '字段编码'), {
      max: 60,
      required: true,
      unique: true,
      immutable: true,
      filter: true,
      pattern: '^[a-z][A-Za-z0-9]{0,59}$',
      help: text(
        'camelCase: letters and digits, starting lowercase',
        '驼峰命名：字母与数字，小写字母开头',
      ),
      column: 160,
    }),
    fieldName: fields.tl(text('Field name', '字段名称'), { max: 120, required: true, column: 180 }),
    fieldType: fields.select(text('Field type', '字段类型'), {
      options: [
        { value: 'STRING', label: text('Text', '文本') },
        { value: 'NUMBER', label: text('Number', '数字') },
        { value: 'DATE', label: text('Date', '日期') },
        { value: 'FLAG', label: text('Yes/no', '是/否') },
      ],
      required: true,
      defaultValue: 'STRING',
      column: 110,
    }),
    columnName: fields.text(text('Column', '列名'), {
      max: 60,
      required: true,
      unique: true,
      pattern: '^[a-z][a-z0-9_]{0,59}$',
      help: text('A column name: lowercase letters, digits or _', '列名：小写字母、数字或 _'),
      column: 160,
    }),
    requiredFlag: fields.flag(text('Required', '必输'), { defaultValue: 0, column: 90 }),
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
