/**
 * Field and data permissions of security groups (hiam) take effect: a role the group is
 * assigned to gets its field rules (a hidden field is absent from its answers, not filtered or
 * sorted by; a read-only one cannot be changed) and its data rules (only the rows whose
 * dimension holds the group's value are listed, read, changed and exported), while other roles
 * see everything; taking the role off the group lifts both. The demo's Gene Beijing operators
 * read the regions of China only.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../server/db/database';
import { bearer, callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;

let server: TestServer;
let tenantAdmin: string;
let operator: string;
let call: ReturnType<typeof callerOf>;

beforeAll(async () => {
  server = await startServer();
  call = callerOf(server.app);
  tenantAdmin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
  operator = await signIn(server.app, 'operator', 'Operator123');
}, 60_000);

afterAll(() => server.close());

async function json<T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const res = await call(token, method, url, body);
  return { status: res.statusCode, body: res.json<T>() };
}

/** The id of the API of `resourceKey`, as the administrator reads it (HZERO's apis). */
async function apiId(resourceKey: string): Promise<number> {
  const { body } = await json<{ content: Row[] }>(
    tenantAdmin,
    'GET',
    `/iam/v1/1/apis?resourceKey=${resourceKey}`,
  );
  const row = body.content.find((item) => item.resourceKey === resourceKey);
  if (!row) throw new Error(`No API ${resourceKey}`);
  return Number(row.id);
}

/** The fields of an API (HZERO's apis/{permissionId}/fields) matching `query`. */
async function apiFields(resourceKey: string, query: string): Promise<Row[]> {
  const { status, body } = await json<{ content: Row[] }>(
    tenantAdmin,
    'GET',
    `/iam/v1/1/apis/${await apiId(resourceKey)}/fields?${query}`,
  );
  expect(status).toBe(200);
  return body.content;
}

/** The API and the id of its field `resourceKey.fieldName`, as a group's line names them. */
async function apiField(
  resourceKey: string,
  fieldName: string,
): Promise<{ permissionId: number; apiFieldId: number }> {
  const row = (await apiFields(resourceKey, `fieldName=${fieldName}`)).find(
    (item) => item.fieldName === fieldName,
  );
  if (!row) throw new Error(`No API field ${resourceKey}.${fieldName}`);
  return { permissionId: Number(row.permissionId), apiFieldId: Number(row.fieldId) };
}

async function regions(token: string, query = ''): Promise<Row[]> {
  const { status, body } = await json<{ content: Row[] }>(
    token,
    'GET',
    `/hpfm/v1/1/regions?size=100${query}`,
  );
  expect(status).toBe(200);
  return body.content;
}

async function regionId(code: string): Promise<number> {
  const [row] = await regions(tenantAdmin, `&regionCode=${code}`);
  return Number(row?.regionId);
}

async function group(id: number): Promise<Row> {
  return (await json<Row>(tenantAdmin, 'GET', `/iam/v1/1/sec-grps/${id}`)).body;
}

/** HZERO's read of each line set of a group (hiam SecurityGroupDS.js, securityGroupService.js). */
const LINE_PATHS: Readonly<Record<string, (id: number) => string>> = {
  permissions: (id) => `/iam/v1/1/sec-grp-acls/${id}`,
  fields: (id) => `/iam/v1/1/sec-grp-acl-fields/${id}`,
  data: (id) => `/iam/v1/1/sec-grp-dcls/${id}/authority`,
  roles: (id) => `/iam/v1/1/sec-grp-role-assign/${id}/assigned-role`,
};

async function lines(id: number, key: string): Promise<Row[]> {
  const path = LINE_PATHS[key];
  if (!path) throw new Error(`No line set ${key}`);
  return (await json<{ content: Row[] }>(tenantAdmin, 'GET', path(id))).body.content;
}

describe('field and data permissions of security groups', () => {
  let groupId = 0;

  it('lists the APIs the administrator holds and the fields of each, the dimensions apart', async () => {
    const { body: apis } = await json<{ content: Row[] }>(
      tenantAdmin,
      'GET',
      '/iam/v1/1/apis?resourceKey=hpfm/region',
    );
    expect(apis.content).toEqual([
      expect.objectContaining({
        description: 'Administrative Regions',
        serviceName: 'hpfm',
        method: 'GET',
        path: '/hpfm/v1[/{tenantId}]/regions',
      }),
    ]);
    // HZERO's query filters (hiam ApiField SearchForm): the method, a part of the path.
    const { body: byPath } = await json<{ content: Row[] }>(
      tenantAdmin,
      'GET',
      '/iam/v1/1/apis?method=GET&path=/regions&size=100',
    );
    expect(byPath.content.map((row) => row.resourceKey)).toContain('hpfm/region');
    expect(byPath.content.every((row) => String(row.path).includes('/regions'))).toBe(true);
    expect(
      (await apiFields('hpfm/region', 'dataDimension=1')).map((row) => [row.name, row.valueSource]),
    ).toEqual([['Administrative Regions · Country', 'Countries']]);
    expect((await apiFields('hpfm/employee', 'fieldName=status'))[0]?.valueSource).toBe(
      'On the job, Left',
    );
    // An API's fields only.
    const regionApi = await apiId('hpfm/region');
    const all = await json<{ content: Row[] }>(
      tenantAdmin,
      'GET',
      `/iam/v1/1/apis/${regionApi}/fields?size=100`,
    );
    expect(all.body.content.length).toBeGreaterThan(2);
    expect(all.body.content.every((row) => row.permissionId === regionApi)).toBe(true);
    // HZERO's field rows (hiam ApiField).
    expect(all.body.content.find((row) => row.fieldName === 'regionName')).toMatchObject({
      fieldId: expect.any(Number),
      fieldName: 'regionName',
      fieldDescription: 'Region name',
      fieldType: 'STRING',
      orderSeq: expect.any(Number),
      permissionId: regionApi,
    });
    expect(all.body.content.find((row) => row.fieldName === 'countryId')?.fieldType).toBe('NUMBER');
    // An API is its query permission, as in HZERO: a role's field permissions name the same id.
    const rolePage = await json<{ permission: Row }>(
      tenantAdmin,
      'GET',
      `/iam/v1/1/apis/${regionApi}/role/3`,
    );
    expect(rolePage.body.permission).toMatchObject({ code: 'hpfm.region.list-query' });
    expect(
      (await call(tenantAdmin, 'GET', '/iam/v1/1/apis/region/fields')).json<Row>().failed,
    ).toBe(true);
    // Named in the reader's language.
    await call(tenantAdmin, 'PUT', '/iam/hzero/v1/users/default-language?language=zh_CN');
    const { body: zhApis } = await json<{ content: Row[] }>(
      tenantAdmin,
      'GET',
      '/iam/v1/1/apis?resourceKey=hpfm/region',
    );
    const zh = await apiFields('hpfm/region', 'fieldName=regionName');
    const zhCountry = await apiFields('hpfm/region', 'fieldName=countryId');
    const zhStatus = await apiFields('hpfm/employee', 'fieldName=status');
    await call(tenantAdmin, 'PUT', '/iam/hzero/v1/users/default-language?language=en_US');
    expect(zhApis.content[0]?.description).toBe('行政区划');
    expect(zh).toEqual([
      expect.objectContaining({
        name: '行政区划 · 地区名称',
        apiName: '行政区划',
        fieldDescription: '地区名称',
      }),
    ]);
    expect(zhStatus[0]?.valueSource).toBe('在职、离职');
    expect(zhCountry).toEqual([
      expect.objectContaining({ name: '行政区划 · 所属国家', valueSource: '国家地区' }),
    ]);
    // The platform's APIs are not the tenant administrator's.
    const platform = await json<{ totalElements: number }>(
      tenantAdmin,
      'GET',
      '/iam/v1/1/apis?resourceKey=hiam/tenant',
    );
    expect(platform.body.totalElements).toBe(0);
  });

  it("refuses a field line whose field is not the chosen API's", async () => {
    const refused = await json<Row>(tenantAdmin, 'POST', '/iam/v1/1/sec-grps/create', {
      code: 'MIXED',
      name: 'Mixed',
      ownerRoleId: 2,
      fields: [
        {
          _status: 'create',
          ...(await apiField('hpfm/region', 'regionName')),
          permissionId: await apiId('hpfm/employee'),
          rule: 'hidden',
        },
      ],
    });
    expect(refused.body.message).toBe(
      'Line 1: API field: Administrative Regions · Region name does not belong to the chosen API; choose it again',
    );
  });

  it('refuses a data rule on a field that is no dimension, an unknown value and a value twice', async () => {
    const base = { code: 'BAD', name: 'Bad', ownerRoleId: 2 };
    const notDimension = await json<Row>(tenantAdmin, 'POST', '/iam/v1/1/sec-grps/create', {
      ...base,
      data: [{ _status: 'create', ...(await apiField('hpfm/region', 'regionName')), value: 'CN' }],
    });
    expect(notDimension.body.message).toContain(
      'Dimension: Administrative Regions · Region name cannot restrict rows',
    );
    const unknown = await json<Row>(tenantAdmin, 'POST', '/iam/v1/1/sec-grps/create', {
      ...base,
      data: [{ _status: 'create', ...(await apiField('hpfm/region', 'countryId')), value: 'XX' }],
    });
    expect(unknown.body.message).toContain(
      'Value: XX is not a value of Administrative Regions · Country',
    );
    const country = await apiField('hpfm/region', 'countryId');
    const twice = await json<Row>(tenantAdmin, 'POST', '/iam/v1/1/sec-grps/create', {
      ...base,
      data: [
        { _status: 'create', ...country, value: 'de' },
        { _status: 'create', ...country, value: 'Germany' },
      ],
    });
    expect(twice.body.message).toContain(
      'the group already limits Administrative Regions · Country to Germany',
    );
    const name = await apiField('hpfm/region', 'regionName');
    const fieldTwice = await json<Row>(tenantAdmin, 'POST', '/iam/v1/1/sec-grps/create', {
      ...base,
      fields: [
        { _status: 'create', ...name, rule: 'hidden' },
        { _status: 'create', ...name, rule: 'readOnly' },
      ],
    });
    // Named by the field, not by its id.
    expect(fieldTwice.body.message).toBe(
      'Line 2: API field Administrative Regions · Region name already exists',
    );
    expect(
      (await json<{ totalElements: number }>(tenantAdmin, 'GET', '/iam/v1/1/sec-grps?code=BAD'))
        .body.totalElements,
    ).toBe(0);
  });

  it('hides a field and limits the rows for the members of an assigned role only', async () => {
    const before = await regions(operator);
    expect(before.length).toBeGreaterThan(10);
    expect(before[0]).toHaveProperty('regionName');

    const created = await json<Row>(tenantAdmin, 'POST', '/iam/v1/1/sec-grps/create', {
      code: 'GERMAN-DESK',
      name: 'German desk',
      ownerRoleId: 2,
      fields: [
        {
          _status: 'create',
          ...(await apiField('hpfm/region', 'regionName')),
          rule: 'hidden',
        },
      ],
      data: [
        { _status: 'create', ...(await apiField('hpfm/region', 'countryId')), value: 'de' },
        { _status: 'create', ...(await apiField('hpfm/region', 'countryId')), value: 'GB' },
      ],
    });
    expect(created.status).toBe(200);
    groupId = Number(created.body.secGrpId);
    // The role at HZERO's assign-role, a list of role ids (SecurityGroupDS.js addRoleDS).
    const assigned = await json<Row[]>(
      tenantAdmin,
      'POST',
      `/iam/v1/1/sec-grp-role-assign/${groupId}/assign-role`,
      [3],
    );
    expect(assigned).toMatchObject({ status: 200, body: [{ roleId: 3, secGrpId: groupId }] });
    expect((await lines(groupId, 'data')).map((line) => [line.value, line.valueName])).toEqual([
      ['de', 'Germany'],
      ['GB', 'United Kingdom'],
    ]);
    // The names of the values are kept in every language.
    await call(tenantAdmin, 'PUT', '/iam/hzero/v1/users/default-language?language=zh_CN');
    const zhNames = (await lines(groupId, 'data')).map((line) => line.valueName);
    await call(tenantAdmin, 'PUT', '/iam/hzero/v1/users/default-language?language=en_US');
    expect(zhNames).toEqual(['德国', '英国']);

    // The role's field permissions page shows the group's rule beside the role's own.
    const codes = await json<{ content: Row[] }>(
      tenantAdmin,
      'GET',
      '/iam/hzero/v1/permissions?code=hpfm.region.list-query',
    );
    const api = codes.body.content.find((row) => row.code === 'hpfm.region.list-query');
    const roleFields = await json<{ fields: Row[] }>(
      tenantAdmin,
      'GET',
      `/iam/v1/1/apis/${String(api?.id)}/role/3`,
    );
    expect(roleFields.body.fields.find((row) => row.fieldName === 'regionName')).toMatchObject({
      rule: null,
      groups: [{ group: 'German desk', rule: 'hidden' }],
    });

    // The operator: the regions of Germany and the United Kingdom, without their names.
    const limited = await regions(operator);
    expect(limited.map((row) => row.regionCode)).toEqual(['DE-BY', 'GB-ENG']);
    expect(limited.every((row) => !('regionName' in row))).toBe(true);
    // Filtering or sorting by the hidden field tells nothing.
    expect((await regions(operator, '&regionName=zzz')).map((row) => row.regionCode)).toEqual([
      'DE-BY',
      'GB-ENG',
    ]);
    const beijing = await regionId('CN-BJ');
    const bavaria = await regionId('DE-BY');
    expect(
      (await call(operator, 'GET', `/hpfm/v1/1/countries/regions/${beijing}`)).statusCode,
    ).toBe(404);
    const one = await json<Row>(operator, 'GET', `/hpfm/v1/1/countries/regions/${bavaria}`);
    expect(one.body).toMatchObject({ regionCode: 'DE-BY', countryName: '德国' });
    expect(one.body).not.toHaveProperty('regionName');
    const csv = (await call(operator, 'GET', '/hpfm/v1/1/regions/export')).body;
    expect(csv).toContain('DE-BY');
    expect(csv).not.toContain('CN-BJ');
    expect(csv).not.toContain('Bavaria');

    // Another role (the administrator's) still sees every row and field.
    const all = await regions(tenantAdmin);
    expect(all.length).toBe(before.length);
    expect(all.find((row) => row.regionCode === 'CN-BJ')).toMatchObject({ regionName: 'Beijing' });

    // Writes: a row outside the rules is not there; the hidden name is left as it is.
    const cn = (await json<Row>(tenantAdmin, 'GET', `/hpfm/v1/1/countries/regions/${beijing}`))
      .body;
    const outside = await json<Row>(
      operator,
      'PUT',
      `/hpfm/v1/1/countries/${String(cn.countryId)}/regions/${beijing}`,
      {
        ...cn,
        regionName: 'Peking',
      },
    );
    expect(outside.body).toMatchObject({ failed: true, code: 'error.not_found' });
    const de = (await json<Row>(tenantAdmin, 'GET', `/hpfm/v1/1/countries/regions/${bavaria}`))
      .body;
    const inside = await json<Row>(
      operator,
      'PUT',
      `/hpfm/v1/1/countries/${String(de.countryId)}/regions/${bavaria}`,
      {
        ...de,
        regionName: 'Bayern',
      },
    );
    expect(inside.status).toBe(200);
    expect(
      (await json<Row>(tenantAdmin, 'GET', `/hpfm/v1/1/countries/regions/${bavaria}`)).body,
    ).toMatchObject({
      regionName: 'Bavaria',
    });
  });

  it('keeps a read-only field unchanged for the members', async () => {
    const header = await group(groupId);
    const [rule] = await lines(groupId, 'fields');
    const saved = await json<Row>(tenantAdmin, 'PUT', '/iam/v1/1/sec-grps', {
      ...header,
      fields: [{ ...rule, _status: 'update', rule: 'readOnly' }],
    });
    expect(saved.status).toBe(200);
    const bavaria = await regionId('DE-BY');
    const row = (await json<Row>(operator, 'GET', `/hpfm/v1/1/countries/regions/${bavaria}`)).body;
    expect(row).toMatchObject({ regionName: 'Bavaria' });
    const refused = await json<Row>(
      operator,
      'PUT',
      `/hpfm/v1/1/countries/${String(row.countryId)}/regions/${bavaria}`,
      {
        ...row,
        regionName: 'Bayern',
      },
    );
    expect(refused.body).toMatchObject({ failed: true, code: 'error.field_read_only' });
    expect(String(refused.body.message)).toContain('地区名称');
  });

  it('lifts both when the role is taken off the group', async () => {
    const header = await group(groupId);
    const [assigned] = await lines(groupId, 'roles');
    // Not with the group's save: HZERO recycles roles at their own address.
    const withGroup = await json<Row>(tenantAdmin, 'PUT', '/iam/v1/1/sec-grps', {
      ...header,
      roles: [{ ...assigned, _status: 'delete' }],
    });
    expect(withGroup.status).toBe(400);
    expect(String(withGroup.body.message)).toContain(
      '(DELETE /iam/v1[/{tenantId}]/sec-grp-role-assign/{id}/recycle-role)',
    );
    const recycled = await call(
      tenantAdmin,
      'DELETE',
      `/iam/v1/1/sec-grp-role-assign/${groupId}/recycle-role`,
      [assigned?.roleId],
    );
    expect(recycled.statusCode).toBe(204);
    expect(await lines(groupId, 'roles')).toEqual([]);
    const all = await regions(operator);
    expect(all.length).toBe((await regions(tenantAdmin)).length);
    expect(all.find((row) => row.regionCode === 'CN-BJ')).toHaveProperty('regionName', 'Beijing');
  });

  it('limits rows by a choice too, and answers the texts of rows outside like unknown rows', async () => {
    const codes = await json<{ content: Row[] }>(
      tenantAdmin,
      'GET',
      '/iam/hzero/v1/permissions?code=hpfm.employee.list-query',
    );
    const query = codes.body.content.find((row) => row.code === 'hpfm.employee.list-query');
    const created = await json<Row>(tenantAdmin, 'POST', '/iam/v1/1/sec-grps/create', {
      code: 'LEAVERS',
      name: 'Leavers',
      ownerRoleId: 2,
      data: [{ _status: 'create', ...(await apiField('hpfm/employee', 'status')), value: 'Left' }],
    });
    const leavers = String(created.body.secGrpId);
    // Codes and roles at HZERO's addresses, as id lists.
    for (const [path, ids] of [
      [`sec-grp-acls/${leavers}`, [Number(query?.id)]],
      [`sec-grp-role-assign/${leavers}/assign-role`, [3]],
    ] as const) {
      expect((await call(tenantAdmin, 'POST', `/iam/v1/1/${path}`, ids)).statusCode).toBe(200);
    }
    expect((await lines(Number(created.body.secGrpId), 'data'))[0]).toMatchObject({
      value: 'Left',
      valueKey: 'LEAVE',
      valueName: 'Left',
    });
    const staff = await json<{ content: Row[] }>(tenantAdmin, 'GET', '/hpfm/v1/1/employees');
    const tina = staff.body.content.find((row) => row.employeeNum === 'E0001');
    expect(tina?.status).toBe('ON');
    const listed = await json<{ totalElements: number }>(operator, 'GET', '/hpfm/v1/1/employees');
    expect(listed).toMatchObject({ status: 200, body: { totalElements: 0 } });
    const texts = (token: string) =>
      json<{ code: string; value: string }[]>(
        token,
        'GET',
        `/hpfm/v1/multi-language?fieldName=name&_token=${String(tina?._token)}`,
      );
    expect((await texts(tenantAdmin)).body).toContainEqual(
      expect.objectContaining({ code: 'zh_CN', value: '蒂娜' }),
    );
    expect((await texts(operator)).body).toContainEqual(
      expect.objectContaining({ code: 'zh_CN', value: '' }),
    );
    await call(tenantAdmin, 'POST', '/iam/v1/1/sec-grps/disable', [created.body.secGrpId]);
    expect(
      (await json<{ totalElements: number }>(operator, 'GET', '/hpfm/v1/1/employees')).status,
    ).toBe(403);
  });

  it("limits the demo's Gene Beijing operators to the regions of China", async () => {
    const moved = await server.app.inject({
      method: 'PUT',
      url: '/iam/v1/users/tenant-id?tenantId=2',
      headers: bearer(operator),
    });
    expect(moved.json()).toMatchObject({ tenantId: 2 });
    const { body } = await json<{ content: Row[] }>(operator, 'GET', '/hpfm/v1/2/regions?size=100');
    expect(body.content.length).toBe(8);
    expect(body.content.every((row) => String(row.regionCode).startsWith('CN-'))).toBe(true);
    const [first] = body.content;
    const refused = await json<Row>(
      operator,
      'PUT',
      `/hpfm/v1/2/countries/${String(first?.countryId)}/regions/${String(first?.regionId)}`,
      {
        ...first,
        regionName: 'Renamed',
      },
    );
    expect(refused.body).toMatchObject({ failed: true, code: 'error.field_read_only' });
  });
});

describe('group lines saved before the APIs', () => {
  it('name the API of their field after the next start', async () => {
    const first = await startServer({ keepDir: true });
    await first.close();
    const file = path.join(first.dataDir, DB_FILE_NAME);
    const before = new Database(file);
    const lines = (table: string) =>
      before.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number };
    expect(lines('hiam_sec_grp_fields').n + lines('hiam_sec_grp_data').n).toBeGreaterThan(0);
    before.prepare('UPDATE hiam_sec_grp_fields SET permission_id = NULL').run();
    before.prepare('UPDATE hiam_sec_grp_data SET permission_id = NULL').run();
    before.close();
    const second = await startServer({ dataDir: first.dataDir });
    try {
      const after = new Database(file, { readonly: true });
      const wrong = (table: string) =>
        after
          .prepare(
            `SELECT count(*) AS n FROM ${table} l JOIN hiam_api_fields f ON f.id = l.api_field_id
             WHERE l.permission_id IS NOT f.permission_id OR l.permission_id IS NULL`,
          )
          .get() as { n: number };
      expect([wrong('hiam_sec_grp_fields').n, wrong('hiam_sec_grp_data').n]).toEqual([0, 0]);
      after.close();
    } finally {
      await second.close();
    }
  }, 30_000);
});
