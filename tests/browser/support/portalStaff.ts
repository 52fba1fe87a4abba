import type { APIRequestContext, Page } from 'playwright-core';
import { apiCall, apiSignIn, PORTAL_TENANT } from './portalApi';
import { ACCOUNTS } from './session';

/** A batch prepared through the API. */
export interface PreparedBatch {
  batchId: number;
  batchCode: string;
}

/**
 * Submits, through the API as the customer (manager@lab.example), a batch of RNA samples named
 * `sampleNames` (product 2, project 2).
 */
export async function prepareSubmittedBatch(
  request: APIRequestContext,
  sampleNames: string[],
): Promise<PreparedBatch> {
  const token = await apiSignIn(request, ACCOUNTS.manager.login, ACCOUNTS.manager.password);
  const batches = `/hsif/v1/${PORTAL_TENANT}/batches`;
  const draft = await apiCall<PreparedBatch & { objectVersionNumber: number }>(
    request,
    token,
    'POST',
    batches,
    { productId: 2, projectId: 2 },
  );
  const saved = await apiCall<{ objectVersionNumber: number }>(
    request,
    token,
    'PUT',
    `${batches}/${draft.batchId}/draft`,
    {
      objectVersionNumber: draft.objectVersionNumber,
      step: 3,
      rows: sampleNames.map((sampleName, index) => ({
        rowNo: index + 1,
        sampleName,
        sampleType: 'RNA',
        species: 'Mus musculus',
        concentration: '120',
        volume: '30',
        buffer: 'Water',
        rin: '8.1',
      })),
    },
  );
  await apiCall(request, token, 'POST', `${batches}/${draft.batchId}/submit`, {
    objectVersionNumber: saved.objectVersionNumber,
  });
  return { batchId: draft.batchId, batchCode: draft.batchCode };
}

/**
 * Opens a batch from the staff's sample list (the page must show the operators' shell): the
 * list filtered by the batch code (`Keyword`, `Search`), then the link named after the batch
 * code, which opens the workbench's overview (heading `Batch <code>`).
 */
export async function openStaffBatch(page: Page, batchCode: string) {
  await page.goto('/hsif/sample/list');
  const list = page.getByRole('tabpanel', { name: 'Sample List' });
  await list.getByLabel('Keyword').fill(batchCode);
  await list.getByRole('button', { name: 'Search' }).click();
  await list.getByRole('link', { name: batchCode, exact: true }).click();
  await page.getByRole('heading', { name: `Batch ${batchCode}`, level: 1 }).waitFor();
}

/** Follows a step of the workbench's step navigation (`Batch steps`), e.g. `2. Receive`. */
export async function openStaffStep(page: Page, step: string) {
  await page
    .getByRole('navigation', { name: 'Batch steps' })
    .getByRole('link', { name: step })
    .click();
}

/**
 * Receives the open batch on step 2: every sample arrived (unless listed in `missing`), a note
 * per sample in `notes` (`Note: <name>`), `Confirm receipt`, then `Receive` in the dialog; waits
 * until the page shows what was noted.
 */
export async function receiveBatch(
  page: Page,
  { notes = {}, missing = [] }: { notes?: Record<string, string>; missing?: string[] } = {},
) {
  await openStaffStep(page, '2. Receive');
  for (const name of missing) {
    await page.getByRole('checkbox', { name: `Arrived: ${name}` }).uncheck({ force: true });
  }
  for (const [name, note] of Object.entries(notes)) {
    await page.getByRole('textbox', { name: `Note: ${name}` }).fill(note);
  }
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Receive' }).click();
  await page.getByText('The batch was received. What was noted:').waitFor();
}

/**
 * Records QC on step 3: a verdict per sample (`Verdict: <name>`), a note for each Risk or Fail
 * (`QC note: <name>`, from `notes` or a default), the report file uploaded through
 * `QC report file` (waits for `Download <file name>`), then `Save QC results`; waits for the
 * recorded results (table `QC results`, shown once the batch is QC done).
 */
export async function recordQc(
  page: Page,
  verdicts: Record<string, 'Pass' | 'Risk' | 'Fail'>,
  reportPath: string,
  notes: Record<string, string> = {},
) {
  await openStaffStep(page, '3. QC');
  for (const [name, verdict] of Object.entries(verdicts)) {
    await page.getByRole('combobox', { name: `Verdict: ${name}` }).selectOption(verdict);
    if (verdict !== 'Pass') {
      await page
        .getByRole('textbox', { name: `QC note: ${name}` })
        .fill(notes[name] ?? `${verdict}: see the QC report`);
    }
  }
  await page.getByLabel('QC report file').setInputFiles(reportPath);
  const fileName = reportPath.split('/').pop() ?? reportPath;
  await page.getByRole('link', { name: `Download ${fileName}` }).waitFor();
  await page.getByRole('button', { name: 'Save QC results' }).click();
  await page.getByRole('table', { name: 'QC results' }).waitFor();
}

/**
 * Moves the open batch to its next state on step 4 (`4. Lifecycle`): an optional comment
 * (`Comment (optional)`), then `Move to <target>` (a status label such as `In progress`); waits
 * until the batch shows the new status (`Batch summary`) or the server's refusal (`alert`),
 * and answers the refusal's text, or null when the batch moved.
 */
export async function moveStaffBatch(
  page: Page,
  target: string,
  comment = '',
): Promise<string | null> {
  await openStaffStep(page, '4. Lifecycle');
  if (comment) await page.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await page.getByRole('button', { name: `Move to ${target}` }).click();
  const moved = page
    .getByRole('region', { name: 'Batch summary' })
    .getByText(target, { exact: true });
  const refused = page.getByRole('alert');
  await moved.or(refused).first().waitFor();
  return (await refused.count()) > 0 ? await refused.innerText() : null;
}
