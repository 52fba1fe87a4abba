import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  addImportedRows,
  fillShipping,
  fixCell,
  grid,
  importCheckLines,
  importSheet,
  previewAndSubmit,
  startSubmission,
  waitUntilSaved,
} from './support/portalSubmission';
import { ACCOUNTS, onServerDatabase, portalCustomer, signInOnPortal } from './support/session';

let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'portal-submission-'));
});

afterAll(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

const SHEET = /^Samples of Whole Genome Sequencing/;

describe('the customer submits samples', () => {
  it('imports a sheet with errors, fixes them, survives a closed browser and a lapsed session, and submits', async () => {
    const csv = join(dir, 'samples.csv');
    writeFileSync(
      csv,
      [
        'Sample name,Sample type,Species,Concentration (ng/uL),Volume (uL),Buffer',
        'WZ-01,DNA,Homo sapiens,50,20,TE',
        'WZ 02,DNA,Homo sapiens,45,20,TE',
        'WZ-03,DNA,Homo sapiens,abc,5,TE',
      ].join('\n'),
    );

    let page = await portalCustomer(browser);
    const batchId = await startSubmission(page, 'Whole Genome Sequencing');
    expect(batchId).toBeGreaterThan(0);

    await importSheet(page, csv);
    const lines = await importCheckLines(page);
    expect(lines.map(({ row, column, value, kind }) => [row, column, value, kind])).toEqual([
      ['3', 'Sample name', 'WZ 02', 'Error'],
      ['4', 'Concentration (ng/uL)', 'abc', 'Error'],
      ['4', 'Volume (uL)', '5', 'Error'],
    ]);
    expect(lines[0]!.why).toBe('A sample name may contain only letters, digits, - and _');
    expect(lines[1]!.why).toBe('The concentration must be a number, such as 12.5');
    expect(lines[2]!.why).toBe('The volume must be from 10 to 200 uL');
    const add = page.getByRole('button', { name: 'Add 3 samples to the sheet' });
    expect(await add.isDisabled()).toBe(true);

    await fixCell(page, 'Imported rows', 2, 'Sample name', 'WZ-02');
    await fixCell(page, 'Imported rows', 3, 'Concentration (ng/uL)', '40');
    await fixCell(page, 'Imported rows', 3, 'Volume (uL)', '30');
    await page.getByText('No problems: every imported row can be added.').waitFor();
    await addImportedRows(page);
    await page.getByText('Errors: 0 · Warnings: 0').waitFor();
    await waitUntilSaved(page);

    // The browser goes away mid-way; a new one signs in and continues the draft.
    await page.context().close();
    page = await portalCustomer(browser);
    await page.goto('/pub/sample/step1');
    await page
      .getByRole('link', { name: /^Continue / })
      .and(page.locator(`a[href$="step1?batchId=${batchId}"]`))
      .click();
    await page.getByRole('heading', { level: 1, name: /^Sample sheet/ }).waitFor();
    const sheet = grid(page, SHEET);
    await sheet.getByText('WZ-03').waitFor();
    expect(await sheet.getByText('WZ-02').count()).toBe(1);
    expect(await sheet.getByText('1.2').count()).toBe(1);

    // The session lapses while the user types: the edit waits on this device, the user signs
    // in again and comes back to the sheet with it restored and saved.
    onServerDatabase((db) =>
      db
        .prepare(
          `UPDATE tokens SET expires_at = ?
           WHERE user_id = (SELECT id FROM users WHERE login_name = ?)`,
        )
        .run(Date.now() - 1000, ACCOUNTS.manager.login),
    );
    await fixCell(page, SHEET, 1, 'Sample name', 'WZ-01A');
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await signInOnPortal(page, ACCOUNTS.manager.login, ACCOUNTS.manager.password);
    await page
      .getByText('Changes this device had not yet saved were restored and are being saved.')
      .waitFor();
    await grid(page, SHEET).getByText('WZ-01A').waitFor();
    await waitUntilSaved(page);

    await fillShipping(page, {
      courier: 'DHL',
      trackingNo: 'DHL-1234567',
      shippingDate: '2026-11-23',
      boxCount: 1,
      storage: 'Dry ice',
      senderContact: 'Mia Manager, +49 30 1234567',
    });
    await page.getByRole('table', { name: 'DNA: 3 samples' }).waitFor();
    const batchCode = await previewAndSubmit(page);
    expect(batchCode).toMatch(/\S/);
    await page.getByText('Submitted', { exact: true }).waitFor();
    await page.context().close();
  });
});
