import { codeField, SERVICE_CODE_HELP, SERVICE_CODE_PATTERN } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The bucket of the file service the templates' workbooks are uploaded to. */
export const WORKBOOK_BUCKET = 'hexl';

/** What a template's last check of its workbook found. */
export const CHECK_STATUSES = [
  { value: 'UNCHECKED', label: text('Not checked', '未检查') },
  { value: 'PASSED', label: text('Passed', '通过') },
  { value: 'FAILED', label: text('Failed', '未通过') },
] as const;

/** A template's check status. */
export type CheckStatus = (typeof CHECK_STATUSES)[number]['value'];

/**
 * The workbooks of the demo templates, by template code: the demo tenants' templates start with
 * a workbook of these sheets, written by the templates' hook (`server/hooks/hexl/template.ts`).
 */
export const DEMO_WORKBOOKS: Readonly<Record<string, readonly string[]>> = {
  SALES_ORDER_EXPORT: ['Order', 'Lines'],
  MONTHLY_SAMPLE_REPORT: ['Summary', 'Samples'],
};

/** A template code: capitals, digits, `_` or `-` (HZERO's rule), starting with one of the first two. */
export const TEMPLATE_CODE_PATTERN = '^[A-Z0-9][A-Z0-9_-]{0,59}$';

/**
 * Excel templates (hexl, HZERO's WebExcel `excel-templates`; menu `/hexl/template`, each
 * template's page `/hexl/template/detail/{templateId}`): the tenant's workbooks that exports and
 * reports are filled into. A template is a code with a version (the pair unique in the tenant,
 * both fixed once created), a name, the workbook uploaded to the file service, the service whose
 * data fills it, and its cells: the sheet and cell each data field goes into, once or one row
 * per record. `check` reads the uploaded workbook's sheets and records whether every cell's sheet
 * is there; any save makes the template unchecked again. `new-version` copies a template and its
 * cells as the code's next version. Import templates are himp's (`/himp/template`).
 */
export default defineResource({
  module: 'hexl',
  name: 'template',
  path: 'excel-templates',
  table: 'hexl_template',
  idField: 'templateId',
  tenancy: 'tenant',
  title: text('Excel Templates', 'Excel 模板'),
  entity: text('Excel template', 'Excel 模板'),
  nameField: 'templateCode',
  defaultSort: { field: 'templateCode', order: 'asc' },
  search: { fields: ['templateCode', 'templateName', 'description'] },
  route: '/hexl/template',
  detailRoute: '/hexl/template/detail/:templateId',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hexl.template',
    sort: 110,
    name: text('Excel Templates', 'Excel 模板'),
    quickIndex: text('excel', 'excelmb'),
  },
  // HZERO's WebExcel saves a template with PUT excel-templates, the id in the body.
  api: { update: 'excel-templates' },
  lines: [{ key: 'templateCells', resource: 'hexl/template-cell' }],
  customActions: [
    {
      key: 'check',
      label: text('Check workbook', '检查工作簿'),
      on: 'row',
    },
    {
      key: 'new-version',
      label: text('New version', '新建版本'),
      on: 'row',
      confirm: text(
        'Copy this template and its cells as the next version of its code?',
        '将此模板及其单元格复制为该编码的下一个版本？',
      ),
    },
  ],
  fields: {
    templateCode: codeField(text('Template code', '模板代码'), {
      max: 60,
      pattern: TEMPLATE_CODE_PATTERN,
      unique: false,
      help: text(
        'Up to 60 capitals, digits, _ or -, starting with a capital or digit; with the version, fixed once created',
        '最多 60 个大写字母、数字、_ 或 -，以大写字母或数字开头；与版本一起创建后不可修改',
      ),
    }),
    templateVersion: fields.integer(text('Version', '模板版本'), {
      min: 1,
      max: 9999,
      required: true,
      immutable: true,
      defaultValue: 1,
      filter: true,
      sortable: true,
      column: 90,
    }),
    templateName: fields.text(text('Template name', '模板名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    templateFile: fields.file(text('Workbook', '模板文件'), {
      bucket: WORKBOOK_BUCKET,
      column: 200,
      help: text(
        'The Excel workbook (.xlsx) the data is filled into, uploaded to the file service',
        '填入数据的 Excel 工作簿（.xlsx），上传到文件服务',
      ),
    }),
    serviceCode: fields.text(text('Data service', '数据服务'), {
      max: 60,
      pattern: SERVICE_CODE_PATTERN,
      help: SERVICE_CODE_HELP,
      required: true,
      filter: true,
      sortable: true,
      column: 140,
    }),
    checkStatus: fields.select(text('Check', '检查状态'), {
      options: CHECK_STATUSES,
      readOnly: true,
      defaultValue: 'UNCHECKED',
      filter: true,
      column: 110,
      shownAs: 'badge',
      tones: { PASSED: 'success', FAILED: 'error', UNCHECKED: 'default' },
    }),
    sheetNames: fields.text(text('Sheets of the workbook', '工作簿的工作表'), {
      max: 2000,
      readOnly: true,
      column: false,
      wide: true,
    }),
    checkMessage: fields.text(text('Check result', '检查结果'), {
      max: 480,
      readOnly: true,
      column: false,
      wide: true,
    }),
    checkedDate: fields.datetime(text('Checked', '检查时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
    description: fields.text(text('Description', '描述'), { max: 255, column: 220, wide: true }),
  },
  demo: [
    {
      templateCode: 'SALES_ORDER_EXPORT',
      templateVersion: 1,
      templateName: 'Sales order',
      serviceCode: 'hzero-order',
      description: 'An order with its lines, as sent to the customer',
      templateCells: [
        {
          sheetName: 'Order',
          cellCode: 'B2',
          fillType: 'SINGLE',
          columnName: 'orderNumber',
          columnType: 'CHAR',
          prompt: 'Order number',
        },
        {
          sheetName: 'Order',
          cellCode: 'B3',
          fillType: 'SINGLE',
          columnName: 'customerName',
          columnType: 'CHAR',
          prompt: 'Customer',
        },
        {
          sheetName: 'Order',
          cellCode: 'B4',
          fillType: 'SINGLE',
          columnName: 'orderDate',
          columnType: 'DATE',
          prompt: 'Order date',
        },
        {
          sheetName: 'Order',
          cellCode: 'B5',
          fillType: 'SINGLE',
          columnName: 'totalAmount',
          columnType: 'NUMBER',
          precisions: 2,
          prompt: 'Total',
        },
        {
          sheetName: 'Lines',
          cellCode: 'A2',
          fillType: 'MULTI_LINE',
          columnName: 'lineNumber',
          columnType: 'NUMBER',
          precisions: 0,
        },
        {
          sheetName: 'Lines',
          cellCode: 'B2',
          fillType: 'MULTI_LINE',
          columnName: 'itemName',
          columnType: 'CHAR',
        },
        {
          sheetName: 'Lines',
          cellCode: 'C2',
          fillType: 'MULTI_LINE',
          columnName: 'quantity',
          columnType: 'NUMBER',
          precisions: 0,
        },
        {
          sheetName: 'Lines',
          cellCode: 'D2',
          fillType: 'MULTI_LINE',
          columnName: 'unitPrice',
          columnType: 'NUMBER',
          precisions: 2,
        },
        {
          sheetName: 'Lines',
          cellCode: 'E2',
          fillType: 'MULTI_LINE',
          columnName: 'lineId',
          columnType: 'NUMBER',
          precisions: 0,
          hideColumnFlag: 1,
          prompt: 'Kept for the callback, hidden',
        },
      ],
    },
    {
      templateCode: 'MONTHLY_SAMPLE_REPORT',
      templateVersion: 1,
      templateName: 'Monthly sample report',
      serviceCode: 'hsif',
      description: 'Samples received in a month, with the month’s totals',
      templateCells: [
        {
          sheetName: 'Summary',
          cellCode: 'B1',
          fillType: 'SINGLE',
          columnName: 'month',
          columnType: 'CHAR',
          prompt: 'Month, e.g. 2026-01',
        },
        {
          sheetName: 'Summary',
          cellCode: 'B2',
          fillType: 'SINGLE',
          columnName: 'sampleCount',
          columnType: 'NUMBER',
          precisions: 0,
        },
        {
          sheetName: 'Summary',
          cellCode: 'B3',
          fillType: 'SINGLE',
          columnName: 'passRate',
          columnType: 'NUMBER',
          precisions: 1,
          prompt: 'QC pass rate, %',
        },
        {
          sheetName: 'Samples',
          cellCode: 'A2',
          fillType: 'MULTI_LINE',
          columnName: 'sampleCode',
          columnType: 'CHAR',
        },
        {
          sheetName: 'Samples',
          cellCode: 'B2',
          fillType: 'MULTI_LINE',
          columnName: 'receivedDate',
          columnType: 'DATE',
        },
        {
          sheetName: 'Samples',
          cellCode: 'C2',
          fillType: 'MULTI_LINE',
          columnName: 'qcResult',
          columnType: 'CHAR',
        },
      ],
    },
  ],
});
