/**
 * The scheduler (hsdr) through the API as a tenant administrator: a cron expression refused in
 * the user's language, a job run once (a log per attempt, RETRY trying again), pause, resume
 * and stop moving its state and refused from the wrong one, the server's clock running a due
 * job (the test moves the server's clock instead of waiting), and the job logs cleared.
 */
import {
  apiAs,
  signIn,
  startServer,
  type ApiPage as PageBody,
  type ApiRow as Row,
  type TestServer,
} from './helpers';

const BASE = '/hsdr/v1/1';
/** A time that comes once a year: a job on it is never due while the tests run. */
const YEARLY = '0 0 2 1 1 ?';

describe('scheduled jobs (hsdr)', () => {
  let server: TestServer;
  let admin: string;
  let executorId: number;
  let qcDigestId: number;

  const { call, ok, idOf: idIn } = apiAs(() => ({ app: server.app, token: admin }));

  const idOf = (path: string, filter: string, idField: string) =>
    idIn(`${BASE}/${path}?${filter}`, idField);

  let jobCount = 0;
  const createJob = (values: Row = {}): Promise<Row> => {
    jobCount += 1;
    return ok('POST', `${BASE}/job-info`, {
      jobCode: `TEST_JOB_${jobCount}`,
      description: `Test job ${jobCount}`,
      executorId,
      executableId: qcDigestId,
      jobCron: YEARLY,
      failStrategy: 'IGNORE',
      retryNumber: 0,
      ...values,
    });
  };

  const jobOf = async (id: unknown): Promise<Row> => ok('GET', `${BASE}/job-info/${String(id)}`);

  /** The job's logs, newest first. */
  const logsOf = async (jobId: unknown): Promise<Row[]> =>
    (await ok<PageBody>('GET', `${BASE}/job-logs?jobId=${String(jobId)}&size=100`)).content;

  const act = async (id: unknown, action: 'trigger' | 'pause' | 'resume' | 'stop') => {
    const res = await call('POST', `${BASE}/job-info/${action}`, { jobId: id });
    expect(res.statusCode).toBe(200);
    return res.json<Row>();
  };

  beforeAll(async () => {
    server = await startServer();
    admin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
    executorId = await idOf('executors', 'executorCode=HSDR_DEFAULT', 'executorId');
    qcDigestId = await idOf('executables', 'executableCode=SAMPLE_QC_DIGEST', 'executableId');
  }, 60_000);

  afterAll(() => server.close());

  it('seeds its demo jobs waiting (NONE): nothing runs until someone resumes them', async () => {
    const page = await ok<PageBody>('GET', `${BASE}/job-info?size=100`);
    const demo = page.content.filter((row) =>
      ['QC_DAILY_DIGEST', 'PURGE_OLD_DRAFTS'].includes(String(row.jobCode)),
    );
    expect(demo.map((row) => [row.jobCode, row.jobStatus, row.nextRunTime])).toEqual(
      expect.arrayContaining([
        ['QC_DAILY_DIGEST', 'NONE', null],
        ['PURGE_OLD_DRAFTS', 'NONE', null],
      ]),
    );
    expect(demo).toHaveLength(2);
  });

  it('refuses a cron expression it cannot read, saying why in the user’s language', async () => {
    const refused = async (jobCron: string, extra: Row = {}) => {
      const res = await call('POST', `${BASE}/job-info`, {
        jobCode: 'BAD_CRON',
        executorId,
        executableId: qcDigestId,
        jobCron,
        failStrategy: 'IGNORE',
        ...extra,
      });
      const body = res.json<{ message: string; fields: Row }>();
      expect([jobCron, res.statusCode, body.fields.jobCron]).toEqual([jobCron, 400, body.message]);
      return body.message;
    };
    expect(await refused('0 0 25 * * ?')).toBe(
      'The cron expression “0 0 25 * * ?” is not valid: 25 is outside 0–23',
    );
    expect(await refused('0 0 2 ? * 9')).toBe(
      'The cron expression “0 0 2 ? * 9” is not valid: 9 is outside 1–7',
    );
    expect(await refused('0 0 2 * * ? 2030')).toBe(
      'The cron expression “0 0 2 * * ? 2030” is not valid: its year field must be *',
    );
    expect(await refused('0 0 2 30 2 ?')).toBe(
      'The cron expression “0 0 2 30 2 ?” names a day its months never have',
    );
    expect(await refused('0 0 2 ? * MON-FRI', { endDate: '2020-01-01 00:00:00' })).toBe(
      'The job would never run: “0 0 2 ? * MON-FRI” has no time between its start and end dates',
    );
    await ok('PUT', '/iam/hzero/v1/users/default-language?language=zh_CN');
    try {
      expect(await refused('0 0 25 * * ?')).toBe(
        'Cron 表达式“0 0 25 * * ?”无效：25 不在 0–23 范围内',
      );
      expect(await refused('0 0 2 * * ? 2030')).toBe(
        'Cron 表达式“0 0 2 * * ? 2030”无效：年份段必须为 *',
      );
    } finally {
      await ok('PUT', '/iam/hzero/v1/users/default-language?language=en_US');
    }
    const stored = await ok<PageBody>('GET', `${BASE}/job-info?jobCode=BAD_CRON`);
    expect(stored.totalElements).toBe(0);
  });

  it('schedules a job it creates at once, its next run read from the cron', async () => {
    const job = await createJob();
    expect(job).toMatchObject({ jobStatus: 'NORMAL', objectVersionNumber: 1 });
    expect(String(job.nextRunTime)).toMatch(/^\d{4}-01-01 02:00:00$/);
    // Quartz weekdays count from Sunday (1): 2 is Monday.
    const weekly = await createJob({ jobCron: '0 30 6 ? * 2' });
    const next = String(weekly.nextRunTime);
    expect(next).toMatch(/ 06:30:00$/);
    expect(new Date(`${next.slice(0, 10)}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('runs a job once: a SUCCESS log with what its handler did, its state left alone', async () => {
    const job = await createJob();
    const answer = await act(job.jobId, 'trigger');
    expect(answer).toMatchObject({
      message: expect.stringMatching(/^Run once: QC verdicts of \d{4}-\d\d-\d\d: \d+ pass/),
      data: { clientResult: 'SUCCESS', attempts: 1 },
      row: { jobId: job.jobId, jobStatus: 'NORMAL' },
    });
    await ok('POST', `${BASE}/job-info/trigger`, { jobId: job.jobId });
    const logs = await logsOf(job.jobId);
    expect(logs.map((log) => [log.jobCode, log.triggerType, log.clientResult])).toEqual([
      [job.jobCode, 'MANUAL', 'SUCCESS'],
      [job.jobCode, 'MANUAL', 'SUCCESS'],
    ]);
    expect(String(logs[0]?.message)).toMatch(/^QC verdicts of .*\(\d+ in all\)$/);
    expect(logs[0]).toMatchObject({ jobDescription: job.description, address: 'hsdr' });
    expect(Number(logs[0]?.logId)).toBeGreaterThan(Number(logs[1]?.logId));
  });

  it('fails a run whose handler this server does not have, and RETRY tries again up to its retries', async () => {
    const executable = await ok('POST', `${BASE}/executables`, {
      executableCode: 'NO_SUCH_HANDLER',
      executableName: 'Handler nobody wrote',
      executableType: 'SIMPLE',
      jobHandler: 'noSuchHandler',
    });
    const ignoring = await createJob({ executableId: executable.executableId });
    expect(await act(ignoring.jobId, 'trigger')).toMatchObject({
      message:
        'The run failed after 1 attempt(s): No job handler named noSuchHandler runs on this server',
      data: { clientResult: 'FAILURE', attempts: 1 },
    });
    expect((await logsOf(ignoring.jobId)).map((log) => log.clientResult)).toEqual(['FAILURE']);

    const retrying = await createJob({
      executableId: executable.executableId,
      failStrategy: 'RETRY',
      retryNumber: 2,
    });
    expect(await act(retrying.jobId, 'trigger')).toMatchObject({
      data: { clientResult: 'FAILURE', attempts: 3 },
    });
    const logs = await logsOf(retrying.jobId);
    expect(logs.map((log) => [log.triggerType, log.clientResult, log.message])).toEqual([
      ['RETRY', 'FAILURE', 'No job handler named noSuchHandler runs on this server'],
      ['RETRY', 'FAILURE', 'No job handler named noSuchHandler runs on this server'],
      ['MANUAL', 'FAILURE', 'No job handler named noSuchHandler runs on this server'],
    ]);
    const refused = await call('POST', `${BASE}/job-info`, {
      jobCode: 'RETRY_NONE',
      executorId,
      executableId: qcDigestId,
      jobCron: YEARLY,
      failStrategy: 'RETRY',
      retryNumber: 0,
    });
    expect([refused.statusCode, refused.json<Row>().message]).toEqual([
      400,
      'Retries must be at least 1 when the fail strategy is Retry',
    ]);
  });

  it('pauses, resumes and stops a job, refusing each from a state it does not apply to', async () => {
    const job = await createJob();
    // The engine refuses an action the row's state does not offer (its `when`).
    const refusal = (status: string, action: string) => ({
      failed: true,
      code: 'error.action.state',
      type: 'warn',
      message: `The scheduled job ${String(job.jobCode)} is ${status}: “${action}” is not possible now`,
    });
    expect(await act(job.jobId, 'resume')).toEqual(refusal('Normal', 'Resume'));
    const paused = await act(job.jobId, 'pause');
    expect(paused).toMatchObject({
      message: 'The job is paused',
      row: { jobStatus: 'PAUSED', nextRunTime: null, objectVersionNumber: 2 },
    });
    expect(await act(job.jobId, 'pause')).toEqual(refusal('Paused', 'Pause'));
    const resumed = await act(job.jobId, 'resume');
    expect(resumed).toMatchObject({
      message: `The job is scheduled again; next run ${String(job.nextRunTime)}`,
      row: { jobStatus: 'NORMAL', nextRunTime: job.nextRunTime },
    });
    const res = await call('POST', `${BASE}/job-info/stop`, { jobId: job.jobId });
    expect(res.json()).toMatchObject({ row: { jobStatus: 'COMPLETE', nextRunTime: null } });
    expect(await act(job.jobId, 'stop')).toEqual(refusal('Complete', 'Stop'));
    expect(await act(job.jobId, 'resume')).toEqual(refusal('Complete', 'Resume'));
    expect(await jobOf(job.jobId)).toMatchObject({ jobStatus: 'COMPLETE', objectVersionNumber: 4 });
    const missing = await call('POST', `${BASE}/job-info/pause`, { jobId: 'seven' });
    expect(missing.statusCode).toBe(400);
  });

  it('runs a NORMAL job when its time comes on the server’s clock, then sets its next run', async () => {
    const job = await createJob({ jobCron: '0 * * * * ?' });
    const before = String(job.nextRunTime);
    // A paused job is never run by the clock.
    const paused = await createJob({ jobCron: '0 * * * * ?' });
    await act(paused.jobId, 'pause');
    server.advance(61_000);
    let logs: Row[] = [];
    for (let tries = 0; tries < 50 && logs.length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      logs = await logsOf(job.jobId);
    }
    expect(logs.map((log) => [log.triggerType, log.clientResult])).toEqual([
      ['SCHEDULE', 'SUCCESS'],
    ]);
    const after = await jobOf(job.jobId);
    expect(after.jobStatus).toBe('NORMAL');
    expect(String(after.nextRunTime) > before).toBe(true);
    expect(String(after.nextRunTime)).toMatch(/:00$/);
    expect(await logsOf(paused.jobId)).toEqual([]);
    await act(job.jobId, 'pause');
  });

  it('blocks a due job whose executor is disabled, and resumes it only once the executor is back', async () => {
    const executor = await ok('POST', `${BASE}/executors`, {
      executorCode: 'TEST_NODES',
      executorName: 'Test nodes',
      executorType: 1,
      addressList: 'node-a:9999, http://node-b:8080/',
      orderSeq: 5,
    });
    expect(executor.addressList).toBe('node-a:9999,http://node-b:8080/');
    const job = await createJob({ executorId: executor.executorId, jobCron: '0 * * * * ?' });
    await ok('POST', `${BASE}/executors/disable`, [executor.executorId]);
    server.advance(61_000);
    let status = '';
    for (let tries = 0; tries < 50 && status !== 'BLOCKED'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = String((await jobOf(job.jobId)).jobStatus);
    }
    expect(status).toBe('BLOCKED');
    expect((await logsOf(job.jobId)).map((log) => [log.clientResult, log.address])).toEqual([
      ['FAILURE', 'node-a:9999'],
    ]);
    expect(await act(job.jobId, 'resume')).toMatchObject({
      failed: true,
      message: 'The executor TEST_NODES is disabled; enable it before resuming the job',
    });
    await ok('POST', `${BASE}/executors/enable`, [executor.executorId]);
    expect(await act(job.jobId, 'resume')).toMatchObject({ row: { jobStatus: 'NORMAL' } });
    await act(job.jobId, 'stop');
    const badAddress = await call('POST', `${BASE}/executors`, {
      executorCode: 'BAD_NODES',
      executorName: 'Bad nodes',
      executorType: 1,
      addressList: 'node-a:99999',
      orderSeq: 5,
    });
    expect([badAddress.statusCode, badAddress.json<Row>().message]).toEqual([
      400,
      'Addresses: “node-a:99999” is neither host:port nor an http(s) address',
    ]);
  });

  it('moves a failing job to the next address of its executor when its strategy is TRANSFER', async () => {
    const executor = await ok('POST', `${BASE}/executors`, {
      executorCode: 'TRANSFER_NODES',
      executorName: 'Transfer nodes',
      executorType: 1,
      addressList: 'node-a:9999,node-b:9999',
      orderSeq: 6,
    });
    const executableId = await idOf(
      'executables',
      'executableCode=NO_SUCH_HANDLER',
      'executableId',
    );
    const job = await createJob({
      executorId: executor.executorId,
      executableId,
      failStrategy: 'TRANSFER',
    });
    await act(job.jobId, 'trigger');
    expect((await logsOf(job.jobId)).map((log) => [log.triggerType, log.address])).toEqual([
      ['TRANSFER', 'node-b:9999'],
      ['MANUAL', 'node-a:9999'],
    ]);
  });

  it('clears logs by age and by job, in HZERO’s DELETE form and from the list’s toolbar', async () => {
    const job = await createJob();
    const other = await createJob();
    await act(job.jobId, 'trigger');
    await act(other.jobId, 'trigger');
    // Younger than a week: the toolbar's Clear keeping the last week keeps them; it must say
    // what it keeps.
    expect(await ok('POST', `${BASE}/job-logs/clear`, { clearType: '2' })).toMatchObject({
      message: '0 job log(s) cleared',
    });
    const unsaid = await call('POST', `${BASE}/job-logs/clear`, {});
    expect([unsaid.statusCode, unsaid.json<Row>().message]).toEqual([400, 'Keep is required']);
    expect(await logsOf(job.jobId)).toHaveLength(1);
    const cleared = await call(
      'DELETE',
      `${BASE}/job-logs/clear?clearType=7&jobId=${String(job.jobId)}`,
    );
    expect(cleared.statusCode).toBe(204);
    expect(await logsOf(job.jobId)).toEqual([]);
    expect(await logsOf(other.jobId)).toHaveLength(1);
    // Eight days on (signed in again), the week's clear takes the other's too.
    await act(other.jobId, 'pause');
    server.advance(8 * 24 * 3600 * 1000);
    admin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
    expect(await ok('POST', `${BASE}/job-logs/clear`, { clearType: '2' })).toMatchObject({
      data: { cleared: expect.any(Number) },
    });
    expect(await logsOf(other.jobId)).toEqual([]);
    const bad = await call('DELETE', `${BASE}/job-logs/clear?clearType=99`);
    expect(bad.statusCode).toBe(400);
    const badBody = await call('POST', `${BASE}/job-logs/clear`, { clearType: 'all' });
    expect([badBody.statusCode, badBody.json<Row>().message]).toEqual([
      400,
      'Keep must be one of: The last day, The last 3 days, The last week, The last month, The last 3 months, The last 6 months, The last year, Nothing: clear every log',
    ]);
  });

  it('deletes a job with its logs', async () => {
    const job = await createJob();
    await act(job.jobId, 'trigger');
    expect(await logsOf(job.jobId)).toHaveLength(1);
    const res = await call('DELETE', `${BASE}/job-info`, [
      { jobId: job.jobId, objectVersionNumber: job.objectVersionNumber },
    ]);
    expect(res.statusCode).toBe(204);
    expect(await logsOf(job.jobId)).toEqual([]);
  });
});
