import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { ACCOUNTS, accessToken, accountMenu, signInOnOAuthPage, visit } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const CHECK = '/iam/hzero/v1/menus/check-permissions';

async function signIn(account: { login: string; password: string }) {
  const page = await visit(browser, '/workplace');
  await page.waitForURL(/\/oauth\/oauth\/authorize/);
  await signInOnOAuthPage(page, account.login, account.password);
  await accountMenu(page).waitFor();
  return page;
}

function recordChecks(page: Page) {
  const checks: string[][] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === CHECK)
      checks.push(JSON.parse(request.postData() ?? '[]') as string[]);
  });
  return checks;
}

async function openCountries(page: Page) {
  await page.goto(`${new URL(page.url()).origin}/hpfm/country/list`);
  const panel = page.getByRole('tabpanel', { name: /Countries|国家/ });
  await panel.getByRole('row').nth(10).waitFor();
  return panel;
}

async function guardedButtons(page: Page) {
  const panel = page.getByRole('tabpanel', { name: /Countries|国家/ });
  const toolbar = await panel.getByRole('toolbar').getByRole('button').count();
  const rows = await panel.getByRole('row').getByRole('button').count();
  return toolbar + rows;
}

describe('permissions: the server decides, the app batches', () => {
  it('checks every code of a page with 20+ guarded buttons in one request, and none on a second visit', async () => {
    const page = await signIn(ACCOUNTS.tenantAdmin);
    const checks = recordChecks(page);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === CHECK);
    const panel = await openCountries(page);
    await answered;
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await guardedButtons(page)).toBeGreaterThanOrEqual(20);
    expect(checks).toHaveLength(1);
    expect([...checks[0]!].sort()).toEqual(
      expect.arrayContaining([
        'hpfm.country.list-create',
        'hpfm.country.list-delete',
        'hpfm.country.list-edit',
        'hpfm.country.list-enable',
        'hpfm.country.list-export',
      ]),
    );
    expect(await panel.getByRole('button', { name: 'Create' }).isEnabled()).toBe(true);

    // Close the page and open it again from the menu: the answers are cached for the role (in
    // the page's memory: a reload asks again). Nothing goes out within a batch's window (500 ms).
    await page.getByRole('button', { name: 'Close tab Countries' }).click();
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Countries' })
      .click();
    await page
      .getByRole('tabpanel', { name: 'Countries' })
      .getByRole('button', { name: 'Create' })
      .waitFor();
    await page.waitForTimeout(1000);
    expect(checks).toHaveLength(1);
    await page.context().close();
  });

  it('the operator finds Create disabled and Delete hidden that the tenant administrator has', async () => {
    const page = await signIn(ACCOUNTS.operator);
    const panel = await openCountries(page);
    const create = panel.getByRole('button', { name: '新建' });
    await create.waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await create.isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: /^删除/ }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: '编辑' }).first().isEnabled()).toBe(true);
    await page.context().close();
  });

  it('the server refuses with 403 what the role may not do, whatever the page shows', async () => {
    const page = await signIn(ACCOUNTS.operator);
    const token = await accessToken(page);
    const res = await page.request.post('/hpfm/v1/1/country', {
      headers: { Authorization: `bearer ${token}` },
      data: { countryCode: 'ZZ', countryName: 'Nowhere' },
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ failed: true, code: 'error.forbidden' });
    await page.context().close();
  });

  it('a failed check leaves no button pending: it is retried once, then the buttons are hidden with a notice', async () => {
    const page = await signIn(ACCOUNTS.tenantAdmin);
    // The list page's batch is tried twice; one the workplace still had in flight when it was
    // left may be cut short, never tried more.
    const attempts = new Map<string, number>();
    await page.route(`**${CHECK}`, (route) => {
      const body = route.request().postData() ?? '';
      attempts.set(body, (attempts.get(body) ?? 0) + 1);
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"failed":true,"message":"down"}',
      });
    });
    const panel = await openCountries(page);
    await page.getByText('Permissions could not be checked; some actions are hidden').waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const tries = [...attempts].map(([body, count]) => ({
      country: body.includes('hpfm.country.list-create'),
      count,
    }));
    expect(tries.filter((batch) => batch.country)).toEqual([{ country: true, count: 2 }]);
    expect(tries.every((batch) => batch.count <= 2)).toBe(true);
    expect(await panel.getByRole('button', { name: 'Create' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Search' }).isEnabled()).toBe(true);
    await page.context().close();
  });
});
