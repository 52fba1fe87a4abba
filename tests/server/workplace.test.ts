import { signIn, startServer, type TestServer, callerOf } from './helpers';
import { MAX_PAGE } from '../../domain/engine/schema';

describe('workplace, preferences and texts', () => {
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

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);

  describe('dashboard cards', () => {
    it("offers the three card plugins, named in the user's language", async () => {
      const en = await call(tenantAdmin, 'GET', '/hpfm/v1/dashboard/layout/role-cards');
      expect(en.statusCode).toBe(200);
      expect(en.json()).toEqual([
        {
          cardId: 1,
          code: 'Workflow',
          name: 'Pending Tasks',
          description: expect.any(String),
          defaultFlag: 1,
          w: 12,
          h: 6,
        },
        {
          cardId: 2,
          code: 'HzeroMessage',
          name: 'Messages',
          description: expect.any(String),
          defaultFlag: 1,
          w: 12,
          h: 6,
        },
        {
          cardId: 3,
          code: 'ReportCard',
          name: 'Samples per Month',
          description: expect.any(String),
          defaultFlag: 1,
          w: 12,
          h: 6,
        },
      ]);
      const zh = await call(operator, 'GET', '/hpfm/v1/dashboard/layout/role-cards');
      expect(zh.json<{ name: string }[]>().map((card) => card.name)).toEqual([
        '待办事项',
        '消息通知',
        '每月样本量',
      ]);
    });

    it('round-trips my layout: defaults first, then the saved choice, also when empty', async () => {
      const initial = await call(operator, 'GET', '/hpfm/v1/dashboard/layout');
      expect(initial.json()).toEqual([
        { cardId: 1, code: 'Workflow', name: '待办事项', x: 0, y: 1, w: 12, h: 6 },
        { cardId: 2, code: 'HzeroMessage', name: '消息通知', x: 0, y: 2, w: 12, h: 6 },
        { cardId: 3, code: 'ReportCard', name: '每月样本量', x: 0, y: 3, w: 12, h: 6 },
      ]);
      const saved = await call(operator, 'POST', '/hpfm/v1/dashboard/layout', [
        { code: 'Workflow', x: 0, y: 20 },
        { code: 'ReportCard', x: 0, y: 10, w: 12, h: 6 },
      ]);
      expect(saved.statusCode).toBe(200);
      const expected = [
        { cardId: 3, code: 'ReportCard', name: '每月样本量', x: 0, y: 10, w: 12, h: 6 },
        { cardId: 1, code: 'Workflow', name: '待办事项', x: 0, y: 20, w: 12, h: 6 },
      ];
      expect(saved.json()).toEqual(expected);
      expect((await call(operator, 'GET', '/hpfm/v1/dashboard/layout')).json()).toEqual(expected);
      // Another user still has the defaults.
      expect((await call(tenantAdmin, 'GET', '/hpfm/v1/dashboard/layout')).json()).toHaveLength(3);
      await call(operator, 'POST', '/hpfm/v1/dashboard/layout', []);
      expect((await call(operator, 'GET', '/hpfm/v1/dashboard/layout')).json()).toEqual([]);
    });

    it('validates my layout: known codes, no duplicates, a place each', async () => {
      const unknown = await call(operator, 'POST', '/hpfm/v1/dashboard/layout', [
        { code: 'Weather', y: 1 },
      ]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        code: 'error.validation',
        message: "Field '0.code' must be one of: Workflow, HzeroMessage, ReportCard",
      });
      const twice = await call(operator, 'POST', '/hpfm/v1/dashboard/layout', [
        { code: 'Workflow', y: 1 },
        { code: 'Workflow', y: 2 },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe("Card 'Workflow' is listed more than once");
      const noSort = await call(operator, 'POST', '/hpfm/v1/dashboard/layout', [
        { code: 'Workflow' },
      ]);
      expect(noSort.json().message).toBe("Field '0.y' is required");
    });
  });

  describe('pending tasks and reports', () => {
    it('lists my pending tasks newest first, per tenant', async () => {
      // HZERO's task query as its workplace card calls it.
      const tasks = (token: string, tenant: number, body?: object) =>
        call(
          token,
          'POST',
          `/hwfp/v1/${tenant}/activiti/task/query?ignoreEmployeeNotFound=true`,
          body,
        );
      const res = await tasks(operator, 1, { page: 0, size: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        content: [
          {
            id: expect.any(Number),
            processName: 'Sample submission review',
            name: 'Check sample sheet B-0311',
            startUserName: 'Mia Manager',
            createTime: '2025-03-03 10:20:00',
            processInstanceId: '2025030300011',
          },
          expect.objectContaining({ processInstanceId: '2025030200007' }),
        ],
        totalElements: 3,
        totalPages: 2,
        numberOfElements: 2,
        size: 2,
        number: 0,
      });
      expect((await tasks(tenantAdmin, 1, {})).json()).toMatchObject({ totalElements: 2 });
      expect((await tasks(admin, 0, {})).json()).toMatchObject({ totalElements: 2 });
      expect((await tasks(operator, 2, {})).statusCode).toBe(403);
      const portal = await tasks(manager, 1, {});
      expect(portal.statusCode).toBe(403);
      expect(portal.json().message).toBe('You do not have the permission workplace.card-workflow');
      // Pages are bounded like every list's.
      const last = await tasks(tenantAdmin, 1, { page: MAX_PAGE, size: 1 });
      expect(last.json()).toMatchObject({ number: MAX_PAGE, content: [] });
      const huge = await tasks(tenantAdmin, 1, { page: MAX_PAGE + 1 });
      expect([huge.statusCode, huge.json().code]).toEqual([400, 'error.validation']);
      const text = await tasks(tenantAdmin, 1, { page: '1' });
      expect(text.statusCode).toBe(400);
      // The product's own path is gone.
      expect((await call(operator, 'GET', '/hwfp/v1/1/tasks/my-pending')).statusCode).toBe(404);
    });

    it('answers the SAMPLES_PER_MONTH report data', async () => {
      const res = await call(tenantAdmin, 'POST', '/hrpt/v1/1/reports/SAMPLES_PER_MONTH/data', {});
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        code: string;
        title: string;
        labels: string[];
        series: { name: string; data: number[] }[];
      }>();
      expect(body.code).toBe('SAMPLES_PER_MONTH');
      expect(body.title).toBe('Samples per month');
      expect(body.labels).toHaveLength(12);
      expect(body.labels[0]).toBe('2024-01');
      expect(body.series.map((series) => series.name)).toEqual([
        'Samples received',
        'Samples sequenced',
      ]);
      expect(body.series[0]?.data.slice(0, 3)).toEqual([120, 98, 143]);
      const site = await call(admin, 'POST', '/hrpt/v1/reports/SAMPLES_PER_MONTH/data', {});
      expect(site.json<{ series: { data: number[] }[] }>().series[0]?.data[0]).toBe(512);
      const zh = await call(operator, 'POST', '/hrpt/v1/1/reports/SAMPLES_PER_MONTH/data');
      expect(zh.json()).toMatchObject({ title: '每月样本量' });
      const unknown = await call(tenantAdmin, 'POST', '/hrpt/v1/1/reports/NOPE/data', {});
      expect(unknown.statusCode).toBe(404);
      const portal = await call(manager, 'POST', '/hrpt/v1/1/reports/SAMPLES_PER_MONTH/data', {});
      expect(portal.statusCode).toBe(403);
    });
  });

  describe('preferences', () => {
    const configItems = (query: string) =>
      call(tenantAdmin, 'PUT', `/iam/hzero/v1/users/config-items?${query}`);

    it('saves the menu layout and collapsed state without bumping the version', async () => {
      const before = (await call(tenantAdmin, 'GET', '/iam/hzero/v1/users/self')).json<{
        objectVersionNumber: number;
      }>();
      const res = await configItems('menuLayout=horizontal&menuCollapsed=1');
      expect([res.statusCode, res.json()]).toEqual([
        200,
        { menuLayout: 'horizontal', menuCollapsed: 1 },
      ]);
      const self = (await call(tenantAdmin, 'GET', '/iam/hzero/v1/users/self')).json();
      expect(self).toMatchObject({
        menuLayout: 'horizontal',
        menuCollapsed: true,
        objectVersionNumber: before.objectVersionNumber,
      });
      await configItems('menuCollapsed=0');
      expect((await call(tenantAdmin, 'GET', '/iam/hzero/v1/users/self')).json()).toMatchObject({
        menuLayout: 'horizontal',
        menuCollapsed: false,
      });
      // The product's own path is gone.
      const old = await call(tenantAdmin, 'PUT', '/iam/hzero/v1/users/self/preference', {
        menuLayout: 'inline',
      });
      expect(old.statusCode).toBe(404);
    });

    it('validates preferences', async () => {
      const layout = await configItems('menuLayout=floating');
      expect(layout.statusCode).toBe(400);
      expect(layout.json().message).toBe(
        "Query parameter 'menuLayout' must be one of: inline, horizontal, side, side-all",
      );
      const collapsed = await configItems('menuCollapsed=sometimes');
      expect(collapsed.statusCode).toBe(400);
    });
  });

  describe('languages and texts', () => {
    it('lists the languages, also before sign-in', async () => {
      const res = await call(null, 'GET', '/hpfm/v1/languages/list');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { code: 'en_US', name: 'English' },
        { code: 'zh_CN', name: '简体中文' },
      ]);
    });

    it('answers the prompts of a language as a flat map', async () => {
      const en = await call(operator, 'GET', '/hpfm/v1/1/prompt/en_US?promptKey=hzero.common');
      expect(en.statusCode).toBe(200);
      const texts = en.json<Record<string, string>>();
      expect(Object.keys(texts).length).toBeGreaterThanOrEqual(20);
      expect(Object.keys(texts).every((key) => key.startsWith('hzero.common.'))).toBe(true);
      expect(texts['hzero.common.button.save']).toBe('Save');
      const zh = await call(null, 'GET', '/hpfm/v1/prompt/zh_CN?promptKey=hzero.common');
      const zhTexts = zh.json<Record<string, string>>();
      expect(zhTexts['hzero.common.button.save']).toBe('保存');
      expect(Object.keys(zhTexts).sort()).toEqual(Object.keys(texts).sort());
      const two = await call(
        operator,
        'GET',
        '/hpfm/v1/1/prompt/en_US?promptKey=hzero.common,hzero.hpfm',
      );
      expect(two.json()).toMatchObject({ 'hzero.hpfm.country.model.countryCode': 'Country code' });
      expect((await call(operator, 'GET', '/hpfm/v1/2/prompt/en_US')).statusCode).toBe(403);
      expect((await call(operator, 'GET', '/hpfm/v1/1/prompt/xx_XX')).statusCode).toBe(400);
    });

    it('answers a static text by code, or 204 when there is none', async () => {
      const res = await call(
        tenantAdmin,
        'GET',
        '/hpfm/v1/1/static-texts/text/by-code/nullable?textCode=HZERO.PRIVACY_POLICY&lang=zh_CN',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        textCode: 'HZERO.PRIVACY_POLICY',
        title: '隐私政策',
        text: expect.any(String),
      });
      const own = await call(
        operator,
        'GET',
        '/hpfm/v1/static-texts/text/by-code/nullable?textCode=HZERO.PRIVACY_POLICY',
      );
      expect(own.json()).toMatchObject({ title: '隐私政策' });
      const missing = await call(
        tenantAdmin,
        'GET',
        '/hpfm/v1/1/static-texts/text/by-code/nullable?textCode=NO.SUCH.TEXT',
      );
      expect(missing.statusCode).toBe(204);
      expect(missing.body).toBe('');
    });
  });
});
