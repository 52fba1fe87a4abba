/**
 * Roles (hiam) govern what their members may do: a role holds what its parent role holds; menus
 * and codes granted or withdrawn change the member's menu tree and permission checks at once;
 * fields hidden for a role are absent from its answers, read-only ones are never changed by it;
 * a tenant's administrators hand out only tenant-level grants they hold themselves.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../server/db/database';
import { callerOf, encryptPassword, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface MenuNode {
  id: number;
  code: string;
  checked: boolean;
  inherited: boolean;
  assignable: boolean;
  permissions: { id: number; code: string; checked: boolean; resource: string | null }[];
  subMenus: MenuNode[];
}

let server: TestServer;
let db: Database.Database;
let tenantAdmin: string;
let call: ReturnType<typeof callerOf>;
let role: Row;
let member: string;

beforeAll(async () => {
  server = await startServer();
  db = new Database(path.join(server.dataDir, DB_FILE_NAME), { readonly: true });
  call = callerOf(server.app);
  tenantAdmin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
}, 60_000);

afterAll(async () => {
  db.close();
  await server.close();
});

/** Every menu node of a tree, depth first. */
function flat(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flat(node.subMenus)]);
}

async function tree(roleId: unknown): Promise<MenuNode[]> {
  const res = await call(
    tenantAdmin,
    'GET',
    `/iam/hzero/v1/1/roles/${String(roleId)}/permission-set-tree`,
  );
  return flat(res.json<{ menus: MenuNode[] }>().menus);
}

async function menuNamed(roleId: unknown, code: string): Promise<MenuNode> {
  const node = (await tree(roleId)).find((item) => item.code === code);
  if (!node) throw new Error(`No menu ${code}`);
  return node;
}

async function approved(token: string, codes: string[]): Promise<boolean[]> {
  const res = await call(token, 'POST', '/iam/hzero/v1/menus/check-permissions', codes);
  return res.json<{ approve: boolean }[]>().map((item) => item.approve);
}

async function menuCodes(token: string): Promise<string> {
  return JSON.stringify((await call(token, 'GET', '/iam/hzero/v1/menus/tree')).json());
}

describe('hiam roles', () => {
  it('creates a role under another: its member holds what the parent holds', async () => {
    const created = await call(tenantAdmin, 'POST', '/iam/hzero/v1/roles', {
      code: 'lab-lead',
      name: 'Lab Lead',
      level: 'organization',
      parentRoleId: 3,
    });
    role = created.json<Row>();
    expect(role).toMatchObject({ code: 'lab-lead', parentRoleId: 3, roleTenantId: 1 });

    await call(tenantAdmin, 'POST', '/iam/hzero/v1/1/users', {
      loginName: 'lead.one',
      realName: 'Lead One',
      email: 'lead.one@roles.example',
      language: 'en_US',
      timeZone: 'GMT+8',
      memberRoleList: [{ _status: 'create', roleId: role.id }],
    });
    const body = (
      db.prepare("SELECT body FROM outbox WHERE recipient = 'lead.one@roles.example'").get() as {
        body: string;
      }
    ).body;
    const token = /token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
    await server.app.inject({
      method: 'POST',
      url: '/oauth/public/activate-account',
      payload: { token, password: await encryptPassword(server.app, 'LeadOne123') },
    });
    member = await signIn(server.app, 'lead.one', 'LeadOne123');
    expect(await menuCodes(member)).toContain('hzero.hpfm.currency');
    expect(
      await approved(member, ['hpfm.currency.list-edit', 'hpfm.currency.list-create']),
    ).toEqual([true, false]);
    const currency = await menuNamed(role.id, 'hzero.hpfm.currency');
    expect(currency).toMatchObject({ checked: false, inherited: true, assignable: true });

    const members = await call(
      tenantAdmin,
      'GET',
      `/iam/hzero/v1/member-roles/role-users?roleId=${String(role.id)}`,
    );
    expect(members.json<{ content: Row[] }>().content).toEqual([
      expect.objectContaining({ loginName: 'lead.one', realName: 'Lead One' }),
    ]);
  });

  it('grants a menu and a code, which the member gets at the next check; losing the menu takes the code', async () => {
    const calendar = await menuNamed(role.id, 'hzero.hpfm.calendar');
    const create = calendar.permissions.find((item) => item.code === 'hpfm.calendar.list-create');
    const assigned = await call(
      tenantAdmin,
      'PUT',
      `/iam/hzero/v1/1/roles/${String(role.id)}/permission-sets/assign`,
      { permissionIds: [create?.id] },
    );
    expect(assigned.statusCode).toBe(200);
    // HZERO's method only: a POST is not served.
    const posted = await call(
      tenantAdmin,
      'POST',
      `/iam/hzero/v1/1/roles/${String(role.id)}/permission-sets/assign`,
      { permissionIds: [create?.id] },
    );
    expect(posted.statusCode).toBe(404);
    expect(
      await approved(member, ['hpfm.calendar.list-query', 'hpfm.calendar.list-create']),
    ).toEqual([true, true]);
    expect(await menuCodes(member)).toContain('hzero.hpfm.calendar');

    await call(
      tenantAdmin,
      'PUT',
      `/iam/hzero/v1/1/roles/${String(role.id)}/permission-sets/recycle`,
      {
        menuIds: [calendar.id],
      },
    );
    expect(
      await approved(member, ['hpfm.calendar.list-query', 'hpfm.calendar.list-create']),
    ).toEqual([false, false]);
    expect(await menuCodes(member)).not.toContain('hzero.hpfm.calendar');
    expect((await call(member, 'GET', '/hpfm/v1/1/calendars')).statusCode).toBe(403);
  });

  it('lets a tenant administrator hand out only tenant-level grants', async () => {
    const tenantMenu = db
      .prepare("SELECT id FROM menus WHERE code = 'hzero.hiam.tenant'")
      .get() as {
      id: number;
    };
    const res = await call(
      tenantAdmin,
      'PUT',
      `/iam/hzero/v1/1/roles/${String(role.id)}/permission-sets/assign`,
      { menuIds: [tenantMenu.id] },
    );
    expect(res.json()).toMatchObject({
      failed: true,
      code: 'error.hiam.not_assignable',
      message: expect.stringContaining(`menu ${tenantMenu.id}`),
    });
    // Another tenant's role is answered as one that is not there.
    const foreign = await call(tenantAdmin, 'GET', '/iam/hzero/v1/1/roles/4/permission-set-tree');
    expect(foreign.statusCode).toBe(404);
    const parent = await call(tenantAdmin, 'POST', '/iam/hzero/v1/roles', {
      code: 'odd-child',
      name: 'Odd child',
      level: 'organization',
      parentRoleId: 4,
    });
    expect(parent.json()).toMatchObject({
      message: 'The parent role Operator belongs to another tenant',
    });
  });

  it('hides fields from a role’s answers and keeps read-only ones unchanged', async () => {
    const currencyQuery = (await menuNamed(role.id, 'hzero.hpfm.currency')).permissions.find(
      (item) => item.code === 'hpfm.currency.list-query',
    );
    expect(currencyQuery?.resource).toBe('hpfm/currency');
    const url = `/iam/v1/1/apis/${String(currencyQuery?.id)}/role/${String(role.id)}`;
    const saved = await call(tenantAdmin, 'PUT', url, [
      { fieldName: 'currencySymbol', rule: 'hidden' },
      { fieldName: 'financialPrecision', rule: 'readOnly' },
    ]);
    expect(saved.json<{ fields: Row[] }>().fields).toEqual(
      expect.arrayContaining([
        { fieldName: 'currencySymbol', label: 'Symbol', rule: 'hidden', groups: [] },
        {
          fieldName: 'financialPrecision',
          label: 'Financial precision',
          rule: 'readOnly',
          groups: [],
        },
        { fieldName: 'currencyName', label: 'Currency name', rule: null, groups: [] },
      ]),
    );

    const list = await call(member, 'GET', '/hpfm/v1/1/currencys?currencyCode=USD');
    const [usd] = list.json<{ content: Row[] }>().content;
    expect(usd).toMatchObject({ currencyCode: 'USD', financialPrecision: 2 });
    expect(usd).not.toHaveProperty('currencySymbol');
    const one = await call(member, 'GET', `/hpfm/v1/1/currencys/${String(usd?.currencyId)}`);
    expect(one.json()).not.toHaveProperty('currencySymbol');
    // Searching by a hidden field finds nothing out about it.
    const probe = await call(member, 'GET', '/hpfm/v1/1/currencys?currencySymbol=%24&size=100');
    expect(probe.json<{ totalElements: number }>().totalElements).toBeGreaterThan(1);

    const refused = await call(member, 'PUT', `/hpfm/v1/1/currencys/${String(usd?.currencyId)}`, {
      ...usd,
      financialPrecision: 4,
    });
    expect(refused.json()).toMatchObject({
      failed: true,
      code: 'error.field_read_only',
      message: 'Financial precision is read-only for your role',
    });
    const renamed = await call(member, 'PUT', `/hpfm/v1/1/currencys/${String(usd?.currencyId)}`, {
      ...usd,
      currencyName: 'US Dollar (renamed)',
      currencySymbol: null,
    });
    expect(renamed.json()).toMatchObject({ currencyName: 'US Dollar (renamed)' });
    // The hidden symbol was left as it was, whatever the member sent.
    const admin = await call(tenantAdmin, 'GET', `/hpfm/v1/1/currencys/${String(usd?.currencyId)}`);
    expect(admin.json()).toMatchObject({ currencySymbol: '$', financialPrecision: 2 });

    await call(tenantAdmin, 'PUT', url, []);
    const back = await call(member, 'GET', `/hpfm/v1/1/currencys/${String(usd?.currencyId)}`);
    expect(back.json()).toMatchObject({ currencySymbol: '$' });
  });
});
