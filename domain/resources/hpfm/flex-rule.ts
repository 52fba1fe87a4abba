import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Flex rules (hpfm development): for one flex model, how each of its fields behaves on a screen
 * (shown, required, editable, default); the details are its lines and may name only fields of
 * the model.
 */
export default defineResource({
  module: 'hpfm',
  name: 'flex-rule',
  path: 'flex-rules',
  table: 'hpfm_flex_rule',
  idField: 'ruleId',
  tenancy: 'tenant',
  title: text('Flex Rules', '弹性域规则'),
  entity: text('flex rule', '弹性域规则'),
  nameField: 'ruleName',
  defaultSort: { field: 'ruleCode', order: 'asc' },
  route: '/hpfm/flex/rule',
  detailRoute: '/hpfm/flex/rule/detail/:ruleId',
  menu: { parent: 'hzero.hpfm.dev', sort: 130, quickIndex: text('flexrule', 'txygz') },
  lines: [{ key: 'details', resource: 'hpfm/flex-rule-detail' }],
  fields: {
    ruleCode: codeField(text('Rule code', '规则编码')),
    ruleName: fields.tl(text('Rule name', '规则名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    modelId: fields.reference(text('Flex model', '弹性域模型'), {
      resource: 'hpfm/flex-model',
      display: 'modelName',
      required: true,
      immutable: true,
      filter: true,
      column: 200,
    }),
    description: fields.longtext(text('Description', '描述'), { max: 480, column: 240 }),
  },
  demo: [
    {
      ruleCode: 'SAMPLE.WGS',
      ruleName: 'Whole-genome samples',
      modelId: ref({ modelCode: 'PORTAL.SAMPLE' }),
      description: 'Whole-genome sequencing asks for the concentration',
      _tls: { ruleName: { en_US: 'Whole-genome samples', zh_CN: '全基因组样本' } },
      details: [
        {
          fieldCode: 'concentration',
          displayFlag: 1,
          requiredFlag: 1,
          editableFlag: 1,
          orderSeq: 10,
        },
        {
          fieldCode: 'urgentFlag',
          displayFlag: 1,
          requiredFlag: 0,
          editableFlag: 1,
          defaultValue: '0',
          orderSeq: 20,
        },
      ],
    },
    {
      ruleCode: 'SAMPLE.RNA',
      ruleName: 'RNA samples',
      modelId: ref({ modelCode: 'PORTAL.SAMPLE' }),
      description: 'RNA samples must say when they were collected',
      _tls: { ruleName: { en_US: 'RNA samples', zh_CN: 'RNA 样本' } },
      details: [
        {
          fieldCode: 'collectedDate',
          displayFlag: 1,
          requiredFlag: 1,
          editableFlag: 1,
          orderSeq: 10,
        },
      ],
    },
  ],
});
