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
/** A node of a role's permission tree (HZERO's `permission-set-tree`). */
interface TreeNode {
  id: number;
  code: string;
  type: string;
  checkedFlag: 'Y' | 'P' | null;
  inheritedFlag: boolean;
  assignable: boolean;
  permissions: { id: number; code: string; resource: string | null }[];
  subMenus: TreeNode[];
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

/** Every node of a tree, depth first. */
function flat(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => [node, ...flat(node.subMenus)]);
}

async function tree(roleId: unknown): Promise<TreeNode[]> {
  const res = await call(
    tenantAdmin,
    'GET',
    `/iam/hzero/v1/1/roles/${String(roleId)}/permission-set-tree`,
  );
  return flat(res.json<TreeNode[]>());
}

/** The node of a role's tree with `code` (a menu's default set: `<menu>.ps.default`). */
async function nodeNamed(roleId: unknown, code: string): Promise<TreeNode> {
  const node = (await tree(roleId)).find((item) => item.code === code);
  if (!node) throw new Error(`No node ${code}`);
  return node;
}

/** The permission set of a role's tree that bundles the permission code `code`. */
async function setHolding(roleId: unknown, code: string): Promise<TreeNode> {
  const node = (await tree(roleId)).find(
    (item) => item.type === 'ps' && item.permissions.some((p) => p.code === code),
  );
  if (!node) throw new Error(`No set holds ${code}`);
  return node;
}

async function grant(segment: 'assign' | 'recycle', roleId: unknown, body: unknown) {
  return call(
    tenantAdmin,
    'PUT',
    `/iam/hzero/v1/1/roles/${String(roleId)}/permission-sets/${segment}`,
    body,
  );
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
    // HZERO's tree: the menu, its default set (its query with it), a set per other code.
    const currency = await nodeNamed(role.id, 'hzero.hpfm.currency');
    expect(currency).toMatchObject({ type: 'menu', checkedFlag: null, inheritedFlag: false });
    expect(currency.subMenus[0]).toMatchObject({
      code: 'hzero.hpfm.currency.ps.default',
      type: 'ps',
      permissionType: 'api',
      checkedFlag: null,
      inheritedFlag: true,
      assignable: true,
      permissions: [expect.objectContaining({ code: 'hpfm.currency.list-query' })],
      subMenus: [],
    });
    expect(await setHolding(role.id, 'hpfm.currency.list-create')).toMatchObject({
      code: 'hzero.hpfm.currency.ps.hpfm.currency.list-create',
      permissionType: 'button',
      inheritedFlag: false,
      permissions: [expect.objectContaining({ code: 'hpfm.currency.list-create' })],
    });
    expect(await setHolding(role.id, 'hpfm.currency.list-edit')).toMatchObject({
      inheritedFlag: true,
    });
    // Sets share the menus' ids.
    expect(currency.subMenus.map((node) => node.id)).not.toContain(currency.id);
    // HZERO's search by name: the matching sets with the menus above them.
    const found = await call(
      tenantAdmin,
      'GET',
      `/iam/hzero/v1/1/roles/${String(role.id)}/permission-set-tree?name=create%20currency`,
    );
    expect(
      flat(found.json<TreeNode[]>())
        .filter((node) => node.type === 'ps')
        .map((node) => node.code),
    ).toEqual([
      'hzero.hpfm.currency.ps.default',
      'hzero.hpfm.currency.ps.hpfm.currency.list-create',
    ]);
    const tooLong = await call(
      tenantAdmin,
      'GET',
      `/iam/hzero/v1/1/roles/${String(role.id)}/permission-set-tree?name=${'x'.repeat(201)}`,
    );
    expect(tooLong.statusCode).toBe(400);

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
    const create = await setHolding(role.id, 'hpfm.calendar.list-create');
    // HZERO's body: a bare list of set ids; the answer is the tree again.
    const assigned = await grant('assign', role.id, [create.id]);
    expect(assigned.statusCode).toBe(200);
    const after = flat(assigned.json<TreeNode[]>());
    expect(after.find((node) => node.id === create.id)?.checkedFlag).toBe('Y');
    // A code's set brings its menu's default set (the menu and its query) with it.
    expect(after.find((node) => node.code === 'hzero.hpfm.calendar.ps.default')).toMatchObject({
      checkedFlag: 'Y',
    });
    expect(after.find((node) => node.code === 'hzero.hpfm.calendar')?.checkedFlag).toBe('P');
    // HZERO's method only: a POST is not served.
    const posted = await call(
      tenantAdmin,
      'POST',
      `/iam/hzero/v1/1/roles/${String(role.id)}/permission-sets/assign`,
      [create.id],
    );
    expect(posted.statusCode).toBe(404);
    // The former body is not HZERO's: refused as bad input.
    const former = await grant('assign', role.id, { permissionIds: [create.id] });
    expect(former.statusCode).toBe(400);
    expect(
      await approved(member, ['hpfm.calendar.list-query', 'hpfm.calendar.list-create']),
    ).toEqual([true, true]);
    expect(await menuCodes(member)).toContain('hzero.hpfm.calendar');

    const calendar = await nodeNamed(role.id, 'hzero.hpfm.calendar.ps.default');
    const recycled = await grant('recycle', role.id, [calendar.id]);
    expect(recycled.statusCode).toBe(200);
    expect(await nodeNamed(role.id, create.code)).toMatchObject({ checkedFlag: null });
    expect(
      await approved(member, ['hpfm.calendar.list-query', 'hpfm.calendar.list-create']),
    ).toEqual([false, false]);
    expect(await menuCodes(member)).not.toContain('hzero.hpfm.calendar');
    expect((await call(member, 'GET', '/hpfm/v1/1/calendars')).statusCode).toBe(403);
  });

  it('lets a tenant administrator hand out only tenant-level grants', async () => {
    const tenantSet = db
      .prepare("SELECT id FROM menus WHERE code = 'hzero.hiam.tenant.ps.default'")
      .get() as { id: number };
    const res = await grant('assign', role.id, [tenantSet.id]);
    expect(res.json()).toMatchObject({
      failed: true,
      code: 'error.hiam.not_assignable',
      message: expect.stringContaining(String(tenantSet.id)),
    });
    // A menu is not a permission set: only sets are granted.
    const currency = await nodeNamed(role.id, 'hzero.hpfm.currency');
    expect((await grant('assign', role.id, [currency.id])).json()).toMatchObject({
      failed: true,
      message: expect.stringContaining(String(currency.id)),
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
    const currencyQuery = (
      await nodeNamed(role.id, 'hzero.hpfm.currency.ps.default')
    ).permissions.find((item) => item.code === 'hpfm.currency.list-query');
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
