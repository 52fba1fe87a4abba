/**
 * The data import (himp) on the server, as the wizard calls it: the demo templates' files to
 * download (an .xlsx workbook of headings, CSV text); an .xlsx and a CSV upload staged as rows
 * of a new batch (UPLOADED), a file that is neither refused clearly and leaving no batch;
 * validation by the template's columns and the target's own rules with messages in English and
 * Chinese; a row in error edited and valid; the import creating the valid rows, which read back
 * through the target's own list, each row's outcome recorded and the batch in the history; 403
 * without the target's create permission; batches out of reach of another user and tenant.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import { DB_FILE_NAME } from '../../server/db/database';
import { writeWorkbook } from '../../server/hooks/himp/support/workbook';
import parseImportFile from '../../server/workers/importParse';
import { bearer, signIn, tenantAdminServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const BASE = '/himp/v1/1';
const BOUNDARY = '----himp-test-upload';

describe('data import', () => {
  const { session, call, ok, inChinese } = tenantAdminServer();

  /** Posts `content` as the multipart file `excel` named `name` to the template's upload. */
  const upload = (
    templateCode: string,
    name: string,
    content: Buffer,
    token = session.token,
    base = BASE,
  ): Promise<LightMyRequestResponse> =>
    session.server.app.inject({
      method: 'POST',
      url: `${base}/import/data/data-upload?templateCode=${templateCode}`,
      headers: {
        ...bearer(token),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="excel"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    });

  /** Uploads a file expected to be staged; answers its batch code. */
  const staged = async (templateCode: string, name: string, content: Buffer) => {
    const res = await upload(templateCode, name, content);
    expect([res.statusCode, res.headers['content-type']]).toEqual([
      200,
      'text/plain; charset=utf-8',
    ]);
    return res.body;
  };

  const query = (templateCode: string, batch: string) =>
    `templateCode=${templateCode}&batch=${batch}`;

  const status = (templateCode: string, batch: string) =>
    ok<Row>('GET', `${BASE}/import/data/status?${query(templateCode, batch)}`);

  /** Polls the batch until it reaches `wanted`; answers the statuses seen on the way. */
  const until = async (templateCode: string, batch: string, wanted: string) => {
    const seen: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      const now = await status(templateCode, batch);
      if (seen[seen.length - 1] !== now.status) seen.push(String(now.status));
      if (now.status === wanted) return { seen, now };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`Batch ${batch} never reached ${wanted}: ${seen.join(' -> ')}`);
  };

  const rowsOf = async (templateCode: string, batch: string) =>
    (await ok<PageBody>('GET', `${BASE}/import/data?${query(templateCode, batch)}&size=100`))
      .content;

  const db = () => new Database(path.join(session.server.dataDir, DB_FILE_NAME));

  const countries = (rows: string[][]) =>
    writeWorkbook([
      { name: 'Countries', rows: [['Country code', 'Country name', 'Quick index'], ...rows] },
    ]);

  it('offers the demo templates as files to fill in', async () => {
    const info = await ok<Row>('GET', `${BASE}/template/COUNTRY_IMPORT/info`);
    expect(info).toMatchObject({
      templateCode: 'COUNTRY_IMPORT',
      fileType: 'XLSX',
      targetResource: 'hpfm/country',
      targetTitle: 'Countries',
      mayImport: true,
    });
    const xlsx = await call('GET', `${BASE}/template/COUNTRY_IMPORT/file`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="COUNTRY_IMPORT.xlsx"');
    const read = await parseImportFile({ bytes: new Uint8Array(xlsx.rawPayload) });
    expect(read).toEqual({
      ok: true,
      kind: 'xlsx',
      sheets: [{ sheetIndex: 0, rows: [['Country code', 'Country name', 'Quick index']] }],
    });
    const csv = await call('GET', `${BASE}/template/BANK_IMPORT/file`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe('\uFEFFBank code,Bank name,Short name\r\n');
    await inChinese(async () => {
      expect((await ok<Row>('GET', `${BASE}/template/BANK_IMPORT/info`)).templateName).toBe('银行');
    });
    expect((await call('GET', `${BASE}/template/NO_SUCH/info`)).statusCode).toBe(404);
  });

  it('stages, validates, corrects and imports an Excel workbook into the countries', async () => {
    const batch = await staged(
      'COUNTRY_IMPORT',
      'countries.xlsx',
      countries([
        ['QA', 'Qatar', 'qt'],
        ['qx', 'Lowercase land', ''],
        ['', 'No code', ''],
        ['CN', 'China again', ''],
        ['KE', 'Kenya', 'ky'],
        ['KE', 'Kenya twice', ''],
      ]),
    );
    expect(batch).toMatch(/^\d{8}-[0-9a-f]{12}$/);
    const uploaded = await status('COUNTRY_IMPORT', batch);
    expect(uploaded).toMatchObject({
      status: 'UPLOADED',
      fileName: 'countries.xlsx',
      totalCount: 6,
    });
    // The batch as the wire type has it: whose batch it is stays on the server.
    expect(Object.keys(uploaded).sort()).toEqual(
      [
        'importId',
        'batch',
        'templateCode',
        'templateName',
        'targetResource',
        'fileName',
        'status',
        'count',
        'ready',
        'progress',
        'totalCount',
        'validCount',
        'errorCount',
        'importedCount',
        'failedCount',
        'processedCount',
        'uploadedAt',
      ].sort(),
    );
    let rows = await rowsOf('COUNTRY_IMPORT', batch);
    expect(rows.map((row) => [row._rowNumber, row.countryCode, row._dataStatus])).toEqual([
      [2, 'QA', 'NEW'],
      [3, 'qx', 'NEW'],
      [4, '', 'NEW'],
      [5, 'CN', 'NEW'],
      [6, 'KE', 'NEW'],
      [7, 'KE', 'NEW'],
    ]);

    const started = await ok<Row>(
      'POST',
      `${BASE}/import/data/data-validate?${query('COUNTRY_IMPORT', batch)}`,
    );
    expect(started.status).toBe('CHECKING');
    const checked = await until('COUNTRY_IMPORT', batch, 'CHECKED');
    expect(checked.now).toMatchObject({ validCount: 2, errorCount: 4 });
    rows = await rowsOf('COUNTRY_IMPORT', batch);
    expect(rows.map((row) => [row.countryCode, row._dataStatus, row._info])).toEqual([
      ['QA', 'VALID', ''],
      ['qx', 'ERROR', 'Country code: 2 or 3 uppercase letters, e.g. CN'],
      ['', 'ERROR', 'Country code is required'],
      ['CN', 'ERROR', 'Country code CN already exists'],
      ['KE', 'VALID', ''],
      ['KE', 'ERROR', 'Country code KE is on row 6 of the file already'],
    ]);
    await inChinese(async () => {
      const zh = await rowsOf('COUNTRY_IMPORT', batch);
      expect(zh.map((row) => row._info)).toEqual([
        '',
        '国家代码：2 到 3 个大写字母，例如 CN',
        'Country code不能为空',
        '国家代码 CN 已存在',
        '',
        'Country code KE 已在文件第 6 行出现',
      ]);
    });

    // The row in error is corrected and checked again at once; a stale version is refused.
    const wrong = rows[1] as Row;
    const url = `${BASE}/import/data/${String(wrong._id)}?${query('COUNTRY_IMPORT', batch)}`;
    const edited = await ok<Row>('PUT', url, { countryCode: 'QX', _version: wrong._version });
    expect(edited).toMatchObject({ countryCode: 'QX', _dataStatus: 'VALID', _info: '' });
    const stale = await call('PUT', url, { countryCode: 'QY', _version: wrong._version });
    expect(stale.json()).toMatchObject({ failed: true, code: 'error.optimistic_lock' });
    expect((await call('PUT', url, { notAColumn: 'x' })).statusCode).toBe(400);
    expect((await status('COUNTRY_IMPORT', batch)).validCount).toBe(3);

    // Import: the valid rows go in through the countries' own create, each outcome recorded.
    const importing = await ok<Row>(
      'POST',
      `${BASE}/import/data/data-import?${query('COUNTRY_IMPORT', batch)}`,
    );
    expect(importing.status).toBe('IMPORTING');
    const imported = await until('COUNTRY_IMPORT', batch, 'IMPORTED');
    expect(imported.now).toMatchObject({ importedCount: 3, failedCount: 0, errorCount: 3 });
    rows = await rowsOf('COUNTRY_IMPORT', batch);
    expect(
      rows.filter((row) => row._dataStatus === 'IMPORTED').map((row) => row.countryCode),
    ).toEqual(['QA', 'QX', 'KE']);
    const listed = await ok<PageBody>('GET', '/hpfm/v1/1/countries?size=100');
    const byCode = new Map(listed.content.map((row) => [row.countryCode, row]));
    expect(byCode.get('QA')).toMatchObject({ countryName: 'Qatar', quickIndex: 'qt' });
    expect(byCode.get('QX')).toMatchObject({ countryName: 'Lowercase land' });
    expect(byCode.get('KE')).toMatchObject({ countryName: 'Kenya' });
    expect(byCode.has('qx')).toBe(false);

    // Nothing is imported twice: no valid row is left.
    const again = await call(
      'POST',
      `${BASE}/import/data/data-import?${query('COUNTRY_IMPORT', batch)}`,
    );
    expect(again.json()).toMatchObject({ failed: true });

    // The history lists the batch, its staged rows under it.
    const history = await ok<PageBody>('GET', `${BASE}/import/history?batch=${batch}`);
    expect(history.content).toEqual([
      expect.objectContaining({
        batch,
        templateCode: 'COUNTRY_IMPORT',
        fileName: 'countries.xlsx',
        status: 'IMPORTED',
        totalCount: 6,
        importedCount: 3,
        errorCount: 3,
        loginName: 'tenant.admin',
      }),
    ]);
    const importId = String(history.content[0]?.importId);
    // The batch's own page (its staged rows under it) reads the batch by its id.
    expect(await ok('GET', `${BASE}/import/history/${importId}`)).toMatchObject({
      batch,
      status: 'IMPORTED',
    });
    const lines = await ok<PageBody>(
      'GET',
      `${BASE}/import/history-rows?importId=${importId}&size=50`,
    );
    expect(lines.content.map((row) => [row.rowNumber, row.dataStatus])).toEqual([
      [2, 'IMPORTED'],
      [3, 'IMPORTED'],
      [4, 'ERROR'],
      [5, 'ERROR'],
      [6, 'IMPORTED'],
      [7, 'ERROR'],
    ]);
    expect(lines.content[0]?.dataText).toBe(
      'Country code: QA · Country name: Qatar · Quick index: qt',
    );
    await inChinese(async () => {
      const zh = await ok<PageBody>(
        'GET',
        `${BASE}/import/history-rows?importId=${importId}&size=50`,
      );
      expect(zh.content[3]?.info).toBe('国家代码 CN 已存在');
    });
  });

  it('imports a CSV file into the banks, the statuses in order', async () => {
    const csv = Buffer.from(
      '\uFEFFBank code,Bank name,Short name\r\nNEWB1,First New Bank,FNB\r\nNEWB2,"Second, New Bank",\r\n',
    );
    const batch = await staged('BANK_IMPORT', 'banks.csv', csv);
    await ok('POST', `${BASE}/import/data/data-validate?${query('BANK_IMPORT', batch)}`);
    const checked = await until('BANK_IMPORT', batch, 'CHECKED');
    expect(checked.now).toMatchObject({ validCount: 2, errorCount: 0 });
    await ok('POST', `${BASE}/import/data/data-import?${query('BANK_IMPORT', batch)}`);
    const done = await until('BANK_IMPORT', batch, 'IMPORTED');
    expect(done.now).toMatchObject({ importedCount: 2, progress: 100 });
    const banks = await ok<PageBody>('GET', '/hpfm/v1/1/banks?bankCode=NEWB&size=10');
    expect(banks.content.map((row) => [row.bankCode, row.bankName])).toEqual([
      ['NEWB1', 'First New Bank'],
      ['NEWB2', 'Second, New Bank'],
    ]);
    // The same bank codes again: the target's uniqueness refuses them at validation.
    const twice = await staged('BANK_IMPORT', 'banks.csv', csv);
    await ok('POST', `${BASE}/import/data/data-validate?${query('BANK_IMPORT', twice)}`);
    expect((await until('BANK_IMPORT', twice, 'CHECKED')).now).toMatchObject({ errorCount: 2 });
  });

  it('refuses a file that is no workbook or CSV, or lacks the headings, and keeps no batch', async () => {
    const before = (
      db().prepare('SELECT COUNT(*) AS n FROM himp_import_batch').get() as { n: number }
    ).n;
    const junk = await upload(
      'COUNTRY_IMPORT',
      'countries.xlsx',
      Buffer.from([0x50, 0x4b, 3, 4, 0, 1, 2]),
    );
    expect(junk.statusCode).toBe(400);
    expect(junk.json<Row>().message).toBe(
      'The file is neither an Excel workbook (.xlsx) nor CSV text (UTF-8)',
    );
    const binary = await upload('BANK_IMPORT', 'banks.csv', Buffer.from([0xff, 0xfe, 0, 0x41]));
    expect(binary.statusCode).toBe(400);
    const headings = await upload('BANK_IMPORT', 'banks.csv', Buffer.from('Code,Name\r\nX,Y\r\n'));
    expect(headings.json<Row>()).toMatchObject({ failed: true });
    expect(String(headings.json<Row>().message)).toContain('Bank code, Bank name');
    const empty = await upload('BANK_IMPORT', 'banks.csv', Buffer.from(''));
    expect(empty.statusCode).toBe(400);
    await inChinese(async () => {
      const zh = await upload('COUNTRY_IMPORT', 'x.xlsx', Buffer.from('PK\u0003\u0004broken'));
      expect(zh.json<Row>().message).toBe(
        '该文件既不是 Excel 工作簿（.xlsx），也不是 CSV 文本（UTF-8）',
      );
    });
    const noFile = await call(
      'POST',
      `${BASE}/import/data/data-upload?templateCode=BANK_IMPORT`,
      {},
    );
    expect(noFile.statusCode).toBe(400);
    const badCode = await call(
      'POST',
      `${BASE}/import/data/data-upload?templateCode=${'X'.repeat(40)}`,
      {},
    );
    expect(badCode.statusCode).toBe(400);
    const after = (
      db().prepare('SELECT COUNT(*) AS n FROM himp_import_batch').get() as { n: number }
    ).n;
    expect(after).toBe(before);
  });

  it('refuses the import (403) to a caller without the target’s create permission', async () => {
    const batch = await staged(
      'BANK_IMPORT',
      'banks.csv',
      Buffer.from('Bank code,Bank name\r\nPERM1,Perm bank\r\n'),
    );
    await ok('POST', `${BASE}/import/data/data-validate?${query('BANK_IMPORT', batch)}`);
    await until('BANK_IMPORT', batch, 'CHECKED');
    const database = db();
    const taken = database
      .prepare(
        `SELECT role_id AS roleId, permission_id AS permissionId FROM role_permissions
         WHERE permission_id IN (SELECT id FROM permissions WHERE code = 'hpfm.bank.list-create')`,
      )
      .all() as { roleId: number; permissionId: number }[];
    database
      .prepare(
        `DELETE FROM role_permissions WHERE permission_id IN
           (SELECT id FROM permissions WHERE code = 'hpfm.bank.list-create')`,
      )
      .run();
    try {
      const refused = await call(
        'POST',
        `${BASE}/import/data/data-import?${query('BANK_IMPORT', batch)}`,
      );
      expect(refused.statusCode).toBe(403);
      const info = await ok<Row>('GET', `${BASE}/template/BANK_IMPORT/info`);
      expect(info.mayImport).toBe(false);
      expect(
        (await upload('BANK_IMPORT', 'banks.csv', Buffer.from('Bank code,Bank name\r\nA,B\r\n')))
          .statusCode,
      ).toBe(403);
    } finally {
      const restore = database.prepare(
        `INSERT OR IGNORE INTO role_permissions (role_id, permission_id, creation_date, last_update_date)
         VALUES (?, ?, 0, 0)`,
      );
      for (const grant of taken) restore.run(grant.roleId, grant.permissionId);
      database.close();
    }
    expect((await status('BANK_IMPORT', batch)).status).toBe('CHECKED');
  });

  it('keeps a batch from another user and another tenant', async () => {
    const batch = await staged(
      'BANK_IMPORT',
      'mine.csv',
      Buffer.from('Bank code,Bank name\r\nMINE1,Mine\r\n'),
    );
    const admin = await signIn(session.server.app, 'admin', 'Admin12345');
    const asAdmin = (method: 'GET' | 'POST', url: string) =>
      session.server.app.inject({ method, url, headers: bearer(admin) });
    expect(
      (await asAdmin('GET', `/himp/v1/0/import/data/status?${query('BANK_IMPORT', batch)}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await asAdmin('POST', `/himp/v1/0/import/data/data-import?${query('BANK_IMPORT', batch)}`))
        .statusCode,
    ).toBe(404);
    const history = await asAdmin('GET', `/himp/v1/0/import/history?batch=${batch}`);
    expect(history.json<PageBody>().totalElements).toBe(0);
    expect(
      (await call('GET', `/himp/v1/2/import/data/status?${query('BANK_IMPORT', batch)}`))
        .statusCode,
    ).toBe(403);
    // Another user of the same tenant, even holding the templates' permission, finds nothing.
    const operator = await signIn(session.server.app, 'operator', 'Operator123');
    const database = db();
    database
      .prepare(
        `INSERT OR IGNORE INTO role_permissions (role_id, permission_id, creation_date, last_update_date)
         SELECT r.id, p.id, 0, 0 FROM roles r, permissions p
         WHERE r.code = 'operator' AND p.code IN ('himp.template.list-query', 'himp.import-batch.list-query')`,
      )
      .run();
    database.close();
    const theirs = await session.server.app.inject({
      method: 'GET',
      url: `${BASE}/import/data?${query('BANK_IMPORT', batch)}`,
      headers: bearer(operator),
    });
    expect(theirs.statusCode).toBe(404);
    const theirHistory = await session.server.app.inject({
      method: 'GET',
      url: `${BASE}/import/history?batch=${batch}`,
      headers: bearer(operator),
    });
    expect(theirHistory.json<PageBody>().totalElements).toBe(0);
    const reader = db();
    const mine = reader
      .prepare<[string], { id: number }>(
        'SELECT import_id AS id FROM himp_import_batch WHERE batch = ?',
      )
      .get(batch);
    reader.close();
    const theirRead = await session.server.app.inject({
      method: 'GET',
      url: `${BASE}/import/history/${String(mine?.id)}`,
      headers: bearer(operator),
    });
    expect(theirRead.statusCode).toBe(404);
    expect(
      (await call('GET', `${BASE}/import/data/status?templateCode=BANK_IMPORT&batch=bad`))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('GET', `${BASE}/import/data?${query('BANK_IMPORT', batch)}&size=5000`))
        .statusCode,
    ).toBe(400);
  });
});
