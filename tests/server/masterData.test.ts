/**
 * What is particular to the hpfm master data on the resource engine (engine.test.ts walks the
 * generic operations of every resource): filters, translated names, references between
 * countries and regions, exact tax rates, the messages that name a field, the CSV export and
 * the multi-language values.
 */
import { bearer, callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

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

  const first = async (token: string, url: string): Promise<Row> =>
    (await page(token, url)).content[0] as Row;

  it('saves units of measure as HZERO does: a list POSTed to /uom, new and changed rows at once, all or none', async () => {
    const kg = await first(tenantAdmin, '/hpfm/v1/1/uom?uomCode=KG');
    const saved = await call(tenantAdmin, 'POST', '/hpfm/v1/1/uom', [
      { uomCode: 'GAL', uomName: 'Gallon', uomTypeCode: 'VOLUME' },
      { ...kg, uomName: 'Kilogram (SI)' },
    ]);
    expect([saved.statusCode, saved.json()]).toEqual([
      200,
      [
        expect.objectContaining({ uomCode: 'GAL', uomName: 'Gallon', objectVersionNumber: 1 }),
        expect.objectContaining({
          uomId: kg.uomId,
          uomName: 'Kilogram (SI)',
          objectVersionNumber: Number(kg.objectVersionNumber) + 1,
        }),
      ],
    ]);
    // A refused row refuses the list: the good row before it is not saved either.
    const refused = await call(tenantAdmin, 'POST', '/hpfm/v1/1/uom', [
      { uomCode: 'QT', uomName: 'Quart' },
      { uomCode: 'PT' },
    ]);
    expect([refused.statusCode, refused.json().fields]).toEqual([
      400,
      { uomName: 'UOM name is required' },
    ]);
    expect((await page(tenantAdmin, '/hpfm/v1/1/uom?uomCode=QT')).totalElements).toBe(0);
    // One row is no list; and HZERO has no PUT there.
    const one = await call(tenantAdmin, 'POST', '/hpfm/v1/1/uom', { uomCode: 'QT', uomName: 'Q' });
    expect(one.statusCode).toBe(400);
    expect((await call(tenantAdmin, 'PUT', '/hpfm/v1/1/uom', { ...kg })).statusCode).toBe(404);
  });

  it('filters text by a case-blind part, numbers and enabledFlag exactly', async () => {
    const kingdom = await page(tenantAdmin, '/hpfm/v1/1/countries?countryName=KING');
    expect(kingdom.content.map((row) => row.countryCode)).toEqual(['GB']);
    const codes = await page(tenantAdmin, '/hpfm/v1/1/countries?countryCode=c');
    expect(codes.content.map((row) => row.countryCode)).toEqual(['CA', 'CH', 'CN']);
    const wildcard = await page(tenantAdmin, '/hpfm/v1/1/countries?countryName=%25');
    expect(wildcard.totalElements).toBe(0);
    const precision = await page(tenantAdmin, '/hpfm/v1/1/currencys?financialPrecision=0');
    expect(precision.content.map((row) => row.currencyCode)).toEqual(['JPY', 'KRW']);
    const regions = await page(tenantAdmin, '/hpfm/v1/1/regions?regionCode=US-');
    expect(regions.content).toEqual([
      expect.objectContaining({ regionCode: 'US-CA', countryName: 'United States' }),
      expect.objectContaining({ regionCode: 'US-MA', countryName: 'United States' }),
    ]);
    const disabled = await page(tenantAdmin, '/hpfm/v1/1/uom?enabledFlag=0');
    expect(disabled.totalElements).toBe(0);
    // A parameter that is no filter of the list is ignored.
    const unknown = await page(tenantAdmin, '/hpfm/v1/1/countries?password=x&size=100');
    expect(unknown.totalElements).toBe(30);
  });

  it("answers translated names in the user's language, and filters by them", async () => {
    expect(await first(operator, '/hpfm/v1/1/countries?countryCode=CN')).toMatchObject({
      countryName: '中国',
    });
    const filtered = await page(operator, '/hpfm/v1/1/countries?countryName=%E5%9B%BD');
    expect(filtered.content.map((row) => row.countryCode)).toContain('CN');
    expect(await first(operator, '/hpfm/v1/1/regions?regionCode=CN-BJ')).toMatchObject({
      countryName: '中国',
    });
    expect(await first(tenantAdmin, '/hpfm/v1/1/currencys?currencyCode=CNY')).toMatchObject({
      currencyName: 'Chinese Yuan',
      currencySymbol: '¥',
    });
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

  it('answers 400 error.validation naming the field by its label, in the form and per field', async () => {
    const cases: [string, Row, string, string][] = [
      [
        'country',
        { countryCode: 'cn1', countryName: 'X' },
        'countryCode',
        'Country code: 2 or 3 uppercase letters, e.g. CN',
      ],
      ['country', { countryCode: 'QQ' }, 'countryName', 'Country name is required'],
      [
        'country',
        { countryCode: 'QQ', countryName: 'x'.repeat(61) },
        'countryName',
        'Country name must have at most 60 characters',
      ],
      [
        'currencys',
        { currencyCode: 'QQQ', currencyName: 'Q', financialPrecision: 7 },
        'financialPrecision',
        'Financial precision must be at most 6',
      ],
      ['taxs', { taxCode: 'T1', taxRate: '100.5' }, 'taxRate', 'Tax rate (%) must be at most 100'],
      [
        'taxs',
        { taxCode: 'T1', taxRate: '12.34567' },
        'taxRate',
        'Tax rate (%) must be a number with at most 4 decimals',
      ],
      // HZERO creates a region under its country (regionService.js regionCreate).
      ['countries/1/regions', { regionCode: 'R1' }, 'regionName', 'Region name is required'],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await call(tenantAdmin, 'POST', `/hpfm/v1/1/${path}`, body);
      expect([path, res.statusCode, res.json()]).toEqual([
        path,
        400,
        {
          failed: true,
          code: 'error.validation',
          message,
          type: 'error',
          fields: { [field]: message },
        },
      ]);
    }
    // The same rules in the user's language.
    const zh = await call(operator, 'PUT', '/hpfm/v1/1/currencys', {
      currencyId: 1,
      objectVersionNumber: 1,
      financialPrecision: 7,
    });
    expect(zh.json()).toMatchObject({ message: '财务精度不能大于 6' });
    const missing = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/countries');
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      'The request body must be a list of 1 to 1000 {countryId, objectVersionNumber}',
    ]);
  });

  it('refuses a duplicate code (case-blind) and a changed code', async () => {
    const created = await call(tenantAdmin, 'POST', '/hpfm/v1/1/country', {
      countryCode: 'XA',
      countryName: 'Xanadu',
    });
    const row = created.json<Row>();
    expect(row).toMatchObject({ countryCode: 'XA', countryName: 'Xanadu' });
    const caseBlind = await call(tenantAdmin, 'POST', '/hpfm/v1/1/banks', {
      bankCode: 'icbc',
      bankName: 'Again',
    });
    expect(caseBlind.json()).toEqual({
      failed: true,
      code: 'error.duplicate',
      message: 'Bank code icbc already exists',
      type: 'warn',
    });
    const again = await call(tenantAdmin, 'POST', '/hpfm/v1/1/country', {
      countryCode: 'XA',
      countryName: 'Again',
    });
    expect([again.statusCode, again.json()]).toEqual([
      200,
      {
        failed: true,
        code: 'error.duplicate',
        message: 'Country code XA already exists',
        type: 'warn',
      },
    ]);
    const recoded = await call(
      tenantAdmin,
      'PUT',
      `/hpfm/v1/1/countries/${String(row.countryId)}`,
      {
        objectVersionNumber: 1,
        countryCode: 'XB',
      },
    );
    expect(recoded.json()).toEqual({
      failed: true,
      code: 'error.code_immutable',
      message: 'Country code cannot be changed (it is XA)',
      type: 'warn',
    });
  });

  it('keeps a tax rate as the exact decimal text given, and sorts rates as numbers', async () => {
    const exact = await call(tenantAdmin, 'POST', '/hpfm/v1/1/taxs', {
      taxCode: 'T100',
      taxRate: '100.0000',
    });
    expect(exact.json()).toMatchObject({ taxCode: 'T100', taxRate: '100.0000' });
    const small = await call(tenantAdmin, 'POST', '/hpfm/v1/1/taxs', {
      taxCode: 'T-SMALL',
      taxRate: '0.0001',
    });
    expect(small.json()).toMatchObject({ taxRate: '0.0001' });
    const byRate = await page(tenantAdmin, '/hpfm/v1/1/taxs?sort=taxRate,desc');
    expect(byRate.content.map((row) => row.taxRate)).toEqual([
      '100.0000',
      '13',
      '9',
      '6',
      '3',
      '0.0001',
      '0',
    ]);
  });

  it('checks references: a region needs a country, a country in use cannot be deleted', async () => {
    const orphan = await call(tenantAdmin, 'POST', '/hpfm/v1/1/countries/999999/regions', {
      regionCode: 'NOWHERE',
      regionName: 'Nowhere',
      countryId: 999999,
    });
    expect(orphan.json()).toEqual({
      failed: true,
      code: 'error.reference',
      message: 'Country: there is no country 999999 here',
      type: 'warn',
    });
    const country = (
      await call(tenantAdmin, 'POST', '/hpfm/v1/1/country', {
        countryCode: 'XR',
        countryName: 'Regionland',
      })
    ).json<Row>();
    const under = `/hpfm/v1/1/countries/${String(country.countryId)}/regions`;
    // The country is the path's: a body naming another is refused, one naming none takes it.
    const elsewhere = await call(tenantAdmin, 'POST', under, {
      regionCode: 'XR-N',
      regionName: 'North',
      countryId: 1,
    });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
      400,
      "Path parameter 'countryId' and the body's countryId differ",
    ]);
    const placed = await call(tenantAdmin, 'POST', under, {
      regionCode: 'XR-N',
      regionName: 'North',
    });
    expect(placed.json()).toMatchObject({
      countryId: country.countryId,
      countryName: 'Regionland',
    });
    const region = placed.json<Row>();
    // HZERO reads one region at countries/regions/{regionId} and changes it under its country.
    const one = `/hpfm/v1/1/countries/regions/${String(region.regionId)}`;
    expect((await call(tenantAdmin, 'GET', one)).json()).toEqual(region);
    const renamed = await call(tenantAdmin, 'PUT', `${under}/${String(region.regionId)}`, {
      ...region,
      regionName: 'North Coast',
    });
    expect(renamed.json()).toMatchObject({ regionName: 'North Coast', objectVersionNumber: 2 });
    expect(
      (await call(tenantAdmin, 'PUT', `/hpfm/v1/1/regions/${String(region.regionId)}`, region))
        .statusCode,
    ).toBe(404);
    const inUse = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/countries', [
      { countryId: country.countryId, objectVersionNumber: country.objectVersionNumber },
    ]);
    expect(inUse.json()).toEqual({
      failed: true,
      code: 'error.in_use',
      message: 'The country Regionland is used by 1 region record(s) and cannot be deleted',
      type: 'warn',
    });
    const still = await call(
      tenantAdmin,
      'GET',
      `/hpfm/v1/1/countries/${String(country.countryId)}`,
    );
    expect(still.statusCode).toBe(200);
  });

  it('needs the enable code to switch enabledFlag in an edit, though editing is granted', async () => {
    const bank = await first(operator, '/hpfm/v1/1/banks?bankCode=BOC');
    const sneaky = await call(operator, 'PUT', '/hpfm/v1/1/banks', {
      bankId: bank.bankId,
      objectVersionNumber: bank.objectVersionNumber,
      enabledFlag: 0,
    });
    expect([sneaky.statusCode, sneaky.json().message]).toEqual([
      403,
      'Permission hpfm.bank.list-enable is required',
    ]);
    const edit = await call(operator, 'PUT', '/hpfm/v1/1/banks', {
      bankId: bank.bankId,
      objectVersionNumber: bank.objectVersionNumber,
      bankShortName: 'Bank of China',
    });
    expect(edit.json()).toMatchObject({ bankShortName: 'Bank of China', enabledFlag: 1 });
  });

  it("exports the list as CSV with the labels in the user's language", async () => {
    const en = await call(tenantAdmin, 'GET', '/hpfm/v1/1/countries/export?countryCode=C');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toBe('attachment; filename="country.csv"');
    expect(en.body).toBe(
      '\uFEFFCountry code,Country name,Quick index,Status\r\n' +
        'CA,Canada,jnd,Enabled\r\nCH,Switzerland,rs,Enabled\r\nCN,China,zg,Enabled\r\n',
    );
    const zh = await call(operator, 'GET', '/hpfm/v1/1/regions/export?regionCode=GB');
    expect(zh.body).toBe('\uFEFF地区代码,地区名称,所属国家,状态\r\nGB-ENG,England,英国,启用\r\n');
    const refused = await call(manager, 'GET', '/hpfm/v1/1/countries/export');
    expect(refused.statusCode).toBe(403);
  });

  it('answers the multi-language values of a translated field in every language', async () => {
    const cn = await first(tenantAdmin, '/hpfm/v1/1/countries?countryCode=CN');
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
    const usd = await first(tenantAdmin, '/hpfm/v1/1/currencys?currencyCode=USD');
    const currency = await call(
      tenantAdmin,
      'GET',
      `/hpfm/v1/1/multi-language?fieldName=currencyName&_token=${String(usd._token)}`,
    );
    expect(currency.json()).toEqual([
      { code: 'en_US', name: 'English', value: 'US Dollar' },
      { code: 'zh_CN', name: '简体中文', value: '美元' },
    ]);

    // An edit in Chinese changes the Chinese value only; one with _tls sets the languages given.
    const de = await first(operator, '/hpfm/v1/1/countries?countryCode=DE');
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
    const created = await call(tenantAdmin, 'POST', '/hpfm/v1/1/country', {
      countryCode: 'XL',
      countryName: 'Xland',
      _tls: { countryName: { zh_CN: '某国' } },
    });
    const xl = created.json<Row>();
    expect(await first(operator, '/hpfm/v1/1/countries?countryCode=XL')).toMatchObject({
      countryName: '某国',
    });
    const both = await call(
      tenantAdmin,
      'GET',
      `/hpfm/v1/multi-language?fieldName=countryName&_token=${String(xl._token)}`,
    );
    expect(both.json()).toEqual([
      { code: 'en_US', name: 'English', value: 'Xland' },
      { code: 'zh_CN', name: '简体中文', value: '某国' },
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
    expect([wrongField.statusCode, wrongField.json().message]).toEqual([
      400,
      "Query parameter 'fieldName' must be one of: countryName",
    ]);
    const portal = await call(
      manager,
      'GET',
      `/hpfm/v1/multi-language?fieldName=countryName&_token=${String(cn._token)}`,
    );
    expect([portal.statusCode, portal.json().message]).toEqual([
      403,
      'You do not have the permission hpfm.country.list-query',
    ]);
  });

  it("answers the multi-language values of another tenant's row like an unknown row's", async () => {
    const cn = await first(tenantAdmin, '/hpfm/v1/1/countries?countryCode=CN');
    // The operator works in Gene Beijing (tenant 2) from now on.
    const moved = await server.app.inject({
      method: 'PUT',
      url: '/iam/v1/users/tenant-id?tenantId=2',
      headers: bearer(operator),
    });
    expect(moved.json()).toMatchObject({ tenantId: 2 });
    const foreign = await call(
      operator,
      'GET',
      `/hpfm/v1/multi-language?fieldName=countryName&_token=${String(cn._token)}`,
    );
    const unknown = await call(
      operator,
      'GET',
      '/hpfm/v1/multi-language?fieldName=countryName&_token=no-such-token',
    );
    expect([foreign.statusCode, foreign.json()]).toEqual([200, unknown.json()]);
    expect(foreign.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'zh_CN', value: '' })]),
    );
  });
});
