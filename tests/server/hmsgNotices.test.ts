/**
 * hmsg notices through the API as a tenant administrator: published to every member of the
 * tenant or to one role's holders (who find it among their notices, in their language), not
 * changed once published, revoked from everyone who had it.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../server/db/database';
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;

const BASE = '/hmsg/v1/1/notices';

describe('hmsg notices', () => {
  let server: TestServer;
  let db: Database.Database;
  let admin: string;
  let operator: string;
  let customer: string;

  beforeAll(async () => {
    server = await startServer({ singleSession: false });
    db = new Database(path.join(server.dataDir, DB_FILE_NAME));
    [admin, operator, customer] = await Promise.all([
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
      signIn(server.app, 'manager@lab.example', 'Manager123'),
    ]);
  }, 60_000);

  afterAll(async () => {
    db.close();
    await server.close();
  });

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);
  const ok = async (...args: Parameters<ReturnType<typeof callerOf>>): Promise<Row> => {
    const res = await call(...args);
    expect([args[2], res.statusCode, res.json<Row>().message]).toEqual([args[2], 200, undefined]);
    return res.json<Row>();
  };
  const act = async (id: unknown, action: 'publish' | 'revoke') => {
    const res = await call(admin, 'POST', `${BASE}/${String(id)}/${action}`);
    return { status: res.statusCode, body: res.json<Row>() };
  };
  const noticesOf = async (token: string) =>
    ((await ok(token, 'GET', '/hmsg/v1/1/notices/user/preview?size=50')) as unknown as Row[]).map(
      (row) => row.subject,
    );
  const draft = (title: string, extra: Row = {}) =>
    ok(admin, 'POST', BASE, {
      title,
      content: `${title}: details`,
      noticeCategoryCode: 'ANNOUNCE',
      receiverTypeCode: 'ALL',
      _tls: { title: { en_US: title, zh_CN: `中文 ${title}` } },
      ...extra,
    });

  it('publishes to every member of the tenant, each in their language, and then keeps it as it is', async () => {
    const row = await draft('Network upgrade');
    expect(row.statusCode).toBe('DRAFT');
    expect(await noticesOf(operator)).not.toContain('Network upgrade');

    db.prepare("UPDATE users SET language = 'zh_CN' WHERE login_name = 'operator'").run();
    const published = await act(row.noticeId, 'publish');
    db.prepare("UPDATE users SET language = 'en_US' WHERE login_name = 'operator'").run();
    expect(published.status).toBe(200);
    expect(published.body.message).toMatch(/^Published to \d+ receivers$/);
    expect(published.body.row).toMatchObject({ statusCode: 'PUBLISHED' });
    expect((published.body.row as Row).publishedDate).toEqual(expect.any(String));
    expect(await noticesOf(operator)).toContain('中文 Network upgrade');
    expect(await noticesOf(customer)).toContain('Network upgrade');

    const edit = await call(admin, 'PUT', `${BASE}/${String(row.noticeId)}`, {
      ...(published.body.row as Row),
      title: 'Changed',
    });
    expect(edit.json()).toMatchObject({
      failed: true,
      code: 'error.locked',
      message: 'The notice Network upgrade is Published: it cannot be changed or deleted',
    });
    const remove = await call(admin, 'DELETE', BASE, [published.body.row]);
    expect(remove.json<Row>().code).toBe('error.locked');
    expect(await act(row.noticeId, 'publish')).toMatchObject({
      body: { message: 'The notice Network upgrade is Published: “Publish” is not possible now' },
    });
  });

  it("sends a role's notice to that role's holders only, and asks for the role", async () => {
    const noRole = await call(admin, 'POST', BASE, {
      title: 'Operators only',
      content: 'Shift plan',
      noticeCategoryCode: 'NOTIFY',
      receiverTypeCode: 'ROLE',
    });
    expect([noRole.statusCode, noRole.json<Row>().message]).toEqual([
      400,
      'Choose the role whose holders receive the notice',
    ]);

    const { id: roleId } = db
      .prepare("SELECT id FROM roles WHERE code = 'operator' AND tenant_id = 1")
      .get() as { id: number };
    const row = await draft('Operators only', { receiverTypeCode: 'ROLE', roleId });
    expect(row.roleName).toEqual(expect.any(String));
    expect((await act(row.noticeId, 'publish')).status).toBe(200);
    expect(await noticesOf(operator)).toContain('Operators only');
    expect(await noticesOf(customer)).not.toContain('Operators only');

    // Everyone again: the role is dropped.
    const everyone = await draft('For all', { receiverTypeCode: 'ALL', roleId });
    expect(everyone.roleId).toBeNull();
  });

  it('revokes: the notice leaves every receiver’s notifications, and may be published again', async () => {
    const row = await draft('Short-lived');
    await act(row.noticeId, 'publish');
    expect(await noticesOf(customer)).toContain('Short-lived');
    const revoked = await act(row.noticeId, 'revoke');
    expect(revoked.body.row).toMatchObject({ statusCode: 'REVOKED' });
    expect(await noticesOf(customer)).not.toContain('Short-lived');
    expect(await noticesOf(operator)).not.toContain('Short-lived');
    expect(await act(row.noticeId, 'revoke')).toMatchObject({
      body: { code: 'error.action.state' },
    });
    expect((await act(row.noticeId, 'publish')).status).toBe(200);
    expect(await noticesOf(customer)).toContain('Short-lived');
  });

  it('is for administrators: a customer may neither read nor publish notices', async () => {
    expect((await call(customer, 'GET', BASE)).statusCode).toBe(403);
    const row = await draft('Admins decide');
    expect(
      (await call(customer, 'POST', `${BASE}/${String(row.noticeId)}/publish`)).statusCode,
    ).toBe(403);
  });
});
