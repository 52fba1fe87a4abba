/**
 * Draft saves check their rows in the worker pool, off the request thread: other requests are
 * answered while a save's check runs, one user's flood is refused with 429 without holding up
 * other users, a stale save is still refused, and DRAFT_WORKERS=0 (the request thread) answers
 * the same.
 *
 * The pool is the real one (worker threads running the TypeScript worker file, here under
 * Jest), with a gate in front of its `run`: while the gate is shut, a check stays "running" for
 * as long as the test wants, so the order of answers is certain, not a matter of timing.
 */
import type { AddressInfo } from 'node:net';
import type * as PiscinaModule from 'piscina';
import { loadConfig } from '../../server/config';
import { PER_USER_RUNNING, PER_USER_WAITING } from '../../server/workers/sheetChecker';
import { callerOf, signIn, startServer, type TestServer } from './helpers';

const mockGate = {
  shut: null as Promise<void> | null,
  open: () => {},
  /** Called as each task reaches the pool. */
  onRun: () => {},
};

jest.mock('piscina', () => {
  const actual = jest.requireActual<typeof PiscinaModule>('piscina');
  class GatedPiscina<T, R> extends actual.Piscina<T, R> {
    override async run(
      task: T,
      options?: Parameters<PiscinaModule.Piscina<T, R>['run']>[1],
    ): Promise<R> {
      mockGate.onRun();
      if (mockGate.shut) await mockGate.shut;
      return super.run(task, options);
    }
  }
  return { ...actual, Piscina: GatedPiscina };
});

/** Shuts the gate; resolves `reached(n)` once `n` tasks have reached the pool since. */
function shutGate(): { reached(count: number): Promise<void>; open(): void } {
  let seen = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  mockGate.onRun = () => {
    seen += 1;
    for (const waiter of waiters.filter((item) => item.count <= seen)) waiter.resolve();
  };
  mockGate.shut = new Promise((resolve) => {
    mockGate.open = () => {
      mockGate.shut = null;
      mockGate.onRun = () => {};
      resolve();
    };
  });
  return {
    reached: (count) =>
      new Promise((resolve) => {
        if (seen >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    open: () => mockGate.open(),
  };
}

/** A sheet of valid DNA rows. */
function rows(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => ({
    rowNo: index + 1,
    sampleName: `W-${String(index + 1).padStart(4, '0')}`,
    sampleType: 'DNA',
    species: 'Homo sapiens',
    concentration: '52.5',
    volume: '30',
    buffer: 'TE',
  }));
}

interface Saved {
  objectVersionNumber?: number;
  issues?: { rowNo: number; issues: { code: string }[] }[];
  failed?: boolean;
  code?: string;
  message?: string;
}

describe('draft saves in the worker pool', () => {
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
  }, 60_000);

  afterAll(() => server.close());

  afterEach(() => mockGate.open());

  async function newBatch(token: string): Promise<{ batchId: number; version: number }> {
    const res = await callerOf(server.app)(token, 'POST', '/hsif/v1/1/batches', { productId: 1 });
    const batch = res.json<{ batchId: number; objectVersionNumber: number }>();
    return { batchId: batch.batchId, version: batch.objectVersionNumber };
  }

  function saveDraft(token: string, batchId: number, version: number, sheet: unknown[]) {
    return callerOf(server.app)(token, 'PUT', `/hsif/v1/1/batches/${batchId}/draft`, {
      objectVersionNumber: version,
      step: 2,
      rows: sheet,
    });
  }

  it('answers another user while a 500-row save is being checked (through a listening server)', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    expect(address).toBe(`http://127.0.0.1:${port}`);
    const { batchId, version } = await newBatch(manager);
    const gate = shutGate();
    const order: string[] = [];

    const save = fetch(`${address}/hsif/v1/1/batches/${batchId}/draft`, {
      method: 'PUT',
      headers: { authorization: `bearer ${manager}`, 'content-type': 'application/json' },
      body: JSON.stringify({ objectVersionNumber: version, step: 2, rows: rows(500) }),
    }).then(async (res) => {
      order.push('save');
      return { status: res.status, body: (await res.json()) as Saved };
    });
    await Promise.race([
      gate.reached(1),
      save.then(() => {
        throw new Error('the save was answered without its rows being checked in the pool');
      }),
    ]);

    const self = await fetch(`${address}/iam/hzero/v1/users/self`, {
      headers: { authorization: `bearer ${operator}` },
    });
    order.push('users/self');
    expect(self.status).toBe(200);
    expect(await self.json()).toMatchObject({ loginName: 'operator' });
    expect(order).toEqual(['users/self']);

    gate.open();
    const saved = await save;
    expect(order).toEqual(['users/self', 'save']);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ objectVersionNumber: version + 1, issues: [] });
  }, 60_000);

  it('refuses a user with too many saves waiting (429), keeps serving others, and still refuses stale saves', async () => {
    const mine = await newBatch(manager);
    const theirs = await newBatch(member);
    const gate = shutGate();
    const flood = PER_USER_RUNNING + PER_USER_WAITING + 1;
    const answers: Promise<{ status: number; retryAfter: unknown; body: Saved }>[] = [];
    for (let i = 0; i < flood; i += 1) {
      answers.push(
        saveDraft(manager, mine.batchId, mine.version, rows(20)).then((res) => ({
          status: res.statusCode,
          retryAfter: res.headers['retry-after'],
          body: res.json<Saved>(),
        })),
      );
    }
    // The gate holds every check that got a place, so the only answer is the refusal.
    const refused = await Promise.race(answers);
    expect(refused).toEqual({
      status: 429,
      retryAfter: '1',
      body: {
        failed: true,
        code: 'error.too_many_requests',
        message: 'Too many sample sheets are waiting to be saved; try again in a moment',
        type: 'error',
      },
    });
    await gate.reached(PER_USER_RUNNING);

    // Another user's save reaches the pool although the first user's saves still wait.
    const other = saveDraft(member, theirs.batchId, theirs.version, rows(20));
    await gate.reached(PER_USER_RUNNING + 1);

    gate.open();
    const all = await Promise.all(answers);
    expect(all.filter((answer) => answer.status === 429)).toHaveLength(1);
    const saved = all.filter((answer) => answer.status === 200 && !answer.body.failed);
    const stale = all.filter((answer) => answer.body.code === 'error.optimistic_lock');
    // All sent the same version: one save wins, every other one is stale.
    expect(saved).toHaveLength(1);
    expect(saved[0]?.body).toEqual({ objectVersionNumber: mine.version + 1, issues: [] });
    expect(stale).toHaveLength(flood - 2);
    expect((await other).json()).toEqual({ objectVersionNumber: theirs.version + 1, issues: [] });
  }, 60_000);

  it('answers the same issues on the request thread (DRAFT_WORKERS=0)', async () => {
    const sheet = [
      ...rows(30),
      { rowNo: 31, sampleName: 'W-0001', sampleType: 'RNA', volume: '-1', dataAmount: '5' },
      { rowNo: 32, sampleName: '', concentration: 'abc' },
    ];
    const inPool = await newBatch(manager);
    const pooled = await saveDraft(manager, inPool.batchId, inPool.version, sheet);

    const single = await startServer({ draftWorkers: 0 });
    try {
      const token = await signIn(single.app, 'manager@lab.example', 'Manager123');
      const created = await callerOf(single.app)(token, 'POST', '/hsif/v1/1/batches', {
        productId: 1,
      });
      const batch = created.json<{ batchId: number; objectVersionNumber: number }>();
      const inThread = await callerOf(single.app)(
        token,
        'PUT',
        `/hsif/v1/1/batches/${batch.batchId}/draft`,
        { objectVersionNumber: batch.objectVersionNumber, step: 2, rows: sheet },
      );
      const issues = pooled.json<Saved>().issues ?? [];
      expect(issues.map((row) => row.rowNo)).toEqual([1, 31, 32]);
      expect(inThread.json<Saved>().issues).toEqual(issues);
    } finally {
      await single.close();
    }
  }, 60_000);
});

describe('DRAFT_WORKERS', () => {
  it('sets the pool size; 0 checks on the request thread; anything else is refused', () => {
    expect(loadConfig({ DRAFT_WORKERS: '0' }).draftWorkers).toBe(0);
    expect(loadConfig({ DRAFT_WORKERS: '3' }).draftWorkers).toBe(3);
    expect(loadConfig({}).draftWorkers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({}).draftWorkers).toBeLessThanOrEqual(4);
    expect(() => loadConfig({ DRAFT_WORKERS: 'many' })).toThrow('DRAFT_WORKERS');
  });
});
