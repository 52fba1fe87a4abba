import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text, type Text } from '../../engine/text';
import { LOV_CODE_HELP, LOV_CODE_PATTERN } from './value-list';

const FIELD_NAME = '^[A-Za-z_][A-Za-z0-9_]*$';
const FIELD_HELP = text('A field name of the rows, e.g. value', '数据行的字段名，例如 value');

/** One demo column: field, label, width, whether it is also a query field. */
type DemoColumn = readonly [field: string, label: Text, width: number | null, query: 0 | 1];

const column = ([fieldName, label, width, query]: DemoColumn, index: number) => ({
  fieldName,
  display: label.en_US,
  tableFieldWidth: width,
  orderSeq: (index + 1) * 10,
  queryFieldFlag: query,
  tableFieldFlag: 1,
  dataType: 'INPUT',
  _tls: { display: { ...label } },
});

const VALUE_COLUMNS: readonly DemoColumn[] = [
  ['value', text('Value', '值'), 160, 1],
  ['meaning', text('Meaning', '含义'), 220, 1],
];

/** A demo view. */
interface DemoView {
  viewCode: string;
  viewName: Text;
  lovCode: string;
  valueField: string;
  displayField: string;
  columns: readonly DemoColumn[];
}

/** The views of the value lists a Lov picks from (platform rows, tenant 0). */
const VIEWS: readonly DemoView[] = [
  {
    viewCode: 'PORTAL.SPECIES',
    viewName: text('Species', '物种'),
    lovCode: 'PORTAL.SPECIES',
    valueField: 'value',
    displayField: 'meaning',
    columns: VALUE_COLUMNS,
  },
  {
    viewCode: 'PORTAL.SAMPLE_TYPE',
    viewName: text('Sample types', '样本类型'),
    lovCode: 'PORTAL.SAMPLE_TYPE',
    valueField: 'value',
    displayField: 'meaning',
    columns: VALUE_COLUMNS,
  },
  {
    viewCode: 'PORTAL.STORAGE_CONDITION',
    viewName: text('Storage conditions', '运输储存条件'),
    lovCode: 'PORTAL.STORAGE_CONDITION',
    valueField: 'value',
    displayField: 'meaning',
    columns: VALUE_COLUMNS,
  },
  {
    viewCode: 'HPFM.COUNTRY_CODE',
    viewName: text('Countries by code', '国家地区（代码）'),
    lovCode: 'HPFM.COUNTRY',
    valueField: 'countryCode',
    displayField: 'countryName',
    columns: [
      ['countryCode', text('Country code', '国家代码'), 140, 1],
      ['countryName', text('Country name', '国家名称'), 240, 1],
    ],
  },
];

/**
 * Value-list views (hpfm development): how a Lov picks a row — the value list or query URL it
 * reads, the value and display fields, and its lines, the table columns and query fields.
 * `lov-view/info?viewCode=` answers them (after the views every resource has of its own).
 */
export default defineResource({
  module: 'hpfm',
  name: 'lov-view',
  path: 'lov-view-headers',
  table: 'hpfm_lov_view_header',
  idField: 'viewHeaderId',
  tenancy: 'shared',
  title: text('Value List Views', '值集视图'),
  entity: text('value list view', '值集视图'),
  nameField: 'viewName',
  defaultSort: { field: 'viewCode', order: 'asc' },
  route: '/hpfm/lov-view',
  detailRoute: '/hpfm/lov-view/detail/:viewHeaderId',
  menu: { parent: 'hzero.hpfm.dev', sort: 90, quickIndex: text('lovview', 'zjst') },
  lines: [{ key: 'lines', resource: 'hpfm/lov-view-line' }],
  fields: {
    viewCode: codeField(text('View code', '视图编码'), {
      max: 80,
      pattern: LOV_CODE_PATTERN,
      help: LOV_CODE_HELP,
      column: 240,
    }),
    viewName: fields.tl(text('View name', '视图名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    lovId: fields.reference(text('Value list', '值集'), {
      resource: 'hpfm/value-list',
      display: 'lovCode',
      help: text(
        'The list whose values (or URL rows) the view shows; leave empty to give a query URL',
        '视图显示其值（或 URL 数据行）的值集；不填时请填写查询 URL',
      ),
      filter: true,
      column: 220,
    }),
    queryUrl: fields.text(text('Query URL', '查询 URL'), {
      max: 480,
      pattern: '^/[A-Za-z0-9/_.\\-\\[\\]{}?&=%,]*$',
      help: text(
        'A path of this API answering a page of rows, e.g. /hpfm/v1[/{tenantId}]/countries; overrides the value list',
        '本 API 中返回分页数据的路径，例如 /hpfm/v1[/{tenantId}]/countries；优先于值集',
      ),
      column: false,
      wide: true,
    }),
    valueField: fields.text(text('Value field', '值字段'), {
      max: 60,
      pattern: FIELD_NAME,
      help: FIELD_HELP,
      required: true,
      defaultValue: 'value',
      column: 140,
    }),
    displayField: fields.text(text('Display field', '显示字段'), {
      max: 60,
      pattern: FIELD_NAME,
      help: FIELD_HELP,
      required: true,
      defaultValue: 'meaning',
      column: 140,
    }),
    pageSize: fields.integer(text('Page size', '分页大小'), {
      min: 1,
      max: 100,
      required: true,
      defaultValue: 10,
      column: 100,
    }),
    delayLoadFlag: fields.flag(text('Load on search only', '延迟加载'), {
      defaultValue: 0,
      column: false,
    }),
    childrenFieldName: fields.text(text('Children field', '子节点字段'), {
      max: 60,
      pattern: FIELD_NAME,
      help: text('For tree rows: the field holding the children', '树形数据：存放子节点的字段'),
      column: false,
    }),
  },
  demo: VIEWS.map((view) => ({
    viewCode: view.viewCode,
    viewName: view.viewName.en_US,
    lovId: ref({ lovCode: view.lovCode }),
    valueField: view.valueField,
    displayField: view.displayField,
    pageSize: 10,
    _tls: { viewName: { ...view.viewName } },
    lines: view.columns.map(column),
  })),
});
