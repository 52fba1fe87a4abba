import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
  number: number;
  size: number;
}

describe('value lists and value-list views', () => {
  let server: TestServer;
  let tenantAdmin: string;
  let operator: string;
  let admin: string;
  let manager: string;

  beforeAll(async () => {
    server = await startServer();
    [tenantAdmin, operator, admin, manager] = await Promise.all([
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
      signIn(server.app, 'admin', 'Admin12345'),
      signIn(server.app, 'manager@lab.example', 'Manager123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);
  const json = async <T = Row>(...args: Parameters<ReturnType<typeof callerOf>>): Promise<T> => {
    const res = await call(...args);
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };
  const listOf = async (token: string, lovCode: string): Promise<Row> => {
    const page = await json<PageBody>(token, 'GET', `/hpfm/v1/lov-headers?lovCode=${lovCode}`);
    const row = page.content.find((item) => item.lovCode === lovCode);
    if (!row) throw new Error(`no list ${lovCode}`);
    return row;
  };

  it('lists the platform lists to every tenant, with their values on the detail', async () => {
    const page = await json<PageBody>(
      tenantAdmin,
      'GET',
      '/hpfm/v1/1/lov-headers?lovCode=PORTAL.&size=50',
    );
    expect(page.content.map((row) => row.lovCode)).toEqual(
      expect.arrayContaining(['PORTAL.SAMPLE_TYPE', 'PORTAL.SPECIES', 'PORTAL.STORAGE_CONDITION']),
    );
    expect(page.content.every((row) => row.tenantId === 0)).toBe(true);
    const species = await listOf(tenantAdmin, 'PORTAL.SPECIES');
    expect(species).toMatchObject({ lovName: 'Species', lovTypeCode: 'IDP', enabledFlag: 1 });
    const detail = await json(
      tenantAdmin,
      'GET',
      `/hpfm/v1/1/lov-headers/${String(species.lovId)}`,
    );
    expect(detail).toMatchObject({ lovCode: 'PORTAL.SPECIES', tenantId: 0 });
    const values = await json<PageBody>(
      tenantAdmin,
      'GET',
      `/hpfm/v1/1/lov-headers/${String(species.lovId)}/values?size=3`,
    );
    expect(values.totalElements).toBe(16);
    expect(values.content.map((row) => [row.value, row.meaning, row.orderSeq])).toEqual([
      ['Homo sapiens', 'Homo sapiens', 10],
      ['Mus musculus', 'Mus musculus', 20],
      ['Rattus norvegicus', 'Rattus norvegicus', 30],
    ]);
    // Without the value-list codes, the screen's API is closed (the value reads are not).
    expect((await call(operator, 'GET', '/hpfm/v1/1/lov-headers')).statusCode).toBe(403);
    const zh = await json<Row[]>(operator, 'GET', '/hpfm/v1/1/lovs/data?lovCode=PORTAL.SPECIES');
    expect(zh.slice(0, 2).map((row) => row.meaning)).toEqual([
      '人（Homo sapiens）',
      '小鼠（Mus musculus）',
    ]);
  });

  it('shows a platform list’s name in every language to a tenant (multi-language)', async () => {
    const species = await listOf(tenantAdmin, 'PORTAL.SPECIES');
    const texts = await json<{ code: string; value: string }[]>(
      tenantAdmin,
      'GET',
      `/hpfm/v1/1/multi-language?fieldName=lovName&_token=${String(species._token)}`,
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'en_US', value: 'Species' }),
        expect.objectContaining({ code: 'zh_CN', value: expect.stringMatching(/\S/) }),
      ]),
    );
  });

  it('answers lovs/value in the caller’s language, enabled values only, in order', async () => {
    const en = await json<Row[]>(
      tenantAdmin,
      'GET',
      '/hpfm/v1/1/lovs/value?lovCode=PORTAL.STORAGE_CONDITION',
    );
    expect(en).toEqual([
      {
        value: 'Dry ice',
        meaning: 'Dry ice',
        description: null,
        tag: null,
        parentValue: null,
        orderSeq: 10,
      },
      expect.objectContaining({ value: 'Ice packs', orderSeq: 20 }),
      expect.objectContaining({ value: 'Room temperature', orderSeq: 30 }),
    ]);
    const zh = await json<Row[]>(
      operator,
      'GET',
      '/hpfm/v1/lovs/value?lovCode=PORTAL.STORAGE_CONDITION',
    );
    expect(zh.map((item) => item.meaning)).toEqual(['干冰', '冰袋', '常温']);
    // Portal customers read value lists too (their forms' selects).
    const customer = await json<Row[]>(
      manager,
      'GET',
      '/hpfm/v1/1/lovs/value?lovCode=PORTAL.BUFFER',
    );
    expect(customer.map((item) => item.value)).toEqual(['Water', 'TE', 'Tris-HCl', 'Other']);
    const unknown = await json<Row[]>(
      tenantAdmin,
      'GET',
      '/hpfm/v1/lovs/value?lovCode=NO.SUCH_LIST',
    );
    expect(unknown).toEqual([]);
    const readLengths = await json<Row[]>(
      tenantAdmin,
      'GET',
      '/hpfm/v1/lovs/value/parent-value?lovCode=PORTAL.READ_LENGTH&parentValue=NovaSeq%206000',
    );
    expect(readLengths.map((item) => item.value)).toEqual(['PE150@6000', 'PE250']);
  });

  it('answers a URL list with the rows of the resource it names, to those who may read it', async () => {
    const countries = await json<Row[]>(
      operator,
      'GET',
      '/hpfm/v1/lovs/value?lovCode=HPFM.COUNTRY',
    );
    expect(countries).toHaveLength(30);
    expect(countries[0]).toEqual({
      value: 'AT',
      meaning: '奥地利',
      description: null,
      tag: null,
      parentValue: null,
      orderSeq: 0,
    });
    // A customer holds no country codes.
    expect(await json<Row[]>(manager, 'GET', '/hpfm/v1/lovs/value?lovCode=HPFM.COUNTRY')).toEqual(
      [],
    );
  });

  it('answers lovs/value/batch by key and refuses bad parameters with clear 400s', async () => {
    const batch = await json<Record<string, Row[]>>(
      operator,
      'GET',
      '/hpfm/v1/1/lovs/value/batch?storage=PORTAL.STORAGE_CONDITION&language=HPFM.LANGUAGE&none=NO.LIST',
    );
    expect(Object.keys(batch).sort()).toEqual(['language', 'none', 'storage']);
    expect(batch.language?.map((item) => [item.value, item.meaning])).toEqual([
      ['en_US', '英语'],
      ['zh_CN', '简体中文'],
    ]);
    expect(batch.none).toEqual([]);

    const missing = await call(operator, 'GET', '/hpfm/v1/lovs/value');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Query parameter 'lovCode' must be a value list code/);
    const lower = await call(operator, 'GET', '/hpfm/v1/lovs/value?lovCode=hpfm.language');
    expect(lower.statusCode).toBe(400);
    const empty = await call(operator, 'GET', '/hpfm/v1/lovs/value/batch');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Name 1 to 50 value lists as query parameters KEY=LOV_CODE');
    const many = Array.from({ length: 51 }, (_, i) => `k${i}=HPFM.LANGUAGE`).join('&');
    expect((await call(operator, 'GET', `/hpfm/v1/lovs/value/batch?${many}`)).statusCode).toBe(400);
    const badKey = await call(operator, 'GET', '/hpfm/v1/lovs/value/batch?a-b=HPFM.LANGUAGE');
    expect(badKey.statusCode).toBe(400);
    const twice = await call(operator, 'GET', '/hpfm/v1/lovs/value/batch?a=HPFM.LANGUAGE&a=X.Y');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/Query parameter 'a' must be a value list code/);
    const foreign = await call(operator, 'GET', '/hpfm/v1/2/lovs/value?lovCode=HPFM.LANGUAGE');
    expect(foreign.statusCode).toBe(403);
    const signedOut = await call(null, 'GET', '/hpfm/v1/lovs/value?lovCode=HPFM.LANGUAGE');
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers lovs/data as a plain list, or a page when asked, with search', async () => {
    const all = await json<Row[]>(
      tenantAdmin,
      'GET',
      '/hpfm/v1/1/lovs/data?lovCode=PORTAL.SPECIES',
    );
    expect(all).toHaveLength(16);
    const page = await json<PageBody>(
      tenantAdmin,
      'GET',
      '/hpfm/v1/1/lovs/data?lovCode=PORTAL.SPECIES&page=1&size=5',
    );
    expect(page).toMatchObject({ totalElements: 16, number: 1, size: 5 });
    expect(page.content.map((row) => row.value)).toEqual([
      'Bos taurus',
      'Gallus gallus',
      'Danio rerio',
      'Drosophila melanogaster',
      'Caenorhabditis elegans',
    ]);
    const searched = await json<PageBody>(
      operator,
      'GET',
      '/hpfm/v1/1/lovs/data?lovCode=PORTAL.SPECIES&meaning=%E9%BC%A0&page=0&size=10',
    );
    expect(searched.content.map((row) => row.value)).toEqual(['Mus musculus', 'Rattus norvegicus']);
    const bad = await call(
      tenantAdmin,
      'GET',
      '/hpfm/v1/1/lovs/data?lovCode=PORTAL.SPECIES&size=0',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Query parameter 'size' must be a whole number from 1 to 1000");
  });

  it('lets a tenant keep its own list beside the platform’s, and only read the platform’s', async () => {
    const created = await json(tenantAdmin, 'POST', '/hpfm/v1/1/lov-headers', {
      lovCode: 'NOVO.FREEZER',
      lovName: 'Freezers',
      lovTypeCode: 'IDP',
      _tls: { lovName: { zh_CN: '冰箱' } },
      values: [
        { _status: 'create', value: 'F1', meaning: 'Freezer 1', orderSeq: 20 },
        {
          _status: 'create',
          value: 'F0',
          meaning: 'Freezer 0',
          orderSeq: 10,
          _tls: { meaning: { zh_CN: '0 号冰箱' } },
        },
      ],
    });
    expect(created).toMatchObject({ lovCode: 'NOVO.FREEZER', tenantId: 1, objectVersionNumber: 1 });
    expect(
      (await json<Row[]>(operator, 'GET', '/hpfm/v1/lovs/value?lovCode=NOVO.FREEZER')).map(
        (item) => item.meaning,
      ),
    ).toEqual(['0 号冰箱', 'Freezer 1']);
    // Not another tenant's (the site tenant here), and no code taken twice.
    expect(await json<Row[]>(admin, 'GET', '/hpfm/v1/lovs/value?lovCode=NOVO.FREEZER')).toEqual([]);
    const duplicate = await json(tenantAdmin, 'POST', '/hpfm/v1/1/lov-headers', {
      lovCode: 'PORTAL.SPECIES',
      lovName: 'Mine',
      lovTypeCode: 'IDP',
    });
    expect(duplicate).toMatchObject({ failed: true, code: 'error.duplicate' });

    const species = await listOf(tenantAdmin, 'PORTAL.SPECIES');
    const platform = await json(
      tenantAdmin,
      'PUT',
      `/hpfm/v1/1/lov-headers/${String(species.lovId)}`,
      {
        objectVersionNumber: species.objectVersionNumber,
        lovName: 'Taken over',
      },
    );
    expect(platform).toEqual({
      failed: true,
      code: 'error.platform_row',
      message: 'The value list Species belongs to the platform and can only be changed there',
      type: 'warn',
    });

    // A value is disabled through the header's save; it is no longer offered.
    const values = await json<PageBody>(
      tenantAdmin,
      'GET',
      `/hpfm/v1/1/lov-headers/${String(created.lovId)}/values`,
    );
    const f0 = values.content.find((row) => row.value === 'F0') ?? {};
    // A value's translations are read with the list's query code.
    const texts = await json<Row[]>(
      tenantAdmin,
      'GET',
      `/hpfm/v1/1/multi-language?fieldName=meaning&_token=${String(f0._token)}`,
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'en_US', value: 'Freezer 0' }),
        expect.objectContaining({ code: 'zh_CN', value: '0 号冰箱' }),
      ]),
    );
    const f1 = values.content.find((row) => row.value === 'F1') ?? {};
    const saved = await json(
      tenantAdmin,
      'PUT',
      `/hpfm/v1/1/lov-headers/${String(created.lovId)}`,
      {
        objectVersionNumber: 1,
        description: 'Freezers of the lab',
        values: [
          {
            _status: 'update',
            lovValueId: f1.lovValueId,
            objectVersionNumber: f1.objectVersionNumber,
            enabledFlag: 0,
          },
        ],
      },
    );
    expect(saved).toMatchObject({ description: 'Freezers of the lab', objectVersionNumber: 2 });
    expect(
      (await json<Row[]>(tenantAdmin, 'GET', '/hpfm/v1/lovs/value?lovCode=NOVO.FREEZER')).map(
        (item) => item.value,
      ),
    ).toEqual(['F0']);

    const stale = await json(
      tenantAdmin,
      'PUT',
      `/hpfm/v1/1/lov-headers/${String(created.lovId)}`,
      {
        objectVersionNumber: 1,
        description: 'Lost update',
      },
    );
    expect(stale).toMatchObject({ failed: true, code: 'error.optimistic_lock' });

    const removed = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/lov-headers/delete', [
      { lovId: created.lovId, objectVersionNumber: 2 },
    ]);
    expect(removed.statusCode).toBe(204);
    expect(
      await json<Row[]>(tenantAdmin, 'GET', '/hpfm/v1/lovs/value?lovCode=NOVO.FREEZER'),
    ).toEqual([]);
  });

  it('checks what a list’s type and parent ask for', async () => {
    const url = await json(tenantAdmin, 'POST', '/hpfm/v1/1/lov-headers', {
      lovCode: 'NOVO.URL',
      lovName: 'No URL',
      lovTypeCode: 'URL',
    });
    expect(url).toMatchObject({
      failed: true,
      message: 'A URL value list needs its query URL, value field and display field',
    });
    const parent = await json(tenantAdmin, 'POST', '/hpfm/v1/1/lov-headers', {
      lovCode: 'NOVO.CHILD',
      lovName: 'Child',
      lovTypeCode: 'IDP',
      parentLovCode: 'NO.SUCH',
    });
    expect(parent).toMatchObject({
      failed: true,
      message: 'Parent value list NO.SUCH does not exist here',
    });
    const child = await json(tenantAdmin, 'POST', '/hpfm/v1/1/lov-headers', {
      lovCode: 'NOVO.READ_LENGTH',
      lovName: 'Read lengths',
      lovTypeCode: 'IDP',
      parentLovCode: 'PORTAL.SEQUENCING_PLATFORM',
      values: [
        {
          _status: 'create',
          value: 'SE50',
          meaning: 'Single 50',
          orderSeq: 1,
          parentValue: 'MiSeq',
        },
      ],
    });
    expect(child).toMatchObject({
      failed: true,
      message:
        'Line 1: Parent value MiSeq is not a value of the parent list PORTAL.SEQUENCING_PLATFORM',
    });
  });

  it('refuses a select value that is not an enabled value of its list', async () => {
    // The site administrator changes the platform's lists.
    const masks = await listOf(admin, 'HPFM.CODE_RULE.DATE_MASK');
    const values = await json<PageBody>(
      admin,
      'GET',
      `/hpfm/v1/lov-headers/${String(masks.lovId)}/values?value=yy&size=20`,
    );
    const short = values.content.find((row) => row.value === 'yy') ?? {};
    const disabled = await json(admin, 'PUT', `/hpfm/v1/lov-headers/${String(masks.lovId)}`, {
      objectVersionNumber: masks.objectVersionNumber,
      values: [
        {
          _status: 'update',
          lovValueId: short.lovValueId,
          objectVersionNumber: short.objectVersionNumber,
          enabledFlag: 0,
        },
      ],
    });
    expect(disabled).toMatchObject({ lovCode: 'HPFM.CODE_RULE.DATE_MASK' });

    const rule = await json(tenantAdmin, 'POST', '/hpfm/v1/1/code-rule', {
      ruleCode: 'NOVO.SHORT',
      ruleName: 'Short',
      dists: [{ _status: 'create', levelCode: 'GLOBAL' }],
    });
    const [dist] = (
      await json<PageBody>(tenantAdmin, 'GET', `/hpfm/v1/1/code-rule/${String(rule.ruleId)}/dists`)
    ).content;
    // A segment is saved at HZERO's code-rule-detail (codeRuleService.js addCodeDetail).
    const save = (dateMask: string) =>
      json(tenantAdmin, 'POST', '/hpfm/v1/1/code-rule-detail', {
        ruleDistId: dist?.ruleDistId,
        orderSeq: 1,
        fieldType: 'DATE',
        dateMask,
      });
    expect(await save('yy')).toEqual({
      failed: true,
      code: 'error.choice',
      message: 'Date mask: yy is not a value of the list HPFM.CODE_RULE.DATE_MASK',
      type: 'warn',
    });
    expect(await save('QQ')).toMatchObject({ code: 'error.choice' });
    expect(await save('yyyyMM')).toMatchObject({ ruleDistId: dist?.ruleDistId });
  });

  it('answers lov-view/info from the maintained views', async () => {
    const species = await json(operator, 'GET', '/hpfm/v1/1/lov-view/info?viewCode=PORTAL.SPECIES');
    expect(species).toEqual({
      viewCode: 'PORTAL.SPECIES',
      viewName: '物种',
      lovCode: 'PORTAL.SPECIES',
      lovTypeCode: 'URL',
      valueField: 'value',
      displayField: 'meaning',
      title: '物种',
      width: null,
      height: null,
      pageSize: 10,
      delayLoadFlag: 0,
      childrenFieldName: null,
      queryUrl: '/hpfm/v1[/{tenantId}]/lovs/data?lovCode=PORTAL.SPECIES',
      queryFields: [
        { field: 'value', label: '值', dataType: 'INPUT', sourceCode: null },
        { field: 'meaning', label: '含义', dataType: 'INPUT', sourceCode: null },
      ],
      tableFields: [
        { title: '值', dataIndex: 'value', width: 160, dataType: 'text' },
        { title: '含义', dataIndex: 'meaning', width: 220, dataType: 'text' },
      ],
    });
    const countries = await json(
      tenantAdmin,
      'GET',
      '/hpfm/v1/lov-view/info?viewCode=HPFM.COUNTRY_CODE',
    );
    expect(countries).toMatchObject({
      lovCode: 'HPFM.COUNTRY',
      valueField: 'countryCode',
      queryUrl: '/hpfm/v1[/{tenantId}]/countries?enabledFlag=1',
    });
    // The resources' own views still answer first.
    const builtIn = await json(tenantAdmin, 'GET', '/hpfm/v1/lov-view/info?viewCode=HPFM.COUNTRY');
    expect(builtIn).toMatchObject({ valueField: 'countryId', displayField: 'countryName' });
    const none = await json(tenantAdmin, 'GET', '/hpfm/v1/lov-view/info?viewCode=NO.VIEW');
    expect(none).toMatchObject({
      failed: true,
      message: 'Value list view not defined: NO.VIEW, please maintain the value list view!',
    });
  });

  it('keeps a tenant’s own views, read by that tenant only', async () => {
    const [list] = (
      await json<PageBody>(tenantAdmin, 'GET', '/hpfm/v1/1/lov-headers?lovCode=PORTAL.BUFFER')
    ).content;
    const noSource = await json(tenantAdmin, 'POST', '/hpfm/v1/1/lov-view-headers', {
      viewCode: 'NOVO.BUFFER',
      viewName: 'Buffers',
      valueField: 'value',
      displayField: 'meaning',
      pageSize: 5,
    });
    expect(noSource).toMatchObject({
      failed: true,
      message: 'A view reads a value list or a query URL: give one of them',
    });
    const builtIn = await json(tenantAdmin, 'POST', '/hpfm/v1/1/lov-view-headers', {
      viewCode: 'HPFM.REGION',
      viewName: 'Regions',
      queryUrl: '/hpfm/v1[/{tenantId}]/regions',
      valueField: 'regionId',
      displayField: 'regionName',
      pageSize: 5,
    });
    expect(builtIn).toMatchObject({
      failed: true,
      message:
        'View code HPFM.REGION is the built-in view of Administrative Regions; choose another code',
    });
    const hierarchy = await json(tenantAdmin, 'POST', '/hpfm/v1/1/lov-view-headers', {
      viewCode: 'HPFM.DATA_HIERARCHY.COMPANY',
      viewName: 'Companies',
      lovId: list?.lovId,
      valueField: 'value',
      displayField: 'meaning',
      pageSize: 5,
    });
    expect(hierarchy).toMatchObject({
      failed: true,
      message:
        'View codes starting with HPFM.DATA_HIERARCHY. are the data hierarchies’ own; choose another code',
    });
    const badLine = await json(tenantAdmin, 'POST', '/hpfm/v1/1/lov-view-headers', {
      viewCode: 'NOVO.BUFFER',
      viewName: 'Buffers',
      lovId: list?.lovId,
      valueField: 'value',
      displayField: 'meaning',
      pageSize: 5,
      lines: [
        {
          _status: 'create',
          fieldName: 'tag',
          display: 'Tag',
          orderSeq: 1,
          queryFieldFlag: 1,
          dataType: 'SELECT',
        },
      ],
    });
    expect(badLine).toMatchObject({
      failed: true,
      message: 'Line 1: Field tag: a select query field needs the value list it offers',
    });
    const view = await json(tenantAdmin, 'POST', '/hpfm/v1/1/lov-view-headers', {
      viewCode: 'NOVO.BUFFER',
      viewName: 'Buffers',
      lovId: list?.lovId,
      valueField: 'value',
      displayField: 'meaning',
      pageSize: 5,
      lines: [
        {
          _status: 'create',
          fieldName: 'meaning',
          display: 'Buffer',
          orderSeq: 1,
          queryFieldFlag: 1,
          dataType: 'INPUT',
        },
      ],
    });
    expect(view).toMatchObject({ viewCode: 'NOVO.BUFFER', lovCode: 'PORTAL.BUFFER', tenantId: 1 });
    const info = await json(tenantAdmin, 'GET', '/hpfm/v1/1/lov-view/info?viewCode=NOVO.BUFFER');
    expect(info).toMatchObject({
      pageSize: 5,
      queryUrl: '/hpfm/v1[/{tenantId}]/lovs/data?lovCode=PORTAL.BUFFER',
      queryFields: [{ field: 'meaning', label: 'Buffer' }],
      tableFields: [{ dataIndex: 'meaning', title: 'Buffer', width: null }],
    });
    const elsewhere = await json(admin, 'GET', '/hpfm/v1/lov-view/info?viewCode=NOVO.BUFFER');
    expect(elsewhere).toMatchObject({ failed: true, code: 'error.lov_view' });
    // A value list a view reads cannot be deleted under it.
    const species = await listOf(admin, 'PORTAL.SPECIES');
    const inUse = await json(admin, 'DELETE', '/hpfm/v1/lov-headers/delete', [
      { lovId: species.lovId, objectVersionNumber: species.objectVersionNumber },
    ]);
    expect(inUse).toMatchObject({ failed: true, code: 'error.in_use' });
  });
});
