/**
 * User administration (hiam) takes effect in the running system: an invited account activates
 * and signs in with the roles it was given (only while their dates hold), a disabled or locked
 * account is refused at sign-in and loses its sessions, a reset link mailed by an administrator
 * works, every sign-in is in the account's history, and a tenant's administrators manage their
 * own accounts only.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../server/db/database';
import { callerOf, encryptPassword, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;

let server: TestServer;
let db: Database.Database;
let admin: string;
let tenantAdmin: string;
let call: ReturnType<typeof callerOf>;

beforeAll(async () => {
  server = await startServer();
  db = new Database(path.join(server.dataDir, DB_FILE_NAME), { readonly: true });
  call = callerOf(server.app);
  admin = await signIn(server.app, 'admin', 'Admin12345');
  tenantAdmin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
}, 60_000);

afterAll(async () => {
  db.close();
  await server.close();
});

/** The body of the newest mail to `recipient`. */
function lastMail(recipient: string): string {
  const row = db
    .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
    .get(recipient) as { body: string } | undefined;
  if (!row) throw new Error(`No mail to ${recipient}`);
  return row.body;
}

/** The one-time token of the newest link mailed to `recipient`. */
function mailedToken(recipient: string): string {
  const match = /token=([A-Za-z0-9_-]+)/.exec(lastMail(recipient));
  if (!match?.[1]) throw new Error(`No link mailed to ${recipient}`);
  return match[1];
}

/** A sign-in through the portal's JSON endpoint: the token, or the refusal. */
async function attempt(login: string, password: string, lang?: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/oauth/public/login',
    headers: lang ? { 'accept-language': lang } : {},
    payload: { username: login, password: await encryptPassword(server.app, password) },
  });
  return res.json<{ access_token?: string; code?: string; message?: string }>();
}

async function activate(email: string, password: string): Promise<Row> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/oauth/public/activate-account',
    payload: { token: mailedToken(email), password: await encryptPassword(server.app, password) },
  });
  return res.json<Row>();
}

/** Creates an account at `/hiam/user` as the site administrator; answers the stored row. */
async function createUser(login: string, extra: Row = {}): Promise<Row> {
  const res = await call(admin, 'POST', '/iam/hzero/v1/users', {
    loginName: login,
    realName: `Test ${login}`,
    email: `${login}@test.example`,
    language: 'en_US',
    timeZone: 'GMT+8',
    organizationId: 1,
    ...extra,
  });
  const row = res.json<Row>();
  expect(row.failed).toBeUndefined();
  return row;
}

describe('hiam users', () => {
  it('invites a new account, which activates, signs in and sees the menu of the role it was given', async () => {
    const created = await createUser('new.operator', {
      memberRoleList: [{ _status: 'create', roleId: 3, startDateActive: '2020-01-01' }],
    });
    expect(created).toMatchObject({ status: 'Invited', lockedFlag: 0, enabledFlag: 1 });
    expect(lastMail('new.operator@test.example')).toMatch(
      /^An account new\.operator was created for you\. Open this link within 7 days .*\/pub\/activate-account\?token=/,
    );
    const roles = await call(
      admin,
      'GET',
      `/iam/hzero/v1/member-roles/user-roles/${String(created.id)}`,
    );
    expect(roles.json<{ content: Row[] }>().content).toEqual([
      expect.objectContaining({ roleId: 3, roleName: 'Operator', tenantName: 'Novo Lab' }),
    ]);
    // The platform's users are listed at HZERO's users/paging, one read at users/{id}/info.
    const listed = await call(admin, 'GET', '/iam/hzero/v1/users/paging?loginName=new.operator');
    expect(listed.json<{ content: Row[] }>().content).toEqual([
      expect.objectContaining({ id: created.id, status: 'Invited' }),
    ]);
    expect((await call(admin, 'GET', '/iam/hzero/v1/users')).statusCode).toBe(404);

    expect(await attempt('new.operator', 'Whatever123')).toMatchObject({
      code: 'error.login.bad_credentials',
    });
    expect(await activate('new.operator@test.example', 'Operator999')).toMatchObject({
      message: expect.stringMatching(/active/),
    });
    const token = (await attempt('new.operator', 'Operator999')).access_token ?? '';
    const tree = await call(token, 'GET', '/iam/hzero/v1/menus/tree');
    const codes = JSON.stringify(tree.json());
    expect(codes).toContain('hzero.hpfm.currency');
    expect(codes).not.toContain('hzero.hiam.role');
    const self = await call(token, 'GET', '/iam/hzero/v1/users/self');
    expect(self.json()).toMatchObject({ currentRoleCode: 'operator', tenantId: 1 });
  });

  it('holds a role only between its start and end dates', async () => {
    const created = await createUser('dated.user', {
      memberRoleList: [
        {
          _status: 'create',
          roleId: 3,
          startDateActive: '2020-01-01',
          endDateActive: '2020-12-31',
        },
        { _status: 'create', roleId: 4, startDateActive: '2999-01-01' },
      ],
    });
    await activate('dated.user@test.example', 'Dated12345');
    const token = (await attempt('dated.user', 'Dated12345')).access_token ?? '';
    const roles = await call(token, 'GET', '/iam/hzero/v1/member-roles/self-roles');
    expect(roles.json()).toEqual([]);
    expect((await call(token, 'GET', '/iam/hzero/v1/menus/tree')).json()).toEqual([]);

    const lines = (
      await call(admin, 'GET', `/iam/hzero/v1/member-roles/user-roles/${String(created.id)}`)
    ).json<{ content: Row[] }>().content;
    const past = lines.find((line) => line.roleId === 3) as Row;
    // Activation changed the account: its current version is read again.
    const current = (
      await call(admin, 'GET', `/iam/hzero/v1/users/${String(created.id)}/info`)
    ).json<Row>();
    const saved = await call(admin, 'PUT', '/iam/hzero/v1/users', {
      ...current,
      memberRoleList: [
        {
          _status: 'update',
          memberRoleId: past.memberRoleId,
          objectVersionNumber: past.objectVersionNumber,
          roleId: 3,
          startDateActive: '2020-01-01',
          endDateActive: null,
        },
      ],
    });
    expect(saved.json()).toMatchObject({
      objectVersionNumber: Number(current.objectVersionNumber) + 1,
    });
    // HZERO's PUT .../users carries the id in the body: there is no PUT by id.
    const byId = await call(admin, 'PUT', `/iam/hzero/v1/users/${String(created.id)}`, current);
    expect(byId.statusCode).toBe(404);
    const now = await call(token, 'GET', '/iam/hzero/v1/member-roles/self-roles');
    expect(now.json()).toEqual([expect.objectContaining({ id: 3, code: 'operator' })]);
  });

  it('refuses an end date before the start date, naming the field', async () => {
    const res = await call(admin, 'POST', '/iam/hzero/v1/users', {
      loginName: 'bad.dates',
      realName: 'Bad Dates',
      email: 'bad.dates@test.example',
      language: 'en_US',
      timeZone: 'GMT+8',
      organizationId: 1,
      memberRoleList: [
        {
          _status: 'create',
          roleId: 3,
          startDateActive: '2024-05-01',
          endDateActive: '2024-04-30',
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Row>().message).toBe(
      'Line 1: The end date 2024-04-30 is before the start date 2024-05-01',
    );
  });

  it('refuses a disabled account at sign-in in its language, and ends its sessions', async () => {
    const created = await createUser('to.disable', { language: 'zh_CN' });
    await activate('to.disable@test.example', 'Disable123');
    const token = (await attempt('to.disable', 'Disable123')).access_token ?? '';
    expect((await call(token, 'GET', '/iam/hzero/v1/users/self')).statusCode).toBe(200);

    const off = await call(admin, 'POST', '/iam/hzero/v1/users/disable', [created.id]);
    expect(off.json()).toEqual([expect.objectContaining({ enabledFlag: 0 })]);
    expect((await call(token, 'GET', '/iam/hzero/v1/users/self')).statusCode).toBe(401);
    expect(await attempt('to.disable', 'Disable123')).toMatchObject({
      code: 'error.login.disabled',
      message: '该账户已禁用，请联系管理员启用',
    });
    // A wrong password tells nothing more.
    expect(await attempt('to.disable', 'Wrong12345')).toMatchObject({
      code: 'error.login.bad_credentials',
    });
    await call(admin, 'POST', '/iam/hzero/v1/users/enable', [created.id]);
    expect((await attempt('to.disable', 'Disable123')).access_token).toBeDefined();
  });

  it('locks an account (refused whatever the password, sessions ended) and unlocks it', async () => {
    const created = await createUser('to.lock');
    await activate('to.lock@test.example', 'Locked1234');
    const token = (await attempt('to.lock', 'Locked1234')).access_token ?? '';
    const locked = await call(admin, 'POST', `/iam/hzero/v1/users/${String(created.id)}/lock`, {});
    expect(locked.json()).toMatchObject({
      row: { lockedFlag: 1, lockedUntil: null },
      message: 'to.lock is locked; its sessions have ended',
    });
    expect((await call(token, 'GET', '/iam/hzero/v1/users/self')).statusCode).toBe(401);
    const refusal = {
      code: 'error.login.locked',
      message: 'This account is locked; ask your administrator to unlock it',
    };
    expect(await attempt('to.lock', 'Locked1234')).toMatchObject(refusal);
    expect(await attempt('to.lock', 'Wrong99999')).toMatchObject(refusal);

    const unlocked = await call(
      admin,
      'POST',
      `/iam/hzero/v1/users/${String(created.id)}/unlocked`,
      {},
    );
    expect(unlocked.json()).toMatchObject({ row: { lockedFlag: 0 } });
    // HZERO's unlocked (subAccountService.js subAccountUserUnlock): the old address is gone.
    const old = await call(admin, 'POST', `/iam/hzero/v1/users/${String(created.id)}/unlock`, {});
    expect(old.statusCode).toBe(404);
    expect((await attempt('to.lock', 'Locked1234')).access_token).toBeDefined();

    const history = await call(
      admin,
      'GET',
      `/iam/hzero/v1/login-history?userId=${String(created.id)}&sort=loginAt,asc&size=20`,
    );
    expect(history.json<{ content: Row[] }>().content.map((row) => row.outcome)).toEqual([
      'success',
      'locked',
      'locked',
      'success',
    ]);
  });

  it('refuses to disable or lock your own account', async () => {
    const disable = await call(admin, 'POST', '/iam/hzero/v1/users/disable', [1]);
    expect(disable.json()).toMatchObject({
      failed: true,
      message: 'You cannot disable or lock your own account',
    });
    const lock = await call(admin, 'POST', '/iam/hzero/v1/users/1/lock', {});
    expect(lock.json()).toMatchObject({ failed: true });
  });

  it('mails a password-reset link the account can use, and the invitation again', async () => {
    const created = await createUser('forgetful');
    const first = mailedToken('forgetful@test.example');
    const again = await call(
      admin,
      'POST',
      `/iam/hzero/v1/users/${String(created.id)}/resend-invitation`,
      {},
    );
    expect(again.json()).toMatchObject({
      message:
        'The invitation has been mailed to forgetful@test.example again; earlier links no longer work',
    });
    expect(mailedToken('forgetful@test.example')).not.toBe(first);
    await activate('forgetful@test.example', 'Forget1234');

    const reset = await call(
      admin,
      'POST',
      `/iam/hzero/v1/users/${String(created.id)}/reset-password`,
      {},
    );
    expect(reset.json()).toMatchObject({
      message: 'A link to choose a new password has been mailed to forgetful@test.example',
    });
    expect(lastMail('forgetful@test.example')).toMatch(/\/pub\/forgot-password\?token=/);
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/public/reset-password',
      payload: {
        token: mailedToken('forgetful@test.example'),
        password: await encryptPassword(server.app, 'Remember99'),
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await attempt('forgetful', 'Remember99')).access_token).toBeDefined();
  });

  it('lets a tenant administrator manage the tenant’s own accounts and roles only', async () => {
    const list = await call(tenantAdmin, 'GET', '/iam/hzero/v1/1/users/paging?size=100');
    const logins = list.json<{ content: Row[] }>().content.map((row) => row.loginName);
    expect(logins).toContain('tenant.admin');
    expect(logins).not.toContain('admin');
    expect(logins).not.toContain('gene.admin');
    // The platform's users screen is not theirs.
    expect((await call(tenantAdmin, 'GET', '/iam/hzero/v1/users/paging')).statusCode).toBe(403);
    // Another tenant's account is answered as one that is not there.
    const gene = db.prepare("SELECT id FROM users WHERE login_name = 'gene.admin'").get() as {
      id: number;
    };
    expect(
      (await call(tenantAdmin, 'GET', `/iam/hzero/v1/1/users/${gene.id}/info`)).statusCode,
    ).toBe(404);

    const created = await call(tenantAdmin, 'POST', '/iam/hzero/v1/1/users', {
      loginName: 'lab.tech',
      realName: 'Lab Tech',
      email: 'lab.tech@test.example',
      language: 'en_US',
      timeZone: 'GMT+8',
      // HZERO's body (hiam subAccountOrgService.js, SubAccount/Org/EditForm): the roles as
      // memberRoleList, each with where it is held (taken from the role's tenant here).
      memberRoleList: [
        {
          _status: 'create',
          roleId: 3,
          assignLevel: 'organization',
          assignLevelValue: 1,
          memberType: 'user',
          startDateActive: '2020-01-01',
        },
      ],
    });
    const lab = created.json<Row>();
    expect(lab).toMatchObject({ tenantId: 1, status: 'Invited' });
    // HZERO's tenant form of the users pages: its roles, one read and a save without the id.
    const roles = await call(
      tenantAdmin,
      'GET',
      `/iam/hzero/v1/1/member-roles/user-roles/${String(lab.id)}`,
    );
    expect(roles.json<{ content: Row[] }>().content).toEqual([
      expect.objectContaining({ roleId: 3, tenantId: 1, startDateActive: '2020-01-01' }),
    ]);
    const renamed = await call(tenantAdmin, 'PUT', '/iam/hzero/v1/1/users', {
      ...lab,
      realName: 'Lab Technician',
    });
    expect(renamed.json()).toMatchObject({ id: lab.id, realName: 'Lab Technician' });
    expect(
      (await call(tenantAdmin, 'GET', `/iam/hzero/v1/1/users/${String(lab.id)}/info`)).json(),
    ).toMatchObject({ realName: 'Lab Technician' });
    // The old addresses are gone.
    expect((await call(tenantAdmin, 'GET', '/iam/hzero/v1/1/sub-accounts')).statusCode).toBe(404);
    // A role of another tenant (Gene Beijing's operator, 4) cannot be given here.
    const foreign = await call(tenantAdmin, 'POST', '/iam/hzero/v1/1/users', {
      loginName: 'lab.tech2',
      realName: 'Lab Tech 2',
      email: 'lab.tech2@test.example',
      language: 'en_US',
      timeZone: 'GMT+8',
      memberRoleList: [{ _status: 'create', roleId: 4 }],
    });
    expect(foreign.json()).toMatchObject({ failed: true, code: 'error.reference' });
  });
  it("removes an account's roles at HZERO's member-roles/batch-delete, not with the account", async () => {
    // An account of Gene Beijing (tenant 2), not of the tenant administrator's tenant.
    const created = await createUser('two.roles', {
      organizationId: 2,
      memberRoleList: [
        { _status: 'create', roleId: 3 },
        { _status: 'create', roleId: 4 },
      ],
    });
    const id = String(created.id);
    const rolesOf = async (token: string, base: string) =>
      (await call(token, 'GET', `${base}/member-roles/user-roles/${id}`)).json<{
        content: Row[];
      }>().content;
    const [first, second] = await rolesOf(admin, '/iam/hzero/v1');
    const removal = {
      memberRoleId: first?.memberRoleId,
      objectVersionNumber: first?.objectVersionNumber,
    };
    // In the account's save a removal is refused, naming where it goes.
    const withAccount = await call(admin, 'PUT', '/iam/hzero/v1/users', {
      ...created,
      memberRoleList: [{ ...removal, _status: 'delete' }],
    });
    expect([withAccount.statusCode, withAccount.json<Row>().message]).toEqual([
      400,
      expect.stringContaining('DELETE /iam/hzero/v1/member-roles/batch-delete'),
    ]);
    // Another tenant's administrator is answered as if the role were not there.
    const foreign = await call(tenantAdmin, 'DELETE', '/iam/hzero/v1/1/member-roles/batch-delete', [
      removal,
    ]);
    expect(foreign.json()).toMatchObject({ failed: true, code: 'error.not_found' });
    const stale = await call(admin, 'DELETE', '/iam/hzero/v1/member-roles/batch-delete', [
      { ...removal, objectVersionNumber: Number(removal.objectVersionNumber) + 1 },
    ]);
    expect(stale.json()).toMatchObject({ failed: true, code: 'error.optimistic_lock' });
    const removed = await call(admin, 'DELETE', '/iam/hzero/v1/member-roles/batch-delete', [
      removal,
    ]);
    expect(removed.statusCode).toBe(204);
    expect(await rolesOf(admin, '/iam/hzero/v1')).toEqual([
      expect.objectContaining({ memberRoleId: second?.memberRoleId }),
    ]);
  });
});
