import { codeField, SERVICE_CODE_HELP, SERVICE_CODE_PATTERN } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

type ModelField = readonly [code: string, en: string, zh: string, type: string, required: 0 | 1];

const field = ([code, en, zh, type, required]: ModelField, index: number) => ({
  fieldCode: code,
  fieldName: en,
  fieldType: type,
  columnName: code.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`),
  requiredFlag: required,
  orderSeq: (index + 1) * 10,
  _tls: { fieldName: { en_US: en, zh_CN: zh } },
});

const SAMPLE_FIELDS: readonly ModelField[] = [
  ['sampleCode', 'Sample code', '样本编号', 'STRING', 1],
  ['species', 'Species', '物种', 'STRING', 1],
  ['concentration', 'Concentration (ng/µL)', '浓度 (ng/µL)', 'NUMBER', 0],
  ['collectedDate', 'Collected on', '采集日期', 'DATE', 0],
  ['urgentFlag', 'Urgent', '加急', 'FLAG', 0],
];

const PROJECT_FIELDS: readonly ModelField[] = [
  ['projectCode', 'Project code', '项目编号', 'STRING', 1],
  ['budget', 'Budget', '预算', 'NUMBER', 0],
  ['dueDate', 'Due date', '截止日期', 'DATE', 0],
];

/**
 * Flex models (hpfm development): the table of a service whose columns flex rules may show,
 * require or fill; the model's fields are its lines.
 */
export default defineResource({
  module: 'hpfm',
  name: 'flex-model',
  path: 'flex-models',
  // HZERO's model service (flexModelService.js queryList, queryModelDetail, createModel,
  // modifyModel); a model's fields are read at model/field/list?modelId= (queryFieldsList),
  // created at model/field/create and changed at model/field/modify (createField, modifyField,
  // the model in each field's modelId). HZERO removes one field at DELETE model/field?fieldId=
  // without its version (removeField), so a removal still goes with the model's save.
  api: {
    list: 'customize/model/list',
    get: 'customize/model/detail?modelId={id}',
    create: 'customize/model/create',
    update: 'POST customize/model/modify',
    lines: { fields: 'model/field/list?modelId={id}' },
    lineWrites: {
      fields: { create: 'POST model/field/create', update: 'POST model/field/modify' },
    },
  },
  table: 'hpfm_flex_model',
  idField: 'modelId',
  tenancy: 'tenant',
  title: text('Flex Models', '弹性域模型'),
  entity: text('flex model', '弹性域模型'),
  nameField: 'modelName',
  defaultSort: { field: 'modelCode', order: 'asc' },
  route: '/hpfm/flex/model',
  detailRoute: '/hpfm/flex/model/detail/:modelId',
  menu: { parent: 'hzero.hpfm.dev', sort: 120, quickIndex: text('flexmodel', 'txymx') },
  lines: [{ key: 'fields', resource: 'hpfm/flex-model-field' }],
  fields: {
    modelCode: codeField(text('Model code', '模型编码')),
    modelName: fields.tl(text('Model name', '模型名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    serviceName: fields.text(text('Service', '服务'), {
      max: 60,
      required: true,
      pattern: SERVICE_CODE_PATTERN,
      help: SERVICE_CODE_HELP,
      filter: true,
      column: 140,
    }),
    tableName: fields.text(text('Table', '表名'), {
      max: 60,
      required: true,
      pattern: '^[a-z][a-z0-9_]{0,59}$',
      help: text('A table name: lowercase letters, digits or _', '表名：小写字母、数字或 _'),
      filter: true,
      column: 180,
    }),
    description: fields.longtext(text('Description', '描述'), { max: 480, column: 240 }),
  },
  demo: [
    {
      modelCode: 'PORTAL.SAMPLE',
      modelName: 'Portal sample',
      serviceName: 'hsif',
      tableName: 'portal_samples',
      description: 'Samples of a submitted batch',
      _tls: { modelName: { en_US: 'Portal sample', zh_CN: '门户样本' } },
      fields: SAMPLE_FIELDS.map(field),
    },
    {
      modelCode: 'PORTAL.PROJECT',
      modelName: 'Portal project',
      serviceName: 'hpro',
      tableName: 'portal_projects',
      description: 'Customer projects',
      _tls: { modelName: { en_US: 'Portal project', zh_CN: '门户项目' } },
      fields: PROJECT_FIELDS.map(field),
    },
  ],
});
