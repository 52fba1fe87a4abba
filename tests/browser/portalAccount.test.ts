import type { Browser } from 'playwright-core';
import { hashPassword } from '../../server/security/password';
import { baseUrl, launchBrowser } from './support/browser';
import { ACCOUNTS, accountMenu, onServerDatabase, signInOnPortal, visit } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The link (absolute, or a path when mailed at seed time) in the newest e-mail to `recipient`. */
function lastLink(recipient: string): string {
  const row = onServerDatabase((db) =>
    db
      .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
      .get(recipient),
  ) as { body: string } | undefined;
  const link = /(https?:\/\/[^\s/]+)?\/pub\/[^\s]+/.exec(row?.body ?? '')?.[0];
  if (!link) throw new Error(`no link was mailed to ${recipient}`);
  return link;
}

describe('portal accounts', () => {
  it('resets a forgotten password through a one-time link, and signs in with the new one', async () => {
    const page = await visit(browser, '/pub/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail address').fill('member@lab.example');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(/a link is on its way/).waitFor();

    const link = new URL(lastLink('member@lab.example'), 'http://localhost');
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Repeat the password').fill('short');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page
      .getByText('The password does not meet the password policy: at least 8 characters')
      .waitFor();
    expect(await page.getByLabel('New password').inputValue()).toBe('short');

    await page.getByLabel('New password').fill('Member4567');
    await page.getByLabel('Repeat the password').fill('Member4567');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByText('Your password is set. You can sign in with it now.').waitFor();

    // The link works once.
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password').fill('Member8910');
    await page.getByLabel('Repeat the password').fill('Member8910');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByRole('alert').waitFor();

    await page.goto('/pub/sign-in');
    await signInOnPortal(page, ACCOUNTS.member.login, 'Member4567');
    await accountMenu(page).waitFor();

    // Other tests sign in with the demo password: put it back.
    const hash = await hashPassword(ACCOUNTS.member.password);
    onServerDatabase((db) =>
      db
        .prepare('UPDATE users SET password_hash = ? WHERE login_name = ?')
        .run(hash, ACCOUNTS.member.login),
    );

    await page.context().close();
  });

  it('activates an invited account from its invitation link', async () => {
    const link = new URL(lastLink('invited@lab.example'), 'http://localhost');
    const page = await visit(browser, link.pathname + link.search);
    await page.getByRole('heading', { name: 'Activate your account' }).waitFor();
    await page.getByLabel('New password').fill('Invited123');
    await page.getByLabel('Repeat the password').fill('Invited123');
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('Your account is active. You can sign in now.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInOnPortal(page, 'invited@lab.example', 'Invited123');
    await accountMenu(page).waitFor();
    await page.context().close();
  });
});

describe('old browsers', () => {
  it('sends Internet Explorer below version 11 to the suggest-browser page', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      userAgent: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
    });
    const page = await context.newPage();
    await page.goto('/workplace');
    await page.waitForURL(/\/suggest-browser\.html$/);
    await page.getByRole('heading', { name: 'Please use a newer browser' }).waitFor();
    await context.close();
  });
});
