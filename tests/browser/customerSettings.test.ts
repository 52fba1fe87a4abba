import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { noticesGone, operatorPage, savedNotice } from './support/engine';
import { ACCOUNTS, portalCustomer, visit } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Epoch ms of a shown `YYYY-MM-DD HH:mm:ss`, read as if it were UTC (to compare two). */
const wallClock = (text: string) => Date.parse(`${text.trim().replace(' ', 'T')}Z`);

/** The time the message centre shows for its first message. */
async function firstReceived(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Messages' }).click();
  const table = page.getByRole('table', { name: 'Messages' });
  const cell = table
    .getByRole('row')
    .nth(1)
    .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await cell.waitFor();
  return (await cell.innerText()).trim();
}

/** Chooses a time zone on My settings and saves the profile. */
async function chooseTimeZone(page: Page, zone: string) {
  await page.getByRole('link', { name: 'My settings' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Time zone').selectOption(zone);
  await noticesGone(page);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await savedNotice(page);
}

describe('my settings', () => {
  it('changing the time zone moves the dates shown on the pages', async () => {
    const page = await portalCustomer(browser, ACCOUNTS.manager);
    const before = await firstReceived(page);
    // The demo manager lives in GMT+1.
    await chooseTimeZone(page, 'GMT+8');
    const after = await firstReceived(page);
    expect(wallClock(after) - wallClock(before)).toBe(7 * 3600 * 1000);
    await chooseTimeZone(page, 'GMT+1');
    expect(await firstReceived(page)).toBe(before);
  });
});

describe('the signed sample-information link', () => {
  it('shows the samples to anyone with the link, and a forged or expired one nothing but a refusal', async () => {
    const staff = await operatorPage(browser, ACCOUNTS.tenantAdmin, '/novoMagic');
    const share = staff.getByRole('region', { name: 'Sample information link' });
    await share
      .getByLabel('Project')
      .selectOption({ label: 'NL-P2024001 · Maize cultivar resequencing' });
    await share.getByRole('button', { name: 'Create link' }).click();
    const url = await share.getByLabel('Link').inputValue();
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/public\/hpro\/project\/sampleinfo\/NL-P2024001\/1\.\d+\.[\w-]{43}$/);

    const visitor = await visit(browser, path);
    await visitor.getByRole('heading', { name: 'Sample information · NL-P2024001' }).waitFor();
    await visitor.getByRole('cell', { name: 'MZ-03' }).waitFor();
    await visitor.getByText(/This link works until/).waitFor();

    const forged = await visit(
      browser,
      path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
    );
    await forged.getByRole('alert').getByText('This link cannot be shown').waitFor();
    await forged.getByText('This link is not valid. Ask the sender for a new link.').waitFor();
    expect(await forged.getByText('MZ-03').count()).toBe(0);

    const [, sign = ''] = /\/([^/]+)$/.exec(path) ?? [];
    const [tenant, expires] = sign.split('.');
    const stretched = await visit(
      browser,
      path.replace(sign, `${tenant}.${Number(expires) + 86400}.${sign.split('.')[2]}`),
    );
    await stretched.getByText('This link is not valid. Ask the sender for a new link.').waitFor();
    expect(await stretched.getByText('Maize cultivar resequencing').count()).toBe(0);
  });
});
