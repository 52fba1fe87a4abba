/**
 * Data Permissions (hdpm) on the server, as an API caller sees it: a read-only view of the data
 * permissions the server really enforces (the data lines of security groups). A fresh tenant
 * lists its data dimensions as not limited; a group's data line assigned to a role makes one
 * limited row per role it reaches (child roles inherit, naming the role assigned), with the
 * value's name in the reader's language, and the role's reads are limited to exactly those
 * values; disabling the group lifts both. Bad filters and sorts are refused in the caller's
 * language, nothing is written through it, a role without its permission is refused, and each
 * tenant sees its own rules and the dimensions of the APIs it holds.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../server/db/database';
import { apiAs, signIn, tenantAdminServer, type ApiPage } from './helpers';

type Row = Record<string, unknown>;

const LIST = '/hdpm/v1/1/data-permissions';
const OPERATOR_ROLE = 3;

describe('data permissions (hdpm)', () => {
  const { session, call, ok, invalid, setLanguage } = tenantAdminServer();
  let operator: string;
  let site: string;
  let groupId = 0;

  beforeAll(async () => {
    operator = await signIn(session.server.app, 'operator', 'Operator123');
    site = await signIn(session.server.app, 'admin', 'Admin12345');
  });

  const asOperator = apiAs(() => ({ app: session.server.app, token: operator }));
  const asSite = apiAs(() => ({ app: session.server.app, token: site }));

  const list = async (query: string) =>
    (await ok<ApiPage>('GET', `${LIST}?size=200&${query}`)).content;

  /** The rows on the country of administrative regions (the dimension the tests limit). */
  const regionRows = () => list('resourceKey=hpfm/region&fieldName=countryId&sort=roleCode,asc');

  /** The API field of `resourceKey.fieldName`, as a security group's data line names it. */
  async function apiField(resourceKey: string, fieldName: string) {
    const apis = await ok<ApiPage>('GET', `/iam/v1/1/apis?resourceKey=${resourceKey}`);
    const permissionId = Number(apis.content[0]?.id);
    const fields = await ok<ApiPage>(
      'GET',
      `/iam/v1/1/apis/${permissionId}/fields?fieldName=${fieldName}`,
    );
    const field = fields.content.find((row) => row.fieldName === fieldName);
    return { permissionId, apiFieldId: Number(field?.fieldId) };
  }

  /** The country ids of the regions a token's holder lists. */
  async function regionCountries(token: string): Promise<Set<number>> {
    const reader = apiAs(() => ({ app: session.server.app, token }));
    const page = await reader.ok<ApiPage>('GET', '/hpfm/v1/1/regions?size=200');
    return new Set(page.content.map((row) => Number(row.countryId)));
  }

  it('lists every data dimension of the demo tenant as not limited on a fresh start', async () => {
    expect(await list('status=RESTRICTED')).toEqual([]);
    const all = await ok<ApiPage>('GET', `${LIST}?size=10`);
    expect(all.totalElements).toBeGreaterThan(10);
    expect(all.content.every((row) => row.tenantId === 1 && row.status === 'OPEN')).toBe(true);
    expect(await regionRows()).toEqual([
      expect.objectContaining({
        status: 'OPEN',
        apiName: 'Administrative Regions',
        dimensionName: 'Administrative Regions · Country',
        resourceKey: 'hpfm/region',
        fieldName: 'countryId',
        roleCode: null,
        secGrpId: null,
        valueName: null,
      }),
    ]);
    // Only fields that can restrict rows are dimensions (a region's name is not one).
    expect(await list('resourceKey=hpfm/region&fieldName=regionName')).toEqual([]);
    // In the reader's language.
    await setLanguage('zh_CN');
    const zh = await regionRows();
    await setLanguage('en_US');
    expect(zh[0]).toMatchObject({ apiName: '行政区划', dimensionName: '行政区划 · 所属国家' });
  });

  it("shows a tenant's administrators the dimensions of the APIs they hold only", async () => {
    // The platform's tenant list is no API of a tenant administrator.
    expect(await list('resourceKey=hiam/tenant')).toEqual([]);
    const platform = await asSite.ok<ApiPage>(
      'GET',
      '/hdpm/v1/data-permissions?resourceKey=hiam/tenant&size=50',
    );
    expect(platform.content.length).toBeGreaterThan(0);
    expect(platform.content.every((row) => row.tenantId === 0)).toBe(true);
  });

  it("lists a security group's data lines for each role they limit, and they limit exactly that", async () => {
    const country = await apiField('hpfm/region', 'countryId');
    const created = await ok<Row>('POST', '/iam/v1/1/sec-grps/create', {
      code: 'EU-DESK',
      name: 'European desk',
      ownerRoleId: 2,
      data: [
        { _status: 'create', ...country, value: 'de' },
        { _status: 'create', ...country, value: 'GB' },
      ],
    });
    groupId = Number(created.secGrpId);
    // Assigned to no role, the lines limit nobody: the dimension is still open.
    expect((await regionRows()).map((row) => row.status)).toEqual(['OPEN']);
    const everything = await regionCountries(operator);

    await ok('POST', `/iam/v1/1/sec-grp-role-assign/${groupId}/assign-role`, [OPERATOR_ROLE]);
    const rows = await regionRows();
    expect(rows.map((row) => [row.status, row.roleCode, row.value, row.valueName])).toEqual([
      ['RESTRICTED', 'operator', 'de', 'Germany'],
      ['RESTRICTED', 'operator', 'GB', 'United Kingdom'],
    ]);
    expect(rows[0]).toMatchObject({
      roleId: OPERATOR_ROLE,
      roleName: 'Operator',
      viaRoleCode: 'operator',
      inheritedFlag: 0,
      secGrpId: groupId,
      secGrpName: 'European desk',
      secGrpCode: 'EU-DESK',
      ownerRoleId: 2,
      dimensionName: 'Administrative Regions · Country',
      tenantId: 1,
    });
    // What the screen says is what the server does: the operator reads the regions of exactly
    // the stored values listed for its role, the administrator (no rule) every region.
    const allowed = new Set(rows.map((row) => Number(row.valueKey)));
    expect(allowed.size).toBe(2);
    expect(await regionCountries(operator)).toEqual(allowed);
    expect((await regionCountries(session.token)).size).toBe(everything.size);
    expect(everything.size).toBeGreaterThan(2);
    // Filters: the role, the group, the status, inherited or not.
    expect(await list('roleCode=operat&status=RESTRICTED')).toHaveLength(2);
    expect(await list('secGrpCode=eu-desk')).toHaveLength(2);
    expect(await list(`secGrpId=${groupId}&inheritedFlag=1`)).toEqual([]);
    expect(await list('keyword=EU-DESK')).toHaveLength(2);
    // The value names in the reader's language.
    await setLanguage('zh_CN');
    const zh = await regionRows();
    await setLanguage('en_US');
    expect(zh.map((row) => row.valueName)).toEqual(['德国', '英国']);
  });

  it('lists the rules a child role inherits, naming the role the group is assigned to', async () => {
    const child = await ok<Row>('POST', '/iam/hzero/v1/roles', {
      code: 'eu-lead',
      name: 'EU Lead',
      level: 'organization',
      parentRoleId: OPERATOR_ROLE,
    });
    const inherited = await list('roleCode=eu-lead');
    expect(inherited.map((row) => [row.value, row.viaRoleCode, row.inheritedFlag])).toEqual([
      ['de', 'operator', 1],
      ['GB', 'operator', 1],
    ]);
    expect(inherited.every((row) => row.roleId === child.id)).toBe(true);
    // Assigned to the child as well, it is listed once, as its own.
    await ok('POST', `/iam/v1/1/sec-grp-role-assign/${groupId}/assign-role`, [Number(child.id)]);
    expect(
      (await list('roleCode=eu-lead')).map((row) => [
        row.value,
        row.viaRoleCode,
        row.inheritedFlag,
      ]),
    ).toEqual([
      ['de', 'eu-lead', 0],
      ['GB', 'eu-lead', 0],
    ]);
    expect(await list('status=RESTRICTED')).toHaveLength(4);
  });

  it('drops the rules of a disabled group, which no longer limit anybody', async () => {
    await ok('POST', '/iam/v1/1/sec-grps/disable', [groupId]);
    expect(await list('status=RESTRICTED')).toEqual([]);
    expect((await regionRows()).map((row) => row.status)).toEqual(['OPEN']);
    expect((await regionCountries(operator)).size).toBeGreaterThan(2);
    await ok('POST', '/iam/v1/1/sec-grps/enable', [groupId]);
    expect(await list('status=RESTRICTED')).toHaveLength(4);
  });

  it('refuses bad filters and sorts in the caller language, and writes nothing', async () => {
    expect(await invalid('GET', `${LIST}?status=LOCKED`)).toBe(
      'Status must be one of: Limited, Not limited',
    );
    expect(await invalid('GET', `${LIST}?sort=valueKey,asc`)).toContain("Query parameter 'sort'");
    expect(await invalid('GET', `${LIST}?roleCode=${'x'.repeat(300)}`)).toContain('Role code');
    expect(await invalid('GET', `${LIST}?inheritedFlag=yes`)).toContain('Inherited');
    await setLanguage('zh_CN');
    const zh = await invalid('GET', `${LIST}?status=LOCKED`);
    const zhLong = await invalid('GET', `${LIST}?roleCode=${'x'.repeat(300)}`);
    await setLanguage('en_US');
    expect(zh).toContain('状态');
    expect(zh).toContain('受限');
    expect(zhLong).toContain('角色编码');
    // A view: rules are changed on their security group, never here.
    for (const [method, url] of [
      ['POST', LIST],
      ['PUT', LIST],
      ['DELETE', LIST],
      ['PUT', `${LIST}/1`],
    ] as const) {
      expect([method, url, (await call(method, url, {})).statusCode]).toEqual([method, url, 404]);
    }
    const csv = (await call('GET', `${LIST}/export?status=RESTRICTED`)).body;
    expect(csv).toContain('EU-DESK');
    expect(csv).toContain('Germany');
  });

  it("keeps each tenant's rules to itself and the screen to those granted it", async () => {
    // Gene Beijing's demo group limits its operators to China: its rows are tenant 2's.
    const db = new Database(path.join(session.server.dataDir, DB_FILE_NAME), { readonly: true });
    const beijing = db
      .prepare(
        `SELECT tenant_id AS tenantId, role_code AS roleCode, value FROM hdpm_data_permission_list
         WHERE status = 'RESTRICTED' AND sec_grp_code = 'CN-REGIONS'`,
      )
      .all();
    db.close();
    expect(beijing).toEqual([{ tenantId: 2, roleCode: 'operator', value: 'CN' }]);
    expect(await list('secGrpCode=CN-REGIONS')).toEqual([]);
    expect((await list('status=RESTRICTED')).every((row) => row.tenantId === 1)).toBe(true);
    expect((await call('GET', '/hdpm/v1/2/data-permissions')).statusCode).toBe(403);
    // The operator holds no permission of the screen.
    const refused = await asOperator.call('GET', LIST);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Row>().message).toContain('hdpm.data-permission.list-query');
  });
});
