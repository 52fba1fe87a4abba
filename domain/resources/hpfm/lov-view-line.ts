import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { LOV_CODE_HELP, LOV_CODE_PATTERN } from './value-list';

/** Inputs of a view's query fields. */
export const QUERY_FIELD_TYPES = [
  { value: 'INPUT', label: text('Text', '文本框') },
  { value: 'SELECT', label: text('Select from a value list', '值集下拉框') },
  { value: 'DATE', label: text('Date', '日期') },
  { value: 'NUMBER', label: text('Number', '数字') },
] as const;

/**
 * The lines of a value-list view: each row field it shows as a table column and/or offers as
 * a query field, in `orderSeq` order.
 */
export default defineResource({
  module: 'hpfm',
  name: 'lov-view-line',
  path: 'lov-view-lines',
  table: 'hpfm_lov_view_line',
  idField: 'viewLineId',
  tenancy: 'shared',
  title: text('View Columns', '视图列'),
  entity: text('view column', '视图列'),
  nameField: 'display',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  parent: { resource: 'hpfm/lov-view', field: 'viewHeaderId' },
  fields: {
    viewHeaderId: fields.integer(text('View', '视图'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    fieldName: fields.text(text('Field', '字段名'), {
      max: 60,
      pattern: '^[A-Za-z_][A-Za-z0-9_.]*$',
      help: text('A field name of the rows, e.g. meaning', '数据行的字段名，例如 meaning'),
      required: true,
      unique: true,
      sortable: true,
      column: 160,
    }),
    display: fields.tl(text('Label', '显示名称'), { max: 120, required: true, column: 180 }),
    tableFieldWidth: fields.integer(text('Width (px)', '列宽（像素）'), {
      min: 40,
      max: 800,
      column: 110,
    }),
    orderSeq: fields.integer(text('Order', '排序号'), {
      min: 0,
      max: 99_999,
      required: true,
      defaultValue: 0,
      sortable: true,
      column: 90,
    }),
    tableFieldFlag: fields.flag(text('Table column', '表格列'), { defaultValue: 1, column: 110 }),
    queryFieldFlag: fields.flag(text('Query field', '查询字段'), { defaultValue: 0, column: 110 }),
    dataType: fields.select(text('Query input', '查询字段类型'), {
      options: QUERY_FIELD_TYPES,
      required: true,
      defaultValue: 'INPUT',
      column: 150,
    }),
    sourceCode: fields.text(text('Query value list', '查询值集'), {
      max: 80,
      pattern: LOV_CODE_PATTERN,
      help: LOV_CODE_HELP,
      column: 180,
    }),
  },
});
