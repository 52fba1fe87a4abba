/**
 * The operation audit (hmnt audit-op): every write the engine carries out for a user is listed,
 * newest first, to the tenant's administrators: who, which resource and row, what they did and
 * the request. A refused write leaves nothing, another tenant sees none of it, reads are not
 * recorded, and the list filters by user, resource, operation, row and day.
 */
import { apiAs, callerOf, signIn, startServer, type ApiPage, type TestServer } from './helpers';

type Row = Record<string, unknown>;

const AUDIT = '/hmnt/v1/1/audit-operations';
const COUNTRIES = '/hpfm/v1/1/countries';

let server: TestServer;
let tenantAdmin: string;
let admin: string;
let operator: string;
const api = apiAs(() => ({ app: server.app, token: tenantAdmin }));

beforeAll(async () => {
  server = await startServer();
  [tenantAdmin, admin, operator] = await Promise.all([
    signIn(server.app, 'tenant.admin', 'Tenant12345'),
    signIn(server.app, 'admin', 'Admin12345'),
    signIn(server.app, 'operator', 'Operator123'),
  ]);
}, 60_000);

afterAll(() => server.close());

/** The audit rows of a query, as tenant.admin reads them. */
async function audited(query = ''): Promise<Row[]> {
  const page = await api.ok<ApiPage>('GET', `${AUDIT}?size=100${query}`);
  return page.content;
}

/** What a row of the audit says, without its time and ids. */
function said(row: Row) {
  return [row.loginName, row.resourceKey, row.operation, row.rowName];
}

describe('hmnt operation audit', () => {
  let countryId = 0;

  it('lists the writes of a country newest first, with the user, resource and row', async () => {
    const before = (await audited()).length;
    const created = await api.ok<Row>('POST', '/hpfm/v1/1/country', {
      countryCode: 'AQ',
      countryName: 'Antarctica',
      quickIndex: 'nj',
    });
    countryId = Number(created.countryId);
    server.advance(1000);
    const updated = await api.ok<Row>('PUT', COUNTRIES, {
      ...created,
      countryName: 'Antarctic Territory',
    });
    server.advance(1000);
    await api.ok('POST', `${COUNTRIES}/disable`, [countryId]);
    server.advance(1000);
    // Reads are not recorded.
    await api.ok('GET', `${COUNTRIES}?size=5`);
    const removed = await api.call('DELETE', COUNTRIES, [
      { countryId, objectVersionNumber: Number(updated.objectVersionNumber) + 1 },
    ]);
    expect(removed.statusCode).toBe(204);

    const rows = await audited();
    expect(rows).toHaveLength(before + 4);
    expect(rows.slice(0, 4).map(said)).toEqual([
      ['tenant.admin', 'hpfm/country', 'DELETE', 'Antarctic Territory'],
      ['tenant.admin', 'hpfm/country', 'DISABLE', 'Antarctic Territory'],
      ['tenant.admin', 'hpfm/country', 'UPDATE', 'Antarctic Territory'],
      ['tenant.admin', 'hpfm/country', 'CREATE', 'Antarctica'],
    ]);
    expect(rows[0]).toMatchObject({
      tenantId: 1,
      userId: 2,
      realName: 'Tina Tenant-Admin',
      rowId: countryId,
      resourceTitle: 'Countries',
      requestMethod: 'DELETE',
      requestPath: COUNTRIES,
    });
    expect(typeof rows[0]?.roleName).toBe('string');
    // Only ids and names are kept: no values of the row.
    expect(Object.values(rows[3] ?? {})).not.toContain('nj');
  });

  it('records nothing of a refused write, nor of a batch refused part way', async () => {
    const before = await audited();
    const duplicate = await api.call('POST', '/hpfm/v1/1/country', {
      countryCode: 'CN',
      countryName: 'China again',
    });
    expect(duplicate.json()).toMatchObject({ failed: true, code: 'error.duplicate' });
    // The first row of this batch was disabled, then rolled back with the second's refusal.
    const [china] = (await api.ok<ApiPage>('GET', `${COUNTRIES}?countryCode=CN`)).content;
    const batch = await api.call('POST', `${COUNTRIES}/disable`, [china?.countryId, 999_999]);
    expect(batch.json()).toMatchObject({ failed: true, code: 'error.not_found' });
    expect(await audited()).toEqual(before);
  });

  it('records a custom action that ran, with its key', async () => {
    const notice = await api.ok<Row>('POST', '/hmsg/v1/1/notices', {
      title: 'Audit window',
      content: 'Audit window: details',
      noticeCategoryCode: 'ANNOUNCE',
      receiverTypeCode: 'ALL',
    });
    const publish = `/hmsg/v1/1/notices/${String(notice.noticeId)}/publish`;
    await api.ok('POST', publish);
    const again = await api.call('POST', publish);
    expect(again.json()).toMatchObject({ failed: true, code: 'error.action.state' });
    const rows = await audited('&resourceKey=hmsg/notice');
    expect(rows.map((row) => [row.operation, row.actionCode, row.rowName])).toEqual([
      ['ACTION', 'publish', 'Audit window'],
      ['CREATE', null, 'Audit window'],
    ]);
  });

  it('filters by user, resource, operation, row and day', async () => {
    const deletes = await audited(`&operation=DELETE&resourceKey=hpfm/country`);
    expect(deletes.map(said)).toEqual([
      ['tenant.admin', 'hpfm/country', 'DELETE', 'Antarctic Territory'],
    ]);
    const ofRow = await audited(`&rowId=${countryId}`);
    expect(ofRow.map((row) => row.operation)).toEqual(['DELETE', 'DISABLE', 'UPDATE', 'CREATE']);
    const created = await audited('&loginName=tenant.adm&operation=CREATE');
    expect(created.map((row) => row.rowName)).toEqual(['Audit window', 'Antarctica']);
    expect(await audited('&loginName=nobody')).toEqual([]);
    expect(await audited('&resourceKey=hiam/user')).toEqual([]);
    expect(await audited('&dateFrom=2000-01-01&dateTo=2000-01-31')).toEqual([]);
    expect((await audited(`&userId=2`)).length).toBeGreaterThanOrEqual(5);
    const csv = await api.call('GET', `${AUDIT}/export?rowId=${countryId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(5);
  });

  it("shows a tenant its own records only, to those holding the menu's permission", async () => {
    const call = callerOf(server.app);
    expect((await call(operator, 'GET', AUDIT)).statusCode).toBe(403);
    // The site administrator works in the platform tenant: none of Novo Lab's records.
    const platform = await call(admin, 'GET', '/hmnt/v1/audit-operations?size=100');
    expect(platform.statusCode).toBe(200);
    const rows = platform.json<ApiPage>().content;
    expect(rows.filter((row) => row.tenantId !== 0)).toEqual([]);
    expect(rows.filter((row) => row.rowId === countryId)).toEqual([]);
    // A path naming another tenant is refused.
    expect((await call(admin, 'GET', AUDIT)).statusCode).toBe(403);
    // No write: the audit offers its list and export only.
    expect((await call(tenantAdmin, 'DELETE', AUDIT, [{ auditOpId: 1 }])).statusCode).toBe(404);
  });
});
