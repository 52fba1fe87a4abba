import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The types of value a column of an import template holds. */
export const COLUMN_TYPES = [
  { value: 'String', label: text('Text', '文本') },
  { value: 'Number', label: text('Whole number', '整数') },
  { value: 'Decimal', label: text('Decimal', '小数') },
  { value: 'Date', label: text('Date', '日期') },
  { value: 'Boolean', label: text('Yes / no', '是 / 否') },
] as const;

/** The column types a format mask applies to (a date pattern, a number pattern). */
export const MASKED_COLUMN_TYPES: readonly string[] = ['Date', 'Number', 'Decimal'];

/**
 * A column of an import template: where it sits (sheet and column, both from 0), the field it
 * fills and the heading the sheet has over it, its type, whether every row needs a value, its
 * longest value and, for dates and numbers, its format. No two columns of a template share a
 * place or a field within a sheet (a server hook refuses them, naming the column already there).
 */
export default defineResource({
  module: 'himp',
  name: 'template-line',
  path: 'template-lines',
  table: 'himp_template_line',
  idField: 'templateLineId',
  tenancy: 'tenant',
  title: text('Columns', '模板列'),
  entity: text('column', '模板列'),
  nameField: 'columnName',
  defaultSort: { field: 'columnIndex', order: 'asc' },
  parent: { resource: 'himp/template', field: 'templateId' },
  fields: {
    templateId: fields.integer(text('Import template', '导入模板'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    sheetIndex: fields.integer(text('Sheet', 'Sheet 页'), {
      min: 0,
      max: 254,
      required: true,
      defaultValue: 0,
      sortable: true,
      help: text('The sheet of the workbook, the first one 0', '工作簿中的 Sheet 页，第一页为 0'),
      column: 80,
    }),
    columnIndex: fields.integer(text('Column', '列号'), {
      min: 0,
      max: 16383,
      required: true,
      sortable: true,
      help: text('The column of the sheet, column A being 0', '列在 Sheet 页中的位置，A 列为 0'),
      column: 80,
    }),
    columnCode: fields.text(text('Field code', '字段编码'), {
      max: 60,
      pattern: '^[A-Za-z][A-Za-z0-9_]{0,59}$',
      help: text(
        'The field the column fills, e.g. sampleCode: up to 60 letters, digits or _, starting with a letter',
        '该列填入的字段，例如 sampleCode：最多 60 个字母、数字或 _，以字母开头',
      ),
      required: true,
      sortable: true,
      column: 160,
    }),
    columnName: fields.text(text('Column heading', '列标题'), {
      max: 120,
      required: true,
      help: text('The heading the sheet has over the column', 'Sheet 页中该列的标题'),
      column: 180,
    }),
    columnType: fields.select(text('Column type', '列类型'), {
      options: COLUMN_TYPES,
      required: true,
      defaultValue: 'String',
      column: 110,
    }),
    requiredFlag: fields.flag(text('Required', '必填'), {
      defaultValue: 0,
      help: text(
        'Every row of the sheet must have a value in this column',
        'Sheet 页的每一行都必须填写该列',
      ),
      column: 90,
    }),
    maxLength: fields.integer(text('Max length', '最大长度'), {
      min: 1,
      max: 4000,
      help: text('The most characters of a value; none when empty', '值的最多字符数；为空时不限'),
      column: 100,
    }),
    formatMask: fields.text(text('Format mask', '格式掩码'), {
      max: 60,
      help: text(
        'Dates and numbers only, e.g. yyyy-MM-dd or #,##0.00',
        '仅用于日期和数字，例如 yyyy-MM-dd 或 #,##0.00',
      ),
      column: 120,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 200 }),
  },
});
