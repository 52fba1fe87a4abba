import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  callApi,
  confirmWith,
  lovField,
  operatorPage,
  rowAction,
  savedNotice,
  tableRows,
} from './support/engine';
import { mailedLink, signedInAt } from './support/hiam';
import { ACCOUNTS, visit } from './support/session';

/**
 * User administration tried as a new administrator would: the tenant administrator of Novo Lab
 * invites an account on the sub-accounts screen and gives it the Operator role; the invited
 * person activates the account from the e-mailed link, signs in and works with the Operator's
 * menu (and nothing more); once the administrator removes the role, the account holds none.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('an account created and given a role', () => {
  it('signs in and sees the menu of its role', async () => {
    const page = await operatorPage(browser, ACCOUNTS.tenantAdmin, '/hiam/sub-account');
    const panel = page.getByRole('tabpanel', { name: 'Sub-accounts' });
    await panel.getByRole('button', { name: 'Create' }).click();
    const create = page.getByRole('dialog', { name: 'Create account' });
    await create.getByRole('textbox', { name: 'Login name' }).fill('olga.operator');
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill('Olga Operator');
    await create.getByRole('textbox', { name: 'E-mail' }).fill('olga@novo-lab.example');
    await create.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hiam\/sub-account\/detail\/\d+$/);
    await panel.getByRole('heading', { name: 'Sub-accounts · olga.operator', level: 1 }).waitFor();

    // The role, picked in its value list, held from today on; saved with the account.
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    const line = page.getByRole('dialog', { name: 'Create role held' });
    const role = lovField(line, 'Role');
    await role.open.click();
    const modal = page.getByRole('dialog', { name: 'Roles' });
    // Roles are a tree: the value list shows them as one.
    await modal.getByRole('row', { name: /^operator Operator/ }).click();
    await modal.getByRole('button', { name: 'OK' }).click();
    await modal.waitFor({ state: 'detached' });
    await line.getByRole('button', { name: 'Save' }).click();
    await line.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(page);
    const roles = panel.getByRole('table', { name: 'Roles' });
    await roles.getByRole('row', { name: /^Operator/ }).waitFor();
    expect((await tableRows(roles)).map((cells) => cells[0])).toEqual(['Operator']);
    const detail = page.url();
    await page.context().close();

    // The invitation: the new account chooses its password, then signs in.
    const invited = await visit(browser, mailedLink('olga@novo-lab.example'));
    await invited.getByLabel('New password').fill('Olga123456');
    await invited.getByLabel('Repeat the password').fill('Olga123456');
    await invited.getByRole('button', { name: 'Activate' }).click();
    await invited.getByText('Your account is active. You can sign in now.').waitFor();
    await invited.context().close();

    const olga = await signedInAt(browser, { login: 'olga.operator', password: 'Olga123456' });
    const nav = olga.getByRole('navigation', { name: 'Menu' });
    await nav.getByRole('button', { name: 'Platform Management' }).click();
    await nav.getByRole('button', { name: 'Master Data' }).click();
    await nav.getByRole('link', { name: 'Currencies' }).waitFor();
    // The tenant administrator's screens are not the Operator's.
    expect(await nav.getByRole('button', { name: 'Identity and Access' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Currencies' }).click();
    await olga.getByRole('tab', { name: 'Currencies' }).waitFor();
    await olga
      .getByRole('tabpanel', { name: 'Currencies' })
      .getByRole('row', { name: /CNY/ })
      .waitFor();

    // The administrator removes the role (at once, after a confirmation): Olga holds none.
    const admin = await operatorPage(browser, ACCOUNTS.tenantAdmin, new URL(detail).pathname);
    const held = admin.getByRole('tabpanel', { name: 'Sub-accounts' }).getByRole('table', {
      name: 'Roles',
    });
    await rowAction(admin, held.getByRole('row', { name: /^Operator/ }), 'Delete');
    await confirmWith(admin, 'Delete');
    await held.getByRole('row', { name: /^Operator/ }).waitFor({ state: 'detached' });
    expect(await tableRows(held)).toEqual([]);
    await admin.context().close();
    expect(await callApi(olga, 'GET', '/iam/hzero/v1/member-roles/self-roles')).toEqual([]);
    await olga.context().close();
  });
});
