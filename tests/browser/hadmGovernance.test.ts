import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { confirmWith, lovField, operatorPage, savedNotice, tableRows } from './support/engine';
import { ACCOUNTS, accessToken } from './support/session';

/**
 * Service governance governs the server, tried as a new user would: the site administrator
 * sets a limit of 5 calls per 10 s per user on a route in the rate-limit page, refreshes it,
 * and the 6th call within the window is refused with 429, also in the page using it; a circuit
 * breaker opens after injected failures, refuses at once while open and closes after its sleep
 * window, each state visible in the page; a trace started from the page records the next
 * page's requests and its end lists them.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** GET with the page's own token; answers the status and the RateLimit-Remaining header. */
async function get(page: Page, path: string): Promise<{ status: number; remaining?: string }> {
  const res = await page.request.fetch(path, {
    headers: { Authorization: `bearer ${await accessToken(page)}` },
  });
  return { status: res.status(), remaining: res.headers()['ratelimit-remaining'] };
}

/**
 * Waits for a notification with this title that says `text`, and answers its whole text. An
 * earlier notification with the same title may still show; it is not the one looked for.
 */
async function notice(page: Page, title: string, text: string | RegExp): Promise<void> {
  const item = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('status', { name: title })
    .filter({ hasText: text })
    .first();
  await item.waitFor();
}

describe('service governance', () => {
  it('throttles the 6th call within 10 s once a rate limit set in the page is refreshed', async () => {
    const page = await operatorPage(browser, ACCOUNTS.admin, '/hadm/rate-limit');
    const panel = page.getByRole('tabpanel', { name: 'Rate Limiting' });

    await panel.getByRole('button', { name: 'Create', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create rate limit' });
    await create.getByRole('textbox', { name: 'Rate limit key' }).fill('COUNTRY_LIST');
    await create.getByRole('textbox', { name: 'Description' }).fill('Country list: 5 per 10 s');
    await create.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hadm\/rate-limit\/detail\/\d+$/);

    // The line: the hpfm route, only the country list, 5 calls per 10 s per user.
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    const line = page.getByRole('dialog', { name: 'Create rate limit line' });
    const route = lovField(line, 'Route');
    await route.open.click();
    const modal = page.getByRole('dialog', { name: 'Service Routes' });
    await modal.getByRole('search').getByRole('textbox', { name: 'Route code' }).fill('hpfm');
    await modal.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await modal
      .getByRole('grid')
      .getByRole('row', { name: /\/hpfm\/\*\*/ })
      .click();
    await modal.getByRole('button', { name: 'OK' }).click();
    await modal.waitFor({ state: 'detached' });
    await line.getByRole('textbox', { name: 'Path' }).fill('/hpfm/v1/countries');
    await line.getByRole('spinbutton', { name: 'Replenish rate' }).fill('5');
    await line.getByRole('spinbutton', { name: 'Period (s)' }).fill('10');
    await line.getByRole('spinbutton', { name: 'Burst capacity' }).fill('5');
    await line.getByRole('combobox', { name: 'Counted per' }).selectOption({ label: 'User' });
    // The dialog's Save saves the line at once (HZERO's insertLine).
    const inserted = page.waitForResponse(
      (res) =>
        res.url().endsWith('/hadm/v1/gateway-rate-limit-lines') &&
        res.request().method() === 'POST',
    );
    await line.getByRole('button', { name: 'Save' }).click();
    expect((await inserted).status()).toBe(200);
    await line.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(page);

    // Saved, not in force yet.
    for (let index = 0; index < 6; index += 1) {
      expect((await get(page, '/hpfm/v1/countries')).status).toBe(200);
    }

    // Refresh on the list acts on the selected limits (as HZERO's): the limit shows as applied,
    // with its message and time.
    await page.goto('/hadm/rate-limit');
    const refresh = panel.getByRole('button', { name: 'Refresh', exact: true });
    expect(await refresh.isDisabled()).toBe(true);
    const table = panel.getByRole('table', { name: 'Rate Limiting' });
    await table
      .getByRole('row', { name: /COUNTRY_LIST/ })
      .getByRole('checkbox')
      .check();
    await refresh.click();
    await confirmWith(page, 'OK');
    await notice(page, 'Operation succeeded', '1 rate limits applied, 0 failed');
    await table
      .getByRole('row', { name: /COUNTRY_LIST/ })
      .getByText('Applied')
      .waitFor();
    const [row] = (await tableRows(table)).filter((cells) => cells.includes('COUNTRY_LIST'));
    expect(row).toEqual(
      expect.arrayContaining([
        '/hpfm/v1/countries: 5 per 10 s, bursts of 5, per user',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      ]),
    );

    // The country list page reads the list (1 call); more calls until none is left (a call
    // comes back every 2 s); the next one, the page's Search, is refused and the user told.
    await page.goto('/hpfm/country/list');
    const countries = page.getByRole('tabpanel', { name: 'Countries' });
    await countries.getByRole('row', { name: /Austria/ }).waitFor();
    const answers: { status: number; remaining?: string }[] = [];
    while (answers.length < 6 && answers.at(-1)?.remaining !== '0') {
      answers.push(await get(page, '/hpfm/v1/countries'));
    }
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.at(-1)?.remaining).toBe('0');
    await countries.getByRole('button', { name: 'Search', exact: true }).click();
    await notice(
      page,
      '429',
      'Too many requests for /hpfm/v1/countries (rate limit COUNTRY_LIST: 5 per 10 s, bursts of 5)',
    );
    await page.close();
  });

  it('opens a breaker after injected failures, refuses fast while open and closes after the sleep window', async () => {
    const page = await operatorPage(browser, ACCOUNTS.admin, '/hadm/hystrix');
    const panel = page.getByRole('tabpanel', { name: 'Circuit Breakers' });
    const card = panel.getByRole('article', { name: 'File storage' });
    const state = card.getByLabel('Status');
    expect(await state.innerText()).toBe('Closed');

    // A configuration for file storage: opens at 50 % errors of 3 calls, trial after 5 s.
    await panel.getByRole('button', { name: 'Create', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create breaker configuration' });
    await create.getByRole('textbox', { name: 'Breaker' }).fill('FILE_STORAGE');
    await create.getByRole('textbox', { name: 'Service' }).fill('hfle');
    await create.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hadm\/hystrix\/detail\/\d+$/);
    for (const [property, value] of [
      ['circuitBreaker.requestVolumeThreshold', '3'],
      ['circuitBreaker.errorThresholdPercentage', '50'],
      ['circuitBreaker.sleepWindowInMilliseconds', '5000'],
    ] as const) {
      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create property' });
      await dialog.getByRole('combobox', { name: 'Property' }).selectOption({ value: property });
      await dialog.getByRole('spinbutton', { name: 'Value' }).fill(value);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(page);
    await page.goto('/hadm/hystrix');
    await panel
      .getByRole('table', { name: 'Circuit Breakers' })
      .getByRole('row', { name: /FILE_STORAGE/ })
      .getByRole('checkbox')
      .check();
    await panel.getByRole('button', { name: 'Refresh', exact: true }).click();
    await confirmWith(page, 'OK');
    await notice(page, 'Operation succeeded', '1 breaker configurations applied');
    await card.getByText(/Opens at 50 % errors of at least 3 calls/).waitFor();

    // A staff member's uploads go to file storage, which now fails on purpose.
    const staff = await operatorPage(browser, ACCOUNTS.tenantAdmin, '/workplace');
    const upload = async () => {
      const started = Date.now();
      const res = await staff.request.fetch('/hfle/v1/files/multipart', {
        method: 'POST',
        headers: { Authorization: `bearer ${await accessToken(staff)}` },
        multipart: {
          bucketName: 'portal-sample',
          file: { name: 'sheet.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') },
        },
      });
      // HZERO's upload answers the file's URL as text; a refusal is JSON.
      const body = (res.ok() ? {} : await res.json()) as { message?: string };
      return { status: res.status(), message: body.message, ms: Date.now() - started };
    };
    try {
      expect((await upload()).status).toBe(200);
      await card.getByText('Inject faults (demonstration)').click();
      await notice(page, 'Operation succeeded', 'Fault injection of FILE_STORAGE is on');
      for (let index = 0; index < 2; index += 1) {
        expect(await upload()).toMatchObject({
          status: 503,
          message: 'File storage failed: a fault injected for demonstration (service governance)',
        });
      }
      // One success and two failures: 67 % of 3 calls opens it.
      await card.getByLabel('Status').getByText('Open', { exact: true }).waitFor();
      await card.getByText(/Lets a trial call through at/).waitFor();
      await card.getByText('Inject faults (demonstration)').click();
      await notice(page, 'Operation succeeded', 'Fault injection of FILE_STORAGE is off');
      const refused = await upload();
      expect(refused).toMatchObject({
        status: 503,
        message: expect.stringContaining(
          'File storage is unavailable: its circuit breaker FILE_STORAGE is open',
        ),
      });
      expect(refused.ms).toBeLessThan(1000);

      // After the sleep window one trial call goes through and closes it.
      await card.getByLabel('Status').getByText('Half-open').waitFor({ timeout: 15_000 });
      expect((await upload()).status).toBe(200);
      await card.getByLabel('Status').getByText('Closed').waitFor();
    } finally {
      // The tests after this one upload files: file storage must not stay failing.
      await page.request.fetch('/hadm/v1/hystrix-breakers/FILE_STORAGE/fault', {
        method: 'POST',
        headers: { Authorization: `bearer ${await accessToken(page)}` },
        data: { faultInjected: false },
      });
      await staff.close();
      await page.close();
    }
  });

  it('records the next page’s requests in a trace started from the page, and lists them at its end', async () => {
    const page = await operatorPage(browser, ACCOUNTS.admin, '/hadm/trace-log');
    const panel = page.getByRole('tabpanel', { name: 'Trace Log' });
    const trace = panel.getByRole('region', { name: 'Your trace' });
    await trace.getByText(/No trace is running/).waitFor();
    await trace.getByRole('button', { name: 'Start trace' }).click();
    await trace.getByText(/Tracing since/).waitFor();

    // The next page: the currency list.
    await page.goto('/hpfm/currency/list');
    await page
      .getByRole('tabpanel', { name: 'Currencies' })
      .getByRole('row', { name: /CNY/ })
      .waitFor();

    await page.goto('/hadm/trace-log');
    await trace.getByText(/Tracing since/).waitFor();
    await trace.getByRole('button', { name: 'End trace' }).click();
    await notice(page, 'Operation succeeded', /Trace ended: \d+ requests recorded/);
    const log = trace.getByRole('table', { name: /Requests of the trace you ended/ });
    const rows = await tableRows(log);
    const currencies = rows.find(
      (cells) => cells[1] === 'GET' && cells[2]?.startsWith('/hpfm/v1/currencys'),
    );
    expect(currencies?.[3]).toBe('200');
    expect(Number(currencies?.[4])).toBeGreaterThan(0);
    expect(Number(currencies?.[6])).toBeGreaterThan(0);
    // The trace is in the list below.
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    const traces = panel.getByRole('table', { name: 'Trace Log' });
    await traces
      .getByRole('row', { name: /admin Ended/ })
      .first()
      .waitFor();
    await page.close();
  });

  it('charts a monitor rule’s calls per address and URL, and refuses an address blocked there', async () => {
    const page = await operatorPage(browser, ACCOUNTS.admin, '/hadm/api-limit');
    const panel = page.getByRole('tabpanel', { name: 'API Limits' });
    await panel.getByRole('button', { name: 'Create', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create monitor rule' });
    await create.getByRole('textbox', { name: 'URL pattern' }).fill('/hpfm/v1/currencys');
    await create.getByRole('spinbutton', { name: 'Most calls per address' }).fill('100');
    await create.getByRole('button', { name: 'Save' }).click();
    await create.waitFor({ state: 'detached' });
    await panel
      .getByRole('table', { name: 'API Limits' })
      .getByRole('row', { name: /\/hpfm\/v1\/currencys/ })
      .getByRole('checkbox')
      .check();
    await panel.getByRole('button', { name: 'Apply', exact: true }).click();
    await confirmWith(page, 'OK');
    await notice(page, 'Operation succeeded', '1 monitor rules in force, 0 failed');
    for (let index = 0; index < 4; index += 1) {
      expect((await get(page, '/hpfm/v1/currencys')).status).toBe(200);
    }

    // The monitor view: the calls over time, per URL, and the address with Block.
    await panel.getByRole('link', { name: '/hpfm/v1/currencys' }).click();
    await page.waitForURL(/\/hadm\/api-limit\/detail\/\d+$/);
    await page.getByRole('heading', { name: 'Calls to /hpfm/v1/currencys' }).waitFor();
    const chart = page.getByRole('img', { name: /Calls per address, every 10 s/ });
    await chart.locator('.recharts-bar-rectangle path').first().waitFor();
    const addresses = page.getByRole('table', { name: 'Addresses' });
    const [address] = await tableRows(addresses);
    expect(address?.slice(1, 4)).toEqual(['4', '4', 'Within the limit']);
    expect(await axeViolations(page, '[role="tabpanel"]:not([hidden])')).toEqual([]);
    await page.screenshot({ path: 'test-results/hadm-monitor.png', fullPage: true });
    await addresses.getByRole('button', { name: /^Block / }).click();
    await notice(page, 'Operation succeeded', 'is blocked from /hpfm/v1/currencys');
    await addresses.getByText('Blocked').waitFor();
    const refused = await page.request.fetch('/hpfm/v1/currencys', {
      headers: { Authorization: `bearer ${await accessToken(page)}` },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Your address .+ is blocked from \/hpfm\/v1\/currencys by service governance/,
    );
    await page.close();
  });
});
