/**
 * The staff's QC rules on the server: Risk and Fail need a note and measured values must be
 * in range (the shared `domain/portal/qc.ts` rules), and the lifecycle's next states come from the
 * one shared definition.
 */
import { NEXT_STATUS as SHARED_NEXT_STATUS } from '../../domain/portal/lifecycles';
import { NEXT_STATUS } from '../../server/services/portal';
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface Batch extends Row {
  batchId: number;
  status: string;
  objectVersionNumber: number;
  samples: Row[];
  qc: Row[];
}

describe('portal staff QC rules', () => {
  let server: TestServer;
  let manager: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer();
    [manager, operator] = await Promise.all([
      signIn(server.app, 'manager@lab.example', 'Manager123'),
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

  const rna = (rowNo: number, sampleName: string): Row => ({
    rowNo,
    sampleName,
    sampleType: 'RNA',
    species: 'Mus musculus',
    concentration: '120',
    volume: '30',
    buffer: 'Water',
    rin: '8.1',
  });

  async function receivedBatch(prefix: string): Promise<Batch> {
    const draft = await ok<Batch>(manager, 'POST', '/hsif/v1/1/batches', {
      productId: 2,
      projectId: 2,
    });
    await ok(manager, 'PUT', `/hsif/v1/1/batches/${draft.batchId}/draft`, {
      objectVersionNumber: 1,
      rows: [rna(1, `${prefix}1`), rna(2, `${prefix}2`)],
    });
    const submitted = await ok<Batch>(
      manager,
      'POST',
      `/hsif/v1/1/batches/${draft.batchId}/submit`,
      { objectVersionNumber: 2 },
    );
    return ok<Batch>(operator, 'POST', `/hsif/v1/1/staff/batches/${draft.batchId}/receive`, {
      objectVersionNumber: submitted.objectVersionNumber,
      received: [],
    });
  }

  it('shares one definition of the next states with the app', () => {
    expect(NEXT_STATUS).toBe(SHARED_NEXT_STATUS);
    expect(NEXT_STATUS.QcDone).toBe('InProgress');
  });

  it('refuses a Risk or Fail verdict without a note and values out of range, saving nothing', async () => {
    const batch = await receivedBatch('QCR');
    const [s1, s2] = batch.samples.map((sample) => Number(sample.sampleId));
    const qc = `/hsif/v1/1/staff/batches/${batch.batchId}/qc`;

    const risk = await call(operator, 'POST', qc, {
      results: [
        { sampleId: s1, verdict: 'Pass' },
        { sampleId: s2, verdict: 'Risk', note: '  ' },
      ],
    });
    expect(risk.json()).toMatchObject({
      failed: true,
      code: 'error.qc_result',
      message: 'Sample QCR2: A Risk or Fail verdict needs a note for the customer',
    });
    const fail = await call(operator, 'POST', qc, {
      results: [{ sampleId: s1, verdict: 'Fail', rin: 11 }],
    });
    expect(fail.json()).toMatchObject({
      failed: true,
      code: 'error.qc_result',
      message:
        'Sample QCR1: Enter a RIN from 1 to 10; A Risk or Fail verdict needs a note for the customer',
    });
    const refused = await ok<Batch>(operator, 'GET', `/hsif/v1/1/batches/${batch.batchId}`);
    expect(refused.qc).toEqual([]);
    expect(refused.status).toBe('Received');

    // Values not measured are sent as null and stay empty (not 0).
    const done = await ok<Batch>(operator, 'POST', qc, {
      results: [
        { sampleId: s1, verdict: 'Pass', concentration: 118.2, volume: null, rin: null },
        { sampleId: s2, verdict: 'Risk', note: 'Degraded RNA', rin: '5.2' },
      ],
    });
    expect(done.status).toBe('QcDone');
    expect(
      done.qc.map((result) => [result.verdict, result.concentration, result.rin, result.note]),
    ).toEqual([
      ['Pass', '118.2', null, null],
      ['Risk', null, '5.2', 'Degraded RNA'],
    ]);
  });
});
