import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** What a segment puts into the code. */
export const SEGMENT_TYPES = [
  { value: 'SEQUENCE', label: text('Sequence', '序列') },
  { value: 'CONSTANT', label: text('Constant', '常量') },
  { value: 'DATE', label: text('Date', '日期') },
  { value: 'VARIABLE', label: text('Variable', '变量') },
  { value: 'UUID', label: text('UUID', 'UUID') },
] as const;

/** When a sequence starts again from its start value. */
export const RESET_FREQUENCIES = [
  { value: 'NEVER', label: text('Never', '从不') },
  { value: 'YEAR', label: text('Every year', '每年') },
  { value: 'MONTH', label: text('Every month', '每月') },
  { value: 'DAY', label: text('Every day', '每天') },
] as const;

/**
 * The segments of a code rule distribution, joined in `orderSeq` order: a constant text, the
 * date in a mask, a variable the caller passes, a zero-padded sequence that may restart every
 * year, month or day, or random hexadecimal digits (UUID).
 */
export default defineResource({
  module: 'hpfm',
  name: 'code-rule-segment',
  path: 'code-rule-detail',
  table: 'hpfm_code_rule_segment',
  idField: 'ruleDetailId',
  tenancy: 'shared',
  enabledFlag: false,
  title: text('Segments', '段码'),
  entity: text('segment', '段码'),
  nameField: 'orderSeq',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  parent: { resource: 'hpfm/code-rule-dist', field: 'ruleDistId' },
  fields: {
    ruleDistId: fields.integer(text('Distribution', '分配'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    orderSeq: fields.integer(text('Order', '序号'), {
      min: 1,
      max: 999,
      required: true,
      unique: true,
      sortable: true,
      column: 80,
    }),
    fieldType: fields.select(text('Segment type', '段类型'), {
      options: SEGMENT_TYPES,
      required: true,
      immutable: true,
      column: 120,
    }),
    fieldValue: fields.text(text('Segment value', '段值'), {
      max: 80,
      help: text(
        'Constant: the text; variable: the variable name, e.g. TENANT_NUM',
        '常量：文本；变量：变量名，例如 TENANT_NUM',
      ),
      column: 140,
    }),
    dateMask: fields.select(text('Date mask', '日期掩码'), {
      lovCode: 'HPFM.CODE_RULE.DATE_MASK',
      column: 140,
    }),
    seqLength: fields.integer(text('Digits', '位数'), {
      min: 1,
      max: 32,
      help: text(
        'Sequence: zero-padded to this many digits; UUID: this many hexadecimal digits',
        '序列：补零到该位数；UUID：该位数的十六进制字符',
      ),
      column: 80,
    }),
    startValue: fields.integer(text('Start value', '开始值'), { min: 0, max: 1e12, column: 100 }),
    resetFrequency: fields.select(text('Reset frequency', '重置频率'), {
      options: RESET_FREQUENCIES,
      column: 120,
    }),
    currentValue: fields.integer(text('Current value', '当前值'), { readOnly: true, column: 100 }),
    resetDate: fields.datetime(text('Last reset', '上次重置时间'), {
      readOnly: true,
      column: 170,
    }),
  },
});
