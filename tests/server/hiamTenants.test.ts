/**
 * Tenants (hiam) take effect: a new tenant gets its administrator role and its first
 * administrator, who activates the invitation and works in the tenant; a disabled tenant's
 * accounts are refused at sign-in with a clear message and lose their sessions.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../server/db/database';
import { callerOf, encryptPassword, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;

let server: TestServer;
let db: Database.Database;
let admin: string;
let call: ReturnType<typeof callerOf>;

beforeAll(async () => {
  server = await startServer();
  db = new Database(path.join(server.dataDir, DB_FILE_NAME), { readonly: true });
  call = callerOf(server.app);
  admin = await signIn(server.app, 'admin', 'Admin12345');
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

const TENANT = {
  tenantNum: 'ACME-BIO',
  tenantName: 'Acme Biosciences',
  adminLoginName: 'acme.admin',
  adminRealName: 'Alice Acme',
  adminEmail: 'alice@acme.example',
  adminLanguage: 'en_US',
};

describe('hiam tenants', () => {
  let tenant: Row;
  let acmeAdmin: string;

  it('creates a tenant whose first administrator activates the invitation and administers it', async () => {
    const res = await call(admin, 'POST', '/iam/v1/tenants', TENANT);
    tenant = res.json<Row>();
    expect(tenant).toMatchObject({ ...TENANT, enabledFlag: 1, objectVersionNumber: 1 });
    const activated = await server.app.inject({
      method: 'POST',
      url: '/oauth/public/activate-account',
      payload: {
        token: mailedToken('alice@acme.example'),
        password: await encryptPassword(server.app, 'Acme123456'),
      },
    });
    expect(activated.statusCode).toBe(200);
    acmeAdmin = (await attempt('acme.admin', 'Acme123456')).access_token ?? '';
    const self = await call(acmeAdmin, 'GET', '/iam/hzero/v1/users/self');
    expect(self.json()).toMatchObject({
      tenantId: tenant.tenantId,
      tenantName: 'Acme Biosciences',
      currentRoleCode: 'tenant-admin',
      currentRoleLevel: 'organization',
    });
    const checks = await call(acmeAdmin, 'POST', '/iam/hzero/v1/menus/check-permissions', [
      'hiam.role.list-create',
      'hiam.sub-account.list-create',
      'hpfm.currency.list-create',
      'hiam.tenant.list-create',
    ]);
    expect(checks.json<{ approve: boolean }[]>().map((check) => check.approve)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Its own roles only: the new tenant's administrator role.
    const roles = await call(acmeAdmin, 'GET', `/iam/hzero/v1/roles`);
    expect(roles.json<{ content: Row[] }>().content).toEqual([
      expect.objectContaining({ code: 'tenant-admin', tenantName: 'Acme Biosciences' }),
    ]);
  });

  it('refuses a first administrator whose login or e-mail an account already uses', async () => {
    const res = await call(admin, 'POST', '/iam/v1/tenants', {
      ...TENANT,
      tenantNum: 'ACME-TWO',
      adminLoginName: 'operator',
      adminEmail: 'someone@acme.example',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Administrator login name: an account already uses operator',
      fields: { adminLoginName: 'Administrator login name: an account already uses operator' },
    });
    const missing = await call(admin, 'POST', '/iam/v1/tenants', {
      tenantNum: 'ACME-THREE',
      tenantName: 'Acme Three',
    });
    expect(missing.json()).toMatchObject({ message: 'Administrator login name is required' });
  });

  it('refuses the accounts of a disabled tenant at sign-in and ends their sessions', async () => {
    const off = await call(admin, 'POST', '/iam/v1/tenants/disable', [tenant.tenantId]);
    expect(off.json()).toEqual([expect.objectContaining({ enabledFlag: 0 })]);
    expect((await call(acmeAdmin, 'GET', '/iam/hzero/v1/users/self')).statusCode).toBe(401);
    expect(await attempt('acme.admin', 'Acme123456')).toMatchObject({
      code: 'error.login.tenant_disabled',
      message:
        'Your organization Acme Biosciences is disabled, so its accounts cannot sign in; contact the platform administrator',
    });
    await call(admin, 'POST', '/iam/v1/tenants/enable', [tenant.tenantId]);
    expect((await attempt('acme.admin', 'Acme123456')).access_token).toBeDefined();
  });

  it('drops the roles held in a disabled tenant from an account of another tenant', async () => {
    // The operator belongs to Novo Lab and also works in Gene Beijing.
    const operator = await signIn(server.app, 'operator', 'Operator123');
    const before = await call(operator, 'GET', '/iam/hzero/v1/users/self-tenants');
    expect(before.json<Row[]>().map((row) => row.tenantId)).toEqual([1, 2]);
    await call(admin, 'POST', '/iam/v1/tenants/disable', [2]);
    const after = await call(operator, 'GET', '/iam/hzero/v1/users/self-tenants');
    expect(after.json<Row[]>().map((row) => row.tenantId)).toEqual([1]);
    const switched = await call(operator, 'PUT', '/iam/v1/users/tenant-id?tenantId=2');
    expect(switched.statusCode).toBe(403);
    await call(admin, 'POST', '/iam/v1/tenants/enable', [2]);
  });

  it('keeps the platform tenant enabled and tenants for the platform only', async () => {
    const res = await call(admin, 'POST', '/iam/v1/tenants/disable', [0]);
    expect(res.json()).toMatchObject({
      failed: true,
      message: 'The platform tenant cannot be disabled',
    });
    const tenantAdmin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
    expect((await call(tenantAdmin, 'GET', '/iam/v1/tenants')).statusCode).toBe(403);
  });
});
