import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { ROW_STATUS_TONES, ROW_STATUSES } from '../../contract/himp';

/**
 * The staged rows of an import batch (`/himp/history/detail/:importId/:templateCode/:batch`):
 * each data row of the file with its sheet and row number, its values, its status and the
 * messages of its check or import in the reader's language. Kept by the import service; read
 * only here, each user their own batches' rows.
 */
export default defineResource({
  module: 'himp',
  name: 'import-row',
  path: 'import/history-rows',
  table: 'himp_import_row',
  idField: 'rowId',
  tenancy: 'tenant',
  enabledFlag: false,
  readOnly: true,
  actions: ['export'],
  title: text('Imported rows', '导入数据行'),
  entity: text('staged row', '导入数据行'),
  nameField: 'dataText',
  defaultSort: { field: 'rowNumber', order: 'asc' },
  route: '/himp/history/detail/:importId/:templateCode/:batch',
  routeFilters: { importId: 'importId' },
  detailOf: 'himp/import-batch',
  fields: {
    importId: fields.integer(text('Import', '导入批次'), { filter: 'api', column: false }),
    sheetIndex: fields.integer(text('Sheet', 'Sheet 页'), { column: 70 }),
    rowNumber: fields.integer(text('Row', '行号'), { sortable: true, column: 70 }),
    dataStatus: fields.select(text('Status', '状态'), {
      options: ROW_STATUSES,
      shownAs: 'badge',
      tones: ROW_STATUS_TONES,
      filter: true,
      column: 120,
    }),
    dataText: fields.text(text('Values', '数据'), { max: 4000, column: 360 }),
    info: fields.tl(text('Messages', '信息'), { max: 4000, column: 360 }),
  },
});
