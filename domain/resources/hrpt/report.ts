import { fields, type Field } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text, type Text } from '../../engine/text';

/** A report code: HZERO's upper-case code, letters and digits with _ . or -. */
export const REPORT_CODE_PATTERN = '^[A-Z0-9][A-Z0-9_.-]{0,59}$';

/** A month parameter: `YYYY-MM`. */
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** Most months (so most records) one run answers. */
export const REPORT_MAX_MONTHS = 120;

/**
 * HZERO's report types (value list HRPT.REPORT_TYPE): here a report's type follows from its
 * dataset (the server fills it); every run's figures are shown as a table.
 */
export const REPORT_TYPES = [
  { value: 'T', label: text('Table', '表格') },
  { value: 'C', label: text('Chart', '图表') },
] as const;

/** A report's type. */
export type ReportType = (typeof REPORT_TYPES)[number]['value'];

/**
 * The datasets the server owns: each a fixed, parameterised query of the caller's tenant's
 * figures. A report definition picks one; it never carries a query of its own.
 */
export const DATASETS = [
  {
    value: 'SAMPLES_PER_MONTH',
    label: text('Samples per month', '每月样本量'),
  },
  {
    value: 'SEQUENCING_BACKLOG',
    label: text('Sequencing backlog', '测序积压'),
  },
] as const;

/** A dataset's code. */
export type DatasetCode = (typeof DATASETS)[number]['value'];

/** Each dataset's report type (the workplace draws the samples per month as a chart). */
export const DATASET_TYPES: Readonly<Record<DatasetCode, ReportType>> = {
  SAMPLES_PER_MONTH: 'C',
  SEQUENCING_BACKLOG: 'T',
};

/** Each dataset's run: the row action offered on the reports of that dataset. */
export const RUN_ACTIONS: Readonly<Record<DatasetCode, string>> = {
  SAMPLES_PER_MONTH: 'run-samples',
  SEQUENCING_BACKLOG: 'run-backlog',
};

/** The parameters of a monthly dataset's run: a month range, both ends optional. */
export const MONTH_RANGE: Readonly<Record<'monthFrom' | 'monthTo', Field>> = {
  monthFrom: fields.text(text('From month', '起始月份'), {
    max: 7,
    pattern: MONTH_PATTERN,
    help: text(
      'YYYY-MM, e.g. 2024-01; empty: from the first month with figures',
      '格式 YYYY-MM，例如 2024-01；不填则从有数据的第一个月开始',
    ),
  }),
  monthTo: fields.text(text('To month', '截止月份'), {
    max: 7,
    pattern: MONTH_PATTERN,
    help: text(
      `YYYY-MM, not before the first month; empty: up to the latest month. At most ${REPORT_MAX_MONTHS} months a run`,
      `格式 YYYY-MM，不早于起始月份；不填则到最近一个月。每次最多 ${REPORT_MAX_MONTHS} 个月`,
    ),
  }),
};

const MONTH = text('Month', '月份');
const RECEIVED = text('Samples received', '收样数');
const SEQUENCED = text('Samples sequenced', '完成测序数');
const RUN = text('Run', '运行');

/** The column headings of each dataset's records, in their order. */
export const DATASET_COLUMNS: Readonly<Record<DatasetCode, Readonly<Record<string, Text>>>> = {
  SAMPLES_PER_MONTH: { month: MONTH, received: RECEIVED, sequenced: SEQUENCED },
  SEQUENCING_BACKLOG: {
    month: MONTH,
    received: RECEIVED,
    sequenced: SEQUENCED,
    backlog: text('Not sequenced', '未测序数'),
    backlogTotal: text('Backlog since first month', '累计积压'),
    sequencedRate: text('Sequenced (%)', '测序完成率（%）'),
  },
};

/**
 * Reports (hrpt 报表查询, `/hrpt/report-query`): the reports a tenant's users may run (HZERO's
 * report query list: order, code, name, type, remark) and, for administrators, their
 * definitions (HZERO's report definition, kept safe: a report names one of the datasets the
 * server owns instead of carrying SQL). "Run" asks for the dataset's parameters (a month range)
 * and shows the caller's tenant's figures as a table; the SAMPLES_PER_MONTH report answers the
 * figures the workplace's report card draws.
 */
export default defineResource({
  module: 'hrpt',
  name: 'report',
  path: 'reports',
  table: 'hrpt_report',
  idField: 'reportId',
  tenancy: 'tenant',
  title: text('Reports', '报表查询'),
  entity: text('report', '报表'),
  nameField: 'reportName',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  search: { fields: ['reportCode', 'reportName'] },
  route: '/hrpt/report-query',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hrpt.report-query',
    sort: 120,
    name: text('Reports', '报表查询'),
    quickIndex: text('report', 'bbcx'),
  },
  // HZERO lists reports at `reports` and keeps their definitions at `reports/designer`
  // (reportQueryService.js, reportDefinitionService.js).
  api: {
    get: 'reports/designer/{id}',
    create: 'reports/designer',
    update: 'reports/designer',
    remove: 'reports/designer',
  },
  customActions: DATASETS.map((dataset) => ({
    key: RUN_ACTIONS[dataset.value],
    label: RUN,
    on: 'row' as const,
    when: { enabledFlag: [1], datasetCode: [dataset.value] },
    form: MONTH_RANGE,
    resultColumns: DATASET_COLUMNS[dataset.value],
  })),
  fields: {
    orderSeq: fields.integer(text('No.', '序号'), {
      min: 0,
      max: 9999,
      defaultValue: 10,
      sortable: true,
      column: 80,
      help: text('Reports are listed in this order', '报表按此顺序排列'),
    }),
    reportCode: fields.text(text('Report code', '报表代码'), {
      max: 60,
      pattern: REPORT_CODE_PATTERN,
      help: text(
        'Up to 60 upper-case letters, digits, _ . or -, starting with a letter or digit',
        '最多 60 个大写字母、数字、_ . 或 -，以字母或数字开头',
      ),
      required: true,
      unique: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    reportName: fields.tl(text('Report name', '报表名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    reportTypeCode: fields.select(text('Report type', '报表类型'), {
      options: REPORT_TYPES,
      readOnly: true,
      filter: true,
      column: 110,
      help: text('Follows from the dataset', '由数据集决定'),
    }),
    datasetCode: fields.select(text('Dataset', '数据集'), {
      options: DATASETS,
      required: true,
      filter: true,
      column: 180,
      help: text(
        'The figures the report runs on: one of the queries the server keeps, always of your tenant',
        '报表运行所用的数据：服务器内置的查询之一，始终只查询本租户的数据',
      ),
    }),
    remark: fields.text(text('Remark', '备注'), { max: 480, wide: true, column: 280 }),
  },
  demo: [
    {
      orderSeq: 10,
      reportCode: 'SAMPLES_PER_MONTH',
      reportName: 'Samples per month',
      _tls: { reportName: { en_US: 'Samples per month', zh_CN: '每月样本量' } },
      datasetCode: 'SAMPLES_PER_MONTH',
      remark: 'Samples received and sequenced each month (the workplace’s report card)',
    },
    {
      orderSeq: 20,
      reportCode: 'SEQUENCING_BACKLOG',
      reportName: 'Sequencing backlog',
      _tls: { reportName: { en_US: 'Sequencing backlog', zh_CN: '测序积压' } },
      datasetCode: 'SEQUENCING_BACKLOG',
      remark: 'Samples not sequenced in their month, the backlog and the share sequenced',
    },
    {
      orderSeq: 30,
      reportCode: 'SAMPLES_PER_MONTH_OLD',
      reportName: 'Samples per month (old layout)',
      _tls: {
        reportName: { en_US: 'Samples per month (old layout)', zh_CN: '每月样本量（旧版）' },
      },
      datasetCode: 'SAMPLES_PER_MONTH',
      enabledFlag: 0,
      remark: 'Kept for reference; disabled, so it is not run',
    },
  ],
});
