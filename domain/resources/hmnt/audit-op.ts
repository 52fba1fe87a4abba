import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** What a write did (the engine's `WriteOperation`s). */
export const AUDIT_OPERATIONS = [
  { value: 'CREATE', label: text('Create', '新建') },
  { value: 'UPDATE', label: text('Update', '修改') },
  { value: 'DELETE', label: text('Delete', '删除') },
  { value: 'ENABLE', label: text('Enable', '启用') },
  { value: 'DISABLE', label: text('Disable', '禁用') },
  { value: 'ACTION', label: text('Action', '操作') },
] as const;

/** Longest text kept of a name, a title or a path. */
export const AUDIT_TEXT_MAX = 200;

/**
 * The operation audit (HZERO hmnt `/hmnt/audit-op`): who changed what in the tenant, newest
 * first: each create, update, delete, enable, disable and custom action the engine carried out
 * for a user (server/services/auditOps.ts writes them; a write rolled back leaves none). Only ids
 * and names are kept, never the values written; the list adds the user's name as it is now.
 */
export default defineResource({
  module: 'hmnt',
  name: 'audit-op',
  path: 'audit-operations',
  table: 'hmnt_audit_op_list',
  idField: 'auditOpId',
  tenancy: 'tenant',
  readOnly: true,
  enabledFlag: false,
  actions: ['export'],
  title: text('Operation Audit', '操作审计'),
  entity: text('operation', '操作记录'),
  nameField: 'rowName',
  defaultSort: { field: 'auditOpId', order: 'desc' },
  search: { fields: ['loginName', 'realName', 'resourceTitle', 'rowName'] },
  route: '/hmnt/audit-op',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hmnt.audit-op',
    sort: 10,
    quickIndex: text('audit', 'czsj'),
  },
  fields: {
    operatedAt: fields.datetime(text('Time', '操作时间'), {
      columnName: 'creation_date',
      readOnly: true,
      sortable: true,
      column: 170,
      range: ['dateFrom', 'dateTo'],
    }),
    loginName: fields.text(text('User', '操作用户'), {
      max: 128,
      filter: true,
      sortable: true,
      column: 150,
    }),
    realName: fields.text(text('Name', '姓名'), { max: 100, column: 120 }),
    operation: fields.select(text('Operation', '操作类型'), {
      options: AUDIT_OPERATIONS,
      filter: true,
      column: 110,
      shownAs: 'badge',
      tones: { CREATE: 'success', DELETE: 'error', ACTION: 'processing' },
    }),
    resourceTitle: fields.text(text('Object', '操作对象'), { max: AUDIT_TEXT_MAX, column: 160 }),
    rowName: fields.text(text('Row', '数据'), { max: AUDIT_TEXT_MAX, column: 200 }),
    actionCode: fields.text(text('Action', '动作'), { max: AUDIT_TEXT_MAX, column: 120 }),
    roleName: fields.text(text('Role', '角色'), { max: AUDIT_TEXT_MAX, column: 140 }),
    resourceKey: fields.text(text('Resource', '资源'), {
      max: AUDIT_TEXT_MAX,
      filter: true,
      sortable: true,
      column: 160,
    }),
    userId: fields.integer(text('User ID', '用户ID'), { filter: 'api', column: false }),
    rowId: fields.integer(text('Row ID', '数据ID'), { filter: 'api', column: 90 }),
    requestMethod: fields.text(text('Method', '请求方法'), { max: 10, column: 90 }),
    requestPath: fields.text(text('Path', '请求路径'), { max: AUDIT_TEXT_MAX, column: 240 }),
  },
});
