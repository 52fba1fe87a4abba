/**
 * The menu editor (hiam menus) changes the tree the shell shows: names per language, order,
 * enabled state and new menus show at the next menu load, survive a restart (the product's
 * synchronisation leaves changed menus alone), and travel through export and import.
 */
import { rmSync } from 'node:fs';
import { buildServer } from '../../server/app';
import type { ManagedMenu } from '../../domain/hiam/menus';
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;

let server: TestServer;
let admin: string;
let operator: string;
let call: ReturnType<typeof callerOf>;

beforeAll(async () => {
  server = await startServer({ keepDir: true });
  call = callerOf(server.app);
  admin = await signIn(server.app, 'admin', 'Admin12345');
  operator = await signIn(server.app, 'operator', 'Operator123');
}, 60_000);

afterAll(async () => {
  // The server of the last start: it runs on the data directory kept since the first.
  await server.app.close();
  rmSync(server.dataDir, { recursive: true, force: true });
});

function find<T extends { code: string; subMenus: T[] }>(
  nodes: readonly T[],
  code: string,
): T | undefined {
  for (const node of nodes) {
    if (node.code === code) return node;
    const inner = find(node.subMenus, code);
    if (inner) return inner;
  }
  return undefined;
}

async function managed(code: string): Promise<ManagedMenu> {
  const tree = (await call(admin, 'GET', '/iam/hzero/v1/menus/manage-tree')).json<ManagedMenu[]>();
  const node = find(tree, code);
  if (!node) throw new Error(`No menu ${code}`);
  return node;
}

/** The operator's menu tree (as the shell loads it) in a language. */
async function shellMenu(lang: string): Promise<string> {
  return JSON.stringify(
    (await call(operator, 'GET', `/iam/hzero/v1/menus/tree?lang=${lang}`)).json(),
  );
}

describe('hiam menus', () => {
  it('renames a product menu in both languages: the shell shows it at the next load', async () => {
    const currency = await managed('hzero.hpfm.currency');
    // The editor shows its permission sets: the default one with the query, one per other code.
    expect(currency.permissionSets[0]).toEqual({
      id: expect.any(Number),
      code: 'hzero.hpfm.currency.ps.default',
      name: { en_US: 'Open the menu', zh_CN: '打开菜单' },
      permissions: ['hpfm.currency.list-query'],
    });
    expect(currency.permissionSets).toContainEqual(
      expect.objectContaining({
        code: 'hzero.hpfm.currency.ps.hpfm.currency.list-create',
        permissions: ['hpfm.currency.list-create'],
      }),
    );
    const { subMenus: _, permissionSets: __, id, objectVersionNumber, ...rest } = currency;
    const res = await call(admin, 'PUT', '/iam/hzero/v1/menus/update', {
      ...rest,
      id,
      objectVersionNumber,
      name: { en_US: 'Money Kinds', zh_CN: '货币种类' },
    });
    expect(res.statusCode).toBe(200);
    expect(await shellMenu('en_US')).toContain('"name":"Money Kinds"');
    expect(await shellMenu('zh_CN')).toContain('"name":"货币种类"');
    const stale = await call(admin, 'PUT', '/iam/hzero/v1/menus/update', {
      ...rest,
      id,
      objectVersionNumber,
    });
    expect(stale.json()).toMatchObject({ failed: true, code: 'error.optimistic_lock' });
  });

  it('takes a disabled menu out of the shell, and keeps changes across a restart', async () => {
    const uom = await managed('hzero.hpfm.uom');
    const { subMenus: _, ...node } = uom;
    await call(admin, 'PUT', '/iam/hzero/v1/menus/update', { ...node, enabledFlag: 0 });
    expect(await shellMenu('en_US')).not.toContain('hzero.hpfm.uom');

    await server.app.close();
    const again = await buildServer({
      env: {},
      logger: false,
      dataDir: server.dataDir,
      publicUrl: 'http://localhost',
    });
    server = { ...server, app: again };
    call = callerOf(again);
    admin = await signIn(again, 'admin', 'Admin12345');
    operator = await signIn(again, 'operator', 'Operator123');
    expect(await shellMenu('en_US')).toContain('"name":"Money Kinds"');
    expect(await shellMenu('en_US')).not.toContain('hzero.hpfm.uom');
  });

  it('creates a menu that a role granted it shows; deletes it, never a product menu', async () => {
    const mdm = await managed('hzero.hpfm.mdm');
    const created = await call(admin, 'POST', '/iam/hzero/v1/menus/create', {
      code: 'lab.instruments',
      parentId: mdm.id,
      type: 'menu',
      route: '/hpfm/currency/list',
      icon: 'flask',
      sort: 5,
      level: 'organization',
      hideBreadcrumb: 0,
      enabledFlag: 1,
      name: { en_US: 'Instruments', zh_CN: '仪器' },
      quickIndex: { en_US: 'instruments', zh_CN: 'yq' },
    });
    expect(created.statusCode).toBe(200);
    const menu = await managed('lab.instruments');
    expect(menu).toMatchObject({ builtIn: 0, icon: 'flask', parentId: mdm.id });
    expect(await shellMenu('en_US')).not.toContain('lab.instruments');
    // It has its default permission set (HZERO's `ps` row under it), which neither the
    // shell's tree nor the editor's shows as a menu.
    const sets = (await call(admin, 'GET', '/iam/hzero/v1/roles/3/permission-set-tree')).json<
      { id: number; code: string; type: string; subMenus: never[] }[]
    >();
    const set = find(sets, 'lab.instruments.ps.default');
    expect(set).toMatchObject({ type: 'ps', checkedFlag: null });
    expect(JSON.stringify(menu.subMenus)).not.toContain('.ps.');
    // Granted to the operator role (3) of Novo Lab, it shows.
    await call(admin, 'PUT', '/iam/hzero/v1/roles/3/permission-sets/assign', [set?.id]);
    expect(await shellMenu('en_US')).toContain('"name":"Instruments"');
    expect(await shellMenu('en_US')).not.toContain('"type":"ps"');

    const product = await managed('hzero.hpfm.bank');
    const refused = await call(admin, 'DELETE', '/iam/hzero/v1/menus', [
      { id: product.id, objectVersionNumber: product.objectVersionNumber },
    ]);
    expect(refused.json()).toMatchObject({
      failed: true,
      message: "hzero.hpfm.bank is one of the product's menus: disable it instead of deleting it",
    });
    // A permission set is not a menu of the editor: not there to delete on its own.
    const asMenu = await call(admin, 'DELETE', '/iam/hzero/v1/menus', [
      { id: set?.id, objectVersionNumber: 1 },
    ]);
    expect(asMenu.json()).toMatchObject({
      failed: true,
      message: `The menu ${String(set?.id)} no longer exists; reload the tree`,
    });
    // Deleting the menu takes its sets (and the grants of them) with it.
    const gone = await call(admin, 'DELETE', '/iam/hzero/v1/menus', [
      { id: menu.id, objectVersionNumber: menu.objectVersionNumber },
    ]);
    expect(gone.statusCode).toBe(200);
    const after = (await call(admin, 'GET', '/iam/hzero/v1/roles/3/permission-set-tree')).json<
      { id: number; code: string; type: string; subMenus: never[] }[]
    >();
    expect(find(after, 'lab.instruments.ps.default')).toBeUndefined();
    expect(await shellMenu('en_US')).not.toContain('Instruments');
  });

  it('exports the tree and imports a changed copy, all or nothing', async () => {
    const exported = await call(admin, 'GET', '/iam/hzero/v1/menus/export');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="menus.json"');
    const nodes = exported.json<Row[]>();
    const bank = nodes.find((node) => node.code === 'hzero.hpfm.bank') as Row;
    expect(bank).toMatchObject({ parentCode: 'hzero.hpfm.mdm', type: 'menu' });
    const changed = nodes.map((node) =>
      node.code === 'hzero.hpfm.bank'
        ? { ...node, name: { en_US: 'Banks (imported)', zh_CN: '银行（导入）' } }
        : node,
    );
    const imported = await call(admin, 'POST', '/iam/hzero/v1/menus/import', [
      ...changed,
      { ...bank, code: 'lab.imported', parentCode: 'hzero.hpfm.mdm', route: '/hpfm/bank/list' },
    ]);
    expect(imported.json()).toEqual({ created: 1, changed: nodes.length });
    expect(await shellMenu('en_US')).toContain('"name":"Banks (imported)"');

    const broken = await call(admin, 'POST', '/iam/hzero/v1/menus/import', [
      { ...bank, code: 'lab.orphan', parentCode: 'no.such.menu' },
    ]);
    expect(broken.json()).toMatchObject({
      failed: true,
      message: 'lab.orphan: there is no parent menu no.such.menu',
    });
    const notAFile = await call(admin, 'POST', '/iam/hzero/v1/menus/import', { menus: 1 });
    expect(notAFile.statusCode).toBe(400);
  });

  it('is the platform administrators’ only', async () => {
    const tenantAdmin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
    expect((await call(tenantAdmin, 'GET', '/iam/hzero/v1/menus/manage-tree')).statusCode).toBe(
      403,
    );
  });
});
