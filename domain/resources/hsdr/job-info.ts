import { codeField, CRON_SHAPE, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** A job's state in the scheduler (HZERO's `HSDR.JOB_STATUS`). */
export type JobStatus = 'NONE' | 'NORMAL' | 'PAUSED' | 'COMPLETE' | 'ERROR' | 'BLOCKED';

/** The states a job is paused from. */
export const PAUSABLE: readonly JobStatus[] = ['NORMAL'];
/** The states a job is resumed (scheduled again) from. */
export const RESUMABLE: readonly JobStatus[] = ['NONE', 'PAUSED', 'ERROR', 'BLOCKED'];
/** The states a job is stopped for good from. */
export const STOPPABLE: readonly JobStatus[] = ['NONE', 'NORMAL', 'PAUSED', 'ERROR', 'BLOCKED'];

/**
 * Scheduled jobs (hsdr): an executable run by an executor at the times of a cron expression;
 * run once, paused, resumed and stopped from their rows.
 */
export default defineResource({
  module: 'hsdr',
  name: 'job-info',
  path: 'job-info',
  table: 'hsdr_job_info',
  idField: 'jobId',
  tenancy: 'tenant',
  title: text('Scheduled Jobs', '调度任务'),
  entity: text('scheduled job', '调度任务'),
  nameField: 'jobCode',
  enabledFlag: false,
  defaultSort: { field: 'jobId', order: 'desc' },
  route: '/hsdr/job-info',
  menu: { parent: 'hzero.hsdr', sort: 50, quickIndex: text('job', 'ddrw') },
  fields: {
    jobCode: codeField(text('Job code', '任务编码')),
    description: fields.text(text('Description', '任务描述'), {
      max: 240,
      filter: true,
      column: 220,
    }),
    executorId: fields.reference(text('Executor', '执行器'), {
      resource: 'hsdr/job-group',
      display: 'executorName',
      required: true,
      filter: true,
      column: 160,
    }),
    executableId: fields.reference(text('Executable', '可执行'), {
      resource: 'hsdr/executable',
      display: 'executableName',
      required: true,
      filter: true,
      column: 180,
    }),
    jobCron: fields.text(text('Cron expression', 'Cron 表达式'), {
      max: 120,
      pattern: CRON_SHAPE,
      required: true,
      column: 150,
      help: text(
        'second minute hour day month weekday [year] (Quartz, 1 = Sunday), e.g. 0 0 2 * * ? for 2:00 every day; or the 5 fields of a Unix cron. In the time zone of whoever saves the job',
        '秒 分 时 日 月 周 [年]（Quartz 格式，1 = 周日），例如 0 0 2 * * ? 表示每天 2:00；也可用 5 段的 Unix cron。按保存任务者的时区执行',
      ),
    }),
    failStrategy: fields.select(text('Fail strategy', '失败处理策略'), {
      options: [
        { value: 'RETRY', label: text('Retry', '重试') },
        { value: 'IGNORE', label: text('Ignore', '忽略') },
        { value: 'TRANSFER', label: text('Transfer to the next address', '转移到下一个地址') },
      ],
      required: true,
      defaultValue: 'IGNORE',
      filter: true,
      column: 140,
    }),
    retryNumber: fields.integer(text('Retries', '重试次数'), {
      min: 0,
      max: 10,
      defaultValue: 0,
      column: 90,
      help: text(
        'More attempts right after a failed run, when the fail strategy is Retry',
        '失败处理策略为重试时，运行失败后立即再尝试的次数',
      ),
    }),
    jobStatus: fields.select(text('Status', '任务状态'), {
      options: [
        { value: 'NONE', label: text('Not started', '未启动') },
        { value: 'NORMAL', label: text('Normal', '正常') },
        { value: 'PAUSED', label: text('Paused', '暂停') },
        { value: 'COMPLETE', label: text('Complete', '完成') },
        { value: 'ERROR', label: text('Error', '错误') },
        { value: 'BLOCKED', label: text('Blocked', '阻塞') },
      ],
      readOnly: true,
      shownAs: 'badge',
      tones: { NORMAL: 'success', PAUSED: 'processing', ERROR: 'error', BLOCKED: 'error' },
      filter: true,
      column: 110,
    }),
    nextRunTime: fields.datetime(text('Next run', '下次执行时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
    startDate: fields.datetime(text('Start date', '开始时间'), {
      column: false,
      help: text('No run before it (optional)', '此时间前不执行（可选）'),
    }),
    endDate: fields.datetime(text('End date', '结束时间'), {
      column: false,
      help: text(
        'No run after it: the job is then complete (optional)',
        '此时间后不再执行，任务完成（可选）',
      ),
    }),
  },
  // HZERO's job actions (hsdr jobInfoService.js): POST job-info/trigger|pause|resume|stop with
  // the job in the body.
  customActions: [
    {
      key: 'trigger',
      label: text('Run once', '执行一次'),
      on: 'row',
      api: 'job-info/trigger',
      confirm: text('Run this job once now?', '立即执行一次该任务？'),
    },
    {
      key: 'pause',
      label: text('Pause', '暂停'),
      on: 'row',
      api: 'job-info/pause',
      when: { jobStatus: PAUSABLE },
    },
    {
      key: 'resume',
      label: text('Resume', '恢复'),
      on: 'row',
      api: 'job-info/resume',
      when: { jobStatus: RESUMABLE },
    },
    {
      key: 'stop',
      label: text('Stop', '停止'),
      on: 'row',
      api: 'job-info/stop',
      when: { jobStatus: STOPPABLE },
      confirm: text(
        'Stop this job for good? It will not run on its schedule again.',
        '确定停止该任务？停止后不再按计划执行。',
      ),
    },
  ],
  demo: [
    {
      jobCode: 'QC_DAILY_DIGEST',
      description: 'Counts the QC verdicts of the day',
      executorId: ref({ executorCode: 'HSDR_DEFAULT' }),
      executableId: ref({ executableCode: 'SAMPLE_QC_DIGEST' }),
      jobCron: '0 0 18 * * ?',
      failStrategy: 'RETRY',
      retryNumber: 2,
    },
    {
      jobCode: 'PURGE_OLD_DRAFTS',
      description: 'Finds the draft batches untouched for 30 days',
      executorId: ref({ executorCode: 'REPORT_NODES' }),
      executableId: ref({ executableCode: 'PURGE_DRAFTS' }),
      jobCron: '0 30 2 ? * 1',
      failStrategy: 'TRANSFER',
      retryNumber: 0,
    },
  ],
});
