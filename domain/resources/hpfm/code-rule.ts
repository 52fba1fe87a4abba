import { codeField } from '../../engine/common';
import { defineResource } from '../../engine/define';
import { fields } from '../../engine/fields';
import { text } from '../../engine/text';
import { LOV_CODE_HELP, LOV_CODE_PATTERN } from './value-list';

/** Code of the rule numbering the portal's sample batches (`SB-2024001`). */
export const SAMPLE_BATCH_RULE = 'PORTAL.SAMPLE_BATCH';
/** Code of the rule numbering the portal's projects (`NL-P2024001` in Novo Lab). */
export const PROJECT_RULE = 'PORTAL.PROJECT';
/** Code of the rule numbering the portal's quotations (`QT-2024001`). */
export const QUOTATION_RULE = 'PORTAL.QUOTATION';
/** Code of the rule numbering the portal's statements (`ST-2024001`). */
export const STATEMENT_RULE = 'PORTAL.STATEMENT';

// Segments are lines of a line (a distribution's): the demo writer marks only the first level
// of lines as new, so these say it themselves.
const CREATE = { _status: 'create' } as const;

const sequence = (orderSeq: number, seqLength: number, resetFrequency: string) => ({
  ...CREATE,
  orderSeq,
  fieldType: 'SEQUENCE',
  seqLength,
  startValue: 1,
  resetFrequency,
});
const constant = (orderSeq: number, fieldValue: string) => ({
  ...CREATE,
  orderSeq,
  fieldType: 'CONSTANT',
  fieldValue,
});
const date = (orderSeq: number, dateMask: string) => ({
  ...CREATE,
  orderSeq,
  fieldType: 'DATE',
  dateMask,
});

/**
 * Code rules (hpfm development): how the product numbers its documents. A rule has
 * distributions by level (site-wide or one tenant), each with its segments; `generate` gives
 * the next code. Shared: the platform's rules serve every tenant.
 */
export default defineResource({
  module: 'hpfm',
  name: 'code-rule',
  path: 'code-rule',
  table: 'hpfm_code_rule',
  idField: 'ruleId',
  tenancy: 'shared',
  title: text('Code Rules', '编码规则'),
  entity: text('code rule', '编码规则'),
  nameField: 'ruleName',
  defaultSort: { field: 'ruleCode', order: 'asc' },
  route: '/hpfm/code-rule',
  detailRoute: '/hpfm/code-rule/detail/:ruleId',
  menu: { parent: 'hzero.hpfm.dev', sort: 10, quickIndex: text('coderule', 'bmgz') },
  lines: [{ key: 'dists', resource: 'hpfm/code-rule-dist' }],
  customActions: [
    {
      key: 'generate',
      label: text('Generate a code', '生成编码'),
      on: 'row',
      confirm: text(
        'This takes the next number of the sequence for good. Generate a code?',
        '这将永久占用序列的下一个号码。确定生成编码吗？',
      ),
      when: { enabledFlag: [1] },
    },
  ],
  fields: {
    ruleCode: codeField(text('Rule code', '规则代码'), {
      max: 80,
      pattern: LOV_CODE_PATTERN,
      help: LOV_CODE_HELP,
      column: 240,
    }),
    ruleName: fields.tl(text('Rule name', '规则名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 300, wide: true }),
  },
  demo: [
    {
      ruleCode: SAMPLE_BATCH_RULE,
      ruleName: 'Sample batch code',
      description: 'Codes of the sample batches customers submit in the portal, e.g. SB-2024001',
      _tls: { ruleName: { en_US: 'Sample batch code', zh_CN: '送样批次编码' } },
      dists: [
        {
          levelCode: 'GLOBAL',
          description: 'Every tenant',
          segments: [constant(10, 'SB-'), date(20, 'yyyy'), sequence(30, 3, 'YEAR')],
        },
      ],
    },
    {
      ruleCode: PROJECT_RULE,
      ruleName: 'Project code',
      description: 'Codes of customer projects, e.g. P2024001 (NL-P2024001 in Novo Lab)',
      _tls: { ruleName: { en_US: 'Project code', zh_CN: '项目编码' } },
      dists: [
        {
          levelCode: 'GLOBAL',
          description: 'Every tenant',
          segments: [constant(10, 'P'), date(20, 'yyyy'), sequence(30, 3, 'YEAR')],
        },
        {
          levelCode: 'TENANT',
          levelValue: 'NOVO-LAB',
          description: 'Novo Lab prefixes its projects with NL-',
          segments: [constant(10, 'NL-P'), date(20, 'yyyy'), sequence(30, 3, 'YEAR')],
        },
      ],
    },
    {
      ruleCode: QUOTATION_RULE,
      ruleName: 'Quotation code',
      description: 'Codes of the quotations customers ask for in the portal, e.g. QT-2024001',
      _tls: { ruleName: { en_US: 'Quotation code', zh_CN: '报价单编码' } },
      dists: [
        {
          levelCode: 'GLOBAL',
          description: 'Every tenant',
          segments: [constant(10, 'QT-'), date(20, 'yyyy'), sequence(30, 3, 'YEAR')],
        },
      ],
    },
    {
      ruleCode: STATEMENT_RULE,
      ruleName: 'Statement code',
      description: 'Codes of the statements of what customers owe, e.g. ST-2024001',
      _tls: { ruleName: { en_US: 'Statement code', zh_CN: '结算单编码' } },
      dists: [
        {
          levelCode: 'GLOBAL',
          description: 'Every tenant',
          segments: [constant(10, 'ST-'), date(20, 'yyyy'), sequence(30, 3, 'YEAR')],
        },
      ],
    },
    {
      ruleCode: 'HPFM.DEMO.ORDER',
      ruleName: 'Order number',
      description:
        'An example: tenant number, date and a daily sequence, e.g. NOVO-LAB-20240131-0001',
      _tls: { ruleName: { en_US: 'Order number', zh_CN: '订单编号' } },
      dists: [
        {
          levelCode: 'GLOBAL',
          description: 'Every tenant',
          segments: [
            { ...CREATE, orderSeq: 10, fieldType: 'VARIABLE', fieldValue: 'TENANT_NUM' },
            constant(20, '-'),
            date(30, 'yyyyMMdd'),
            constant(40, '-'),
            sequence(50, 4, 'DAY'),
          ],
        },
      ],
    },
  ],
});
