import type { Browser, Page, Request } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';
import {
  ACCOUNTS,
  accessToken,
  accountMenu,
  onServerDatabase,
  signInOnOAuthPage,
  signInOnPortal,
  visit,
} from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function signedInOperator(account: { login: string; password: string }, path = '/workplace') {
  const page = await visit(browser, path);
  await page.waitForURL(/\/oauth\/oauth\/authorize/);
  await signInOnOAuthPage(page, account.login, account.password);
  await accountMenu(page).waitFor();
  return page;
}

async function done(page: Page) {
  await page.context().close();
}

/** Neither `document.cookie` nor the page's storage holds `token`. */
async function expectUnreadable(page: Page, token: string) {
  const readable = await page.evaluate(() =>
    JSON.stringify([document.cookie, { ...localStorage }, { ...sessionStorage }]),
  );
  expect(readable).not.toContain(token);
  expect(readable).not.toContain('access_token');
}

describe('operators sign in through the OAuth implicit grant', () => {
  it.each([
    ['admin', ACCOUNTS.admin, 'Site Administrator'],
    ['tenant admin', ACCOUNTS.tenantAdmin, 'Novo Lab'],
    ['operator', ACCOUNTS.operator, 'Novo Lab'],
  ])(
    '%s signs in, lands where they asked, and stays signed in after a reload',
    async (_, account, shown) => {
      const page = await signedInOperator(account, '/hpfm/country/list?page=2');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
        '/hpfm/country/list?page=2',
      );
      expect(new URL(page.url()).hash).toBe('');
      await expect(accountMenu(page).textContent()).resolves.toContain(shown);
      await page.reload();
      await accountMenu(page).waitFor();
      expect(page.url()).not.toContain('/oauth/');
      await done(page);
    },
  );

  it('keeps the token where no page script can read it, and a reload stays signed in on the page', async () => {
    const page = await signedInOperator(ACCOUNTS.admin, '/hpfm/currency/list?tab=2');
    const token = await accessToken(page);
    await expectUnreadable(page, token);
    await page.reload();
    await accountMenu(page).waitFor();
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe('/hpfm/currency/list?tab=2');
    await expectUnreadable(page, token);
    await done(page);
  });

  it('a reload gets its token without leaving the page: the user is asked for once, with it', async () => {
    const page = await signedInOperator(ACCOUNTS.admin, '/hpfm/country/list');
    const userReads: (string | undefined)[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname === '/iam/hzero/v1/users/self') {
        userReads.push(request.headers().authorization);
      }
    });
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
    });
    await page.reload();
    await accountMenu(page).waitFor();
    expect(userReads).toEqual([expect.stringMatching(/^bearer /i)]);
    expect(addresses).toEqual(['/hpfm/country/list']);
    expect(page.url()).toBe(new URL('/hpfm/country/list', page.url()).href);
    // The frame that asked is gone.
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    await done(page);
  });

  /** Whether `url` is the silent question of a page opened afresh. */
  const silentQuestion = (url: URL) =>
    url.pathname === '/oauth/oauth/authorize' && url.searchParams.get('prompt') === 'none';

  /**
   * Reloads `page` and waits for the app to show again; resolves to when (ms after the reload) its
   * main frame first asked the OAuth server, and the last address it asked for.
   */
  async function reloadThroughOAuth(page: Page) {
    const navigations: { path: string; at: number }[] = [];
    page.on('request', (request: Request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        navigations.push({ path: new URL(request.url()).pathname, at: Date.now() });
      }
    });
    const started = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await accountMenu(page).waitFor({ timeout: 25_000 });
    const toOAuth = navigations.find(({ path }) => path === '/oauth/oauth/authorize');
    return { oauthAfter: toOAuth && toOAuth.at - started, last: navigations.at(-1)?.path };
  }

  it('a reload whose silent question ends on a page it cannot read goes to the OAuth server at once', async () => {
    const page = await signedInOperator(ACCOUNTS.admin, '/hpfm/country/list');
    // The frame's request fails: it shows the browser's error page, of another origin.
    await page.route(silentQuestion, (route) => route.abort());
    const { oauthAfter, last } = await reloadThroughOAuth(page);
    expect(oauthAfter).toBeLessThan(10_000);
    expect(last).toBe('/hpfm/country/list');
    await done(page);
  });

  it('a reload whose silent question gets no answer goes to the OAuth server after 10 s', async () => {
    const page = await signedInOperator(ACCOUNTS.admin, '/hpfm/country/list');
    // The frame's request never completes.
    await page.route(silentQuestion, () => undefined);
    const { oauthAfter, last } = await reloadThroughOAuth(page);
    expect(oauthAfter).toBeGreaterThanOrEqual(10_000);
    expect(last).toBe('/hpfm/country/list');
    await done(page);
  }, 40_000);

  it('switches tenant, and the header shows the new tenant', async () => {
    const page = await signedInOperator(ACCOUNTS.operator);
    await expect(accountMenu(page).textContent()).resolves.toContain('Novo Lab');
    await accountMenu(page).click();
    await page.getByRole('menuitemradio', { name: 'Gene Beijing' }).click();
    // The menu item says the tenant too: wait for the header's button itself.
    await accountMenu(page).filter({ hasText: 'Gene Beijing' }).waitFor();
    await page.reload();
    await expect(accountMenu(page).textContent()).resolves.toContain('Gene Beijing');
    await done(page);
  });

  it('switches role: the header and the server both say the new role', async () => {
    const page = await signedInOperator(ACCOUNTS.tenantAdmin);
    await expect(accountMenu(page).textContent()).resolves.toContain('Tenant Administrator');
    await accountMenu(page).click();
    await page.getByRole('menuitemradio', { name: 'Operator' }).click();
    // The switch reloads the page, which goes for its token first: a page between has no body yet.
    await page.waitForFunction(
      () => !(document.body?.innerText ?? '').includes('Tenant Administrator'),
    );
    await accountMenu(page).waitFor();
    await expect(accountMenu(page).textContent()).resolves.toContain('Operator');
    const res = await page.request.get('/iam/hzero/v1/users/self', {
      headers: { Authorization: `bearer ${await accessToken(page)}` },
    });
    expect(((await res.json()) as { currentRoleName: string }).currentRoleName).toBe('Operator');
    await done(page);
  });

  it('signs out: the token is revoked and the app asks to sign in again', async () => {
    const page = await signedInOperator(ACCOUNTS.admin);
    const token = await accessToken(page);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/oauth\/oauth\/authorize/);
    await page.getByLabel('Login name').waitFor();
    const res = await page.request.get('/iam/hzero/v1/users/self', {
      headers: { Authorization: `bearer ${token}` },
    });
    expect(res.status()).toBe(401);
    // The browser's OAuth session went with it: a reload does not sign anyone in.
    await expect(accessToken(page)).rejects.toThrow('no OAuth session');
    await done(page);
  });
});

describe('customers sign in on the portal', () => {
  it.each([
    ['manager', ACCOUNTS.manager],
    ['member', ACCOUNTS.member],
  ])(
    'the team %s signs in at /pub/sign-in and comes back to the page asked for',
    async (_, account) => {
      const page = await visit(browser, '/pub/projects/home');
      await page.waitForURL(/\/pub\/sign-in\?returnTo=/);
      await signInOnPortal(page, account.login, account.password);
      await page.waitForURL(/\/pub\/projects\/home$/);
      await accountMenu(page).waitFor();
      await page.reload();
      await accountMenu(page).waitFor();
      expect(new URL(page.url()).pathname).toBe('/pub/projects/home');
      await done(page);
    },
  );

  it('keeps the token from page scripts; a reload and a new tab stay signed in without the password', async () => {
    const page = await visit(browser, '/pub/sign-in');
    await signInOnPortal(page, ACCOUNTS.member.login, ACCOUNTS.member.password);
    await accountMenu(page).waitFor();
    const token = await accessToken(page);
    await expectUnreadable(page, token);
    await page.goto('/pub/projects/home');
    await accountMenu(page).waitFor();
    await page.reload();
    await accountMenu(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pub/projects/home');
    const tab = await page.context().newPage();
    await tab.goto('/pub/sample/products');
    await accountMenu(tab).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/pub/sample/products');
    await expectUnreadable(tab, token);
    await done(page);
  });

  it('offers the Sign in button once the page can encrypt the password', async () => {
    const page = await (await browser.newContext({ baseURL: baseUrl() })).newPage();
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/oauth/static/jsencrypt.min.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pub/sign-in', { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Sign in' });
    await button.waitFor();
    await expect(button.isDisabled()).resolves.toBe(true);
    release();
    await page.waitForFunction(() => !document.querySelector('button')?.disabled);
    await signInOnPortal(page, ACCOUNTS.member.login, ACCOUNTS.member.password);
    await page.waitForURL((url) => url.pathname === '/pub/home');
    await done(page);
  });

  it('says clearly when the password is wrong, keeping what was typed', async () => {
    const page = await visit(browser, '/pub/sign-in');
    await signInOnPortal(page, ACCOUNTS.member.login, 'Wrong12345');
    await page.getByRole('alert').filter({ hasText: 'Wrong login name or password' }).waitFor();
    expect(await page.getByLabel('E-mail or login name').inputValue()).toBe(ACCOUNTS.member.login);
    await done(page);
  });
});

describe('the session ends', () => {
  it('a second sign-in of the same user sends the first browser to /public/kickoff', async () => {
    const first = await signedInOperator(ACCOUNTS.tenantAdmin);
    const second = await signedInOperator(ACCOUNTS.tenantAdmin);
    await first.reload();
    await first.waitForURL(/\/public\/kickoff$/);
    await first.getByRole('heading', { name: 'Signed in elsewhere' }).waitFor();
    await done(first);
    await done(second);
  });

  it('an expired token leads to /public/unauthorized and, after signing in again, back to the page', async () => {
    const page = await signedInOperator(ACCOUNTS.admin, '/hpfm/currency/list?tab=2');
    onServerDatabase((db) =>
      db.prepare('UPDATE tokens SET expires_at = ? WHERE user_id = 1').run(Date.now() - 1000),
    );
    await page.reload();
    await page.waitForURL(/\/public\/unauthorized$/);
    await page.getByRole('heading', { name: 'Your session has ended' }).waitFor();
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL(/\/oauth\/oauth\/authorize/);
    await signInOnOAuthPage(page, ACCOUNTS.admin.login, ACCOUNTS.admin.password);
    await accountMenu(page).waitFor();
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/hpfm/currency/list?tab=2');
    await done(page);
  });

  it('a customer whose session lapsed signs in again on the portal’s page and comes back', async () => {
    const page = await visit(browser, '/pub/sign-in?returnTo=%2Fpub%2Fprojects%2Fhome');
    await signInOnPortal(page, ACCOUNTS.manager.login, ACCOUNTS.manager.password);
    await page.waitForURL(/\/pub\/projects\/home$/);
    await accountMenu(page).waitFor();
    onServerDatabase((db) =>
      db
        .prepare(
          'UPDATE tokens SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE login_name = ?)',
        )
        .run(Date.now() - 1000, ACCOUNTS.manager.login),
    );
    await page.reload();
    await page.waitForURL(/\/public\/unauthorized$/);
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL(/\/pub\/sign-in\?returnTo=%2Fpub%2Fprojects%2Fhome$/);
    await signInOnPortal(page, ACCOUNTS.manager.login, ACCOUNTS.manager.password);
    await page.waitForURL(/\/pub\/projects\/home$/);
    await accountMenu(page).waitFor();
    await done(page);
  });

  it('ten parallel 401s cause one kickoff request', async () => {
    const page = await signedInOperator(ACCOUNTS.admin);
    let kickoffs = 0;
    page.on('request', (request) => {
      if (request.url().includes('/oauth/public/token/kickoff')) kickoffs += 1;
    });
    // Everything the shell loads after the user answers 401 at once.
    await page.route(
      /\/(iam|hpfm|service)\/.*(self-tenants|self-roles|data-hierarchies|nsrv-continent|ReleaseNotice)/,
      (route) =>
        route.fulfill({ status: 401, body: '{"failed":true}', contentType: 'application/json' }),
    );
    await page.reload();
    await page.waitForURL(/\/public\/unauthorized$/);
    await page.waitForTimeout(500);
    expect(kickoffs).toBe(1);
    await done(page);
  });
});

describe('the password never travels in clear', () => {
  function recordTraffic(page: Page) {
    const seen: string[] = [];
    page.on('request', (request: Request) => {
      seen.push(request.url(), request.postData() ?? '', JSON.stringify(request.headers()));
    });
    return seen;
  }

  it('on the OAuth sign-in page', async () => {
    const page = await visit(browser, '/workplace');
    const seen = recordTraffic(page);
    await page.waitForURL(/\/oauth\/oauth\/authorize/);
    await signInOnOAuthPage(page, ACCOUNTS.operator.login, ACCOUNTS.operator.password);
    await accountMenu(page).waitFor();
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.filter((entry) => entry.includes(ACCOUNTS.operator.password))).toEqual([]);
    await done(page);
  });

  it('on the portal sign-in page', async () => {
    const page = await visit(browser, '/pub/sign-in');
    const seen = recordTraffic(page);
    await signInOnPortal(page, ACCOUNTS.manager.login, ACCOUNTS.manager.password);
    await accountMenu(page).waitFor();
    // The server's page posts the form (the password encrypted) to the OAuth server's sign-in.
    expect(seen.some((entry) => entry.endsWith('/oauth/login'))).toBe(true);
    expect(seen.filter((entry) => entry.includes(ACCOUNTS.manager.password))).toEqual([]);
    await done(page);
  });
});

describe("the header's data-hierarchy switch", () => {
  it("offers the tenant's companies, keeps the one chosen across a reload, and goes back to all", async () => {
    // The operator reads Chinese: "Company：全部" is the company hierarchy with no value chosen.
    const page = await signedInOperator(ACCOUNTS.operator);
    const company = (value: string) => page.getByRole('button', { name: `Company：${value}` });
    await company('全部').click();
    await page.getByRole('menuitemradio', { name: 'Novo Lab Shanghai' }).waitFor();
    // Gene Beijing's company is another tenant's.
    expect(await page.getByRole('menuitemradio').allTextContents()).toEqual([
      '全部',
      'Novo Lab Shanghai',
      'Novo Lab Tianjin',
    ]);
    await page.getByRole('menuitemradio', { name: 'Novo Lab Tianjin' }).click();
    await company('Novo Lab Tianjin').waitFor();
    await page.reload();
    await company('Novo Lab Tianjin').click();
    await page.getByRole('menuitemradio', { name: '全部' }).click();
    await company('全部').waitFor();
    await done(page);
  });
});
