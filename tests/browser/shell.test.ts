import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';
import { ACCOUNTS, accountMenu, signInOnOAuthPage, visit } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function signIn(account: { login: string; password: string }, path = '/workplace') {
  const page = await visit(browser, path);
  await page.waitForURL(/\/oauth\/oauth\/authorize/);
  await signInOnOAuthPage(page, account.login, account.password);
  await accountMenu(page).waitFor();
  return page;
}

/** Follows a menu entry by searching for it, as a user who knows its name would. */
async function openFromMenu(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Search the menu' }).fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await page.getByRole('tab', { name, exact: true }).waitFor();
}

async function tabNames(page: Page) {
  return page.getByRole('tab').allTextContents();
}

/** Waits until the named tab is the active one. */
async function activeTabIs(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

describe('the multi-tab workspace', () => {
  it('opens menu pages as tabs, closes them by the rules, and restores them after a reload', async () => {
    const page = await signIn(ACCOUNTS.admin);
    expect(await tabNames(page)).toEqual(['Workplace']);
    await expect(page.getByRole('button', { name: 'Close tab Workplace' }).count()).resolves.toBe(
      0,
    );

    await openFromMenu(page, 'Countries');
    await openFromMenu(page, 'Currencies');
    await openFromMenu(page, 'Banks');
    expect(await tabNames(page)).toEqual(['Workplace', 'Countries', 'Currencies', 'Banks']);
    await activeTabIs(page, 'Banks');

    // Closing the active tab hands over to the previous one, and the address follows.
    await page.getByRole('button', { name: 'Close tab Banks' }).click();
    await activeTabIs(page, 'Currencies');
    await page.waitForURL(/\/hpfm\/currency/);

    // Selecting an open tab brings back its page.
    await page.getByRole('tab', { name: 'Countries' }).click();
    await page.waitForURL(/\/hpfm\/country/);
    await activeTabIs(page, 'Countries');

    // A reload restores the tabs and the active one.
    await page.reload();
    await page.getByRole('tab', { name: 'Currencies' }).waitFor();
    expect(await tabNames(page)).toEqual(['Workplace', 'Countries', 'Currencies']);
    await activeTabIs(page, 'Countries');

    // Close others keeps the chosen tab and the workplace.
    await page.getByRole('tab', { name: 'Currencies' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    expect(await tabNames(page)).toEqual(['Workplace', 'Currencies']);

    // Close all keeps only the workplace.
    await page.getByRole('tab', { name: 'Currencies' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close all' }).click();
    expect(await tabNames(page)).toEqual(['Workplace']);
    await page.waitForURL(/\/workplace$/);
    await page.context().close();
  });

  it('opens a deep link as a tab once the menu has loaded, and an unknown path as the workplace', async () => {
    const page = await signIn(ACCOUNTS.admin, '/hpfm/uom/list');
    await page.getByRole('tab', { name: 'Units of Measure' }).waitFor();
    await activeTabIs(page, 'Units of Measure');
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.waitForURL(/\/workplace$/);
    await activeTabIs(page, 'Workplace');
    await page.context().close();
  });

  it('keeps each tab page alive: a half-filled field and the scroll are as the user left them', async () => {
    const page = await signIn(ACCOUNTS.admin);
    await openFromMenu(page, 'Countries');
    const panel = page.getByRole('tabpanel', { name: 'Countries' });
    const field = panel.getByRole('textbox').first();
    await field.fill('Nor');
    await panel.getByRole('row').nth(10).waitFor();
    const pane = page.locator('#tab-panel-_hpfm_country_list');
    const scroll = () => pane.evaluate((element) => element.scrollTop);
    await pane.evaluate((element) => element.scrollTo(0, 120));
    expect(await scroll()).toBe(120);
    await openFromMenu(page, 'Currencies');
    expect(await panel.isHidden()).toBe(true);
    await page.getByRole('tab', { name: 'Countries' }).click();
    expect(await field.inputValue()).toBe('Nor');
    expect(await scroll()).toBe(120);
    await page.context().close();
  });

  it('keeps tabs per role: switching role shows that role’s tabs', async () => {
    const page = await signIn(ACCOUNTS.tenantAdmin);
    await openFromMenu(page, 'Countries');
    await accountMenu(page).click();
    await page.getByRole('menuitemradio', { name: 'Operator' }).click();
    // The switch reloads the page, which goes for its token first: a page between has no body yet.
    await page.waitForFunction(
      () => !(document.body?.innerText ?? '').includes('Tenant Administrator'),
    );
    await page.getByRole('tab', { name: 'Workplace' }).waitFor();
    expect(await tabNames(page)).toEqual(['Workplace']);
    await accountMenu(page).click();
    await page.getByRole('menuitemradio', { name: 'Tenant Administrator' }).click();
    await page.getByRole('tab', { name: 'Countries' }).waitFor();
    expect(await tabNames(page)).toEqual(['Workplace', 'Countries']);
    await page.context().close();
  });

  it('hides what the role may not see: the operator has no governance menu', async () => {
    const page = await signIn(ACCOUNTS.operator);
    await page.getByRole('combobox', { name: '搜索菜单' }).fill('hystrix');
    await page.getByText(/没有匹配/).waitFor();
    await page.context().close();
  });
});

describe('the header', () => {
  it('keeps its menus where they are while the trace switch loads', async () => {
    const page = await visit(browser, '/workplace');
    // The switch's chunk is held back until the rest of the header is drawn.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/TraceButton-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.waitForURL(/\/oauth\/oauth\/authorize/);
    await signInOnOAuthPage(page, ACCOUNTS.admin.login, ACCOUNTS.admin.password);
    await accountMenu(page).waitFor();
    const layoutButton = page.getByRole('button', { name: 'Menu layout' });
    const before = await layoutButton.boundingBox();
    release();
    await page.getByRole('button', { name: 'Start a trace' }).waitFor();
    expect(await layoutButton.boundingBox()).toEqual(before);
    await page.context().close();
  });
});

describe('menu layouts', () => {
  it('remembers the chosen layout and the collapsed menu for the user', async () => {
    const page = await signIn(ACCOUNTS.admin);
    const nav = page.getByRole('navigation', { name: 'Menu' });
    await page.getByRole('button', { name: 'Menu layout' }).click();
    await page.getByRole('menuitemradio', { name: 'Side with all menus' }).click();
    await nav.getByRole('button', { name: 'All menus' }).click();
    await nav.getByRole('link', { name: 'Countries' }).click();
    await page.getByRole('tab', { name: 'Countries' }).waitFor();
    await page.reload();
    await nav.getByRole('button', { name: 'All menus' }).waitFor();

    await page.getByRole('button', { name: 'Menu layout' }).click();
    await page.getByRole('menuitemradio', { name: 'Horizontal' }).click();
    await nav.getByRole('button', { name: 'Platform Management' }).waitFor();

    await page.getByRole('button', { name: 'Menu layout' }).click();
    await page.getByRole('menuitemradio', { name: 'Inline' }).click();
    await page.getByRole('button', { name: 'Menu layout' }).click();
    await page.getByRole('menuitem', { name: 'Collapse the menu' }).click();
    await page.reload();
    await accountMenu(page).waitFor();
    await page.getByRole('button', { name: 'Menu layout' }).click();
    await page.getByRole('menuitem', { name: 'Expand the menu' }).click();
    await page.getByRole('button', { name: 'Menu layout' }).click();
    await page.getByRole('menuitem', { name: 'Collapse the menu' }).waitFor();
    await page.keyboard.press('Escape');
    await page.context().close();
  });
});

describe('languages', () => {
  it('shows the pages open in the language chosen, loading each language’s menu and texts once', async () => {
    const page = await signIn(ACCOUNTS.admin);
    const panel = (name: string) => page.getByRole('tabpanel', { name, exact: true });
    await panel('Workplace').getByText('Samples received').first().waitFor();
    await openFromMenu(page, 'Value List Views');
    await panel('Value List Views').getByRole('link', { name: 'Countries by code' }).waitFor();
    const requests: string[] = [];
    page.on('request', (request) =>
      requests.push(new URL(request.url()).pathname + new URL(request.url()).search),
    );
    const choose = async (language: string) => {
      await accountMenu(page).click();
      await page.getByRole('menuitemradio', { name: language }).click();
    };

    await choose('简体中文');
    // What the server had answered in English is read again in Chinese.
    await panel('值集视图')
      .getByRole('link', { name: /^国家地区/ })
      .waitFor();
    await page.getByRole('tab', { name: '工作台' }).click();
    await panel('工作台').getByText('收样数').first().waitFor();
    expect(requests.some((path) => path.includes('lang=zh_CN'))).toBe(true);

    await choose('English');
    await panel('Workplace').getByText('Samples received').first().waitFor();
    const toEnglish = requests.length;
    await choose('简体中文');
    await panel('工作台').getByText('收样数').first().waitFor();
    // The pages' data is read again, not the menu or the texts of a language loaded before.
    const again = requests.slice(toEnglish);
    expect(again).toContain('/hpfm/v1/lov-view-headers?page=0&size=10&sort=viewCode%2Casc');
    expect(again.filter((path) => path.includes('/menus/') || path.endsWith('.js'))).toEqual([]);
    await choose('English');
    await page.context().close();
  });
});

describe('errors', () => {
  it('reloads after an uncaught error, and shows the 500 page when it happens again at once', async () => {
    const page = await visit(browser, '/exception/trigger');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Raise an error' }).click();
    await reloaded;
    await page.getByRole('button', { name: 'Raise an error' }).click();
    await page.getByRole('heading', { name: '500' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/exception/500');
    const history = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('hzero-exception-history') ?? '[]'),
    );
    expect(history).toHaveLength(2);
    await page.context().close();
  });
});
