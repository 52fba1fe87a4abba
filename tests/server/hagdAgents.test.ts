/**
 * Client agents (hagd) on the server, as an API caller sees it: an agent created with its tasks
 * reads back with them; its access token never answered (list, detail, export) and kept by an
 * edit that leaves it empty; bad hosts, versions, intervals, cron expressions and parameters
 * refused naming the field or line, in the caller's language; a heartbeat recorded only with
 * the saved token and only for an enabled agent; taken offline by hand, by disabling and by the
 * heartbeat check; the demo agents; another tenant's agents and an operator out of reach.
 */
import { signIn, tenantAdminServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const AGENTS = '/hagd/v1/1/agents';
const TOKEN = 'agent-T0ken-0123456789';

/** A new task line of a save. */
const task = (values: Row = {}): Row => ({
  taskCode: 'SYNC',
  taskName: 'Sync samples',
  taskType: 'DATA_SYNC',
  cronExpression: '0 0/5 * * * ?',
  timeoutSeconds: 300,
  ...values,
  _status: 'create',
});

/** The body of a new agent. */
const agent = (agentCode: string, values: Row = {}): Row => ({
  agentCode,
  agentName: `Agent ${agentCode}`,
  siteName: 'Test site',
  hostName: 'agent.test.example.com',
  osType: 'LINUX',
  heartbeatInterval: 60,
  ...values,
});

describe('client agents', () => {
  const { session, call, ok, refused, invalid, inChinese } = tenantAdminServer();

  const tasks = async (id: unknown) =>
    (await ok<PageBody>('GET', `${AGENTS}/${String(id)}/agentTasks?size=100`)).content;

  const create = (code: string, values: Row = {}) => ok('POST', AGENTS, agent(code, values));

  const heartbeat = (id: unknown) => `${AGENTS}/${String(id)}/heartbeat`;

  it('reads an agent back with its tasks, and never answers its token', async () => {
    const created = await create('t-read', {
      accessToken: TOKEN,
      agentVersion: '1.5.0',
      agentTasks: [
        task({ taskParams: '{"sourceDir": "/data"}' }),
        task({ taskCode: 'HEALTH', taskName: 'Health', taskType: 'HEALTH_CHECK' }),
      ],
    });
    expect(created).toMatchObject({
      agentCode: 't-read',
      status: 'NEW',
      lastHeartbeatDate: null,
      tokenSetFlag: 1,
      accessToken: null,
      enabledFlag: 1,
      agentVersion: '1.5.0',
    });
    const lines = await tasks(created.agentId);
    expect(lines.map((line) => [line.taskCode, line.taskType]).sort()).toEqual([
      ['HEALTH', 'HEALTH_CHECK'],
      ['SYNC', 'DATA_SYNC'],
    ]);
    for (const url of [
      `${AGENTS}?size=100`,
      `${AGENTS}/${String(created.agentId)}`,
      `${AGENTS}/export`,
    ]) {
      const res = await call('GET', url);
      expect([url, res.statusCode, res.body.includes(TOKEN)]).toEqual([url, 200, false]);
      expect(res.body).toContain('t-read');
    }
    // Without a token the flag says so; an edit leaving the token empty keeps it.
    const bare = await create('t-bare');
    expect(bare).toMatchObject({ tokenSetFlag: 0, status: 'NEW' });
    const edited = await ok('PUT', `${AGENTS}/${String(created.agentId)}`, {
      ...created,
      agentName: 'Renamed',
      accessToken: null,
      status: 'ONLINE',
      tokenSetFlag: 0,
    });
    expect(edited).toMatchObject({ agentName: 'Renamed', status: 'NEW', tokenSetFlag: 1 });
    const beat = await ok<{ row: Row }>('POST', heartbeat(created.agentId), {
      accessToken: TOKEN,
    });
    expect(beat.row).toMatchObject({ status: 'ONLINE' });
  });

  it('refuses bad fields with 400 naming the field, in the caller’s language', async () => {
    expect(await invalid('POST', AGENTS, agent('t-bad', { hostName: 'bad host!' }))).toBe(
      'Host: Host name or IPv4 address, e.g. lab-gw-01.example.com or 10.20.0.15',
    );
    expect(await invalid('POST', AGENTS, agent('t-bad', { agentVersion: 'v1' }))).toBe(
      'Version: Three numbers and an optional suffix, e.g. 1.5.0 or 2.0.1-rc.1',
    );
    expect(await invalid('POST', AGENTS, agent('t-bad', { heartbeatInterval: 5 }))).toMatch(
      /^Heartbeat interval \(s\) .*10/,
    );
    expect(await invalid('POST', AGENTS, agent('t-bad', { accessToken: 'short' }))).toMatch(
      /^Access token: 16 to 128 visible characters/,
    );
    expect(await invalid('POST', AGENTS, agent('t-bad', { osType: 'BEOS' }))).toMatch(
      /^Operating system /,
    );
    expect(await invalid('POST', AGENTS, agent('t-bad', { siteName: '' }))).toMatch(/^Site /);
    expect(
      await invalid(
        'POST',
        AGENTS,
        agent('t-bad', {
          agentTasks: [task(), task({ taskCode: 'B', cronExpression: '0 0 25 * * ?' })],
        }),
      ),
    ).toMatch(/^Line 2: The cron expression “0 0 25 \* \* \?” is not valid/);
    expect(
      await invalid(
        'POST',
        AGENTS,
        agent('t-bad', { agentTasks: [task({ taskParams: '[1, 2]' })] }),
      ),
    ).toBe('Line 1: Parameters must be a JSON object, e.g. {"sourceDir": "/data"}');
    expect(
      await invalid('POST', AGENTS, agent('t-bad', { agentTasks: [task({ timeoutSeconds: 0 })] })),
    ).toMatch(/^Line 1: Timeout \(s\) /);
    await inChinese(async () => {
      expect(await invalid('POST', AGENTS, agent('t-bad', { hostName: 'bad host!' }))).toBe(
        '主机：主机名或 IPv4 地址，例如 lab-gw-01.example.com 或 10.20.0.15',
      );
      expect(
        await invalid('POST', AGENTS, agent('t-bad', { agentTasks: [task({ taskParams: 'x' })] })),
      ).toBe('第 1 行：任务参数必须是 JSON 对象，例如 {"sourceDir": "/data"}');
    });
    // Nothing of the refused saves was kept.
    expect((await ok<PageBody>('GET', `${AGENTS}?agentCode=t-bad`)).content).toEqual([]);
  });

  it('keeps codes unique in a tenant and in an agent, and fixed once created', async () => {
    const created = await create('t-unique', { agentTasks: [task()] });
    expect(await refused('POST', AGENTS, agent('T-UNIQUE'))).toMatch(/^Agent code /);
    expect(
      await refused('POST', AGENTS, agent('t-unique-2', { agentTasks: [task(), task()] })),
    ).toBe('Line 2: Task code SYNC already exists');
    expect(
      await refused('PUT', `${AGENTS}/${String(created.agentId)}`, {
        ...created,
        agentCode: 't-other',
      }),
    ).toBe('Agent code cannot be changed (it is t-unique)');
  });

  it('records a heartbeat only with the saved token, for an enabled agent', async () => {
    const created = await create('t-beat', { accessToken: TOKEN, agentVersion: '1.4.0' });
    const url = heartbeat(created.agentId);
    expect(await invalid('POST', url, { accessToken: 'not-the-token-000000' })).toBe(
      'Access token does not match the token saved for this agent',
    );
    expect(await invalid('POST', url, {})).toMatch(/^Access token /);
    await inChinese(async () => {
      expect(await invalid('POST', url, { accessToken: 'not-the-token-000000' })).toBe(
        '访问令牌与该代理已保存的令牌不一致',
      );
    });
    // Still as it was: a refused heartbeat records nothing.
    expect(await ok('GET', `${AGENTS}/${String(created.agentId)}`)).toMatchObject({
      status: 'NEW',
      lastHeartbeatDate: null,
      objectVersionNumber: created.objectVersionNumber,
    });

    const beat = await ok<{ row: Row; message: string }>('POST', url, {
      accessToken: TOKEN,
      agentVersion: '1.5.1',
    });
    expect(beat.message).toBe('Heartbeat recorded: t-beat is online');
    expect(beat.row).toMatchObject({
      status: 'ONLINE',
      agentVersion: '1.5.1',
      objectVersionNumber: Number(created.objectVersionNumber) + 1,
    });
    expect(beat.row.lastHeartbeatDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A heartbeat without a version keeps the recorded one.
    const again = await ok<{ row: Row }>('POST', url, { accessToken: TOKEN });
    expect(again.row).toMatchObject({ status: 'ONLINE', agentVersion: '1.5.1' });
    expect(await invalid('POST', url, { accessToken: TOKEN, agentVersion: 'latest' })).toMatch(
      /^Reported version: /,
    );

    // An agent without a token cannot report.
    const bare = await create('t-beat-bare');
    expect(await refused('POST', heartbeat(bare.agentId), { accessToken: TOKEN })).toBe(
      'Agent t-beat-bare has no access token: save one for it before it reports',
    );
    await inChinese(async () => {
      expect(await refused('POST', heartbeat(bare.agentId), { accessToken: TOKEN })).toBe(
        '客户端代理 t-beat-bare 尚未设置访问令牌：请先保存令牌再上报',
      );
    });

    // Disabling takes it offline; a disabled agent's heartbeats are refused.
    const [disabled] = await ok<Row[]>('POST', `${AGENTS}/disable`, [created.agentId]);
    expect(disabled).toMatchObject({ enabledFlag: 0, status: 'OFFLINE' });
    expect(await refused('POST', url, { accessToken: TOKEN })).toBe(
      'Agent t-beat is disabled: its heartbeats are refused until it is enabled again',
    );
    await ok('POST', `${AGENTS}/enable`, [created.agentId]);
    expect((await ok<{ row: Row }>('POST', url, { accessToken: TOKEN })).row).toMatchObject({
      status: 'ONLINE',
      enabledFlag: 1,
    });
  });

  it('takes an online agent offline by hand, and only an online one', async () => {
    const created = await create('t-offline', { accessToken: TOKEN });
    const url = `${AGENTS}/${String(created.agentId)}/take-offline`;
    expect(await refused('POST', url)).toBe(
      'The agent Agent t-offline is Not yet reported: “Take offline” is not possible now',
    );
    await ok('POST', heartbeat(created.agentId), { accessToken: TOKEN });
    const taken = await ok<{ row: Row; message: string }>('POST', url);
    expect(taken.message).toBe('t-offline is recorded as offline');
    expect(taken.row).toMatchObject({ status: 'OFFLINE' });
    expect(await refused('POST', url)).toBe(
      'The agent Agent t-offline is Offline: “Take offline” is not possible now',
    );
  });

  it('records offline the online agents silent for more than three intervals', async () => {
    const quiet = await create('t-quiet', { accessToken: TOKEN, heartbeatInterval: 60 });
    const busy = await create('t-busy', { accessToken: TOKEN, heartbeatInterval: 600 });
    await ok('POST', heartbeat(quiet.agentId), { accessToken: TOKEN });
    await ok('POST', heartbeat(busy.agentId), { accessToken: TOKEN });
    const check = `${AGENTS}/check-heartbeats`;
    const before = await ok<{ message: string }>('POST', check);
    expect(before.message).toMatch(/^Heartbeats checked: \d+ online agent/);
    expect(await ok('GET', `${AGENTS}/${String(quiet.agentId)}`)).toMatchObject({
      status: 'ONLINE',
    });
    // Four minutes on: the 60-second agent missed three beats, the 600-second one none.
    session.server.advance(4 * 60_000);
    await ok('POST', check);
    expect(await ok('GET', `${AGENTS}/${String(quiet.agentId)}`)).toMatchObject({
      status: 'OFFLINE',
    });
    expect(await ok('GET', `${AGENTS}/${String(busy.agentId)}`)).toMatchObject({
      status: 'ONLINE',
    });
    await inChinese(async () => {
      expect((await ok<{ message: string }>('POST', check)).message).toMatch(/^心跳检查完成：/);
    });
  });

  it('starts the demo tenants with agents and their tasks, tokens never answered', async () => {
    const rows = (await ok<PageBody>('GET', `${AGENTS}?size=100`)).content;
    const byCode = new Map(rows.map((row) => [row.agentCode, row]));
    expect(byCode.get('GZ-EDGE-03')).toMatchObject({ status: 'NEW', tokenSetFlag: 0 });
    expect(byCode.get('BJ-WH-02')).toMatchObject({ status: 'OFFLINE', tokenSetFlag: 1 });
    const lab = byCode.get('SH-LAB-01') as Row;
    expect(lab).toMatchObject({ tokenSetFlag: 1, accessToken: null });
    // Reported before seeding; the heartbeat check of an earlier test may have found it silent.
    expect(['ONLINE', 'OFFLINE']).toContain(lab.status);
    expect(lab.lastHeartbeatDate).toMatch(/^\d{4}-/);
    expect((await tasks(lab.agentId)).map((line) => line.taskCode).sort()).toEqual([
      'DISK-CHECK',
      'QC-COLLECT',
      'SAMPLE-SYNC',
    ]);
    const beat = await ok<{ row: Row }>('POST', heartbeat(lab.agentId), {
      accessToken: 'demo-sh-lab-01-token-not-real',
    });
    expect(beat.row).toMatchObject({ status: 'ONLINE' });
    expect(JSON.stringify(rows)).not.toContain('not-real');
  });

  it("keeps a tenant's agents from another tenant, and from an operator", async () => {
    const mine = await create('t-mine', { accessToken: TOKEN });
    const id = String(mine.agentId);
    expect((await call('GET', '/hagd/v1/2/agents')).statusCode).toBe(403);
    const platform = await signIn(session.server.app, 'admin', 'Admin12345');
    expect((await call('GET', `/hagd/v1/0/agents/${id}`, undefined, platform)).statusCode).toBe(
      404,
    );
    const list = await call('GET', '/hagd/v1/0/agents?size=100', undefined, platform);
    expect(list.statusCode).toBe(200);
    expect(list.json<PageBody>().content.map((row) => row.agentCode)).not.toContain('t-mine');
    const foreignBeat = await call(
      'POST',
      `/hagd/v1/0/agents/${id}/heartbeat`,
      { accessToken: TOKEN },
      platform,
    );
    expect(foreignBeat.statusCode).toBe(404);
    const foreignEdit = await call(
      'PUT',
      `/hagd/v1/0/agents/${id}`,
      { ...mine, agentName: 'Taken' },
      platform,
    );
    expect([foreignEdit.statusCode, foreignEdit.json<Row>().code]).toEqual([
      200,
      'error.not_found',
    ]);
    expect(await ok('GET', `${AGENTS}/${id}`)).toMatchObject({
      agentName: 'Agent t-mine',
      status: 'NEW',
    });

    const operator = await signIn(session.server.app, 'operator', 'Operator123');
    expect((await call('GET', AGENTS, undefined, operator)).statusCode).toBe(403);
    expect(
      (await call('POST', `${AGENTS}/${id}/heartbeat`, { accessToken: TOKEN }, operator))
        .statusCode,
    ).toBe(403);
  });
});
