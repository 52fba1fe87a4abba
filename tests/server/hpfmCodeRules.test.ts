import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const DAY = 24 * 3600 * 1000;

/** `yyyyMMdd` (or `yyyy` with `year`) of a moment in GMT+8, the demo users' time zone. */
function dateIn8(epochMs: number, year = false): string {
  const date = new Date(epochMs + 8 * 3600 * 1000);
  const text = `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
  return year ? text.slice(0, 4) : text;
}

describe('code rules and the code generator', () => {
  let server: TestServer;
  let tenantAdmin: string;
  let operator: string;
  let admin: string;
  let manager: string;

  beforeAll(async () => {
    server = await startServer();
    [tenantAdmin, operator, admin, manager] = await Promise.all([
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
      signIn(server.app, 'admin', 'Admin12345'),
      signIn(server.app, 'manager@lab.example', 'Manager123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);
  const json = async <T = Row>(...args: Parameters<ReturnType<typeof callerOf>>): Promise<T> => {
    const res = await call(...args);
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };
  const generate = async (token: string, ruleCode: string, tenant = '1'): Promise<string> => {
    const body = await json<{ code?: string; message?: string }>(
      token,
      'POST',
      `/hpfm/v1${tenant ? `/${tenant}` : ''}/code-rule/generate?ruleCode=${ruleCode}`,
    );
    if (!body.code) throw new Error(`No code: ${body.message}`);
    return body.code;
  };
  const ruleOf = async (token: string, ruleCode: string, base = '/hpfm/v1'): Promise<Row> => {
    const page = await json<PageBody>(token, 'GET', `${base}/code-rule?ruleCode=${ruleCode}`);
    const rule = page.content.find((row) => row.ruleCode === ruleCode);
    if (!rule) throw new Error(`no rule ${ruleCode}`);
    return rule;
  };
  const distsOf = async (token: string, rule: Row, base = '/hpfm/v1'): Promise<Row[]> =>
    (await json<PageBody>(token, 'GET', `${base}/code-rule/${String(rule.ruleId)}/dists`)).content;
  const segmentsOf = async (token: string, dist: Row, base = '/hpfm/v1'): Promise<Row[]> =>
    (
      await json<PageBody>(
        token,
        'GET',
        `${base}/code-rule-detail/${String(dist.ruleDistId)}?size=50`,
      )
    ).content;

  it('shows the platform rules with their distributions and each distribution’s segments', async () => {
    const rule = await ruleOf(tenantAdmin, 'PORTAL.PROJECT', '/hpfm/v1/1');
    expect(rule).toMatchObject({ ruleName: 'Project code', tenantId: 0, enabledFlag: 1 });
    const dists = await distsOf(tenantAdmin, rule, '/hpfm/v1/1');
    expect(dists.map((dist) => [dist.levelCode, dist.levelValue, dist.usedFlag])).toEqual([
      ['GLOBAL', null, 0],
      ['TENANT', 'NOVO-LAB', 0],
    ]);
    const novo = dists[1] ?? {};
    const detail = await json(
      tenantAdmin,
      'GET',
      `/hpfm/v1/1/code-rule-dist/${String(novo.ruleDistId)}`,
    );
    expect(detail).toMatchObject({ ruleId: rule.ruleId, levelValue: 'NOVO-LAB', usedFlag: 0 });
    const segments = await segmentsOf(tenantAdmin, novo, '/hpfm/v1/1');
    expect(
      segments.map((s) => [s.orderSeq, s.fieldType, s.fieldValue, s.dateMask, s.seqLength]),
    ).toEqual([
      [10, 'CONSTANT', 'NL-P', null, null],
      [20, 'DATE', null, 'yyyy', null],
      [30, 'SEQUENCE', null, null, 3],
    ]);
    expect(segments[2]).toMatchObject({
      startValue: 1,
      resetFrequency: 'YEAR',
      currentValue: null,
      resetDate: null,
    });
    // The distribution's page is guarded by the rule's permission codes.
    const denied = await call(
      operator,
      'GET',
      `/hpfm/v1/1/code-rule-dist/${String(novo.ruleDistId)}`,
    );
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You do not have the permission hpfm.code-rule.list-query');
    // Distributions are created and deleted with their rule, not on their own.
    expect((await call(tenantAdmin, 'POST', '/hpfm/v1/1/code-rule-dist', {})).statusCode).toBe(404);
  });

  it('generates codes by the tenant’s distribution, advancing the sequence each time', async () => {
    const year = dateIn8(Date.now(), true);
    expect(await generate(tenantAdmin, 'PORTAL.PROJECT')).toBe(`NL-P${year}001`);
    expect(await generate(tenantAdmin, 'PORTAL.PROJECT')).toBe(`NL-P${year}002`);
    // The site tenant has no distribution of its own: the site-wide one.
    expect(await generate(admin, 'PORTAL.PROJECT', '')).toBe(`P${year}001`);

    const rule = await ruleOf(tenantAdmin, 'PORTAL.PROJECT');
    const [global, novo] = await distsOf(tenantAdmin, rule);
    expect([global?.usedFlag, novo?.usedFlag]).toEqual([1, 1]);
    const sequence = (await segmentsOf(tenantAdmin, novo ?? {})).find(
      (segment) => segment.fieldType === 'SEQUENCE',
    );
    expect(sequence).toMatchObject({
      currentValue: 2,
      resetDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });

    // The body may carry the code and variables; the row action tries a rule from its list.
    const body = await json(tenantAdmin, 'POST', '/hpfm/v1/1/code-rule/generate', {
      ruleCode: 'PORTAL.PROJECT',
    });
    expect(body).toEqual({ code: `NL-P${year}003` });
    const action = await json(
      tenantAdmin,
      'POST',
      `/hpfm/v1/1/code-rule/${String(rule.ruleId)}/generate`,
    );
    expect(action).toEqual({
      message: `Generated code: NL-P${year}004`,
      data: { code: `NL-P${year}004` },
    });
  });

  it('restarts a sequence by its frequency and fills variables', async () => {
    const today = dateIn8(Date.now());
    expect(await generate(tenantAdmin, 'HPFM.DEMO.ORDER')).toBe(`NOVO-LAB-${today}-0001`);
    expect(await generate(tenantAdmin, 'HPFM.DEMO.ORDER')).toBe(`NOVO-LAB-${today}-0002`);
    // A day later (signed in again: the token of yesterday has expired).
    server.advance(DAY);
    tenantAdmin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
    const tomorrow = dateIn8(Date.now() + DAY);
    expect(await generate(tenantAdmin, 'HPFM.DEMO.ORDER')).toBe(`NOVO-LAB-${tomorrow}-0001`);
    expect(await generate(tenantAdmin, 'HPFM.DEMO.ORDER')).toBe(`NOVO-LAB-${tomorrow}-0002`);
    server.advance(-DAY);

    const created = await json(tenantAdmin, 'POST', '/hpfm/v1/1/code-rule', {
      ruleCode: 'NOVO.SAMPLE_LABEL',
      ruleName: 'Sample label',
      dists: [{ _status: 'create', levelCode: 'GLOBAL' }],
    });
    const [dist] = await distsOf(tenantAdmin, created, '/hpfm/v1/1');
    // One segment at a time at HZERO's POST code-rule-detail, a list removed at its DELETE.
    const saved: Row[] = [];
    for (const segment of [
      { orderSeq: 1, fieldType: 'VARIABLE', fieldValue: 'FREEZER' },
      { orderSeq: 2, fieldType: 'CONSTANT', fieldValue: '/' },
      { orderSeq: 3, fieldType: 'UUID', seqLength: 8 },
      { orderSeq: 4, fieldType: 'CONSTANT', fieldValue: '-X' },
    ]) {
      saved.push(
        await json(tenantAdmin, 'POST', '/hpfm/v1/1/code-rule-detail', {
          ...segment,
          ruleDistId: dist?.ruleDistId,
        }),
      );
    }
    const [last] = saved.slice(-1);
    const removed = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/code-rule-detail', [
      { ruleDetailId: last?.ruleDetailId, objectVersionNumber: last?.objectVersionNumber },
    ]);
    expect(removed.statusCode).toBe(204);
    expect(
      (await segmentsOf(tenantAdmin, dist ?? {}, '/hpfm/v1/1')).map((s) => s.orderSeq),
    ).toEqual([1, 2, 3]);
    const missing = await json(tenantAdmin, 'POST', '/hpfm/v1/1/code-rule/generate', {
      ruleCode: 'NOVO.SAMPLE_LABEL',
    });
    expect(missing).toMatchObject({
      failed: true,
      code: 'error.code_rule_variable',
      message: 'The code rule NOVO.SAMPLE_LABEL needs the variable FREEZER',
    });
    const label = await json<{ code: string }>(
      tenantAdmin,
      'POST',
      '/hpfm/v1/1/code-rule/generate',
      {
        ruleCode: 'NOVO.SAMPLE_LABEL',
        variables: { FREEZER: 'F2' },
      },
    );
    expect(label.code).toMatch(/^F2\/[0-9A-F]{8}$/);
  });

  it('refuses bad generate requests clearly', async () => {
    const none = await call(tenantAdmin, 'POST', '/hpfm/v1/1/code-rule/generate');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      "'ruleCode' (query or body) must be a rule code of at most 80 characters, e.g. PORTAL.SAMPLE_BATCH",
    );
    const variables = await call(tenantAdmin, 'POST', '/hpfm/v1/1/code-rule/generate', {
      ruleCode: 'PORTAL.PROJECT',
      variables: { 'bad name': 'x' },
    });
    expect(variables.statusCode).toBe(400);
    const unknown = await json(
      tenantAdmin,
      'POST',
      '/hpfm/v1/1/code-rule/generate?ruleCode=NO.RULE',
    );
    expect(unknown).toEqual({
      failed: true,
      code: 'error.code_rule',
      message: 'There is no enabled code rule NO.RULE',
      type: 'error',
    });
    const forbidden = await call(
      operator,
      'POST',
      '/hpfm/v1/1/code-rule/generate?ruleCode=PORTAL.PROJECT',
    );
    expect(forbidden.statusCode).toBe(403);
    expect((await call(tenantAdmin, 'POST', '/hpfm/v1/2/code-rule/generate')).statusCode).toBe(403);
  });

  it('checks distributions and segments, and fixes the segments of a used distribution', async () => {
    const created = await json(tenantAdmin, 'POST', '/hpfm/v1/1/code-rule', {
      ruleCode: 'NOVO.INVOICE',
      ruleName: 'Invoice',
      _tls: { ruleName: { zh_CN: '发票' } },
      dists: [
        { _status: 'create', levelCode: 'GLOBAL' },
        { _status: 'create', levelCode: 'TENANT', levelValue: 'novo-lab' },
      ],
    });
    expect(created).toMatchObject({ ruleCode: 'NOVO.INVOICE', tenantId: 1 });
    const dists = await distsOf(tenantAdmin, created, '/hpfm/v1/1');
    expect(dists.map((dist) => dist.levelValue)).toEqual([null, 'NOVO-LAB']);
    const twice = await json(tenantAdmin, 'PUT', `/hpfm/v1/1/code-rule/${String(created.ruleId)}`, {
      objectVersionNumber: 1,
      dists: [{ _status: 'create', levelCode: 'TENANT', levelValue: 'NOVO-LAB' }],
    });
    expect(twice).toMatchObject({
      failed: true,
      message: 'Line 1: The code rule already has a distribution for tenant NOVO-LAB',
    });
    const noTenant = await json(
      tenantAdmin,
      'PUT',
      `/hpfm/v1/1/code-rule/${String(created.ruleId)}`,
      {
        objectVersionNumber: 1,
        dists: [{ _status: 'create', levelCode: 'TENANT', levelValue: 'NOBODY' }],
      },
    );
    expect(noTenant).toMatchObject({ failed: true, message: 'Line 1: There is no tenant NOBODY' });

    const global = dists[0] ?? {};
    const path = `/hpfm/v1/1/code-rule-dist/${String(global.ruleDistId)}`;
    // Segments are written one at a time at HZERO's code-rule-detail, not with the distribution.
    const withDist = await call(tenantAdmin, 'PUT', path, {
      objectVersionNumber: global.objectVersionNumber,
      segments: [{ _status: 'create', orderSeq: 1, fieldType: 'CONSTANT', fieldValue: 'INV' }],
    });
    expect([withDist.statusCode, withDist.json<Row>().message]).toEqual([
      400,
      expect.stringContaining('POST /hpfm/v1[/{tenantId}]/code-rule-detail'),
    ]);
    const detail = '/hpfm/v1/1/code-rule-detail';
    const constantOnly = await json(tenantAdmin, 'POST', detail, {
      ruleDistId: global.ruleDistId,
      orderSeq: 1,
      fieldType: 'CONSTANT',
    });
    expect(constantOnly).toMatchObject({
      failed: true,
      message: 'Segment 1: a constant segment needs its text',
    });
    const inv = await json(tenantAdmin, 'POST', detail, {
      ruleDistId: global.ruleDistId,
      orderSeq: 1,
      fieldType: 'CONSTANT',
      fieldValue: 'INV',
      dateMask: 'yyyy',
    });
    expect(inv).toMatchObject({ ruleDistId: global.ruleDistId, objectVersionNumber: 1 });
    await json(tenantAdmin, 'POST', detail, {
      ruleDistId: global.ruleDistId,
      orderSeq: 2,
      fieldType: 'SEQUENCE',
      seqLength: 5,
      startValue: 100,
    });
    // Another tenant's distribution is not there for this tenant.
    const elsewhere = await json(tenantAdmin, 'POST', detail, {
      ruleDistId: Number(global.ruleDistId) + 1000,
      orderSeq: 3,
      fieldType: 'CONSTANT',
      fieldValue: 'X',
    });
    expect(elsewhere).toMatchObject({ failed: true, code: 'error.not_found' });
    const segments = await segmentsOf(tenantAdmin, global, '/hpfm/v1/1');
    expect(segments.map((s) => [s.fieldValue, s.dateMask, s.resetFrequency])).toEqual([
      ['INV', null, null],
      [null, null, 'NEVER'],
    ]);

    // Gene Beijing (another tenant) has no such rule; Novo Lab's own distribution has no segments.
    expect(
      await json(tenantAdmin, 'POST', '/hpfm/v1/1/code-rule/generate?ruleCode=NOVO.INVOICE'),
    ).toMatchObject({
      failed: true,
      message: 'The distribution of code rule NOVO.INVOICE has no segments',
    });
    const novo = dists[1] ?? {};
    await json(tenantAdmin, 'PUT', `/hpfm/v1/1/code-rule/${String(created.ruleId)}`, {
      objectVersionNumber: 1,
      dists: [
        {
          _status: 'update',
          ruleDistId: novo.ruleDistId,
          objectVersionNumber: novo.objectVersionNumber,
          enabledFlag: 0,
        },
      ],
    });
    expect(await generate(tenantAdmin, 'NOVO.INVOICE')).toBe('INV00100');
    expect(await generate(tenantAdmin, 'NOVO.INVOICE')).toBe('INV00101');

    const [used] = await distsOf(tenantAdmin, created, '/hpfm/v1/1');
    const [constant] = await segmentsOf(tenantAdmin, global, '/hpfm/v1/1');
    expect(used?.usedFlag).toBe(1);
    // HZERO's POST code-rule-detail changes a segment that names its id.
    const change = {
      ruleDistId: global.ruleDistId,
      ruleDetailId: constant?.ruleDetailId,
      objectVersionNumber: constant?.objectVersionNumber,
      fieldValue: 'BILL',
    };
    expect(await json(tenantAdmin, 'POST', detail, change)).toEqual({
      failed: true,
      code: 'error.code_rule_used',
      message:
        'This distribution has generated codes, so its segments can no longer be changed; add a new distribution (or disable this one) instead',
      type: 'warn',
    });
    await json(tenantAdmin, 'PUT', '/iam/hzero/v1/users/default-language?language=zh_CN');
    expect(await json(tenantAdmin, 'POST', detail, change)).toMatchObject({
      message: '该分配已生成过编码，段码不能再修改；请新增一个分配（或禁用此分配）',
    });
    const removeSegment = await json(tenantAdmin, 'DELETE', detail, [
      { ruleDetailId: constant?.ruleDetailId, objectVersionNumber: constant?.objectVersionNumber },
    ]);
    expect(removeSegment).toMatchObject({ code: 'error.code_rule_used' });
    const removeRule = await json(tenantAdmin, 'DELETE', '/hpfm/v1/1/code-rule', [
      { ruleId: created.ruleId, objectVersionNumber: 2 },
    ]);
    expect(removeRule).toMatchObject({
      failed: true,
      message: '编码规则 NOVO.INVOICE 已生成过编码，请禁用而不是删除',
    });
    await json(tenantAdmin, 'PUT', '/iam/hzero/v1/users/default-language?language=en_US');
  });

  it('numbers the next submitted sample batch by the rule as changed through the API', async () => {
    const year = new Date(Date.now()).getUTCFullYear();
    let made = 0;
    const newBatch = async (): Promise<Row> => {
      made += 1;
      const draft = await json(manager, 'POST', '/hsif/v1/1/batches', {
        productId: 2,
        projectId: 2,
      });
      await json(manager, 'PUT', `/hsif/v1/1/batches/${String(draft.batchId)}/draft`, {
        objectVersionNumber: 1,
        rows: [
          {
            rowNo: 1,
            sampleName: `CR-${made}`,
            sampleType: 'RNA',
            species: 'Mus musculus',
            concentration: '120',
            volume: '30',
            buffer: 'Water',
            rin: '8.1',
          },
        ],
      });
      return json(manager, 'POST', `/hsif/v1/1/batches/${String(draft.batchId)}/submit`, {
        objectVersionNumber: 2,
      });
    };
    const first = await newBatch();
    expect(first).toMatchObject({ status: 'Submitted', batchCode: `SB-${year}001` });

    // The site administrator gives Novo Lab a distribution of its own and sets its prefix.
    const rule = await ruleOf(admin, 'PORTAL.SAMPLE_BATCH');
    const [global] = await distsOf(admin, rule);
    expect(global).toMatchObject({ levelCode: 'GLOBAL', usedFlag: 1 });
    const [prefix] = await segmentsOf(admin, global ?? {});
    const detail = '/hpfm/v1/code-rule-detail';
    const refused = await json(admin, 'POST', detail, {
      ruleDistId: global?.ruleDistId,
      ruleDetailId: prefix?.ruleDetailId,
      objectVersionNumber: prefix?.objectVersionNumber,
      fieldValue: 'XX-',
    });
    expect(refused).toMatchObject({ failed: true, code: 'error.code_rule_used' });

    const added = await json(admin, 'PUT', `/hpfm/v1/code-rule/${String(rule.ruleId)}`, {
      objectVersionNumber: rule.objectVersionNumber,
      dists: [{ _status: 'create', levelCode: 'TENANT', levelValue: 'NOVO-LAB' }],
    });
    expect(added).toMatchObject({ ruleCode: 'PORTAL.SAMPLE_BATCH' });
    const novo = (await distsOf(admin, rule)).find((dist) => dist.levelCode === 'TENANT') ?? {};
    for (const segment of [
      { orderSeq: 10, fieldType: 'CONSTANT', fieldValue: 'NL-SB-' },
      { orderSeq: 20, fieldType: 'DATE', dateMask: 'yyyy' },
      { orderSeq: 30, fieldType: 'SEQUENCE', seqLength: 4, startValue: 1, resetFrequency: 'YEAR' },
    ]) {
      await json(admin, 'POST', detail, { ...segment, ruleDistId: novo.ruleDistId });
    }
    // Not used yet: its constant can still change.
    const [constant] = await segmentsOf(admin, novo);
    const changed = await json(admin, 'POST', detail, {
      ruleDistId: novo.ruleDistId,
      ruleDetailId: constant?.ruleDetailId,
      objectVersionNumber: constant?.objectVersionNumber,
      fieldValue: 'NOVO-',
    });
    expect(changed).toMatchObject({ fieldValue: 'NOVO-', objectVersionNumber: 2 });

    const second = await newBatch();
    expect(second).toMatchObject({ status: 'Submitted', batchCode: `NOVO-${year}0001` });
    const third = await newBatch();
    expect(third.batchCode).toBe(`NOVO-${year}0002`);
    const list = await json<PageBody>(
      manager,
      'GET',
      `/hsif/v1/1/batches?keyword=NOVO-${year}&size=10&sort=batchCode,asc`,
    );
    expect(list.content.map((batch) => batch.batchCode)).toEqual([
      `NOVO-${year}0001`,
      `NOVO-${year}0002`,
    ]);
  });
});
