import type { Locator, Page } from 'playwright-core';

/**
 * The customer's sample submission wizard, driven as a user would (English UI). Each function
 * starts on the page the previous one ends on, so a test chains them; the end-to-end test
 * continues with the staff's and the customer's decision steps after `previewAndSubmit`.
 */

/** The save status line after every change has reached the server. */
export const ALL_SAVED = 'All changes saved';

/** Waits until the autosave has saved every change (the status line says so). */
export async function waitUntilSaved(page: Page) {
  await page.getByRole('status').filter({ hasText: ALL_SAVED }).waitFor();
}

/** The wizard's step 1 (`/pub/sample/step1`, or `step1ForMs` for an MS product). */
export async function openProductStep(page: Page, ms = false) {
  await page.goto(ms ? '/pub/sample/step1ForMs' : '/pub/sample/step1');
  await page.getByRole('heading', { level: 1, name: /^Choose a/ }).waitFor();
}

/**
 * Starts a submission from step 1: picks the product (a radio named by the product's name),
 * optionally a project (the 'Project (optional)' list, by its visible option text), presses
 * Start and waits for the sample sheet. Answers the new batch's id.
 */
export async function startSubmission(
  page: Page,
  productName: string,
  options: { ms?: boolean; project?: string } = {},
): Promise<number> {
  if (!/\/pub\/sample\/step1/.test(page.url())) await openProductStep(page, options.ms);
  await page.getByRole('radio', { name: productName }).check();
  if (options.project) {
    await page.getByLabel('Project (optional)').selectOption({ label: options.project });
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('heading', { level: 1, name: /^Sample sheet/ }).waitFor();
  return Number(new URL(page.url()).searchParams.get('batchId'));
}

/** Chooses a .csv or .xlsx file on the sample sheet and waits for the import check. */
export async function importSheet(page: Page, filePath: string) {
  await page.getByLabel('Import a sheet (.xlsx or .csv)').setInputFiles(filePath);
  await page.getByRole('heading', { level: 1, name: /^Check the imported sheet/ }).waitFor();
}

/** One line of the import check: a bad cell and why. */
export interface ImportCheckLine {
  row: string;
  column: string;
  value: string;
  why: string;
  kind: string;
}

/** The lines the import check lists now (the 'Problems in the file' table). */
export async function importCheckLines(page: Page): Promise<ImportCheckLine[]> {
  const table = page.getByRole('table', { name: 'Problems in the file' });
  if ((await table.count()) === 0) return [];
  const rows = await table.locator('tbody tr').all();
  const lines: ImportCheckLine[] = [];
  for (const row of rows) {
    const [rowNo, column, value, why, kind] = await row.locator('td').allInnerTexts();
    lines.push({ row: rowNo!, column: column!, value: value!, why: why!, kind: kind! });
  }
  return lines;
}

/** The grid named `caption` ('Imported rows' on the import check, 'Samples of <product>'). */
export function grid(page: Page, caption: string | RegExp): Locator {
  return page.getByRole('grid', { name: caption });
}

/**
 * Types `value` into the cell of a grid at `row` (1 based, as the row header shows) and the
 * column titled `column` (e.g. 'Sample name', 'Concentration (ng/uL)'): clicks the cell, presses
 * Enter to edit, fills the editor (named '<column>, row <n>') and presses Enter to commit.
 * A drop-down column (sample type, species, buffer…) selects the option instead.
 */
export async function fixCell(
  page: Page,
  caption: string | RegExp,
  row: number,
  column: string,
  value: string,
) {
  const sheet = grid(page, caption);
  const titles = await sheet.locator('thead th span[title]').allInnerTexts();
  const col = titles.indexOf(column);
  if (col < 0) throw new Error(`no column ${column} in ${titles.join(', ')}`);
  await sheet.locator(`td[role="gridcell"][data-row="${row - 1}"][data-col="${col}"]`).click();
  await page.keyboard.press('Enter');
  const editor = sheet.getByLabel(`${column}, row ${row}`, { exact: true });
  if ((await editor.evaluate((element) => element.tagName)) === 'SELECT') {
    await editor.selectOption(value);
  } else {
    await editor.fill(value);
  }
  await editor.press('Enter');
}

/** Adds the checked imported rows to the sheet ('Add N samples to the sheet') and waits for it. */
export async function addImportedRows(page: Page) {
  await page.getByRole('button', { name: /^Add \d+ samples to the sheet$/ }).click();
  await page.getByRole('heading', { level: 1, name: /^Sample sheet/ }).waitFor();
}

/** Shipping information as the form asks for it. */
export interface ShippingInfo {
  courier: string;
  trackingNo: string;
  /** `YYYY-MM-DD`. */
  shippingDate: string;
  boxCount: number;
  storage: 'Dry ice' | 'Ice packs' | 'Room temperature';
  senderContact: string;
}

/**
 * From the sample sheet: Next to 'Shipping information', fills every field (labels 'Courier',
 * 'Tracking number', 'Shipping date', 'Number of boxes', 'Storage', 'Sender contact'), waits for
 * the autosave, then Next to 'Review and submit'.
 */
export async function fillShipping(page: Page, info: ShippingInfo) {
  if (!/shipping-info/.test(page.url())) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: /^Shipping information/ }).waitFor();
  }
  await page.getByLabel('Courier').fill(info.courier);
  await page.getByLabel('Tracking number').fill(info.trackingNo);
  await page.getByLabel('Shipping date').fill(info.shippingDate);
  await page.getByLabel('Number of boxes').fill(String(info.boxCount));
  await page.getByLabel('Storage').selectOption(info.storage);
  await page.getByLabel('Sender contact').fill(info.senderContact);
  await waitUntilSaved(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 1, name: /^Review and submit/ }).waitFor();
}

/**
 * On 'Review and submit' (goes there from the shipping page when needed): presses Submit and
 * answers the batch code the result page shows under 'Batch code'.
 */
export async function previewAndSubmit(page: Page): Promise<string> {
  if (!/preview-batch/.test(page.url())) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: /^Review and submit/ }).waitFor();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { level: 1, name: /^Submission received/ }).waitFor();
  return (await page.getByTestId('batch-code').innerText()).trim();
}
