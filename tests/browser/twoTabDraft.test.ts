/**
 * The same sample-submission draft open in two tabs of one browser, edited as a user would:
 * each tab's typing survives the other tab's save. Changes to different cells are merged and
 * saved with a notice; the same cell changed in both shows both values until the user chooses.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { PORTAL_TENANT } from './support/portalApi';
import {
  addImportedRows,
  fixCell,
  grid,
  importSheet,
  startSubmission,
  waitUntilSaved,
} from './support/portalSubmission';
import { accessToken, portalCustomer } from './support/session';

let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'two-tab-draft-'));
});

afterAll(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

const SHEET = /^Samples of Whole Genome Sequencing/;
const VOLUME = 'Volume (uL)';

/** The draft's sample rows as the server has them. */
async function savedRows(page: Page, batchId: number) {
  const token = await accessToken(page);
  const res = await page.request.get(`/hsif/v1/${PORTAL_TENANT}/batches/${batchId}`, {
    headers: { Authorization: `bearer ${token}` },
  });
  const batch = (await res.json()) as { rows: { sampleName: string; volume: string }[] };
  return batch.rows.map((row) => [row.sampleName, String(row.volume)]);
}

/** The text of the sheet's cell at `row` (1 based) in the column titled `column`. */
async function cellText(page: Page, row: number, column: string) {
  const sheet = grid(page, SHEET);
  const titles = await sheet.locator('thead th span[title]').allInnerTexts();
  const col = titles.indexOf(column);
  return sheet.locator(`td[role="gridcell"][data-row="${row - 1}"][data-col="${col}"]`).innerText();
}

describe('one draft in two tabs', () => {
  it('merges the other tab’s save with what this tab typed, and lets the user choose where both changed a cell', async () => {
    const csv = join(dir, 'samples.csv');
    writeFileSync(
      csv,
      [
        'Sample name,Sample type,Species,Concentration (ng/uL),Volume (uL),Buffer',
        'TT-01,DNA,Homo sapiens,50,20,TE',
        'TT-02,DNA,Homo sapiens,45,20,TE',
      ].join('\n'),
    );
    const tabA = await portalCustomer(browser);
    const batchId = await startSubmission(tabA, 'Whole Genome Sequencing');
    await importSheet(tabA, csv);
    await addImportedRows(tabA);
    await waitUntilSaved(tabA);

    // The same draft in a second tab of the same browser.
    const tabB = await tabA.context().newPage();
    await tabB.goto(`/pub/sample/step2?batchId=${batchId}`);
    await grid(tabB, SHEET).getByText('TT-02').waitFor();

    // Tab A changes sample 1's volume and saves; tab B, still on the version before, changes
    // sample 2's volume.
    await fixCell(tabA, SHEET, 1, VOLUME, '25');
    await waitUntilSaved(tabA);
    await fixCell(tabB, SHEET, 2, VOLUME, '30');
    await tabB
      .getByText(
        'This submission was also saved in another tab or by someone else. Those changes were merged with yours, and both are saved.',
      )
      .waitFor();
    await waitUntilSaved(tabB);
    expect(await savedRows(tabB, batchId)).toEqual([
      ['TT-01', '25'],
      ['TT-02', '30'],
    ]);
    // Tab B shows the other tab's change next to its own.
    expect(await cellText(tabB, 1, VOLUME)).toBe('25');
    expect(await cellText(tabB, 2, VOLUME)).toBe('30');

    // Now tab A, still on its own version, changes sample 2's volume too: the same cell.
    await fixCell(tabA, SHEET, 2, VOLUME, '35');
    const banner = tabA.getByRole('region', {
      name: '1 change(s) conflict with the other version',
    });
    await banner.waitFor();
    const sheet = grid(tabA, SHEET);
    const keepMine = sheet.getByRole('button', { name: 'Keep mine: 35' });
    const takeTheirs = sheet.getByRole('button', { name: 'Take the other version: 30' });
    await keepMine.waitFor();
    expect(await takeTheirs.innerText()).toBe('30');
    await tabA
      .getByRole('status')
      .filter({ hasText: 'Not saved: choose between your values and the other version' })
      .waitFor();
    // The merge took tab B's other change; nothing is saved before the choice.
    expect(await cellText(tabA, 1, VOLUME)).toBe('25');
    expect(await savedRows(tabA, batchId)).toEqual([
      ['TT-01', '25'],
      ['TT-02', '30'],
    ]);

    await keepMine.click();
    await banner.waitFor({ state: 'detached' });
    await waitUntilSaved(tabA);
    expect(await cellText(tabA, 2, VOLUME)).toBe('35');
    expect(await savedRows(tabA, batchId)).toEqual([
      ['TT-01', '25'],
      ['TT-02', '35'],
    ]);
    await tabA.context().close();
  });
});
