import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * HZERO's clear types of `job-logs/clear` (`HSDR.JOB_LOG_CLEAR_TYPE`): the logs kept are those
 * of the last day, 3 days, week, month, 3 months, 6 months or year; `7` clears every log.
 */
export const CLEAR_TYPES = ['1', '8', '2', '3', '4', '5', '6', '7'] as const;

/** One of {@link CLEAR_TYPES}. */
export type ClearType = (typeof CLEAR_TYPES)[number];

/** What the list's Clear button clears: the logs older than a week. */
export const DEFAULT_CLEAR_TYPE: ClearType = '2';

/**
 * Job logs (hsdr): one row per run of a scheduled job, newest first; only the scheduler writes
 * them, and Clear removes the old ones.
 */
export default defineResource({
  module: 'hsdr',
  name: 'job-log',
  path: 'job-logs',
  table: 'hsdr_job_log_list',
  idField: 'logId',
  tenancy: 'tenant',
  title: text('Job Logs', '调度日志'),
  entity: text('job log', '调度日志'),
  nameField: 'jobCode',
  enabledFlag: false,
  actions: ['export'],
  defaultSort: { field: 'logId', order: 'desc' },
  route: '/hsdr/job-log',
  menu: { parent: 'hzero.hsdr', sort: 60, quickIndex: text('joblog', 'ddrz') },
  fields: {
    jobId: fields.integer(text('Job ID', '任务ID'), {
      readOnly: true,
      filter: true,
      column: false,
    }),
    jobCode: fields.text(text('Job code', '任务编码'), {
      max: 30,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 160,
    }),
    jobDescription: fields.text(text('Job description', '任务描述'), {
      max: 240,
      readOnly: true,
      column: 200,
    }),
    triggerType: fields.select(text('Triggered by', '触发方式'), {
      options: [
        { value: 'SCHEDULE', label: text('Schedule', '计划') },
        { value: 'MANUAL', label: text('Run once', '手动执行') },
        { value: 'RETRY', label: text('Retry', '重试') },
        { value: 'TRANSFER', label: text('Transfer', '转移') },
      ],
      readOnly: true,
      filter: true,
      column: 110,
    }),
    address: fields.text(text('Address', '执行地址'), { max: 240, readOnly: true, column: 160 }),
    clientResult: fields.select(text('Result', '执行结果'), {
      options: [
        { value: 'SUCCESS', label: text('Success', '成功') },
        { value: 'FAILURE', label: text('Failure', '失败') },
      ],
      readOnly: true,
      shownAs: 'badge',
      tones: { SUCCESS: 'success', FAILURE: 'error' },
      filter: true,
      column: 100,
    }),
    startTime: fields.datetime(text('Started', '开始时间'), {
      readOnly: true,
      sortable: true,
      range: ['timeStart', 'timeEnd'],
      column: 170,
    }),
    endTime: fields.datetime(text('Ended', '结束时间'), { readOnly: true, column: 170 }),
    message: fields.longtext(text('Message', '消息'), { max: 2000, readOnly: true, column: 320 }),
  },
  customActions: [
    {
      key: 'clear',
      label: text('Clear', '清理'),
      on: 'toolbar',
      confirm: text(
        'The logs older than what is kept are removed for good.',
        '早于保留范围的日志将被永久删除。',
      ),
      form: {
        clearType: fields.select(text('Keep', '保留'), {
          options: [
            { value: '1', label: text('The last day', '最近一天') },
            { value: '8', label: text('The last 3 days', '最近三天') },
            { value: '2', label: text('The last week', '最近一周') },
            { value: '3', label: text('The last month', '最近一个月') },
            { value: '4', label: text('The last 3 months', '最近三个月') },
            { value: '5', label: text('The last 6 months', '最近六个月') },
            { value: '6', label: text('The last year', '最近一年') },
            { value: '7', label: text('Nothing: clear every log', '不保留：清理全部日志') },
          ],
          required: true,
          defaultValue: DEFAULT_CLEAR_TYPE,
        }),
        jobId: fields.reference(text('Only of the job', '仅限任务'), {
          resource: 'hsdr/job-info',
          display: 'jobCode',
          help: text('Empty: the logs of every job', '留空则清理所有任务的日志'),
        }),
      },
    },
  ],
});
