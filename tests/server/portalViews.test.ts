/**
 * The portal's sample lookup (`GET /hsif/v1/{tenantId}/samples`) and the project detail's
 * samples and QC results: scoping (manager the team, member the allocated projects, staff the
 * tenant, others 403), paging, filters and sorting.
 */
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
  totalPages: number;
  numberOfElements: number;
  size: number;
  number: number;
}

describe('portal views: sample lookup and project detail', () => {
  let server: TestServer;
  let manager: string;
  let member: string;
  let operator: string;
  let admin: string;

  beforeAll(async () => {
    server = await startServer();
    [manager, member, operator, admin] = await Promise.all([
      signIn(server.app, 'manager@lab.example', 'Manager123'),
      signIn(server.app, 'member@lab.example', 'Member123'),
      signIn(server.app, 'operator', 'Operator123'),
      signIn(server.app, 'admin', 'Admin12345'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);
  const page = async (token: string, url: string): Promise<PageBody> => {
    const res = await call(token, 'GET', url);
    expect(res.statusCode).toBe(200);
    return res.json<PageBody>();
  };
  const names = (body: PageBody) => body.content.map((row) => row.sampleName);

  it('pages the team samples for a manager, with batch, project and verdict', async () => {
    const first = await page(manager, '/hsif/v1/1/samples?page=0&size=4&sort=sampleName,asc');
    expect(first).toMatchObject({
      totalElements: 9,
      totalPages: 3,
      numberOfElements: 4,
      size: 4,
      number: 0,
    });
    expect(names(first)).toEqual(['LIB-T01', 'LIB-T02', 'LIV-A1', 'LIV-A2']);
    const all = await page(manager, '/hsif/v1/1/samples?size=50');
    // The returned batch's sample (SER-01) is being edited again and is not listed.
    expect(names(all)).not.toContain('SER-01');
    expect(all.content.find((row) => row.sampleName === 'MZ-03')).toMatchObject({
      sampleType: 'DNA',
      qcVerdict: 'Risk',
      decision: null,
      batchId: 1,
      batchCode: 'SB-2024001',
      batchStatus: 'QcDone',
      projectId: 1,
      projectCode: 'NL-P2024001',
      // A flag of the engine: 1 or 0 (null before the lab received the batch).
      arrived: 1,
      submittedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('filters by verdict and by sample name or batch code', async () => {
    expect(names(await page(manager, '/hsif/v1/1/samples?verdict=Risk'))).toEqual(['MZ-03']);
    const byBatch = await page(manager, '/hsif/v1/1/samples?keyword=SB-2024006');
    expect(names(byBatch).sort()).toEqual(['ZF-01', 'ZF-02']);
    expect(byBatch.content.every((row) => row.qcVerdict === 'Pending')).toBe(true);
    expect(names(await page(manager, '/hsif/v1/1/samples?keyword=liv-a2'))).toEqual(['LIV-A2']);
    // LIKE wildcards are taken literally.
    expect((await page(manager, '/hsif/v1/1/samples?keyword=%25')).totalElements).toBe(0);
    const desc = await page(manager, '/hsif/v1/1/samples?verdict=Pass&sort=sampleName,desc');
    expect(names(desc)).toEqual(['MZ-02', 'MZ-01', 'LIB-T02', 'LIB-T01']);
  });

  it('scopes: a member sees allocated projects only, staff the tenant', async () => {
    expect(names(await page(member, '/hsif/v1/1/samples?size=50&sort=sampleName,asc'))).toEqual([
      'LIV-A1',
      'LIV-A2',
      'MZ-01',
      'MZ-02',
      'MZ-03',
    ]);
    expect((await page(member, '/hsif/v1/1/samples?keyword=ZF')).totalElements).toBe(0);
    expect((await page(operator, '/hsif/v1/1/samples?size=50')).totalElements).toBe(9);
  });

  it('refuses other tenants, no session and malformed queries', async () => {
    expect((await call(manager, 'GET', '/hsif/v1/2/samples')).statusCode).toBe(403);
    expect((await call(operator, 'GET', '/hsif/v1/2/samples')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/hsif/v1/1/samples')).statusCode).toBe(401);
    // The site administrator is staff of the platform tenant, which has no samples.
    const site = await call(admin, 'GET', '/hsif/v1/samples');
    expect(site.statusCode).toBe(200);
    expect(site.json<PageBody>().totalElements).toBe(0);
    expect((await call(manager, 'GET', '/hsif/v1/1/samples?verdict=Maybe')).statusCode).toBe(400);
    const badSort = await call(manager, 'GET', '/hsif/v1/1/samples?sort=password,asc');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toMatchObject({ failed: true });
    expect((await call(manager, 'GET', '/hsif/v1/1/samples?size=0')).statusCode).toBe(400);
  });

  it('gives the project detail its samples and QC results with decisions', async () => {
    const res = await call(member, 'GET', '/hpro/v1/1/projects/1');
    expect(res.statusCode).toBe(200);
    const project = res.json<Row & { samples: Row[]; qc: Row[] }>();
    expect(project.samples.map((sample) => sample.sampleName)).toEqual(['MZ-01', 'MZ-02', 'MZ-03']);
    expect(project.samples[2]).toMatchObject({
      sampleType: 'DNA',
      batchId: 1,
      batchCode: 'SB-2024001',
      qcVerdict: 'Risk',
      totalAmount: expect.any(String),
      arrived: true,
    });
    expect(project.qc).toHaveLength(3);
    expect(project.qc[2]).toMatchObject({
      sampleName: 'MZ-03',
      batchCode: 'SB-2024001',
      verdict: 'Risk',
      concentration: '11.9',
      reportFileUrl: '/portal-qc/reports/seed-qc-report-sb-2024001.csv',
      decision: null,
      decidedBy: null,
    });

    // After the customer decides, the project shows who decided and when.
    const decided = await call(manager, 'POST', `/hsif/v1/1/batches/1/qc/3/decision`, {
      decision: 'proceed',
      comment: 'Go ahead with the lower yield',
    });
    expect(decided.statusCode).toBe(200);
    const again = (await call(operator, 'GET', '/hpro/v1/1/projects/1')).json<{ qc: Row[] }>();
    expect(again.qc[2]).toMatchObject({
      decision: 'proceed',
      decisionComment: 'Go ahead with the lower yield',
      decidedBy: expect.any(String),
      decidedDate: expect.stringMatching(/^\d{4}-/),
    });
    // Unallocated projects stay closed to the member, and their samples with them.
    expect((await call(member, 'GET', '/hpro/v1/1/projects/5')).statusCode).toBe(404);
    const zebrafish = (await call(manager, 'GET', '/hpro/v1/1/projects/5')).json<{
      samples: Row[];
      qc: Row[];
    }>();
    expect(zebrafish.samples.map((sample) => sample.sampleName)).toEqual(['ZF-01', 'ZF-02']);
    expect(zebrafish.qc).toEqual([]);
  });

  it('leaves the samples of a batch returned for changes out of the project detail', async () => {
    const project = (await call(manager, 'GET', '/hpro/v1/1/projects/4')).json<{
      samples: Row[];
      batches: Row[];
    }>();
    expect(project.batches.map((batch) => batch.status)).toEqual(['Returned']);
    expect(project.samples).toEqual([]);
  });
});
