/**
 * File Management (hfile, HZERO's `files/summary`) on the server, as an API caller sees it: the
 * files stored for the caller's current tenant with their names, sizes and uploaders, filtered,
 * searched and sorted, bad parameters refused in the caller's language; each listed file
 * downloads through the file service's own download; another tenant's files are neither listed
 * nor downloadable; a portal team's file and a record's file are listed to exactly those the
 * download gives them to; nothing is written through the list, and "Storage used" totals the
 * files the caller sees.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import { DB_FILE_NAME } from '../../server/db/database';
import { apiAs, type ApiPage, type ApiRow, signIn, tenantAdminServer, uploadFile } from './helpers';

const LIST = '/hfle/v1/1/files/summary';
const QC_REPORT = '/portal-qc/reports/seed-qc-report-sb-2024001.csv';
/** Released data files (hfaq), read by those who see their project. */
const ALLOCATED = '/novomagic/demo/NL-P2024001/MD5.txt';
const OTHER = '/novomagic/demo/NL-P2024003/Report.txt';

describe('file management (hfile)', () => {
  const { session, ok, invalid, call, inChinese } = tenantAdminServer();
  const tokens = {} as Record<'operator' | 'manager' | 'member' | 'admin', string>;
  const as = (who: keyof typeof tokens) =>
    apiAs(() => ({ app: session.server.app, token: tokens[who] }));

  /** Uploads a file as the holder of `token`; answers its URL. */
  const upload = (
    token: string,
    fields: Record<string, string>,
    name: string,
    content: Buffer,
    base?: string,
  ) =>
    uploadFile(session.server.app, token, name, content, {
      fields,
      base,
      contentType: 'text/plain',
    });

  const download = (
    token: string,
    url: string,
    base = '/hfle/v1/1',
  ): Promise<LightMyRequestResponse> =>
    call('GET', `${base}/files/download?url=${encodeURIComponent(url)}`, undefined, token);

  const list = async (query: string, token = session.token, base = LIST): Promise<ApiRow[]> => {
    const res = await call('GET', `${base}?size=200&${query}`, undefined, token);
    expect([res.statusCode, res.json<ApiRow>().failed]).toEqual([200, undefined]);
    return res.json<ApiPage>().content;
  };
  const urls = async (query: string, token = session.token, base = LIST) =>
    (await list(query, token, base)).map((row) => row.fileUrl).sort();

  const report = Buffer.from('hello world\n');
  const big = Buffer.alloc(200 * 1024, 'x');
  let reportUrl = '';
  let bigUrl = '';

  function db() {
    return new Database(path.join(session.server.dataDir, DB_FILE_NAME));
  }

  /** The id of a stored file. */
  function fileIdOf(url: string): number {
    const database = db();
    try {
      const row = database
        .prepare('SELECT file_id AS id FROM portal_files WHERE file_url = ?')
        .get(url) as { id: number };
      return row.id;
    } finally {
      database.close();
    }
  }

  beforeAll(async () => {
    const { app } = session.server;
    [tokens.operator, tokens.manager, tokens.member, tokens.admin] = await Promise.all([
      signIn(app, 'operator', 'Operator123'),
      signIn(app, 'manager@lab.example', 'Manager123'),
      signIn(app, 'member@lab.example', 'Member123'),
      signIn(app, 'admin', 'Admin12345'),
    ]);
    reportUrl = await upload(
      session.token,
      { bucketName: 'hfile-test', directory: 'docs' },
      'report one.txt',
      report,
    );
    bigUrl = await upload(session.token, { bucketName: 'hfile-big' }, 'big.txt', big);
  });

  it("lists the tenant's stored files with their names, sizes and uploaders", async () => {
    const rows = await list('fileName=report one');
    expect(rows).toEqual([
      expect.objectContaining({
        tenantId: 1,
        bucketName: 'hfile-test',
        directory: 'docs',
        fileName: 'report one.txt',
        fileType: 'text/plain',
        fileSize: report.length,
        sizeRange: 'UNDER_100KB',
        loginName: 'tenant.admin',
        teamName: null,
        fileUrl: reportUrl,
      }),
    ]);
    expect(rows[0]?.realName).toEqual(expect.any(String));
    expect(rows[0]?.uploadedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The storage key never leaves the server.
    expect(Object.keys(rows[0] ?? {})).not.toContain('storageKey');
    // The seeded QC report of the portal's team, for staff.
    const [qc] = await list('bucketName=portal-qc&fileName=qc-report-SB-2024001');
    expect(qc).toMatchObject({ fileUrl: QC_REPORT, teamName: expect.any(String) });
    const content = await download(session.token, QC_REPORT);
    expect(qc?.fileSize).toBe(content.rawPayload.length);
    const one = await ok<ApiRow>('GET', `${LIST}/${String(rows[0]?.fileId)}`);
    expect(one).toMatchObject({ fileName: 'report one.txt', fileSize: report.length });
  });

  it('filters, searches and sorts, and refuses bad parameters in the caller’s language', async () => {
    expect(await urls('bucketName=hfile-te')).toEqual([reportUrl]);
    expect(await urls('keyword=report one')).toEqual([reportUrl]);
    expect(await urls('directory=docs&bucketName=hfile')).toEqual([reportUrl]);
    expect(await urls('bucketName=hfile&sizeRange=UNDER_1MB')).toEqual([bigUrl]);
    expect(await urls('bucketName=hfile&sizeRange=UNDER_100KB')).toEqual([reportUrl]);
    expect(await urls('bucketName=hfile&sizeRange=FROM_10MB')).toEqual([]);
    expect(await urls('bucketName=hfile&fileType=text/plain')).toEqual([bigUrl, reportUrl].sort());
    expect(await urls('bucketName=hfile&realName=zzz-nobody')).toEqual([]);
    expect(await urls('bucketName=hfile&fromCreateDate=2999-01-01')).toEqual([]);
    expect(await urls('bucketName=hfile&fromCreateDate=2000-01-01')).toHaveLength(2);
    const sorted = await list('bucketName=hfile&sort=fileSize,desc');
    expect(sorted.map((row) => row.fileSize)).toEqual([big.length, report.length]);

    expect(await invalid('GET', `${LIST}?sizeRange=HUGE`)).toMatch(/Size/);
    expect(await invalid('GET', `${LIST}?fromCreateDate=yesterday`)).toMatch(
      /Uploaded at must be a date/,
    );
    expect(await invalid('GET', `${LIST}?sort=storageKey,asc`)).toMatch(
      /'sort' must be .* with one of: fileId, bucketName/,
    );
    expect(await invalid('GET', `${LIST}?size=100000`)).toMatch(/size/);
    expect(await invalid('GET', `${LIST}/abc`)).toMatch(/id/);
    await inChinese(async () => {
      expect(await invalid('GET', `${LIST}?sizeRange=HUGE`)).toMatch(/大小范围/);
      expect(await invalid('GET', `${LIST}?sort=storageKey,asc`)).toMatch(/[\u4e00-\u9fa5]/);
    });
  });

  it('downloads a listed file through the file service’s own download, and writes nothing', async () => {
    const [row] = await list('fileName=report one');
    const got = await download(session.token, String(row?.fileUrl));
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(report)).toBe(true);
    // No create, change or delete: HZERO's screen deletes nothing, and neither does this one.
    const id = String(row?.fileId);
    for (const [method, url] of [
      ['POST', LIST],
      ['PUT', LIST],
      ['DELETE', LIST],
      ['PUT', `${LIST}/${id}`],
      ['DELETE', `${LIST}/${id}`],
    ] as const) {
      expect([method, url, (await call(method, url, [{ fileId: Number(id) }])).statusCode]).toEqual(
        [method, url, 404],
      );
    }
    expect((await download(session.token, reportUrl)).statusCode).toBe(200);
  });

  it("never lists nor downloads another tenant's files", async () => {
    // The operator works in tenant 2 for a moment and stores a file there.
    const operator = as('operator');
    await operator.ok('PUT', '/iam/v1/users/tenant-id?tenantId=2');
    const other = await upload(
      tokens.operator,
      { bucketName: 'hfile-other' },
      'other.txt',
      Buffer.from('tenant two'),
      '/hfle/v1/2',
    );
    await operator.ok('PUT', '/iam/v1/users/tenant-id?tenantId=1');
    const otherId = fileIdOf(other);
    expect(await urls('bucketName=hfile-other')).toEqual([]);
    expect(await urls('')).not.toContain(other);
    expect((await call('GET', `${LIST}/${otherId}`)).statusCode).toBe(404);
    expect((await download(session.token, other)).statusCode).toBe(404);
    // Another tenant's list is not the administrator's to ask for.
    expect((await call('GET', '/hfle/v1/2/files/summary')).statusCode).toBe(403);

    // The platform's administrator lists the tenant they work in (the platform's), whose files
    // the download gives them, and no tenant's files besides.
    const platformFile = await upload(
      tokens.admin,
      { bucketName: 'hfile-platform' },
      'platform.txt',
      Buffer.from('platform'),
      '/hfle/v1',
    );
    const platform = await urls('bucketName=hfile', tokens.admin, '/hfle/v1/files/summary');
    expect(platform).toEqual([platformFile]);
    expect((await download(tokens.admin, platformFile, '/hfle/v1')).statusCode).toBe(200);
    expect(await urls('bucketName=hfile')).not.toContain(platformFile);
  });

  it('lists a team’s file and a record’s file to exactly those the download gives them to', async () => {
    const memberFile = await upload(
      tokens.member,
      { bucketName: 'hfile-team' },
      'member.txt',
      Buffer.from('member'),
    );
    const managerFile = await upload(
      tokens.manager,
      { bucketName: 'hfile-team' },
      'manager.txt',
      Buffer.from('manager'),
    );
    // A payment configuration's certificate: read by those who read payment configurations.
    const cert = await upload(session.token, { bucketName: 'hpay' }, 'cert.pem', Buffer.from('c'));
    const created = await call('POST', '/hpay/v1/1/configs', {
      channelCode: 'ALIPAY',
      configName: 'hfile certificate',
      merchantId: 'M-HFILE-1',
      enabledFlag: 0,
      certFileUrl: cert,
    });
    expect(created.json<ApiRow>().failed).toBeUndefined();

    // Without the screen's permission, nobody else lists anything.
    for (const who of ['operator', 'member'] as const) {
      expect((await call('GET', LIST, undefined, tokens[who])).statusCode).toBe(403);
    }
    // The list names every file, yet takes none from those who read it elsewhere: the member
    // downloads their own upload without the list's permission.
    expect((await download(tokens.member, memberFile)).statusCode).toBe(200);
    // The screen's permissions, given to the staff's and the customers' roles.
    const database = db();
    try {
      database
        .prepare(
          `INSERT OR IGNORE INTO role_permissions (role_id, permission_id, creation_date,
           last_update_date)
           SELECT r.id, p.id, 0, 0 FROM roles r, permissions p
           WHERE r.code IN ('operator', 'portal.member', 'portal.manager')
             AND p.code LIKE 'hfile.file-aggregate.list-%'`,
        )
        .run();
    } finally {
      database.close();
    }
    const candidates = [memberFile, managerFile, cert, reportUrl, QC_REPORT, ALLOCATED, OTHER];
    const expected = {
      // The tenant's administrator reads payment configurations and released data files and,
      // as staff, every portal file.
      tenantAdmin: [memberFile, managerFile, cert, reportUrl, QC_REPORT, ALLOCATED, OTHER],
      // Staff without payment configurations: every portal file and data file, not the
      // certificate.
      operator: [memberFile, managerFile, reportUrl, QC_REPORT, ALLOCATED, OTHER],
      // The team's manager: the team's files, the QC report of its batch, its projects' data.
      manager: [memberFile, managerFile, QC_REPORT, ALLOCATED, OTHER],
      // A member: their own upload, and the QC report and data of a project allocated to them.
      member: [memberFile, QC_REPORT, ALLOCATED],
    };
    for (const [who, seen] of Object.entries(expected)) {
      const token = who === 'tenantAdmin' ? session.token : tokens[who as keyof typeof tokens];
      const listed = (await urls('', token)).filter((url) => candidates.includes(String(url)));
      expect([who, listed]).toEqual([who, [...seen].sort()]);
      // Listed exactly when the download gives it.
      for (const url of candidates) {
        const status = (await download(token, url)).statusCode;
        expect([who, url, status]).toEqual([who, url, seen.includes(url) ? 200 : 404]);
      }
    }
    // Nor is it in the reader's export.
    const exported = await call('GET', `${LIST}/export`, undefined, tokens.member);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('member.txt');
    expect(exported.body).not.toContain('manager.txt');
    expect(exported.body).not.toContain('cert.pem');
    // A hidden file is no row to its reader either.
    const certId = fileIdOf(cert);
    expect((await call('GET', `${LIST}/${certId}`, undefined, tokens.member)).statusCode).toBe(404);
    expect((await call('GET', `${LIST}/${certId}`, undefined, tokens.operator)).statusCode).toBe(
      404,
    );
  });

  it('totals the storage the listed files use, by bucket, in the caller’s language', async () => {
    const storage = `${LIST}/storage`;
    const answer = await ok<{ message: string; data: ApiRow[] }>('POST', storage);
    const all = await list('');
    const total = all.reduce((sum, row) => sum + Number(row.fileSize), 0);
    expect(answer.message).toMatch(new RegExp(`^${all.length} files, .+ in total$`));
    expect(answer.data.reduce((sum, row) => sum + Number(row.totalSize), 0)).toBe(total);
    expect(answer.data).toContainEqual({
      bucketName: 'hfile-big',
      fileCount: 1,
      totalSize: big.length,
      shownSize: '200.0 KB',
    });
    await inChinese(async () => {
      const zh = await ok<{ message: string }>('POST', storage);
      expect(zh.message).toMatch(new RegExp(`^共 ${all.length} 个文件，合计 `));
    });
    // A member's storage is that of the files the member sees.
    const member = await as('member').ok<{ data: ApiRow[] }>('POST', storage);
    const buckets = new Set((await list('', tokens.member)).map((row) => row.bucketName));
    expect(member.data.map((row) => row.bucketName).sort()).toEqual([...buckets].sort());
    expect(buckets).toContain('hfile-team');
    expect(buckets).not.toContain('hfile-test');
  });
});
