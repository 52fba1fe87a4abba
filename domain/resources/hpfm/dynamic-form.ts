import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

type Item = readonly [
  code: string,
  en: string,
  zh: string,
  type: string,
  required: 0 | 1,
  defaultValue: string | null,
  valueSet: string | null,
];

const item = ([code, en, zh, type, required, defaultValue, valueSet]: Item, index: number) => ({
  itemCode: code,
  itemName: en,
  itemType: type,
  requiredFlag: required,
  defaultValue,
  valueSet,
  orderSeq: (index + 1) * 10,
  _tls: { itemName: { en_US: en, zh_CN: zh } },
});

const HIKARI: readonly Item[] = [
  ['maximumPoolSize', 'Largest pool size', '最大连接数', 'NUMBER', 1, '10', null],
  ['minimumIdle', 'Fewest idle connections', '最小空闲连接数', 'NUMBER', 0, '2', null],
  ['connectionTimeout', 'Connection timeout (ms)', '连接超时 (毫秒)', 'NUMBER', 1, '30000', null],
  ['readOnly', 'Read only', '只读', 'SWITCH', 0, '0', null],
];

const DRUID: readonly Item[] = [
  ['initialSize', 'Initial size', '初始连接数', 'NUMBER', 1, '1', null],
  ['maxActive', 'Most active connections', '最大活动连接数', 'NUMBER', 1, '8', null],
  ['maxWait', 'Longest wait (ms)', '最长等待 (毫秒)', 'NUMBER', 0, '60000', null],
  ['validationQuery', 'Validation query', '校验语句', 'INPUT', 0, 'SELECT 1', null],
];

const NOTICE: readonly Item[] = [
  ['receiverType', 'Receivers', '接收方', 'SELECT', 1, 'ROLE', 'HMSG.NOTICE.RECEIVER_TYPE'],
  ['publishDate', 'Publish on', '发布日期', 'DATE', 0, null, null],
  ['summary', 'Summary', '摘要', 'TEXTAREA', 0, null, null],
];

const DEMO = [
  {
    formCode: 'DB_POOL.HIKARI',
    formName: 'HikariCP pool options',
    formGroupCode: 'DATASOURCE',
    formDescription: 'Pool options of data sources pooled by HikariCP',
    _tls: { formName: { en_US: 'HikariCP pool options', zh_CN: 'HikariCP 连接池参数' } },
    lines: HIKARI.map(item),
  },
  {
    formCode: 'DB_POOL.DRUID',
    formName: 'Druid pool options',
    formGroupCode: 'DATASOURCE',
    formDescription: 'Pool options of data sources pooled by Druid',
    _tls: { formName: { en_US: 'Druid pool options', zh_CN: 'Druid 连接池参数' } },
    lines: DRUID.map(item),
  },
  {
    formCode: 'NOTICE.PUBLISH',
    formName: 'Notice publishing',
    formGroupCode: 'MESSAGE',
    formDescription: 'What is asked when a notice is published',
    _tls: { formName: { en_US: 'Notice publishing', zh_CN: '公告发布' } },
    lines: NOTICE.map(item),
  },
];

/**
 * Dynamic forms (hpfm development): a form header and its items (`lines`), which screens such
 * as the data sources' pool options render as a form without code.
 */
export default defineResource({
  module: 'hpfm',
  name: 'dynamic-form',
  path: 'form-headers',
  table: 'hpfm_form_header',
  idField: 'formHeaderId',
  tenancy: 'tenant',
  title: text('Dynamic Forms', '动态表单'),
  entity: text('dynamic form', '动态表单'),
  nameField: 'formName',
  defaultSort: { field: 'formCode', order: 'asc' },
  route: '/hpfm/dynamic-form',
  detailRoute: '/hpfm/dynamic-form/detail/:formHeaderId',
  menu: { parent: 'hzero.hpfm.dev', sort: 40, quickIndex: text('form', 'dtbd') },
  lines: [{ key: 'lines', resource: 'hpfm/dynamic-form-line' }],
  fields: {
    formCode: codeField(text('Form code', '表单编码')),
    formName: fields.tl(text('Form name', '表单名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    formGroupCode: fields.select(text('Form group', '表单分组'), {
      options: [
        { value: 'DATASOURCE', label: text('Data source options', '数据源参数') },
        { value: 'MESSAGE', label: text('Message settings', '消息设置') },
        { value: 'GENERAL', label: text('General', '通用') },
      ],
      required: true,
      defaultValue: 'GENERAL',
      filter: true,
      column: 160,
    }),
    formDescription: fields.longtext(text('Description', '描述'), {
      max: 480,
      column: 260,
      wide: true,
    }),
  },
  demo: DEMO,
});
