/**
 * The customer service's rules (issue 13): message read states and kinds, mail choices the
 * mail sender respects, announcements published now, at a time and withdrawn, the signed
 * sample-information link, password change, feedback with replies, project scores, the
 * sign-in log, released data files scoped like their projects, and the help centre's articles.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import { DB_FILE_NAME } from '../../server/db/database';
import { ANNOUNCEMENT_CLOCK_MS } from '../../server/hooks/hfaq/support/announcements';
import { bearer, callerOf, encryptPassword, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const BOUNDARY = '----service-desk-boundary';
const DAY = 24 * 3600 * 1000;

describe('customer service', () => {
  let server: TestServer;
  let db: Database.Database;
  let manager: string;
  let member: string;
  let staff: string;

  beforeAll(async () => {
    // The clock moves on by days (scheduled announcements, expired links): sessions outlive it,
    // and signing in again (the sign-in log) leaves the earlier sessions be.
    server = await startServer({ tokenTtlSeconds: 30 * 24 * 3600, singleSession: false });
    db = new Database(path.join(server.dataDir, DB_FILE_NAME));
    [manager, member, staff] = await Promise.all([
      signIn(server.app, 'manager@lab.example', 'Manager123'),
      signIn(server.app, 'member@lab.example', 'Member123'),
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
    ]);
  }, 60_000);

  afterAll(async () => {
    db.close();
    await server.close();
  });

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);
  const ok = async (...args: Parameters<ReturnType<typeof callerOf>>): Promise<Row> => {
    const res = await call(...args);
    expect([args[1], args[2], res.statusCode, res.json<Row>().failed]).toEqual([
      args[1],
      args[2],
      200,
      undefined,
    ]);
    return res.json<Row>();
  };
  const page = async (token: string, url: string) =>
    (await ok(token, 'GET', url)) as unknown as PageBody;
  const count = async (token: string) =>
    Number((await ok(token, 'GET', '/hmsg/v1/1/messages/user/count')).unreadMessageCount);
  const mailsTo = (email: string): { subject: string; body: string }[] =>
    db.prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id').all(email) as {
      subject: string;
      body: string;
    }[];

  describe('messages', () => {
    it('filters by read state (Y or 1 read, N or 0 unread) and by kind', async () => {
      const all = await page(manager, '/hmsg/v1/1/messages/user?size=100');
      const unread = all.content.filter((row) => row.readFlag === 0).length;
      expect(unread).toBeGreaterThan(0);
      for (const flag of ['N', '0']) {
        const rows = await page(manager, `/hmsg/v1/1/messages/user?size=100&readFlag=${flag}`);
        expect([flag, rows.totalElements]).toEqual([flag, unread]);
      }
      for (const flag of ['Y', '1']) {
        const rows = await page(manager, `/hmsg/v1/1/messages/user?size=100&readFlag=${flag}`);
        expect([flag, rows.totalElements]).toEqual([flag, all.totalElements - unread]);
      }
      expect(
        (await call(manager, 'GET', '/hmsg/v1/1/messages/user?readFlag=maybe')).statusCode,
      ).toBe(400);
      const kinds = new Set(all.content.map((row) => row.category));
      for (const kind of kinds) {
        const rows = await page(
          manager,
          `/hmsg/v1/1/messages/user?size=100&category=${String(kind)}`,
        );
        expect(rows.content.every((row) => row.category === kind)).toBe(true);
      }
      expect(
        (await call(manager, 'GET', '/hmsg/v1/1/messages/user?category=SPAM')).statusCode,
      ).toBe(400);
    });

    it('marks all read, and the count the bell shows drops to 0', async () => {
      expect(await count(member)).toBeGreaterThan(0);
      const res = await call(member, 'POST', '/hmsg/v1/1/messages/user/read-flag?readAll=1');
      expect(res.statusCode).toBe(204);
      expect(await count(member)).toBe(0);
      expect((await page(member, '/hmsg/v1/1/messages/user?readFlag=N')).totalElements).toBe(0);
    });
  });

  describe('mail choices', () => {
    it('receives every kind of mail until one is turned off, and the sender respects it', async () => {
      const settings = (await ok(manager, 'GET', '/hfaq/v1/mail-settings')) as unknown as Row[];
      expect(settings.every((item) => item.receiveFlag === 1)).toBe(true);
      expect(settings.map((item) => item.mailType)).toEqual(
        expect.arrayContaining(['STATUS', 'QC', 'ANNOUNCEMENT', 'FEEDBACK']),
      );
      const saved = await ok(manager, 'PUT', '/hfaq/v1/mail-settings', {
        settings: [{ mailType: 'STATUS', receiveFlag: 0 }],
      });
      expect(saved.message).toBe('Your mail choices are saved');
      expect(
        (saved.settings as Row[]).find((item) => item.mailType === 'STATUS')?.receiveFlag,
      ).toBe(0);
      const bad = await call(manager, 'PUT', '/hfaq/v1/mail-settings', {
        settings: [{ mailType: 'SPAM', receiveFlag: 0 }],
      });
      expect(bad.statusCode).toBe(400);

      // Batch 2 (project 2, submitted) is shipped: the manager and the allocated member are
      // told; only the member, who receives status mails, is mailed.
      const before = {
        manager: mailsTo('manager@lab.example').length,
        member: mailsTo('member@lab.example').length,
      };
      await ok(staff, 'POST', '/hsif/v1/1/staff/batches/2/status', { status: 'Shipped' });
      const status = await page(manager, '/hmsg/v1/1/messages/user?category=STATUS');
      const subject = String(status.content[0]?.subject);
      expect(subject).toMatch(/^Sample batch SB-\d+ is shipped$/);
      expect(mailsTo('manager@lab.example')).toHaveLength(before.manager);
      const memberMails = mailsTo('member@lab.example');
      expect(memberMails).toHaveLength(before.member + 1);
      expect(memberMails.at(-1)?.subject).toBe(subject);
    });
  });

  describe('announcements', () => {
    const base = '/hfaq/v1/1/announcements';
    const draft = async (title: string, audience = 'CUSTOMER') =>
      ok(staff, 'POST', base, {
        title,
        content: `${title}: details`,
        audience,
        _tls: { title: { en_US: title, zh_CN: `中文 ${title}` } },
      });
    const notices = async (token: string) =>
      ((await ok(token, 'GET', '/hmsg/v1/1/notices/user/preview?size=50')) as unknown as Row[]).map(
        (row) => row.subject,
      );

    it('publishes now: customers are told in their language, and read it in the portal', async () => {
      const row = await draft('Holiday hours');
      expect(row.status).toBe('DRAFT');
      expect((await page(manager, `${base}?size=50`)).content.map((r) => r.title)).not.toContain(
        'Holiday hours',
      );
      const unread = await count(manager);
      const published = await ok(staff, 'POST', `${base}/${String(row.announcementId)}/publish`);
      expect(published.message).toBe('Published: its readers have been told');
      expect((published.row as Row).status).toBe('PUBLISHED');
      expect(await count(manager)).toBe(unread + 1);
      expect(await notices(manager)).toContain('Holiday hours');
      const listed = await page(manager, `${base}?size=50`);
      expect(listed.content.map((r) => r.title)).toContain('Holiday hours');
      const notice = await page(manager, '/hmsg/v1/1/messages/user?category=ANNOUNCEMENT');
      expect(notice.content[0]).toMatchObject({
        subject: 'Holiday hours',
        userMessageTypeCode: 'NOTICE',
      });
      // A customer reading Chinese gets the Chinese title.
      db.prepare("UPDATE users SET language = 'zh_CN' WHERE id = 5").run();
      const second = await draft('Price list');
      await ok(staff, 'POST', `${base}/${String(second.announcementId)}/publish`);
      expect(await notices(member)).toContain('中文 Price list');
      db.prepare("UPDATE users SET language = 'en_US' WHERE id = 5").run();
      // Published ones are not edited; customers do not publish.
      const edit = await call(staff, 'PUT', `${base}/${String(row.announcementId)}`, {
        objectVersionNumber: Number((published.row as Row).objectVersionNumber),
        title: 'Changed',
      });
      expect(edit.json()).toMatchObject({
        failed: true,
        code: 'error.locked',
        message: 'The announcement Holiday hours is Published: it cannot be changed or deleted',
      });
      const customerPublish = await call(
        manager,
        'POST',
        `${base}/${String(second.announcementId)}/publish`,
      );
      expect(customerPublish.statusCode).toBe(403);
    });

    it('withdraws: the notice leaves its readers’ messages and the portal', async () => {
      const row = await draft('Withdrawn soon');
      await ok(staff, 'POST', `${base}/${String(row.announcementId)}/publish`);
      expect(await notices(manager)).toContain('Withdrawn soon');
      const withdrawn = await ok(staff, 'POST', `${base}/${String(row.announcementId)}/withdraw`);
      expect((withdrawn.row as Row).status).toBe('WITHDRAWN');
      expect(await notices(manager)).not.toContain('Withdrawn soon');
      expect((await page(manager, `${base}?size=50`)).content.map((r) => r.title)).not.toContain(
        'Withdrawn soon',
      );
      const again = await call(staff, 'POST', `${base}/${String(row.announcementId)}/withdraw`);
      expect(again.json()).toMatchObject({ failed: true, code: 'error.action.state' });
    });

    it('publishes at a set time, when the clock gets there', async () => {
      const row = await draft('Maintenance window');
      const id = String(row.announcementId);
      // 2 hours ahead, in the staff member's time zone (GMT+8).
      const at = new Date(Date.now() + 2 * 3600 * 1000 + 8 * 3600 * 1000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' ');
      const scheduled = await ok(staff, 'POST', `${base}/${id}/publish`, { publishAt: at });
      expect(scheduled.message).toBe(`It will be published at ${at}`);
      expect((scheduled.row as Row).status).toBe('SCHEDULED');
      await new Promise((resolve) => setTimeout(resolve, ANNOUNCEMENT_CLOCK_MS * 2));
      expect(await notices(manager)).not.toContain('Maintenance window');
      server.advance(3 * 3600 * 1000);
      let told = false;
      for (let tick = 0; tick < 10 && !told; tick += 1) {
        await new Promise((resolve) => setTimeout(resolve, ANNOUNCEMENT_CLOCK_MS));
        told = (await notices(manager)).includes('Maintenance window');
      }
      expect(told).toBe(true);
      expect(((await ok(staff, 'GET', `${base}/${id}`)) as Row).status).toBe('PUBLISHED');
      const bad = await call(
        staff,
        'POST',
        `${base}/${String((await draft('Bad time')).announcementId)}/publish`,
        {
          publishAt: 'tomorrow',
        },
      );
      expect(bad.json()).toMatchObject({ failed: true, code: 'error.validation' });
    });
  });

  describe('signed sample-information link', () => {
    const link = async () => {
      const made = await ok(staff, 'POST', '/hfaq/v1/1/sample-info-links', {
        projectId: 1,
        days: 7,
      });
      const url = String(made.url);
      expect(url).toMatch(/^http:\/\/localhost\/public\/hpro\/project\/sampleinfo\/NL-P2024001\//);
      const [contractNo, sign] = url.split('/').slice(-2) as [string, string];
      return { contractNo, sign };
    };
    const open = (contractNo: string, sign: string): Promise<LightMyRequestResponse> =>
      server.app.inject({ method: 'GET', url: `/hfaq/public/sample-info/${contractNo}/${sign}` });

    it("shows the project's samples without signing in", async () => {
      const { contractNo, sign } = await link();
      const res = await open(contractNo, sign);
      expect(res.statusCode).toBe(200);
      const body = res.json<Row>();
      expect(body).toMatchObject({
        contractNo: 'NL-P2024001',
        projectName: 'Maize cultivar resequencing',
        teamName: 'Novo Lab Genomics Group',
      });
      expect((body.samples as Row[]).map((row) => row.sampleName)).toContain('MZ-03');
    });

    it('refuses a wrong, borrowed or expired sign and shows nothing', async () => {
      const { contractNo, sign } = await link();
      const last = sign.at(-1) === 'A' ? 'B' : 'A';
      for (const [name, path] of [
        ['forged', `${contractNo}/${sign.slice(0, -1)}${last}`],
        ['another contract', `NL-P2024003/${sign}`],
        [
          'later expiry',
          `${contractNo}/${sign.replace(/^(\d+)\.(\d+)/, (_m, t: string, e: string) => `${t}.${Number(e) + 1000}`)}`,
        ],
        ['another tenant', `${contractNo}/${sign.replace(/^\d+/, '2')}`],
        ['nonsense', `${contractNo}/not-a-sign`],
      ] as const) {
        const res = await server.app.inject({
          method: 'GET',
          url: `/hfaq/public/sample-info/${path}`,
        });
        expect([name, res.statusCode, res.json()]).toEqual([
          name,
          403,
          {
            failed: true,
            code: 'error.link.invalid',
            message: 'This link is not valid. Ask the sender for a new link.',
            type: 'error',
          },
        ]);
      }
      server.advance(8 * DAY);
      const expired = await open(contractNo, sign);
      expect([expired.statusCode, expired.json()]).toEqual([
        410,
        expect.objectContaining({
          code: 'error.link.expired',
          message: 'This link has expired. Ask the sender for a new link.',
        }),
      ]);
      expect(JSON.stringify(expired.json())).not.toContain('MZ-');
      // Nobody is signed in: a browser asking for Chinese is refused in Chinese.
      const chinese = await server.app.inject({
        method: 'GET',
        url: `/hfaq/public/sample-info/${contractNo}/${sign}`,
        headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
      });
      expect(chinese.json()).toMatchObject({
        code: 'error.link.expired',
        message: '此链接已过期，请向发送者索取新的链接。',
      });
      // Only staff make links.
      const byCustomer = await call(manager, 'POST', '/hfaq/v1/1/sample-info-links', {
        projectId: 1,
      });
      expect(byCustomer.statusCode).toBe(403);
    });
  });

  describe('password change', () => {
    it('checks the current password and the rules, then ends the other sessions', async () => {
      const other = await signIn(server.app, 'member@lab.example', 'Member123');
      const change = async (original: string, next: string) =>
        call(member, 'PUT', '/iam/hzero/v1/users/password', {
          originalPassword: await encryptPassword(server.app, original),
          password: await encryptPassword(server.app, next),
        });
      expect((await change('Wrong123', 'Better123')).json()).toMatchObject({
        failed: true,
        code: 'error.password.original',
        message: 'The current password is wrong',
      });
      // The tenant's password policy decides (hiam), naming the rule the password fails.
      expect((await change('Member123', 'short')).json()).toMatchObject({
        fields: {
          password: expect.stringMatching(/^The password does not meet the password policy: /),
        },
      });
      expect((await change('Member123', 'Member123')).json()).toMatchObject({
        code: 'error.password.same',
      });
      const done = await change('Member123', 'Better123');
      expect(done.json()).toEqual({
        message: 'Your password is changed; your other sessions have ended',
      });
      expect((await call(member, 'GET', '/iam/hzero/v1/users/self')).statusCode).toBe(200);
      expect((await call(other, 'GET', '/iam/hzero/v1/users/self')).statusCode).toBe(401);
      await expect(signIn(server.app, 'member@lab.example', 'Member123')).rejects.toThrow();
      member = await signIn(server.app, 'member@lab.example', 'Better123');
    });
  });

  describe('feedback and scores', () => {
    it("sends a customer's feedback to staff, and the reply back as a message", async () => {
      const sent = await ok(member, 'POST', '/hfaq/v1/1/my-feedbacks', {
        category: 'QUESTION',
        subject: 'Where is my report?',
        content: 'The final report of NL-P2024001 is not in the data files yet.',
      });
      const id = Number(sent.feedbackId);
      const own = await page(member, '/hfaq/v1/1/feedbacks?size=50');
      expect(own.content.every((row) => row.userId === 5)).toBe(true);
      expect(own.content.map((row) => row.subject)).toContain('Where is my report?');
      const all = await page(staff, '/hfaq/v1/1/feedbacks?size=50');
      expect(all.content.map((row) => row.customerName)).toEqual(
        expect.arrayContaining(['Mia Manager', 'Max Member']),
      );
      const row = all.content.find((item) => item.feedbackId === id) as Row;
      expect(row).toMatchObject({ status: 'OPEN', customerName: 'Max Member' });
      const replied = await ok(staff, 'PUT', `/hfaq/v1/1/feedbacks/${id}`, {
        objectVersionNumber: row.objectVersionNumber,
        reply: 'It will be released tomorrow.',
      });
      expect(replied).toMatchObject({ status: 'REPLIED', reply: 'It will be released tomorrow.' });
      const message = await page(member, '/hmsg/v1/1/messages/user?category=FEEDBACK');
      expect(message.content[0]).toMatchObject({
        subject: 'Reply to your feedback: Where is my report?',
        content: 'It will be released tomorrow.',
      });
      // Customers do not reply, nor send feedback for others.
      const byCustomer = await call(member, 'PUT', `/hfaq/v1/1/feedbacks/${id}`, {
        objectVersionNumber: 2,
        reply: 'Self-service',
      });
      expect(byCustomer.statusCode).toBe(403);
      expect(
        (
          await call(staff, 'POST', '/hfaq/v1/1/my-feedbacks', {
            category: 'PRAISE',
            subject: 'x',
            content: 'y',
          })
        ).statusCode,
      ).toBe(403);
    });

    it('takes one score per customer and project, and averages them per month', async () => {
      await ok(member, 'PUT', '/hfaq/v1/1/my-project-scores', { projectId: 2, score: 2 });
      const changed = await ok(member, 'PUT', '/hfaq/v1/1/my-project-scores', {
        projectId: 2,
        score: 3,
        comment: 'Better now',
      });
      expect(changed.message).toBe('Thank you for scoring NL-P2024002');
      const mine = await page(member, '/hfaq/v1/1/project-scores?size=50');
      expect(mine.content.filter((row) => row.projectCode === 'NL-P2024002')).toHaveLength(1);
      expect(mine.content.every((row) => row.userId === 5)).toBe(true);
      // A project the member does not see is refused as one that does not exist.
      const hidden = await call(member, 'PUT', '/hfaq/v1/1/my-project-scores', {
        projectId: 3,
        score: 5,
      });
      expect(hidden.statusCode).toBe(404);
      const outOfRange = await call(member, 'PUT', '/hfaq/v1/1/my-project-scores', {
        projectId: 2,
        score: 6,
      });
      expect(outOfRange.statusCode).toBe(400);

      const months = await page(staff, '/hfaq/v1/1/project-scores/monthly?sort=month,desc');
      const scores = db
        .prepare('SELECT score, last_update_date AS at FROM hfaq_project_score WHERE tenant_id = 1')
        .all() as { score: number; at: number }[];
      const current = new Date(Math.max(...scores.map((s) => s.at))).toISOString().slice(0, 7);
      const inMonth = scores.filter((s) => new Date(s.at).toISOString().slice(0, 7) === current);
      const average = inMonth.reduce((sum, s) => sum + s.score, 0) / inMonth.length;
      expect(months.content[0]).toMatchObject({
        month: current,
        scoreCount: inMonth.length,
        averageScore: average.toFixed(2),
      });
      expect((await call(manager, 'GET', '/hfaq/v1/1/project-scores/monthly')).statusCode).toBe(
        403,
      );
    });
  });

  describe('sign-in log', () => {
    it('records each sign-in with time, address and result for the account’s tenant', async () => {
      await expect(signIn(server.app, 'manager@lab.example', 'Nope12345')).rejects.toThrow();
      await signIn(server.app, 'manager@lab.example', 'Manager123');
      const log = await page(
        staff,
        '/hfaq/v1/1/login-logs?keyword=manager@lab&sort=logId,desc&size=2',
      );
      expect(log.content.map((row) => [row.loginName, row.result, row.reason])).toEqual([
        ['manager@lab.example', 'SUCCESS', null],
        ['manager@lab.example', 'FAILURE', 'error.login.bad_credentials'],
      ]);
      expect(log.content[0]).toMatchObject({
        realName: 'Mia Manager',
        address: '127.0.0.1',
        loginDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      });
      expect((await call(manager, 'GET', '/hfaq/v1/1/login-logs')).statusCode).toBe(403);
    });
  });

  describe('released data files', () => {
    const files = async (token: string) =>
      (await page(token, '/hfaq/v1/1/data-files?size=50')).content;
    const download = (token: string, url: string) =>
      call(token, 'GET', `/hfle/v1/1/files/download?url=${encodeURIComponent(url)}`);

    it('lists and serves each customer the files of the projects they see', async () => {
      const managerFiles = await files(manager);
      expect(managerFiles.map((row) => row.projectCode).sort()).toEqual([
        'NL-P2024001',
        'NL-P2024001',
        'NL-P2024003',
      ]);
      const report = managerFiles.find((row) => row.projectCode === 'NL-P2024003') as Row;
      expect(report).toMatchObject({ fileName: 'Report.txt', sizeBytes: expect.any(Number) });
      expect(report.checksum).toMatch(/^[0-9a-f]{32}$/);
      const got = await download(manager, String(report.fileUrl));
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.length).toBe(report.sizeBytes);

      // The member sees projects 1 and 2 only: the report of project 3 is not there for them.
      expect((await files(member)).every((row) => row.projectCode === 'NL-P2024001')).toBe(true);
      expect((await download(member, String(report.fileUrl))).statusCode).toBe(404);
    });

    it('releases an uploaded file with its size and MD5 computed by the server', async () => {
      const content = Buffer.from('sample,reads\nLIV-A1,1000\n');
      const body = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\nnovomagic\r\n` +
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="reads.csv"\r\n` +
            'Content-Type: text/csv\r\n\r\n',
        ),
        content,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const uploaded = await server.app.inject({
        method: 'POST',
        url: '/hfle/v1/1/files/multipart',
        headers: { ...bearer(staff), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: body,
      });
      // HZERO answers the file URL as text.
      const fileUrl = uploaded.body;
      const row = await ok(staff, 'POST', '/hfaq/v1/1/data-files', {
        projectId: 2,
        fileName: 'reads.csv',
        fileUrl,
        sizeBytes: 1,
        checksum: 'made up',
      });
      // What the request said of size and checksum is not taken: the server computes them.
      expect(row).toMatchObject({
        sizeBytes: content.length,
        checksum: createHash('md5').update(content).digest('hex'),
        releasedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      });
      expect((await files(member)).map((item) => item.fileName)).toContain('reads.csv');
      const missing = await call(staff, 'POST', '/hfaq/v1/1/data-files', {
        projectId: 2,
        fileName: 'ghost.csv',
        fileUrl: '/novomagic/nothing/ghost.csv',
      });
      expect([missing.statusCode, missing.json().fields]).toEqual([
        400,
        {
          fileUrl:
            'Download: upload the file first (there is no stored file /novomagic/nothing/ghost.csv)',
        },
      ]);
      expect(
        (
          await call(manager, 'POST', '/hfaq/v1/1/data-files', {
            projectId: 2,
            fileName: 'x',
            fileUrl,
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('help centre', () => {
    it('shows customers the published articles of enabled categories, searched', async () => {
      const customer = await page(manager, '/hfaq/v1/1/knowledge-contents?size=50');
      const staffView = await page(staff, '/hfaq/v1/1/knowledge-contents?size=50');
      expect(customer.content.every((row) => row.status === 'PUBLISHED')).toBe(true);
      expect(staffView.totalElements).toBeGreaterThan(customer.totalElements);
      const found = await page(manager, '/hfaq/v1/1/knowledge-contents?keyword=md5');
      expect(found.content.map((row) => row.title)).toEqual([
        'How do I check a downloaded data file?',
      ]);
      // A disabled category's articles leave the help centre.
      const category = (
        await page(staff, '/hfaq/v1/1/knowledge-categories?categoryName=Sequencing')
      ).content[0] as Row;
      await ok(staff, 'POST', '/hfaq/v1/1/knowledge-categories/disable', [category.categoryId]);
      expect((await page(manager, '/hfaq/v1/1/knowledge-contents?keyword=md5')).totalElements).toBe(
        0,
      );
      expect(
        (await page(manager, '/hfaq/v1/1/knowledge-categories?size=50')).content.map(
          (row) => row.categoryName,
        ),
      ).not.toContain('Sequencing data');
      await ok(staff, 'POST', '/hfaq/v1/1/knowledge-categories/enable', [category.categoryId]);
      // Customers do not write articles.
      expect(
        (await call(manager, 'POST', '/hfaq/v1/1/knowledge-contents', { title: 'x' })).statusCode,
      ).toBe(403);
    });

    it("answers each continent's contact card", async () => {
      const continents = (await ok(
        manager,
        'GET',
        '/service/v1/nsrv-continent',
      )) as unknown as Row[];
      const asia = continents.find((row) => row.continentCode === 'ASIA') as Row;
      const card = await ok(
        manager,
        'GET',
        `/service/v1/nsrv-contact-uss/${String(asia.contactId)}`,
      );
      expect(card).toMatchObject({ continentCode: 'ASIA', email: 'service.asia@lab.example' });
    });
  });
});
