import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The requests one trace recorded, with their timing, status and database time. */
export default defineResource({
  module: 'hadm',
  name: 'trace-request',
  path: 'trace-requests',
  table: 'hadm_trace_request',
  idField: 'traceRequestId',
  tenancy: 'site',
  enabledFlag: false,
  readOnly: true,
  actions: ['export'],
  title: text('Traced requests', '追踪到的请求'),
  entity: text('traced request', '追踪请求'),
  nameField: 'url',
  defaultSort: { field: 'startedAt', order: 'asc' },
  route: '/hadm/trace-log/detail/:traceGroupId',
  routeFilters: { traceGroupId: 'traceGroupId' },
  detailOf: 'hadm/trace-log',
  fields: {
    traceGroupId: fields.integer(text('Trace', '追踪记录'), { filter: 'api', column: false }),
    startedAt: fields.datetime(text('At', '时间'), { sortable: true, column: 170 }),
    method: fields.text(text('Method', '方法'), { max: 10, filter: true, column: 90 }),
    url: fields.text(text('URL', 'URL'), { max: 2000, filter: true, column: 360 }),
    statusCode: fields.integer(text('Status', '状态码'), {
      filter: true,
      sortable: true,
      column: 90,
    }),
    durationMs: fields.decimal(text('Time (ms)', '耗时（毫秒）'), {
      scale: 2,
      sortable: true,
      column: 110,
    }),
    dbMs: fields.decimal(text('Database (ms)', '数据库耗时（毫秒）'), {
      scale: 2,
      sortable: true,
      column: 140,
    }),
    dbQueries: fields.integer(text('Queries', '查询数'), { column: 90 }),
    requestId: fields.text(text('Request id', '请求 ID'), { max: 120, column: 200 }),
  },
});
