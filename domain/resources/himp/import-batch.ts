import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { IMPORT_STATUS_TONES, IMPORT_STATUSES } from '../../contract/himp';

/**
 * Import history (`/himp/history`): each file a user uploaded at an import template's wizard
 * (`/himp/commentImport/:code`), newest first, with its template, the resource it imports into,
 * its status and counts, who and when. Kept by the import service (server/hooks/himp/support):
 * the list only reads them, each user their own batches of the tenant; a batch's staged rows
 * open on its detail page (`/himp/history/detail/:importId/:templateCode/:batch`).
 */
export default defineResource({
  module: 'himp',
  name: 'import-batch',
  path: 'import/history',
  table: 'himp_import_batch',
  idField: 'importId',
  tenancy: 'tenant',
  enabledFlag: false,
  readOnly: true,
  actions: ['export'],
  title: text('Import History', '导入历史'),
  entity: text('import', '导入批次'),
  nameField: 'batch',
  defaultSort: { field: 'uploadedAt', order: 'desc' },
  search: { fields: ['batch', 'fileName', 'templateCode'] },
  route: '/himp/history',
  menu: {
    parent: 'hzero.himp',
    code: 'hzero.himp.history',
    sort: 20,
    name: text('Import History', '导入历史'),
    quickIndex: text('importhistory', 'drls'),
  },
  fields: {
    userId: fields.integer(text('User', '用户'), { column: false, form: false }),
    batch: fields.text(text('Batch', '批次'), {
      max: 40,
      filter: true,
      column: 190,
      link: '/himp/history/detail/:importId/:templateCode/:batch',
    }),
    templateCode: fields.text(text('Template code', '模板编码'), {
      max: 30,
      filter: true,
      sortable: true,
      column: 160,
    }),
    templateName: fields.text(text('Template', '模板'), { max: 120, column: 160 }),
    targetResource: fields.text(text('Imported into', '导入到'), { max: 60, column: 130 }),
    fileName: fields.text(text('File', '文件'), { max: 255, filter: true, column: 200 }),
    status: fields.select(text('Status', '状态'), {
      options: IMPORT_STATUSES,
      shownAs: 'badge',
      tones: IMPORT_STATUS_TONES,
      filter: true,
      column: 110,
    }),
    totalCount: fields.integer(text('Rows', '行数'), { column: 80 }),
    validCount: fields.integer(text('Valid', '有效'), { column: 80 }),
    errorCount: fields.integer(text('In error', '错误'), { column: 80 }),
    importedCount: fields.integer(text('Imported', '已导入'), { column: 90 }),
    failedCount: fields.integer(text('Failed', '导入失败'), { column: 90 }),
    loginName: fields.text(text('By', '导入人'), { max: 120, column: 130 }),
    uploadedAt: fields.datetime(text('Uploaded at', '上传时间'), { sortable: true, column: 170 }),
  },
});
