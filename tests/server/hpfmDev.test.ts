/**
 * The hpfm development screens on the resource engine: dynamic forms, data sources (write-only
 * password, real connection tests), events, UI pages, flex models and rules, customization,
 * dimensions and data groups, dashboard clauses and the system tools.
 */
import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { probeTcp, sqliteFile, type Connector } from '../../server/hooks/hpfm/support/probe';
import { jsonErrorOffset, parseJsonObject } from '../../server/hooks/hpfm/support/json';
import { openSecret } from '../../server/engine/secrets';
import { unbalanced } from '../../server/hooks/hpfm/customize';
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}
interface MenuNode {
  code: string;
  route?: string;
  subMenus?: MenuNode[];
}

const HPFM = '/hpfm/v1/1';

function flatten(menus: readonly MenuNode[]): MenuNode[] {
  return menus.flatMap((menu) => [menu, ...flatten(menu.subMenus ?? [])]);
}

describe('hpfm development screens', () => {
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

  const ok = async (
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ): Promise<Row> => {
    const res = await call(token, method, url, payload);
    expect({ status: res.statusCode, body: res.json<Row>() }).toMatchObject({
      status: 200,
      body: expect.not.objectContaining({ failed: true }),
    });
    return res.json<Row>();
  };

  const page = async (token: string, url: string): Promise<PageBody> =>
    (await ok(token, 'GET', url)) as unknown as PageBody;

  /** The refusal (status and message) of a request. */
  const refusal = async (
    token: string,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: unknown,
  ): Promise<{ status: number; message: string; fields?: Record<string, string> }> => {
    const res = await call(token, method, url, payload);
    const body = res.json<{ failed?: boolean; message: string; fields?: Record<string, string> }>();
    expect(body.failed).toBe(true);
    return { status: res.statusCode, message: body.message, fields: body.fields };
  };

  const findByCode = async (url: string, field: string, code: string): Promise<Row> => {
    const { content } = await page(tenantAdmin, `${url}?${field}=${encodeURIComponent(code)}`);
    const row = content.find((item) => item[field] === code);
    if (!row) throw new Error(`No row ${code} in ${url}`);
    return row;
  };

  const setLanguage = async (token: string, language: 'en_US' | 'zh_CN') => {
    const res = await call(
      token,
      'PUT',
      `/iam/hzero/v1/users/default-language?language=${language}`,
    );
    expect(res.statusCode).toBeLessThan(300);
  };

  describe('menus and permissions', () => {
    const ROUTES = [
      '/hpfm/dynamic-form',
      '/hpfm/data-source',
      '/hpfm/event',
      '/hpfm/ui-page',
      '/hpfm/flex/model',
      '/hpfm/flex/rule',
      '/hpfm/customize',
      '/hpfm/data-group',
      '/hpfm/dimension-config',
      '/hpfm/dashboard-clause',
    ];

    it('puts every screen under Development, sys-tools only for site administrators', async () => {
      const tenantMenus = flatten(
        (await call(tenantAdmin, 'GET', '/iam/hzero/v1/menus/tree')).json<MenuNode[]>(),
      );
      const dev = tenantMenus.find((menu) => menu.code === 'hzero.hpfm.dev');
      const devRoutes = (dev?.subMenus ?? []).map((menu) => menu.route);
      for (const route of ROUTES) expect(devRoutes).toContain(route);
      expect(devRoutes).not.toContain('/hpfm/sys-tools');

      const siteMenus = flatten(
        (await call(admin, 'GET', '/iam/hzero/v1/menus/tree')).json<MenuNode[]>(),
      );
      const tools = siteMenus.find((menu) => menu.route === '/hpfm/sys-tools');
      expect(tools?.code).toBe('hzero.hpfm.sys-tools');
      // Each route appears once: the placeholders are gone.
      const all = siteMenus.map((menu) => menu.route).filter(Boolean);
      for (const route of [...ROUTES, '/hpfm/sys-tools']) {
        expect(all.filter((item) => item === route)).toHaveLength(1);
      }
    });

    it('guards each screen and each custom action by its own code', async () => {
      expect((await call(operator, 'GET', `${HPFM}/datasources`)).statusCode).toBe(403);
      expect(
        (await call(operator, 'POST', `${HPFM}/datasources/test-connection`, {})).statusCode,
      ).toBe(403);
      expect(
        (await call(tenantAdmin, 'POST', '/hpfm/v1/sys-tool-runs/table-counts')).statusCode,
      ).toBe(403);
      const checked = await call(tenantAdmin, 'POST', '/iam/hzero/v1/menus/check-permissions', [
        'hpfm.data-source.list-test-connection',
        'hpfm.sys-tools.list-sync-menus',
      ]);
      expect(checked.json()).toEqual([
        expect.objectContaining({ code: 'hpfm.data-source.list-test-connection', approve: true }),
        expect.objectContaining({ code: 'hpfm.sys-tools.list-sync-menus', approve: false }),
      ]);
    });
  });

  describe('dynamic forms', () => {
    it('answers the demo forms in both languages with their items in order', async () => {
      const form = await findByCode(`${HPFM}/form-headers`, 'formCode', 'DB_POOL.HIKARI');
      expect(form).toMatchObject({
        formName: 'HikariCP pool options',
        formGroupCode: 'DATASOURCE',
      });
      const names = await call(
        tenantAdmin,
        'GET',
        `${HPFM}/multi-language?fieldName=formName&_token=${encodeURIComponent(String(form._token))}`,
      );
      expect(names.json()).toEqual([
        { code: 'en_US', name: 'English', value: 'HikariCP pool options' },
        { code: 'zh_CN', name: '简体中文', value: 'HikariCP 连接池参数' },
      ]);
      const lines = await page(
        tenantAdmin,
        `${HPFM}/form-headers/${String(form.formHeaderId)}/lines`,
      );
      expect(lines.content.map((line) => line.itemCode)).toEqual([
        'maximumPoolSize',
        'minimumIdle',
        'connectionTimeout',
        'readOnly',
      ]);
    });

    it('saves a header with its lines, checks item types and refuses a stale edit', async () => {
      const created = await ok(tenantAdmin, 'POST', `${HPFM}/form-headers`, {
        formCode: 'TEST.FORM',
        formName: 'Test form',
        formGroupCode: 'GENERAL',
        lines: [
          {
            _status: 'create',
            itemCode: 'size',
            itemName: 'Size',
            itemType: 'NUMBER',
            defaultValue: '5',
            orderSeq: 20,
          },
          {
            _status: 'create',
            itemCode: 'kind',
            itemName: 'Kind',
            itemType: 'SELECT',
            valueSet: 'HPFM.KIND',
            orderSeq: 10,
          },
        ],
      });
      const id = Number(created.formHeaderId);
      const lines = (await page(tenantAdmin, `${HPFM}/form-headers/${id}/lines`)).content;
      expect(lines.map((line) => line.itemCode)).toEqual(['kind', 'size']);

      const noList = await refusal(tenantAdmin, 'PUT', `${HPFM}/form-headers/${id}`, {
        objectVersionNumber: created.objectVersionNumber,
        lines: [
          { _status: 'create', itemCode: 'pick', itemName: 'Pick', itemType: 'LOV', orderSeq: 30 },
        ],
      });
      expect(noList).toMatchObject({
        status: 400,
        message: 'Line 1: Value list code is required for Select and Lookup items',
      });
      const badNumber = await refusal(tenantAdmin, 'PUT', `${HPFM}/form-headers/${id}`, {
        objectVersionNumber: created.objectVersionNumber,
        lines: [
          {
            _status: 'update',
            formLineId: lines[1]?.formLineId,
            objectVersionNumber: 1,
            defaultValue: 'many',
          },
        ],
      });
      expect(badNumber.message).toBe('Line 1: Default value of a Number item must be a number');

      const updated = await ok(tenantAdmin, 'PUT', `${HPFM}/form-headers/${id}`, {
        objectVersionNumber: created.objectVersionNumber,
        formName: 'Test form 2',
        lines: [
          { _status: 'delete', formLineId: lines[0]?.formLineId, objectVersionNumber: 1 },
          {
            _status: 'create',
            itemCode: 'on',
            itemName: 'On',
            itemType: 'SWITCH',
            defaultValue: '1',
            orderSeq: 5,
          },
        ],
      });
      expect(updated.formName).toBe('Test form 2');
      const after = (await page(tenantAdmin, `${HPFM}/form-headers/${id}/lines`)).content;
      expect(after.map((line) => line.itemCode)).toEqual(['on', 'size']);

      const stale = await refusal(tenantAdmin, 'PUT', `${HPFM}/form-headers/${id}`, {
        objectVersionNumber: created.objectVersionNumber,
        formName: 'Late',
      });
      expect(stale.message).toContain('changed by someone else');

      const removed = await call(tenantAdmin, 'DELETE', `${HPFM}/form-headers`, [
        { formHeaderId: id, objectVersionNumber: updated.objectVersionNumber },
      ]);
      expect(removed.statusCode).toBe(204);
      expect((await call(tenantAdmin, 'GET', `${HPFM}/form-headers/${id}`)).statusCode).toBe(404);
    });
  });

  describe('data sources', () => {
    const storedPassword = (id: number): string | null => {
      const db = new Database(path.join(server.dataDir, 'hzero.db'), { readonly: true });
      try {
        return (
          db.prepare('SELECT password FROM hpfm_datasource WHERE datasource_id = ?').get(id) as {
            password: string | null;
          }
        ).password;
      } finally {
        db.close();
      }
    };

    it('never answers the password and keeps it sealed; an empty password on edit keeps it', async () => {
      const created = await ok(tenantAdmin, 'POST', `${HPFM}/datasources`, {
        datasourceCode: 'TEST_PG',
        description: 'Test warehouse',
        dbType: 'POSTGRESQL',
        host: 'db.example.test',
        databaseName: 'warehouse',
        username: 'reader',
        password: 'S3cret-Value',
        poolType: 'HIKARI',
      });
      expect(created).toMatchObject({
        password: null,
        passwordSet: 1,
        port: 5432,
        datasourceUrl: 'jdbc:postgresql://db.example.test:5432/warehouse',
        driverClass: 'org.postgresql.Driver',
      });
      const id = Number(created.datasourceId);
      const sealed = storedPassword(id);
      expect(sealed).toMatch(/^v1:/);
      expect(sealed).not.toContain('S3cret-Value');

      for (const url of [
        `${HPFM}/datasources/${id}`,
        `${HPFM}/datasources?datasourceCode=TEST_PG`,
      ]) {
        const res = await call(tenantAdmin, 'GET', url);
        expect(res.body).not.toContain('S3cret-Value');
        expect(res.body).not.toContain(String(sealed));
      }
      const csv = await call(tenantAdmin, 'GET', `${HPFM}/datasources/export`);
      expect(csv.body).not.toContain('S3cret-Value');
      expect(csv.body).not.toContain('Password,');

      const edited = await ok(tenantAdmin, 'PUT', `${HPFM}/datasources/${id}`, {
        objectVersionNumber: created.objectVersionNumber,
        description: 'Test warehouse (renamed)',
        password: null,
      });
      expect(edited).toMatchObject({ passwordSet: 1, password: null });
      expect(storedPassword(id)).toBe(sealed);
    });

    it('keeps a SQLite source inside the data folder and checks pool options', async () => {
      for (const file of ['../outside.db', '/etc/passwd']) {
        const refused = await refusal(tenantAdmin, 'POST', `${HPFM}/datasources`, {
          datasourceCode: 'BAD_FILE',
          description: 'Outside',
          dbType: 'SQLITE',
          datasourceUrl: file,
          poolType: 'HIKARI',
        });
        expect(refused.status).toBe(400);
        expect(refused.fields?.datasourceUrl).toContain('inside the server’s data folder');
      }
      const badJson = await refusal(tenantAdmin, 'POST', `${HPFM}/datasources`, {
        datasourceCode: 'BAD_POOL',
        description: 'Bad pool',
        dbType: 'SQLITE',
        datasourceUrl: 'x.db',
        poolType: 'HIKARI',
        poolOptions: '{\n  "maximumPoolSize": 5,\n  "minimumIdle" 1\n}',
      });
      expect(badJson.message).toBe(
        'Pool options is not valid JSON: unexpected “1” at line 3, column 17',
      );
      const unknownKey = await refusal(tenantAdmin, 'POST', `${HPFM}/datasources`, {
        datasourceCode: 'BAD_POOL',
        description: 'Bad pool',
        dbType: 'SQLITE',
        datasourceUrl: 'x.db',
        poolType: 'HIKARI',
        poolOptions: '{"maxActive": 5}',
      });
      expect(unknownKey.message).toBe(
        'Pool options: “maxActive” is not an option of HIKARI pools (maximumPoolSize, minimumIdle, connectionTimeout, readOnly)',
      );
    });

    it('tests a SQLite source by opening its file read-only, in the user’s language', async () => {
      const local = await findByCode(`${HPFM}/datasources`, 'datasourceCode', 'HZERO_LOCAL');
      // HZERO's test posts the form's values (dataSourceService.js testConnection).
      const tested = await ok(tenantAdmin, 'POST', `${HPFM}/datasources/test-connection`, local);
      expect(tested.message).toMatch(
        /^Connected to hzero\.db \(SQLite, read-only\): \d+ tables, \d+ KB, in \d+ ms$/,
      );
      expect(tested.data).toMatchObject({ success: true });

      mkdirSync(path.join(server.dataDir, 'reports'), { recursive: true });
      writeFileSync(path.join(server.dataDir, 'reports', 'broken.db'), 'not a database at all');
      const broken = await ok(tenantAdmin, 'POST', `${HPFM}/datasources`, {
        datasourceCode: 'BROKEN',
        description: 'Not a database',
        dbType: 'SQLITE',
        datasourceUrl: 'reports/broken.db',
        poolType: 'HIKARI',
      });
      await setLanguage(tenantAdmin, 'zh_CN');
      try {
        const failed = await refusal(
          tenantAdmin,
          'POST',
          `${HPFM}/datasources/test-connection`,
          broken,
        );
        expect(failed.message).toMatch(/^无法以 SQLite 数据库打开 reports\/broken\.db：/);
      } finally {
        await setLanguage(tenantAdmin, 'en_US');
      }
    });

    it('tests a network source with a TCP connection: reached, refused', async () => {
      const listener = net.createServer((socket) => socket.end());
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      const { port } = listener.address() as net.AddressInfo;
      try {
        const created = await ok(tenantAdmin, 'POST', `${HPFM}/datasources`, {
          datasourceCode: 'LOCAL_MYSQL',
          description: 'Local listener',
          dbType: 'MYSQL',
          host: '127.0.0.1',
          port,
          databaseName: 'test',
          poolType: 'HIKARI',
        });
        const url = `${HPFM}/datasources/test-connection`;
        // A list read while the test runs is answered too (the test does not hold the server).
        const [tested, listed] = await Promise.all([
          ok(tenantAdmin, 'POST', url, created),
          page(tenantAdmin, `${HPFM}/datasources`),
        ]);
        expect(tested.message).toMatch(
          new RegExp(`^Reached 127\\.0\\.0\\.1:${port} \\(MySQL\\) in \\d+ ms;`),
        );
        expect(listed.totalElements).toBeGreaterThan(0);
        // Values not saved yet are what is tested: a new source, or another port of a saved one.
        const unsaved = {
          datasourceCode: 'NOT_SAVED',
          description: 'Not saved',
          dbType: 'MYSQL',
          host: '127.0.0.1',
          port,
          databaseName: 'test',
          poolType: 'HIKARI',
        };
        expect((await ok(tenantAdmin, 'POST', url, unsaved)).message).toMatch(/^Reached /);
        const otherPort = await refusal(tenantAdmin, 'POST', url, { ...created, port: port + 1 });
        expect(otherPort.message).toContain(`127.0.0.1:${port + 1}`);
        const bad = await refusal(tenantAdmin, 'POST', url, { ...unsaved, port: 'x' });
        expect(bad.status).toBe(400);

        await new Promise<void>((resolve) => listener.close(() => resolve()));
        const refused = await refusal(tenantAdmin, 'POST', url, created);
        expect(refused).toMatchObject({
          status: 200,
          message: `127.0.0.1:${port} refused the connection: nothing listens on that port`,
        });
      } finally {
        if (listener.listening) listener.close();
      }
    });

    it('gives up a TCP test after its time limit', async () => {
      const silent: Connector = () => {
        const socket = new EventEmitter() as unknown as net.Socket;
        (socket as unknown as { destroy: () => void }).destroy = () => undefined;
        return socket;
      };
      const started = Date.now();
      const outcome = await probeTcp('192.0.2.1', 5432, { timeoutMs: 50, connect: silent });
      expect(outcome).toMatchObject({ ok: false, reason: 'timeout' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    });

    it('places SQLite files inside the data folder only', () => {
      expect(sqliteFile('/srv/data', 'reports/a.db')).toEqual({
        ok: true,
        path: '/srv/data/reports/a.db',
      });
      expect(sqliteFile('/srv/data', '../a.db').ok).toBe(false);
      expect(sqliteFile('/srv/data', 'reports/../../a.db').ok).toBe(false);
      expect(sqliteFile('/srv/data', '/srv/data/a.db').ok).toBe(false);
      expect(sqliteFile('/srv/data', '.').ok).toBe(false);
      expect(openSecret(Buffer.alloc(32), 'x', 'plain text')).toBeUndefined();
    });
  });

  describe('events', () => {
    it("saves rules one at a time at HZERO's events/{eventId}/rules and checks each target against its call type", async () => {
      const event = await findByCode(`${HPFM}/events`, 'eventCode', 'HSIF.BATCH.SUBMITTED');
      const rules = await page(tenantAdmin, `${HPFM}/events/${String(event.eventId)}/rules`);
      expect(rules.content.map((rule) => rule.callType)).toEqual(['METHOD', 'MESSAGE']);

      const rule = {
        matchingRule: 'true',
        callType: 'API',
        target: '/hpfm/v1/notify',
        orderSeq: 1,
        syncFlag: 1,
        ruleDescription: 'Notify',
      };
      // Not with the event's save: HZERO writes rules at their own address.
      const withEvent = await refusal(tenantAdmin, 'POST', `${HPFM}/events`, {
        eventCode: 'TEST.EVENT',
        eventDescription: 'Test',
        rules: [{ _status: 'create', ...rule }],
      });
      expect(withEvent).toMatchObject({
        status: 400,
        message: expect.stringContaining('POST /hpfm/v1[/{tenantId}]/events/{id}/rules'),
      });
      const created = await ok(tenantAdmin, 'POST', `${HPFM}/events`, {
        eventCode: 'TEST.EVENT',
        eventDescription: 'Test',
      });
      const rulesUrl = `${HPFM}/events/${String(created.eventId)}/rules`;
      const refused = await refusal(tenantAdmin, 'POST', rulesUrl, {
        ...rule,
        callType: 'METHOD',
        target: 'not a method',
      });
      expect(refused.message).toBe(
        'Target of a method rule must be beanName.methodName, e.g. sampleService.receive',
      );
      const api = await ok(tenantAdmin, 'POST', rulesUrl, rule);
      expect(api).toMatchObject({ eventId: created.eventId, apiMethod: 'POST' });
      const message = await ok(tenantAdmin, 'POST', rulesUrl, {
        ...rule,
        callType: 'MESSAGE',
        target: 'TEST_MESSAGE',
        apiMethod: 'GET',
        orderSeq: 2,
        syncFlag: 0,
        ruleDescription: 'Message',
      });
      const saved = await page(tenantAdmin, rulesUrl);
      expect(saved.content.map((row) => [row.callType, row.apiMethod, row.syncFlag])).toEqual([
        ['API', 'POST', 1],
        ['MESSAGE', null, 0],
      ]);
      // Changed with PUT, removed with DELETE (a list); another event's rule is not there.
      const changed = await ok(tenantAdmin, 'PUT', rulesUrl, { ...api, ruleDescription: 'Call' });
      expect(changed).toMatchObject({ ruleDescription: 'Call', objectVersionNumber: 2 });
      const elsewhere = await call(
        tenantAdmin,
        'DELETE',
        `${HPFM}/events/${String(event.eventId)}/rules`,
        [message],
      );
      expect(elsewhere.json<Row>()).toMatchObject({ failed: true, code: 'error.not_found' });
      const removed = await call(tenantAdmin, 'DELETE', rulesUrl, [message]);
      expect(removed.statusCode).toBe(204);
      expect((await page(tenantAdmin, rulesUrl)).content).toEqual([changed]);
    });
  });

  describe('UI pages', () => {
    it('refuses a page configuration that is not a JSON object, saying where', async () => {
      const base = { pageCode: 'TEST.PAGE', description: 'Test page' };
      const broken = await refusal(tenantAdmin, 'POST', `${HPFM}/ui-pages`, {
        ...base,
        pageConfig: '{\n  "layout": {"type": "form",}\n}',
      });
      expect(broken).toMatchObject({
        status: 400,
        message: 'Page configuration is not valid JSON: unexpected “}” at line 2, column 29',
        fields: {
          pageConfig: 'Page configuration is not valid JSON: unexpected “}” at line 2, column 29',
        },
      });
      const list = await refusal(tenantAdmin, 'POST', `${HPFM}/ui-pages`, {
        ...base,
        pageConfig: '[1, 2]',
      });
      expect(list.message).toBe('Page configuration must be a JSON object ({…}), not a list');
      const short = await refusal(tenantAdmin, 'POST', `${HPFM}/ui-pages`, {
        ...base,
        pageConfig: '{"a": [1',
      });
      expect(short.message).toBe(
        'Page configuration is not valid JSON: it ends too early (line 1, column 9)',
      );

      const created = await ok(tenantAdmin, 'POST', `${HPFM}/ui-pages`, {
        ...base,
        pageConfig: '{"layout": {"type": "form"}}',
      });
      const found = await findByCode(`${HPFM}/ui-pages`, 'pageCode', 'TEST.PAGE');
      expect(found.pageId).toBe(created.pageId);
    });

    it('finds JSON errors by offset, whatever Node says', () => {
      expect(jsonErrorOffset('{"a": tru}')).toBe(9);
      expect(jsonErrorOffset('{"a": 1} x')).toBe(9);
      expect(jsonErrorOffset('"\\q"')).toBe(2);
      expect(parseJsonObject('{"a": "\\u00e9"}')).toEqual({ ok: true, value: { a: 'é' } });
    });
  });

  describe('flex models and rules', () => {
    it('lets rule details name only fields of the rule’s model', async () => {
      const rule = await findByCode(`${HPFM}/flex-rules`, 'ruleCode', 'SAMPLE.WGS');
      expect(rule.modelName).toBe('Portal sample');
      const details = await page(tenantAdmin, `${HPFM}/flex-rules/${String(rule.ruleId)}/details`);
      expect(details.content.map((detail) => detail.fieldCode)).toEqual([
        'concentration',
        'urgentFlag',
      ]);

      const unknown = await refusal(
        tenantAdmin,
        'PUT',
        `${HPFM}/flex-rules/${String(rule.ruleId)}`,
        {
          objectVersionNumber: rule.objectVersionNumber,
          details: [{ _status: 'create', fieldCode: 'budget', orderSeq: 30 }],
        },
      );
      expect(unknown.message).toBe(
        'Line 1: Model field: the model Portal sample has no field budget (its fields: sampleCode, species, concentration, collectedDate, urgentFlag)',
      );
      const hidden = await refusal(
        tenantAdmin,
        'PUT',
        `${HPFM}/flex-rules/${String(rule.ruleId)}`,
        {
          objectVersionNumber: rule.objectVersionNumber,
          details: [
            {
              _status: 'create',
              fieldCode: 'species',
              displayFlag: 0,
              requiredFlag: 1,
              orderSeq: 30,
            },
          ],
        },
      );
      expect(hidden.message).toBe('Line 1: Model field species is required, so it must be shown');
    });

    it("reads and saves a model at HZERO's customize/model paths, and nowhere else", async () => {
      const model = await findByCode(`${HPFM}/customize/model/list`, 'modelCode', 'PORTAL.SAMPLE');
      const detail = `${HPFM}/customize/model/detail?modelId=${String(model.modelId)}`;
      expect(await ok(tenantAdmin, 'GET', detail)).toEqual(model);
      const bad = await call(tenantAdmin, 'GET', `${HPFM}/customize/model/detail?modelId=x`);
      expect([bad.statusCode, bad.json().message]).toEqual([
        400,
        "Query parameter 'modelId' must be a whole number from 0",
      ]);
      const renamed = await ok(tenantAdmin, 'POST', `${HPFM}/customize/model/modify`, {
        modelId: model.modelId,
        objectVersionNumber: model.objectVersionNumber,
        modelName: 'Sample (renamed)',
      });
      expect(renamed).toMatchObject({ modelName: 'Sample (renamed)' });
      const byId = await call(tenantAdmin, 'PUT', `${HPFM}/flex-models/${String(model.modelId)}`, {
        objectVersionNumber: renamed.objectVersionNumber,
      });
      expect(byId.statusCode).toBe(404);
      await ok(tenantAdmin, 'POST', `${HPFM}/customize/model/modify`, {
        modelId: model.modelId,
        objectVersionNumber: renamed.objectVersionNumber,
        modelName: model.modelName,
      });
    });

    it("reads, creates and changes a model's fields at HZERO's model/field paths", async () => {
      const model = await findByCode(`${HPFM}/customize/model/list`, 'modelCode', 'PORTAL.SAMPLE');
      const list = `${HPFM}/model/field/list?modelId=${String(model.modelId)}`;
      const before = (await page(tenantAdmin, list)).content;
      expect(before.map((field) => field.fieldCode)).toContain('sampleCode');
      const field = {
        modelId: model.modelId,
        fieldCode: 'budget',
        fieldName: 'Budget',
        fieldType: 'NUMBER',
        columnName: 'budget',
        orderSeq: 90,
      };
      // Not with the model's save: HZERO creates a field at model/field/create.
      const withModel = await refusal(tenantAdmin, 'POST', `${HPFM}/customize/model/modify`, {
        modelId: model.modelId,
        objectVersionNumber: model.objectVersionNumber,
        fields: [{ _status: 'create', ...field }],
      });
      expect(withModel).toMatchObject({
        status: 400,
        message: expect.stringContaining('POST /hpfm/v1[/{tenantId}]/model/field/create'),
      });
      const created = await ok(tenantAdmin, 'POST', `${HPFM}/model/field/create`, field);
      expect(created).toMatchObject({ modelId: model.modelId, fieldCode: 'budget' });
      const changed = await ok(tenantAdmin, 'POST', `${HPFM}/model/field/modify`, {
        ...created,
        fieldName: 'Budget (CNY)',
      });
      expect(changed).toMatchObject({ fieldName: 'Budget (CNY)', objectVersionNumber: 2 });
      const elsewhere = await refusal(tenantAdmin, 'POST', `${HPFM}/model/field/create`, {
        ...field,
        modelId: 999999,
      });
      // A model of no tenant of the caller's is not there.
      expect(elsewhere.message).toBe('The flex model 999999 no longer exists; reload the list');
      // Removed with the model's save (HZERO's DELETE model/field?fieldId= sends no version).
      const current = await ok(
        tenantAdmin,
        'GET',
        `${HPFM}/customize/model/detail?modelId=${String(model.modelId)}`,
      );
      await ok(tenantAdmin, 'POST', `${HPFM}/customize/model/modify`, {
        modelId: model.modelId,
        objectVersionNumber: current.objectVersionNumber,
        fields: [{ _status: 'delete', fieldId: changed.fieldId, objectVersionNumber: 2 }],
      });
      expect((await page(tenantAdmin, list)).content).toEqual(before);
    });

    it('refuses to delete a model that rules use', async () => {
      const model = await findByCode(`${HPFM}/customize/model/list`, 'modelCode', 'PORTAL.SAMPLE');
      const refused = await refusal(tenantAdmin, 'DELETE', `${HPFM}/flex-models`, [
        { modelId: model.modelId, objectVersionNumber: model.objectVersionNumber },
      ]);
      expect(refused.message).toContain('is used by 2 flex rule record(s)');
    });
  });

  describe('customization', () => {
    it('checks the code’s brackets and a Java class, and points once per rule', async () => {
      const base = {
        customizeCode: 'TEST.RULE',
        customizeName: 'Test rule',
        customizeType: 'GROOVY',
        rulePosition: 'AFTER',
      };
      const open = await refusal(tenantAdmin, 'POST', `${HPFM}/customize-rules`, {
        ...base,
        typeValue: 'if (x) {\n  return [1, 2)\n}',
      });
      expect(open.message).toBe('Code: “]” expected but “)” found at line 2, column 15');
      const java = await refusal(tenantAdmin, 'POST', `${HPFM}/customize-rules`, {
        ...base,
        customizeType: 'JAVA',
        typeValue: 'return null;',
      });
      expect(java.message).toBe('Code: a Java rule must declare a class');
      const twice = await refusal(tenantAdmin, 'POST', `${HPFM}/customize-rules`, {
        ...base,
        typeValue: '// a } in a comment\nprintln "a ) in a string"',
        points: [
          { _status: 'create', serviceName: 'hsif', className: 'a.B', methodName: 'c' },
          { _status: 'create', serviceName: 'hsif', className: 'a.B', methodName: 'c' },
        ],
      });
      expect(twice.message).toBe('Line 2: Method: a.B.c is already a point of this rule');
      const created = await ok(tenantAdmin, 'POST', `${HPFM}/customize-rules`, {
        ...base,
        typeValue: '// a } in a comment\nprintln "a ) in a string"',
        points: [{ _status: 'create', serviceName: 'hsif', className: 'a.B', methodName: 'c' }],
      });
      // The detail route's parameters are row fields.
      expect(created).toMatchObject({ customizeType: 'GROOVY', customizeId: expect.any(Number) });
    });

    it('reports the first unpaired bracket', () => {
      expect(unbalanced('a(b[c]{d})')).toBeUndefined();
      expect(unbalanced('}')).toEqual({ offset: 0, found: '}', expected: null });
      expect(unbalanced('f(')).toEqual({ offset: 2, found: 'end of code', expected: ')' });
      expect(unbalanced('"""a ( \n b"""')).toBeUndefined();
    });
  });

  describe('dimensions and data groups', () => {
    it("keeps data dimensions as independent value lists at HZERO's lov-headers", async () => {
      // The dimension page's read (dimensionConfigService.js queryLovHeadersList).
      const { content } = await page(tenantAdmin, `${HPFM}/lov-headers?lovTypeCode=IDP&size=100`);
      expect(content.map((row) => row.lovTypeCode)).not.toContain('URL');
      expect(content.find((row) => row.lovCode === 'LAB_SITE')).toMatchObject({
        lovName: 'Laboratory site',
        tenantId: 0,
      });
      const created = await ok(tenantAdmin, 'POST', `${HPFM}/lov-headers`, {
        lovCode: 'TEST_DIM',
        lovName: 'Test dimension',
        lovTypeCode: 'IDP',
      });
      expect(created).toMatchObject({ lovCode: 'TEST_DIM', tenantId: 1 });
      expect((await call(tenantAdmin, 'GET', `${HPFM}/dimension-configs`)).statusCode).toBe(404);
    });

    it('keeps each value once per group and its dimension while used', async () => {
      const group = await findByCode(`${HPFM}/data-groups`, 'groupCode', 'SHANGHAI_LABS');
      const lines = await page(tenantAdmin, `${HPFM}/data-lines/${String(group.groupId)}`);
      expect(lines.content).toHaveLength(3);
      expect(lines.content[0]).toMatchObject({ dimensionName: expect.any(String) });
      const site = lines.content.find((line) => line.valueCode === 'SH-PD');
      expect(site).toMatchObject({ dimensionName: 'Laboratory site' });
      // New values are created at HZERO's POST data-lines/{groupId} (a list), not with the group.
      const linesUrl = `${HPFM}/data-lines/${String(group.groupId)}`;
      const withGroup = await refusal(
        tenantAdmin,
        'PUT',
        `${HPFM}/data-groups/${String(group.groupId)}`,
        {
          objectVersionNumber: group.objectVersionNumber,
          lines: [{ _status: 'create', dimensionId: site?.dimensionId, valueCode: 'SH-JA' }],
        },
      );
      expect(withGroup).toMatchObject({
        status: 400,
        message: expect.stringContaining('POST /hpfm/v1[/{tenantId}]/data-lines/{id}'),
      });
      const save = (line: Row) => refusal(tenantAdmin, 'POST', linesUrl, [line]);
      const twice = await save({ dimensionId: site?.dimensionId, valueCode: 'SH-PD' });
      expect(twice.message).toBe('Value SH-PD of this dimension is already in the group');
      const countries = await findByCode(`${HPFM}/lov-headers`, 'lovCode', 'HPFM.COUNTRY');
      const url = await save({ dimensionId: countries.lovId, valueCode: 'DE' });
      expect(url.message).toBe('Dimension must be an independent value list (a data dimension)');
      const added = await call(tenantAdmin, 'POST', linesUrl, [
        { dimensionId: site?.dimensionId, valueCode: 'SH-JA', valueMeaning: "Shanghai Jing'an" },
      ]);
      expect(added.json<Row[]>()).toEqual([
        expect.objectContaining({ groupId: group.groupId, valueCode: 'SH-JA' }),
      ]);
      expect((await page(tenantAdmin, linesUrl)).content).toHaveLength(4);
      // Removed with HZERO's DELETE data-lines/{groupId}; another group's address finds none.
      const [jingAn] = added.json<Row[]>();
      const elsewhere = await call(tenantAdmin, 'DELETE', `${HPFM}/data-lines/999999`, [jingAn]);
      expect(elsewhere.json<Row>()).toMatchObject({ failed: true, code: 'error.not_found' });
      const removed = await call(tenantAdmin, 'DELETE', linesUrl, [jingAn]);
      expect(removed.statusCode).toBe(204);
      expect((await page(tenantAdmin, linesUrl)).content).toHaveLength(3);

      const used = await refusal(admin, 'DELETE', '/hpfm/v1/lov-headers/delete', [
        { lovId: site?.dimensionId, objectVersionNumber: 1 },
      ]);
      expect(used.message).toContain('is used by 2 data group value record(s)');
    });
  });

  describe('dashboard clauses', () => {
    it('opens only pages of the menu', async () => {
      const refused = await refusal(tenantAdmin, 'POST', `${HPFM}/dashboard-clause`, {
        clauseCode: 'TEST.CLAUSE',
        clauseName: 'Test',
        cardCode: 'report',
        route: '/nowhere/page',
        orderSeq: 10,
      });
      expect(refused.message).toBe('Opens: /nowhere/page is not a page of the menu');
      await ok(tenantAdmin, 'POST', `${HPFM}/dashboard-clause`, {
        clauseCode: 'TEST.CLAUSE',
        clauseName: 'Test',
        cardCode: 'report',
        route: '/hpfm/data-source',
        orderSeq: 10,
      });
      const demo = await page(tenantAdmin, `${HPFM}/dashboard-clause?cardCode=workflow`);
      expect(demo.content.map((row) => row.clauseCode)).toEqual(['TODO.APPROVE', 'SAMPLE.RECEIVE']);
    });
  });

  describe('system tools', () => {
    const TOOLS = '/hpfm/v1/sys-tool-runs';

    it('counts rows per table, records the run, and changes nothing on GET', async () => {
      const before = await page(admin, TOOLS);
      expect((await call(admin, 'GET', `${TOOLS}/table-counts`)).statusCode).toBe(400);
      expect((await page(admin, TOOLS)).totalElements).toBe(before.totalElements);

      const counted = await ok(admin, 'POST', `${TOOLS}/table-counts`);
      expect(counted.message).toMatch(/^\d+ tables, \d+ rows in all; the largest: /);
      expect(counted.data).toEqual(
        expect.arrayContaining([{ table: 'hpfm_datasource', rows: expect.any(Number) }]),
      );
      expect(counted.row).toMatchObject({ toolCode: 'table-counts', runBy: 'admin' });
      const after = await page(admin, TOOLS);
      expect(after.totalElements).toBe(before.totalElements + 1);
      expect(after.content[0]).toMatchObject({
        toolCode: 'table-counts',
        outcome: counted.message,
      });
    });

    it('re-syncs menus from their definitions', async () => {
      const db = new Database(path.join(server.dataDir, 'hzero.db'));
      try {
        db.prepare("DELETE FROM permissions WHERE code = 'hpfm.ui-page.list-export'").run();
      } finally {
        db.close();
      }
      const synced = await ok(admin, 'POST', `${TOOLS}/sync-menus`);
      expect(synced.message).toMatch(
        /^Menus and permission codes written again: \d+ menus, \d+ permission codes$/,
      );
      const check = await call(tenantAdmin, 'POST', '/iam/hzero/v1/menus/check-permissions', [
        'hpfm.ui-page.list-export',
      ]);
      expect(check.json()).toEqual([expect.objectContaining({ approve: true })]);
    });

    it('deletes sessions that ended more than a day ago, in the user’s language', async () => {
      const old = await signIn(server.app, 'operator', 'Operator123');
      const db = new Database(path.join(server.dataDir, 'hzero.db'));
      try {
        db.prepare('UPDATE tokens SET expires_at = ? WHERE id = (SELECT MAX(id) FROM tokens)').run(
          Date.now() - 2 * 24 * 3600 * 1000,
        );
      } finally {
        db.close();
      }
      await setLanguage(admin, 'zh_CN');
      try {
        const purged = await ok(admin, 'POST', `${TOOLS}/purge-sessions`);
        expect(purged.message).toMatch(/^已删除 [1-9]\d* 个已结束的会话和 \d+ 个过期的一次性链接$/);
      } finally {
        await setLanguage(admin, 'en_US');
      }
      expect((await call(old, 'GET', '/iam/hzero/v1/users/self')).statusCode).toBe(401);
      expect((await call(tenantAdmin, 'GET', `${HPFM}/events`)).statusCode).toBe(200);
    });

    it('checks the database', async () => {
      const checked = await ok(admin, 'POST', `${TOOLS}/check-database`);
      expect(checked.message).toMatch(/^The database is sound \(integrity check passed\): /);
      expect(checked.data).toMatchObject({ ok: true });
    });
  });
});
