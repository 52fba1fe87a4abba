/**
 * Concurrent programs and requests (hsdr) through the API as a tenant administrator: a program
 * saved with its parameters and refused with two of one code or a default that does not fit
 * its type; a request refused for an unknown, missing or wrongly typed parameter, naming it in
 * the user's language; a request run at once through the scheduler's handlers (SUCCESS with the
 * handler's message, FAILURE with why), kept as it ran, and run again as a new request.
 */
import {
  apiAs,
  signIn,
  startServer,
  type ApiPage as PageBody,
  type ApiRow as Row,
  type Method,
  type TestServer,
} from './helpers';

const BASE = '/hsdr/v1/1';

describe('concurrent programs and requests (hsdr)', () => {
  let server: TestServer;
  let admin: string;
  let qcDigestId: number;

  const { call, ok, idOf: idIn } = apiAs(() => ({ app: server.app, token: admin }));

  /** The refusal of a call: its status and message, and the field it names. */
  const refusal = async (method: Method, url: string, payload: unknown) => {
    const res = await call(method, url, payload);
    const body = res.json<{ message: string; fields?: Row }>();
    return { status: res.statusCode, message: body.message, fields: body.fields ?? {} };
  };

  const idOf = (path: string, filter: string, idField: string) =>
    idIn(`${BASE}/${path}?${filter}`, idField);

  let programCount = 0;
  /** Saves a program of the QC digest (unless told otherwise) with these parameters. */
  const programBody = (params: Row[], values: Row = {}): Row => {
    programCount += 1;
    return {
      concCode: `TEST_PROGRAM_${programCount}`,
      concName: `Test program ${programCount}`,
      executableId: qcDigestId,
      paramList: params.map((param, index) => ({
        paramFormatCode: 'STRING',
        notnullFlag: 0,
        orderSeq: (index + 1) * 10,
        _status: 'create',
        ...param,
      })),
      ...values,
    };
  };

  const paramsOf = async (concurrentId: unknown): Promise<Row[]> =>
    (
      await ok<PageBody>(
        'GET',
        `${BASE}/concurrent-params?concurrentId=${String(concurrentId)}&size=100`,
      )
    ).content;

  /** Submits a request (HZERO's POST concurrent-requests); answers what the action answered. */
  const submit = (concurrentId: unknown, requestParam: unknown) =>
    call('POST', `${BASE}/concurrent-requests`, { concurrentId, requestParam });

  const requestsOf = async (concurrentId: unknown): Promise<Row[]> =>
    (
      await ok<PageBody>(
        'GET',
        `${BASE}/concurrent-requests?concurrentId=${String(concurrentId)}&size=100`,
      )
    ).content;

  const inChinese = async (work: () => Promise<void>) => {
    await ok('PUT', '/iam/hzero/v1/users/default-language?language=zh_CN');
    try {
      await work();
    } finally {
      await ok('PUT', '/iam/hzero/v1/users/default-language?language=en_US');
    }
  };

  beforeAll(async () => {
    server = await startServer();
    admin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
    qcDigestId = await idOf('executables', 'executableCode=SAMPLE_QC_DIGEST', 'executableId');
  }, 60_000);

  afterAll(() => server.close());

  it('seeds its demo programs with their parameters, and no request', async () => {
    const programs = await ok<PageBody>('GET', `${BASE}/concurrents?size=100`);
    const demo = programs.content.filter((row) =>
      ['QC_DIGEST_OF_DAY', 'STALE_DRAFTS'].includes(String(row.concCode)),
    );
    expect(demo.map((row) => [row.concCode, row.executableName, row.enabledFlag])).toEqual(
      expect.arrayContaining([
        ['QC_DIGEST_OF_DAY', 'Daily QC digest', 1],
        ['STALE_DRAFTS', 'Purge old drafts', 1],
      ]),
    );
    const stale = demo.find((row) => row.concCode === 'STALE_DRAFTS');
    expect(await paramsOf(stale?.concurrentId)).toEqual([
      expect.objectContaining({
        paramCode: 'days',
        paramFormatCode: 'NUMBER',
        notnullFlag: 1,
        defaultValue: '30',
      }),
    ]);
    const requests = await ok<PageBody>('GET', `${BASE}/concurrent-requests`);
    expect(requests.totalElements).toBe(0);
  });

  it('saves a program with its parameters and reads them back in order', async () => {
    const body = programBody([
      { paramCode: 'day', paramName: 'Day', paramFormatCode: 'DATE', orderSeq: 20 },
      {
        paramCode: 'limit',
        paramName: 'Limit',
        paramFormatCode: 'NUMBER',
        notnullFlag: 1,
        defaultValue: '25',
        orderSeq: 10,
      },
    ]);
    const program = await ok('POST', `${BASE}/concurrents`, body);
    expect(program).toMatchObject({
      concCode: body.concCode,
      concName: body.concName,
      executableId: qcDigestId,
      executableName: 'Daily QC digest',
      enabledFlag: 1,
      objectVersionNumber: 1,
    });
    const params = await paramsOf(program.concurrentId);
    expect(
      params.map((param) => [param.paramCode, param.paramFormatCode, param.defaultValue]),
    ).toEqual([
      ['limit', 'NUMBER', '25'],
      ['day', 'DATE', null],
    ]);
    const [limit, day] = params as [Row, Row];
    // HZERO's save: PUT concurrents, one line changed and one added with the program.
    const saved = await ok('PUT', `${BASE}/concurrents`, {
      ...program,
      paramList: [
        { ...limit, defaultValue: '40', _status: 'update' },
        {
          paramCode: 'verbose',
          paramName: 'Verbose',
          paramFormatCode: 'BOOLEAN',
          notnullFlag: 0,
          defaultValue: '1',
          orderSeq: 30,
          _status: 'create',
        },
      ],
    });
    expect(saved.objectVersionNumber).toBe(2);
    expect(
      (await paramsOf(program.concurrentId)).map((param) => [param.paramCode, param.defaultValue]),
    ).toEqual([
      ['limit', '40'],
      ['day', null],
      ['verbose', '1'],
    ]);
    // HZERO's deleteLine: one saved parameter deleted apart.
    const removed = await call('DELETE', `${BASE}/concurrent-params`, {
      concParamId: day.concParamId,
      objectVersionNumber: day.objectVersionNumber,
    });
    expect(removed.statusCode).toBe(204);
    expect((await paramsOf(program.concurrentId)).map((param) => param.paramCode)).toEqual([
      'limit',
      'verbose',
    ]);
  });

  it('refuses two parameters of one code, and a default value that does not fit its type', async () => {
    const before = (await ok<PageBody>('GET', `${BASE}/concurrents`)).totalElements;
    const twice = await refusal(
      'POST',
      `${BASE}/concurrents`,
      programBody([
        { paramCode: 'days', paramName: 'Days' },
        { paramCode: 'DAYS', paramName: 'Days again' },
      ]),
    );
    expect(twice).toMatchObject({
      status: 200,
      message: 'Line 2: Parameter code DAYS already exists',
    });

    const badDefaults: [Row, string][] = [
      [
        { paramFormatCode: 'NUMBER', defaultValue: 'thirty' },
        'Line 1: Default value of days must be a number: “thirty” is not',
      ],
      [
        { paramFormatCode: 'DATE', defaultValue: '2025-02-30' },
        'Line 1: Default value of days must be a date YYYY-MM-DD: “2025-02-30” is not',
      ],
      [
        { paramFormatCode: 'BOOLEAN', defaultValue: 'yes' },
        'Line 1: Default value of days must be 1 (yes) or 0 (no): “yes” is not',
      ],
    ];
    for (const [param, message] of badDefaults) {
      const refused = await refusal(
        'POST',
        `${BASE}/concurrents`,
        programBody([{ paramCode: 'days', paramName: 'Days', ...param }]),
      );
      expect(refused).toMatchObject({ status: 400, message });
    }
    const noList = await refusal(
      'POST',
      `${BASE}/concurrents`,
      programBody([{ paramCode: 'kind', paramName: 'Kind', paramFormatCode: 'SELECT' }]),
    );
    expect(noList).toMatchObject({
      status: 400,
      message: 'Line 1: Value list is required for a value-list parameter',
    });
    await inChinese(async () => {
      const refused = await refusal(
        'POST',
        `${BASE}/concurrents`,
        programBody([
          { paramCode: 'days', paramName: 'Days', paramFormatCode: 'NUMBER', defaultValue: 'x' },
        ]),
      );
      expect(refused).toMatchObject({
        status: 400,
        message: '第 1 行：参数 days 的默认值须为数字，“x”不符合',
      });
    });
    expect((await ok<PageBody>('GET', `${BASE}/concurrents`)).totalElements).toBe(before);
  });

  describe('requests', () => {
    let program: Row;
    let species: string;

    beforeAll(async () => {
      const lists = await ok<Record<string, { value: string }[]>>(
        'GET',
        '/hpfm/v1/1/lovs/value/batch?species=PORTAL.SPECIES',
      );
      species = String(lists.species?.[0]?.value);
      program = await ok(
        'POST',
        `${BASE}/concurrents`,
        programBody([
          { paramCode: 'day', paramName: 'Day', paramFormatCode: 'DATE', notnullFlag: 1 },
          { paramCode: 'note', paramName: 'Note' },
          {
            paramCode: 'copies',
            paramName: 'Copies',
            paramFormatCode: 'NUMBER',
            notnullFlag: 1,
            defaultValue: '2',
          },
          {
            paramCode: 'species',
            paramName: 'Species',
            paramFormatCode: 'SELECT',
            lovCode: 'PORTAL.SPECIES',
          },
        ]),
      );
    });

    it('refuses an unknown, a missing required or a wrongly typed parameter, naming it', async () => {
      const refused = async (requestParam: unknown) => {
        const answer = await refusal('POST', `${BASE}/concurrent-requests`, {
          concurrentId: program.concurrentId,
          requestParam,
        });
        expect(answer.status).toBe(400);
        expect(answer.fields.requestParam).toBe(answer.message);
        return answer.message;
      };
      expect(await refused('{"day": "2025-01-31", "colour": "red"}')).toBe(
        `The program ${String(program.concName)} has no parameter “colour”; its parameters: day, note, copies, species`,
      );
      expect(await refused('{"note": "hello"}')).toBe('The parameter “day” (Day) is required');
      expect(await refused('{"day": "31/01/2025"}')).toBe(
        'The parameter “day” (Day) must be a date YYYY-MM-DD: “31/01/2025” is not',
      );
      expect(await refused('{"day": "2025-01-31", "copies": "many"}')).toBe(
        'The parameter “copies” (Copies) must be a number: “many” is not',
      );
      expect(await refused('{"day": "2025-01-31", "species": "Unicorn"}')).toBe(
        'The parameter “species” (Species) must be a value of the list PORTAL.SPECIES: “Unicorn” is not',
      );
      expect(await refused('[1, 2]')).toBe(
        'Parameters must be a JSON object of parameter codes to values, e.g. {"days": 30}',
      );
      expect(await refused('{"day": ')).toBe(
        'Parameters must be a JSON object of parameter codes to values, e.g. {"days": 30}',
      );
      await inChinese(async () => {
        expect(await refused('{"day": "2025-01-31", "colour": "red"}')).toBe(
          `程序 ${String(program.concName)} 没有参数“colour”，其参数为：day, note, copies, species`,
        );
        expect(await refused('{}')).toBe('参数“day”（Day）不能为空');
        expect(await refused('{"day": "2025-01-31", "copies": true}')).toBe(
          '参数“copies”（Copies）须为数字，“true”不符合',
        );
      });
      expect(await requestsOf(program.concurrentId)).toEqual([]);
    });

    it('runs a good request at once: SUCCESS with the handler’s message, defaults filled in', async () => {
      const res = await submit(
        program.concurrentId,
        JSON.stringify({ species, day: '2025-01-31', copies: '3' }),
      );
      expect(res.statusCode).toBe(200);
      const answer = res.json<{ row: Row; message: string }>();
      expect(answer.message).toMatch(
        /^Request \d+ ran: QC verdicts of 2025-01-31: \d+ pass, \d+ risk, \d+ fail \(\d+ in all\)$/,
      );
      expect(answer.row).toMatchObject({
        concurrentId: program.concurrentId,
        concName: program.concName,
        requestStatus: 'SUCCESS',
        requestParam: JSON.stringify({ day: '2025-01-31', copies: 3, species }),
        message: expect.stringMatching(/^QC verdicts of 2025-01-31: /),
        objectVersionNumber: 1,
      });
      expect(String(answer.row.startTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(String(answer.row.endTime) >= String(answer.row.startTime)).toBe(true);
      // The default of a parameter left out.
      const defaulted = (await submit(program.concurrentId, '{"day": "2025-02-01"}')).json<{
        row: Row;
      }>();
      expect(defaulted.row).toMatchObject({
        requestStatus: 'SUCCESS',
        requestParam: '{"day":"2025-02-01","copies":2}',
      });
      expect((await requestsOf(program.concurrentId)).map((row) => row.requestId)).toEqual([
        defaulted.row.requestId,
        answer.row.requestId,
      ]);
    });

    it('passes the parameters to the handler, which may still fail the run', async () => {
      const stale = await idOf('concurrents', 'concCode=STALE_DRAFTS', 'concurrentId');
      const ran = (await submit(stale, '{"days": 7}')).json<{ row: Row; message: string }>();
      expect(ran.row).toMatchObject({
        requestStatus: 'SUCCESS',
        message: expect.stringMatching(/untouched for 7 days/),
      });
      // A number the program accepts but its handler does not: the run is recorded as failed.
      const failed = (await submit(stale, '{"days": 0}')).json<{ row: Row; message: string }>();
      expect(failed.row).toMatchObject({
        requestStatus: 'FAILURE',
        message:
          'Failed: the parameter days must be a whole number of days from 1 to 3650, not “0”',
      });
      expect(failed.message).toBe(
        `Request ${String(failed.row.requestId)} failed: ${String(failed.row.message)}`,
      );
    });

    it('records FAILURE with why when the executable’s handler is not on this server', async () => {
      const executable = await ok('POST', `${BASE}/executables`, {
        executableCode: 'NO_SUCH_HANDLER',
        executableName: 'Handler nobody wrote',
        executableType: 'SIMPLE',
        jobHandler: 'noSuchHandler',
      });
      const orphan = await ok(
        'POST',
        `${BASE}/concurrents`,
        programBody([], { executableId: executable.executableId }),
      );
      const res = await submit(orphan.concurrentId, '');
      expect(res.statusCode).toBe(200);
      const answer = res.json<{ row: Row; message: string }>();
      expect(answer.row).toMatchObject({
        requestStatus: 'FAILURE',
        requestParam: '{}',
        message: 'No job handler named noSuchHandler runs on this server',
      });
      expect(answer.message).toBe(
        `Request ${String(answer.row.requestId)} failed: No job handler named noSuchHandler runs on this server`,
      );
      expect(String(answer.row.endTime)).not.toBe('null');
      await inChinese(async () => {
        const again = (await submit(orphan.concurrentId, '{}')).json<{ row: Row }>();
        expect(again.row).toMatchObject({
          requestStatus: 'FAILURE',
          message: '本服务器上没有名为 noSuchHandler 的任务处理器',
        });
      });
    });

    it('refuses a request of a program that is not there, or disabled', async () => {
      const missing = await refusal('POST', `${BASE}/concurrent-requests`, {
        concurrentId: 987_654,
        requestParam: '{}',
      });
      expect(missing).toMatchObject({
        status: 200,
        message: 'Concurrent program: there is no concurrent program 987654 here',
      });
      const off = await ok('POST', `${BASE}/concurrents`, programBody([], { enabledFlag: 0 }));
      const refused = await refusal('POST', `${BASE}/concurrent-requests`, {
        concurrentId: off.concurrentId,
        requestParam: '{}',
      });
      expect(refused).toMatchObject({
        status: 400,
        message: `Concurrent program: the program ${String(off.concName)} is disabled; enable it before requesting it`,
      });
      expect(await requestsOf(off.concurrentId)).toEqual([]);
    });

    it('keeps a request as it ran: no edit, no delete', async () => {
      const made = (await submit(program.concurrentId, '{"day": "2025-03-01"}')).json<{
        row: Row;
      }>().row;
      const url = `${BASE}/concurrent-requests/${String(made.requestId)}`;
      const edits: [Method, string, unknown][] = [
        ['PUT', url, { ...made, requestParam: '{"day": "2025-03-02"}' }],
        ['PUT', `${BASE}/concurrent-requests`, { ...made, requestParam: '{"day": "2025-03-02"}' }],
        ['DELETE', `${BASE}/concurrent-requests`, [made]],
      ];
      for (const [method, address, payload] of edits) {
        const res = await call(method, address, payload);
        expect([method, address, res.statusCode, res.json()]).toEqual([
          method,
          address,
          404,
          expect.objectContaining({ failed: true, code: 'error.not_found' }),
        ]);
      }
      expect(await ok('GET', url)).toEqual(made);
    });

    it('runs a request again as a new request with the same parameters', async () => {
      const first = (
        await submit(program.concurrentId, '{"day": "2025-04-01", "note": "x"}')
      ).json<{
        row: Row;
      }>().row;
      const res = await call(
        'POST',
        `${BASE}/concurrent-requests/${String(first.requestId)}/rerun`,
        {},
      );
      expect(res.statusCode).toBe(200);
      const answer = res.json<{ data: Row; message: string }>();
      expect(answer.data).toMatchObject({
        concurrentId: program.concurrentId,
        requestParam: first.requestParam,
        requestStatus: 'SUCCESS',
      });
      expect(Number(answer.data.requestId)).toBeGreaterThan(Number(first.requestId));
      expect(answer.message).toMatch(
        new RegExp(`^Request ${String(answer.data.requestId)} ran: QC verdicts of 2025-04-01: `),
      );
      expect(await ok('GET', `${BASE}/concurrent-requests/${String(first.requestId)}`)).toEqual(
        first,
      );
      // A program changed since: the same values are checked again.
      const [day] = (await paramsOf(program.concurrentId)) as [Row];
      const current = await ok('GET', `${BASE}/concurrents/${String(program.concurrentId)}`);
      await ok('PUT', `${BASE}/concurrents`, {
        ...current,
        paramList: [{ ...day, paramFormatCode: 'NUMBER', _status: 'update' }],
      });
      const refused = await refusal(
        'POST',
        `${BASE}/concurrent-requests/${String(first.requestId)}/rerun`,
        {},
      );
      expect(refused).toMatchObject({
        status: 400,
        message: 'The parameter “day” (Day) must be a number: “2025-04-01” is not',
      });
    });
  });
});
