import { fields, type CodeField, type ReferenceField } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** Where a concurrent request is: waiting, running, or done one way or the other. */
export type RequestStatus = 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILURE';

/** Most characters of a request's parameters (JSON). */
export const REQUEST_PARAM_MAX = 4000;

/** The program a request runs: an enabled one (the Lov offers no other; the server checks). */
const programField: ReferenceField = fields.reference(text('Concurrent program', '并发程序'), {
  resource: 'hsdr/concurrent',
  display: 'concName',
  required: true,
  filter: true,
  column: 200,
});

/** The values of the program's parameters, a JSON object of parameter code to value. */
const paramsField: CodeField = fields.code(text('Parameters', '请求参数'), {
  language: 'json',
  max: REQUEST_PARAM_MAX,
  defaultValue: '{}',
  wide: true,
  column: 260,
  help: text(
    'A JSON object of the program’s parameter codes to their values, e.g. {"days": 30}; a parameter left out takes its default value',
    '以 JSON 对象给出程序参数编码及其值，例如 {"days": 30}；未给出的参数取其默认值',
  ),
});

/**
 * Concurrent requests (hsdr): a concurrent program run now with the values of its parameters,
 * then kept as it ran: its status, times and outcome. Only the server writes them, when one is
 * submitted (HZERO's create address) or run again from a row; none is ever edited or deleted.
 */
export default defineResource({
  module: 'hsdr',
  name: 'conc-request',
  path: 'concurrent-requests',
  table: 'hsdr_conc_request_list',
  idField: 'requestId',
  tenancy: 'tenant',
  title: text('Concurrent Requests', '并发请求'),
  entity: text('concurrent request', '并发请求'),
  nameField: 'requestId',
  enabledFlag: false,
  actions: ['export'],
  defaultSort: { field: 'requestId', order: 'desc' },
  route: '/hsdr/conc-request',
  menu: { parent: 'hzero.hsdr', sort: 10, quickIndex: text('request', 'bfqq') },
  fields: {
    concurrentId: { ...programField, readOnly: true },
    requestParam: { ...paramsField, readOnly: true },
    requestStatus: fields.select(text('Status', '状态'), {
      options: [
        { value: 'PENDING', label: text('Pending', '等待中') },
        { value: 'RUNNING', label: text('Running', '运行中') },
        { value: 'SUCCESS', label: text('Success', '成功') },
        { value: 'FAILURE', label: text('Failure', '失败') },
      ],
      readOnly: true,
      shownAs: 'badge',
      tones: { RUNNING: 'processing', SUCCESS: 'success', FAILURE: 'error' },
      filter: true,
      column: 100,
    }),
    startTime: fields.datetime(text('Started', '开始时间'), {
      readOnly: true,
      sortable: true,
      range: ['startFrom', 'startTo'],
      column: 170,
    }),
    endTime: fields.datetime(text('Ended', '结束时间'), { readOnly: true, column: 170 }),
    message: fields.longtext(text('Outcome', '执行结果'), {
      max: 2000,
      readOnly: true,
      column: 320,
    }),
  },
  customActions: [
    {
      // HZERO's createRequest (hsdr concRequestService.js): POST concurrent-requests.
      key: 'submit',
      label: text('Submit request', '提交新请求'),
      on: 'toolbar',
      api: 'concurrent-requests',
      form: { concurrentId: programField, requestParam: paramsField },
    },
    {
      key: 'rerun',
      label: text('Run again', '再次运行'),
      on: 'row',
      confirm: text(
        'Run the program again with the same parameters? A new request records the run.',
        '使用相同参数再次运行该程序？本次运行将记录为一条新请求。',
      ),
    },
  ],
});
