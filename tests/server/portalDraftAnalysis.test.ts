/**
 * The mass spectrometry analysis information saved with a draft (migration 007): checked by
 * the shared definition, refused for products that are not MS, kept by saves that leave it out.
 */
import { callerOf, signIn, startServer, type TestServer } from './helpers';

interface Saved {
  objectVersionNumber: number;
  failed?: boolean;
  code?: string;
  message?: string;
}

describe('draft analysis information', () => {
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

  async function newDraft(productId: number) {
    const res = await call(manager, 'POST', '/hsif/v1/1/batches', { productId });
    expect(res.statusCode).toBe(200);
    return res.json<{ batchId: number; objectVersionNumber: number }>();
  }

  const save = (batchId: number, objectVersionNumber: number, extra: object) =>
    call(manager, 'PUT', `/hsif/v1/1/batches/${batchId}/draft`, {
      objectVersionNumber,
      step: 2,
      rows: [],
      ...extra,
    });

  const analysis = async (token: string, batchId: number) => {
    const res = await call(token, 'GET', `/hsif/v1/1/batches/${batchId}/draft/analysis`);
    expect(res.statusCode).toBe(200);
    return res.json<{ bif: unknown }>().bif;
  };

  it('saves it trimmed, reads it back, keeps it when a save leaves it out, and clears it', async () => {
    const draft = await newDraft(4);
    expect(await analysis(manager, draft.batchId)).toBeNull();

    const first = await save(draft.batchId, draft.objectVersionNumber, {
      bif: {
        kind: 'proteomics',
        analysisType: 'DIA',
        database: '  Homo sapiens (UniProt reference proteome) ',
        groups: 'Control: SER-01..03; Treated: SER-04..06',
        notes: '',
      },
    });
    expect(first.statusCode).toBe(200);
    const version = first.json<Saved>().objectVersionNumber;
    expect(version).toBe(draft.objectVersionNumber + 1);
    const stored = {
      kind: 'proteomics',
      analysisType: 'DIA',
      database: 'Homo sapiens (UniProt reference proteome)',
      groups: 'Control: SER-01..03; Treated: SER-04..06',
      notes: null,
    };
    expect(await analysis(manager, draft.batchId)).toEqual(stored);
    // Staff of the tenant read it too.
    expect(await analysis(operator, draft.batchId)).toEqual(stored);

    const withoutIt = await save(draft.batchId, version, {});
    expect(withoutIt.json<Saved>().objectVersionNumber).toBe(version + 1);
    expect(await analysis(manager, draft.batchId)).toEqual(stored);

    const cleared = await save(draft.batchId, version + 1, { bif: null });
    expect(cleared.statusCode).toBe(200);
    expect(await analysis(manager, draft.batchId)).toBeNull();
  });

  it('answers 400 for a type of the other kind, an unknown kind or a text too long', async () => {
    const draft = await newDraft(4);
    const wrongType = await save(draft.batchId, draft.objectVersionNumber, {
      bif: { kind: 'metabolomics', analysisType: 'DIA' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<Saved>().message).toContain(
      'bif.analysisType: must be one of Untargeted, Targeted, Lipidomics',
    );

    const unknownKind = await save(draft.batchId, draft.objectVersionNumber, {
      bif: { kind: 'genomics' },
    });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json<Saved>().message).toContain('bif.kind');

    const tooLong = await save(draft.batchId, draft.objectVersionNumber, {
      bif: { kind: 'metabolomics', groups: 'x'.repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<Saved>().message).toContain('bif.groups: at most 1000 characters');

    const notObject = await save(draft.batchId, draft.objectVersionNumber, { bif: 'DIA' });
    expect(notObject.statusCode).toBe(400);

    // Nothing was saved: the version is unchanged.
    const ok = await save(draft.batchId, draft.objectVersionNumber, {});
    expect(ok.json<Saved>().objectVersionNumber).toBe(draft.objectVersionNumber + 1);
  });

  it('refuses it for a product that is not mass spectrometry', async () => {
    const draft = await newDraft(1);
    const res = await save(draft.batchId, draft.objectVersionNumber, {
      bif: { kind: 'proteomics', analysisType: 'DIA' },
    });
    expect(res.json<Saved>()).toMatchObject({ failed: true, code: 'error.bif_not_applicable' });
    expect(await analysis(manager, draft.batchId)).toBeNull();
  });

  it('answers 401 signed out', async () => {
    const draft = await newDraft(4);
    const res = await call(null, 'GET', `/hsif/v1/1/batches/${draft.batchId}/draft/analysis`);
    expect(res.statusCode).toBe(401);
  });
});
