/**
 * Excel templates (hexl) on the server, as an API caller sees it: a template created with its
 * cells reads back with them; its workbook must be an .xlsx of the tenant's file service;
 * `check` reads the workbook's sheets and records whether every cell's sheet is there (a save
 * makes it unchecked again), refusing a template without a workbook; `new-version` copies a
 * template with its cells as the next version; codes, cells, decimals and places refused naming
 * the line or field in the caller's language; the demo templates; another tenant's templates
 * and workbooks out of reach.
 */
import { workbookOf } from '../../server/hooks/hexl/support/workbook';
import { signIn, tenantAdminServer, uploadFile } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const TEMPLATES = '/hexl/v1/1/excel-templates';
/** A new cell of a save. */
const cell = (values: Row): Row => ({
  sheetName: 'Sheet1',
  cellCode: 'A1',
  fillType: 'SINGLE',
  columnName: 'title',
  columnType: 'CHAR',
  ...values,
  _status: 'create',
});

describe('Excel templates', () => {
  const { session, call, ok, refused, invalid, setLanguage } = tenantAdminServer();

  /** Uploads `content` as `name` to the file service of tenant 1; answers its URL. */
  const upload = (name: string, content: Buffer, bucket = 'hexl') =>
    uploadFile(session.server.app, session.token, name, content, {
      fields: { bucketName: bucket },
    });

  const cells = async (id: unknown) =>
    (await ok<PageBody>('GET', `${TEMPLATES}/${String(id)}/templateCells?size=100`)).content;

  const createTemplate = (templateCode: string, templateCells: Row[], values: Row = {}) =>
    ok('POST', TEMPLATES, {
      templateCode,
      templateVersion: 1,
      templateName: `${templateCode} template`,
      serviceCode: 'hzero-order',
      templateCells,
      ...values,
    });

  it('reads a template back with its cells, and checks it against its workbook', async () => {
    const file = await upload('invoice.xlsx', workbookOf(['Invoice', 'Items']));
    const created = await createTemplate(
      'T_INVOICE',
      [
        cell({ sheetName: 'Invoice', cellCode: 'B2', columnName: 'invoiceNumber' }),
        cell({ sheetName: 'Items', cellCode: 'A3', fillType: 'MULTI_LINE', columnName: 'item' }),
        cell({
          sheetName: 'items',
          cellCode: 'C3',
          fillType: 'MULTI_LINE',
          columnName: 'amount',
          columnType: 'NUMBER',
          precisions: 2,
          hideColumnFlag: 1,
        }),
      ],
      { templateFile: file },
    );
    expect(created).toMatchObject({
      templateCode: 'T_INVOICE',
      templateVersion: 1,
      templateFile: file,
      checkStatus: 'UNCHECKED',
      checkedDate: null,
      enabledFlag: 1,
    });
    const id = String(created.templateId);
    expect((await cells(id)).map((row) => [row.sheetName, row.cellCode, row.precisions])).toEqual([
      ['Invoice', 'B2', null],
      ['Items', 'A3', null],
      ['items', 'C3', 2],
    ]);

    const checked = await ok<{ row: Row; message: string }>('POST', `${TEMPLATES}/${id}/check`);
    expect(checked.message).toBe('All 3 cell(s) are on sheets of the workbook (Invoice, Items)');
    expect(checked.row).toMatchObject({
      checkStatus: 'PASSED',
      sheetNames: 'Invoice, Items',
      checkMessage: checked.message,
      objectVersionNumber: Number(created.objectVersionNumber) + 1,
    });
    expect(checked.row.checkedDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // A save makes it unchecked again; a cell on a sheet the workbook lacks fails the check.
    const saved = await ok('PUT', TEMPLATES, {
      ...checked.row,
      templateCells: [cell({ sheetName: 'Totals', cellCode: 'B9', columnName: 'total' })],
    });
    expect(saved).toMatchObject({ checkStatus: 'UNCHECKED', sheetNames: null, checkMessage: null });
    const failed = await ok<{ row: Row; message: string }>('POST', `${TEMPLATES}/${id}/check`);
    expect(failed.message).toBe(
      '1 cell(s) name a sheet the workbook does not have (it has Invoice, Items): Totals!B9',
    );
    expect(failed.row).toMatchObject({ checkStatus: 'FAILED', sheetNames: 'Invoice, Items' });
    await setLanguage('zh_CN');
    try {
      const again = await ok<{ message: string }>('POST', `${TEMPLATES}/${id}/check`);
      expect(again.message).toBe(
        '1 个单元格所在的工作表在工作簿中不存在（工作簿包含 Invoice, Items）：Totals!B9',
      );
    } finally {
      await setLanguage('en_US');
    }
  });

  it('refuses a check without a workbook, and records a file that is no workbook', async () => {
    const bare = await createTemplate('T_BARE', [cell({})]);
    const url = `${TEMPLATES}/${String(bare.templateId)}/check`;
    expect(await refused('POST', url)).toBe(
      'T_BARE v1 has no workbook: upload its .xlsx file before checking it',
    );
    await setLanguage('zh_CN');
    try {
      expect(await refused('POST', url)).toBe('T_BARE v1 没有模板文件：请先上传 .xlsx 文件再检查');
    } finally {
      await setLanguage('en_US');
    }
    // An .xlsx that is no zip is stored, and the check says so.
    const broken = await upload('broken.xlsx', Buffer.from('not a workbook'));
    const row = await ok<Row>('GET', `${TEMPLATES}/${String(bare.templateId)}`);
    const withFile = await ok('PUT', TEMPLATES, {
      ...row,
      templateFile: broken,
    });
    const checked = await ok<{ row: Row; message: string }>('POST', url);
    expect(checked.message).toBe(
      'The workbook is no readable Excel workbook (.xlsx): upload it again',
    );
    expect(checked.row).toMatchObject({ checkStatus: 'FAILED', sheetNames: null });
    expect(withFile).toMatchObject({ templateFile: broken });
  });

  it('refuses workbooks that are no .xlsx of the tenant, naming the field', async () => {
    const text = await upload('notes.txt', Buffer.from('hello'));
    expect(await invalid('POST', TEMPLATES, { ...base('T_FILE'), templateFile: text })).toBe(
      'Workbook: notes.txt is no Excel workbook; upload an .xlsx file',
    );
    const otherBucket = await upload('other.xlsx', workbookOf(['A']), 'portal-sample');
    expect(await invalid('POST', TEMPLATES, { ...base('T_FILE'), templateFile: otherBucket })).toBe(
      `Workbook: upload the workbook first (this tenant has no workbook stored at ${otherBucket})`,
    );
    // Another tenant's demo workbook is not this tenant's.
    const foreign = '/hexl/demo/2/sales_order_export.xlsx';
    await setLanguage('zh_CN');
    try {
      expect(await invalid('POST', TEMPLATES, { ...base('T_FILE'), templateFile: foreign })).toBe(
        `模板文件：请先上传工作簿（本租户在 ${foreign} 没有已存储的工作簿）`,
      );
    } finally {
      await setLanguage('en_US');
    }
  });

  /** A template's fields without cells. */
  function base(templateCode: string): Row {
    return {
      templateCode,
      templateVersion: 1,
      templateName: 'Bad',
      serviceCode: 'hzero-order',
    };
  }

  it('refuses bad codes, cells, decimals and places, naming the line, in the caller’s language', async () => {
    expect(await invalid('POST', TEMPLATES, base('lower_case'))).toMatch(
      /^Template code: Up to 60 capitals/,
    );
    expect(await invalid('POST', TEMPLATES, { ...base('T_BAD'), templateVersion: 0 })).toMatch(
      /^Version /,
    );
    expect(
      await invalid('POST', TEMPLATES, { ...base('T_BAD'), serviceCode: 'Order Service' }),
    ).toMatch(/^Data service: The service’s code, e.g. hzero-order/);
    expect(
      await invalid('POST', TEMPLATES, {
        ...base('T_BAD'),
        templateCells: [cell({ cellCode: 'b3' })],
      }),
    ).toMatch(/^Line 1: Cell: Column letters and row number in capitals/);
    expect(
      await invalid('POST', TEMPLATES, {
        ...base('T_BAD'),
        templateCells: [cell({}), cell({ cellCode: 'XFE1', columnName: 'far' })],
      }),
    ).toBe('Line 2: Cell: XFE1 is beyond the sheet (column XFD and row 1048576 at most)');
    expect(
      await invalid('POST', TEMPLATES, {
        ...base('T_BAD'),
        templateCells: [cell({ precisions: 2 })],
      }),
    ).toBe('Line 1: Decimals: only a number has decimals; leave it empty for a Text cell');
    expect(
      await invalid('POST', TEMPLATES, {
        ...base('T_BAD'),
        templateCells: [cell({ sheetName: 'Bad/Name' })],
      }),
    ).toMatch(/^Line 1: Sheet: The worksheet of the workbook/);
    const duplicate = {
      ...base('T_BAD'),
      templateCells: [
        cell({}),
        cell({ cellCode: 'B1' }),
        cell({ sheetName: 'sheet1', columnName: 'other' }),
      ],
    };
    expect(await refused('POST', TEMPLATES, duplicate)).toBe(
      'Line 3: sheet1!A1 already takes title; one cell per place of a sheet',
    );
    const rows = {
      ...base('T_BAD'),
      templateCells: [
        cell({ cellCode: 'A5', fillType: 'MULTI_LINE', columnName: 'first' }),
        cell({ cellCode: 'B6', fillType: 'MULTI_LINE', columnName: 'second' }),
      ],
    };
    expect(await refused('POST', TEMPLATES, rows)).toBe(
      'Line 2: The list cells of Sheet1 start on row 5 (first is at A5); put B6 on row 5 too',
    );
    await setLanguage('zh_CN');
    try {
      expect(await refused('POST', TEMPLATES, duplicate)).toBe(
        '第 3 行：sheet1!A1 已填充 title，工作表的每个位置只能有一个单元格',
      );
      expect(
        await invalid('POST', TEMPLATES, {
          ...base('T_BAD'),
          templateCells: [cell({ precisions: 1 })],
        }),
      ).toBe('第 1 行：精度：只有数字有小数位，文本单元格请留空');
    } finally {
      await setLanguage('en_US');
    }
    // Nothing of the refused saves was kept.
    expect((await ok<PageBody>('GET', `${TEMPLATES}?templateCode=T_BAD`)).content).toEqual([]);
  });

  it('keeps (code, version) unique and fixed, and copies a template as its next version', async () => {
    const created = await createTemplate('T_VERSION', [
      cell({ cellCode: 'C4', columnType: 'NUMBER', precisions: 3, prompt: 'Rate' }),
    ]);
    expect(await invalid('POST', TEMPLATES, { ...base('T_VERSION') })).toBe(
      'Template code: T_VERSION already has a version 1 (T_VERSION template)',
    );
    const url = `${TEMPLATES}/${String(created.templateId)}`;
    expect(await refused('PUT', TEMPLATES, { ...created, templateVersion: 2 })).toBe(
      'Version cannot be changed (it is 1)',
    );

    const copied = await ok<{ row: Row; message: string }>('POST', `${url}/new-version`);
    expect(copied.message).toBe('T_VERSION v1 copied as version 2');
    expect(copied.row).toMatchObject({
      templateCode: 'T_VERSION',
      templateVersion: 2,
      templateName: 'T_VERSION template',
      checkStatus: 'UNCHECKED',
    });
    expect(copied.row.templateId).not.toBe(created.templateId);
    expect(
      (await cells(copied.row.templateId)).map((row) => [row.cellCode, row.precisions, row.prompt]),
    ).toEqual([['C4', 3, 'Rate']]);
    // Copying version 1 again makes version 3: the next of the code.
    const third = await ok<{ row: Row }>('POST', `${url}/new-version`);
    expect(third.row).toMatchObject({ templateVersion: 3 });
    const list = await ok<PageBody>('GET', `${TEMPLATES}?templateCode=T_VERSION&size=10`);
    expect(list.content.map((row) => row.templateVersion).sort()).toEqual([1, 2, 3]);
  });

  it('starts the demo tenants with checked templates and their workbooks', async () => {
    const [demo] = (await ok<PageBody>('GET', `${TEMPLATES}?templateCode=SALES_ORDER_EXPORT`))
      .content;
    expect(demo).toMatchObject({
      templateVersion: 1,
      checkStatus: 'PASSED',
      sheetNames: 'Order, Lines',
      templateFile: '/hexl/demo/1/sales_order_export.xlsx',
    });
    expect(await cells(demo?.templateId)).toHaveLength(9);
    const download = await call(
      'GET',
      `/hfle/v1/1/files/download?url=${encodeURIComponent(String(demo?.templateFile))}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("keeps a tenant's templates and workbooks from another tenant, and from an operator", async () => {
    const file = await upload('mine.xlsx', workbookOf(['Mine']));
    const mine = await createTemplate('T_MINE', [cell({ sheetName: 'Mine' })], {
      templateFile: file,
    });
    const id = String(mine.templateId);
    expect((await call('GET', '/hexl/v1/2/excel-templates')).statusCode).toBe(403);
    const platform = await signIn(session.server.app, 'admin', 'Admin12345');
    const other = await call('GET', `/hexl/v1/0/excel-templates/${id}`, undefined, platform);
    expect(other.statusCode).toBe(404);
    const list = await call('GET', '/hexl/v1/0/excel-templates?size=100', undefined, platform);
    expect(list.statusCode).toBe(200);
    expect(list.json<PageBody>().content.map((row) => row.templateCode)).not.toContain('T_MINE');
    expect(
      (await call('POST', `/hexl/v1/0/excel-templates/${id}/check`, undefined, platform))
        .statusCode,
    ).toBe(404);
    const download = await call(
      'GET',
      `/hfle/v1/0/files/download?url=${encodeURIComponent(file)}`,
      undefined,
      platform,
    );
    expect(download.statusCode).toBe(404);

    const operator = await signIn(session.server.app, 'operator', 'Operator123');
    expect((await call('GET', TEMPLATES, undefined, operator)).statusCode).toBe(403);
    expect((await call('POST', `${TEMPLATES}/${id}/check`, undefined, operator)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', TEMPLATES, [mine], operator)).statusCode).toBe(403);
    // The owner may delete it, cells and all.
    const removed = await call('DELETE', TEMPLATES, [
      { templateId: mine.templateId, objectVersionNumber: mine.objectVersionNumber },
    ]);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `${TEMPLATES}/${id}`)).statusCode).toBe(404);
  });
});
