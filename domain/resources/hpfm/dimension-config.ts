import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { text } from '../../engine/text';

/** Where a dimension's values come from. */
export const DIMENSION_SOURCES = [
  { value: 'LOV', label: text('Value list', '值集') },
  { value: 'API', label: text('API', '接口') },
  { value: 'FIXED', label: text('Entered by hand', '手工录入') },
] as const;

/**
 * Data dimensions (hpfm development): the kinds of value data groups and data permissions
 * range over (companies, sites, product lines…), and where each one's values come from.
 */
export default defineResource({
  module: 'hpfm',
  name: 'dimension-config',
  path: 'dimension-configs',
  table: 'hpfm_dimension_config',
  idField: 'dimensionId',
  tenancy: 'tenant',
  title: text('Dimension Configuration', '维度配置'),
  entity: text('dimension', '维度'),
  nameField: 'dimensionName',
  defaultSort: { field: 'dimensionCode', order: 'asc' },
  route: '/hpfm/dimension-config',
  menu: { parent: 'hzero.hpfm.dev', sort: 160, quickIndex: text('dimension', 'wdpz') },
  fields: {
    dimensionCode: codeField(text('Dimension code', '维度编码'), {
      pattern: '^[A-Z][A-Z0-9_.]{0,29}$',
      help: text(
        'Up to 30 uppercase letters, digits, _ or ., starting with a letter',
        '最多 30 个大写字母、数字、_ 或 .，以字母开头',
      ),
    }),
    dimensionName: fields.tl(text('Dimension name', '维度名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    sourceType: fields.select(text('Value source', '取值来源'), {
      options: DIMENSION_SOURCES,
      required: true,
      defaultValue: 'LOV',
      filter: true,
      column: 140,
    }),
    sourceCode: fields.text(text('Value list or API', '值集或接口'), {
      max: 240,
      column: 240,
      help: text(
        'Value list: its code (e.g. HPFM.COMPANY); API: a path starting with /; empty for values entered by hand',
        '值集：值集编码（如 HPFM.COMPANY）；接口：以 / 开头的路径；手工录入时留空',
      ),
    }),
    valueField: fields.text(text('Value field', '值字段'), {
      max: 60,
      pattern: '^[A-Za-z][A-Za-z0-9_]{0,59}$',
      help: text('A field name of the source’s rows', '来源数据行的字段名'),
      column: 120,
    }),
    displayField: fields.text(text('Display field', '显示字段'), {
      max: 60,
      pattern: '^[A-Za-z][A-Za-z0-9_]{0,59}$',
      help: text('A field name of the source’s rows', '来源数据行的字段名'),
      column: 120,
    }),
  },
  demo: [
    {
      dimensionCode: 'COMPANY',
      dimensionName: 'Company',
      sourceType: 'LOV',
      sourceCode: 'HPFM.COMPANY',
      valueField: 'companyId',
      displayField: 'companyName',
      _tls: { dimensionName: { en_US: 'Company', zh_CN: '公司' } },
    },
    {
      dimensionCode: 'LAB_SITE',
      dimensionName: 'Laboratory site',
      sourceType: 'FIXED',
      _tls: { dimensionName: { en_US: 'Laboratory site', zh_CN: '实验室站点' } },
    },
    {
      dimensionCode: 'PRODUCT_LINE',
      dimensionName: 'Product line',
      sourceType: 'API',
      sourceCode: '/hsif/v1/products',
      valueField: 'productCode',
      displayField: 'productName',
      _tls: { dimensionName: { en_US: 'Product line', zh_CN: '产品线' } },
    },
  ],
});
