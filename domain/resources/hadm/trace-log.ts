import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** Whether a trace is still recording. */
export const TRACE_STATUSES = [
  { value: 'RUNNING', label: text('Recording', '记录中') },
  { value: 'ENDED', label: text('Ended', '已结束') },
] as const;

/**
 * The trace log (service governance): each trace a user started (`trace/start`) and ended
 * (`trace/end`), with how many requests it recorded; its requests open on its detail page.
 */
export default defineResource({
  module: 'hadm',
  name: 'trace-log',
  path: 'trace-groups',
  table: 'hadm_trace_group',
  idField: 'traceGroupId',
  tenancy: 'site',
  enabledFlag: false,
  readOnly: true,
  actions: ['export'],
  title: text('Trace Log', '调用链追踪'),
  entity: text('trace', '追踪记录'),
  nameField: 'loginName',
  defaultSort: { field: 'startedAt', order: 'desc' },
  route: '/hadm/trace-log',
  menu: {
    parent: 'hzero.hadm',
    code: 'hzero.hadm.trace-log',
    sort: 70,
    quickIndex: text('trace', 'dylzz'),
    siteOnly: true,
  },
  fields: {
    loginName: fields.text(text('User', '用户'), {
      max: 120,
      filter: true,
      column: 160,
      link: '/hadm/trace-log/detail/:traceGroupId',
    }),
    status: fields.select(text('Status', '状态'), {
      options: TRACE_STATUSES,
      shownAs: 'badge',
      tones: { RUNNING: 'processing', ENDED: 'default' },
      filter: true,
      column: 120,
    }),
    startedAt: fields.datetime(text('Started at', '开始时间'), { sortable: true, column: 170 }),
    endedAt: fields.datetime(text('Ended at', '结束时间'), { column: 170 }),
    requestCount: fields.integer(text('Requests', '请求数'), { sortable: true, column: 100 }),
  },
});
