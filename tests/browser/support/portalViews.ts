import type { APIRequestContext, Page } from 'playwright-core';
import { apiCall, apiSignIn, PORTAL_TENANT } from './portalApi';
import { ACCOUNTS } from './session';

/** What {@link prepareRiskBatch} made: a QC'd batch with one Pass and one Risk sample. */
export interface PreparedBatch {
  batchId: number;
  batchCode: string;
  passSample: string;
  riskSample: string;
  /** The lab's note on the Risk verdict. */
  riskNote: string;
}

function dnaRow(rowNo: number, sampleName: string, concentration: string) {
  return {
    rowNo,
    sampleName,
    sampleType: 'DNA',
    species: 'Zea mays',
    concentration,
    volume: '40',
    buffer: 'TE',
  };
}

/**
 * Prepares, through the API, a batch of the WGS product that the manager submitted and the
 * operator received and QC'd: one sample Pass, one Risk (waiting for the customer's decision).
 */
export async function prepareRiskBatch(request: APIRequestContext): Promise<PreparedBatch> {
  const manager = await apiSignIn(request, ACCOUNTS.manager.login, ACCOUNTS.manager.password);
  const operator = await apiSignIn(request, ACCOUNTS.operator.login, ACCOUNTS.operator.password);
  const hsif = `/hsif/v1/${PORTAL_TENANT}`;
  const tag = Date.now().toString(36).slice(-6).toUpperCase();
  const passSample = `PV${tag}-01`;
  const riskSample = `PV${tag}-02`;
  const riskNote = 'Total amount below the 0.5 ug the library needs';

  type BatchAnswer = {
    batchId: number;
    batchCode: string;
    objectVersionNumber: number;
    samples: { sampleId: number; sampleName: string }[];
  };
  const draft = await apiCall<BatchAnswer>(request, manager, 'POST', `${hsif}/batches`, {
    productId: 1,
  });
  const saved = await apiCall<{ objectVersionNumber: number }>(
    request,
    manager,
    'PUT',
    `${hsif}/batches/${draft.batchId}/draft`,
    {
      objectVersionNumber: draft.objectVersionNumber,
      step: 3,
      rows: [dnaRow(1, passSample, '85.5'), dnaRow(2, riskSample, '8.5')],
      shipping: { courier: 'SF Express', trackingNo: `SF${tag}`, boxCount: 1, storage: 'Dry ice' },
    },
  );
  const submitted = await apiCall<BatchAnswer>(
    request,
    manager,
    'POST',
    `${hsif}/batches/${draft.batchId}/submit`,
    { objectVersionNumber: saved.objectVersionNumber },
  );
  const received = await apiCall<BatchAnswer>(
    request,
    operator,
    'POST',
    `${hsif}/staff/batches/${draft.batchId}/receive`,
    {
      objectVersionNumber: submitted.objectVersionNumber,
      received: submitted.samples.map((sample) => ({ sampleId: sample.sampleId, arrived: true })),
    },
  );
  const idOf = (name: string) =>
    received.samples.find((sample) => sample.sampleName === name)?.sampleId;
  await apiCall(request, operator, 'POST', `${hsif}/staff/batches/${draft.batchId}/qc`, {
    results: [
      { sampleId: idOf(passSample), verdict: 'Pass', concentration: '84.1', volume: '38' },
      {
        sampleId: idOf(riskSample),
        verdict: 'Risk',
        concentration: '8.1',
        volume: '38',
        note: riskNote,
      },
    ],
  });
  return {
    batchId: draft.batchId,
    batchCode: submitted.batchCode,
    passSample,
    riskSample,
    riskNote,
  };
}

/** Opens the customer's overview (`/pub/home`; signed in) and waits for its heading "Overview". */
export async function openPortalHome(page: Page): Promise<void> {
  await page.goto('/pub/home');
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
}

/**
 * From the customer's overview (`/pub/home`), opens a batch's information page through its
 * link in "Open submissions" (the link's name is the batch code) and waits for its heading
 * "Sample batch <code>".
 */
export async function openBatchInformation(page: Page, batchCode: string): Promise<void> {
  if (!page.url().endsWith('/pub/home')) await openPortalHome(page);
  const submissions = page.getByRole('region', { name: 'Open submissions' });
  await submissions.getByRole('link', { name: batchCode, exact: true }).click();
  await page.getByRole('heading', { name: `Sample batch ${batchCode}`, level: 1 }).waitFor();
}

/** The row of a sample in the batch information's "Samples" or "QC results" table. */
export function sampleRow(page: Page, table: 'Samples' | 'QC results', sampleName: string) {
  return page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: sampleName, exact: true }) });
}

/** Waits until the batch information's "Samples" table shows a sample with this QC verdict. */
export async function expectVerdict(
  page: Page,
  sampleName: string,
  verdict: 'Pending' | 'Pass' | 'Risk' | 'Fail',
): Promise<void> {
  await sampleRow(page, 'Samples', sampleName).getByText(verdict, { exact: true }).waitFor();
}

/**
 * Answers a Risk verdict on the batch information page: in the form "Decision on <sample>",
 * chooses the radio "Proceed" or "Stop", types the "Comment" and presses "Send decision"; waits
 * until the form is gone and the "QC results" row shows the decision.
 */
export async function decideRisk(
  page: Page,
  sampleName: string,
  decision: 'proceed' | 'stop',
  comment: string,
): Promise<void> {
  const form = page.getByRole('form', { name: `Decision on ${sampleName}` });
  await form.getByRole('radio', { name: decision === 'proceed' ? 'Proceed' : 'Stop' }).check();
  await form.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await form.getByRole('button', { name: 'Send decision' }).click();
  await form.waitFor({ state: 'detached' });
  await sampleRow(page, 'QC results', sampleName).getByText(comment).waitFor();
}

/** The text of the "Your decision" cell of a sample in the "QC results" table. */
export async function decisionOf(page: Page, sampleName: string): Promise<string> {
  const row = sampleRow(page, 'QC results', sampleName);
  return (await row.getByRole('cell').last().innerText()).trim();
}
