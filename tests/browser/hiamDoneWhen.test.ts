import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { lovField, noticesGone, operatorPage, rowAction, savedNotice } from './support/engine';
import { mailedLink, signedInAt } from './support/hiam';
import { ACCOUNTS, accessToken, visit } from './support/session';

/**
 * Identity and access governing the running system, tried as a new user would (issue 16's
 * "Done when"): the site administrator creates the tenant Acme Bio with its first
 * administrator; she activates her account, creates a role granting the creation of
 * currencies and an account holding it; that user signs in, finds Create and creates a
 * currency. The administrator withdraws the code: at the user's next page load Create is no
 * longer usable and a direct POST with the user's own token is refused with 403.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const ADA = { login: 'ada.acme', password: 'AdaAcme2026' };
const CODY = { login: 'cody.currency', password: 'CodyCurrency1' };
const CREATE_CODE = 'hpfm.currency.list-create';

/** Activates an invited account from the link mailed to `email`, choosing `password`. */
async function activate(email: string, password: string): Promise<void> {
  const invited = await visit(browser, mailedLink(email));
  await invited.getByLabel('New password').fill(password);
  await invited.getByLabel('Repeat the password').fill(password);
  await invited.getByRole('button', { name: 'Activate' }).click();
  await invited.getByText('Your account is active. You can sign in now.').waitFor();
  await invited.context().close();
}

/** The Create button of the currency list, once the page's permission checks have answered. */
async function currencyCreate(page: Page): Promise<Locator> {
  const panel = page.getByRole('tabpanel', { name: 'Currencies' });
  const create = panel.getByRole('button', { name: 'Create' });
  await create.waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return create;
}

describe('a role granted and withdrawn by a new tenant administrator', () => {
  it('governs what its holder can do, from the next page load on', async () => {
    // 1. The site administrator creates the tenant Acme Bio and names its first administrator.
    const site = await operatorPage(browser, ACCOUNTS.admin, '/hiam/tenant');
    const tenants = site.getByRole('tabpanel', { name: 'Tenants' });
    await tenants.getByRole('button', { name: 'Create' }).click();
    const tenant = site.getByRole('dialog', { name: 'Create tenant' });
    await tenant.getByRole('textbox', { name: 'Tenant code', exact: true }).fill('ACME-BIO');
    await tenant.getByRole('textbox', { name: 'Tenant name', exact: true }).fill('Acme Bio');
    await tenant
      .getByRole('textbox', { name: 'Administrator login name', exact: true })
      .fill(ADA.login);
    await tenant.getByRole('textbox', { name: 'Administrator name', exact: true }).fill('Ada Acme');
    await tenant
      .getByRole('textbox', { name: 'Administrator e-mail', exact: true })
      .fill('ada@acme-bio.example');
    await tenant.getByRole('button', { name: 'Save' }).click();
    await savedNotice(site);
    await tenants.getByRole('row', { name: /ACME-BIO Acme Bio/ }).waitFor();
    await site.context().close();

    // 2. The administrator activates her account from the invitation and signs in.
    await activate('ada@acme-bio.example', ADA.password);
    const ada = await signedInAt(browser, ADA, '/hiam/role');

    // 3. She creates the role Currency Keeper...
    const roles = ada.getByRole('tabpanel', { name: 'Roles' });
    await roles.getByRole('button', { name: 'Create' }).click();
    const role = ada.getByRole('dialog', { name: 'Create role' });
    await role.getByRole('textbox', { name: 'Role code', exact: true }).fill('currency-keeper');
    await role.getByRole('textbox', { name: 'Role name', exact: true }).fill('Currency Keeper');
    await role.getByRole('button', { name: 'Save' }).click();
    await savedNotice(ada);
    const keeper = roles.getByRole('row', { name: /currency-keeper/ });
    await keeper.waitFor();

    // ...and grants it, in the permission tree found by search, the Currencies menu and Create.
    await rowAction(ada, keeper, 'Permissions');
    await ada.waitForURL(/\/hiam\/role\/api\/\d+$/);
    const rolePath = new URL(ada.url()).pathname;
    await ada.getByRole('heading', { name: 'Permissions of Currency Keeper' }).waitFor();
    await ada.getByRole('searchbox', { name: 'Search menus and permissions' }).fill('currenc');
    const tree = ada.getByRole('list', { name: 'Permissions of Currency Keeper' });
    const menuTick = tree.getByRole('checkbox', { name: 'Currencies', exact: true });
    const createTick = tree.getByRole('checkbox', { name: 'create currency records' });
    // Each code is shown beside what it allows.
    await tree
      .getByRole('listitem')
      .filter({ hasText: CREATE_CODE })
      .getByText('create currency records')
      .waitFor();
    await tree.getByText('Currencies', { exact: true }).click();
    await tree.getByText('create currency records', { exact: true }).click();
    await ada.getByText('2 unsaved change(s)').waitFor();
    await noticesGone(ada);
    await ada.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(ada);
    await ada.getByText('2 unsaved change(s)').waitFor({ state: 'detached' });
    expect(await menuTick.isChecked()).toBe(true);
    expect(await createTick.isChecked()).toBe(true);

    // 4. She invites Cody Currency and gives him the role.
    await ada.goto('/hiam/sub-account');
    const accounts = ada.getByRole('tabpanel', { name: 'Sub-accounts' });
    await accounts.getByRole('button', { name: 'Create' }).click();
    const create = ada.getByRole('dialog', { name: 'Create account' });
    await create.getByRole('textbox', { name: 'Login name' }).fill(CODY.login);
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill('Cody Currency');
    await create.getByRole('textbox', { name: 'E-mail' }).fill('cody@acme-bio.example');
    await create.getByRole('button', { name: 'Save' }).click();
    await ada.waitForURL(/\/hiam\/sub-account\/detail\/\d+$/);
    await accounts
      .getByRole('heading', { name: `Sub-accounts · ${CODY.login}`, level: 1 })
      .waitFor();
    await accounts.getByRole('button', { name: 'Add', exact: true }).click();
    const line = ada.getByRole('dialog', { name: 'Create role held' });
    await lovField(line, 'Role').open.click();
    const modal = ada.getByRole('dialog', { name: 'Roles' });
    await modal.getByRole('row', { name: /^currency-keeper Currency Keeper/ }).click();
    await modal.getByRole('button', { name: 'OK' }).click();
    await modal.waitFor({ state: 'detached' });
    await line.getByRole('button', { name: 'Save' }).click();
    await line.waitFor({ state: 'detached' });
    await noticesGone(ada);
    await accounts.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(ada);
    await accounts
      .getByRole('table', { name: 'Roles' })
      .getByRole('row', { name: /^Currency Keeper/ })
      .waitFor();

    // 5. Cody activates his account, signs in, finds Create on Currencies and creates one.
    await activate('cody@acme-bio.example', CODY.password);
    const cody = await signedInAt(browser, CODY, '/hpfm/currency/list');
    const currencies = cody.getByRole('tabpanel', { name: 'Currencies' });
    const codyCreate = await currencyCreate(cody);
    expect(await codyCreate.isEnabled()).toBe(true);
    await codyCreate.click();
    const currency = cody.getByRole('dialog', { name: 'Create currency' });
    await currency.getByRole('textbox', { name: 'Currency code', exact: true }).fill('NZD');
    await currency
      .getByRole('textbox', { name: 'Currency name', exact: true })
      .fill('New Zealand Dollar');
    await currency.getByRole('textbox', { name: 'Symbol', exact: true }).fill('NZ$');
    await currency.getByRole('button', { name: 'Save' }).click();
    await currency.waitFor({ state: 'detached' });
    await currencies.getByRole('row', { name: /NZD New Zealand Dollar/ }).waitFor();

    // 6. The administrator withdraws the Create code from the role.
    await ada.goto(rolePath);
    await ada.getByRole('heading', { name: 'Permissions of Currency Keeper' }).waitFor();
    await tree.getByText('create currency records', { exact: true }).click();
    await ada.getByText('1 unsaved change(s)').waitFor();
    await ada.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(ada);
    await ada.getByText('1 unsaved change(s)').waitFor({ state: 'detached' });
    // Saved: the next load of the page shows the menu still granted and Create withdrawn.
    await ada.reload();
    await ada.getByRole('heading', { name: 'Permissions of Currency Keeper' }).waitFor();
    await createTick.waitFor();
    expect(await menuTick.isChecked()).toBe(true);
    expect(await createTick.isChecked()).toBe(false);
    await ada.context().close();

    // 7. Cody's next page load: Create can no longer be used, and the server refuses it.
    const listed = cody.waitForRequest((request) =>
      /^\/hpfm\/v1\/\d+\/currencys$/.test(new URL(request.url()).pathname),
    );
    await cody.reload();
    // The address the page reads the tenant's currencies from.
    const address = new URL((await listed).url()).pathname;
    await currencies.getByRole('row', { name: /NZD New Zealand Dollar/ }).waitFor();
    expect(await (await currencyCreate(cody)).isDisabled()).toBe(true);
    const token = await accessToken(cody);
    const refused = await cody.request.post(address, {
      headers: { Authorization: `bearer ${token}` },
      data: { currencyCode: 'FJD', currencyName: 'Fiji Dollar', financialPrecision: 2 },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ failed: true, code: 'error.forbidden' });
    await cody.context().close();
  }, 120_000);
});
