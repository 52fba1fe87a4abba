import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';
import { ACCOUNTS, accountMenu, signInOnOAuthPage, visit } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the app, served by the real server', () => {
  it('answers health', async () => {
    const res = await fetch(`${baseUrl()}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('opens / and, once signed in, shows the workplace', async () => {
    const page = await visit(browser, '/');
    await page.waitForURL(/\/oauth\/oauth\/authorize/);
    await signInOnOAuthPage(page, ACCOUNTS.admin.login, ACCOUNTS.admin.password);
    await page.getByRole('heading', { name: 'Workplace' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/workplace');
    expect(await page.locator('#app-loading').count()).toBe(0);
    // The report card draws a bar per month and series (Chakra's charts, loaded with the card).
    const chart = page.getByRole('img', { name: /^Samples per month/ });
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(2);
    // Its legend, under the picture (the table with the same words is folded away).
    const card = page.getByRole('region', { name: 'Samples per month' });
    const legend = card.getByText('Samples received', { exact: true }).filter({ visible: true });
    expect(await legend.count()).toBe(1);
    await page.context().close();
  });

  it('opens a deep link, also on reload', async () => {
    const page = await visit(browser, '/pub/forgot-password');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.context().close();
  });

  it('shows an exception page whose link goes home', async () => {
    const page = await visit(browser, '/exception/404');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByRole('link', { name: 'Back home' }).click();
    await page.waitForURL(/\/oauth\/oauth\/authorize/);
    await signInOnOAuthPage(page, ACCOUNTS.admin.login, ACCOUNTS.admin.password);
    await accountMenu(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/workplace');
    await page.context().close();
  });

  it('answers an API call without a token with 401, not the app page', async () => {
    const res = await fetch(`${baseUrl()}/iam/hzero/v1/users/self`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ failed: true });
  });
});
