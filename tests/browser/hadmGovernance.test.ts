import type { Browser, Page } from 'playwright-core';
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

/** The text of the newest notification. */
async function notice(page: Page, title: string): Promise<string> {
  const item = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('status', { name: title })
    .first();
  await item.waitFor();
  return item.innerText();
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
    await line.getByRole('button', { name: 'Save' }).click();
    await line.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(page);

    // Saved, not in force yet.
    for (let index = 0; index < 6; index += 1) {
      expect((await get(page, '/hpfm/v1/countries')).status).toBe(200);
    }

    // Refresh on the list: the limit shows as applied, with its message and time.
    await page.goto('/hadm/rate-limit');
    await panel.getByRole('button', { name: 'Refresh', exact: true }).click();
    await confirmWith(page, 'OK');
    expect(await notice(page, 'Operation succeeded')).toContain('2 rate limits applied, 0 failed');
    const table = panel.getByRole('table', { name: 'Rate Limiting' });
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
    expect(await notice(page, '429')).toContain(
      'Too many requests for /hpfm/v1/countries (rate limit COUNTRY_LIST: 5 per 10 s, bursts of 5)',
    );
    await page.close();
  });
});
