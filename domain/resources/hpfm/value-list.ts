import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { VALUE_LIST_DEMO } from '../../demo/valueLists';
import { LOV_TYPES } from '../../hpfm/lovTypes';

/** A value-list code: upper-case words joined by dots, e.g. `HPFM.LANGUAGE`. */
export const LOV_CODE_PATTERN = '^[A-Z][A-Z0-9_]*(\\.[A-Z0-9_]+)*$';

/** What {@link LOV_CODE_PATTERN} allows, said to the user. */
export const LOV_CODE_HELP = text(
  'Upper-case letters, digits and _, in parts joined by dots, e.g. HPFM.LANGUAGE',
  '大写字母、数字和 _，各段以点连接，例如 HPFM.LANGUAGE',
);

/**
 * Value lists (hpfm development): a list header and its values (`lines`), read by every select
 * of the product through `lovs/value/batch`. Independent lists (IDP) keep their values here; URL
 * lists read their rows from `customUrl`. Shared: the platform's lists serve every tenant.
 * The independent lists are the data dimensions too (their own page, as HZERO's dimension
 * configuration reads and writes lov-headers with lovTypeCode IDP, dimensionConfigService.js):
 * data groups hold their values.
 */
export default defineResource({
  module: 'hpfm',
  name: 'value-list',
  path: 'lov-headers',
  // HZERO deletes at /delete (valueListService.js).
  api: { remove: 'lov-headers/delete' },
  table: 'hpfm_lov',
  idField: 'lovId',
  tenancy: 'shared',
  title: text('Value Lists', '值集'),
  entity: text('value list', '值集'),
  nameField: 'lovName',
  defaultSort: { field: 'lovCode', order: 'asc' },
  route: '/hpfm/value-list',
  detailRoute: '/hpfm/value-list/detail/:lovId',
  menu: { parent: 'hzero.hpfm.dev', sort: 100, quickIndex: text('lov', 'zj') },
  pages: [
    {
      route: '/hpfm/dimension-config',
      title: text('Dimension Configuration', '维度配置'),
      filters: { lovTypeCode: 'IDP' },
      menu: {
        code: 'hzero.hpfm.dimension-config',
        parent: 'hzero.hpfm.dev',
        sort: 160,
        quickIndex: text('dimension', 'wdpz'),
      },
    },
  ],
  lines: [{ key: 'values', resource: 'hpfm/lov-value' }],
  fields: {
    lovCode: codeField(text('Value list code', '值集编码'), {
      max: 80,
      pattern: LOV_CODE_PATTERN,
      help: LOV_CODE_HELP,
      column: 260,
    }),
    lovName: fields.tl(text('Value list name', '值集名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    lovTypeCode: fields.select(text('Type', '值集类型'), {
      options: LOV_TYPES,
      required: true,
      immutable: true,
      defaultValue: 'IDP',
      filter: true,
      column: 140,
    }),
    customUrl: fields.text(text('Query URL', '查询 URL'), {
      max: 480,
      pattern: '^/[A-Za-z0-9/_.\\-\\[\\]{}?&=%,]*$',
      help: text(
        'A path of this API answering the rows, e.g. /hpfm/v1[/{tenantId}]/countries; URL lists only',
        '本 API 中返回数据行的路径，例如 /hpfm/v1[/{tenantId}]/countries；仅 URL 值集',
      ),
      column: false,
      wide: true,
    }),
    valueField: fields.text(text('Value field', '值字段'), {
      max: 60,
      pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
      help: text('The row field holding the value; URL lists only', '保存值的行字段；仅 URL 值集'),
      column: false,
    }),
    displayField: fields.text(text('Display field', '显示字段'), {
      max: 60,
      pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
      help: text('The row field shown; URL lists only', '显示的行字段；仅 URL 值集'),
      column: false,
    }),
    parentLovCode: fields.text(text('Parent value list', '父级值集'), {
      max: 80,
      pattern: LOV_CODE_PATTERN,
      help: text(
        'The list whose values this list depends on (each value names its parent value)',
        '本值集所依赖的值集（每个值指明其父值）',
      ),
      filter: true,
      column: 220,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 260, wide: true }),
  },
  demo: VALUE_LIST_DEMO,
});
