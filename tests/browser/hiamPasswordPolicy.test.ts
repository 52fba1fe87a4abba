import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { operatorPage, savedNotice } from './support/engine';
import { mailedLink } from './support/hiam';
import { ACCOUNTS, onServerDatabase, visit } from './support/session';

/**
 * A tenant's password policy tried as a new user would: the tenant administrator of Novo Lab
 * asks for passwords of at least 10 characters on the policy's settings form and invites an
 * account; its activation with a 9-character password is refused with the rule named, then
 * goes through with 10.
 */

let browser: Browser;
/** The policies before the test: the server is shared with the other files, which expect them. */
let lengths: { id: number; minLength: number }[];

beforeAll(async () => {
  browser = await launchBrowser();
  lengths = onServerDatabase((db) =>
    db
      .prepare<[], { id: number; minLength: number }>(
        'SELECT password_policy_id AS id, min_length AS minLength FROM hiam_password_policies',
      )
      .all(),
  );
});

afterAll(async () => {
  await browser.close();
  onServerDatabase((db) => {
    const restore = db.prepare(
      'UPDATE hiam_password_policies SET min_length = ? WHERE password_policy_id = ?',
    );
    for (const { id, minLength } of lengths) restore.run(minLength, id);
    const kept = new Set(lengths.map(({ id }) => id));
    const added = db
      .prepare<[], { id: number }>('SELECT password_policy_id AS id FROM hiam_password_policies')
      .all()
      .filter(({ id }) => !kept.has(id));
    const remove = db.prepare('DELETE FROM hiam_password_policies WHERE password_policy_id = ?');
    for (const { id } of added) remove.run(id);
  });
});

describe('the password policy at activation', () => {
  it('refuses a password shorter than the minimum length, naming the rule', async () => {
    const page = await operatorPage(browser, ACCOUNTS.tenantAdmin, '/hiam/password-policy');
    // The tenant's one policy as a settings form (HZERO's GET and PUT of the object): its
    // minimum length is the default, 8.
    const form = page.getByRole('form', { name: 'Password Policy' });
    const minLength = form.getByRole('spinbutton', { name: 'Minimum length' });
    // The form is drawn once the policy is read.
    await minLength.waitFor();
    expect(await minLength.inputValue()).toBe('8');
    await minLength.fill('10');
    await form.getByRole('button', { name: 'Save' }).click();
    await savedNotice(page);
    // Read again from the server: the form shows what was saved.
    await page.reload();
    await minLength.waitFor();
    expect(await minLength.inputValue()).toBe('10');

    await page.goto('/hiam/sub-account');
    const accounts = page.getByRole('tabpanel', { name: 'Sub-accounts' });
    await accounts.getByRole('button', { name: 'Create' }).click();
    const create = page.getByRole('dialog', { name: 'Create account' });
    await create.getByRole('textbox', { name: 'Login name' }).fill('pat.policy');
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill('Pat Policy');
    await create.getByRole('textbox', { name: 'E-mail' }).fill('pat@novo-lab.example');
    await create.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hiam\/sub-account\/detail\/\d+$/);
    await savedNotice(page);
    await page.context().close();

    const invited = await visit(browser, mailedLink('pat@novo-lab.example'));
    const password = invited.getByLabel('New password');
    await invited.getByText('The password needs at least 10 characters').waitFor();
    await password.fill('Patpolicy');
    await invited.getByLabel('Repeat the password').fill('Patpolicy');
    await invited.getByRole('button', { name: 'Activate' }).click();
    await invited
      .getByText('The password does not meet the password policy: at least 10 characters')
      .waitFor();
    expect(await password.inputValue()).toBe('Patpolicy');

    await password.fill('Patpolicy1');
    await invited.getByLabel('Repeat the password').fill('Patpolicy1');
    await invited.getByRole('button', { name: 'Activate' }).click();
    await invited.getByText('Your account is active. You can sign in now.').waitFor();
    await invited.context().close();
  });
});
