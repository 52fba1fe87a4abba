// The portal's sign-in page (the server's) after too many failures (issue 15, finding 4): the
// customer reads how long to wait, in the page's language. Unknown login names keep the demo
// accounts free.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function signInPage(locale: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale });
  const page = await context.newPage();
  await page.goto('/pub/sign-in');
  await page.locator('input[name="username"]').waitFor();
  return page;
}

/**
 * Submits the server's sign-in form for `login` until the server holds it back (a try that lands
 * after a short delay ended is checked, and doubles the next delay), then returns the alert's
 * text. Each refusal is a new page, the login name kept; the password is typed again.
 */
async function heldBack(page: Page, login: string, text: RegExp): Promise<string> {
  await page.locator('input[name="username"]').fill(login);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.locator('input[type="password"]').fill('Wrong12345');
    await page.evaluate(() => {
      document.body.dataset.sent = 'yes';
    });
    const answer = page.waitForResponse((res) => res.url().endsWith('/oauth/login'));
    await page.locator('button[type="submit"]').click();
    const res = await answer;
    await page.waitForFunction(() => document.body?.dataset.sent !== 'yes');
    expect(await page.locator('input[name="username"]').inputValue()).toBe(login);
    if (res.status() === 429) {
      expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
      break;
    }
  }
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  return alert.innerText();
}

it('tells a customer how long to wait after too many failed sign-ins, in English and Chinese', async () => {
  const login = 'nobody.throttled@lab.example';
  const english = await signInPage('en-US');
  for (let i = 0; i < 5; i += 1) {
    const res = await english.request.post('/oauth/public/login', {
      data: { username: login, password: 'not-encrypted' },
    });
    expect(await res.json()).toMatchObject({ code: 'error.login.bad_credentials' });
  }
  expect(await heldBack(english, login, /Too many/)).toMatch(
    /^Too many failed sign-ins; try again in \d+ seconds$/,
  );
  await english.context().close();

  const chinese = await signInPage('zh-CN');
  expect(await heldBack(chinese, login, /登录失败次数过多/)).toMatch(
    /^登录失败次数过多，请 \d+ 秒后再试$/,
  );
  await chinese.context().close();
});
