/**
 * Scheduled jobs: the cron expression is parsed on every save (read in the saver's time zone,
 * whose zone and language the job then runs in); a job a user creates is scheduled at once
 * (NORMAL, HZERO's way), one written on no one's behalf (demo rows) waits as NONE until resumed.
 * A NORMAL job's next run time follows each save. Row actions: `trigger` runs it once now
 * (in any state, its state left alone), `pause` NORMAL -> PAUSED, `resume` NONE, PAUSED, ERROR
 * or BLOCKED -> NORMAL with its next run time, `stop` -> COMPLETE. Its logs go with it.
 */
import { type JobStatus } from '../../../domain/resources/hsdr/job-info';
import { text, type Text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { SqlValue } from '../../db/versioned';
import { BusinessError } from '../../http/errors';
import { refuse, say } from '../hpfm/support/say';
import { isProblem, parseCron } from './support/cron';
import { nextRunOf, runJob, setJobState } from './support/jobs';

const M = {
  never: text(
    'The job would never run: “%{cron}” has no time between its start and end dates',
    '任务永远不会执行：“%{cron}”在开始与结束时间之间没有执行时间',
  ),
  endBeforeStart: text('%{field} must be after the start date', '%{field}必须晚于开始时间'),
  retries: text(
    '%{field} must be at least 1 when the fail strategy is Retry',
    '失败处理策略为重试时，%{field}至少为 1',
  ),
  executorOff: text(
    'The executor %{code} is disabled; enable it before resuming the job',
    '执行器 %{code} 已禁用，请先启用再恢复任务',
  ),
  ranOk: text('Run once: %{message}', '已执行一次：%{message}'),
  ranFailed: text(
    'The run failed after %{attempts} attempt(s): %{message}',
    '执行失败（共尝试 %{attempts} 次）：%{message}',
  ),
  paused: text('The job is paused', '任务已暂停'),
  resumed: text('The job is scheduled again; next run %{time}', '任务已恢复，下次执行时间 %{time}'),
  stopped: text(
    'The job is stopped: it will not run on its schedule again',
    '任务已停止，不再按计划执行',
  ),
} as const;

/** What the store keeps of a job that its rules read. */
interface StoredJob {
  cron: string;
  status: JobStatus;
  timeZone: string;
  startDate: number | null;
  endDate: number | null;
  executorCode: string;
  executorEnabled: number;
}

function stored(context: HookContext, id: number): StoredJob | undefined {
  return context.app.db
    .prepare(
      `SELECT j.job_cron AS cron, j.job_status AS status, j.time_zone AS timeZone,
         j.start_date AS startDate, j.end_date AS endDate, e.executor_code AS executorCode,
         e.enabled_flag AS executorEnabled
       FROM hsdr_job_info j JOIN hsdr_executor e ON e.executor_id = j.executor_id
       WHERE j.job_id = ?`,
    )
    .get(id) as StoredJob | undefined;
}

/** A value of the write, or the stored one when the write leaves it out. */
function valueOf<T extends SqlValue>(given: SqlValue | undefined, before: T): SqlValue {
  return given === undefined ? before : given;
}

/** The row as it is now, with a message. */
function answer(context: HookContext, id: number, message: Text, vars = {}) {
  return {
    row: context.engine.get(context.resource, context.scope, id),
    message: say(context, message, vars),
  };
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const before = current ? stored(context, Number(current.jobId)) : undefined;
    const cron = String(valueOf(values.jobCron, before?.cron ?? ''));
    // The saver's zone: the job is read in it from now on (afterWrite keeps it).
    const timeZone = context.scope.timeZone;
    const schedule = parseCron(cron, timeZone);
    if (isProblem(schedule)) {
      throw refuse(context, 'jobCron', schedule.message, schedule.vars);
    }
    const startDate = valueOf(values.startDate, before?.startDate ?? null);
    const endDate = valueOf(values.endDate, before?.endDate ?? null);
    if (startDate !== null && endDate !== null && Number(endDate) <= Number(startDate)) {
      throw refuse(context, 'endDate', M.endBeforeStart);
    }
    const strategy = valueOf(values.failStrategy, String(current?.failStrategy ?? 'IGNORE'));
    const retries = valueOf(values.retryNumber, Number(current?.retryNumber ?? 0));
    if (strategy === 'RETRY' && Number(retries ?? 0) < 1) {
      throw refuse(context, 'retryNumber', M.retries);
    }
    const status: JobStatus = before?.status ?? (context.scope.role === null ? 'NONE' : 'NORMAL');
    values.jobStatus = status;
    if (status !== 'NORMAL') {
      if (!current) values.nextRunTime = null;
      return;
    }
    const next = nextRunOf(
      {
        cron,
        timeZone,
        startDate: startDate === null ? null : Number(startDate),
        endDate: endDate === null ? null : Number(endDate),
      },
      context.scope.now,
    );
    if (next === undefined) throw refuse(context, 'jobCron', M.never, { cron: cron.trim() });
    values.nextRunTime = next;
  },
  afterWrite: (context, row) => {
    context.app.db
      .prepare('UPDATE hsdr_job_info SET time_zone = ?, lang = ? WHERE job_id = ?')
      .run(context.scope.timeZone, context.scope.lang, Number(row.jobId));
  },
  actions: {
    trigger: (context, row) => {
      if (!row) throw new Error('trigger is a row action');
      const id = Number(row.jobId);
      const outcome = runJob(context.app, id, 'MANUAL');
      if (!outcome) throw new Error(`job ${id} vanished while it was read`);
      const result = answer(context, id, outcome.succeeded ? M.ranOk : M.ranFailed, {
        message: outcome.message,
        attempts: outcome.attempts,
      });
      return {
        ...result,
        data: {
          logId: outcome.logId,
          clientResult: outcome.succeeded ? 'SUCCESS' : 'FAILURE',
          attempts: outcome.attempts,
        },
      };
    },
    pause: (context, row) => {
      if (!row) throw new Error('pause is a row action');
      const id = Number(row.jobId);
      setJobState(context.app, id, 'PAUSED', null);
      return answer(context, id, M.paused);
    },
    resume: (context, row) => {
      if (!row) throw new Error('resume is a row action');
      const id = Number(row.jobId);
      const job = stored(context, id);
      if (!job) throw new Error(`job ${id} vanished while it was read`);
      if (job.executorEnabled !== 1) {
        throw new BusinessError(
          'error.job.executor_disabled',
          say(context, M.executorOff, { code: job.executorCode }),
          'warn',
        );
      }
      const next = nextRunOf(job, context.scope.now);
      if (next === undefined) {
        throw new BusinessError(
          'error.job.never',
          say(context, M.never, { cron: job.cron }),
          'warn',
        );
      }
      setJobState(context.app, id, 'NORMAL', next);
      const resumed = context.engine.get(context.resource, context.scope, id);
      return {
        row: resumed,
        message: say(context, M.resumed, { time: String(resumed.nextRunTime) }),
      };
    },
    stop: (context, row) => {
      if (!row) throw new Error('stop is a row action');
      const id = Number(row.jobId);
      setJobState(context.app, id, 'COMPLETE', null);
      return answer(context, id, M.stopped);
    },
  },
};

export default hooks;
