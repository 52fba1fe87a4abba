import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { ACCOUNTS, accessToken, accountMenu, signInOnOAuthPage, visit } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('notification centre', () => {
  it('shows a message pushed by the server without a reload', async () => {
    const page = await visit(browser, '/workplace');
    await page.waitForURL(/\/oauth\/oauth\/authorize/);
    await signInOnOAuthPage(page, ACCOUNTS.tenantAdmin.login, ACCOUNTS.tenantAdmin.password);
    await accountMenu(page).waitFor();
    let loads = 0;
    page.on('load', () => (loads += 1));

    // Someone else (the API, with the same user's token) sends the user a message.
    const token = await accessToken(page);
    const headers = { Authorization: `bearer ${token}` };
    const self = await (await page.request.get('/iam/hzero/v1/users/self', { headers })).json();
    // The bell shows the count the server has (read here: the bell may not have it yet).
    const { unreadMessageCount: before } = await (
      await page.request.get(`/hmsg/v1/${self.tenantId}/messages/user/count`, { headers })
    ).json();
    await page
      .getByRole('button', {
        name:
          before > 0
            ? new RegExp(`^Notifications, ${before} unread`)
            : /^Notifications(?!, \d+ unread)/,
      })
      .waitFor();
    const sent = await page.request.post(`/hmsg/v1/${self.tenantId}/messages/user`, {
      headers,
      data: {
        userIds: [self.id],
        subject: 'Batch B-0042 received',
        content: 'All 96 samples arrived.',
        userMessageTypeCode: 'MSG',
      },
    });
    expect(sent.ok()).toBe(true);

    await page
      .getByRole('button', { name: new RegExp(`^Notifications, ${before + 1} unread`) })
      .waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('tabpanel', { name: 'Messages' })
      .getByText('Batch B-0042 received')
      .waitFor();
    expect(loads).toBe(0);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: /^Notifications(?!, \d+ unread)/ }).waitFor();
    await page.context().close();
  });
});
