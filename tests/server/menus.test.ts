import type { LightMyRequestResponse } from 'fastify';
import { MASTER_DATA_ENTITIES } from '../../server/db/menuData';
import type { MenuView } from '../../server/services/permissions';
import { bearer, signIn, startServer, type TestServer } from './helpers';

/** Every menu route the contract asks for (SPEC.md section 2 without detail and flow-step pages). */
const PORTAL_STAFF_ROUTES = [
  '/hpro/project/list',
  '/hpro/statement',
  '/hpro/sequencing',
  '/hpro/libPrepOrder',
  '/hpro/quotation/list',
  '/hsif/sample/list',
  '/hsif/sample/print',
];
const MASTER_DATA_ROUTES = MASTER_DATA_ENTITIES.map((entity) => `/hpfm/${entity}/list`);
const GOVERNANCE_ROUTES = [
  '/hadm/service',
  '/hadm/trace-log',
  '/hadm/hystrix',
  '/hadm/route',
  '/hadm/config',
  '/hadm/api-limit',
  '/hadm/rate-limit',
];
const ALL_EXPECTED_ROUTES = [
  '/workplace',
  ...PORTAL_STAFF_ROUTES,
  '/hfaq/knowledge-category',
  '/hfaq/knowledge-content',
  '/hfaq/knowledge/list',
  '/hfaq/knowledge/menu',
  '/hpay/payment',
  '/hfaq/contact-us-setting',
  '/hfaq/change-password',
  '/hfaq/mail-receiving',
  '/hfaq/login-log',
  '/hfaq/announcement/list',
  '/huser/info-set',
  '/huser/my-team',
  '/novoMagic',
  '/statementScore',
  '/feedback',
  '/hbif/project/list',
  ...GOVERNANCE_ROUTES,
  ...MASTER_DATA_ROUTES,
  '/hpfm/code-rule',
  '/hpfm/config',
  '/hpfm/templates',
  '/hpfm/dynamic-form',
  '/hpfm/dashboard-clause',
  '/hpfm/data-source',
  '/hpfm/event',
  '/hpfm/org/company',
  '/hpfm/employee',
  '/hpfm/language',
  '/hpfm/lov-view',
  '/hpfm/calendar',
  '/hpfm/rate',
  '/hpfm/period',
  '/hpfm/prompt',
  '/hpfm/profile',
  '/hpfm/static-text',
  '/hpfm/ui-page',
  '/hpfm/value-list',
  '/hpfm/flex/model',
  '/hpfm/flex/rule',
  '/hpfm/customize',
  '/hpfm/data-group',
  '/hpfm/dimension-config',
  '/hpfm/sys-tools',
  '/hpay/pay-config',
  '/hpay/payment-order',
  '/hpay/refund-order',
  '/hsdr/conc-request',
  '/hsdr/concurrent',
  '/hsdr/executable',
  '/hsdr/job-group',
  '/hsdr/job-info',
  '/hsdr/job-log',
  '/hwfp/process-define',
  '/hwfp/monitor',
  '/hwfp/task',
  '/hwfp/delegate',
  '/hmsg/email',
  '/hmsg/message-template',
  '/hmsg/send-config',
  '/hmsg/sms',
  '/hmsg/user-message',
  '/hmsg/notices',
  '/hiam/client',
  '/hiam/menu',
  '/hiam/role',
  '/hiam/user',
  '/hiam/tenant',
  '/hiam/sub-account',
  '/hiam/password-policy',
  '/hiam/security-group',
  '/hiam/domain-config',
  '/himp/template',
  '/himp/history',
];
const ONE_PER_MODULE = [
  'hdtt',
  'hnlp',
  'hitf',
  'hmnt',
  'hfile',
  'hims',
  'hagd',
  'hivc',
  'hcnf',
  'hocr',
  'hexl',
  'hrpt',
  'hiot',
  'hdpm',
];

function leaves(menus: MenuView[]): MenuView[] {
  return menus.flatMap((menu) => (menu.subMenus.length > 0 ? leaves(menu.subMenus) : [menu]));
}

function nodes(menus: MenuView[]): MenuView[] {
  return menus.flatMap((menu) => [menu, ...nodes(menu.subMenus)]);
}

function routes(menus: MenuView[]): string[] {
  return leaves(menus).map((menu) => menu.route ?? '');
}

/** The routes of the leaves outside site-level menus (which only site roles get). */
function organizationRoutes(menus: MenuView[]): string[] {
  return menus.flatMap((menu) => {
    if (menu.level === 'site') return [];
    return menu.subMenus.length > 0 ? organizationRoutes(menu.subMenus) : [menu.route ?? ''];
  });
}

describe('the menu tree', () => {
  let server: TestServer;
  let admin: string;
  let tenantAdmin: string;
  let operator: string;
  let manager: string;

  beforeAll(async () => {
    server = await startServer();
    [admin, tenantAdmin, operator, manager] = await Promise.all([
      signIn(server.app, 'admin', 'Admin12345'),
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
      signIn(server.app, 'manager@lab.example', 'Manager123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const tree = async (token: string, query: string): Promise<LightMyRequestResponse> =>
    server.app.inject({
      method: 'GET',
      url: `/iam/hzero/v1/menus/tree?${query}`,
      headers: bearer(token),
    });

  it('gives the site administrator every route of the contract, in the contract shape', async () => {
    const res = await tree(admin, 'lang=en_US&roleId=1');
    expect(res.statusCode).toBe(200);
    const menus = res.json<MenuView[]>();
    const all = routes(menus);
    for (const route of ALL_EXPECTED_ROUTES) expect(all).toContain(route);
    for (const module of ONE_PER_MODULE) {
      expect(all.filter((route) => route.startsWith(`/${module}/`))).toHaveLength(1);
    }
    expect(new Set(all).size).toBe(all.length);
    // Detail routes with parameters and exception pages are not menus.
    expect(all.filter((route) => /[:{]|^\/exception|^\/public|^\/pub\//.test(route))).toEqual([]);

    for (const node of nodes(menus)) {
      expect(Object.keys(node).sort()).toEqual(
        [
          'code',
          'icon',
          'id',
          'level',
          'name',
          'parentId',
          'quickIndex',
          'rootNode',
          'route',
          'sort',
          'subMenus',
          'type',
          ...(node.subMenus.length === 0 ? ['hideBreadcrumb'] : []),
        ].sort(),
      );
      expect(['root', 'dir', 'menu', 'link', 'inner-link', 'window']).toContain(node.type);
      expect(node.rootNode).toBe(node.parentId === 0);
    }
    for (const root of menus) expect(root.parentId).toBe(0);
    const workplace = menus[0];
    expect(workplace).toMatchObject({
      code: 'hzero.workplace',
      route: '/workplace',
      icon: 'home',
      type: 'menu',
      hideBreadcrumb: true,
    });
    expect(menus.find((menu) => menu.code === 'hzero.hadm')?.level).toBe('site');
  });

  it('answers names and quick indexes in the asked language', async () => {
    const find = async (lang: string): Promise<MenuView | undefined> =>
      leaves((await tree(admin, `lang=${lang}&roleId=1`)).json<MenuView[]>()).find(
        (menu) => menu.route === '/hpfm/country/list',
      );
    expect(await find('en_US')).toMatchObject({ name: 'Countries', quickIndex: 'country' });
    expect(await find('zh_CN')).toMatchObject({ name: '国家地区', quickIndex: 'gjdq' });
    // Without lang: the user's language (the operator's is zh_CN).
    const operatorMenus = (await tree(operator, 'roleId=3')).json<MenuView[]>();
    expect(operatorMenus[0]?.name).toBe('工作台');
    const bad = await tree(admin, 'lang=fr_FR&roleId=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/'lang'/);
  });

  it('gives the tenant administrator every organization-level menu: no service governance', async () => {
    const all = (await tree(admin, 'lang=en_US&roleId=1')).json<MenuView[]>();
    const res = await tree(tenantAdmin, 'lang=en_US&roleId=2');
    expect(res.statusCode).toBe(200);
    const mine = routes(res.json<MenuView[]>());
    expect(mine.filter((route) => route.startsWith('/hadm/'))).toEqual([]);
    expect(mine.sort()).toEqual(organizationRoutes(all).sort());
    expect(res.json<MenuView[]>().some((menu) => menu.code === 'hzero.hadm')).toBe(false);
  });

  it('gives the operator the workplace, master data, notices, tasks, portal staff routes, forms and payments', async () => {
    const res = await tree(operator, 'lang=en_US&roleId=3');
    const menus = res.json<MenuView[]>();
    expect(routes(menus).sort()).toEqual(
      [
        '/workplace',
        ...MASTER_DATA_ROUTES,
        '/hmsg/notices',
        '/hwfp/task',
        ...PORTAL_STAFF_ROUTES,
        '/hbif/project/list',
        '/hpay/payment',
      ].sort(),
    );
    // A directory shows only when one of its children does.
    const platform = menus.find((menu) => menu.code === 'hzero.hpfm');
    expect(platform?.subMenus.map((menu) => menu.code)).toEqual(['hzero.hpfm.mdm']);
    expect(nodes(menus).some((menu) => menu.code === 'hzero.hpfm.dev')).toBe(false);
  });

  it('gives portal roles no menu', async () => {
    const res = await tree(manager, 'lang=en_US&roleId=5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a roleId that is not the current role', async () => {
    const notHeld = await tree(operator, 'lang=en_US&roleId=2');
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json()).toMatchObject({ failed: true, code: 'error.forbidden' });
    // Held, but in the other tenant: not the current role either.
    expect((await tree(operator, 'lang=en_US&roleId=4')).statusCode).toBe(403);
    expect((await tree(admin, 'lang=en_US&roleId=3')).statusCode).toBe(403);
    const anonymous = await server.app.inject({ method: 'GET', url: '/iam/hzero/v1/menus/tree' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('permission checks', () => {
  let server: TestServer;
  let admin: string;
  let tenantAdmin: string;
  let operator: string;
  let manager: string;

  const ASKED = [
    'hpfm.country.list-query',
    'hpfm.country.list-create',
    'hpfm.country.list-edit',
    'hpfm.country.list-delete',
    'hpfm.country.list-enable',
    'hpfm.country.list-export',
    '/hpfm/tax-rate/list:create',
    'hmsg.user-message.create',
    'no.such.code',
  ];

  beforeAll(async () => {
    server = await startServer();
    [admin, tenantAdmin, operator, manager] = await Promise.all([
      signIn(server.app, 'admin', 'Admin12345'),
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
      signIn(server.app, 'manager@lab.example', 'Manager123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const check = async (token: string, codes: string[] = ASKED) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/iam/hzero/v1/menus/check-permissions',
      headers: bearer(token),
      payload: codes,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ code: string; approve: boolean; controllerType: string | null }[]>();
  };

  const approvals = (answer: { code: string; approve: boolean }[]) =>
    Object.fromEntries(answer.map((item) => [item.code, item.approve]));

  it('answers every code asked, with the controller type of each', async () => {
    const answer = await check(operator);
    expect(answer.map((item) => item.code)).toEqual(ASKED);
    expect(Object.fromEntries(answer.map((item) => [item.code, item.controllerType]))).toEqual({
      'hpfm.country.list-query': 'hidden',
      'hpfm.country.list-create': 'disabled',
      'hpfm.country.list-edit': 'disabled',
      'hpfm.country.list-delete': 'hidden',
      'hpfm.country.list-enable': 'disabled',
      'hpfm.country.list-export': 'hidden',
      '/hpfm/tax-rate/list:create': 'disabled',
      'hmsg.user-message.create': 'hidden',
      'no.such.code': 'hidden',
    });
  });

  it('approves the operator for query, edit and export only', async () => {
    expect(approvals(await check(operator))).toEqual({
      'hpfm.country.list-query': true,
      'hpfm.country.list-create': false,
      'hpfm.country.list-edit': true,
      'hpfm.country.list-delete': false,
      'hpfm.country.list-enable': false,
      'hpfm.country.list-export': true,
      '/hpfm/tax-rate/list:create': false,
      'hmsg.user-message.create': false,
      'no.such.code': false,
    });
  });

  it('approves the tenant administrator for every known code', async () => {
    const answer = approvals(await check(tenantAdmin));
    for (const code of ASKED.filter((item) => item !== 'no.such.code')) {
      expect([code, answer[code]]).toEqual([code, true]);
    }
    expect(answer['no.such.code']).toBe(false);
  });

  it('approves the site administrator for everything and portal roles for nothing', async () => {
    expect(Object.values(approvals(await check(admin)))).toEqual(ASKED.map(() => true));
    expect(Object.values(approvals(await check(manager)))).toEqual(ASKED.map(() => false));
  });

  it('follows a role switch', async () => {
    // The tenant administrator also holds the operator role.
    expect(approvals(await check(tenantAdmin, ['hpfm.bank.list-delete']))).toEqual({
      'hpfm.bank.list-delete': true,
    });
    const res = await server.app.inject({
      method: 'PUT',
      url: '/iam/v1/users/roles?roleId=3',
      headers: bearer(tenantAdmin),
    });
    expect(res.statusCode).toBe(200);
    expect(approvals(await check(tenantAdmin, ['hpfm.bank.list-delete']))).toEqual({
      'hpfm.bank.list-delete': false,
    });
  });

  it('validates the body', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/iam/hzero/v1/menus/check-permissions',
      headers: bearer(operator),
      payload: [1, { code: 'x' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ failed: true, code: 'error.validation' });
  });
});
