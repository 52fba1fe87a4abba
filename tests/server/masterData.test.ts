import { bearer, signIn, startServer, type TestServer, callerOf } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
  totalPages: number;
  numberOfElements: number;
  size: number;
  number: number;
}

const STALE = {
  failed: true,
  code: 'error.optimistic_lock',
  message: 'The record was changed by someone else; reload it and try again',
  type: 'error',
};

describe('master data', () => {
  let server: TestServer;
  let tenantAdmin: string;
  let operator: string;
  let manager: string;

  beforeAll(async () => {
    server = await startServer();
    [tenantAdmin, operator, manager] = await Promise.all([
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
      signIn(server.app, 'manager@lab.example', 'Manager123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);

  const page = async (token: string, url: string): Promise<PageBody> => {
    const res = await call(token, 'GET', url);
    expect(res.statusCode).toBe(200);
    return res.json<PageBody>();
  };

  it('pages 0-based with the contract page shape', async () => {
    const first = await page(tenantAdmin, '/hpfm/v1/1/countries?page=0&size=10');
    expect(first).toMatchObject({
      totalElements: 30,
      totalPages: 3,
      numberOfElements: 10,
      size: 10,
      number: 0,
    });
    expect(first.content[0]).toEqual({
      countryId: expect.any(Number),
      countryCode: 'AT',
      countryName: 'Austria',
      quickIndex: 'adl',
      tenantId: 1,
      enabledFlag: 1,
      objectVersionNumber: 1,
      _token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      creationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      lastUpdateDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const last = await page(tenantAdmin, '/hpfm/v1/1/countries?page=2&size=10');
    expect(last).toMatchObject({ number: 2, numberOfElements: 10 });
    const beyond = await page(tenantAdmin, '/hpfm/v1/1/countries?page=3&size=10');
    expect(beyond).toMatchObject({ number: 3, numberOfElements: 0, content: [] });
    const defaults = await page(tenantAdmin, '/hpfm/v1/1/currencies');
    expect(defaults).toMatchObject({ number: 0, size: 10, totalElements: 10 });
  });

  it('sorts by field,asc|desc and refuses unknown sort fields', async () => {
    const desc = await page(tenantAdmin, '/hpfm/v1/1/countries?sort=countryCode,desc&size=3');
    expect(desc.content.map((row) => row.countryCode)).toEqual(['ZA', 'VN', 'US']);
    const byName = await page(tenantAdmin, '/hpfm/v1/1/countries?sort=countryName,asc&size=2');
    expect(byName.content.map((row) => row.countryName)).toEqual(['Australia', 'Austria']);
    const byRate = await page(tenantAdmin, '/hpfm/v1/1/tax-rates?sort=taxRate,desc');
    expect(byRate.content.map((row) => row.taxRate)).toEqual(['13', '9', '6', '3', '0']);
    const bad = await call(tenantAdmin, 'GET', '/hpfm/v1/1/countries?sort=password,asc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'error.validation', message: /'sort'/ });
  });

  it('filters text by contains (case-insensitive), numbers and enabledFlag exactly', async () => {
    const kingdom = await page(tenantAdmin, '/hpfm/v1/1/countries?countryName=KING');
    expect(kingdom.content.map((row) => row.countryCode)).toEqual(['GB']);
    const codes = await page(tenantAdmin, '/hpfm/v1/1/countries?countryCode=c');
    expect(codes.content.map((row) => row.countryCode)).toEqual(['CA', 'CH', 'CN']);
    const wildcard = await page(tenantAdmin, '/hpfm/v1/1/countries?countryName=%25');
    expect(wildcard.totalElements).toBe(0);
    const precision = await page(tenantAdmin, '/hpfm/v1/1/currencies?financialPrecision=0');
    expect(precision.content.map((row) => row.currencyCode)).toEqual(['JPY', 'KRW']);
    const regions = await page(tenantAdmin, '/hpfm/v1/1/regions?regionCode=US-');
    expect(regions.content).toEqual([
      expect.objectContaining({
        regionCode: 'US-CA',
        countryCode: 'US',
        countryName: 'United States',
      }),
      expect.objectContaining({ regionCode: 'US-MA', countryCode: 'US' }),
    ]);
    const disabled = await page(tenantAdmin, '/hpfm/v1/1/uoms?enabledFlag=0');
    expect(disabled.totalElements).toBe(0);
  });

  it("answers translated names in the user's language", async () => {
    const zh = await page(operator, '/hpfm/v1/1/countries?countryCode=CN');
    expect(zh.content[0]?.countryName).toBe('中国');
    const filtered = await page(operator, '/hpfm/v1/1/countries?countryName=%E5%9B%BD');
    expect(filtered.content.map((row) => row.countryCode)).toContain('CN');
    const en = await page(tenantAdmin, '/hpfm/v1/1/currencies?currencyCode=CNY');
    expect(en.content[0]).toMatchObject({ currencyName: 'Chinese Yuan', currencySymbol: '¥' });
  });

  it('accepts the tenant-less path and works in the current tenant', async () => {
    const rows = await page(tenantAdmin, '/hpfm/v1/banks?size=100');
    expect(rows.totalElements).toBe(6);
    expect(rows.content.every((row) => row.tenantId === 1)).toBe(true);
    // The site administrator works in the site tenant (0), which has its own rows.
    const admin = await signIn(server.app, 'admin', 'Admin12345');
    const site = await page(admin, '/hpfm/v1/countries?size=1');
    expect(site).toMatchObject({
      totalElements: 30,
      content: [expect.objectContaining({ tenantId: 0 })],
    });
  });

  it('answers a missing list body with a clear 400', async () => {
    const res = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/countries');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The request body must be a list of {countryId, objectVersionNumber}',
    );
  });

  it('refuses a path naming another tenant with 403', async () => {
    // Before validating anything else.
    expect((await call(tenantAdmin, 'GET', '/hpfm/v1/2/countries?size=99999')).statusCode).toBe(
      403,
    );
    const res = await call(tenantAdmin, 'GET', '/hpfm/v1/2/countries');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      failed: true,
      code: 'error.forbidden',
      message: 'You can only work in your current tenant',
      type: 'error',
    });
  });

  it('creates, refuses a duplicate code, updates with objectVersionNumber and deletes', async () => {
    const created = await call(tenantAdmin, 'POST', '/hpfm/v1/1/countries', {
      countryCode: 'XA',
      countryName: 'Xanadu',
      quickIndex: 'xa',
      _tls: { countryName: { zh_CN: '仙那度' } },
    });
    expect(created.statusCode).toBe(200);
    const row = created.json<Row>();
    expect(row).toMatchObject({
      countryCode: 'XA',
      countryName: 'Xanadu',
      enabledFlag: 1,
      tenantId: 1,
      objectVersionNumber: 1,
    });

    const duplicate = await call(tenantAdmin, 'POST', '/hpfm/v1/1/countries', {
      countryCode: 'XA',
      countryName: 'Again',
    });
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json()).toEqual({
      failed: true,
      code: 'error.duplicate',
      message: 'Country code XA already exists',
      type: 'warn',
    });

    const updated = await call(tenantAdmin, 'PUT', '/hpfm/v1/1/countries', {
      countryId: row.countryId,
      objectVersionNumber: 1,
      _token: row._token,
      countryName: 'Xanadu Land',
    });
    expect(updated.json()).toMatchObject({ countryName: 'Xanadu Land', objectVersionNumber: 2 });

    const stale = await call(tenantAdmin, 'PUT', '/hpfm/v1/1/countries', {
      countryId: row.countryId,
      objectVersionNumber: 1,
      countryName: 'Lost update',
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(STALE);
    const fetched = await call(tenantAdmin, 'GET', `/hpfm/v1/1/countries/${String(row.countryId)}`);
    expect(fetched.json()).toMatchObject({ countryName: 'Xanadu Land', objectVersionNumber: 2 });

    const recoded = await call(
      tenantAdmin,
      'PUT',
      `/hpfm/v1/1/countries/${String(row.countryId)}`,
      {
        objectVersionNumber: 2,
        countryCode: 'XB',
      },
    );
    expect(recoded.json()).toMatchObject({ failed: true, code: 'error.code_immutable' });

    const staleDelete = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/countries', [
      { countryId: row.countryId, objectVersionNumber: 1 },
    ]);
    expect(staleDelete.json()).toEqual(STALE);
    const deleted = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/countries', [
      { countryId: row.countryId, objectVersionNumber: 2 },
    ]);
    expect(deleted.statusCode).toBe(204);
    const gone = await call(tenantAdmin, 'GET', `/hpfm/v1/1/countries/${String(row.countryId)}`);
    expect(gone.statusCode).toBe(404);
    const updateGone = await call(tenantAdmin, 'PUT', '/hpfm/v1/1/countries', {
      countryId: row.countryId,
      objectVersionNumber: 2,
      countryName: 'Ghost',
    });
    expect(updateGone.json()).toMatchObject({ failed: true, code: 'error.not_found' });
  });

  it('answers 400 error.validation naming the field', async () => {
    const cases: [string, Row, string][] = [
      [
        'countries',
        { countryCode: 'cn1', countryName: 'X' },
        "Field 'countryCode' has an invalid format",
      ],
      ['countries', { countryCode: 'QQ' }, "Field 'countryName' is required"],
      [
        'countries',
        { countryCode: 'QQ', countryName: 'x'.repeat(61) },
        "Field 'countryName' must be at most 60 characters long",
      ],
      [
        'currencies',
        { currencyCode: 'QQQ', currencyName: 'Q', financialPrecision: 7 },
        "Field 'financialPrecision' must be at most 6",
      ],
      ['tax-rates', { taxCode: 'T1', taxRate: '100.5' }, "Field 'taxRate' has an invalid format"],
      [
        'tax-rates',
        { taxCode: 'T1', taxRate: '12.34567' },
        "Field 'taxRate' has an invalid format",
      ],
      [
        'regions',
        { regionCode: 'R1', regionName: 'R', countryId: 'abc' },
        "Field 'countryId' must be a whole number",
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await call(tenantAdmin, 'POST', `/hpfm/v1/1/${path}`, body);
      expect([path, res.statusCode, res.json()]).toEqual([
        path,
        400,
        { failed: true, code: 'error.validation', message, type: 'error' },
      ]);
    }
    const ok = await call(tenantAdmin, 'POST', '/hpfm/v1/1/tax-rates', {
      taxCode: 'T1',
      taxRate: '100.0000',
    });
    expect(ok.json()).toMatchObject({ taxCode: 'T1', taxRate: '100.0000' });
  });

  it('checks references: a region needs a country, a country in use cannot be deleted', async () => {
    const orphan = await call(tenantAdmin, 'POST', '/hpfm/v1/1/regions', {
      regionCode: 'NOWHERE',
      regionName: 'Nowhere',
      countryId: 999999,
    });
    expect(orphan.json()).toMatchObject({ failed: true, code: 'error.reference', type: 'warn' });
    const cn = (await page(tenantAdmin, '/hpfm/v1/1/countries?countryCode=CN')).content[0] as Row;
    const inUse = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/countries', [
      { countryId: cn.countryId, objectVersionNumber: cn.objectVersionNumber },
    ]);
    expect(inUse.json()).toMatchObject({
      failed: true,
      code: 'error.in_use',
      message: 'Country CN is used by 8 region records and cannot be deleted',
    });
  });

  it('enables and disables rows', async () => {
    const uom = (await page(tenantAdmin, '/hpfm/v1/1/uoms?uomCode=BOX')).content[0] as Row;
    const disabled = await call(tenantAdmin, 'POST', '/hpfm/v1/1/uoms/disable', [uom.uomId]);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toEqual([
      expect.objectContaining({ uomId: uom.uomId, enabledFlag: 0, objectVersionNumber: 2 }),
    ]);
    const listed = await page(tenantAdmin, '/hpfm/v1/1/uoms?enabledFlag=0');
    expect(listed.content.map((row) => row.uomCode)).toEqual(['BOX']);
    const enabled = await call(tenantAdmin, 'POST', '/hpfm/v1/uoms/enable', [uom.uomId]);
    expect(enabled.json()).toEqual([
      expect.objectContaining({ enabledFlag: 1, objectVersionNumber: 3 }),
    ]);
    const empty = await call(tenantAdmin, 'POST', '/hpfm/v1/1/uoms/enable', []);
    expect(empty.statusCode).toBe(400);
  });

  it('lets every data call check the permission: the operator may query and edit only', async () => {
    const bank = (await page(operator, '/hpfm/v1/1/banks?bankCode=BOC')).content[0] as Row;
    const create = await call(operator, 'POST', '/hpfm/v1/1/countries', {
      countryCode: 'OP',
      countryName: 'Operatorland',
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({
      failed: true,
      code: 'error.forbidden',
      message: 'You do not have the permission hpfm.country.list-create',
      type: 'error',
    });
    const remove = await call(operator, 'DELETE', '/hpfm/v1/1/banks', [
      { bankId: bank.bankId, objectVersionNumber: bank.objectVersionNumber },
    ]);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe('You do not have the permission hpfm.bank.list-delete');
    // The permission is checked before the body: no validation details for the unauthorised.
    const invalidCreate = await call(operator, 'POST', '/hpfm/v1/1/countries', { countryCode: 1 });
    expect(invalidCreate.statusCode).toBe(403);
    expect((await call(operator, 'DELETE', '/hpfm/v1/1/banks')).statusCode).toBe(403);
    const disable = await call(operator, 'POST', '/hpfm/v1/1/banks/disable', [bank.bankId]);
    expect(disable.json().message).toBe('You do not have the permission hpfm.bank.list-enable');
    // Editing is granted, but switching enabledFlag in an edit still needs the enable code.
    const sneaky = await call(operator, 'PUT', '/hpfm/v1/1/banks', {
      bankId: bank.bankId,
      objectVersionNumber: bank.objectVersionNumber,
      enabledFlag: 0,
    });
    expect(sneaky.statusCode).toBe(403);
    const edit = await call(operator, 'PUT', '/hpfm/v1/1/banks', {
      bankId: bank.bankId,
      objectVersionNumber: bank.objectVersionNumber,
      bankShortName: 'Bank of China',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ bankShortName: 'Bank of China', objectVersionNumber: 2 });
    // The tenant administrator may delete.
    const adminDelete = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/banks', [
      { bankId: bank.bankId, objectVersionNumber: 2 },
    ]);
    expect(adminDelete.statusCode).toBe(204);
    // Portal roles may not even read.
    const portal = await call(manager, 'GET', '/hpfm/v1/1/countries');
    expect(portal.statusCode).toBe(403);
    expect(portal.json().message).toBe('You do not have the permission hpfm.country.list-query');
  });

  it('answers multi-language values of a translatable field in both languages', async () => {
    const cn = (await page(tenantAdmin, '/hpfm/v1/1/countries?countryCode=CN')).content[0] as Row;
    const values = await call(
      tenantAdmin,
      'GET',
      `/hpfm/v1/multi-language?fieldName=countryName&_token=${String(cn._token)}`,
    );
    expect(values.statusCode).toBe(200);
    expect(values.json()).toEqual([
      { code: 'en_US', name: 'English', value: 'China' },
      { code: 'zh_CN', name: '简体中文', value: '中国' },
    ]);
    const usd = (await page(tenantAdmin, '/hpfm/v1/1/currencies?currencyCode=USD'))
      .content[0] as Row;
    const currency = await call(
      tenantAdmin,
      'GET',
      `/hpfm/v1/multi-language?fieldName=currencyName&_token=${String(usd._token)}`,
    );
    expect(currency.json()).toEqual([
      { code: 'en_US', name: 'English', value: 'US Dollar' },
      { code: 'zh_CN', name: '简体中文', value: '美元' },
    ]);

    // An edit in Chinese changes the Chinese value only.
    const de = (await page(operator, '/hpfm/v1/1/countries?countryCode=DE')).content[0] as Row;
    const edited = await call(operator, 'PUT', '/hpfm/v1/1/countries', {
      countryId: de.countryId,
      objectVersionNumber: de.objectVersionNumber,
      countryName: '德意志',
    });
    expect(edited.json()).toMatchObject({ countryName: '德意志' });
    const after = await call(
      operator,
      'GET',
      `/hpfm/v1/multi-language?fieldName=countryName&_token=${String(de._token)}`,
    );
    expect(after.json()).toEqual([
      { code: 'en_US', name: 'English', value: 'Germany' },
      { code: 'zh_CN', name: '简体中文', value: '德意志' },
    ]);

    const unsaved = await call(tenantAdmin, 'GET', '/hpfm/v1/multi-language?fieldName=countryName');
    expect(unsaved.json()).toEqual([
      { code: 'en_US', name: 'English', value: '' },
      { code: 'zh_CN', name: '简体中文', value: '' },
    ]);
    const wrongField = await call(
      tenantAdmin,
      'GET',
      `/hpfm/v1/multi-language?fieldName=currencyName&_token=${String(cn._token)}`,
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/'fieldName'/);
    const portal = await call(
      manager,
      'GET',
      `/hpfm/v1/multi-language?fieldName=countryName&_token=${String(cn._token)}`,
    );
    expect(portal.statusCode).toBe(403);
  });
});

describe('master data tenant isolation', () => {
  let server: TestServer;
  let tenantAdmin: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer();
    [tenantAdmin, operator] = await Promise.all([
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
    // The operator works in Gene Beijing (tenant 2) from now on.
    const moved = await server.app.inject({
      method: 'PUT',
      url: '/iam/v1/users/tenant-id?tenantId=2',
      headers: bearer(operator),
    });
    expect(moved.json()).toMatchObject({ tenantId: 2 });
  }, 30_000);

  afterAll(() => server.close());

  it('keeps the rows of tenant 1 invisible and untouchable from tenant 2', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/hpfm/v1/1/banks',
      headers: bearer(tenantAdmin),
      payload: { bankCode: 'NOVO-ONLY', bankName: 'Novo house bank' },
    });
    const bank = created.json<Row>();
    expect(bank).toMatchObject({ tenantId: 1, bankCode: 'NOVO-ONLY' });

    const list = await server.app.inject({
      method: 'GET',
      url: '/hpfm/v1/2/banks?size=100',
      headers: bearer(operator),
    });
    const rows = list.json<PageBody>();
    expect(rows.totalElements).toBe(6);
    expect(rows.content.every((row) => row.tenantId === 2)).toBe(true);
    expect(rows.content.map((row) => row.bankId)).not.toContain(bank.bankId);

    const direct = await server.app.inject({
      method: 'GET',
      url: `/hpfm/v1/2/banks/${String(bank.bankId)}`,
      headers: bearer(operator),
    });
    expect(direct.statusCode).toBe(404);
    const edit = await server.app.inject({
      method: 'PUT',
      url: '/hpfm/v1/2/banks',
      headers: bearer(operator),
      payload: { bankId: bank.bankId, objectVersionNumber: 1, bankName: 'Taken over' },
    });
    expect(edit.json()).toMatchObject({ failed: true, code: 'error.not_found' });
    const foreignPath = await server.app.inject({
      method: 'GET',
      url: '/hpfm/v1/1/banks',
      headers: bearer(operator),
    });
    expect(foreignPath.statusCode).toBe(403);
    const cn = (
      await server.app.inject({
        method: 'GET',
        url: '/hpfm/v1/1/countries?countryCode=CN',
        headers: bearer(tenantAdmin),
      })
    ).json<PageBody>().content[0] as Row;
    const foreignToken = await server.app.inject({
      method: 'GET',
      url: `/hpfm/v1/multi-language?fieldName=countryName&_token=${String(cn._token)}`,
      headers: bearer(operator),
    });
    expect(foreignToken.statusCode).toBe(403);
  });
});
