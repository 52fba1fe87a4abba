import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  ACCOUNTS,
  accountMenu,
  onServerDatabase,
  portalCustomer,
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

/** The activation link mailed to `recipient` (its path and query). */
function activationLink(recipient: string): string {
  const row = onServerDatabase((db) =>
    db
      .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
      .get(recipient),
  ) as { body: string } | undefined;
  const link = /\/pub\/activate-account\?token=[A-Za-z0-9_-]+/.exec(row?.body ?? '')?.[0];
  if (!link) throw new Error(`no activation link was mailed to ${recipient}`);
  return link;
}

describe('a customer team', () => {
  it('the manager invites a colleague, who activates and sees only the project allocated to them', async () => {
    const email = `colleague.${Date.now()}@lab.example`;
    const manager = await portalCustomer(browser, ACCOUNTS.manager);
    await manager.getByRole('link', { name: 'My team' }).click();
    await manager.getByRole('link', { name: 'Members' }).click();
    await manager.getByRole('button', { name: 'Invite member' }).click();
    const invite = manager.getByRole('form', { name: 'Invite a colleague' });
    await invite.getByLabel('E-mail').fill(email);
    await invite.getByLabel('Name').fill('Cora Colleague');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.waitFor({ state: 'detached' });
    const row = manager.getByRole('row', { name: /Cora Colleague/ });
    await row.getByText('Invited').waitFor();

    // The colleague opens the link from the e-mail and chooses a password.
    const colleague = await visit(browser, activationLink(email));
    await colleague.getByLabel('New password').fill('Colleague123');
    await colleague.getByLabel('Repeat the password').fill('Colleague123');
    await colleague.getByRole('button', { name: 'Activate' }).click();
    await colleague.getByText('Your account is active. You can sign in now.').waitFor();
    await colleague.goto('/pub/sign-in');
    await signInOnPortal(colleague, email, 'Colleague123');
    await accountMenu(colleague).waitFor();
    await colleague.goto('/pub/projects/project');
    await colleague.getByText('No data').waitFor();
    expect(await colleague.getByRole('link', { name: /^NL-P/ }).count()).toBe(0);

    // The manager gives them one project.
    await manager.reload();
    await manager
      .getByRole('row', { name: /Cora Colleague/ })
      .getByText('Active')
      .waitFor();
    await manager
      .getByRole('group', { name: 'Actions of Cora Colleague' })
      .getByRole('button', { name: 'Projects' })
      .click();
    const allocate = manager.getByRole('dialog', { name: 'Projects Cora Colleague sees' });
    await allocate.getByText('NL-P2024003 · Tumour panel libraries').click();
    await allocate.getByRole('button', { name: 'Save' }).click();
    await allocate.waitFor({ state: 'detached' });
    await manager
      .getByRole('row', { name: /Cora Colleague/ })
      .getByText('NL-P2024003')
      .waitFor();

    // They see that project, and only that one.
    await colleague.reload();
    await colleague.getByRole('link', { name: 'NL-P2024003' }).waitFor();
    expect(await colleague.getByRole('link', { name: /^NL-P/ }).allTextContents()).toEqual([
      'NL-P2024003',
    ]);

    // The allocation is in the team's history.
    await manager.getByRole('link', { name: 'Allocation history' }).click();
    const history = manager.getByRole('row', { name: /NL-P2024003.*Cora Colleague/ });
    await history.getByText('Allocated').waitFor();
    await history.getByText('Mia Manager').waitFor();
  });
});
