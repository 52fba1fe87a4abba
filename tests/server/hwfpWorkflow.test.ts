/**
 * Workflow (hwfp) on the server, as its callers see it: Deploy refuses what cannot run (a
 * script condition, a script task, an unknown assignee, malformed XML) in the caller's
 * language and never runs a script; a quotation runs from its start through a parallel review
 * and a gateway on its amount to Completed, its tasks reaching the right users and the
 * workplace's task query; Reject ends it; Delegate moves a task; carbon copies are read;
 * only the assignee acts (403), a suspended process refuses actions; another tenant sees
 * nothing; delegation rules check their dates and hand new tasks on (AutoDelegate).
 */
import { QUOTATION_XML, demoXml } from '../../server/hooks/hwfp/support/demo';
import { runStep } from '../../server/hooks/hwfp/support/runtime';
import { formatDateTime } from '../../server/services/format';
import { signIn, tenantAdminServer, type ApiPage, type ApiRow } from './helpers';

const MODELS = '/hwfp/v1/1/process/models';
const MONITOR = '/hwfp/v1/1/process/instance/monitor';
const TASKS = '/hwfp/v1/1/runtime/tasks';

const SCRIPT_CONDITION = QUOTATION_XML.replace(
  '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${amount &gt; 50000}',
  '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">globalThis.hwfpScriptRan = true; next(null, true);',
);

const SCRIPT_TASK = QUOTATION_XML.replace(
  /<bpmn:userTask id="finance"[\s\S]*?<\/bpmn:userTask>/,
  '<bpmn:scriptTask id="finance" scriptFormat="javascript"><bpmn:script>globalThis.hwfpScriptRan = true; next();</bpmn:script></bpmn:scriptTask>',
);

const UNKNOWN_USER = QUOTATION_XML.replace('>operator<', '>nobody.here<');

type Script = typeof globalThis & { hwfpScriptRan?: boolean };

describe('workflow', () => {
  const { session, call, ok, refused, inChinese } = tenantAdminServer();
  let operator = '';
  let admin = '';
  let code = 0;

  beforeAll(async () => {
    operator = await signIn(session.server.app, 'operator', 'Operator123');
    admin = await signIn(session.server.app, 'admin', 'Admin12345');
  });

  /** Creates a definition of `xml`; answers its id. */
  async function define(xml: string): Promise<number> {
    code += 1;
    const row = await ok('POST', MODELS, {
      processCode: `TEST_${String(code)}`,
      processName: `Test process ${String(code)}`,
      category: 'QUOTATION',
      bpmnXml: xml,
    });
    expect(row.status).toBe('DRAFT');
    return Number(row.defineId);
  }

  /** Deploys and starts a process of `xml` with `variables`; answers the instance. */
  async function started(xml: string, variables: object, key: string): Promise<ApiRow> {
    const id = await define(xml);
    const deployed = await ok<{ row: ApiRow; message: string }>(
      'POST',
      `${MODELS}/${String(id)}/deploy`,
    );
    expect(deployed.row).toMatchObject({ status: 'DEPLOYED', deployedVersion: 1 });
    await ok('POST', `${MODELS}/${String(id)}/start`, {
      businessKey: key,
      variables: JSON.stringify(variables),
    });
    const page = await ok<ApiPage>('GET', `${MONITOR}?businessKey=${encodeURIComponent(key)}`);
    expect(page.content).toHaveLength(1);
    return page.content[0] ?? {};
  }

  /** The pending tasks of an instance in `token`'s list, by node. */
  async function tasksOf(token: string, instanceId: unknown): Promise<Record<string, ApiRow>> {
    const res = await call('GET', `${TASKS}?size=100`, undefined, token);
    const rows = res.json<ApiPage>().content.filter((row) => row.instanceId === instanceId);
    return Object.fromEntries(rows.map((row) => [String(row.elementId), row]));
  }

  /** An action on a task as `token`. */
  const act = (token: string, task: ApiRow | undefined, action: string, body: object = {}) =>
    call('POST', `${TASKS}/${String(task?.taskId)}/${action}`, body, token);

  describe('deploy', () => {
    it('refuses what cannot run, in English and Chinese, and never runs a script', async () => {
      const cases: [string, string, string][] = [
        [
          SCRIPT_CONDITION,
          'large: the condition is a script (language javascript)',
          'large：条件是脚本（语言 javascript）',
        ],
        [
          SCRIPT_TASK,
          'finance: scripts are never run on the server; a scriptTask is refused',
          'finance：服务器从不执行脚本，不允许使用 scriptTask',
        ],
        [
          UNKNOWN_USER,
          'sales: nobody.here is no user of this tenant',
          'sales：nobody.here 不是本租户的用户',
        ],
        [
          '<bpmn:definitions><oops',
          'The XML is no BPMN 2.0 process',
          'XML 不是有效的 BPMN 2.0 流程',
        ],
      ];
      for (const [xml, en, zh] of cases) {
        const id = await define(xml);
        const url = `${MODELS}/${String(id)}/deploy`;
        expect(await refused('POST', url)).toContain(en);
        await inChinese(async () => {
          expect(await refused('POST', url)).toContain(zh);
        });
        // Never deployed, so never started.
        const row = await ok('GET', `${MODELS}/${String(id)}`);
        expect(row).toMatchObject({ status: 'DRAFT', deployedVersion: null });
        expect(
          (await call('POST', `${url.replace('/deploy', '/start')}`, { businessKey: 'X' })).json(),
        ).toMatchObject({ failed: true });
      }
      const noStart = demoXml(
        'NoStart',
        'No start',
        [{ id: 'end', type: 'end', x: 100, y: 100 }],
        [],
      );
      const id = await define(noStart);
      expect(await refused('POST', `${MODELS}/${String(id)}/deploy`)).toContain(
        'exactly one start event; it has 0',
      );
      // Even handed to the runtime directly, the script is never run.
      for (const xml of [SCRIPT_CONDITION, SCRIPT_TASK]) {
        await runStep(xml, {
          state: null,
          variables: { amount: 90000 },
          replay: ['sales', 'discount'],
        }).catch(() => undefined);
      }
      expect((globalThis as Script).hwfpScriptRan).toBeUndefined();
    });
  });

  describe('a run', () => {
    it('goes from the start through the gateway on the amount to Completed', async () => {
      const instance = await started(QUOTATION_XML, { amount: 80000 }, 'Q-TEST-1');
      expect(instance).toMatchObject({
        status: 'RUNNING',
        currentNodes: 'sales,discount',
        startUserName: 'Tina Tenant-Admin',
      });
      const mine = await tasksOf(session.token, instance.instanceId);
      const theirs = await tasksOf(operator, instance.instanceId);
      expect(Object.keys(mine)).toEqual(['discount']);
      expect(Object.keys(theirs)).toEqual(['sales']);
      expect(theirs.sales).toMatchObject({
        taskName: 'Review quotation Q-TEST-1',
        status: 'PENDING',
      });
      // The workplace card reads the same tasks.
      const card = await call(
        'POST',
        '/hwfp/v1/1/activiti/task/query',
        { page: 0, size: 50 },
        operator,
      );
      expect(card.json<{ content: ApiRow[] }>().content).toContainEqual(
        expect.objectContaining({
          name: 'Review quotation Q-TEST-1',
          processInstanceId: String(instance.instanceId),
        }),
      );
      expect(
        (await act(operator, theirs.sales, 'approve', { comment: 'Fine' })).json(),
      ).toMatchObject({
        row: { status: 'DONE', action: 'APPROVED', comment: 'Fine' },
      });
      await ok('POST', `${TASKS}/${String(mine.discount?.taskId)}/approve`, {});
      const finance = await tasksOf(session.token, instance.instanceId);
      expect(Object.keys(finance)).toEqual(['finance']);
      const last = await ok<{ message: string }>(
        'POST',
        `${TASKS}/${String(finance.finance?.taskId)}/approve`,
        {},
      );
      expect(last.message).toBe('Approved: the process is completed');
      expect(await ok('GET', `${MONITOR}/${String(instance.instanceId)}`)).toMatchObject({
        status: 'COMPLETED',
        currentNodes: null,
      });
      // Both took part.
      const involved = await call(
        'GET',
        '/hwfp/v1/1/runtime/involved-tasks?size=100',
        undefined,
        operator,
      );
      expect(involved.json<ApiPage>().content).toContainEqual(
        expect.objectContaining({
          instanceId: instance.instanceId,
          elementId: 'sales',
          action: 'APPROVED',
        }),
      );
    });

    it('skips the finance review for a small amount', async () => {
      const instance = await started(QUOTATION_XML, { amount: 1000 }, 'Q-TEST-2');
      const sales = (await tasksOf(operator, instance.instanceId)).sales;
      const discount = (await tasksOf(session.token, instance.instanceId)).discount;
      expect((await act(operator, sales, 'approve')).statusCode).toBe(200);
      expect((await act(session.token, discount, 'approve')).json()).toMatchObject({
        message: 'Approved: the process is completed',
      });
    });

    it('moves a demo instance on from its done tasks', async () => {
      const sales = (await tasksOf(operator, 2025030200007)).sales;
      expect((await act(operator, sales, 'approve')).json()).toMatchObject({
        message: '已同意：等待 Approve discount of quotation Q-2025-0087 (Tina Tenant-Admin) 处理',
      });
    });

    it('ends as rejected on a rejection, its other tasks cancelled', async () => {
      const instance = await started(QUOTATION_XML, { amount: 80000 }, 'Q-TEST-3');
      const discount = (await tasksOf(session.token, instance.instanceId)).discount;
      expect((await act(session.token, discount, 'reject', {})).statusCode).toBe(400);
      expect(
        (await act(session.token, discount, 'reject', { comment: 'Too cheap' })).json(),
      ).toMatchObject({
        message: 'Rejected: process Q-TEST-3 has ended',
      });
      expect(await ok('GET', `${MONITOR}/${String(instance.instanceId)}`)).toMatchObject({
        status: 'REJECTED',
        endReason: 'Too cheap',
      });
      expect(await tasksOf(operator, instance.instanceId)).toEqual({});
    });

    it('delegates a task to one user, sends carbon copies read by their readers', async () => {
      const instance = await started(QUOTATION_XML, { amount: 80000 }, 'Q-TEST-4');
      const sales = (await tasksOf(operator, instance.instanceId)).sales;
      const discount = (await tasksOf(session.token, instance.instanceId)).discount;
      const operatorId = Number(sales?.assigneeUserId);
      expect(
        (
          await act(session.token, discount, 'delegate', {
            delegateUserId: operatorId,
            comment: 'Yours',
          })
        ).json(),
      ).toMatchObject({
        message: 'The task was delegated to Oliver Operator',
      });
      const moved = await tasksOf(operator, instance.instanceId);
      expect(moved.discount).toMatchObject({
        delegateType: 'Delegate',
        originalUserName: 'Tina Tenant-Admin',
      });
      expect(await tasksOf(session.token, instance.instanceId)).toEqual({});
      // Carbon copy to several users; each reads their own.
      const sent = await act(operator, sales, 'carbon-copy', {
        loginNames: 'tenant.admin, manager@lab.example',
        comment: 'FYI',
      });
      expect(sent.json()).toMatchObject({
        message: '已抄送给 Tina Tenant-Admin, Mia Manager',
      });
      const copies = await ok<ApiPage>(
        'GET',
        `/hwfp/v1/1/runtime/carbon-copies?instanceId=${String(instance.instanceId)}`,
      );
      expect(copies.content).toEqual([
        expect.objectContaining({ readFlag: 0, comment: 'FYI', fromUserName: 'Oliver Operator' }),
      ]);
      const read = await ok<{ row: ApiRow }>(
        'POST',
        `/hwfp/v1/1/runtime/carbon-copies/${String(copies.content[0]?.carbonCopyId)}/mark-read`,
      );
      expect(read.row).toMatchObject({ readFlag: 1 });
      expect(
        (await act(operator, sales, 'carbon-copy', { loginNames: 'nobody.here' })).json(),
      ).toMatchObject({
        failed: true,
        message: 'nobody.here 不是本租户的用户',
      });
    });

    it('lets only the assignee act, and not while the process is suspended', async () => {
      const instance = await started(QUOTATION_XML, { amount: 80000 }, 'Q-TEST-5');
      const discount = (await tasksOf(session.token, instance.instanceId)).discount;
      const foreign = await act(operator, discount, 'approve');
      expect([foreign.statusCode, foreign.json<ApiRow>().message]).toEqual([
        403,
        // The operator reads in Chinese.
        '只有任务处理人 Tina Tenant-Admin 可以处理该任务',
      ]);
      const url = `${MONITOR}/${String(instance.instanceId)}`;
      await ok('POST', `${url}/suspend`);
      expect((await act(session.token, discount, 'approve')).json()).toMatchObject({
        failed: true,
        message: 'Process Q-TEST-5 is suspended: its tasks wait until it is resumed',
      });
      await inChinese(async () => {
        expect((await act(session.token, discount, 'approve')).json<ApiRow>().message).toBe(
          '流程 Q-TEST-5 已挂起：恢复前不能处理其任务',
        );
      });
      await ok('POST', `${url}/resume`);
      expect((await act(session.token, discount, 'approve')).statusCode).toBe(200);
      await ok('POST', `${url}/end`, { reason: 'Customer withdrew' });
      expect(await ok('GET', url)).toMatchObject({
        status: 'ENDED',
        endReason: 'Customer withdrew',
      });
      expect(await tasksOf(operator, instance.instanceId)).toEqual({});
    });

    it('shows another tenant nothing', async () => {
      const theirs = await call(
        'GET',
        '/hwfp/v1/0/process/instance/monitor?size=100',
        undefined,
        admin,
      );
      const keys = theirs.json<ApiPage>().content.map((row) => row.businessKey);
      expect(keys).toEqual(expect.arrayContaining(['GENE-SZ']));
      expect(keys).not.toContain('Q-2025-0087');
      expect(
        (await call('GET', `/hwfp/v1/0/process/instance/monitor/2025030200007`, undefined, admin))
          .statusCode,
      ).toBe(404);
      const tasks = await call('GET', '/hwfp/v1/0/runtime/tasks', undefined, admin);
      expect(
        tasks
          .json<ApiPage>()
          .content.map((row) => row.processName)
          .sort(),
      ).toEqual(['Service release', 'Tenant registration']);
      expect((await call('GET', `${TASKS}`, undefined, admin)).statusCode).toBe(403);
    });
  });

  describe('delegation rules', () => {
    const day = (offset: number) =>
      formatDateTime(Date.now() + offset * 86_400_000, 'GMT+8').slice(0, 10);

    it('checks the dates and the delegate, then hands new tasks on', async () => {
      const operatorId = Number((await tasksOf(operator, 2025022800003)).review?.assigneeUserId);
      const rule = { delegateUserId: operatorId, startDate: day(0), endDate: day(3) };
      const past = await call('POST', '/hwfp/v1/1/delegate', { ...rule, startDate: day(-2) });
      expect([past.statusCode, past.json<ApiRow>().message]).toEqual([
        400,
        expect.stringContaining('today'),
      ]);
      const reversed = await call('POST', '/hwfp/v1/1/delegate', { ...rule, endDate: day(-1) });
      expect(reversed.json<ApiRow>().message).toContain('on or after the start date');
      await inChinese(async () => {
        const zh = await call('POST', '/hwfp/v1/1/delegate', { ...rule, endDate: day(-1) });
        expect(zh.json<ApiRow>().message).toContain('不能早于开始日期');
      });
      const mine = await ok<ApiPage>('GET', '/hwfp/v1/1/runtime/tasks?size=1');
      const self = await call('POST', '/hwfp/v1/1/delegate', {
        ...rule,
        delegateUserId: mine.content[0]?.assigneeUserId,
      });
      expect(self.json<ApiRow>().message).toContain('choose someone else than yourself');
      const saved = await ok('POST', '/hwfp/v1/1/delegate', rule);
      expect(saved).toMatchObject({ delegateUserId: operatorId, startDate: day(0) });
      // Another's rules are not listed.
      expect((await call('GET', '/hwfp/v1/1/delegate', undefined, operator)).statusCode).toBe(403);
      const instance = await started(QUOTATION_XML, { amount: 80000 }, 'Q-TEST-6');
      const handed = await tasksOf(operator, instance.instanceId);
      expect(handed.discount).toMatchObject({
        delegateType: 'AutoDelegate',
        originalUserName: 'Tina Tenant-Admin',
        assigneeName: 'Oliver Operator',
      });
      expect((await call('DELETE', '/hwfp/v1/1/delegate', [saved])).statusCode).toBe(204);
    });
  });
});
