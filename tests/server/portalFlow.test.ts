/**
 * The sequencing portal, the batch lifecycle: draft saved as typed (stale versions refused),
 * submission validated row by row with the shared rules, staff receive / QC / status moves
 * in order only / return, the customer's Risk decision, cancel, and every status change as a
 * history row plus a message to the customers.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface Issue {
  field: string;
  code: string;
  severity: string;
  message: string;
}
interface Batch extends Row {
  batchId: number;
  batchCode: string;
  status: string;
  objectVersionNumber: number;
  rows: Row[];
  samples: Row[];
  history: Row[];
  qc: Row[];
  shipping: Row | null;
}

describe('portal batch lifecycle', () => {
  let server: TestServer;
  let manager: string;
  let member: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer();
    [manager, member, operator] = await Promise.all([
      signIn(server.app, 'manager@lab.example', 'Manager123'),
      signIn(server.app, 'member@lab.example', 'Member123'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);
  const ok = async <T = Row>(...args: Parameters<typeof call>): Promise<T> => {
    const res = await call(...args);
    expect(res.statusCode).toBe(200);
    const body = res.json<T & { failed?: boolean; message?: string }>();
    if (body.failed) throw new Error(`Refused: ${body.message}`);
    return body;
  };
  const unread = async (token: string): Promise<number> =>
    (await ok<{ unreadMessageCount: number }>(token, 'GET', '/hmsg/v1/1/messages/user/count'))
      .unreadMessageCount;

  const rna = (rowNo: number, sampleName: string, concentration: string | number = '120'): Row => ({
    rowNo,
    sampleName,
    sampleType: 'RNA',
    species: 'Mus musculus',
    concentration,
    volume: '30',
    buffer: 'Water',
    rin: '8.1',
  });

  const newDraft = async (token: string, projectId = 2): Promise<Batch> =>
    ok<Batch>(token, 'POST', '/hsif/v1/1/batches', { productId: 2, projectId });

  it('saves a draft as typed, answers the issues, and refuses a stale version', async () => {
    const draft = await newDraft(member);
    expect(draft).toMatchObject({ status: 'Draft', objectVersionNumber: 1, rows: [] });
    expect(draft.batchCode).toMatch(/^SB-\d{4}\d{3,}$/);
    expect(draft.history).toEqual([
      expect.objectContaining({ status: 'Draft', changedBy: 'Max Member' }),
    ]);

    const typed = [
      { ...rna(1, 'liv-c1', ' 12.5 '), extra: 'dropped' },
      { rowNo: 2, sampleName: 'half typed', concentration: 'abc' },
    ];
    const saved = await ok<{
      objectVersionNumber: number;
      issues: { rowNo: number; issues: Issue[] }[];
    }>(member, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
      objectVersionNumber: 1,
      step: 1,
      rows: typed,
      shipping: { courier: 'DHL', trackingNo: 'X1', boxCount: 1, storage: 'Dry ice' },
    });
    expect(saved.objectVersionNumber).toBe(2);
    expect(saved.issues.map((row) => row.rowNo)).toEqual([2]);
    const codes = saved.issues[0]?.issues.map((issue) => issue.code) ?? [];
    expect(codes).toEqual(expect.arrayContaining(['sampleName.chars', 'concentration.number']));
    expect(saved.issues[0]?.issues[0]?.message).toEqual(expect.any(String));

    // Exactly as typed, unknown fields dropped.
    const back = await ok<Batch>(member, 'GET', `/hsif/v1/1/batches/${draft.batchId}`);
    expect(back.rows).toEqual([rna(1, 'liv-c1', ' 12.5 '), typed[1]]);
    expect(back).toMatchObject({ step: 1, objectVersionNumber: 2, sampleCount: 2 });
    expect(back.shipping).toMatchObject({ courier: 'DHL', trackingNo: 'X1', storage: 'Dry ice' });

    const stale = await call(member, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
      objectVersionNumber: 1,
      rows: [],
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ failed: true, code: 'error.optimistic_lock' });

    const bad = await call(member, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
      objectVersionNumber: 2,
      rows: [{ rowNo: 1 }, { rowNo: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    const noSuchDay = await call(member, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
      objectVersionNumber: 2,
      rows: [],
      shipping: { courier: 'DHL', shippingDate: '2026-04-31' },
    });
    expect(noSuchDay.statusCode).toBe(400);

    // The staff do not type customers' sheets; another team's member would get 403 too.
    expect(
      (
        await call(operator, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
          objectVersionNumber: 2,
          rows: [],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a submission with per-row issues, accepts it when fixed, and notifies the team', async () => {
    const draft = await newDraft(manager);
    // Rows the app would refuse, sent anyway: concentration 1500, a name duplicated ignoring
    // case, and a name already used in the project (LIV-A1 in the submitted batch).
    const tampered = [rna(1, 'LIV-D1', 1500), rna(2, 'LIV-D2'), rna(3, 'liv-d2'), rna(4, 'liv-a1')];
    await ok(manager, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
      objectVersionNumber: 1,
      rows: tampered,
    });
    const refused = await call(manager, 'POST', `/hsif/v1/1/batches/${draft.batchId}/submit`, {
      objectVersionNumber: 2,
    });
    expect(refused.statusCode).toBe(200);
    const body = refused.json<{
      failed: boolean;
      code: string;
      type: string;
      message: string;
      rows: { rowNo: number; issues: Issue[] }[];
    }>();
    expect(body).toMatchObject({ failed: true, code: 'error.sample_rows', type: 'error' });
    expect(body.message).toMatch(/4 rows have problems/);
    expect(body.rows.map((row) => [row.rowNo, row.issues.map((issue) => issue.code)])).toEqual([
      [1, ['concentration.range']],
      [2, ['sampleName.duplicate']],
      [3, ['sampleName.duplicate']],
      [4, ['sampleName.duplicateInProject']],
    ]);
    expect(body.rows[0]?.issues[0]?.message).toBe(
      'The concentration must be more than 0 and at most 1000 ng/uL',
    );
    // Still a draft.
    expect((await ok<Batch>(manager, 'GET', `/hsif/v1/1/batches/${draft.batchId}`)).status).toBe(
      'Draft',
    );

    const before = await unread(member);
    const fixed = [
      rna(1, 'LIV-D1', '150.25'),
      rna(2, 'LIV-D2'),
      rna(3, 'LIV-D3'),
      rna(4, 'LIV-D4'),
    ];
    await ok(manager, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
      objectVersionNumber: 2,
      rows: fixed,
    });
    const stale = await call(manager, 'POST', `/hsif/v1/1/batches/${draft.batchId}/submit`, {
      objectVersionNumber: 2,
    });
    expect(stale.json()).toMatchObject({ failed: true, code: 'error.optimistic_lock' });
    const submitted = await ok<Batch>(
      manager,
      'POST',
      `/hsif/v1/1/batches/${draft.batchId}/submit`,
      { objectVersionNumber: 3 },
    );
    expect(submitted.status).toBe('Submitted');
    expect(submitted.samples.map((s) => [s.sampleName, s.totalAmount, s.qcVerdict])).toEqual([
      ['LIV-D1', '4.508', 'Pending'],
      ['LIV-D2', '3.6', 'Pending'],
      ['LIV-D3', '3.6', 'Pending'],
      ['LIV-D4', '3.6', 'Pending'],
    ]);
    expect(submitted.history.map((h) => h.status)).toEqual(['Draft', 'Submitted']);
    // The allocated member hears of it; the manager who submitted does not message himself.
    expect(await unread(member)).toBe(before + 1);

    // No longer editable.
    const edit = await call(manager, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
      objectVersionNumber: 4,
      rows: fixed,
    });
    expect(edit.json()).toMatchObject({ failed: true, code: 'error.batch_not_editable' });
  });

  it('runs receive, QC with a Risk sample, the customer decision and the moves in order', async () => {
    const draft = await newDraft(manager);
    await ok(manager, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
      objectVersionNumber: 1,
      rows: [rna(1, 'LIV-E1'), rna(2, 'LIV-E2'), rna(3, 'LIV-E3')],
    });
    let batch = await ok<Batch>(manager, 'POST', `/hsif/v1/1/batches/${draft.batchId}/submit`, {
      objectVersionNumber: 2,
    });
    const [s1, s2, s3] = batch.samples.map((s) => Number(s.sampleId));
    const base = `/hsif/v1/1/staff/batches/${batch.batchId}`;

    // The staff list holds it (not drafts), filtered by keyword.
    const staffList = await ok<{ content: Row[] }>(
      operator,
      'GET',
      `/hsif/v1/1/staff/batches?keyword=${batch.batchCode}`,
    );
    expect(staffList.content.map((b) => b.batchCode)).toEqual([batch.batchCode]);
    const drafts = await ok<{ totalElements: number }>(
      operator,
      'GET',
      '/hsif/v1/1/staff/batches?status=Draft',
    );
    expect(drafts.totalElements).toBe(0);

    // Out of order: Submitted cannot jump to QcDone or Completed; customers cannot move it.
    const jump = await call(operator, 'POST', `${base}/status`, { status: 'Completed' });
    expect(jump.json()).toMatchObject({
      failed: true,
      code: 'error.batch_status_order',
      message: 'A Submitted batch can only move to Shipped, not to Completed',
    });
    expect((await call(manager, 'POST', `${base}/status`, { status: 'Shipped' })).statusCode).toBe(
      403,
    );
    const qcEarly = await call(operator, 'POST', `${base}/qc`, {
      results: [{ sampleId: s1, verdict: 'Pass' }],
    });
    expect(qcEarly.json()).toMatchObject({ failed: true, code: 'error.batch_status' });

    const managerBefore = await unread(manager);
    const memberBefore = await unread(member);
    batch = await ok<Batch>(operator, 'POST', `${base}/status`, {
      status: 'Shipped',
      comment: 'Tracking seen',
    });
    expect(batch.status).toBe('Shipped');
    expect(await unread(manager)).toBe(managerBefore + 1);
    expect(await unread(member)).toBe(memberBefore + 1);

    const stale = await call(operator, 'POST', `${base}/receive`, {
      objectVersionNumber: 1,
      received: [],
    });
    expect(stale.json()).toMatchObject({ failed: true, code: 'error.optimistic_lock' });
    batch = await ok<Batch>(operator, 'POST', `${base}/receive`, {
      objectVersionNumber: batch.objectVersionNumber,
      received: [
        { sampleId: s1, arrived: true },
        { sampleId: s2, arrived: true, note: 'Tube cracked, volume low' },
        { sampleId: s3, arrived: false, note: 'Not in the box' },
      ],
    });
    expect(batch.status).toBe('Received');
    expect(batch.history.at(-1)).toMatchObject({
      status: 'Received',
      changedBy: 'Oliver Operator',
      comment:
        'Discrepancies: LIV-E2: Tube cracked, volume low; LIV-E3 did not arrive (Not in the box).',
    });
    expect(batch.samples.map((s) => s.arrived)).toEqual([true, true, false]);
    // Shipped, Received, and the project's step to Samples received.
    expect(await unread(manager)).toBe(managerBefore + 3);
    const messages = await ok<{ content: Row[] }>(
      manager,
      'GET',
      '/hmsg/v1/1/messages/user?size=1',
    );
    expect(messages.content[0]).toMatchObject({
      subject: `Sample batch ${batch.batchCode} is received by the lab`,
      userMessageTypeCode: 'MSG',
    });
    expect(String(messages.content[0]?.content)).toMatch(/did not arrive/);

    // A sample that did not arrive has no QC; Received cannot go to QcDone while QC is pending.
    const missing = await call(operator, 'POST', `${base}/qc`, {
      results: [{ sampleId: s3, verdict: 'Pass' }],
    });
    expect(missing.json()).toMatchObject({ failed: true, code: 'error.sample_not_arrived' });
    const pending = await call(operator, 'POST', `${base}/status`, { status: 'QcDone' });
    expect(pending.json()).toMatchObject({ failed: true, code: 'error.qc_pending' });

    batch = await ok<Batch>(operator, 'POST', `${base}/qc`, {
      results: [
        { sampleId: s1, verdict: 'Pass', concentration: 118.2, volume: 29, rin: 8.3 },
        {
          sampleId: s2,
          verdict: 'Risk',
          concentration: '40.1',
          volume: '9',
          note: 'Volume below 10 uL',
        },
      ],
    });
    // Every arrived sample has a verdict: QC done, and the customers are told.
    expect(batch.status).toBe('QcDone');
    expect(batch.qc.map((q) => [q.sampleName, q.verdict, q.concentration])).toEqual([
      ['LIV-E1', 'Pass', '118.2'],
      ['LIV-E2', 'Risk', '40.1'],
    ]);
    expect(String(batch.history.at(-1)?.comment)).toMatch(
      /1 Pass, 1 Risk, 0 Fail.*proceed with LIV-E2/,
    );
    expect(await unread(member)).toBe(memberBefore + 4);

    // Staff cannot start the work before the customer decides on the Risk sample.
    const undecided = await call(operator, 'POST', `${base}/status`, { status: 'InProgress' });
    expect(undecided.json()).toMatchObject({ failed: true, code: 'error.qc_decision_pending' });

    const decisionUrl = `/hsif/v1/1/batches/${batch.batchId}/qc`;
    const notRisk = await call(member, 'POST', `${decisionUrl}/${s1}/decision`, {
      decision: 'proceed',
      comment: 'Fine',
    });
    expect(notRisk.json()).toMatchObject({ failed: true, code: 'error.qc_not_risk' });
    expect(
      (
        await call(operator, 'POST', `${decisionUrl}/${s2}/decision`, {
          decision: 'proceed',
          comment: 'Staff may not decide',
        })
      ).statusCode,
    ).toBe(403);
    // The comment is required, as on the form: missing or blank is refused, naming the field.
    for (const comment of [undefined, '   ', 'x'.repeat(501)]) {
      const refused = await call(member, 'POST', `${decisionUrl}/${s2}/decision`, {
        decision: 'proceed',
        ...(comment === undefined ? {} : { comment }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('comment');
    }
    const staffBefore = await unread(operator);
    batch = await ok<Batch>(member, 'POST', `${decisionUrl}/${s2}/decision`, {
      decision: 'proceed',
      comment: 'Use what there is',
    });
    expect(batch.qc[1]).toMatchObject({
      decision: 'proceed',
      decisionComment: 'Use what there is',
      decidedBy: 'Max Member',
    });
    // The operator who recorded the Risk verdict is told.
    expect(await unread(operator)).toBe(staffBefore + 1);
    const again = await call(manager, 'POST', `${decisionUrl}/${s2}/decision`, {
      decision: 'stop',
      comment: 'Changed my mind',
    });
    expect(again.json()).toMatchObject({ failed: true, code: 'error.qc_decided' });

    batch = await ok<Batch>(operator, 'POST', `${base}/status`, { status: 'InProgress' });
    expect(batch.status).toBe('InProgress');
    batch = await ok<Batch>(operator, 'POST', `${base}/status`, { status: 'Completed' });
    const after = await call(operator, 'POST', `${base}/status`, { status: 'Completed' });
    expect(after.json()).toMatchObject({ failed: true, code: 'error.batch_status_order' });
    expect(batch.history.map((h) => h.status)).toEqual([
      'Draft',
      'Submitted',
      'Shipped',
      'Received',
      'QcDone',
      'InProgress',
      'Completed',
    ]);
    expect(await unread(member)).toBe(memberBefore + 6);

    // Too late to cancel.
    const cancel = await call(manager, 'POST', `/hsif/v1/1/batches/${batch.batchId}/cancel`, {
      objectVersionNumber: batch.objectVersionNumber,
    });
    expect(cancel.json()).toMatchObject({ failed: true, code: 'error.batch_status' });
  });

  it('returns a submitted batch with a reason; the customer edits and submits it again', async () => {
    const draft = await newDraft(member);
    await ok(member, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
      objectVersionNumber: 1,
      rows: [rna(1, 'LIV-F1')],
    });
    await ok(member, 'POST', `/hsif/v1/1/batches/${draft.batchId}/submit`, {
      objectVersionNumber: 2,
    });
    const base = `/hsif/v1/1/staff/batches/${draft.batchId}`;
    expect((await call(operator, 'POST', `${base}/return`, { reason: '  ' })).statusCode).toBe(400);
    const memberBefore = await unread(member);
    // The member reads Chinese: the message comes in Chinese; the manager's in English.
    const db = new Database(path.join(server.dataDir, 'hzero.db'));
    db.prepare("UPDATE users SET language = 'zh_CN' WHERE id = 5").run();
    let batch: Batch;
    try {
      batch = await ok<Batch>(operator, 'POST', `${base}/return`, {
        reason: 'Please give the RIN of every sample',
      });
    } finally {
      db.prepare("UPDATE users SET language = 'en_US' WHERE id = 5").run();
      db.close();
    }
    const [zh] = (await ok<{ content: Row[] }>(member, 'GET', '/hmsg/v1/1/messages/user?size=1'))
      .content;
    expect(zh).toMatchObject({ subject: `送样批次 ${batch.batchCode}：已退回，请修改` });
    expect(String(zh?.content)).toMatch(/Please give the RIN of every sample$/);
    const [en] = (await ok<{ content: Row[] }>(manager, 'GET', '/hmsg/v1/1/messages/user?size=1'))
      .content;
    expect(en).toMatchObject({
      subject: `Sample batch ${batch.batchCode} is returned to you for changes`,
    });
    expect(batch).toMatchObject({
      status: 'Returned',
      returnReason: 'Please give the RIN of every sample',
    });
    expect(batch.history.at(-1)).toMatchObject({
      status: 'Returned',
      comment: 'Please give the RIN of every sample',
    });
    expect(await unread(member)).toBe(memberBefore + 1);
    const twice = await call(operator, 'POST', `${base}/return`, { reason: 'again' });
    expect(twice.json()).toMatchObject({ failed: true, code: 'error.batch_status' });

    await ok(member, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
      objectVersionNumber: batch.objectVersionNumber,
      rows: [rna(1, 'LIV-F1'), rna(2, 'LIV-F2')],
    });
    batch = await ok<Batch>(member, 'POST', `/hsif/v1/1/batches/${draft.batchId}/submit`, {
      objectVersionNumber: batch.objectVersionNumber + 1,
    });
    expect(batch).toMatchObject({ status: 'Submitted', returnReason: null });
    expect(batch.samples.map((s) => s.sampleName)).toEqual(['LIV-F1', 'LIV-F2']);
    expect(batch.history.map((h) => h.status)).toEqual([
      'Draft',
      'Submitted',
      'Returned',
      'Submitted',
    ]);
  });

  it('submits the seeded returned batch as it is, warnings not blocking', async () => {
    const returned = await ok<Batch>(manager, 'GET', '/hsif/v1/1/batches/5');
    expect(returned.status).toBe('Returned');
    // A low RIN and an impure A260/280 are warnings: answered on save, not refused on submit.
    const saved = await ok<{
      objectVersionNumber: number;
      issues: { rowNo: number; issues: Issue[] }[];
    }>(manager, 'PUT', '/hsif/v1/1/batches/5/draft', {
      objectVersionNumber: returned.objectVersionNumber,
      rows: [{ ...returned.rows[0], a260280: '1.5' }],
    });
    expect(saved.issues).toEqual([
      {
        rowNo: 1,
        issues: [expect.objectContaining({ code: 'a260280.range', severity: 'warning' })],
      },
    ]);
    const submitted = await ok<Batch>(manager, 'POST', '/hsif/v1/1/batches/5/submit', {
      objectVersionNumber: saved.objectVersionNumber,
    });
    expect(submitted.status).toBe('Submitted');
    expect(submitted.samples.map((s) => s.sampleName)).toEqual(['SER-01']);
  });

  it('keeps a draft without a project to its author among members', async () => {
    const own = await ok<Batch>(member, 'POST', '/hsif/v1/1/batches', { productId: 1 });
    expect(own.projectId).toBeNull();
    expect((await call(manager, 'GET', `/hsif/v1/1/batches/${own.batchId}`)).statusCode).toBe(200);
    const db = new Database(path.join(server.dataDir, 'hzero.db'));
    try {
      db.prepare('UPDATE portal_batches SET created_by = 6 WHERE batch_id = ?').run(own.batchId);
      expect((await call(member, 'GET', `/hsif/v1/1/batches/${own.batchId}`)).statusCode).toBe(404);
    } finally {
      db.close();
    }
  });

  it('cancels a draft and a submitted batch, with history', async () => {
    const draft = await newDraft(member);
    const cancelled = await ok<Batch>(
      member,
      'POST',
      `/hsif/v1/1/batches/${draft.batchId}/cancel`,
      {
        objectVersionNumber: 1,
        comment: 'Made by mistake',
      },
    );
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.history.at(-1)).toMatchObject({
      status: 'Cancelled',
      comment: 'Made by mistake',
    });
    const before = await ok<Batch>(member, 'GET', '/hsif/v1/1/batches/2');
    const seeded = await ok<Batch>(member, 'POST', '/hsif/v1/1/batches/2/cancel', {
      objectVersionNumber: before.objectVersionNumber,
    });
    expect(seeded.status).toBe('Cancelled');
    // A project the member is not allocated to: refused on create as if it did not exist.
    const foreign = await call(member, 'POST', '/hsif/v1/1/batches', {
      productId: 4,
      projectId: 4,
    });
    expect(foreign.statusCode).toBe(404);
    const completed = await call(manager, 'POST', '/hsif/v1/1/batches', {
      productId: 3,
      projectId: 3,
    });
    expect(completed.json()).toMatchObject({ failed: true, code: 'error.project_completed' });
  });
});
