import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { confirmWith, operatorPage, rowAction } from './support/engine';
import { ACCOUNTS, portalCustomer } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The header's bell: its accessible name says how many messages are unread. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The number the bell shows (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

describe('the message centre', () => {
  it('shows every message, marks them all read, and the bell drops to 0', async () => {
    const page = await portalCustomer(browser, ACCOUNTS.manager);
    await page.getByRole('link', { name: 'Messages' }).click();
    const table = page.getByRole('table', { name: 'Messages' });
    await table.getByRole('row').nth(1).waitFor();
    await page.waitForFunction(() =>
      /\d+ unread/.test(
        document.querySelector('button[aria-label^="Notifications"]')?.getAttribute('aria-label') ??
          '',
      ),
    );
    const unread = await bellCount(page);
    expect(unread).toBeGreaterThan(0);
    // The bell shows the number itself (inside its pill), and the page agrees with it.
    await bell(page).getByText(String(unread)).waitFor();
    expect(
      await bell(page)
        .locator('span')
        .evaluate((pill) => {
          const range = document.createRange();
          range.selectNodeContents(pill);
          const text = range.getBoundingClientRect();
          const box = pill.getBoundingClientRect();
          return text.top >= box.top && text.bottom <= box.bottom && text.height > 0;
        }),
    ).toBe(true);
    await page.getByText(`${unread} unread`, { exact: true }).waitFor();

    // Only unread ones, then every one read. The click waits for the filtered list: a list
    // still loading may move the button from under the pointer.
    const filtered = page.waitForResponse(
      (res) => /\/messages\/user\?/.test(res.url()) && res.url().includes('readFlag=N'),
    );
    await page.getByLabel('State', { exact: true }).selectOption('N');
    await filtered;
    await table.and(page.locator(':not([aria-busy])')).waitFor();
    await table.getByText('Unread').first().waitFor();
    const marked = page.waitForResponse(
      (res) => res.url().includes('/messages/user/read-flag') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    expect((await marked).ok()).toBe(true);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await bellCount(page)).toBe(0);
    await page.getByText('0 unread', { exact: true }).waitFor();
    await table.getByText('No messages here.').waitFor();
    await page.getByLabel('State', { exact: true }).selectOption('Y');
    await table.getByRole('row').nth(1).getByText('Read').waitFor();
  });

  it('shows a staff announcement in the portal as soon as it is published, without a reload', async () => {
    const customer = await portalCustomer(browser, ACCOUNTS.member);
    await customer.getByRole('link', { name: 'Messages' }).click();
    await customer.getByRole('table', { name: 'Messages' }).waitFor();
    const before = await bellCount(customer);

    const staff = await operatorPage(browser, ACCOUNTS.tenantAdmin, '/hfaq/announcement/list');
    const title = `Courier strike ${Date.now()}`;
    await staff.getByRole('button', { name: 'Create', exact: true }).click();
    const form = staff.getByRole('form', { name: 'Create announcement' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Text').fill('Ship with DHL this week; SF Express parcels are delayed.');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const row = staff.getByRole('row', { name: new RegExp(title) });
    await row.getByText('Draft').waitFor();
    await rowAction(staff, row, 'Publish now');
    await confirmWith(staff, 'OK');
    await row.getByText('Published').waitFor();

    // The customer's open page: the bell counts it and the message centre lists it.
    await customer.getByRole('button', { name: `Notifications, ${before + 1} unread` }).waitFor();
    await customer.getByRole('button', { name: title, exact: true }).waitFor();
    const message = customer.getByRole('row', { name: new RegExp(title) });
    await message.getByText('Announcements').waitFor();
    await message.getByRole('button', { name: title, exact: true }).click();
    await message.getByText('Ship with DHL this week; SF Express parcels are delayed.').waitFor();
    await customer.getByRole('button', { name: `Notifications, ${before} unread` }).waitFor();
  });
});
