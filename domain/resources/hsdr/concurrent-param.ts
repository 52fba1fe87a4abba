import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text, type Text } from '../../engine/text';

/** The types a concurrent program's parameter may have: each is checked on the server. */
export const PARAM_TYPES = ['STRING', 'NUMBER', 'DATE', 'DATETIME', 'BOOLEAN', 'SELECT'] as const;

/** One of {@link PARAM_TYPES}. */
export type ParamType = (typeof PARAM_TYPES)[number];

/** What each type is called in a form and what a value of it looks like, said to the user. */
export const PARAM_TYPE_TEXTS: Readonly<Record<ParamType, { label: Text; value: Text }>> = {
  STRING: { label: text('Text', '文本'), value: text('text', '文本') },
  NUMBER: { label: text('Number', '数字'), value: text('a number', '数字') },
  DATE: { label: text('Date', '日期'), value: text('a date YYYY-MM-DD', 'YYYY-MM-DD 格式的日期') },
  DATETIME: {
    label: text('Date and time', '日期时间'),
    value: text('a date and time YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm:ss 格式的日期时间'),
  },
  BOOLEAN: {
    label: text('Yes or no', '是否'),
    value: text('1 (yes) or 0 (no)', '1（是）或 0（否）'),
  },
  SELECT: {
    label: text('Value list', '值集'),
    value: text('a value of the list %{lovCode}', '值集 %{lovCode} 中的值'),
  },
};

/** A parameter code: a letter or `_`, then letters, digits or `_`, up to 30. */
export const PARAM_CODE_PATTERN = '^[A-Za-z_][A-Za-z0-9_]{0,29}$';

/**
 * The parameters of a concurrent program, in order: what a request of it passes to its
 * executable (a server hook checks that each default value fits its type).
 */
export default defineResource({
  module: 'hsdr',
  name: 'concurrent-param',
  path: 'concurrent-params',
  table: 'hsdr_concurrent_param',
  idField: 'concParamId',
  tenancy: 'tenant',
  title: text('Parameters', '参数'),
  entity: text('parameter', '参数'),
  nameField: 'paramCode',
  enabledFlag: false,
  defaultSort: { field: 'orderSeq', order: 'asc' },
  parent: { resource: 'hsdr/concurrent', field: 'concurrentId' },
  fields: {
    concurrentId: fields.integer(text('Concurrent program', '并发程序'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    paramCode: fields.text(text('Parameter code', '参数编码'), {
      max: 30,
      pattern: PARAM_CODE_PATTERN,
      help: text(
        'The key of the value in a request, e.g. days: up to 30 letters, digits or _, not starting with a digit',
        '请求中参数值的键，例如 days：最多 30 个字母、数字或 _，不以数字开头',
      ),
      required: true,
      unique: true,
      sortable: true,
      column: 150,
    }),
    paramName: fields.text(text('Parameter name', '参数名称'), {
      max: 120,
      required: true,
      column: 180,
    }),
    paramFormatCode: fields.select(text('Type', '类型'), {
      options: PARAM_TYPES.map((value) => ({ value, label: PARAM_TYPE_TEXTS[value].label })),
      required: true,
      defaultValue: 'STRING',
      column: 120,
    }),
    lovCode: fields.text(text('Value list', '值集编码'), {
      max: 60,
      pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$',
      help: text(
        'Of a value-list parameter only: the code of the value list its values come from',
        '仅值集类型的参数填写：取值来源的值集编码',
      ),
      column: 150,
    }),
    notnullFlag: fields.flag(text('Required', '必输'), { defaultValue: 0, column: 90 }),
    defaultValue: fields.text(text('Default value', '默认值'), {
      max: 240,
      help: text(
        'Taken when a request leaves the parameter out; it must fit the type',
        '请求未给出该参数时使用，须符合参数类型',
      ),
      column: 150,
    }),
    orderSeq: fields.integer(text('Order', '排序'), {
      min: 0,
      max: 9999,
      required: true,
      defaultValue: 10,
      sortable: true,
      column: 80,
    }),
  },
});
