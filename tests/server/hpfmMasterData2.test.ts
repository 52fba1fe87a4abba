/**
 * Master data on the resource engine, second set: working calendars with their exceptions,
 * exchange rates (exact decimals, from and to currencies) and accounting period sets with
 * their periods.
 */
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

describe('calendars, exchange rates and accounting periods', () => {
  let server: TestServer;
  let tenantAdmin: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer();
    [tenantAdmin, operator] = await Promise.all([
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);

  const json = async <T = Row>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token = tenantAdmin,
  ): Promise<T> => {
    const res = await call(token, method, url, payload);
    expect(res.statusCode).toBe(200);
    const body = res.json<T>();
    expect((body as { failed?: boolean }).failed).toBeUndefined();
    return body;
  };

  const page = (url: string, token = tenantAdmin) => json<PageBody>('GET', url, undefined, token);

  const one = async (path: string, filter: string): Promise<Row> => {
    const { content } = await page(`/hpfm/v1/1/${path}?${filter}`);
    expect(content).toHaveLength(1);
    return content[0] as Row;
  };

  const failure = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown) => {
    const res = await call(tenantAdmin, method, url, payload);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ failed?: boolean; code: string; message: string }>();
    expect(body.failed).toBe(true);
    return body;
  };

  it('puts the three pages under Master Data, guarded by their permission codes', async () => {
    const asked = await json<{ code: string; approve: boolean }[]>(
      'POST',
      '/iam/hzero/v1/menus/check-permissions',
      ['hpfm.calendar.list-create', 'hpfm.rate.list-edit', 'hpfm.period.list-delete'],
    );
    expect(asked.every((item) => item.approve)).toBe(true);
    expect((await call(operator, 'GET', '/hpfm/v1/1/exchange-rates')).statusCode).toBe(403);
  });

  describe('calendars', () => {
    it('lists calendars with their country and working weekdays', async () => {
      const { content } = await page('/hpfm/v1/1/calendars');
      expect(content.map((row) => [row.calendarCode, row.calendarName, row.countryName])).toEqual([
        ['CN-2025', 'China working calendar 2025', 'China'],
        ['GB-ENG-2025', 'England working calendar 2025', 'United Kingdom'],
      ]);
      expect(content[0]).toMatchObject({
        mondayFlag: 1,
        fridayFlag: 1,
        saturdayFlag: 0,
        sundayFlag: 0,
      });
    });

    it("answers a calendar's holidays and make-up working days as lines, by date", async () => {
      const cn = await one('calendars', 'calendarCode=CN-2025');
      const { content, totalElements } = await page(
        `/hpfm/v1/1/calendars/${String(cn.calendarId)}/calendar-holidays?size=50`,
      );
      expect(totalElements).toBe(11);
      expect(
        content
          .slice(0, 3)
          .map((row) => [row.holidayName, row.holidayType, row.startDate, row.endDate]),
      ).toEqual([
        ["New Year's Day", 'HOLIDAY', '2025-01-01', '2025-01-01'],
        ['Spring Festival make-up working day', 'WORKDAY', '2025-01-26', '2025-01-26'],
        ['Spring Festival', 'HOLIDAY', '2025-01-28', '2025-02-04'],
      ]);
      const workdays = await page(
        `/hpfm/v1/1/calendars/${String(cn.calendarId)}/calendar-holidays?holidayType=WORKDAY&size=50`,
      );
      expect(workdays.totalElements).toBe(5);
    });

    it("saves a calendar's exceptions one at a time at HZERO's calendar-holidays and refuses reversed or overlapping ones", async () => {
      const de = await one('countries', 'countryCode=DE');
      const created = await json('POST', '/hpfm/v1/1/calendars', {
        calendarCode: 'DE-BY-2025',
        calendarName: 'Bavaria working calendar 2025',
        countryId: de.countryId,
        mondayFlag: 1,
        tuesdayFlag: 1,
        wednesdayFlag: 1,
        thursdayFlag: 1,
        fridayFlag: 1,
        saturdayFlag: 0,
        sundayFlag: 0,
        _tls: { calendarName: { zh_CN: '巴伐利亚 2025 年工作日历' } },
      });
      const url = `/hpfm/v1/1/calendars/${String(created.calendarId)}`;
      const holidays = `${url}/calendar-holidays`;
      const epiphany = await json('POST', holidays, {
        holidayName: 'Epiphany',
        holidayType: 'HOLIDAY',
        startDate: '2025-01-06',
        endDate: '2025-01-06',
      });
      expect(epiphany).toMatchObject({ calendarId: created.calendarId, objectVersionNumber: 1 });
      const reversed = await failure('POST', holidays, {
        holidayName: 'Christmas',
        holidayType: 'HOLIDAY',
        startDate: '2025-12-26',
        endDate: '2025-12-25',
      });
      expect(reversed.message).toBe(
        'Christmas: the End date (2025-12-25) is before the Start date (2025-12-26)',
      );
      const overlapping = await failure('POST', holidays, {
        holidayName: 'Epiphany make-up day',
        holidayType: 'WORKDAY',
        startDate: '2025-01-04',
        endDate: '2025-01-06',
      });
      expect(overlapping.message).toBe(
        'Epiphany make-up day (2025-01-04 to 2025-01-06) and Epiphany (2025-01-06 to 2025-01-06) overlap: a day is either a holiday or a working day',
      );
      // Refused saves change nothing; moving a line away and adding one in its place passes.
      expect((await page(holidays)).content).toEqual([epiphany]);
      const moved = await json('PUT', holidays, {
        ...epiphany,
        startDate: '2025-01-07',
        endDate: '2025-01-07',
      });
      expect(moved.objectVersionNumber).toBe(2);
      const christmas = await json('POST', holidays, {
        holidayName: 'Christmas',
        holidayType: 'HOLIDAY',
        startDate: '2025-12-25',
        endDate: '2025-12-26',
      });
      // A holiday of another calendar is not this one's to change.
      const elsewhere = await failure(
        'PUT',
        `/hpfm/v1/1/calendars/${String(Number(created.calendarId) + 1000)}/calendar-holidays`,
        { ...moved, calendarId: undefined },
      );
      expect(elsewhere.code).toBe('error.not_found');
      const lines = await page(holidays);
      expect(lines.content.map((row) => [row.holidayName, row.startDate])).toEqual([
        ['Epiphany', '2025-01-07'],
        ['Christmas', '2025-12-25'],
      ]);
      // Removed with HZERO's batch-delete; the calendar keeps its version.
      const removed = await call(tenantAdmin, 'POST', `${holidays}/batch-delete`, [christmas]);
      expect(removed.statusCode).toBe(204);
      expect((await page(holidays)).content).toEqual([moved]);
      const calendar = await json('GET', url);
      expect(calendar.objectVersionNumber).toBe(1);
      // Deleting the calendar deletes its exceptions.
      const gone = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/calendars', [calendar]);
      expect(gone.statusCode).toBe(204);
      expect((await call(tenantAdmin, 'GET', holidays)).statusCode).toBe(404);
    });

    it('refuses a calendar of a country that is not there', async () => {
      const refused = await failure('POST', '/hpfm/v1/1/calendars', {
        calendarCode: 'XX',
        calendarName: 'Nowhere',
        countryId: 999_999,
        mondayFlag: 1,
        tuesdayFlag: 1,
        wednesdayFlag: 1,
        thursdayFlag: 1,
        fridayFlag: 1,
        saturdayFlag: 0,
        sundayFlag: 0,
      });
      expect(refused.code).toBe('error.reference');
    });
  });

  describe('exchange rates', () => {
    it('lists rates newest first with both currency codes and exact decimal rates', async () => {
      const { content } = await page('/hpfm/v1/1/exchange-rates?size=50');
      expect(content[0]).toMatchObject({
        fromCurrencyCode: 'USD',
        toCurrencyCode: 'CNY',
        rateType: 'SPOT',
        rateDate: '2025-07-01',
        rate: '7.1586',
      });
      const corporate = content.find((row) => row.rateType === 'CORPORATE');
      expect(corporate).toMatchObject({ fromCurrencyCode: 'CNY', rate: '0.13900000' });
      const jpy = await page('/hpfm/v1/1/exchange-rates?rateDate=2025-01-02&sort=rate,asc&size=50');
      expect(jpy.content[0]).toMatchObject({ fromCurrencyCode: 'JPY', rate: '0.046233' });
    });

    it('keeps up to 8 decimals exactly and refuses more, zero and negative rates', async () => {
      const usd = await one('currencys', 'currencyCode=USD');
      const eur = await one('currencys', 'currencyCode=EUR');
      const body = {
        fromCurrencyId: usd.currencyId,
        toCurrencyId: eur.currencyId,
        rateType: 'SPOT',
        rateDate: '2025-03-03',
        rate: '0.92345678',
      };
      const created = await json('POST', '/hpfm/v1/1/exchange-rates', body);
      expect(created).toMatchObject({
        rate: '0.92345678',
        fromCurrencyCode: 'USD',
        toCurrencyCode: 'EUR',
      });
      for (const rate of ['0.923456789', '0', '-1.5', '1e3']) {
        const res = await call(tenantAdmin, 'POST', '/hpfm/v1/1/exchange-rates', {
          ...body,
          rateDate: '2025-03-04',
          rate,
        });
        expect(res.statusCode).toBe(400);
      }
      const tooPrecise = await call(tenantAdmin, 'POST', '/hpfm/v1/1/exchange-rates', {
        ...body,
        rate: '1.123456789',
      });
      expect(tooPrecise.json()).toMatchObject({
        message: 'Rate must be a number with at most 8 decimals',
        fields: { rate: 'Rate must be a number with at most 8 decimals' },
      });
      const zero = await call(tenantAdmin, 'POST', '/hpfm/v1/1/exchange-rates', {
        ...body,
        rate: '0',
      });
      expect(zero.json().message).toBe('Rate must be at least 0.00000001');

      const twin = await failure('POST', '/hpfm/v1/1/exchange-rates', body);
      expect(twin.message).toBe('A Spot rate from USD to EUR on 2025-03-03 already exists');
      const same = await failure('POST', '/hpfm/v1/1/exchange-rates', {
        ...body,
        toCurrencyId: usd.currencyId,
      });
      expect(same.message).toBe('The from and to currencies must differ (USD)');
      // An edit may not make the two currencies the same either.
      const sameOnEdit = await failure(
        'PUT',
        `/hpfm/v1/1/exchange-rates/${String(created.exchangeRateId)}`,
        { ...created, fromCurrencyId: eur.currencyId },
      );
      expect(sameOnEdit.message).toBe('The from and to currencies must differ (EUR)');
      const edited = await json(
        'PUT',
        `/hpfm/v1/1/exchange-rates/${String(created.exchangeRateId)}`,
        { ...created, rate: '0.9' },
      );
      expect(edited.rate).toBe('0.9');
    });

    it('keeps a currency that rates use', async () => {
      const jpy = await one('currencys', 'currencyCode=JPY');
      const refused = await failure('DELETE', '/hpfm/v1/1/currencys', [jpy]);
      expect(refused.message).toBe(
        'The currency Japanese Yen is used by 1 exchange rate record(s) and cannot be deleted',
      );
    });
  });

  describe('accounting periods', () => {
    it('has a monthly and a quarterly set for 2025 and 2026', async () => {
      const { content } = await page('/hpfm/v1/1/period-sets');
      expect(content.map((row) => [row.periodSetCode, row.periodSetName])).toEqual([
        ['MONTHLY', 'Calendar months 2025-2026'],
        ['QUARTERLY', 'Quarters 2025-2026'],
      ]);
      const monthly = content[0] as Row;
      const periods = await page(
        `/hpfm/v1/1/period-sets/${String(monthly.periodSetId)}/periods?size=100`,
      );
      expect(periods.totalElements).toBe(24);
      expect(periods.content[1]).toMatchObject({
        periodName: '2025-02',
        periodYear: 2025,
        periodQuarter: 1,
        startDate: '2025-02-01',
        endDate: '2025-02-28',
      });
      expect(periods.content[23]).toMatchObject({ periodName: '2026-12', endDate: '2026-12-31' });
      const quarters = await page(
        `/hpfm/v1/1/period-sets/${String((content[1] as Row).periodSetId)}/periods?periodYear=2026`,
      );
      expect(quarters.content.map((row) => [row.periodName, row.startDate, row.endDate])).toEqual([
        ['2026-Q1', '2026-01-01', '2026-03-31'],
        ['2026-Q2', '2026-04-01', '2026-06-30'],
        ['2026-Q3', '2026-07-01', '2026-09-30'],
        ['2026-Q4', '2026-10-01', '2026-12-31'],
      ]);
    });

    it('refuses a period ending before it starts and periods that overlap', async () => {
      const created = await json('POST', '/hpfm/v1/1/period-sets', {
        periodSetCode: 'FY2027',
        periodSetName: 'Fiscal year 2027',
        periods: [
          {
            _status: 'create',
            periodName: 'FY27-H1',
            periodYear: 2027,
            startDate: '2027-04-01',
            endDate: '2027-09-30',
          },
        ],
      });
      const url = `/hpfm/v1/1/period-sets/${String(created.periodSetId)}`;
      const reversed = await failure('PUT', url, {
        ...created,
        periods: [
          {
            _status: 'create',
            periodName: 'FY27-H2',
            periodYear: 2027,
            startDate: '2028-03-31',
            endDate: '2027-10-01',
          },
        ],
      });
      expect(reversed.message).toBe(
        'Line 1: FY27-H2: the End date (2027-10-01) is before the Start date (2028-03-31)',
      );
      const overlapping = await failure('PUT', url, {
        ...created,
        periods: [
          {
            _status: 'create',
            periodName: 'FY27-H2',
            periodYear: 2027,
            periodQuarter: 3,
            startDate: '2027-09-30',
            endDate: '2028-03-31',
          },
        ],
      });
      expect(overlapping.message).toBe(
        'FY27-H1 (2027-04-01 to 2027-09-30) and FY27-H2 (2027-09-30 to 2028-03-31) overlap: each day belongs to at most one period of a set',
      );
      const quarter = await call(tenantAdmin, 'PUT', url, {
        ...created,
        periods: [
          {
            _status: 'create',
            periodName: 'FY27-Q5',
            periodYear: 2027,
            periodQuarter: 5,
            startDate: '2027-10-01',
            endDate: '2027-12-31',
          },
        ],
      });
      expect(quarter.statusCode).toBe(400);
      expect(quarter.json().message).toBe('Line 1: Quarter must be at most 4');
      await json('PUT', url, {
        ...created,
        periods: [
          {
            _status: 'create',
            periodName: 'FY27-H2',
            periodYear: 2027,
            startDate: '2027-10-01',
            endDate: '2028-03-31',
          },
        ],
      });
      const periods = await page(`${url}/periods`);
      expect(periods.content.map((row) => row.periodName)).toEqual(['FY27-H1', 'FY27-H2']);
    });

    it('answers refusals in Chinese for a Chinese-speaking user', async () => {
      await json('PUT', '/iam/hzero/v1/users/default-language?language=zh_CN');
      try {
        const monthly = await one('period-sets', 'periodSetCode=MONTHLY');
        expect(monthly.periodSetName).toBe('2025-2026 年自然月');
        const url = `/hpfm/v1/1/period-sets/${String(monthly.periodSetId)}`;
        const overlapping = await failure('PUT', url, {
          ...monthly,
          periods: [
            {
              _status: 'create',
              periodName: '2025-13',
              periodYear: 2025,
              startDate: '2025-12-31',
              endDate: '2025-12-31',
            },
          ],
        });
        expect(overlapping.message).toBe(
          '2025-12（2025-12-01 至 2025-12-31）与 2025-13（2025-12-31 至 2025-12-31）重叠：同一会计期内每一天最多属于一个期间',
        );
        const reversed = await failure('PUT', url, {
          ...monthly,
          periods: [
            {
              _status: 'create',
              periodName: '2027-01',
              periodYear: 2027,
              startDate: '2027-01-31',
              endDate: '2027-01-01',
            },
          ],
        });
        expect(reversed.message).toBe(
          '第 1 行：2027-01：截止日期（2027-01-01）早于起始日期（2027-01-31）',
        );
        const cn = await one('calendars', 'calendarCode=CN-2025');
        expect(cn).toMatchObject({ calendarName: '中国 2025 年工作日历', countryName: '中国' });
        const holidays = await page(
          `/hpfm/v1/1/calendars/${String(cn.calendarId)}/calendar-holidays`,
        );
        expect(holidays.content[0]?.holidayName).toBe('元旦');
        const usd = await one('currencys', 'currencyCode=USD');
        const same = await failure('POST', '/hpfm/v1/1/exchange-rates', {
          fromCurrencyId: usd.currencyId,
          toCurrencyId: usd.currencyId,
          rateType: 'SPOT',
          rateDate: '2025-01-02',
          rate: '1',
        });
        expect(same.message).toBe('币种与兑换币种不能相同（USD）');
      } finally {
        await json('PUT', '/iam/hzero/v1/users/default-language?language=en_US');
      }
    });
  });
});
