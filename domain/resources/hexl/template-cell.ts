import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** How a cell is filled: once from the data's header, or one row per record from a list. */
export const FILL_TYPES = [
  { value: 'SINGLE', label: text('Once (header value)', '单值（头信息）') },
  { value: 'MULTI_LINE', label: text('One row per record', '多行（每条记录一行）') },
] as const;

/** The types of value a cell receives (HZERO's HEXL.COLUMN_TYPE). */
export const COLUMN_TYPES = [
  { value: 'CHAR', label: text('Text', '文本') },
  { value: 'NUMBER', label: text('Number', '数字') },
  { value: 'DATE', label: text('Date', '日期') },
] as const;

/** A cell reference: column letters then a row number, e.g. `B3` or `AA120`. */
export const CELL_PATTERN = '^[A-Z]{1,3}[1-9][0-9]{0,6}$';

/** A worksheet name as Excel allows it: 1 to 31 characters, none of `[ ] : * ? / \`. */
export const SHEET_PATTERN = '^[^\\[\\]:*?/\\\\]{1,31}$';

/**
 * A cell of an Excel template (hexl): the sheet and the cell the data goes into, the data field
 * it takes and its type, how it is filled (once, or one row per record downward from the cell,
 * HZERO's header and line tabs of the field attributes), the decimals of a number and whether
 * the cell's row or column is hidden in the filled workbook. Edited with its template on the
 * template's page. A template has one cell at each place of a sheet, and the list cells of a
 * sheet start on one row (a server hook refuses others, naming the cell already there).
 */
export default defineResource({
  module: 'hexl',
  name: 'template-cell',
  path: 'template-cells',
  table: 'hexl_template_cell',
  idField: 'templateCellId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Cells', '单元格'),
  entity: text('cell', '单元格'),
  nameField: 'cellCode',
  defaultSort: { field: 'templateCellId', order: 'asc' },
  parent: { resource: 'hexl/template', field: 'templateId' },
  fields: {
    templateId: fields.integer(text('Excel template', 'Excel 模板'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    sheetName: fields.text(text('Sheet', 'Sheet 页'), {
      max: 31,
      pattern: SHEET_PATTERN,
      help: text(
        'The worksheet of the workbook, as its tab reads: up to 31 characters, none of [ ] : * ? / \\',
        '工作簿中的工作表名称（与标签一致）：最多 31 个字符，不能含 [ ] : * ? / \\',
      ),
      required: true,
      defaultValue: 'Sheet1',
      column: 140,
    }),
    cellCode: fields.text(text('Cell', '单元格'), {
      max: 10,
      pattern: CELL_PATTERN,
      help: text(
        'Column letters and row number in capitals, e.g. B3; a list cell is the first row of its column',
        '大写列字母加行号，例如 B3；多行单元格为该列的第一行',
      ),
      required: true,
      column: 90,
    }),
    fillType: fields.select(text('Fill', '填充方式'), {
      options: FILL_TYPES,
      required: true,
      defaultValue: 'SINGLE',
      column: 170,
    }),
    columnName: fields.text(text('Data field', '数据字段'), {
      max: 60,
      pattern: '^[A-Za-z][A-Za-z0-9_]{0,59}$',
      help: text(
        'The field of the data the cell takes, e.g. orderNumber: up to 60 letters, digits or _, starting with a letter',
        '单元格取值的数据字段，例如 orderNumber：最多 60 个字母、数字或 _，以字母开头',
      ),
      required: true,
      column: 160,
    }),
    columnType: fields.select(text('Type', '字段类型'), {
      options: COLUMN_TYPES,
      required: true,
      defaultValue: 'CHAR',
      column: 90,
    }),
    precisions: fields.integer(text('Decimals', '精度'), {
      min: 0,
      max: 10,
      help: text('Numbers only: the decimals shown', '仅用于数字：显示的小数位数'),
      column: 90,
    }),
    prompt: fields.text(text('Description', '描述'), { max: 255, column: 200 }),
    hideRowFlag: fields.flag(text('Hide row', '隐藏行'), { defaultValue: 0, column: 90 }),
    hideColumnFlag: fields.flag(text('Hide column', '隐藏列'), { defaultValue: 0, column: 90 }),
  },
});
