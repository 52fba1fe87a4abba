/**
 * The reference server's scheduler: the handlers executables name (`jobHandler`, run by
 * scheduled jobs and by concurrent requests, which pass them parameters), a job's run (one
 * attempt, then more by its fail strategy, each written to the job log), the clock that runs
 * the NORMAL jobs whose time has come, and the clearing of old logs.
 */
import type { JobStatus } from '../../../../domain/resources/hsdr/job-info';
import type { ClearType } from '../../../../domain/resources/hsdr/job-log';
import { fill, languageOf, text, type Language, type Text } from '../../../../domain/engine/text';
import { isRealDay } from '../../../../domain/dates';
import type { AppContext } from '../../../context';
import { parseDateTime } from '../../../engine/reads';
import { formatDateTime } from '../../../services/format';
import { isProblem, parseCron } from './cron';

/** How often the clock looks for jobs whose time has come. */
export const JOB_CLOCK_MS = 1000;

/** Most jobs the clock runs a tick (the others wait for the next one). */
const JOBS_PER_TICK = 50;

/** Most characters of a log's message (the job log's `message` field). */
const MESSAGE_MAX = 2000;

const DAY_MS = 24 * 3600 * 1000;

/** Days after which a draft batch counts as stale (purge-drafts.sh). */
export const STALE_DRAFT_DAYS = 30;

const M = {
  qcDigest: text(
    'QC verdicts of %{day}: %{pass} pass, %{risk} risk, %{fail} fail (%{total} in all)',
    '%{day} 质检结论：通过 %{pass}，风险 %{risk}，不通过 %{fail}（共 %{total}）',
  ),
  purgeNone: text(
    'No draft batch untouched for %{days} days: nothing to purge',
    '没有超过 %{days} 天未修改的草稿批次，无需清理',
  ),
  purgeDryRun: text(
    'Dry run: %{count} draft batch(es) untouched for %{days} days would be purged: %{codes}',
    '试运行：%{count} 个超过 %{days} 天未修改的草稿批次将被清理：%{codes}',
  ),
  unknownHandler: text(
    'No job handler named %{handler} runs on this server',
    '本服务器上没有名为 %{handler} 的任务处理器',
  ),
  executableDisabled: text('The executable %{code} is disabled', '可执行 %{code} 已禁用'),
  executorDisabled: text(
    'The executor %{code} is disabled: the job is blocked until the executor is enabled and the job resumed',
    '执行器 %{code} 已禁用：任务已阻塞，启用执行器并恢复任务后才会继续',
  ),
  failed: text('Failed: %{reason}', '失败：%{reason}'),
  badParam: text(
    'the parameter %{param} must be %{expected}, not “%{value}”',
    '参数 %{param} 须为%{expected}，而不是“%{value}”',
  ),
  aDate: text('a date YYYY-MM-DD', 'YYYY-MM-DD 格式的日期'),
  aDayCount: text('a whole number of days from 1 to %{max}', '1 到 %{max} 之间的整数天数'),
} as const;

/** A parameter's value as a handler is given it: text, or a number (flags are 1 or 0). */
export type ParamValue = string | number;

/**
 * What a handler is given: the tenant, the clock, zone and language it runs in, and the values
 * of a concurrent request's parameters by code (a scheduled job passes none).
 */
export interface JobWork {
  ctx: AppContext;
  tenantId: number;
  now: number;
  timeZone: string;
  lang: Language;
  params?: Readonly<Record<string, ParamValue>>;
}

/** A job handler: answers what it did (in `lang`), or throws why it failed. */
export type JobHandler = (work: JobWork) => string;

function say(lang: Language, message: Text, vars: Record<string, string | number> = {}): string {
  return fill(message[lang], vars);
}

/** Most days a stale-draft search looks back (purge-drafts.sh's `days`). */
export const MAX_STALE_DAYS = 3650;

/** A handler's refusal of a parameter value it cannot use. */
function badParam(work: JobWork, param: string, expected: string, value: ParamValue): Error {
  return new Error(say(work.lang, M.badParam, { param, expected, value: String(value) }));
}

/**
 * Counts the QC verdicts recorded on a day (in the run's time zone) in the tenant: the
 * parameter `day` (YYYY-MM-DD) when given, today otherwise.
 */
function qcDigest(work: JobWork): string {
  const given = work.params?.day;
  if (given !== undefined && !(typeof given === 'string' && isRealDay(given))) {
    throw badParam(work, 'day', say(work.lang, M.aDate), given);
  }
  const day = given ?? formatDateTime(work.now, work.timeZone).slice(0, 10);
  const from = parseDateTime(day, work.timeZone);
  const counts = work.ctx.db
    .prepare(
      `SELECT q.verdict AS verdict, COUNT(*) AS count FROM portal_qc_results q
       JOIN portal_batches b ON b.batch_id = q.batch_id
       WHERE b.tenant_id = ? AND q.creation_date >= ? AND q.creation_date < ?
       GROUP BY q.verdict`,
    )
    .all(work.tenantId, from, from + DAY_MS) as { verdict: string; count: number }[];
  const of = (verdict: string) => counts.find((row) => row.verdict === verdict)?.count ?? 0;
  return say(work.lang, M.qcDigest, {
    day,
    pass: of('Pass'),
    risk: of('Risk'),
    fail: of('Fail'),
    total: counts.reduce((sum, row) => sum + row.count, 0),
  });
}

/**
 * Finds the tenant's draft batches untouched for the parameter `days` ({@link STALE_DRAFT_DAYS}
 * when not given) and tells which would go: a dry run, since they are customers' unsent work.
 */
function purgeDrafts(work: JobWork): string {
  const given = work.params?.days;
  const days =
    given === undefined
      ? STALE_DRAFT_DAYS
      : typeof given === 'number' || /^\d{1,5}$/.test(given)
        ? Number(given)
        : Number.NaN;
  if (!Number.isInteger(days) || days < 1 || days > MAX_STALE_DAYS) {
    const expected = say(work.lang, M.aDayCount, { max: MAX_STALE_DAYS });
    throw badParam(work, 'days', expected, given ?? days);
  }
  const stale = work.ctx.db
    .prepare(
      `SELECT batch_code AS code FROM portal_batches
       WHERE tenant_id = ? AND status = 'Draft' AND last_update_date < ?
       ORDER BY last_update_date, batch_id LIMIT 1000`,
    )
    .all(work.tenantId, work.now - days * DAY_MS) as { code: string }[];
  if (stale.length === 0) return say(work.lang, M.purgeNone, { days });
  const codes = stale.slice(0, 20).map((row) => row.code);
  return say(work.lang, M.purgeDryRun, {
    count: stale.length,
    days,
    codes: stale.length > codes.length ? `${codes.join(', ')}, …` : codes.join(', '),
  });
}

/** The handlers of this server, by the `jobHandler` executables name. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  qcDigestJobHandler: qcDigest,
  'purge-drafts.sh': purgeDrafts,
};

/** What a run needs of a job, its executor and its executable. */
interface StoredJob {
  id: number;
  tenantId: number;
  status: JobStatus;
  cron: string;
  timeZone: string;
  lang: string;
  failStrategy: 'RETRY' | 'IGNORE' | 'TRANSFER';
  retryNumber: number;
  startDate: number | null;
  endDate: number | null;
  executorCode: string;
  executorEnabled: number;
  executorType: number;
  serverName: string | null;
  addressList: string | null;
  executableCode: string;
  executableEnabled: number;
  jobHandler: string;
}

function storedJob(ctx: AppContext, id: number): StoredJob | undefined {
  return ctx.db
    .prepare(
      `SELECT j.job_id AS id, j.tenant_id AS tenantId, j.job_status AS status, j.job_cron AS cron,
         j.time_zone AS timeZone, j.lang, j.fail_strategy AS failStrategy,
         j.retry_number AS retryNumber, j.start_date AS startDate, j.end_date AS endDate,
         e.executor_code AS executorCode, e.enabled_flag AS executorEnabled,
         e.executor_type AS executorType, e.server_name AS serverName,
         e.address_list AS addressList, x.executable_code AS executableCode,
         x.enabled_flag AS executableEnabled, x.job_handler AS jobHandler
       FROM hsdr_job_info j JOIN hsdr_executor e ON e.executor_id = j.executor_id
         JOIN hsdr_executable x ON x.executable_id = j.executable_id
       WHERE j.job_id = ?`,
    )
    .get(id) as StoredJob | undefined;
}

/** The addresses an executor's runs go to, in order (one for a registering service). */
function addressesOf(job: StoredJob): string[] {
  if (job.executorType === 0) return [job.serverName ?? job.executorCode];
  const given = (job.addressList ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return given.length > 0 ? given : [job.executorCode];
}

/** How a run was started. */
export type TriggerType = 'SCHEDULE' | 'MANUAL';

/** What a run came to: its last attempt's result and message, and how many attempts it took. */
export interface RunOutcome {
  succeeded: boolean;
  attempts: number;
  message: string;
  /** The job could not run at all (its executor or executable is off, no such handler). */
  unrunnable: 'executor' | 'executable' | null;
  logId: number;
}

function writeLog(
  ctx: AppContext,
  job: StoredJob,
  trigger: string,
  address: string,
  succeeded: boolean,
  started: number,
  message: string,
): number {
  const ended = Math.max(ctx.now(), started);
  return Number(
    ctx.db
      .prepare(
        `INSERT INTO hsdr_job_log (tenant_id, job_id, trigger_type, address, client_result,
           start_time, end_time, message, creation_date, last_update_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        job.tenantId,
        job.id,
        trigger,
        address.slice(0, 240),
        succeeded ? 'SUCCESS' : 'FAILURE',
        started,
        ended,
        message.slice(0, MESSAGE_MAX),
        ended,
        ended,
      ).lastInsertRowid,
  );
}

/** What a run needs of an executable: its code, whether it is enabled, its handler's name. */
export interface RunnableExecutable {
  executableCode: string;
  executableEnabled: number;
  jobHandler: string;
}

/** Whether this server has a handler of that name. */
function hasHandler(name: string): boolean {
  return Object.hasOwn(JOB_HANDLERS, name);
}

/**
 * Runs an executable's handler once (a scheduled job's attempt, a concurrent request's run):
 * what it answered, or why it failed, in `work.lang`.
 */
export function runExecutable(
  executable: RunnableExecutable,
  work: JobWork,
): { succeeded: boolean; message: string } {
  if (executable.executableEnabled !== 1) {
    return {
      succeeded: false,
      message: say(work.lang, M.executableDisabled, { code: executable.executableCode }),
    };
  }
  const handler = hasHandler(executable.jobHandler)
    ? JOB_HANDLERS[executable.jobHandler]
    : undefined;
  if (!handler) {
    return {
      succeeded: false,
      message: say(work.lang, M.unknownHandler, { handler: executable.jobHandler }),
    };
  }
  try {
    return { succeeded: true, message: handler(work).slice(0, MESSAGE_MAX) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      succeeded: false,
      message: say(work.lang, M.failed, { reason }).slice(0, MESSAGE_MAX),
    };
  }
}

/** One attempt of a job: the handler's answer, or why it failed. */
function attempt(ctx: AppContext, job: StoredJob): { succeeded: boolean; message: string } {
  return runExecutable(job, {
    ctx,
    tenantId: job.tenantId,
    now: ctx.now(),
    timeZone: job.timeZone,
    lang: languageOf(job.lang),
  });
}

/**
 * Runs a job now: one attempt, then, while attempts fail, up to `retryNumber` more (RETRY) or
 * one more on each further address of its executor (TRANSFER); every attempt is a log row.
 * A disabled executor runs nothing (one FAILURE row says so). Leaves the job's state alone.
 */
export function runJob(ctx: AppContext, id: number, trigger: TriggerType): RunOutcome | undefined {
  const job = storedJob(ctx, id);
  if (!job) return undefined;
  const addresses = addressesOf(job);
  const first = addresses[0] ?? job.executorCode;
  if (job.executorEnabled !== 1) {
    const message = say(languageOf(job.lang), M.executorDisabled, { code: job.executorCode });
    const logId = writeLog(ctx, job, trigger, first, false, ctx.now(), message);
    return { succeeded: false, attempts: 1, message, unrunnable: 'executor', logId };
  }
  const plan: { trigger: string; address: string }[] = [{ trigger, address: first }];
  if (job.failStrategy === 'RETRY') {
    for (let more = 0; more < job.retryNumber; more += 1)
      plan.push({ trigger: 'RETRY', address: first });
  } else if (job.failStrategy === 'TRANSFER') {
    for (const address of addresses.slice(1)) plan.push({ trigger: 'TRANSFER', address });
  }
  let outcome: RunOutcome = {
    succeeded: false,
    attempts: 0,
    message: '',
    unrunnable: null,
    logId: 0,
  };
  for (const step of plan) {
    const started = ctx.now();
    const result = attempt(ctx, job);
    const logId = writeLog(
      ctx,
      job,
      step.trigger,
      step.address,
      result.succeeded,
      started,
      result.message,
    );
    const runnable = job.executableEnabled === 1 && hasHandler(job.jobHandler);
    outcome = {
      succeeded: result.succeeded,
      attempts: outcome.attempts + 1,
      message: result.message,
      unrunnable: runnable ? null : 'executable',
      logId,
    };
    if (result.succeeded) break;
  }
  return outcome;
}

/** The next run time of a job's cron after `after` (not before its start, not after its end). */
export function nextRunOf(
  job: Pick<StoredJob, 'cron' | 'timeZone' | 'startDate' | 'endDate'>,
  after: number,
): number | undefined {
  const schedule = parseCron(job.cron, job.timeZone);
  if (isProblem(schedule)) return undefined;
  const from = job.startDate !== null && job.startDate > after ? job.startDate - 1 : after;
  return schedule.nextAfter(from, job.endDate);
}

/** Sets a job's state and next run time (a change of its row: its version moves on). */
export function setJobState(
  ctx: AppContext,
  id: number,
  status: JobStatus,
  nextRunTime: number | null,
): void {
  const now = ctx.now();
  ctx.db
    .prepare(
      `UPDATE hsdr_job_info SET job_status = ?, next_run_time = ?,
         object_version_number = object_version_number + 1, last_update_date = ?
       WHERE job_id = ?`,
    )
    .run(status, nextRunTime, now, id);
}

/**
 * Runs one due job on its schedule, then sets what comes next: its next run time while it stays
 * NORMAL (the next run time alone is the clock's bookkeeping, not a change of the row), BLOCKED
 * when its executor is off, ERROR when it cannot run at all, COMPLETE when no run time is left.
 */
function runScheduled(ctx: AppContext, id: number): void {
  const job = storedJob(ctx, id);
  if (!job || job.status !== 'NORMAL') return;
  const outcome = runJob(ctx, id, 'SCHEDULE');
  if (outcome?.unrunnable === 'executor') {
    setJobState(ctx, id, 'BLOCKED', null);
    return;
  }
  if (outcome?.unrunnable === 'executable') {
    setJobState(ctx, id, 'ERROR', null);
    return;
  }
  const next = nextRunOf(job, ctx.now());
  if (next === undefined) {
    setJobState(ctx, id, 'COMPLETE', null);
    return;
  }
  ctx.db.prepare('UPDATE hsdr_job_info SET next_run_time = ? WHERE job_id = ?').run(next, id);
}

/** Runs every NORMAL job whose next run time has come (up to a bound a tick); answers how many. */
export function runDueJobs(ctx: AppContext): number {
  const due = ctx.db
    .prepare(
      `SELECT job_id AS id FROM hsdr_job_info
       WHERE job_status = 'NORMAL' AND next_run_time <= ?
       ORDER BY next_run_time, job_id LIMIT ?`,
    )
    .all(ctx.now(), JOBS_PER_TICK) as { id: number }[];
  for (const { id } of due) ctx.db.transaction(() => runScheduled(ctx, id)).immediate();
  return due.length;
}

/** Starts the clock running due jobs; answers its stop. */
export function startJobClock(ctx: AppContext): () => void {
  const timer = setInterval(() => {
    try {
      runDueJobs(ctx);
    } catch {
      // A database busy or closing now is tried again at the next tick.
    }
  }, JOB_CLOCK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The moment before which a clear type removes logs (undefined: every log). */
export function clearBefore(clearType: ClearType, now: number): number | undefined {
  const days: Partial<Record<ClearType, number>> = { '1': 1, '8': 3, '2': 7 };
  const months: Partial<Record<ClearType, number>> = { '3': 1, '4': 3, '5': 6, '6': 12 };
  const dayCount = days[clearType];
  if (dayCount !== undefined) return now - dayCount * DAY_MS;
  const monthCount = months[clearType];
  if (monthCount === undefined) return undefined;
  const moment = new Date(now);
  moment.setUTCMonth(moment.getUTCMonth() - monthCount);
  return moment.getTime();
}

/** Removes a tenant's logs started before the clear type's moment (of one job, when named). */
export function clearLogs(
  ctx: AppContext,
  tenantId: number,
  clearType: ClearType,
  jobId: number | undefined,
): number {
  const before = clearBefore(clearType, ctx.now());
  const conditions = ['tenant_id = ?'];
  const params: number[] = [tenantId];
  if (jobId !== undefined) {
    conditions.push('job_id = ?');
    params.push(jobId);
  }
  if (before !== undefined) {
    conditions.push('start_time < ?');
    params.push(before);
  }
  return ctx.db.prepare(`DELETE FROM hsdr_job_log WHERE ${conditions.join(' AND ')}`).run(...params)
    .changes;
}
