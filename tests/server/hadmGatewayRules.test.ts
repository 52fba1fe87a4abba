/**
 * What service governance adds beyond its lists: dimension rules of rate-limit lines (a user or
 * URL value with a bucket of its own), a route's strip prefix applied by the gateway layer, the
 * trace export, the services' YAML download, and the rate limits' refresh message in the
 * reader's language.
 */
import { parse } from 'yaml';
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const HADM = '/hadm/v1';

describe('service governance rules', () => {
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

  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await call(admin, method, url, payload);
    const body = res.json<Row>();
    expect({ status: res.statusCode, message: body.failed && body.message }).toEqual({
      status: 200,
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

  const userIdOf = async (token: string): Promise<number> =>
    (await call(token, 'GET', '/iam/hzero/v1/users/self')).json<{ id: number }>().id;

  /** Statuses of `count` calls of `url` by the holder of `token`. */
  const statuses = async (token: string, url: string, count: number) => {
    const seen: number[] = [];
    for (let index = 0; index < count; index += 1) {
      seen.push((await call(token, 'GET', url)).statusCode);
    }
    return seen;
  };

  /** Creates a rate limit of one line on the hpfm route and answers its line. */
  const limitWithLine = async (key: string, line: Row): Promise<{ limit: Row; line: Row }> => {
    const hpfm = await routeNamed('hpfm');
    const limit = await ok('POST', `${HADM}/gateway-rate-limits/create`, {
      rateLimitKey: key,
      rateLimitType: 'request',
      serviceName: 'hzero-gateway',
    });
    // HZERO's insertLine: the line at its own address, its header named in it.
    const created = await ok('POST', `${HADM}/gateway-rate-limit-lines`, {
      rateLimitId: limit.rateLimitId,
      serviceRouteId: hpfm.serviceRouteId,
      replenishPeriod: 60,
      ...line,
    });
    const lines = await ok('GET', `${HADM}/gateway-rate-limits/${String(limit.rateLimitId)}/lines`);
    expect(lines.content).toEqual([expect.objectContaining(created)]);
    return { limit, line: lines.content[0] as Row };
  };

  /** Adds a dimension rule to a line at HZERO's address (insertDimensionConfigs). */
  const addRule = (line: Row, rule: Row) =>
    call(admin, 'POST', `${HADM}/dimension-configs`, {
      rateLimitLineId: line.rateLimitLineId,
      replenishRate: 1,
      replenishPeriod: 60,
      ...rule,
    });

  const disable = (limit: Row) =>
    ok('POST', `${HADM}/gateway-rate-limits/disable`, [limit.rateLimitId]);
  /** Refreshes one limit, as HZERO's list does with its selected rows. */
  const refresh = (limit: Row) =>
    ok('POST', `${HADM}/gateway-rate-limits/config/refresh`, [{ rateLimitId: limit.rateLimitId }]);

  describe("rate limits at HZERO's addresses", () => {
    it('saves a limit at detail/save and its lines one at a time at gateway-rate-limit-lines', async () => {
      const { limit, line } = await limitWithLine('HZERO_SAVE', {
        path: '/hpfm/v1/*/uom',
        replenishRate: 5,
        burstCapacity: 5,
        rateLimitDimension: 'user',
      });
      const header = await ok('GET', `${HADM}/gateway-rate-limits/${String(limit.rateLimitId)}`);
      // A line change with the header is refused, naming HZERO's address for it.
      const withLine = await call(admin, 'POST', `${HADM}/gateway-rate-limits/detail/save`, {
        ...header,
        lines: [{ ...line, _status: 'update', burstCapacity: 7 }],
      });
      expect(withLine.statusCode).toBe(400);
      expect(JSON.stringify(withLine.json())).toContain('(PUT /hadm/v1/gateway-rate-limit-lines)');
      const saved = await ok('POST', `${HADM}/gateway-rate-limits/detail/save`, {
        ...header,
        description: 'Units of measure',
      });
      expect(saved).toMatchObject({
        rateLimitId: limit.rateLimitId,
        description: 'Units of measure',
      });
      // HZERO's updateLine: PUT without the line's id.
      const changed = await ok('PUT', `${HADM}/gateway-rate-limit-lines`, {
        ...line,
        burstCapacity: 7,
      });
      expect(changed).toMatchObject({ rateLimitLineId: line.rateLimitLineId, burstCapacity: 7 });
      const readLines = () =>
        ok('GET', `${HADM}/gateway-rate-limits/${String(limit.rateLimitId)}/lines`);
      const lines = await readLines();
      expect(lines.content).toEqual([expect.objectContaining({ burstCapacity: 7 })]);
      // Another header's id in the line is refused as not there.
      const moved = await call(admin, 'PUT', `${HADM}/gateway-rate-limit-lines`, {
        ...changed,
        rateLimitId: 999_999,
      });
      expect(moved.json()).toMatchObject({ failed: true });
      // No PUT by id is left for either.
      const byId = await call(
        admin,
        'PUT',
        `${HADM}/gateway-rate-limits/${String(limit.rateLimitId)}`,
        saved,
      );
      expect(byId.statusCode).toBe(404);
      const lineById = await call(
        admin,
        'PUT',
        `${HADM}/gateway-rate-limit-lines/${String(line.rateLimitLineId)}`,
        lines.content[0],
      );
      expect(lineById.statusCode).toBe(404);
      const old = await call(admin, 'POST', `${HADM}/gateway-rate-limits`, { rateLimitKey: 'OLD' });
      expect(old.statusCode).toBe(404);
      // HZERO's deleteLines: a list at batch-delete; a stale version changes nothing.
      const stale = await call(admin, 'POST', `${HADM}/gateway-rate-limit-lines/batch-delete`, [
        { rateLimitLineId: changed.rateLimitLineId, objectVersionNumber: 1 },
      ]);
      expect(stale.json()).toMatchObject({ failed: true });
      const removed = await call(admin, 'POST', `${HADM}/gateway-rate-limit-lines/batch-delete`, [
        {
          rateLimitLineId: changed.rateLimitLineId,
          objectVersionNumber: changed.objectVersionNumber,
        },
      ]);
      expect(removed.statusCode).toBe(204);
      expect((await readLines()).content).toEqual([]);
      await disable(limit);
    });
  });

  describe('dimension rules of rate-limit lines', () => {
    it('gives one user a bucket of their own and leaves the others on the line’s', async () => {
      const { limit, line } = await limitWithLine('PER_USER_RULE', {
        path: '/hpfm/v1/*/countries',
        replenishRate: 1,
        burstCapacity: 4,
        rateLimitDimension: 'user',
      });
      const operatorId = await userIdOf(operator);
      // Rules go one at a time to HZERO's dimension-configs, not with their line.
      const withLine = await call(admin, 'PUT', `${HADM}/gateway-rate-limit-lines`, {
        ...line,
        'dimension-configs': [
          { _status: 'create', userId: operatorId, replenishRate: 1, burstCapacity: 2 },
        ],
      });
      expect(withLine.statusCode).toBe(400);
      expect(JSON.stringify(withLine.json())).toContain('(POST /hadm/v1/dimension-configs)');
      const added = await addRule(line, { userId: operatorId, burstCapacity: 9 });
      expect(added.json()).toMatchObject({
        rateLimitLineId: line.rateLimitLineId,
        burstCapacity: 9,
      });
      const saved = await ok('PUT', `${HADM}/dimension-configs`, {
        ...added.json<Row>(),
        burstCapacity: 2,
      });
      const rules = await ok(
        'GET',
        `${HADM}/dimension-configs?rateLimitLineId=${String(line.rateLimitLineId)}`,
      );
      expect(rules.content).toEqual([
        expect.objectContaining({ userId: operatorId, burstCapacity: 2 }),
      ]);
      // A second rule removed again: HZERO's DELETE takes one rule, not a list.
      const extra = (
        await addRule(line, { userId: await userIdOf(tenantAdmin), burstCapacity: 3 })
      ).json<Row>();
      const asList = await call(admin, 'DELETE', `${HADM}/dimension-configs`, [extra]);
      expect(asList.statusCode).toBe(400);
      const gone = await call(admin, 'DELETE', `${HADM}/dimension-configs`, {
        rateLimitDimId: extra.rateLimitDimId,
        objectVersionNumber: extra.objectVersionNumber,
      });
      expect(gone.statusCode).toBe(204);
      expect(
        (
          await ok(
            'GET',
            `${HADM}/dimension-configs?rateLimitLineId=${String(line.rateLimitLineId)}`,
          )
        ).content,
      ).toEqual([expect.objectContaining({ rateLimitDimId: saved.rateLimitDimId })]);
      const refreshed = await refresh(limit);
      expect(refreshed.message).toMatch(/ 0 failed/);
      const url = '/hpfm/v1/1/countries';
      const third = await statuses(operator, url, 3);
      expect(third).toEqual([200, 200, 429]);
      // The line's own bucket: four for the tenant administrator.
      expect(await statuses(tenantAdmin, url, 5)).toEqual([200, 200, 200, 200, 429]);
      const header = (await ok('GET', `${HADM}/gateway-rate-limits?rateLimitKey=PER_USER_RULE`))
        .content[0];
      expect(header?.refreshMessage).toContain('(1 dimension rules)');
      await disable(limit);
      await refresh(limit);
    });

    it('gives the value of a URL variable its own bucket', async () => {
      const { limit, line } = await limitWithLine('PER_URL_RULE', {
        path: '/hpfm/v1/1/*',
        replenishRate: 1,
        burstCapacity: 50,
        rateLimitDimension: 'url',
        urlTemplate: '/hpfm/v1/1/{1}',
      });
      expect((await addRule(line, { urlValues: 'countries', burstCapacity: 2 })).statusCode).toBe(
        200,
      );
      await refresh(limit);
      expect(await statuses(tenantAdmin, '/hpfm/v1/1/countries', 3)).toEqual([200, 200, 429]);
      expect(await statuses(tenantAdmin, '/hpfm/v1/1/regions', 3)).toEqual([200, 200, 200]);
      await disable(limit);
      await refresh(limit);
    });

    it('refuses a rule without the line’s dimension or with the wrong number of URL values', async () => {
      const { limit, line } = await limitWithLine('RULE_CHECKS', {
        path: '/hpfm/v1/*/*',
        replenishRate: 1,
        burstCapacity: 50,
        rateLimitDimension: 'url',
        urlTemplate: '/hpfm/v1/{1}/{2}',
      });
      const save = (rule: Row) => addRule(line, { replenishPeriod: 1, burstCapacity: 1, ...rule });
      const oneValue = await save({ urlValues: 'countries' });
      expect(oneValue.statusCode).toBe(400);
      expect(JSON.stringify(oneValue.json())).toContain('takes 2 values separated by ;');
      const withUser = await save({ urlValues: '1;countries', userId: await userIdOf(operator) });
      expect(withUser.statusCode).toBe(400);
      expect(JSON.stringify(withUser.json())).toContain('not a dimension of the line');
      expect((await save({ urlValues: '1;countries' })).statusCode).toBe(200);
      // Once it has rules, the line's dimensions stay as they are.
      const current = (
        await ok('GET', `${HADM}/gateway-rate-limits/${String(limit.rateLimitId)}/lines`)
      ).content[0] as Row;
      expect(
        (
          await ok(
            'GET',
            `${HADM}/gateway-rate-limit-lines/if-allow-change?rateLimitLineId=${String(current.rateLimitLineId)}`,
          )
        ).valueOf(),
      ).toBe(false);
      const changed = await call(admin, 'PUT', `${HADM}/gateway-rate-limit-lines`, {
        ...current,
        rateLimitDimension: 'user',
        urlTemplate: null,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        failed: true,
        message: expect.stringContaining('cannot change while it has 1 dimension rules'),
      });
      await disable(limit);
    });
  });

  describe('routes', () => {
    it('forwards under a route of its own prefix, without it when stripping and with it otherwise', async () => {
      const services = await ok('GET', `${HADM}/services?serviceCode=hpfm&size=50`);
      const hpfm = services.content.find((row) => row.serviceCode === 'hpfm');
      const url = '/platform/v1/1/countries?size=1';
      // No API is served there: the browser's pages are.
      const isPage = async () =>
        String((await call(tenantAdmin, 'GET', url)).headers['content-type']).startsWith(
          'text/html',
        );
      expect(await isPage()).toBe(true);
      const route = await ok('POST', `${HADM}/routes`, {
        name: 'platform',
        serviceId: hpfm?.serviceId,
        path: '/platform/**',
        stripPrefix: 1,
      });
      // Saved, not applied before the refresh.
      expect(await isPage()).toBe(true);
      await ok('POST', `${HADM}/routes/refresh`);
      const direct = await call(tenantAdmin, 'GET', '/hpfm/v1/1/countries?size=1');
      const forwarded = await call(tenantAdmin, 'GET', url);
      expect(forwarded.statusCode).toBe(200);
      expect(forwarded.json()).toEqual(direct.json());
      // A route under the service's own code reaches it as it is, stripping or not.
      const own = await routeNamed('hpfm');
      await ok('PUT', `${HADM}/routes`, { ...own, stripPrefix: 0 });
      await ok('POST', `${HADM}/routes/refresh`);
      expect((await call(tenantAdmin, 'GET', '/hpfm/v1/1/countries?size=1')).statusCode).toBe(200);
      await ok('PUT', `${HADM}/routes`, { ...(await routeNamed('hpfm')), stripPrefix: 1 });
      // Without stripping, the service receives /hpfm/platform/v1/…, which it does not serve.
      await ok('PUT', `${HADM}/routes`, { ...route, stripPrefix: 0 });
      await ok('POST', `${HADM}/routes/refresh`);
      expect((await call(tenantAdmin, 'GET', url)).statusCode).toBe(404);
      expect((await call(tenantAdmin, 'GET', '/hpfm/v1/1/countries?size=1')).statusCode).toBe(200);
    });

    it('refuses a route that would take the governance API away from itself', async () => {
      const services = await ok('GET', `${HADM}/services?serviceCode=hpfm&size=50`);
      const hpfm = services.content.find((row) => row.serviceCode === 'hpfm');
      const res = await call(admin, 'POST', `${HADM}/routes`, {
        name: 'hadm-v1',
        serviceId: hpfm?.serviceId,
        path: '/hadm/v1/**',
        stripPrefix: 1,
      });
      expect(res.json()).toMatchObject({
        failed: true,
        message: expect.stringContaining(
          'The route hadm-v1 would forward elsewhere the governance API (/hadm/v1/routes/refresh)',
        ),
      });
      expect((await call(admin, 'GET', `${HADM}/routes?name=hadm-v1`)).json()).toMatchObject({
        totalElements: 0,
      });
      const hadm = await routeNamed('hadm');
      const disabled = await call(admin, 'POST', `${HADM}/routes/disable`, [hadm.serviceRouteId]);
      expect(disabled.json()).toMatchObject({ failed: true });
      expect((await routeNamed('hadm')).enabledFlag).toBe(1);
    });
  });

  describe('trace export', () => {
    it('downloads the caller’s finished trace as CSV, and nobody else’s', async () => {
      const early = await call(admin, 'GET', `${HADM}/trace/export`);
      expect(early.statusCode).toBe(404);
      expect(early.json()).toMatchObject({
        failed: true,
        message: 'You have no finished trace yet',
      });
      const started = await ok('POST', `${HADM}/trace/start`);
      await ok('GET', '/hpfm/v1/countries?size=2');
      const running = await call(
        admin,
        'GET',
        `${HADM}/trace/export?traceGroupId=${String(started.traceGroupId)}`,
      );
      expect(running.statusCode).toBe(409);
      await ok('POST', `${HADM}/trace/end`);
      const res = await call(admin, 'GET', `${HADM}/trace/export`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="trace-${String(started.traceGroupId)}.csv"`,
      );
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toContain('URL');
      expect(lines.slice(1)).toEqual([
        expect.stringContaining('GET,/hpfm/v1/countries?size=2,200'),
      ]);
      expect((await call(operator, 'GET', `${HADM}/trace/export`)).statusCode).toBe(403);
      expect((await call(tenantAdmin, 'GET', `${HADM}/1/trace/export`)).statusCode).toBe(403);
      const bad = await call(admin, 'GET', `${HADM}/trace/export?traceGroupId=abc`);
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('services download', () => {
    it('downloads a service with its routes and configuration as YAML', async () => {
      const services = await ok('GET', `${HADM}/services?serviceCode=hpfm&size=50`);
      const hpfm = services.content.find((row) => row.serviceCode === 'hpfm');
      const res = await call(
        admin,
        'GET',
        `${HADM}/services/download/yml?serviceId=${String(hpfm?.serviceId)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/yaml; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="hpfm.yml"');
      const document = parse(res.body) as { services: Row[] };
      expect(document.services).toEqual([
        expect.objectContaining({
          serviceCode: 'hpfm',
          version: '1.5.0',
          routes: expect.arrayContaining([
            expect.objectContaining({ path: '/hpfm/**', stripPrefix: true, enabled: true }),
          ]),
        }),
      ]);
    });

    it('downloads the services the list’s filters match, for site administrators only', async () => {
      const all = await call(admin, 'GET', `${HADM}/services/download/yml?serviceCode=h`);
      expect(all.headers['content-disposition']).toBe('attachment; filename="services.yml"');
      const codes = (parse(all.body) as { services: Row[] }).services.map((row) => row.serviceCode);
      expect(codes).toEqual(expect.arrayContaining(['hpfm', 'hadm', 'hsdr']));
      // HZERO's tenant form of the path answers the same, in the caller's current tenant only.
      const tenantForm = await call(admin, 'GET', `${HADM}/0/services/download/yml?serviceCode=h`);
      expect(parse(tenantForm.body)).toEqual(parse(all.body));
      expect((await call(admin, 'GET', `${HADM}/1/services/download/yml`)).statusCode).toBe(403);
      expect((await call(tenantAdmin, 'GET', `${HADM}/services/download/yml`)).statusCode).toBe(
        403,
      );
      expect((await call(null, 'GET', `${HADM}/services/download/yml`)).statusCode).toBe(401);
      const missing = await call(admin, 'GET', `${HADM}/services/download/yml?serviceId=999999`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ failed: true, message: 'There is no service 999999' });
    });
  });

  describe('refresh messages', () => {
    it('shows a limit’s refresh message in the reader’s language, whoever refreshed', async () => {
      const { limit } = await limitWithLine('BOTH_LANGUAGES', {
        path: '/hpfm/v1/*/languages',
        replenishRate: 3,
        burstCapacity: 6,
        rateLimitDimension: 'user',
      });
      await refresh(limit);
      const read = async () =>
        (await ok('GET', `${HADM}/gateway-rate-limits?rateLimitKey=BOTH_LANGUAGES`)).content[0];
      expect(await read()).toMatchObject({
        refreshStatus: 'S',
        refreshMessage: '/hpfm/v1/*/languages: 3 per 60 s, bursts of 6, per user',
      });
      await ok('PUT', '/iam/hzero/v1/users/default-language?language=zh_CN');
      expect((await read())?.refreshMessage).toBe(
        '/hpfm/v1/*/languages：每 60 秒 3 次，突发 6 次，按用户',
      );
      const detail = await ok('GET', `${HADM}/gateway-rate-limits/${String(limit.rateLimitId)}`);
      expect(detail.refreshMessage).toContain('每 60 秒 3 次');
      await ok('PUT', '/iam/hzero/v1/users/default-language?language=en_US');
      await disable(limit);
      await refresh(limit);
    });
  });
});
