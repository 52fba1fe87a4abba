/**
 * A tenant's password policy takes effect: new passwords (activation, reset, change) must meet
 * it, refused with the rule named in the account's language; at the next sign-in a password
 * that no longer meets it, or has expired, must be changed (a link is mailed); wrong passwords
 * in a row lock the account for the policy's seconds (HZERO's lockedExpireTime).
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

function mailedToken(recipient: string): string {
  const row = db
    .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
    .get(recipient) as { body: string } | undefined;
  const match = /token=([A-Za-z0-9_-]+)/.exec(row?.body ?? '');
  if (!match?.[1]) throw new Error(`No link mailed to ${recipient}`);
  return match[1];
}

async function attempt(login: string, password: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/oauth/public/login',
    payload: { username: login, password: await encryptPassword(server.app, password) },
  });
  return res.json<{ access_token?: string; code?: string; message?: string }>();
}

async function redeem(
  kind: 'activate-account' | 'reset-password',
  token: string,
  password: string,
) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/oauth/public/${kind}`,
    payload: { token, password: await encryptPassword(server.app, password) },
  });
  return { status: res.statusCode, body: res.json<Row>() };
}

/**
 * Sets Novo Lab's policy (as its tenant administrator) as HZERO does: reads the one policy
 * object and PUTs it back whole, `changes` over it, at the same path.
 */
async function setPolicy(changes: Row): Promise<Row> {
  const current = (await call(tenantAdmin, 'GET', '/iam/v1/1/password-policies')).json<Row>();
  const res = await call(tenantAdmin, 'PUT', '/iam/v1/1/password-policies', {
    ...current,
    ...changes,
  });
  const row = res.json<Row>();
  expect(row.failed).toBeUndefined();
  return row;
}

async function invite(login: string, language = 'en_US'): Promise<string> {
  const res = await call(tenantAdmin, 'POST', '/iam/hzero/v1/1/users', {
    loginName: login,
    realName: login,
    email: `${login}@policy.example`,
    language,
    timeZone: 'GMT+8',
  });
  expect(res.json<Row>().failed).toBeUndefined();
  return mailedToken(`${login}@policy.example`);
}

describe('the tenant’s policy in HZERO’s shape (hiam passwordPolicyService.js)', () => {
  const tenantPath = '/iam/v1/0/password-policies';

  it('answers the policy as one object and saves it whole with PUT at the same path', async () => {
    const read = await call(admin, 'GET', tenantPath);
    expect(read.statusCode).toBe(200);
    const policy = read.json<Row>();
    expect(policy).toMatchObject({ passwordPolicyId: 1, tenantId: 0, minLength: 8 });
    expect(policy).not.toHaveProperty('content');
    const saved = await call(admin, 'PUT', tenantPath, { ...policy, maxErrorTime: 7 });
    expect(saved.json()).toMatchObject({ passwordPolicyId: 1, maxErrorTime: 7 });
    expect((await call(admin, 'GET', tenantPath)).json()).toMatchObject({ maxErrorTime: 7 });
    // The version read before the save is stale now.
    const stale = await call(admin, 'PUT', tenantPath, { ...policy, maxErrorTime: 9 });
    expect(stale.json()).toMatchObject({ failed: true, code: 'error.optimistic_lock' });
    // Out of range: refused naming the field, nothing saved.
    const current = (await call(admin, 'GET', tenantPath)).json<Row>();
    const bad = await call(admin, 'PUT', tenantPath, { ...current, minLength: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Row }>().fields).toHaveProperty('minLength');
    // The platform still lists every tenant's policy (the product's own site list).
    const list = await call(admin, 'GET', '/iam/v1/password-policies');
    expect(list.json<{ content: Row[] }>().content).toEqual(
      expect.arrayContaining([expect.objectContaining({ passwordPolicyId: 1 })]),
    );
    // The by-id paths of the tenant form are gone: one way to read and save.
    expect((await call(admin, 'GET', `${tenantPath}/1`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'PUT', `${tenantPath}/1`, { ...current, maxErrorTime: 0 })).statusCode,
    ).toBe(404);
    // Another tenant's policy is not the caller's.
    expect((await call(tenantAdmin, 'GET', '/iam/v1/2/password-policies')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/iam/v1/1/password-policies')).statusCode).toBe(401);
  });

  it('answers the default policy while the tenant has none, and a PUT without an id creates it', async () => {
    const current = (await call(admin, 'GET', tenantPath)).json<Row>();
    const removed = await call(admin, 'DELETE', '/iam/v1/password-policies', [
      {
        passwordPolicyId: current.passwordPolicyId,
        objectVersionNumber: current.objectVersionNumber,
      },
    ]);
    expect(removed.statusCode).toBe(204);
    const defaults = (await call(admin, 'GET', tenantPath)).json<Row>();
    expect(defaults).toEqual({
      minLength: 8,
      digitsCount: 1,
      letterCount: 1,
      lowercaseCount: 0,
      uppercaseCount: 0,
      specialCharCount: 0,
      notUsername: 0,
      notRecentCount: 0,
      passwordUpdateRate: 0,
      maxErrorTime: 0,
      lockedExpireTime: 1800,
    });
    const created = await call(admin, 'PUT', tenantPath, { ...defaults, minLength: 9 });
    expect(created.json()).toMatchObject({ tenantId: 0, minLength: 9, objectVersionNumber: 1 });
    const again = (await call(admin, 'GET', tenantPath)).json<Row>();
    expect(again).toMatchObject({ minLength: 9 });
    // Back to the seeded length, for the tests below.
    await call(admin, 'PUT', tenantPath, { ...again, minLength: 8 });
  });
});

describe('password policy', () => {
  it('refuses an activation password shorter than the tenant’s minimum, naming the rule in the account’s language', async () => {
    await setPolicy({ minLength: 10 });
    const token = await invite('policy.en');
    const policy = await server.app.inject({
      method: 'GET',
      url: `/oauth/public/password-policy?token=${token}`,
    });
    expect(policy.json()).toEqual({
      loginName: 'policy.en',
      policy: expect.objectContaining({ minLength: 10, digitsCount: 1, letterCount: 1 }),
    });
    const short = await redeem('activate-account', token, 'Abcdefgh1');
    expect(short).toEqual({
      status: 400,
      body: {
        failed: true,
        code: 'error.validation',
        type: 'error',
        message: 'The password does not meet the password policy: at least 10 characters',
        fields: {
          password: 'The password does not meet the password policy: at least 10 characters',
        },
      },
    });
    const zh = await redeem('activate-account', await invite('policy.zh', 'zh_CN'), 'Abcdefgh1');
    expect(zh.body.message).toBe('密码不符合密码策略：至少 10 个字符');
    // The link still works once the password meets the policy.
    expect((await redeem('activate-account', token, 'Abcdefgh12')).status).toBe(200);
    const signedIn = (await attempt('policy.en', 'Abcdefgh12')).access_token;
    expect(signedIn).toBeDefined();
    // Any of the tenant's users reads its policy (HZERO's password-policies/query), for the
    // password change form; only in their current tenant, and only signed in.
    const query = '/iam/v1/1/password-policies/query';
    const own = await call(signedIn ?? null, 'GET', query);
    // In HZERO's field names (hiam passwordPolicyService.js, routes/PasswordPolicy).
    expect(own.json()).toEqual(
      expect.objectContaining({
        minLength: 10,
        digitsCount: 1,
        lowercaseCount: 0,
        uppercaseCount: 0,
        specialCharCount: 0,
        notUsername: 0,
        notRecentCount: 0,
        passwordUpdateRate: 0,
        maxErrorTime: 0,
        lockedExpireTime: 1800,
      }),
    );
    expect(
      (await call(signedIn ?? null, 'GET', '/iam/v1/2/password-policies/query')).statusCode,
    ).toBe(403);
    expect((await call(null, 'GET', query)).statusCode).toBe(401);
  });

  it('makes an account whose password no longer meets the policy change it at sign-in', async () => {
    // The customer team member's demo password has 9 characters; Novo Lab now asks for 10.
    const refused = await attempt('member@lab.example', 'Member123');
    expect(refused).toEqual({
      failed: true,
      code: 'error.login.password_expired',
      type: 'error',
      message:
        'Your password no longer meets the password policy (at least 10 characters) and must be changed: a link to choose a new one has been mailed to member@lab.example',
    });
    const token = mailedToken('member@lab.example');
    expect((await redeem('reset-password', token, 'Member1234')).status).toBe(200);
    expect((await attempt('member@lab.example', 'Member1234')).access_token).toBeDefined();
  });

  it('refuses the login name in the password and the last passwords, when the policy says so', async () => {
    await setPolicy({ minLength: 8, notUsername: 1, notRecentCount: 2 });
    // The tenant administrator's own session goes on after each change; the others end.
    const account = tenantAdmin;
    const change = async (original: string, password: string) =>
      (
        await call(account, 'PUT', '/iam/hzero/v1/users/password', {
          originalPassword: await encryptPassword(server.app, original),
          password: await encryptPassword(server.app, password),
        })
      ).json<Row>();
    expect(await change('Wrong12345', 'Fresh12345')).toMatchObject({
      failed: true,
      message: 'The current password is wrong',
    });
    expect(await change('Tenant12345', 'xTENANT.ADMIN9')).toMatchObject({
      message: 'The password does not meet the password policy: not containing the login name',
    });
    expect(await change('Tenant12345', 'Tenant12345')).toMatchObject({
      message: 'The password does not meet the password policy: not one of the last 2 passwords',
    });
    expect(await change('Tenant12345', 'Second1234')).toEqual({
      message: 'Your password is changed; your other sessions have ended',
    });
    expect(await change('Second1234', 'Tenant12345')).toMatchObject({
      fields: {
        password: 'The password does not meet the password policy: not one of the last 2 passwords',
      },
    });
    expect(await change('Second1234', 'Third12345')).toMatchObject({ message: expect.any(String) });
    // Two passwords later the first may come back.
    expect(await change('Third12345', 'Tenant12345')).toEqual({
      message: 'Your password is changed; your other sessions have ended',
    });
  });

  it('locks an account after wrong passwords in a row, for the policy’s seconds', async () => {
    await setPolicy({ notUsername: 0, notRecentCount: 0, maxErrorTime: 3, lockedExpireTime: 1800 });
    expect(await attempt('operator', 'Wrong00001')).toMatchObject({
      code: 'error.login.bad_credentials',
    });
    // A right password in between starts the count again.
    expect((await attempt('operator', 'Operator123')).access_token).toBeDefined();
    await attempt('operator', 'Wrong00002');
    await attempt('operator', 'Wrong00003');
    const third = await attempt('operator', 'Wrong00004');
    // The operator's language is Chinese.
    expect(third).toMatchObject({
      code: 'error.login.locked',
      message: expect.stringMatching(
        /^登录名或密码错误。连续 3 次密码错误，账户已锁定至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(GMT\+8\)$/,
      ),
    });
    expect(await attempt('operator', 'Operator123')).toMatchObject({
      code: 'error.login.locked',
      message: expect.stringMatching(/^该账户已锁定至 .* \(GMT\+8\)，请届时再试或联系管理员解锁$/),
    });
    const locked = await call(admin, 'GET', '/iam/hzero/v1/users/paging?loginName=operator');
    expect(locked.json<{ content: Row[] }>().content[0]).toMatchObject({
      lockedFlag: 1,
      lockedUntil: expect.any(String),
    });
    server.advance(31 * 60_000);
    expect((await attempt('operator', 'Operator123')).access_token).toBeDefined();
    const unlocked = await call(admin, 'GET', '/iam/hzero/v1/users/paging?loginName=operator');
    expect(unlocked.json<{ content: Row[] }>().content[0]).toMatchObject({ lockedFlag: 0 });
  });

  it('makes an expired password be changed at sign-in', async () => {
    await setPolicy({ maxErrorTime: 0, passwordUpdateRate: 30 });
    expect((await attempt('tenant.admin', 'Tenant12345')).access_token).toBeDefined();
    server.advance(31 * 24 * 3600_000);
    expect(await attempt('tenant.admin', 'Tenant12345')).toMatchObject({
      code: 'error.login.password_expired',
      message:
        'Your password is older than 30 days and must be changed: a link to choose a new one has been mailed to tenant.admin@novo-lab.example',
    });
    // The platform's accounts follow the platform's policy, which has no expiry.
    expect((await attempt('admin', 'Admin12345')).access_token).toBeDefined();
  });
});
