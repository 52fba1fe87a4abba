import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { callApi, confirmWith, operatorPage, savedNotice, tableRows } from './support/engine';
import { ACCOUNTS, accessToken } from './support/session';

/**
 * Service governance beyond its lists, tried as a new user would: a rate-limit line counted per
 * URL gets a URL template and a dimension rule for one value of its variable (the rule's form
 * asks only for that value), which then has a limit of its own; the header's trace button
 * starts a trace, ends it on the trace log page and downloads it as CSV; the services page
 * downloads the configuration as YAML.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The status of a GET with the page's own token. */
async function status(page: Page, path: string): Promise<number> {
  const res = await page.request.fetch(path, {
    headers: { Authorization: `bearer ${await accessToken(page)}` },
  });
  return res.status();
}

/** The text of the file a click downloads, and its name. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

describe('service governance rules', () => {
  it('gives one value of a URL variable a limit of its own in a dimension rule', async () => {
    const page = await operatorPage(browser, ACCOUNTS.admin, '/hadm/rate-limit');
    const routes = await callApi<{ content: { name: string; serviceRouteId: number }[] }>(
      page,
      'GET',
      '/hadm/v1/routes?name=hpfm&size=50',
    );
    const hpfm = routes.content.find((row) => row.name === 'hpfm');
    const limit = await callApi<{ rateLimitId: number }>(
      page,
      'POST',
      '/hadm/v1/gateway-rate-limits/create',
      { rateLimitKey: 'PER_LIST', rateLimitType: 'request', serviceName: 'hzero-gateway' },
    );
    // The line at HZERO's address (zuulRateLimitService.js insertLine).
    await callApi(page, 'POST', '/hadm/v1/gateway-rate-limit-lines', {
      rateLimitId: limit.rateLimitId,
      serviceRouteId: hpfm?.serviceRouteId,
      path: '/hpfm/v1/*',
      replenishRate: 1,
      replenishPeriod: 60,
      burstCapacity: 50,
      rateLimitDimension: 'url',
    });
    await page.goto(`/hadm/rate-limit/detail/${limit.rateLimitId}`);
    const panel = page.getByRole('tabpanel', { name: 'Rate Limiting' });
    await panel.getByRole('link', { name: '/hpfm/v1/*' }).click();
    await page.waitForURL(/\/hadm\/rate-limit\/detail\/\d+\/line\/\d+$/);

    // The line names the variable part of its URLs.
    await panel.getByRole('textbox', { name: 'URL template' }).fill('/hpfm/v1/{1}');
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(page);

    // A rule for one list: its form asks for the value of {1} only.
    const rules = panel.getByRole('table', { name: 'Dimension rules' });
    expect(await rules.getByRole('columnheader').allInnerTexts()).toEqual([
      'URL values',
      'Replenish rate',
      'Period (s)',
      'Burst capacity',
      'Actions',
    ]);
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create dimension rule' });
    await dialog.getByText('One value for each variable of /hpfm/v1/{1}').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'User' }).count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'URL values {1}' }).fill('banks');
    await dialog.getByRole('spinbutton', { name: 'Replenish rate' }).fill('1');
    await dialog.getByRole('spinbutton', { name: 'Period (s)' }).fill('60');
    await dialog.getByRole('spinbutton', { name: 'Burst capacity' }).fill('2');
    await page.screenshot({ path: 'test-results/hadm-dimension-rule.png' });
    // The dialog's Save saves the rule at once (HZERO's POST dimension-configs).
    const saved = page.waitForResponse(
      (res) =>
        res.url().endsWith('/hadm/v1/dimension-configs') && res.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await rules.getByRole('row', { name: /banks/ }).waitFor();

    await page.goto('/hadm/rate-limit');
    const table = panel.getByRole('table', { name: 'Rate Limiting' });
    await table
      .getByRole('row', { name: /PER_LIST/ })
      .getByRole('checkbox')
      .check();
    await panel.getByRole('button', { name: 'Refresh', exact: true }).click();
    await confirmWith(page, 'OK');
    await table.getByRole('row', { name: /\(1 dimension rules\)/ }).waitFor();

    // The banks have 2 calls a minute; the other lists keep the line's 50.
    const banks: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      banks.push(await status(page, '/hpfm/v1/banks'));
    }
    expect(banks).toEqual([200, 200, 429]);
    for (let index = 0; index < 3; index += 1) {
      expect(await status(page, '/hpfm/v1/uom')).toBe(200);
    }

    await callApi(page, 'POST', '/hadm/v1/gateway-rate-limits/disable', [limit.rateLimitId]);
    await callApi(page, 'POST', '/hadm/v1/gateway-rate-limits/config/refresh', [
      { rateLimitId: limit.rateLimitId },
    ]);
    await page.close();
  });

  it('starts and ends a trace from the header, and downloads it as CSV', async () => {
    const page = await operatorPage(browser, ACCOUNTS.admin, '/workplace');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Start a trace of your requests' }).click();
    await header.getByRole('button', { name: /^Tracing \(\d+\)/ }).waitFor();

    await page.goto('/hpfm/uom/list');
    await page
      .getByRole('tabpanel', { name: 'Units of Measure' })
      .getByRole('table', { name: 'Units of Measure' })
      .getByRole('row')
      .nth(1)
      .waitFor();
    await header.getByRole('button', { name: /^Tracing \([1-9]\d*\): end the trace/ }).click();
    await page.waitForURL(/\/hadm\/trace-log$/);
    const trace = page
      .getByRole('tabpanel', { name: 'Trace Log' })
      .getByRole('region', { name: 'Your trace' });
    const log = trace.getByRole('table', { name: /Requests of the trace you ended/ });
    await log
      .getByRole('row', { name: /\/hpfm\/v1\/uom/ })
      .first()
      .waitFor();
    const rows = await tableRows(log);
    expect(rows.some((cells) => cells[2]?.startsWith('/hpfm/v1/uom'))).toBe(true);
    await header.getByRole('button', { name: 'Start a trace of your requests' }).waitFor();

    const file = await download(page, () =>
      trace.getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(file.name).toMatch(/^trace-\d+\.csv$/);
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('At,Method,URL,Status,Time (ms),Database (ms),Queries,Request id');
    expect(lines.some((line) => line.includes(',GET,/hpfm/v1/uom'))).toBe(true);
    await page.close();
  });

  it('downloads every service with its routes and configuration as YAML', async () => {
    const page = await operatorPage(browser, ACCOUNTS.admin, '/hadm/service');
    const section = page.getByRole('region', { name: 'Configuration download' });
    const file = await download(page, () =>
      section.getByRole('button', { name: 'Download YAML' }).click(),
    );
    expect(file.name).toBe('services.yml');
    expect(file.text).toContain('serviceCode: hpfm');
    expect(file.text).toContain('path: /hpfm/**');
    await page.close();
  });
});
