/**
 * Service governance (hadm) governs the reference server for real: services and routes (a
 * disabled route answers 503 once refreshed, sensitive headers never reach the service), gateway
 * rate limits (429 with Retry-After and RateLimit headers), the trace log, API monitor rules
 * (a blocked address is refused), circuit breakers and service configuration.
 */
import { OAUTH_SESSION_COOKIE } from '../../server/routes/oauth';
import { callerOf, encryptPassword, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const HADM = '/hadm/v1';

describe('service governance', () => {
  let server: TestServer;
  let admin: string;
  let tenantAdmin: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer();
    [admin, tenantAdmin, operator] = await Promise.all([
      signIn(server.app, 'admin', 'Admin12345'),
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);

  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await call(admin, method, url, payload);
    const body = res.json<Row>();
    expect({
      status: res.statusCode,
      failed: body.failed,
      message: body.failed && body.message,
    }).toEqual({
      status: 200,
      failed: undefined,
      message: undefined,
    });
    return res.json<Row & PageBody>();
  };

  const routeNamed = async (name: string): Promise<Row> => {
    const page = await ok('GET', `${HADM}/routes?name=${name}&size=50`);
    const found = page.content.find((row) => row.name === name);
    if (!found) throw new Error(`no route ${name}`);
    return found;
  };

  describe('services and routes', () => {
    it('lists the server’s services with their latest version and release date', async () => {
      const page = await ok('GET', `${HADM}/services?size=50`);
      const hpfm = page.content.find((row) => row.serviceCode === 'hpfm');
      expect(hpfm).toMatchObject({ versionNumber: '1.5.0', releaseDate: '2026-03-31' });
      const versions = await ok('GET', `${HADM}/services/${String(hpfm?.serviceId)}/versions`);
      expect(versions.content.map((row) => row.versionNumber)).toEqual(['1.5.0', '1.4.0']);
    });

    it('is for site administrators only', async () => {
      const res = await call(tenantAdmin, 'GET', `${HADM}/routes`);
      expect(res.statusCode).toBe(403);
    });

    it('answers 503 under a disabled route once the routes are refreshed, and serves again after', async () => {
      const route = await routeNamed('hsdr');
      const url = '/hsdr/v1/1/executables';
      expect((await call(tenantAdmin, 'GET', url)).statusCode).toBe(200);
      await ok('POST', `${HADM}/routes/disable`, [route.serviceRouteId]);
      // Saved, not applied yet.
      expect((await call(tenantAdmin, 'GET', url)).statusCode).toBe(200);
      const refreshed = await ok('POST', `${HADM}/routes/refresh`);
      expect(refreshed.message).toMatch(/1 disabled/);
      const refused = await call(tenantAdmin, 'GET', url);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({
        failed: true,
        code: 'hadm.route.disabled',
        message: expect.stringContaining('hsdr (/hsdr/**) is disabled'),
      });
      await ok('POST', `${HADM}/routes/enable`, [route.serviceRouteId]);
      await ok('POST', `${HADM}/routes/refresh`);
      expect((await call(tenantAdmin, 'GET', url)).statusCode).toBe(200);
    });

    it('keeps a route’s sensitive headers from the service', async () => {
      const authorize =
        '/oauth/oauth/authorize?response_type=token&client_id=hzero-front&redirect_uri=' +
        encodeURIComponent('http://localhost/workplace');
      const withCookie = () =>
        server.app.inject({
          method: 'GET',
          url: authorize,
          headers: { cookie: `${OAUTH_SESSION_COOKIE}=${admin}` },
        });
      expect((await withCookie()).statusCode).toBe(302);
      const route = await routeNamed('oauth');
      const saved = await ok('PUT', `${HADM}/routes`, { ...route, sensitiveHeaders: 'Cookie' });
      await ok('POST', `${HADM}/routes/refresh`);
      // The browser's OAuth session no longer reaches the service: it asks to sign in.
      expect((await withCookie()).statusCode).toBe(200);
      await ok('PUT', `${HADM}/routes`, { ...saved, sensitiveHeaders: null });
      await ok('POST', `${HADM}/routes/refresh`);
      expect((await withCookie()).statusCode).toBe(302);
    });

    it('refuses Authorization as a sensitive header, naming the field', async () => {
      const route = await routeNamed('hpfm');
      const res = await call(admin, 'PUT', `${HADM}/routes`, {
        ...route,
        sensitiveHeaders: 'Cookie, Authorization',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        fields: { sensitiveHeaders: expect.stringContaining('Authorization') },
      });
    });
  });

  describe('gateway rate limits', () => {
    const countries = '/hpfm/v1/1/countries';
    let limit: Row;

    /** A rate limit (HZERO's addRateLimit) and its line (insertLine, at its own address). */
    const limitWithLine = async (rateLimitKey: string, line: Row) => {
      const header = await ok('POST', `${HADM}/gateway-rate-limits/create`, {
        rateLimitKey,
        rateLimitType: 'request',
        serviceName: 'hzero-gateway',
      });
      await ok('POST', `${HADM}/gateway-rate-limit-lines`, {
        ...line,
        rateLimitId: header.rateLimitId,
      });
      return header;
    };

    it('throttles the next requests with 429, Retry-After and RateLimit headers once refreshed', async () => {
      const hpfm = await routeNamed('hpfm');
      limit = await limitWithLine('COUNTRIES', {
        serviceRouteId: hpfm.serviceRouteId,
        path: '/hpfm/v1/*/countries',
        replenishRate: 5,
        replenishPeriod: 10,
        burstCapacity: 5,
        rateLimitDimension: 'user',
      });
      expect(limit.refreshStatus).toBe('N');
      // Not applied before the refresh.
      for (let index = 0; index < 6; index += 1) {
        expect((await call(tenantAdmin, 'GET', countries)).statusCode).toBe(200);
      }
      // HZERO's config/refresh (zuulRateLimitService.js refresh); the old address is gone.
      expect((await call(admin, 'POST', `${HADM}/gateway-rate-limits/refresh`)).statusCode).toBe(
        404,
      );
      // HZERO's body: the selected limits (rateLimitId and the gateway's serviceName).
      const none = await call(admin, 'POST', `${HADM}/gateway-rate-limits/config/refresh`, []);
      expect(none.json()).toMatchObject({
        failed: true,
        message: 'The request body must be a list of 1 to 500 rows, each with its rateLimitId',
      });
      const refreshed = await ok('POST', `${HADM}/gateway-rate-limits/config/refresh`, [
        { rateLimitId: limit.rateLimitId, serviceName: 'hzero-gateway' },
      ]);
      expect(refreshed.message).toMatch(/^1 rate limits? applied, 0 failed/);
      const remaining: unknown[] = [];
      for (let index = 0; index < 5; index += 1) {
        const res = await call(tenantAdmin, 'GET', countries);
        expect(res.statusCode).toBe(200);
        expect(res.headers['ratelimit-limit']).toBe('5');
        remaining.push(res.headers['ratelimit-remaining']);
      }
      expect(remaining).toEqual(['4', '3', '2', '1', '0']);
      const sixth = await call(tenantAdmin, 'GET', countries);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBe('2');
      expect(sixth.headers['ratelimit-remaining']).toBe('0');
      expect(sixth.headers['ratelimit-policy']).toBe('5;w=10;burst=5');
      expect(sixth.json()).toMatchObject({
        failed: true,
        code: 'hadm.rate_limited',
        message: expect.stringContaining('5 per 10 s'),
      });
      // Per user: another user of the same tenant is not held back.
      expect((await call(operator, 'GET', countries)).statusCode).toBe(200);
      // One request comes back every 2 s.
      server.advance(2_000);
      expect((await call(tenantAdmin, 'GET', countries)).statusCode).toBe(200);
      expect((await call(tenantAdmin, 'GET', countries)).statusCode).toBe(429);
    });

    it('shows each limit’s refresh status, message and time', async () => {
      const page = await ok('GET', `${HADM}/gateway-rate-limits?rateLimitKey=COUNTRIES`);
      expect(page.content[0]).toMatchObject({
        refreshStatus: 'S',
        refreshMessage: '/hpfm/v1/*/countries: 5 per 10 s, bursts of 5, per user',
        refreshTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      });
    });

    it('records a failed refresh with its reason and leaves that limit out', async () => {
      const hsdr = await routeNamed('hsdr');
      const bad = await limitWithLine('OUTSIDE', {
        serviceRouteId: hsdr.serviceRouteId,
        path: '/hpfm/v1/*/currencys',
        replenishRate: 1,
        replenishPeriod: 60,
        burstCapacity: 1,
        rateLimitDimension: 'user,url',
      });
      const before = await ok('GET', `${HADM}/gateway-rate-limits/${String(limit.rateLimitId)}`);
      // Only the selected limit is refreshed: COUNTRIES keeps its rules and its record.
      const refreshed = await ok('POST', `${HADM}/gateway-rate-limits/config/refresh`, [
        { rateLimitId: bad.rateLimitId },
      ]);
      expect(refreshed.message).toMatch(/^0 rate limits? applied, 1 failed/);
      expect(
        await ok('GET', `${HADM}/gateway-rate-limits/${String(limit.rateLimitId)}`),
      ).toMatchObject({ refreshTime: before.refreshTime, refreshStatus: 'S' });
      expect((await call(operator, 'GET', countries)).headers['ratelimit-limit']).toBe('5');
      const row = await ok('GET', `${HADM}/gateway-rate-limits/${String(bad.rateLimitId)}`);
      expect(row).toMatchObject({
        refreshStatus: 'F',
        refreshMessage:
          'Line 1: the path /hpfm/v1/*/currencys is not under its route hsdr (/hsdr/**)',
      });
      for (let index = 0; index < 3; index += 1) {
        expect((await call(tenantAdmin, 'GET', '/hpfm/v1/1/currencys')).statusCode).toBe(200);
      }
      await ok('POST', `${HADM}/gateway-rate-limits/disable`, [bad.rateLimitId, limit.rateLimitId]);
      await ok('POST', `${HADM}/gateway-rate-limits/config/refresh`, [
        { rateLimitId: bad.rateLimitId },
        { rateLimitId: limit.rateLimitId },
      ]);
      expect((await call(tenantAdmin, 'GET', countries)).statusCode).toBe(200);
    });
  });

  describe('trace log', () => {
    it('records each request of the tracing user with timing, status and database time', async () => {
      expect(await ok('GET', `${HADM}/trace/status`)).toEqual({ tracing: false });
      // HZERO's status has no tenant form.
      expect((await call(admin, 'GET', `${HADM}/0/trace/status`)).statusCode).toBe(404);
      const started = await ok('POST', `${HADM}/trace/start`);
      expect(started).toMatchObject({ tracing: true, traceGroupId: expect.any(Number) });
      await ok('GET', '/hpfm/v1/countries?size=5');
      const self = await call(admin, 'GET', '/iam/hzero/v1/users/self');
      expect(self.statusCode).toBe(200);
      const route = await routeNamed('hwfp');
      await ok('PUT', `${HADM}/routes`, { ...route, description: 'traced' });
      expect((await call(admin, 'GET', '/hpfm/v1/no-such-thing')).statusCode).toBe(404);
      // Another user's requests are not in this trace.
      await call(tenantAdmin, 'GET', '/hpfm/v1/1/countries');
      // The trace endpoints themselves are not recorded.
      expect(await ok('GET', `${HADM}/trace/status`)).toMatchObject({ tracing: true, count: 5 });
      const ended = await ok('POST', `${HADM}/trace/end`);
      const list = ended.traceList as Row[];
      expect(ended.message).toBe('Trace ended: 5 requests recorded');
      expect(
        list.map((item) => `${String(item.method)} ${String(item.url)} ${String(item.statusCode)}`),
      ).toEqual([
        'GET /hpfm/v1/countries?size=5 200',
        'GET /iam/hzero/v1/users/self 200',
        'GET /hadm/v1/routes?name=hwfp&size=50 200',
        'PUT /hadm/v1/routes 200',
        'GET /hpfm/v1/no-such-thing 404',
      ]);
      for (const item of list.slice(0, 4)) {
        expect(item.durationMs).toBeGreaterThan(0);
        expect(item.dbQueries).toBeGreaterThan(0);
        expect(item.dbMs).toBeGreaterThan(0);
        expect(item.dbMs as number).toBeLessThanOrEqual(item.durationMs as number);
      }
      expect((await ok('POST', `${HADM}/trace/end`)).message).toBe('No trace was running');

      const groups = await ok('GET', `${HADM}/trace-groups`);
      expect(groups.content[0]).toMatchObject({
        traceGroupId: started.traceGroupId,
        loginName: 'admin',
        status: 'ENDED',
        requestCount: 5,
      });
      const requests = await ok(
        'GET',
        `${HADM}/trace-requests?traceGroupId=${String(started.traceGroupId)}&size=50`,
      );
      expect(requests.totalElements).toBe(5);
    });

    it('is for site administrators only', async () => {
      const res = await call(tenantAdmin, 'POST', '/hadm/v1/1/trace/start');
      expect(res.statusCode).toBe(403);
    });
  });

  describe('API limits', () => {
    const currencies = '/hpfm/v1/1/currencys';
    const from = (remoteAddress: string, url = currencies) =>
      server.app.inject({
        method: 'GET',
        url,
        remoteAddress,
        headers: { authorization: `bearer ${tenantAdmin}` },
      });

    it('refuses an address over its maximum, charts its calls, and refuses a blocked address', async () => {
      const rule = await ok('POST', `${HADM}/api-monitor-rules`, {
        urlPattern: '/hpfm/v1/*/currencys',
        timeWindowSeconds: 60,
        maxCount: 3,
        allowList: '198.51.100.1',
      });
      // HZERO's PUT (apiLimitService.js applyAPI); the product's old POST is gone.
      expect((await call(admin, 'POST', `${HADM}/api-monitor-rules/apply`)).statusCode).toBe(404);
      // HZERO's query: the selected rules' ids in ?monitorRuleIds=, comma-separated.
      expect((await call(admin, 'PUT', `${HADM}/api-monitor-rules/apply`)).json()).toMatchObject({
        failed: true,
        message:
          "Query parameter 'monitorRuleIds' must name 1 to 500 monitorRuleId values, separated by commas",
      });
      expect(
        (await call(admin, 'PUT', `${HADM}/api-monitor-rules/apply?monitorRuleIds=99999`))
          .statusCode,
      ).toBe(404);
      const applied = await ok(
        'PUT',
        `${HADM}/api-monitor-rules/apply?monitorRuleIds=${String(rule.monitorRuleId)}`,
      );
      expect(applied.message).toMatch(/^1 monitor rules? in force, 0 failed/);
      for (let index = 0; index < 3; index += 1) {
        expect((await from('203.0.113.7')).statusCode).toBe(200);
      }
      const over = await from('203.0.113.7');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(50);
      expect(over.json()).toMatchObject({
        code: 'hadm.api_limit.over',
        message: expect.stringContaining(
          '203.0.113.7 called /hpfm/v1/*/currencys more than 3 times in 60 s',
        ),
      });
      // Other addresses, and addresses on the allow list, go on.
      expect((await from('203.0.113.8')).statusCode).toBe(200);
      for (let index = 0; index < 5; index += 1) {
        expect((await from('198.51.100.1')).statusCode).toBe(200);
      }

      const view = await ok(
        'GET',
        `${HADM}/api-monitors?monitorRuleId=${String(rule.monitorRuleId)}`,
      );
      expect(view).toMatchObject({ applied: true, maxCount: 3, bucketSeconds: 10 });
      expect(view.addresses).toEqual([
        { ip: '198.51.100.1', calls: 5, inWindow: 5, blocked: false, allowed: true },
        { ip: '203.0.113.7', calls: 4, inWindow: 4, blocked: false, allowed: false },
        { ip: '203.0.113.8', calls: 1, inWindow: 1, blocked: false, allowed: false },
      ]);
      expect(view.urls).toEqual([{ url: currencies, calls: 10 }]);
      const points = view.points as { total: number; byAddress: Record<string, number> }[];
      expect(points.reduce((sum, point) => sum + point.total, 0)).toBe(10);

      const blocked = await ok(
        'POST',
        `${HADM}/api-monitors?monitorRuleId=${String(rule.monitorRuleId)}&ip=203.0.113.8`,
      );
      expect(blocked.message).toBe('203.0.113.8 is blocked from /hpfm/v1/*/currencys from now on');
      const refused = await from('203.0.113.8');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'hadm.api_limit.blocked',
        message: expect.stringContaining('Your address 203.0.113.8 is blocked'),
      });
      // Calls elsewhere are not watched by the rule.
      expect((await from('203.0.113.8', '/hpfm/v1/1/countries')).statusCode).toBe(200);
      // After the window the address over its maximum is served again; the blocked one is not.
      server.advance(61_000);
      expect((await from('203.0.113.7')).statusCode).toBe(200);
      expect((await from('203.0.113.8')).statusCode).toBe(403);
      const saved = await ok('GET', `${HADM}/api-monitor-rules/${String(rule.monitorRuleId)}`);
      expect(saved.blockList).toBe('203.0.113.8');
      await ok('POST', `${HADM}/api-monitor-rules/disable`, [rule.monitorRuleId]);
      await ok(
        'PUT',
        `${HADM}/api-monitor-rules/apply?monitorRuleIds=${String(rule.monitorRuleId)}`,
      );
      expect((await from('203.0.113.8')).statusCode).toBe(200);
    });

    it('refuses a list entry that is no address, naming the field', async () => {
      const res = await call(admin, 'POST', `${HADM}/api-monitor-rules`, {
        urlPattern: '/hpfm/v1/*/banks',
        timeWindowSeconds: 60,
        maxCount: 3,
        blockList: '203.0.113.9, example.com',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        fields: { blockList: expect.stringContaining('example.com') },
      });
    });
  });

  describe('circuit breakers', () => {
    const BOUNDARY = '----hadm-test-boundary';
    const upload = (token: string) =>
      server.app.inject({
        method: 'POST',
        url: '/hfle/v1/1/files/multipart',
        headers: {
          authorization: `bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: Buffer.from(
          [
            `--${BOUNDARY}`,
            'Content-Disposition: form-data; name="bucket"',
            '',
            'portal-sample',
            `--${BOUNDARY}`,
            'Content-Disposition: form-data; name="file"; filename="sheet.csv"',
            'Content-Type: text/csv',
            '',
            'sample,volume',
            `--${BOUNDARY}--`,
            '',
          ].join('\r\n'),
        ),
      });
    const breaker = async (key: string) =>
      ((await ok('GET', `${HADM}/hystrix-breakers`)) as unknown as Row[]).find(
        (item) => item.key === key,
      ) as Row & { state: string; settings: Row; totals: Row; window: Row };

    it('opens after injected failures, answers fast while open and closes after the sleep window', async () => {
      const manager = await signIn(server.app, 'manager@lab.example', 'Manager123');
      expect((await upload(manager)).statusCode).toBe(200);
      expect(await breaker('FILE_STORAGE')).toMatchObject({ configured: false, state: 'CLOSED' });
      // HZERO's save: a list of configurations POSTed to hystrix-confs (hystrixService.js add).
      const [conf] = (await ok('POST', `${HADM}/hystrix-confs`, [
        {
          confKey: 'FILE_STORAGE',
          confTypeCode: 'COMMAND',
          serviceName: 'hfle',
          hystrixConfLines: [
            ['circuitBreaker.requestVolumeThreshold', 3],
            ['circuitBreaker.errorThresholdPercentage', 50],
            ['circuitBreaker.sleepWindowInMilliseconds', 5000],
          ].map(([propertyName, propertyValue]) => ({
            propertyName,
            propertyValue,
            _status: 'create',
          })),
        },
      ])) as unknown as Row[];
      const lines = await ok('GET', `${HADM}/hystrix-conf-lines?confId=${String(conf?.confId)}`);
      expect(lines.content).toHaveLength(3);
      // A property deleted apart (HZERO's deleteDetails: DELETE hystrix-conf-lines, a list), not
      // with the configuration's save.
      const timeout = await ok('POST', `${HADM}/hystrix-confs`, [
        {
          ...conf,
          hystrixConfLines: [
            {
              _status: 'create',
              propertyName: 'execution.isolation.thread.timeoutInMilliseconds',
              propertyValue: 2000,
            },
          ],
        },
      ]);
      expect(timeout).toHaveLength(1);
      const added = (
        await ok('GET', `${HADM}/hystrix-conf-lines?confId=${String(conf?.confId)}`)
      ).content.find(
        (line) => line.propertyName === 'execution.isolation.thread.timeoutInMilliseconds',
      );
      const withSave = await call(admin, 'POST', `${HADM}/hystrix-confs`, [
        {
          ...(timeout as unknown as Row[])[0],
          hystrixConfLines: [{ ...added, _status: 'delete' }],
        },
      ]);
      expect(JSON.stringify(withSave.json())).toContain('(DELETE /hadm/v1/hystrix-conf-lines)');
      const removed = await call(admin, 'DELETE', `${HADM}/hystrix-conf-lines`, [
        { confLineId: added?.confLineId, objectVersionNumber: added?.objectVersionNumber },
      ]);
      expect(removed.statusCode).toBe(204);
      expect(
        (await ok('GET', `${HADM}/hystrix-conf-lines?confId=${String(conf?.confId)}`)).content,
      ).toHaveLength(3);
      const mailBefore = await breaker('MAIL');
      // HZERO's body: the selected configurations, [{confId}]; MAIL's is not among them.
      expect(
        (await ok('POST', `${HADM}/hystrix-confs/batch-refresh`, [{ confId: conf?.confId }]))
          .message,
      ).toBe('1 breaker configurations applied, 0 failed');
      expect(await breaker('FILE_STORAGE')).toMatchObject({
        state: 'CLOSED',
        configured: true,
        settings: { volume: 3, errorPercent: 50, sleepMs: 5000, timeoutMs: 1000 },
      });
      // A sibling's configuration is left as it was.
      expect((await breaker('MAIL')).settings).toEqual(mailBefore.settings);

      const fault = await ok('POST', `${HADM}/hystrix-breakers/FILE_STORAGE/fault`, {
        faultInjected: true,
      });
      expect(fault.message).toBe('Fault injection of FILE_STORAGE is on: every call fails');
      for (let index = 0; index < 2; index += 1) {
        const failed = await upload(manager);
        expect(failed.statusCode).toBe(503);
        expect(failed.json()).toMatchObject({
          code: 'hadm.breaker.failed',
          message: 'File storage failed: a fault injected for demonstration (service governance)',
        });
      }
      // One success and two failures in the window: 67 % of 3 calls opens it.
      expect(await breaker('FILE_STORAGE')).toMatchObject({ state: 'OPEN' });
      await ok('POST', `${HADM}/hystrix-breakers/FILE_STORAGE/fault`, { faultInjected: false });
      const started = Date.now();
      const refused = await upload(manager);
      expect(Date.now() - started).toBeLessThan(200);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({
        code: 'hadm.breaker.open',
        message:
          'File storage is unavailable: its circuit breaker FILE_STORAGE is open after repeated failures. Try again in 5 s.',
      });
      expect((await breaker('FILE_STORAGE')).totals).toMatchObject({ failures: 2, rejections: 1 });

      server.advance(5_000);
      expect(await breaker('FILE_STORAGE')).toMatchObject({ state: 'HALF_OPEN' });
      expect((await upload(manager)).statusCode).toBe(200);
      expect(await breaker('FILE_STORAGE')).toMatchObject({ state: 'CLOSED' });
      expect((await upload(manager)).statusCode).toBe(200);
    });

    it('keeps the password-reset answer the same while mail sending is failing', async () => {
      await ok('POST', `${HADM}/hystrix-breakers/MAIL/fault`, { faultInjected: true });
      const res = await server.app.inject({
        method: 'POST',
        url: '/oauth/public/forgot-password',
        payload: { email: 'manager@lab.example' },
      });
      await ok('POST', `${HADM}/hystrix-breakers/MAIL/fault`, { faultInjected: false });
      expect(res.statusCode).toBe(200);
      expect(res.json<Row>().message).toMatch(/^If an active account uses this e-mail address/);
      expect((await breaker('MAIL')).totals).toMatchObject({ failures: 1 });
    });
  });

  describe('service configuration', () => {
    const configOf = async (serviceCode: string) => {
      const page = await ok('GET', `${HADM}/configs?size=50`);
      const found = page.content.find((row) => row.serviceCode === serviceCode);
      if (!found) throw new Error(`no configuration of ${serviceCode}`);
      return found;
    };

    it('validates the YAML on save, naming the line and column', async () => {
      const hpfm = await configOf('hpfm');
      const broken = await call(admin, 'PUT', `${HADM}/configs`, {
        ...hpfm,
        configYaml: 'logging:\n  level: info\n bad: [\n',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({
        fields: {
          configYaml: expect.stringMatching(/^The YAML is not valid at line \d+, column \d+/),
        },
      });
      const level = await call(admin, 'PUT', `${HADM}/configs`, {
        ...hpfm,
        configYaml: 'logging:\n  level: loud\n',
      });
      expect(level.json()).toMatchObject({
        fields: {
          configYaml: expect.stringContaining('logging.level must be one of trace, debug'),
        },
      });
      const ttl = await call(admin, 'PUT', `${HADM}/configs`, {
        ...hpfm,
        configYaml: 'token:\n  accessTokenTtlSeconds: 600\n',
      });
      expect(ttl.json()).toMatchObject({
        fields: { configYaml: 'token.accessTokenTtlSeconds applies to the oauth service only' },
      });
    });

    it('keeps every saved text in the history and applies a refreshed configuration at once', async () => {
      const oauth = await configOf('oauth');
      const saved = await ok('PUT', `${HADM}/configs`, {
        ...oauth,
        configYaml:
          'logging:\n  level: warn\ntoken:\n  accessTokenTtlSeconds: 600\nfeature:\n  beta: true\n',
      });
      const history = await ok(
        'GET',
        `${HADM}/config-histories?serviceConfigId=${String(oauth.serviceConfigId)}`,
      );
      expect(history.content.map((row) => [row.revision, row.changedBy])).toEqual([
        [2, 'admin'],
        [1, 'system'],
      ]);
      expect(history.content[0]?.configYaml).toContain('accessTokenTtlSeconds: 600');
      // Saved, not applied: tokens still last an hour.
      const before = await server.app.inject({
        method: 'POST',
        url: '/oauth/public/login',
        payload: {
          username: 'operator',
          password: await encryptPassword(server.app, 'Operator123'),
        },
      });
      expect(before.json<Row>().expires_in).toBe(3600);
      const refreshed = await ok(
        'POST',
        `${HADM}/configs/${String(saved.serviceConfigId)}/refresh`,
      );
      expect(refreshed.message).toBe(
        'Applied: log level warn, access tokens last 600 s; not used by this server: feature.beta',
      );
      expect((refreshed.row as Row).refreshStatus).toBe('S');
      const after = await server.app.inject({
        method: 'POST',
        url: '/oauth/public/login',
        payload: {
          username: 'operator',
          password: await encryptPassword(server.app, 'Operator123'),
        },
      });
      expect(after.json<Row>().expires_in).toBe(600);
    });
  });
});
