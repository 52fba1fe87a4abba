/**
 * The interface platform (hitf) on the server, as an API caller sees it: a service registered
 * with its interfaces reads back with them, its authentication secrets never answered and kept
 * by an edit that leaves them empty; refusals of bad codes, addresses, missing authentication,
 * SOAP rules and duplicate interfaces, in the caller's language; publishing and taking offline
 * (HZERO's PUT interface-servers/release and /offline) with their refusals, a published service
 * kept as it is; the demo services; another tenant's services out of reach.
 */
import { signIn, tenantAdminServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const SERVERS = '/hitf/v1/1/interface-servers';
const SECRET = 'Client-S3cret!';
const PASSWORD = 'Basic-Passw0rd!';

/** A new interface line of a save. */
const line = (values: Row = {}): Row => ({
  interfaceCode: 'ORDER_CREATE',
  interfaceName: 'Create an order',
  interfaceUrl: '/orders',
  requestMethod: 'POST',
  ...values,
  _status: 'create',
});

/** A REST service without authentication, with `values` over it. */
const service = (serverCode: string, values: Row = {}): Row => ({
  serverCode,
  serverName: `Service ${serverCode}`,
  serviceType: 'REST',
  domainUrl: 'https://erp.example.com/api',
  authType: 'NONE',
  interfaces: [line()],
  ...values,
});

describe('interface platform', () => {
  const { session, call, ok, refused, invalid, setLanguage } = tenantAdminServer();

  const interfacesOf = async (id: unknown) =>
    (await ok<PageBody>('GET', `${SERVERS}/${String(id)}/interfaces?size=100`)).content;

  const release = (id: unknown) => call('PUT', `${SERVERS}/release`, { interfaceServerId: id });
  const offline = (id: unknown) => call('PUT', `${SERVERS}/offline`, { interfaceServerId: id });

  it('registers a service with its interfaces and reads it back, never answering its secrets', async () => {
    const created = await ok('POST', SERVERS, {
      ...service('T_READ', {
        authType: 'OAUTH2',
        clientId: 'platform',
        clientSecret: SECRET,
        tokenUrl: 'https://auth.example.com/oauth/token',
        interfaces: [
          line(),
          line({ interfaceCode: 'ORDER_GET', interfaceUrl: '/orders/{no}', requestMethod: 'GET' }),
        ],
      }),
    });
    expect(created).toMatchObject({
      serverCode: 'T_READ',
      status: 'NEW',
      releaseVersion: 0,
      releasedDate: null,
      authType: 'OAUTH2',
      clientId: 'platform',
      clientSecret: null,
      namespace: expect.any(String),
      enabledFlag: 1,
    });
    expect(String(created.namespace)).not.toBe('');
    const lines = await interfacesOf(created.interfaceServerId);
    expect(lines.map((row) => [row.interfaceCode, row.requestMethod, row.status])).toEqual([
      ['ORDER_CREATE', 'POST', 'NEW'],
      ['ORDER_GET', 'GET', 'NEW'],
    ]);
    for (const url of [
      `${SERVERS}?size=100`,
      `${SERVERS}/${String(created.interfaceServerId)}`,
      `${SERVERS}/export`,
    ]) {
      const res = await call('GET', url);
      expect([url, res.statusCode, res.body.includes(SECRET)]).toEqual([url, 200, false]);
      expect(res.body).toContain('T_READ');
    }
    const found = await ok<PageBody>('GET', `${SERVERS}?serverCode=T_READ`);
    expect(found.content.map((row) => row.serverCode)).toEqual(['T_READ']);

    // HZERO's update: PUT interface-servers with the row; an empty secret keeps the saved one.
    const renamed = await ok('PUT', SERVERS, {
      ...created,
      serverName: 'Renamed',
      clientSecret: null,
      status: 'PUBLISHED',
      releaseVersion: 7,
    });
    expect(renamed).toMatchObject({ serverName: 'Renamed', status: 'NEW', releaseVersion: 0 });
    // A type switched away drops what it needed; switched back, the secret is asked again.
    const none = await ok('PUT', SERVERS, { ...renamed, authType: 'NONE' });
    expect(none).toMatchObject({ authType: 'NONE', clientId: null, tokenUrl: null });
    expect(
      await invalid('PUT', SERVERS, {
        ...none,
        authType: 'OAUTH2',
        clientId: 'platform',
        tokenUrl: 'https://auth.example.com/oauth/token',
      }),
    ).toBe('Client secret is required for OAuth 2.0 client credentials authentication');
  });

  it('keeps a Basic password when an edit leaves it empty, and never answers it', async () => {
    const created = await ok('POST', SERVERS, {
      ...service('T_BASIC', { authType: 'BASIC', authUsername: 'hzero', authPassword: PASSWORD }),
    });
    expect(created).toMatchObject({ authUsername: 'hzero', authPassword: null });
    const kept = await ok('PUT', SERVERS, { ...created, authPassword: '', serverName: 'Kept' });
    expect(kept).toMatchObject({ serverName: 'Kept', authPassword: null });
    const stored = (await ok<PageBody>('GET', `${SERVERS}?serverCode=T_BASIC`)).content;
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    // Switched to no authentication, the password is dropped: Basic asks for one again.
    const none = await ok('PUT', SERVERS, { ...kept, authType: 'NONE' });
    expect(none).toMatchObject({ authUsername: null });
    expect(
      await invalid('PUT', SERVERS, { ...none, authType: 'BASIC', authUsername: 'hzero' }),
    ).toBe('Password is required for Basic (user name and password) authentication');
  });

  it('refuses bad values with 400 naming the field, in the caller’s language', async () => {
    expect(await invalid('POST', SERVERS, service('lower_case'))).toMatch(/^Service code: /);
    expect(
      await invalid('POST', SERVERS, service('T_BAD', { domainUrl: 'ftp://x.example.com' })),
    ).toBe('Service address must be a web address (http or https)');
    expect(await invalid('POST', SERVERS, service('T_BAD', { serviceType: 'GRPC' }))).toMatch(
      /^Service type /,
    );
    expect(
      await invalid('POST', SERVERS, service('T_BAD', { serverName: 'x'.repeat(121) })),
    ).toMatch(/^Service name /);
    expect(await invalid('POST', SERVERS, service('T_BAD', { authType: 'BASIC' }))).toBe(
      'User name is required for Basic (user name and password) authentication',
    );
    expect(
      await invalid('POST', SERVERS, service('T_BAD', { authType: 'BASIC', authUsername: 'u' })),
    ).toBe('Password is required for Basic (user name and password) authentication');
    expect(await invalid('POST', SERVERS, service('T_BAD', { serviceType: 'SOAP' }))).toBe(
      'SOAP namespace is required for a SOAP service',
    );
    expect(
      await invalid(
        'POST',
        SERVERS,
        service('T_BAD', { interfaces: [line({ interfaceUrl: 'orders' })] }),
      ),
    ).toMatch(/^Line 1: Interface path: The path under the service’s address/);
    await setLanguage('zh_CN');
    try {
      expect(await invalid('POST', SERVERS, service('T_BAD', { serviceType: 'SOAP' }))).toBe(
        'SOAP 服务的SOAP 命名空间不能为空',
      );
      expect(
        await invalid('POST', SERVERS, service('T_BAD', { authType: 'BASIC', authUsername: 'u' })),
      ).toBe('Basic（用户名和密码） 认证方式下密码不能为空');
    } finally {
      await setLanguage('en_US');
    }
    // Nothing of the refused saves was kept.
    expect((await ok<PageBody>('GET', `${SERVERS}?serverCode=T_BAD`)).content).toEqual([]);
  });

  it('keeps codes unique, a path and method unique in a service, and SOAP interfaces POST', async () => {
    await ok('POST', SERVERS, service('T_UNIQUE'));
    expect(await refused('POST', SERVERS, service('T_UNIQUE'))).toBe(
      'Service code T_UNIQUE already exists',
    );
    expect(
      await refused(
        'POST',
        SERVERS,
        service('T_LINES', { interfaces: [line(), line({ interfaceName: 'Again' })] }),
      ),
    ).toBe('Line 2: Interface code ORDER_CREATE already exists');
    expect(
      await invalid(
        'POST',
        SERVERS,
        service('T_LINES', { interfaces: [line(), line({ interfaceCode: 'ORDER_NEW' })] }),
      ),
    ).toBe('Line 2: POST /orders is already the interface ORDER_CREATE of this service');
    expect(
      await invalid(
        'POST',
        SERVERS,
        service('T_SOAP', {
          serviceType: 'SOAP',
          soapNamespace: 'http://ws.example.com/',
          interfaces: [line({ requestMethod: 'GET' })],
        }),
      ),
    ).toBe('Line 1: Request method of a SOAP service’s interface must be POST, not GET');
    // A REST service with a GET interface turned SOAP is refused as a whole.
    const rest = await ok('POST', SERVERS, {
      ...service('T_TO_SOAP', { interfaces: [line({ requestMethod: 'GET' })] }),
    });
    expect(
      await refused('PUT', SERVERS, {
        ...rest,
        serviceType: 'SOAP',
        soapNamespace: 'http://ws.example.com/',
      }),
    ).toBe(
      'A SOAP service’s interfaces are called with POST: change the method of ORDER_CREATE first',
    );
    expect(await ok('GET', `${SERVERS}/${String(rest.interfaceServerId)}`)).toMatchObject({
      serviceType: 'REST',
    });
  });

  it('publishes and takes offline, with the interfaces, and keeps a published service as it is', async () => {
    const created = await ok('POST', SERVERS, service('T_LIFE'));
    const id = created.interfaceServerId;
    const first = await release(id);
    expect(first.statusCode).toBe(200);
    const published = first.json<{ row: Row; message: string }>();
    expect(published.message).toBe('Service T_LIFE published as version 1 with 1 interfaces');
    expect(published.row).toMatchObject({ status: 'PUBLISHED', releaseVersion: 1 });
    expect(published.row.releasedDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await interfacesOf(id)).map((row) => row.status)).toEqual(['ENABLED']);

    // Published: no edit, no delete, no second publish, no line removal.
    expect(await refused('PUT', SERVERS, { ...published.row, serverName: 'Changed' })).toMatch(
      /T_LIFE/,
    );
    expect(await refused('DELETE', SERVERS, [published.row])).toMatch(/T_LIFE/);
    expect((await release(id)).json<Row>()).toMatchObject({ failed: true });
    const [iface] = await interfacesOf(id);
    expect(await refused('DELETE', '/hitf/v1/1/interfaces', [iface])).toBe(
      'Line 1: The service T_LIFE is Published: it cannot be changed or deleted',
    );

    const down = (await offline(id)).json<{ row: Row; message: string }>();
    expect(down.message).toBe('Service T_LIFE taken offline: its interfaces are no longer served');
    expect(down.row).toMatchObject({ status: 'OFFLINE', releaseVersion: 1 });
    expect((await interfacesOf(id)).map((row) => row.status)).toEqual(['DISABLED']);
    expect((await offline(id)).json<Row>()).toMatchObject({ failed: true });

    // Offline: editable again; a new interface is NEW until published again as version 2.
    const edited = await ok('PUT', SERVERS, {
      ...down.row,
      interfaces: [line({ interfaceCode: 'ORDER_LIST', requestMethod: 'GET' })],
    });
    expect(edited).toMatchObject({ status: 'OFFLINE' });
    const again = (await release(id)).json<{ row: Row; message: string }>();
    expect(again.row).toMatchObject({ status: 'PUBLISHED', releaseVersion: 2 });
    expect((await interfacesOf(id)).map((row) => row.status)).toEqual(['ENABLED', 'ENABLED']);

    await setLanguage('zh_CN');
    try {
      const empty = await ok('POST', SERVERS, service('T_EMPTY', { interfaces: [] }));
      expect((await release(empty.interfaceServerId)).json<Row>().message).toBe(
        '服务 T_EMPTY 没有接口：请至少添加一个接口后再发布',
      );
    } finally {
      await setLanguage('en_US');
    }
    const disabled = await ok('POST', SERVERS, service('T_DISABLED', { enabledFlag: 0 }));
    expect((await release(disabled.interfaceServerId)).json<Row>().message).toBe(
      'Service T_DISABLED is disabled: enable it before publishing it',
    );
  });

  it('starts the demo tenants with services, one of them published', async () => {
    const rows = (await ok<PageBody>('GET', `${SERVERS}?size=100`)).content;
    const byCode = new Map(rows.map((row) => [row.serverCode, row]));
    expect(byCode.get('ERP_ORDER')).toMatchObject({ status: 'PUBLISHED', releaseVersion: 1 });
    expect(byCode.get('TAX_INVOICE')).toMatchObject({ status: 'NEW', serviceType: 'SOAP' });
    expect(JSON.stringify(rows)).not.toContain('demo-erp-secret');
    const erp = byCode.get('ERP_ORDER') as Row;
    expect((await interfacesOf(erp.interfaceServerId)).map((row) => row.status)).toEqual([
      'ENABLED',
      'ENABLED',
      'ENABLED',
    ]);
  });

  it("keeps a tenant's services from another tenant, and from an operator", async () => {
    const mine = await ok('POST', SERVERS, service('T_MINE'));
    expect((await call('GET', '/hitf/v1/2/interface-servers')).statusCode).toBe(403);
    const platform = await signIn(session.server.app, 'admin', 'Admin12345');
    const other = await call(
      'GET',
      `/hitf/v1/0/interface-servers/${String(mine.interfaceServerId)}`,
      undefined,
      platform,
    );
    expect(other.statusCode).toBe(404);
    const list = await call('GET', '/hitf/v1/0/interface-servers?size=100', undefined, platform);
    expect(list.statusCode).toBe(200);
    expect(list.json<PageBody>().content.map((row) => row.serverCode)).not.toContain('T_MINE');
    const foreign = await call(
      'PUT',
      '/hitf/v1/0/interface-servers/release',
      { interfaceServerId: mine.interfaceServerId },
      platform,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await ok('GET', `${SERVERS}/${String(mine.interfaceServerId)}`)).status).toBe('NEW');

    const operator = await signIn(session.server.app, 'operator', 'Operator123');
    expect((await call('GET', SERVERS, undefined, operator)).statusCode).toBe(403);
    expect(
      (
        await call(
          'PUT',
          `${SERVERS}/release`,
          { interfaceServerId: mine.interfaceServerId },
          operator,
        )
      ).statusCode,
    ).toBe(403);
  });
});
