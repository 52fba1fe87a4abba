/**
 * The configuration centre (hcnf) on the server, as an API caller sees it: a set created with
 * its items reads back with them; a secret item's value never answered (list, detail, items,
 * export) and kept by an edit that leaves it empty; duplicate keys, bad keys, values that do not
 * fit their type and bad environments refused naming the line or field, in the caller's
 * language; publish numbering versions and refusing when nothing changed, a change making the
 * set DRAFT again; (service, environment) unique in a tenant and fixed; the demo sets; another
 * tenant's sets and an operator out of reach.
 */
import { signIn, tenantAdminServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const SETS = '/hcnf/v1/1/config-sets';
const VERSIONS = '/hcnf/v1/1/config-versions';
const SECRET = 'S3cret-Passw0rd!';

/** A new item of a save. */
const item = (values: Row): Row => ({
  configKey: 'spring.application.name',
  configValue: 'hzero-test',
  valueType: 'string',
  ...values,
  _status: 'create',
});

describe('configuration centre', () => {
  const { session, call, ok, refused, invalid, setLanguage } = tenantAdminServer();

  const items = async (id: unknown) =>
    (await ok<PageBody>('GET', `${SETS}/${String(id)}/configItems?size=100`)).content;

  const byKey = async (id: unknown) =>
    new Map((await items(id)).map((row) => [String(row.configKey), row]));

  /** Creates a set of `service` in `environment` with `lines`. */
  const createSet = (serviceCode: string, environment: string, lines: Row[]) =>
    ok('POST', SETS, {
      serviceCode,
      environment,
      configName: `${serviceCode} ${environment}`,
      format: 'yaml',
      configItems: lines,
    });

  it('reads a set back with its items, and never answers a secret value', async () => {
    const created = await createSet('t-secret', 'dev', [
      item({ configKey: 'spring.datasource.url', configValue: 'jdbc:mysql://db:3306/t' }),
      item({ configKey: 'spring.datasource.password', configValue: SECRET, secretFlag: 1 }),
      item({ configKey: 'server.port', configValue: '8081', valueType: 'number' }),
      item({ configKey: 'feature.enabled', configValue: 'true', valueType: 'boolean' }),
    ]);
    expect(created).toMatchObject({
      serviceCode: 't-secret',
      environment: 'dev',
      status: 'DRAFT',
      publishedVersion: 0,
      publishedDate: null,
      publishedBy: null,
    });
    const id = created.configSetId;
    const lines = await byKey(id);
    expect([...lines.keys()].sort()).toEqual([
      'feature.enabled',
      'server.port',
      'spring.datasource.password',
      'spring.datasource.url',
    ]);
    expect(lines.get('server.port')).toMatchObject({ configValue: '8081', valueType: 'number' });
    expect(lines.get('spring.datasource.password')).toMatchObject({
      secretFlag: 1,
      configValue: null,
      secretValue: null,
    });

    for (const url of [
      `${SETS}?size=100`,
      `${SETS}/${String(id)}`,
      `${SETS}/${String(id)}/configItems`,
      `${SETS}/export`,
    ]) {
      const res = await call('GET', url);
      expect([url, res.statusCode, res.body.includes(SECRET)]).toEqual([url, 200, false]);
      expect(res.body).toMatch(/t-secret|spring\.datasource\.password/);
    }

    // An edit that leaves the value empty keeps it: publishing then changes nothing more.
    const secret = lines.get('spring.datasource.password') as Row;
    const saved = await ok('PUT', `${SETS}/${String(id)}`, {
      ...created,
      configItems: [{ ...secret, configValue: null, description: 'Sealed', _status: 'update' }],
    });
    expect(saved).toMatchObject({ status: 'DRAFT' });
    expect((await byKey(id)).get('spring.datasource.password')).toMatchObject({
      description: 'Sealed',
      configValue: null,
    });
    const published = await ok<{ row: Row }>('POST', `${SETS}/${String(id)}/publish`);
    expect(published.row).toMatchObject({ publishedVersion: 1, status: 'PUBLISHED' });
    const [version] = (await ok<PageBody>('GET', `${VERSIONS}?configSetId=${String(id)}`)).content;
    expect(version).toMatchObject({ versionNumber: 1, itemCount: 4, format: 'yaml' });
    expect(String(version?.content)).toContain('spring.datasource.password: "******"');
    expect(String(version?.content)).toContain('server.port: 8081');
    expect(JSON.stringify(version)).not.toContain(SECRET);
    // A secret given again with the same value is no change; another value is.
    const current = (await byKey(id)).get('spring.datasource.password') as Row;
    const after = await ok<Row>('GET', `${SETS}/${String(id)}`);
    const resealed = await ok('PUT', `${SETS}/${String(id)}`, {
      ...after,
      configItems: [{ ...current, configValue: SECRET, _status: 'update' }],
    });
    expect(resealed).toMatchObject({ status: 'PUBLISHED' });
    const changed = await ok('PUT', `${SETS}/${String(id)}`, {
      ...resealed,
      configItems: [
        {
          ...(await byKey(id)).get('spring.datasource.password'),
          configValue: 'another',
          _status: 'update',
        },
      ],
    });
    expect(changed).toMatchObject({ status: 'DRAFT' });
  });

  it('refuses a secret item without a value, and a secret value not of its type', async () => {
    expect(
      await invalid('POST', SETS, {
        serviceCode: 't-secret-empty',
        environment: 'dev',
        configName: 'Empty secret',
        format: 'yaml',
        configItems: [item({}), item({ configKey: 'a.password', configValue: '', secretFlag: 1 })],
      }),
    ).toBe('Line 2: Value of a secret item is required');
    expect(
      await invalid('POST', SETS, {
        serviceCode: 't-secret-type',
        environment: 'dev',
        configName: 'Secret number',
        format: 'yaml',
        configItems: [
          item({ configKey: 'a.pin', configValue: 'x1', valueType: 'number', secretFlag: 1 }),
        ],
      }),
    ).toContain('Line 1: Value of a number item must be a number');
  });

  it('refuses duplicate keys naming the line, in the caller’s language', async () => {
    const body = {
      serviceCode: 't-dup',
      environment: 'dev',
      configName: 'Duplicates',
      format: 'properties',
      configItems: [
        item({ configKey: 'server.port', configValue: '1', valueType: 'number' }),
        item({}),
        item({ configKey: 'server.port', configValue: '2', valueType: 'number' }),
      ],
    };
    expect(await refused('POST', SETS, body)).toBe('Line 3: Key server.port already exists');
    await setLanguage('zh_CN');
    try {
      expect(await refused('POST', SETS, body)).toBe('第 3 行：配置键 server.port 已存在');
      expect(
        await invalid('POST', SETS, {
          ...body,
          configItems: [item({ configKey: 'server.port', configValue: 'x', valueType: 'number' })],
        }),
      ).toBe('第 1 行：数字类型的配置值必须是数字，而不是“x”');
    } finally {
      await setLanguage('en_US');
    }
    // Nothing of the refused saves was kept.
    const list = await ok<PageBody>('GET', `${SETS}?serviceCode=t-dup`);
    expect(list.content).toEqual([]);
  });

  it('refuses bad keys, values not of their type and bad environments with 400 naming the field', async () => {
    const base = { serviceCode: 't-bad', environment: 'dev', configName: 'Bad', format: 'json' };
    expect(
      await invalid('POST', SETS, { ...base, configItems: [item({ configKey: 'Spring..URL' })] }),
    ).toBe(
      'Line 1: Key: Dotted lower-case words (letters, digits, - or _), a list element as [n], e.g. spring.datasource.url',
    );
    expect(
      await invalid('POST', SETS, {
        ...base,
        configItems: [
          item({}),
          item({ configKey: 'a.b', configValue: '12a', valueType: 'number' }),
        ],
      }),
    ).toBe('Line 2: Value of a number item must be a number, not “12a”');
    expect(
      await invalid('POST', SETS, {
        ...base,
        configItems: [item({ configKey: 'a.b', configValue: 'yes', valueType: 'boolean' })],
      }),
    ).toBe('Line 1: Value of a boolean item must be true or false, not “yes”');
    expect(await invalid('POST', SETS, { ...base, environment: 'uat' })).toMatch(/^Environment /);
    expect(await invalid('POST', SETS, { ...base, format: 'toml' })).toMatch(/^Format /);
    // A type changed without its value is checked too.
    const created = await createSet('t-bad', 'dev', [item({ configKey: 'a.b', configValue: 'x' })]);
    const [line] = await items(created.configSetId);
    expect(
      await invalid('PUT', `${SETS}/${String(created.configSetId)}`, {
        ...created,
        configItems: [{ ...line, valueType: 'boolean', _status: 'update' }],
      }),
    ).toBe('Line 1: Value of a boolean item must be true or false, not “x”');
  });

  it('publishes versions, refuses a publish without changes, and a change makes the set DRAFT', async () => {
    const created = await createSet('t-publish', 'test', [
      item({ configKey: 'server.port', configValue: '8080', valueType: 'number' }),
      item({ configKey: 'spring.redis.password', configValue: SECRET, secretFlag: 1 }),
    ]);
    const url = `${SETS}/${String(created.configSetId)}`;
    const first = await ok<{ row: Row; message: string }>('POST', `${url}/publish`);
    expect(first.message).toBe('t-publish (test) published as version 1');
    expect(first.row).toMatchObject({
      status: 'PUBLISHED',
      publishedVersion: 1,
      publishedBy: 'tenant.admin',
      objectVersionNumber: Number(created.objectVersionNumber) + 1,
    });
    expect(first.row.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect(await refused('POST', `${url}/publish`)).toBe(
      't-publish (test) has no changes since version 1: nothing to publish',
    );
    await setLanguage('zh_CN');
    try {
      expect(await refused('POST', `${url}/publish`)).toBe(
        't-publish (test) 自版本 1 以来没有修改，无需发布',
      );
    } finally {
      await setLanguage('en_US');
    }

    // A change of an item makes it DRAFT; taking the change back makes it PUBLISHED again.
    const [port] = (await items(created.configSetId)).filter(
      (row) => row.configKey === 'server.port',
    ) as [Row];
    const changed = await ok('PUT', url, {
      ...first.row,
      configItems: [{ ...port, configValue: '9090', _status: 'update' }],
    });
    expect(changed).toMatchObject({ status: 'DRAFT', publishedVersion: 1 });
    const [edited] = (await items(created.configSetId)).filter(
      (row) => row.configKey === 'server.port',
    ) as [Row];
    const back = await ok('PUT', url, {
      ...changed,
      configItems: [{ ...edited, configValue: '8080', _status: 'update' }],
    });
    expect(back).toMatchObject({ status: 'PUBLISHED' });

    // A new item and a change of format are changes; version 2 is published.
    const added = await ok('PUT', url, {
      ...back,
      format: 'properties',
      configItems: [item({ configKey: 'hzero.order.timeout-seconds', configValue: '30' })],
    });
    expect(added).toMatchObject({ status: 'DRAFT', format: 'properties' });
    const second = await ok<{ row: Row }>('POST', `${url}/publish`);
    expect(second.row).toMatchObject({ status: 'PUBLISHED', publishedVersion: 2 });

    const versions = (
      await ok<PageBody>('GET', `${VERSIONS}?configSetId=${String(created.configSetId)}`)
    ).content;
    expect(versions.map((row) => [row.versionNumber, row.format, row.itemCount])).toEqual([
      [2, 'properties', 3],
      [1, 'yaml', 2],
    ]);
    expect(versions[0]?.content).toBe(
      'hzero.order.timeout-seconds=30\nserver.port=8080\nspring.redis.password=******\n',
    );
    expect(JSON.stringify(versions)).not.toContain(SECRET);

    // Deleting an item is a change too.
    const [timeout] = (await items(created.configSetId)).filter(
      (row) => row.configKey === 'hzero.order.timeout-seconds',
    ) as [Row];
    const removed = await ok('PUT', url, {
      ...second.row,
      configItems: [{ ...timeout, _status: 'delete' }],
    });
    expect(removed).toMatchObject({ status: 'DRAFT' });
    // A set without items has nothing to publish.
    const empty = await createSet('t-empty', 'dev', []);
    expect(await refused('POST', `${SETS}/${String(empty.configSetId)}/publish`)).toBe(
      't-empty (dev) has no items: add its configuration before publishing it',
    );
  });

  it('keeps (service, environment) unique in a tenant and fixed once created', async () => {
    const created = await createSet('t-unique', 'prod', [item({})]);
    expect(await refused('POST', SETS, { ...created, serviceCode: 'T-UNIQUE' })).toBe(
      'T-UNIQUE already has a configuration set for the environment Production',
    );
    // Another environment of the same service is another set.
    await createSet('t-unique', 'staging', [item({})]);
    const url = `${SETS}/${String(created.configSetId)}`;
    expect(await refused('PUT', url, { ...created, environment: 'dev' })).toBe(
      'Environment cannot be changed (it is prod)',
    );
    expect(await refused('PUT', url, { ...created, serviceCode: 't-other' })).toBe(
      'Service cannot be changed (it is t-unique)',
    );
    // Read-only fields sent by the caller are ignored.
    const renamed = await ok('PUT', url, {
      ...created,
      configName: 'Renamed',
      status: 'PUBLISHED',
      publishedVersion: 9,
    });
    expect(renamed).toMatchObject({ configName: 'Renamed', status: 'DRAFT', publishedVersion: 0 });
  });

  it('starts the demo tenants with sets, one of them published', async () => {
    const rows = (await ok<PageBody>('GET', `${SETS}?size=100&serviceCode=hzero-order`)).content;
    const byEnvironment = new Map(rows.map((row) => [row.environment, row]));
    expect(byEnvironment.get('prod')).toMatchObject({ status: 'PUBLISHED', publishedVersion: 1 });
    expect(byEnvironment.get('dev')).toMatchObject({ status: 'DRAFT', publishedVersion: 0 });
    const prod = byEnvironment.get('prod') as Row;
    const lines = await byKey(prod.configSetId);
    expect(lines.get('spring.datasource.password')).toMatchObject({
      secretFlag: 1,
      configValue: null,
    });
    const [version] = (
      await ok<PageBody>('GET', `${VERSIONS}?configSetId=${String(prod.configSetId)}`)
    ).content;
    expect(version).toMatchObject({ versionNumber: 1, itemCount: lines.size });
    expect(String(version?.content)).not.toContain('Pr0d-Order');
  });

  it("keeps a tenant's sets from another tenant, and from an operator", async () => {
    const mine = await createSet('t-mine', 'dev', [item({})]);
    expect((await call('GET', '/hcnf/v1/2/config-sets')).statusCode).toBe(403);
    const platform = await signIn(session.server.app, 'admin', 'Admin12345');
    const other = await call(
      'GET',
      `/hcnf/v1/0/config-sets/${String(mine.configSetId)}`,
      undefined,
      platform,
    );
    expect(other.statusCode).toBe(404);
    const list = await call('GET', '/hcnf/v1/0/config-sets?size=100', undefined, platform);
    expect(list.statusCode).toBe(200);
    expect(list.json<PageBody>().content.map((row) => row.serviceCode)).not.toContain('t-mine');
    const versions = await call(
      'GET',
      `/hcnf/v1/0/config-versions?configSetId=${String(mine.configSetId)}`,
      undefined,
      platform,
    );
    expect(versions.json<PageBody>().content).toEqual([]);

    const operator = await signIn(session.server.app, 'operator', 'Operator123');
    expect((await call('GET', SETS, undefined, operator)).statusCode).toBe(403);
    expect(
      (await call('POST', `${SETS}/${String(mine.configSetId)}/publish`, undefined, operator))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', VERSIONS, undefined, operator)).statusCode).toBe(403);
  });
});
