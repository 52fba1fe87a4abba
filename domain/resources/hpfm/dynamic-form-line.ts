import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The kinds of input a form item is rendered as. */
export const FORM_ITEM_TYPES = [
  { value: 'INPUT', label: text('Text', '文本框') },
  { value: 'TEXTAREA', label: text('Long text', '多行文本') },
  { value: 'NUMBER', label: text('Number', '数字') },
  { value: 'SWITCH', label: text('Switch', '开关') },
  { value: 'DATE', label: text('Date', '日期') },
  { value: 'SELECT', label: text('Select from a value list', '值集下拉框') },
  { value: 'LOV', label: text('Lookup (value list view)', '值集视图') },
] as const;

/** The items of a dynamic form: one input each, in `orderSeq` order. */
export default defineResource({
  module: 'hpfm',
  name: 'dynamic-form-line',
  path: 'form-lines',
  table: 'hpfm_form_line',
  idField: 'formLineId',
  tenancy: 'tenant',
  title: text('Form Items', '表单行'),
  entity: text('form item', '表单行'),
  nameField: 'itemName',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  parent: { resource: 'hpfm/dynamic-form', field: 'formHeaderId' },
  fields: {
    formHeaderId: fields.integer(text('Form', '表单'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    itemCode: codeField(text('Item code', '字段编码'), {
      pattern: '^[A-Za-z][A-Za-z0-9_.]{0,59}$',
      max: 60,
      help: text(
        'Up to 60 letters, digits, _ or ., starting with a letter',
        '最多 60 个字母、数字、_ 或 .，以字母开头',
      ),
    }),
    itemName: fields.tl(text('Item name', '字段名称'), {
      max: 120,
      required: true,
      filter: true,
      column: 200,
    }),
    itemType: fields.select(text('Item type', '字段类型'), {
      options: FORM_ITEM_TYPES,
      required: true,
      defaultValue: 'INPUT',
      filter: true,
      column: 160,
    }),
    requiredFlag: fields.flag(text('Required', '必输'), { defaultValue: 0, column: 90 }),
    defaultValue: fields.text(text('Default value', '默认值'), {
      max: 240,
      column: 160,
      help: text(
        'A number for Number items, 1 or 0 for Switch items, YYYY-MM-DD for Date items',
        '数字类型填数字，开关类型填 1 或 0，日期类型填 YYYY-MM-DD',
      ),
    }),
    valueSet: fields.text(text('Value list code', '值集编码'), {
      max: 60,
      column: 200,
      pattern: '^[A-Z][A-Z0-9_.]{0,59}$',
      help: text(
        'Required for Select and Lookup items: uppercase letters, digits, _ or .',
        '值集下拉框与值集视图类型必输：大写字母、数字、_ 或 .',
      ),
    }),
    orderSeq: fields.integer(text('Order', '排序号'), {
      min: 0,
      max: 9999,
      required: true,
      defaultValue: 10,
      sortable: true,
      column: 90,
    }),
  },
});
