/**
 * Reports (hrpt) on the server, as an API caller sees it: the tenant's reports listed in their
 * order with their types; a run answering the tenant's monthly figures for a month range (the
 * SAMPLES_PER_MONTH run the same figures as the workplace's report card); bad ranges refused
 * beside the field in English and Chinese; a disabled report, or another dataset's run, refused;
 * a report's type following its dataset; another tenant's figures and reports out of reach, and
 * an operator without the permissions refused.
 */
import { SAMPLES_PER_MONTH } from '../../server/db/shellSeedData';
import { type Method, signIn, tenantAdminServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}
interface RunBody {
  message: string;
  data: Row[];
}
interface ChartBody {
  labels: string[];
  series: { name: string; data: number[] }[];
}

const REPORTS = '/hrpt/v1/1/reports';
const DESIGNER = '/hrpt/v1/1/reports/designer';
const NOVO = SAMPLES_PER_MONTH[1];
const GENE = SAMPLES_PER_MONTH[2];
const MONTHS = Array.from(
  { length: 12 },
  (_, index) => `2024-${String(index + 1).padStart(2, '0')}`,
);

describe('Reports', () => {
  const { session, call, ok, refused, invalid, inChinese } = tenantAdminServer();

  /** The id of the tenant's report `code`. */
  const reportId = async (code: string, base = REPORTS, token?: string): Promise<number> => {
    const res = await call('GET', `${base}?reportCode=${code}&size=100`, undefined, token);
    expect(res.statusCode).toBe(200);
    const row = res.json<PageBody>().content.find((item) => item.reportCode === code);
    expect(row).toBeDefined();
    return Number(row?.reportId);
  };
  const runUrl = (id: number, action: string, base = REPORTS) => `${base}/${String(id)}/${action}`;

  it('lists the tenant’s reports in their order, with type and dataset', async () => {
    const page = await ok<PageBody>('GET', `${REPORTS}?size=100`);
    expect(
      page.content.map((row) => [
        row.reportCode,
        row.reportTypeCode,
        row.datasetCode,
        row.enabledFlag,
      ]),
    ).toEqual([
      ['SAMPLES_PER_MONTH', 'C', 'SAMPLES_PER_MONTH', 1],
      ['SEQUENCING_BACKLOG', 'T', 'SEQUENCING_BACKLOG', 1],
      ['SAMPLES_PER_MONTH_OLD', 'C', 'SAMPLES_PER_MONTH', 0],
    ]);
    const tables = await ok<PageBody>('GET', `${REPORTS}?reportTypeCode=T`);
    expect(tables.content.map((row) => row.reportCode)).toEqual(['SEQUENCING_BACKLOG']);
    await inChinese(async () => {
      const named = await ok<PageBody>('GET', `${REPORTS}?reportCode=SEQUENCING_BACKLOG`);
      expect(named.content[0]?.reportName).toBe('测序积压');
    });
  });

  it('runs SAMPLES_PER_MONTH with the figures of the workplace’s report card', async () => {
    const id = await reportId('SAMPLES_PER_MONTH');
    const run = await ok<RunBody>('POST', runUrl(id, 'run-samples'), {});
    const card = await ok<ChartBody>('POST', '/hrpt/v1/1/reports/SAMPLES_PER_MONTH/data');
    expect(run.data.map((row) => row.month)).toEqual(card.labels);
    expect(run.data.map((row) => row.received)).toEqual(card.series[0]?.data);
    expect(run.data.map((row) => row.sequenced)).toEqual(card.series[1]?.data);
    expect(run.data.map((row) => row.month)).toEqual(MONTHS);
    expect(run.data.map((row) => row.received)).toEqual(NOVO?.received);
    expect(run.message).toBe('Samples per month: 12 month(s), 2024-01 to 2024-12');

    const spring = await ok<RunBody>('POST', runUrl(id, 'run-samples'), {
      monthFrom: '2024-03',
      monthTo: '2024-05',
    });
    expect(spring.data).toEqual([
      { month: '2024-03', received: 143, sequenced: 131 },
      { month: '2024-04', received: 150, sequenced: 144 },
      { month: '2024-05', received: 162, sequenced: 150 },
    ]);
    const none = await ok<RunBody>('POST', runUrl(id, 'run-samples'), { monthFrom: '2030-01' });
    expect(none).toMatchObject({
      data: [],
      message: 'Samples per month: no figures in this range',
    });
  });

  it('runs the backlog with its running total and share sequenced', async () => {
    const id = await reportId('SEQUENCING_BACKLOG');
    const run = await ok<RunBody>('POST', runUrl(id, 'run-backlog'), {
      monthFrom: '2024-01',
      monthTo: '2024-03',
    });
    expect(run.data).toEqual([
      {
        month: '2024-01',
        received: 120,
        sequenced: 110,
        backlog: 10,
        backlogTotal: 10,
        sequencedRate: 91.7,
      },
      {
        month: '2024-02',
        received: 98,
        sequenced: 95,
        backlog: 3,
        backlogTotal: 13,
        sequencedRate: 96.9,
      },
      {
        month: '2024-03',
        received: 143,
        sequenced: 131,
        backlog: 12,
        backlogTotal: 25,
        sequencedRate: 91.6,
      },
    ]);
    await inChinese(async () => {
      const zh = await ok<RunBody>('POST', runUrl(id, 'run-backlog'), { monthTo: '2024-02' });
      expect(zh.message).toBe('测序积压：共 2 个月，2024-01 至 2024-02');
    });
  });

  it('refuses bad parameters beside the field, in the caller’s language', async () => {
    const id = await reportId('SAMPLES_PER_MONTH');
    const url = runUrl(id, 'run-samples');
    expect(await invalid('POST', url, { monthFrom: '2024-13' })).toMatch(/From month/);
    expect(await invalid('POST', url, { monthTo: "2024-01' OR 1=1" })).toMatch(/To month/);
    expect(await invalid('POST', url, { monthFrom: '2024-05', monthTo: '2024-03' })).toBe(
      'To month must not be before the from month (2024-05)',
    );
    expect(await invalid('POST', url, { monthFrom: '2000-01', monthTo: '2024-12' })).toBe(
      'A run covers at most 120 months: narrow the range',
    );
    await inChinese(async () => {
      expect(await invalid('POST', url, { monthFrom: '2024-05', monthTo: '2024-03' })).toBe(
        '截止月份不能早于起始月份（2024-05）',
      );
      expect(await invalid('POST', url, { monthFrom: '2000-01', monthTo: '2024-12' })).toBe(
        '每次最多查询 120 个月：请缩小月份范围',
      );
      expect(await invalid('POST', url, { monthFrom: '24-1' })).toMatch(/起始月份/);
    });
    // A disabled report, and another dataset's run, are not run.
    const old = await reportId('SAMPLES_PER_MONTH_OLD');
    expect(await refused('POST', runUrl(old, 'run-samples'), {})).toBeTruthy();
    expect(await refused('POST', runUrl(id, 'run-backlog'), {})).toBeTruthy();
  });

  it('defines a report on a dataset the server owns, its type following the dataset', async () => {
    const created = await ok<Row>('POST', DESIGNER, {
      reportCode: 'MY_BACKLOG',
      reportName: 'My backlog',
      datasetCode: 'SEQUENCING_BACKLOG',
      reportTypeCode: 'C',
      orderSeq: 40,
    });
    expect(created).toMatchObject({
      reportCode: 'MY_BACKLOG',
      reportTypeCode: 'T',
      enabledFlag: 1,
    });
    const edited = await ok<Row>('PUT', DESIGNER, { ...created, datasetCode: 'SAMPLES_PER_MONTH' });
    expect(edited).toMatchObject({ reportTypeCode: 'C', objectVersionNumber: 2 });
    const run = await ok<RunBody>('POST', runUrl(Number(created.reportId), 'run-samples'), {
      monthTo: '2024-01',
    });
    expect(run.data).toEqual([{ month: '2024-01', received: 120, sequenced: 110 }]);
    expect(
      await invalid('POST', DESIGNER, {
        reportCode: 'RAW_SQL',
        reportName: 'Raw',
        datasetCode: 'SELECT * FROM users',
      }),
    ).toMatch(/Dataset/);
    expect(
      await invalid('POST', DESIGNER, {
        reportCode: 'lower',
        reportName: 'x',
        datasetCode: 'SAMPLES_PER_MONTH',
      }),
    ).toMatch(/Report code/);
    const removed = await call('DELETE', DESIGNER, [
      { reportId: edited.reportId, objectVersionNumber: edited.objectVersionNumber },
    ]);
    expect(removed.statusCode).toBe(204);
    expect((await ok<PageBody>('GET', `${REPORTS}?reportCode=MY_BACKLOG`)).totalElements).toBe(0);
  });

  it('never shows another tenant’s figures or reports', async () => {
    const id = await reportId('SAMPLES_PER_MONTH');
    const run = await ok<RunBody>('POST', runUrl(id, 'run-samples'), {});
    expect(run.data.map((row) => row.received)).not.toEqual(GENE?.received);
    expect(run.data.map((row) => row.sequenced)).toEqual(NOVO?.sequenced);
    // Tenant 2's address is not the administrator's of tenant 1.
    expect((await call('GET', '/hrpt/v1/2/reports')).statusCode).toBe(403);
    expect(
      (await call('POST', runUrl(id, 'run-samples', '/hrpt/v1/2/reports'), {})).statusCode,
    ).toBe(403);

    // The platform's administrator runs the platform's own figures, and cannot reach tenant 1's.
    const platform = await signIn(session.server.app, 'admin', 'Admin12345');
    const other = (method: Method, url: string, payload?: unknown) =>
      call(method, url, payload, platform);
    const site = '/hrpt/v1/0/reports';
    expect((await other('POST', runUrl(id, 'run-samples', site), {})).statusCode).toBe(404);
    const own = await reportId('SAMPLES_PER_MONTH', site, platform);
    const answer = await other('POST', runUrl(own, 'run-samples', site), {});
    expect(answer.statusCode).toBe(200);
    const figures = answer.json<RunBody>().data;
    expect(figures.map((row) => row.received)).toEqual(SAMPLES_PER_MONTH[0]?.received);
    expect(figures.map((row) => row.received)).not.toEqual(NOVO?.received);
  });

  it('refuses an operator without the reports’ permissions', async () => {
    const id = await reportId('SAMPLES_PER_MONTH');
    const operator = await signIn(session.server.app, 'operator', 'Operator123');
    expect((await call('GET', REPORTS, undefined, operator)).statusCode).toBe(403);
    expect((await call('POST', runUrl(id, 'run-samples'), {}, operator)).statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          DESIGNER,
          { reportCode: 'OPS', reportName: 'Ops', datasetCode: 'SAMPLES_PER_MONTH' },
          operator,
        )
      ).statusCode,
    ).toBe(403);
  });
});
