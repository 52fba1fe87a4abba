/**
 * A full sheet fits: 5,000 rows with every field filled are larger than the server's default
 * body limit, and the draft route takes them.
 */
import { callerOf, signIn, startServer, type TestServer } from './helpers';

describe('a 5,000-row draft', () => {
  let server: TestServer;
  let manager: string;

  beforeAll(async () => {
    server = await startServer();
    manager = await signIn(server.app, 'manager@lab.example', 'Manager123');
  }, 30_000);

  afterAll(() => server.close());

  it('is saved with every field filled (over 1 MiB), and the server answers its issues', async () => {
    const call = callerOf(server.app);
    const created = await call(manager, 'POST', '/hsif/v1/1/batches', { productId: 1 });
    const { batchId, objectVersionNumber } = created.json<{
      batchId: number;
      objectVersionNumber: number;
    }>();
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      rowNo: index + 1,
      sampleName: `FULL-${String(index + 1).padStart(5, '0')}`,
      sampleType: 'DNA',
      species: 'Homo sapiens',
      concentration: '123.45',
      volume: '150',
      buffer: 'Tris-HCl',
      a260280: '1.95',
      a260230: '2.05',
      rin: '8.5',
      indexType: 'Dual',
      i7: 'ACGTACGTAC',
      i5: 'TGCATGCATG',
      insertSize: '350',
      dataAmount: '10.5',
      sampleForm: 'Liquid',
      quantity: '12.5',
      detergent: 'None used in the buffer',
    }));
    const body = { objectVersionNumber, step: 2, rows };
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);

    const res = await call(manager, 'PUT', `/hsif/v1/1/batches/${batchId}/draft`, body);
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ objectVersionNumber: number; issues: { rowNo: number }[] }>();
    expect(saved.objectVersionNumber).toBe(objectVersionNumber + 1);
    // Library and MS fields do not belong to a DNA product: every row says so.
    expect(saved.issues).toHaveLength(5000);
    // The first check starts a worker thread (tsx loads in it): seconds on a busy machine.
  }, 30_000);
});
