/**
 * A draft keeps each row's lasting id, so that a tab whose save was refused as stale can merge
 * the other tab's version row by row; an id that is not one, or one used twice, is refused.
 */
import { callerOf, signIn, startServer, type TestServer } from './helpers';

describe('row ids of a draft', () => {
  let server: TestServer;
  let manager: string;

  beforeAll(async () => {
    server = await startServer();
    manager = await signIn(server.app, 'manager@lab.example', 'Manager123');
  }, 30_000);

  afterAll(() => server.close());

  const row = (rowNo: number, rowId: unknown) => ({
    rowNo,
    rowId,
    sampleName: `ID-${rowNo}`,
    sampleType: 'DNA',
    species: 'Homo sapiens',
    concentration: '50',
    volume: '20',
    buffer: 'TE',
  });

  it('are kept, refused when malformed or repeated, and a stale save is still refused', async () => {
    const call = callerOf(server.app);
    const created = await call(manager, 'POST', '/hsif/v1/1/batches', { productId: 1 });
    const { batchId, objectVersionNumber } = created.json<{
      batchId: number;
      objectVersionNumber: number;
    }>();
    const path = `/hsif/v1/1/batches/${batchId}/draft`;

    const saved = await call(manager, 'PUT', path, {
      objectVersionNumber,
      rows: [row(1, 'tab1-1'), row(2, 'r2')],
    });
    expect(saved.statusCode).toBe(200);
    const batch = (await call(manager, 'GET', `/hsif/v1/1/batches/${batchId}`)).json<{
      rows: { rowId?: string }[];
    }>();
    expect(batch.rows.map((each) => each.rowId)).toEqual(['tab1-1', 'r2']);

    const version = objectVersionNumber + 1;
    for (const rows of [
      [row(1, 'a b')],
      [row(1, 12)],
      [row(1, 'x'.repeat(65))],
      [row(1, 'same'), row(2, 'same')],
    ]) {
      const res = await call(manager, 'PUT', path, { objectVersionNumber: version, rows });
      expect(res.statusCode).toBe(400);
    }

    const stale = await call(manager, 'PUT', path, { objectVersionNumber, rows: [row(1, 'z')] });
    expect(stale.json()).toMatchObject({ failed: true, code: 'error.optimistic_lock' });
  }, 30_000);
});
