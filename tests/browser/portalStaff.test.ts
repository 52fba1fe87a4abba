import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';
import {
  moveStaffBatch,
  openStaffBatch,
  openStaffStep,
  prepareSubmittedBatch,
  receiveBatch,
  recordQc,
} from './support/portalStaff';
import { ACCOUNTS, accountMenu, signInOnOAuthPage, visit } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('staff batch workbench', () => {
  it('receives a submitted batch with a note, records QC with a Risk sample and a report, and cannot start before the customer decides', async () => {
    const tag = Date.now().toString(36).slice(-5).toUpperCase();
    const [s1, s2, s3] = [1, 2, 3].map((n) => `ST${tag}-${n}`) as [string, string, string];
    // The customer's API sign-in runs in a browser of its own: in the staff page's browser, its
    // OAuth session would be the one that page gets.
    const customer = await browser.newContext({ baseURL: baseUrl() });
    const { batchCode } = await prepareSubmittedBatch(customer.request, [s1, s2, s3]);
    await customer.close();
    const page = await visit(browser, '/hsif/sample/list');
    const report = join(mkdtempSync(join(tmpdir(), 'qc-')), 'qc-report.pdf');
    writeFileSync(report, '%PDF-1.4\n% QC report\n');

    await page.waitForURL(/\/oauth\/oauth\/authorize/);
    await signInOnOAuthPage(page, ACCOUNTS.tenantAdmin.login, ACCOUNTS.tenantAdmin.password);
    await accountMenu(page).waitFor();

    await openStaffBatch(page, batchCode);
    const sheet = page.getByRole('table', { name: 'Submitted sample sheet' });
    await sheet.getByText(s3).waitFor();
    expect(await sheet.getByRole('row').count()).toBe(4);

    await receiveBatch(page, { notes: { [s2]: 'Tube cracked, volume low' } });
    await page.getByText(`${s2} · Tube cracked, volume low`).waitFor();

    await recordQc(page, { [s1]: 'Pass', [s2]: 'Risk', [s3]: 'Pass' }, report, {
      [s2]: 'Volume below 10 uL',
    });
    const results = page.getByRole('table', { name: 'QC results' });
    await results.getByText('Volume below 10 uL').waitFor();
    await results.getByText('Waiting for a decision').waitFor();
    expect(await results.getByRole('link', { name: 'Download qc-report.pdf' }).count()).toBe(3);
    const summary = page.getByRole('region', { name: 'Batch summary' });
    await summary.getByText('QC done').waitFor();

    // The report downloads for staff (the link asks for a ticket: it cannot send the token).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      results.getByRole('link', { name: 'Download qc-report.pdf' }).first().click(),
    ]);
    expect(download.url()).toMatch(/[?&]ticket=/);
    expect(download.url()).not.toContain('access_token');
    expect(download.suggestedFilename()).toBe('qc-report.pdf');
    expect(readFileSync(await download.path(), 'utf8')).toContain('% QC report');

    // Each step has its own tab, titled after the step.
    await page.getByRole('tab', { name: /Batch QC/ }).waitFor();

    // The customer has not decided on the Risk sample: the server refuses to start the work.
    expect(await moveStaffBatch(page, 'In progress', 'Start library prep')).toContain(
      `The customer has not decided on the Risk samples ${s2} yet`,
    );
    await summary.getByText('QC done').waitFor();

    await openStaffStep(page, '6. History');
    const history = page.getByRole('table', { name: 'Status history' });
    await history.getByText(/1 Pass|2 Pass/).waitFor();
    const statuses = await history.locator('[data-tone]').allTextContents();
    expect(statuses).toEqual(['Draft', 'Submitted', 'Received', 'QC done']);
    await history.getByText(/Tube cracked, volume low/).waitFor();
    await history.getByText(new RegExp(`proceed with ${s2}`)).waitFor();
  });
});
