/**
 * The sequencing portal, read side: products, projects, orders and batches with scoping
 * (manager: the team; member: allocated projects; staff: the tenant; others 403), paging,
 * sorting and filters.
 */
import Database from 'better-sqlite3';
import { hasErrors, validateBatch, type SampleRow } from '../../domain/portal/samples';
import path from 'node:path';
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

describe('portal reads and scoping', () => {
  let server: TestServer;
  let manager: string;
  let member: string;
  let operator: string;
  let tenantAdmin: string;

  beforeAll(async () => {
    server = await startServer();
    [manager, member, operator, tenantAdmin] = await Promise.all([
      signIn(server.app, 'manager@lab.example', 'Manager123'),
      signIn(server.app, 'member@lab.example', 'Member123'),
      signIn(server.app, 'operator', 'Operator123'),
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);
  const page = async (token: string, url: string): Promise<PageBody> => {
    const res = await call(token, 'GET', url);
    expect(res.statusCode).toBe(200);
    return res.json<PageBody>();
  };

  it('lists the products with their kind and accepted sample types', async () => {
    const res = await call(member, 'GET', '/hsif/v1/1/products');
    expect(res.statusCode).toBe(200);
    const products = res.json<Row[]>();
    expect(products.map((p) => p.kind).sort()).toEqual(['DNA', 'LIBRARY', 'MS', 'RNA']);
    expect(products.find((p) => p.productCode === 'RNA-SEQ')).toMatchObject({
      productId: 2,
      productName: 'Transcriptome Sequencing (RNA-seq)',
      sampleTypes: ['RNA', 'Tissue', 'Cells'],
      turnaroundDays: 25,
      objectVersionNumber: 1,
      _token: expect.any(String),
    });
  });

  it('scopes projects: manager the team, member the allocated ones, staff the tenant', async () => {
    expect((await page(manager, '/hpro/v1/1/projects?size=50')).totalElements).toBe(5);
    const mine = await page(member, '/hpro/v1/1/projects?size=50');
    expect(mine.content.map((p) => p.projectCode).sort()).toEqual(['NL-P2024001', 'NL-P2024002']);
    expect((await page(operator, '/hpro/v1/1/projects?size=50')).totalElements).toBe(5);
    expect((await page(tenantAdmin, '/hpro/v1/1/projects?size=50')).totalElements).toBe(5);

    // A project not allocated to the member is refused like one that does not exist.
    const denied = await call(member, 'GET', '/hpro/v1/1/projects/3');
    const unknown = await call(member, 'GET', '/hpro/v1/1/projects/999');
    expect([denied.statusCode, denied.json()]).toEqual([
      404,
      { failed: true, code: 'error.not_found', message: 'Project 3 was not found', type: 'error' },
    ]);
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'Project 999 was not found',
    ]);
    expect((await call(manager, 'GET', '/hpro/v1/1/projects/3')).statusCode).toBe(200);

    // Another tenant in the path: 403 for everyone; no token: 401.
    expect((await call(manager, 'GET', '/hpro/v1/2/projects')).statusCode).toBe(403);
    expect((await call(operator, 'GET', '/hsif/v1/2/batches')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/hpro/v1/1/projects')).statusCode).toBe(401);
  });

  it('pages, sorts and filters projects', async () => {
    const first = await page(manager, '/hpro/v1/1/projects?page=0&size=2&sort=projectCode,asc');
    expect(first).toMatchObject({
      totalElements: 5,
      totalPages: 3,
      numberOfElements: 2,
      size: 2,
      number: 0,
    });
    expect(first.content.map((p) => p.projectCode)).toEqual(['NL-P2024001', 'NL-P2024002']);
    const last = await page(manager, '/hpro/v1/1/projects?page=2&size=2&sort=projectCode,asc');
    expect(last.content.map((p) => p.projectCode)).toEqual(['NL-P2024005']);
    const desc = await page(manager, '/hpro/v1/1/projects?size=5&sort=projectCode,desc');
    expect(desc.content[0]?.projectCode).toBe('NL-P2024005');

    const byStatus = await page(manager, '/hpro/v1/1/projects?status=Completed');
    expect(byStatus.content.map((p) => p.projectCode)).toEqual(['NL-P2024003']);
    const byKeyword = await page(manager, '/hpro/v1/1/projects?keyword=TRANSCRIPTOME');
    expect(byKeyword.content).toEqual([
      expect.objectContaining({
        projectId: 2,
        projectCode: 'NL-P2024002',
        status: 'Created',
        productCode: 'RNA-SEQ',
        sampleCount: 2,
        teamId: 1,
        createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    ]);
    // Created 20, 40, 60, 90 and 120 days ago: the last 50 days hold two of them.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const recent = await page(manager, `/hpro/v1/1/projects?dateFrom=${day(-50)}&dateTo=${day(1)}`);
    expect(recent.content.map((p) => p.projectCode).sort()).toEqual(['NL-P2024002', 'NL-P2024005']);

    const bad = await call(manager, 'GET', '/hpro/v1/1/projects?sort=secret,asc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/sort/);
    expect((await call(manager, 'GET', '/hpro/v1/1/projects?status=Lost')).statusCode).toBe(400);
  });

  it('answers a project with its orders, batches and history', async () => {
    const res = await call(member, 'GET', '/hpro/v1/1/projects/1');
    expect(res.statusCode).toBe(200);
    const project = res.json<Row & { orders: Row[]; batches: Row[]; history: Row[] }>();
    expect(project).toMatchObject({ projectCode: 'NL-P2024001', status: 'Sequencing' });
    expect(project.orders.map((o) => o.orderCode).sort()).toEqual(['LO-2024001', 'SO-2024001']);
    expect(project.batches.map((b) => b.batchCode)).toEqual(['SB-2024001']);
    expect(project.history.map((h) => h.status)).toEqual([
      'Created',
      'SamplesReceived',
      'LibraryPrep',
      'Sequencing',
    ]);
    expect(project.history[0]).toMatchObject({
      changedBy: 'Oliver Operator',
      comment: 'Project created',
    });
  });

  it('lists orders by type with the project code, scoped like projects', async () => {
    const seq = await page(manager, '/hpro/v1/1/orders?type=sequencing&sort=orderCode,asc&size=50');
    expect(seq.content.map((o) => o.orderCode)).toEqual([
      'SO-2024001',
      'SO-2024002',
      'SO-2024003',
      'SO-2024004',
    ]);
    expect(seq.content[0]).toMatchObject({ type: 'sequencing', projectCode: 'NL-P2024001' });
    const lib = await page(member, '/hpro/v1/1/orders?type=libprep');
    expect(lib.content.map((o) => o.orderCode)).toEqual(['LO-2024001']);
    expect((await call(member, 'GET', '/hpro/v1/1/orders?type=other')).statusCode).toBe(400);
  });

  it('lists and shows batches within scope', async () => {
    const all = await page(manager, '/hsif/v1/1/batches?size=50&sort=batchCode,asc');
    expect(all.content.map((b) => b.batchCode)).toEqual([
      'SB-2024001',
      'SB-2024002',
      'SB-2024003',
      'SB-2024004',
      'SB-2024005',
      'SB-2024006',
    ]);
    const mine = await page(member, '/hsif/v1/1/batches?size=50&sort=batchCode,asc');
    expect(mine.content.map((b) => b.batchCode)).toEqual([
      'SB-2024001',
      'SB-2024002',
      'SB-2024003',
    ]);
    const returned = await page(manager, '/hsif/v1/1/batches?status=Returned');
    expect(returned.content).toEqual([
      expect.objectContaining({
        batchCode: 'SB-2024005',
        status: 'Returned',
        productCode: 'MS-PROT',
        projectId: 4,
        sampleCount: 1,
        returnReason: expect.stringMatching(/detergent/),
      }),
    ]);

    const detail = await call(member, 'GET', '/hsif/v1/1/batches/1');
    expect(detail.statusCode).toBe(200);
    const batch = detail.json<Row & { samples: Row[]; qc: Row[]; history: Row[]; shipping: Row }>();
    expect(batch.samples.map((s) => [s.sampleName, s.qcVerdict, s.totalAmount])).toEqual([
      ['MZ-01', 'Pass', '4.275'],
      ['MZ-02', 'Pass', '1.68'],
      ['MZ-03', 'Risk', '0.368'],
    ]);
    expect(batch.qc.find((q) => q.verdict === 'Risk')).toMatchObject({
      sampleName: 'MZ-03',
      decision: null,
    });
    expect(batch.shipping).toMatchObject({ courier: 'SF Express', storage: 'Dry ice' });
    expect(batch.history.map((h) => h.status)).toEqual([
      'Draft',
      'Submitted',
      'Shipped',
      'Received',
      'QcDone',
    ]);

    expect((await call(member, 'GET', '/hsif/v1/1/batches/4')).json().message).toBe(
      'Batch 4 was not found',
    );
    expect((await call(member, 'GET', '/hsif/v1/1/batches/404')).statusCode).toBe(404);
  });

  it('pages and sorts batches and orders; staff filter their list by status and keyword', async () => {
    const second = await page(manager, '/hsif/v1/1/batches?page=1&size=4&sort=batchCode,asc');
    expect(second).toMatchObject({
      totalElements: 6,
      totalPages: 2,
      numberOfElements: 2,
      number: 1,
    });
    expect(second.content.map((b) => b.batchCode)).toEqual(['SB-2024005', 'SB-2024006']);
    const bySize = await page(
      manager,
      '/hsif/v1/1/batches?size=3&sort=sampleCount,desc&sort=batchCode,asc',
    );
    expect(bySize.content.map((b) => [b.batchCode, b.sampleCount])).toEqual([
      ['SB-2024001', 3],
      ['SB-2024002', 2],
      ['SB-2024003', 2],
    ]);
    const orders = await page(manager, '/hpro/v1/1/orders?size=2&page=2&sort=orderCode,desc');
    expect(orders.content.map((o) => o.orderCode)).toEqual(['LO-2024005', 'LO-2024001']);
    expect((await page(manager, '/hpro/v1/1/orders?projectId=1')).totalElements).toBe(2);

    // Staff: every team's batches but drafts, filtered.
    const staff = await page(operator, '/hsif/v1/1/staff/batches?size=50');
    expect(staff.content.map((b) => b.status)).not.toContain('Draft');
    expect(staff.totalElements).toBe(5);
    const received = await page(operator, '/hsif/v1/1/staff/batches?status=Received');
    expect(received.content.map((b) => b.batchCode)).toEqual(['SB-2024006']);
    const byTeam = await page(operator, '/hsif/v1/1/staff/batches?keyword=genomics%20group');
    expect(byTeam.totalElements).toBe(5);
    expect(byTeam.content[0]).toMatchObject({ teamName: 'Novo Lab Genomics Group' });
    const byProject = await page(operator, '/hsif/v1/1/staff/batches?keyword=NL-P2024004');
    expect(byProject.content.map((b) => b.batchCode)).toEqual(['SB-2024005']);
  });

  it('filters batches by several states at once, and refuses a state that is none', async () => {
    const open = await page(manager, '/hsif/v1/1/batches?status=Draft&status=Returned&size=50');
    const single = async (status: string) =>
      (await page(manager, `/hsif/v1/1/batches?status=${status}&size=50`)).totalElements;
    expect(open.totalElements).toBe((await single('Draft')) + (await single('Returned')));
    expect(open.totalElements).toBeGreaterThan(1);
    expect(new Set(open.content.map((b) => b.status))).toEqual(new Set(['Draft', 'Returned']));
    const bad = await call(manager, 'GET', '/hsif/v1/1/batches?status=Draft&status=Lost');
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      expect.objectContaining({
        code: 'error.validation',
        message: expect.stringMatching(/^Status/),
      }),
    ]);
  });

  it('seeds only sample rows the shared rules accept', () => {
    const db = new Database(path.join(server.dataDir, 'hzero.db'), { readonly: true });
    try {
      const batches = db
        .prepare(
          `SELECT b.batch_id AS id, b.status, b.rows_json AS rows, p.kind, p.sample_types AS types
           FROM portal_batches b JOIN portal_products p ON p.product_id = b.product_id
           WHERE b.batch_id <= 6`,
        )
        .all() as { id: number; status: string; rows: string; kind: 'DNA'; types: string }[];
      expect(batches).toHaveLength(6);
      for (const batch of batches) {
        if (batch.status === 'Draft') continue;
        const issues = validateBatch(JSON.parse(batch.rows) as SampleRow[], {
          kind: batch.kind,
          sampleTypes: JSON.parse(batch.types) as never[],
        });
        expect([batch.id, [...issues.values()].filter(hasErrors)]).toEqual([batch.id, []]);
      }
    } finally {
      db.close();
    }
  });

  it('refuses callers that are neither customers nor staff, and customers without a team', async () => {
    const db = new Database(path.join(server.dataDir, 'hzero.db'));
    try {
      db.prepare('DELETE FROM portal_team_members WHERE user_id = 4').run();
      const res = await call(manager, 'GET', '/hpro/v1/1/projects');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/team/);
      db.prepare(
        "INSERT INTO portal_team_members (user_id, team_id, member_role, creation_date, last_update_date) VALUES (4, 1, 'manager', 0, 0)",
      ).run();
      expect((await call(manager, 'GET', '/hpro/v1/1/projects')).statusCode).toBe(200);
    } finally {
      db.close();
    }
    // Customers may not use the staff APIs.
    expect((await call(manager, 'GET', '/hsif/v1/1/staff/batches')).statusCode).toBe(403);
  });
});
