import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from './support/browser';

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
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('opens / and shows the app', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('heading', { name: 'Workplace' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/workplace');
    await expect(page.locator('#app-loading').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('opens a deep link on reload', async () => {
    const page = await openPage(browser, '/pub/projects/home');
    await page.getByText('Sequencing Portal').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Not available yet' }).waitFor();
    expect(await page.getByText('/pub/projects/home').count()).toBe(1);
    await page.context().close();
  });

  it('shows an exception page whose link goes home', async () => {
    const page = await openPage(browser, '/exception/404');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByRole('link', { name: 'Back home' }).click();
    await page.getByRole('heading', { name: 'Workplace' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/workplace');
    await page.context().close();
  });

  it('answers an API call without a token with 401, not the app page', async () => {
    const res = await fetch(`${baseUrl()}/iam/hzero/v1/users/self`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ failed: true });
  });
});
