/**
 * Import templates (himp) on the server, as an API caller sees them: a template saved with its
 * columns reads back with them; a template code once per tenant (another tenant may use it) and
 * fixed once created; two columns at the same place or filling the same field of a sheet
 * refused naming the line and the column there, in English and Chinese; bad values refused
 * with 400 naming the field; the service prefix of a client-side import, the single sheet of a
 * CSV file; another tenant's templates out of reach, and no access without the permission.
 */
import { callerOf, signIn, startServer, type Method, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const TPL = '/himp/v1/1/template-headers';
const LINES = '/himp/v1/1/template-lines';

/** A client-side template's header (without columns). */
const HEADER = {
  templateName: 'Plate layout',
  templateType: 'C',
  prefixPatch: '/hsif',
  fileType: 'XLSX',
  description: 'Wells of a 96-well plate',
};

/** A new column of a save. */
const column = (values: Row): Row => ({
  sheetIndex: 0,
  columnType: 'String',
  requiredFlag: 0,
  ...values,
  _status: 'create',
});

/** The columns of a plate layout: well, sample and volume on sheet 0, the plate on sheet 1. */
const COLUMNS = [
  column({ columnIndex: 0, columnCode: 'well', columnName: 'Well', requiredFlag: 1, maxLength: 3 }),
  column({ columnIndex: 1, columnCode: 'sampleCode', columnName: 'Sample code', maxLength: 30 }),
  column({
    columnIndex: 2,
    columnCode: 'volume',
    columnName: 'Volume (µL)',
    columnType: 'Decimal',
    formatMask: '0.0',
  }),
  column({ sheetIndex: 1, columnIndex: 0, columnCode: 'plateCode', columnName: 'Plate' }),
];

describe('import templates', () => {
  let server: TestServer;
  let staff: string;
  let admin: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer();
    [staff, admin, operator] = await Promise.all([
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'admin', 'Admin12345'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  const call = (method: Method, url: string, payload?: unknown, token: string | null = staff) =>
    callerOf(server.app)(token, method, url, payload);

  /** A 200 answer that is no failure. */
  const ok = async <R = Row>(
    method: Method,
    url: string,
    payload?: unknown,
    token = staff,
  ): Promise<R> => {
    const res = await call(method, url, payload, token);
    expect([method, url, res.statusCode, res.json<Row>().failed ? res.json<Row>() : 'ok']).toEqual([
      method,
      url,
      200,
      'ok',
    ]);
    return res.json<R>();
  };

  /** A business refusal (200, failed): its code and message. */
  const refused = async (method: Method, url: string, payload?: unknown, token = staff) => {
    const res = await call(method, url, payload, token);
    const body = res.json<{ failed?: boolean; code?: string; message?: string }>();
    expect([url, res.statusCode, body.failed]).toEqual([url, 200, true]);
    return { code: body.code, message: body.message };
  };

  /** A 400 refusal: its message. */
  const invalid = async (method: Method, url: string, payload?: unknown): Promise<string> => {
    const res = await call(method, url, payload);
    expect([url, res.statusCode]).toEqual([url, 400]);
    return res.json<{ message: string }>().message;
  };

  const setLanguage = (language: 'en_US' | 'zh_CN') =>
    call('PUT', `/iam/hzero/v1/users/default-language?language=${language}`);

  /** The columns of a template, in sheet and column order. */
  const columnsOf = async (id: unknown): Promise<Row[]> => {
    const page = await ok<PageBody>('GET', `${LINES}?templateId=${String(id)}&size=100`);
    return [...page.content].sort(
      (a, b) =>
        Number(a.sheetIndex) - Number(b.sheetIndex) ||
        Number(a.columnIndex) - Number(b.columnIndex),
    );
  };

  it('starts each demo tenant with templates and their columns', async () => {
    const list = await ok<PageBody>('GET', `${TPL}?size=100`);
    const codes = list.content.map((row) => row.templateCode);
    expect(codes).toEqual(
      expect.arrayContaining(['SAMPLE_SUBMISSION', 'CUSTOMER_LIST', 'PRICE_LIST']),
    );
    const sample = list.content.find((row) => row.templateCode === 'SAMPLE_SUBMISSION') ?? {};
    const columns = await columnsOf(sample.templateId);
    expect(columns.length).toBeGreaterThan(5);
    expect(columns[0]).toMatchObject({ sheetIndex: 0, columnIndex: 0, columnCode: 'sampleCode' });
  });

  it('saves a template with its columns, which read back with it', async () => {
    const created = await ok('POST', TPL, {
      ...HEADER,
      templateCode: 'PLATE_LAYOUT',
      templateLineList: COLUMNS,
    });
    expect(created).toMatchObject({
      templateCode: 'PLATE_LAYOUT',
      templateName: 'Plate layout',
      templateType: 'C',
      prefixPatch: '/hsif',
      fileType: 'XLSX',
      enabledFlag: 1,
      objectVersionNumber: 1,
    });
    const read = await ok('GET', `${TPL}/${String(created.templateId)}`);
    expect(read).toMatchObject({ templateCode: 'PLATE_LAYOUT', description: HEADER.description });
    const columns = await columnsOf(created.templateId);
    expect(
      columns.map((row) => [
        row.sheetIndex,
        row.columnIndex,
        row.columnCode,
        row.columnName,
        row.columnType,
        row.requiredFlag,
        row.maxLength,
        row.formatMask,
      ]),
    ).toEqual([
      [0, 0, 'well', 'Well', 'String', 1, 3, null],
      [0, 1, 'sampleCode', 'Sample code', 'String', 0, 30, null],
      [0, 2, 'volume', 'Volume (µL)', 'Decimal', 0, null, '0.0'],
      [1, 0, 'plateCode', 'Plate', 'String', 0, null, null],
    ]);

    // A column changed and one removed on the detail page's save.
    const [well, sample] = columns;
    const saved = await ok('PUT', `${TPL}/${String(created.templateId)}`, {
      ...read,
      templateLineList: [
        { ...well, columnName: 'Well position', _status: 'update' },
        { ...sample, _status: 'delete' },
      ],
    });
    expect(saved.objectVersionNumber).toBe(2);
    expect((await columnsOf(created.templateId)).map((row) => row.columnName)).toEqual([
      'Well position',
      'Volume (µL)',
      'Plate',
    ]);
  });

  it('takes a template code once per tenant, another tenant may take it too', async () => {
    await ok('POST', TPL, { ...HEADER, templateCode: 'ONCE_ONLY' });
    const twice = await refused('POST', TPL, { ...HEADER, templateCode: 'once_only' });
    expect(twice.code).toBe('error.duplicate');
    expect(twice.message).toMatch(/Template code/);
    // The platform's tenant (another tenant) has its own codes.
    const elsewhere = await ok(
      'POST',
      '/himp/v1/0/template-headers',
      { ...HEADER, templateCode: 'ONCE_ONLY' },
      admin,
    );
    expect(elsewhere.templateCode).toBe('ONCE_ONLY');
  });

  it('keeps the template code as it was created', async () => {
    const created = await ok('POST', TPL, { ...HEADER, templateCode: 'FIXED_CODE' });
    const changed = await refused('PUT', `${TPL}/${String(created.templateId)}`, {
      ...created,
      templateCode: 'OTHER_CODE',
    });
    expect(changed.code).toBe('error.code_immutable');
    expect(changed.message).toMatch(/FIXED_CODE/);
    const read = await ok('GET', `${TPL}/${String(created.templateId)}`);
    expect(read.templateCode).toBe('FIXED_CODE');
  });

  it('refuses two columns at one place or filling one field of a sheet, naming the line', async () => {
    const place = await refused('POST', TPL, {
      ...HEADER,
      templateCode: 'SAME_PLACE',
      templateLineList: [
        column({ columnIndex: 0, columnCode: 'well', columnName: 'Well' }),
        column({ columnIndex: 1, columnCode: 'sampleCode', columnName: 'Sample code' }),
        column({ columnIndex: 1, columnCode: 'volume', columnName: 'Volume' }),
      ],
    });
    expect(place).toEqual({
      code: 'error.duplicate',
      message:
        'Line 3: Column 1 (B) of sheet 0 is sampleCode (Sample code) already; one column per place',
    });
    const field = await refused('POST', TPL, {
      ...HEADER,
      templateCode: 'SAME_FIELD',
      templateLineList: [
        column({ columnIndex: 0, columnCode: 'well', columnName: 'Well' }),
        column({ columnIndex: 4, columnCode: 'Well', columnName: 'Position' }),
      ],
    });
    expect(field.message).toBe(
      'Line 2: Sheet 0 fills well already, from column 0 (A) (Well); a field is filled once per sheet',
    );
    // Nothing of a refused save is kept.
    const list = await ok<PageBody>('GET', `${TPL}?templateCode=SAME_&size=10`);
    expect(list.totalElements).toBe(0);
    // The same place and field on another sheet are another column.
    const sheets = await ok('POST', TPL, {
      ...HEADER,
      templateCode: 'TWO_SHEETS',
      templateLineList: [
        column({ columnIndex: 0, columnCode: 'well', columnName: 'Well' }),
        column({ sheetIndex: 1, columnIndex: 0, columnCode: 'well', columnName: 'Well' }),
      ],
    });
    // A column added to a saved template is checked against those stored.
    const added = await refused('PUT', `${TPL}/${String(sheets.templateId)}`, {
      ...sheets,
      templateLineList: [
        column({ sheetIndex: 1, columnIndex: 0, columnCode: 'x', columnName: 'X' }),
      ],
    });
    expect(added.message).toMatch(/^Line 1: Column 0 \(A\) of sheet 1 is well \(Well\)/);

    await setLanguage('zh_CN');
    try {
      const zh = await refused('POST', TPL, {
        ...HEADER,
        templateCode: 'SAME_PLACE',
        templateLineList: [
          column({ columnIndex: 2, columnCode: 'well', columnName: 'Well' }),
          column({ columnIndex: 2, columnCode: 'volume', columnName: 'Volume' }),
        ],
      });
      expect(zh.message).toBe(
        '第 2 行：Sheet 页 0 的第 2 (C) 列已是 well（Well），每个位置只能有一列',
      );
      const zhField = await refused('POST', TPL, {
        ...HEADER,
        templateCode: 'SAME_FIELD',
        templateLineList: [
          column({ columnIndex: 0, columnCode: 'well', columnName: 'Well' }),
          column({ columnIndex: 1, columnCode: 'well', columnName: 'Well' }),
        ],
      });
      expect(zhField.message).toMatch(/^第 2 行：Sheet 页 0 已由第 0 \(A\) 列（Well）填入 well/);
    } finally {
      await setLanguage('en_US');
    }
  });

  it('refuses bad values with 400 naming the field, never 500', async () => {
    const one = (values: Row) => ({
      ...HEADER,
      templateCode: 'BAD_VALUES',
      templateLineList: [
        column({ columnIndex: 0, columnCode: 'well', columnName: 'Well', ...values }),
      ],
    });
    expect(await invalid('POST', TPL, one({ columnIndex: -1 }))).toMatch(/Column/);
    expect(await invalid('POST', TPL, one({ sheetIndex: -1 }))).toMatch(/Sheet/);
    expect(await invalid('POST', TPL, one({ columnType: 'Money' }))).toMatch(/Column type/);
    expect(await invalid('POST', TPL, one({ columnName: '' }))).toMatch(/Column heading/);
    expect(await invalid('POST', TPL, one({ columnCode: '9lives' }))).toMatch(/Field code/);
    expect(await invalid('POST', TPL, one({ maxLength: 0 }))).toMatch(/Max length/);
    expect(await invalid('POST', TPL, one({ formatMask: 'yyyy' }))).toMatch(
      /Format mask: a Text column has none/,
    );
    expect(await invalid('POST', TPL, { ...HEADER, templateCode: 'A'.repeat(31) })).toMatch(
      /Template code/,
    );
    expect(await invalid('POST', TPL, { ...HEADER, templateCode: 'X', templateName: '' })).toMatch(
      /Template name/,
    );
    expect(await invalid('POST', TPL, { ...HEADER, templateCode: 'X', fileType: 'XLS' })).toMatch(
      /File type/,
    );
    expect(
      await invalid('POST', TPL, { ...HEADER, templateCode: 'X', prefixPatch: 'hpfm' }),
    ).toMatch(/Service prefix/);
    await setLanguage('zh_CN');
    try {
      expect(await invalid('POST', TPL, one({ columnIndex: -1 }))).toMatch(/列号/);
      expect(
        await invalid('POST', TPL, { ...HEADER, templateCode: 'X', templateName: '' }),
      ).toMatch(/模板名称/);
    } finally {
      await setLanguage('en_US');
    }
  });

  it('asks a client-side import for its service prefix, and a CSV file for one sheet', async () => {
    expect(
      await invalid('POST', TPL, { ...HEADER, templateCode: 'NO_PREFIX', prefixPatch: null }),
    ).toBe(
      'Service prefix is required for a client-side import: the service the rows are handed to, e.g. /hpfm',
    );
    expect(
      await invalid('POST', TPL, { ...HEADER, templateCode: 'SERVER_SIDE', templateType: 'S' }),
    ).toMatch(/^Service prefix: a server-side import loads the rows itself/);
    const server = await ok('POST', TPL, {
      ...HEADER,
      templateCode: 'SERVER_SIDE',
      templateType: 'S',
      prefixPatch: null,
    });
    expect(server.prefixPatch).toBeNull();

    const csv = await refused('POST', TPL, {
      ...HEADER,
      templateCode: 'CSV_SHEETS',
      fileType: 'CSV',
      templateLineList: COLUMNS,
    });
    expect(csv.message).toBe(
      'A CSV file has one sheet: column plateCode (Plate) is on sheet 1; move it to sheet 0 or read an Excel workbook',
    );
    const single = await ok('POST', TPL, {
      ...HEADER,
      templateCode: 'CSV_SHEETS',
      fileType: 'CSV',
      templateLineList: COLUMNS.slice(0, 3),
    });
    expect(single.fileType).toBe('CSV');
  });

  it("keeps a tenant's templates from another tenant", async () => {
    const mine = await ok('POST', TPL, { ...HEADER, templateCode: 'MINE_ONLY' });
    const id = String(mine.templateId);
    expect((await call('GET', '/himp/v1/2/template-headers')).statusCode).toBe(403);
    const read = await call('GET', `/himp/v1/0/template-headers/${id}`, undefined, admin);
    expect(read.statusCode).toBe(404);
    const listed = await ok<PageBody>(
      'GET',
      '/himp/v1/0/template-headers?templateCode=MINE_ONLY',
      undefined,
      admin,
    );
    expect(listed.totalElements).toBe(0);
    const changed = await call(
      'PUT',
      `/himp/v1/0/template-headers/${id}`,
      { ...mine, templateName: 'Taken over' },
      admin,
    );
    expect(changed.json()).toMatchObject({ failed: true, code: 'error.not_found' });
    const lines = await call('GET', `/himp/v1/0/template-lines?templateId=${id}`, undefined, admin);
    expect(lines.json<PageBody>().content ?? []).toEqual([]);
    expect((await ok('GET', `${TPL}/${id}`)).templateName).toBe(HEADER.templateName);
  });

  it('lets no one without the permission read or change templates', async () => {
    expect((await call('GET', TPL, undefined, operator)).statusCode).toBe(403);
    expect(
      (await call('POST', TPL, { ...HEADER, templateCode: 'NOT_MINE' }, operator)).statusCode,
    ).toBe(403);
    expect((await call('GET', TPL, undefined, null)).statusCode).toBe(401);
  });
});
