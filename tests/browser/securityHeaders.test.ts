import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';
import { ACCOUNTS, accountMenu, signInOnOAuthPage, signInOnPortal } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/**
 * A fresh browser context whose pages record every Content-Security-Policy violation, as the
 * browser reports it to the page (`securitypolicyviolation`) and on the console.
 */
async function watchedContext(): Promise<{ context: BrowserContext; violations: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const violations: string[] = [];
  await context.exposeBinding('__reportViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void })
        .__reportViolation;
      void report(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { context, violations };
}

/** Opens a menu page by searching the menu for it. */
async function openFromMenu(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Search the menu' }).fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await page.getByRole('tab', { name, exact: true }).waitFor();
}

describe('the Content-Security-Policy', () => {
  it('lets an operator sign in on the OAuth page and work with no violation', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await page.goto('/workplace');
    await page.waitForURL(/\/oauth\/oauth\/authorize/);
    await signInOnOAuthPage(page, ACCOUNTS.tenantAdmin.login, ACCOUNTS.tenantAdmin.password);
    await accountMenu(page).waitFor();
    await openFromMenu(page, 'Countries');
    await page.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Create' }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('lets a customer sign in on the portal and list the batches with no violation', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await page.goto('/pub/sign-in');
    await signInOnPortal(page, ACCOUNTS.manager.login, ACCOUNTS.manager.password);
    await accountMenu(page).waitFor();
    await page.goto('/pub/sample/home');
    await page.getByRole('link', { name: /^SB-/ }).first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('framing', () => {
  let other: Server;
  let otherUrl: string;

  beforeAll(async () => {
    // Another origin: a page framing the app, and one of its own pages.
    other = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        request.url === '/own'
          ? '<p id="own">Framed</p>'
          : `<iframe id="app" src="${baseUrl()}/pub/sign-in"></iframe>
             <iframe id="own" src="/own"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

  it('refuses to be framed by another origin', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(otherUrl);
    // The other origin's own frame loads: the frames work.
    await page.frameLocator('#own').locator('#own').waitFor();
    const app = page.frames().find((frame) => frame.url().startsWith(baseUrl()));
    const frame = await page.locator('#app').elementHandle();
    const content = await frame?.contentFrame();
    // The app's frame shows Chromium's error page instead of the sign-in form.
    expect(app).toBeUndefined();
    expect(content?.url()).not.toContain(baseUrl());
    expect(await content?.locator('input').count()).toBe(0);
    await context.close();
  });
});
