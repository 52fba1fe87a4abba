/**
 * Instant messaging (hims) on the server, as an API caller sees it: a customer-service group
 * created with its agents reads back with them (at HZERO's address of a group's agents), the
 * count of agents on duty following every save; service hours that end before they start,
 * malformed times, out-of-range numbers, an agent serving more visitors than the group allows
 * and an account added twice refused naming the field or line, in the caller's language;
 * `check-hours` telling what a visitor sees at a given day and time; `copy` making a disabled
 * copy with the agents; the demo groups; another tenant's accounts, groups and callers out of
 * reach.
 */
import { signIn, tenantAdminServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const GROUPS = '/hims/v1/1/custom-svc/groups';
const agentsUrl = (id: unknown) => `${GROUPS}/user?csGroupId=${String(id)}&size=100`;

describe('instant messaging: customer-service groups', () => {
  /** Account ids of tenant 1 by login name. */
  const users = new Map<string, number>();
  const { session, call, ok, refused, invalid, setLanguage } = tenantAdminServer();

  beforeAll(async () => {
    const accounts = await ok<PageBody>('GET', '/iam/hzero/v1/1/users/paging?size=100');
    for (const row of accounts.content) users.set(String(row.loginName), Number(row.id));
  });

  const userId = (login: string): number => {
    const id = users.get(login);
    if (id === undefined) throw new Error(`no account ${login}`);
    return id;
  };

  /** A new agent line of a save. */
  const agent = (login: string, values: Row = {}): Row => ({
    userId: userId(login),
    nickname: login.split(/[.@]/)[0],
    activeFlag: 1,
    ...values,
    _status: 'create',
  });

  /** A group's body: office hours on working days, greeting and offline messages. */
  const group = (groupKey: string, values: Row = {}): Row => ({
    groupKey,
    groupName: `Group ${groupKey}`,
    serviceDays: 'MON_FRI',
    serviceStart: '09:00',
    serviceEnd: '18:00',
    timeZone: 'Asia/Shanghai',
    maxSessions: 5,
    greetingMessage: 'Hello, how can we help?',
    offlineMessage: 'We are closed; leave a message.',
    ...values,
  });

  const agentsOf = async (id: unknown) => (await ok<PageBody>('GET', agentsUrl(id))).content;

  it('reads a group back with its agents, counting those on duty', async () => {
    const created = await ok('POST', GROUPS, {
      ...group('T-READ', { description: 'Read back' }),
      agents: [
        agent('operator', { nickname: 'Oscar', maxSessions: 3 }),
        agent('member@lab.example', { nickname: 'Mia', activeFlag: 0 }),
      ],
    });
    expect(created).toMatchObject({
      groupKey: 'T-READ',
      serviceDays: 'MON_FRI',
      serviceStart: '09:00',
      serviceEnd: '18:00',
      maxSessions: 5,
      agentCount: 1,
      enabledFlag: 1,
      tenantId: 1,
      objectVersionNumber: 1,
    });
    const id = created.csGroupId;
    const got = await ok<Row>('GET', `${GROUPS}/${String(id)}`);
    expect(got).toMatchObject({ agentCount: 1, greetingMessage: 'Hello, how can we help?' });
    const lines = await agentsOf(id);
    expect(
      lines.map((row) => [row.loginName, row.nickname, row.activeFlag, row.maxSessions]),
    ).toEqual([
      ['operator', 'Oscar', 1, 3],
      ['member@lab.example', 'Mia', 0, null],
    ]);
    expect(lines[0]?.realName).toEqual(expect.any(String));

    // Putting Mia on duty and adding a third agent counts three; a stale save is refused.
    const [, mia] = lines as [Row, Row];
    const saved = await ok('PUT', GROUPS, {
      ...got,
      agents: [{ ...mia, activeFlag: 1, _status: 'update' }, agent('manager@lab.example')],
    });
    expect(saved).toMatchObject({ agentCount: 3, objectVersionNumber: 2 });
    expect(await refused('PUT', GROUPS, { ...got, groupName: 'Stale' })).toMatch(
      /changed|modified/i,
    );
    // Removing one counts it out.
    const [oscar] = (await agentsOf(id)) as [Row];
    const removed = await ok('PUT', GROUPS, {
      ...saved,
      agents: [{ ...oscar, _status: 'delete' }],
    });
    expect(removed).toMatchObject({ agentCount: 2 });
    expect((await agentsOf(id)).map((row) => row.loginName)).toEqual([
      'member@lab.example',
      'manager@lab.example',
    ]);
    // The list finds it by its code, name or description.
    const list = await ok<PageBody>('GET', `${GROUPS}?keyword=read%20back`);
    expect(list.content.map((row) => row.groupKey)).toEqual(['T-READ']);
  });

  it('refuses hours ending before they start, malformed times and numbers out of range', async () => {
    expect(
      await invalid(
        'POST',
        GROUPS,
        group('T-HOURS', { serviceStart: '18:00', serviceEnd: '09:00' }),
      ),
    ).toBe('Service until must be later than the start (18:00)');
    expect(
      await invalid(
        'POST',
        GROUPS,
        group('T-HOURS', { serviceStart: '10:00', serviceEnd: '10:00' }),
      ),
    ).toBe('Service until must be later than the start (10:00)');
    expect(await invalid('POST', GROUPS, group('T-HOURS', { serviceStart: '24:00' }))).toBe(
      'Service from: HH:mm, 00:00 to 23:59',
    );
    expect(await invalid('POST', GROUPS, group('T-HOURS', { serviceEnd: '9:00' }))).toMatch(
      /^Service until: HH:mm after the start/,
    );
    expect(await invalid('POST', GROUPS, group('T-HOURS', { maxSessions: 0 }))).toMatch(
      /^Visitors per agent /,
    );
    expect(await invalid('POST', GROUPS, group('T-HOURS', { maxSessions: 51 }))).toMatch(
      /^Visitors per agent /,
    );
    expect(await invalid('POST', GROUPS, group('T-HOURS', { serviceDays: 'WEEKENDS' }))).toMatch(
      /^Service days /,
    );
    expect(await invalid('POST', GROUPS, group('T-HOURS', { timeZone: 'Mars/Olympus' }))).toMatch(
      /^Time zone /,
    );
    expect(await invalid('POST', GROUPS, group('T-HOURS', { greetingMessage: '' }))).toMatch(
      /^Greeting /,
    );
    expect(
      await invalid('POST', GROUPS, group('T-HOURS', { offlineMessage: 'x'.repeat(501) })),
    ).toMatch(/^Offline message /);
    await setLanguage('zh_CN');
    try {
      expect(
        await invalid(
          'POST',
          GROUPS,
          group('T-HOURS', { serviceStart: '18:00', serviceEnd: '09:00' }),
        ),
      ).toBe('服务结束时间必须晚于开始时间（18:00）');
    } finally {
      await setLanguage('en_US');
    }
    // A whole day is 00:00 to 24:00.
    const allDay = await ok(
      'POST',
      GROUPS,
      group('T-HOURS', { serviceEnd: '24:00', serviceStart: '00:00' }),
    );
    expect(allDay).toMatchObject({ serviceStart: '00:00', serviceEnd: '24:00' });
    // Nothing else of the refused saves was kept.
    const list = await ok<PageBody>('GET', `${GROUPS}?keyword=T-HOURS`);
    expect(list.totalElements).toBe(1);
  });

  it('refuses an agent serving more visitors than the group, and an account added twice', async () => {
    const base = group('T-AGENTS', { maxSessions: 4 });
    expect(
      await invalid('POST', GROUPS, {
        ...base,
        agents: [
          agent('operator'),
          agent('manager@lab.example', { nickname: 'Max', maxSessions: 6 }),
        ],
      }),
    ).toBe(
      'Line 2: Visitors at a time: Max serves up to 6 visitors at a time, more than the group’s 4',
    );
    expect(
      await refused('POST', GROUPS, {
        ...base,
        agents: [agent('operator'), agent('operator', { nickname: 'Again' })],
      }),
    ).toBe('Line 2: Account operator already exists');
    await setLanguage('zh_CN');
    try {
      expect(
        await invalid('POST', GROUPS, {
          ...base,
          agents: [agent('manager@lab.example', { nickname: 'Max', maxSessions: 6 })],
        }),
      ).toBe('第 1 行：同时接待：Max 同时接待 6 位访客，超过群组的 4 位');
    } finally {
      await setLanguage('en_US');
    }
    // Lowering the group's number below an agent's own is refused naming the agent.
    const created = await ok('POST', GROUPS, {
      ...base,
      agents: [agent('operator', { nickname: 'Oscar', maxSessions: 3 })],
    });
    expect(
      await invalid('PUT', GROUPS, {
        ...created,
        maxSessions: 2,
      }),
    ).toBe('Visitors per agent: Oscar serves up to 3 visitors at a time, more than the group’s 2');
    const kept = await ok<Row>('GET', `${GROUPS}/${String(created.csGroupId)}`);
    expect(kept).toMatchObject({ maxSessions: 4, objectVersionNumber: 1 });
    // An agent without a number of their own serves the group's.
    const lowered = await ok('PUT', GROUPS, {
      ...kept,
      maxSessions: 3,
    });
    expect(lowered).toMatchObject({ maxSessions: 3 });
  });

  it('tells what a visitor sees at a given day and time', async () => {
    const created = await ok('POST', GROUPS, {
      ...group('T-HOURS-CHECK', { groupName: 'Sales', maxSessions: 4 }),
      agents: [
        agent('operator', { maxSessions: 2 }),
        agent('manager@lab.example'),
        agent('member@lab.example', { activeFlag: 0 }),
      ],
    });
    const url = `${GROUPS}/${String(created.csGroupId)}/check-hours`;
    const open = await ok<{ message: string }>('POST', url, {
      visitDay: 'TUE',
      visitTime: '09:00',
    });
    expect(open.message).toBe(
      'Tuesday 09:00 (Asia/Shanghai) is within the service hours of Sales (T-HOURS-CHECK): visitors are greeted with “Hello, how can we help?” and served by 2 agent(s) on duty, up to 6 visitors at a time',
    );
    const evening = await ok<{ message: string }>('POST', url, {
      visitDay: 'TUE',
      visitTime: '18:00',
    });
    expect(evening.message).toBe(
      'Tuesday 18:00 (Asia/Shanghai) is outside the service hours of Sales (T-HOURS-CHECK) (Monday to Friday, 09:00–18:00): visitors see “We are closed; leave a message.”',
    );
    const sunday = await ok<{ message: string }>('POST', url, {
      visitDay: 'SUN',
      visitTime: '10:00',
    });
    expect(sunday.message).toMatch(/^Sunday 10:00 \(Asia\/Shanghai\) is outside/);
    await setLanguage('zh_CN');
    try {
      const zh = await ok<{ message: string }>('POST', url, {
        visitDay: 'FRI',
        visitTime: '17:59',
      });
      expect(zh.message).toBe(
        '周五 17:59（Asia/Shanghai）在 Sales (T-HOURS-CHECK) 的服务时间内：访客收到欢迎语“Hello, how can we help?”，由 2 位在岗客服接待，最多同时接待 6 位访客',
      );
    } finally {
      await setLanguage('en_US');
    }
    expect(await invalid('POST', url, { visitDay: 'TUE', visitTime: '25:00' })).toMatch(/^Time: /);
    expect(await invalid('POST', url, { visitDay: 'HOLIDAY', visitTime: '10:00' })).toMatch(
      /^Day /,
    );

    // Without agents on duty, visitors get the offline message even within the hours.
    const empty = await ok('POST', GROUPS, group('T-NO-AGENT', { groupName: 'Empty' }));
    const none = await ok<{ message: string }>(
      'POST',
      `${GROUPS}/${String(empty.csGroupId)}/check-hours`,
      { visitDay: 'MON', visitTime: '10:00' },
    );
    expect(none.message).toBe(
      'Monday 10:00 (Asia/Shanghai) is within the service hours of Empty (T-NO-AGENT), but no agent is on duty: visitors see “We are closed; leave a message.”',
    );
    // A disabled group takes no visitors: the check is refused.
    await ok('POST', `${GROUPS}/disable`, [empty.csGroupId]);
    expect(
      await refused('POST', `${GROUPS}/${String(empty.csGroupId)}/check-hours`, {
        visitDay: 'MON',
        visitTime: '10:00',
      }),
    ).toBe(
      'The customer-service group Empty is Disabled: “Check service hours” is not possible now',
    );
  });

  it('copies a group with its agents, disabled, under a new code', async () => {
    const created = await ok('POST', GROUPS, {
      ...group('T-COPY', { groupName: 'Original', serviceDays: 'MON_SAT' }),
      agents: [
        agent('operator', { nickname: 'Oscar', maxSessions: 2 }),
        agent('member@lab.example', { activeFlag: 0 }),
      ],
    });
    const url = `${GROUPS}/${String(created.csGroupId)}/copy`;
    const copied = await ok<{ message: string; data: Row; row: Row }>('POST', url, {
      groupKey: 'T-COPY-2',
      groupName: 'Copy',
    });
    expect(copied.message).toBe(
      'Original (T-COPY) copied as Copy (T-COPY-2) with 2 agent(s); the copy is disabled until you enable it',
    );
    expect(copied.row).toMatchObject({ groupKey: 'T-COPY', enabledFlag: 1 });
    expect(copied.data).toMatchObject({
      groupKey: 'T-COPY-2',
      groupName: 'Copy',
      serviceDays: 'MON_SAT',
      enabledFlag: 0,
      agentCount: 1,
    });
    expect(
      (await agentsOf(copied.data.csGroupId)).map((row) => [
        row.loginName,
        row.nickname,
        row.maxSessions,
      ]),
    ).toEqual([
      ['operator', 'Oscar', 2],
      ['member@lab.example', 'member', null],
    ]);
    expect(await refused('POST', url, { groupKey: 't-copy-2', groupName: 'Again' })).toMatch(
      /^Group code t-copy-2 already exists|T-COPY-2|t-copy-2/,
    );
    expect(await invalid('POST', url, { groupKey: 'bad code!', groupName: 'Bad' })).toMatch(
      /^New group code: /,
    );
    expect(await invalid('POST', url, { groupKey: 'T-COPY-3' })).toMatch(/^New group name /);
    await setLanguage('zh_CN');
    try {
      const zh = await ok<{ message: string }>('POST', url, {
        groupKey: 'T-COPY-4',
        groupName: '副本',
      });
      expect(zh.message).toBe(
        'Original (T-COPY) 已复制为 副本 (T-COPY-4)，含 2 位客服；副本在启用前为禁用状态',
      );
    } finally {
      await setLanguage('en_US');
    }
  });

  it('starts the demo tenants with groups and their agents', async () => {
    const rows = (await ok<PageBody>('GET', `${GROUPS}?size=100`)).content;
    const byKey = new Map(rows.map((row) => [row.groupKey, row]));
    expect(byKey.get('PRESALES')).toMatchObject({ agentCount: 2, serviceDays: 'MON_SAT' });
    expect(byKey.get('AFTERSALES')).toMatchObject({ agentCount: 2, serviceEnd: '24:00' });
    expect(byKey.get('BILLING')).toMatchObject({ agentCount: 0 });
    const presales = byKey.get('PRESALES') as Row;
    expect((await agentsOf(presales.csGroupId)).map((row) => row.loginName)).toEqual([
      'tenant.admin',
      'operator',
      'manager@lab.example',
    ]);
  });

  it("keeps a tenant's groups and accounts from another tenant, and from an operator", async () => {
    const platform = await signIn(session.server.app, 'admin', 'Admin12345');
    const everyone = await call('GET', '/iam/hzero/v1/users/paging?size=200', undefined, platform);
    const gene = everyone
      .json<PageBody>()
      .content.find((row) => row.loginName === 'gene.admin') as Row;
    expect(gene).toBeDefined();
    // An account of another tenant is no agent of this one.
    const foreign = await call('POST', GROUPS, {
      ...group('T-FOREIGN'),
      agents: [{ userId: gene.id, nickname: 'Gene', activeFlag: 1, _status: 'create' }],
    });
    expect(foreign.statusCode).not.toBe(500);
    expect(foreign.json<Row>()).toMatchObject({ failed: true });
    expect(foreign.json<Row>()).toMatchObject({
      code: 'error.reference',
      message: `Line 1: Account: there is no account ${String(gene.id)} here`,
    });

    const mine = await ok('POST', GROUPS, { ...group('T-MINE'), agents: [agent('operator')] });
    expect((await call('GET', '/hims/v1/2/custom-svc/groups')).statusCode).toBe(403);
    const other = await call(
      'GET',
      `/hims/v1/0/custom-svc/groups/${String(mine.csGroupId)}`,
      undefined,
      platform,
    );
    expect(other.statusCode).toBe(404);
    const list = await call('GET', '/hims/v1/0/custom-svc/groups?size=100', undefined, platform);
    expect(list.statusCode).toBe(200);
    const keys = list.json<PageBody>().content.map((row) => row.groupKey);
    expect(keys).toContain('PRESALES');
    expect(keys).not.toContain('T-MINE');
    const theirs = await call(
      'GET',
      `/hims/v1/0/custom-svc/groups/user?csGroupId=${String(mine.csGroupId)}`,
      undefined,
      platform,
    );
    expect(theirs.statusCode).not.toBe(200);
    const changed = await call(
      'PUT',
      '/hims/v1/0/custom-svc/groups',
      { ...mine, groupName: 'Taken over' },
      platform,
    );
    expect(changed.json<Row>()).toMatchObject({ failed: true, code: 'error.not_found' });
    const copied = await call(
      'POST',
      `/hims/v1/0/custom-svc/groups/${String(mine.csGroupId)}/copy`,
      { groupKey: 'T-STOLEN', groupName: 'Stolen' },
      platform,
    );
    expect(copied.statusCode).toBe(404);

    const operator = await signIn(session.server.app, 'operator', 'Operator123');
    expect((await call('GET', GROUPS, undefined, operator)).statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          `${GROUPS}/${String(mine.csGroupId)}/check-hours`,
          { visitDay: 'MON', visitTime: '10:00' },
          operator,
        )
      ).statusCode,
    ).toBe(403);
    expect((await ok<Row>('GET', `${GROUPS}/${String(mine.csGroupId)}`)).groupName).toBe(
      'Group T-MINE',
    );
  });
});
