import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { validateRow } from '../../domain/portal/samples';
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
import { openStaffBatch, receiveBatch, recordQc } from './support/portalStaff';
import { apiSignIn, PORTAL_TENANT } from './support/portalApi';
import {
  decideRisk,
  decisionOf,
  expectVerdict,
  openBatchInformation,
  openPortalHome,
} from './support/portalViews';
import { ACCOUNTS, accountMenu, portalCustomer, signInOnOAuthPage, visit } from './support/session';

let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
});

afterAll(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sample names unique to this run (names are unique per project, ignoring case). */
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const names = ['A', 'B', 'C'].map((letter) => `E2E-${tag}-${letter}`);
const SHEET = /^Samples of Whole Genome Sequencing/;

describe('a sample batch travels its whole lifecycle', () => {
  it('is imported with errors, fixed, resumed, shipped, submitted, received, QC’d with a Risk, and decided on', async () => {
    // 1. The customer imports a sheet with errors and sees every bad cell.
    const csv = join(dir, 'samples.csv');
    writeFileSync(
      csv,
      [
        'Sample name,Sample type,Species,Concentration (ng/uL),Volume (uL),Buffer',
        `${names[0]},DNA,Homo sapiens,50,20,TE`,
        `${names[1]} x,DNA,Homo sapiens,45,20,TE`,
        `${names[2]},DNA,Homo sapiens,1500,5,TE`,
      ].join('\n'),
    );
    let page = await portalCustomer(browser);
    const batchId = await startSubmission(page, 'Whole Genome Sequencing');
    await importSheet(page, csv);
    const lines = await importCheckLines(page);
    expect(lines.map(({ row, column, value }) => [row, column, value])).toEqual([
      ['3', 'Sample name', `${names[1]} x`],
      ['4', 'Concentration (ng/uL)', '1500'],
      ['4', 'Volume (uL)', '5'],
    ]);
    expect(lines.every((line) => line.why.length > 0)).toBe(true);

    // 2. … fixes them in the grid; nothing was added before.
    await fixCell(page, 'Imported rows', 2, 'Sample name', names[1]!);
    await fixCell(page, 'Imported rows', 3, 'Concentration (ng/uL)', '80');
    await fixCell(page, 'Imported rows', 3, 'Volume (uL)', '25');
    await addImportedRows(page);
    await page.getByText('Errors: 0 · Warnings: 0').waitFor();
    await waitUntilSaved(page);

    // 3. The browser closes mid-way; a new one finds the draft intact.
    await page.context().close();
    page = await portalCustomer(browser);
    await page.goto('/pub/sample/home');
    await page.getByRole('link', { name: /^SB-/ }).first().waitFor();
    await page.goto(`/pub/sample/step1?batchId=${batchId}`);
    const sheet = grid(page, SHEET);
    for (const name of names) await sheet.getByText(name, { exact: true }).waitFor();
    expect(await sheet.getByText('2', { exact: true }).count()).toBeGreaterThan(0);

    // 4. Shipping, preview, submit.
    await fillShipping(page, {
      courier: 'DHL',
      trackingNo: `DHL-${tag}`,
      shippingDate: '2026-11-23',
      boxCount: 1,
      storage: 'Dry ice',
      senderContact: 'Mia Manager, +49 30 1234567',
    });
    await page.getByRole('table', { name: 'DNA: 3 samples' }).waitFor();
    const batchCode = await previewAndSubmit(page);
    expect(batchCode).toMatch(/^SB-/);
    await page.context().close();

    // 5. The server refuses a tampered row that the client would have refused.
    const probe = await visit(browser, '/pub/sign-in');
    const token = await apiSignIn(probe.request, ACCOUNTS.manager.login, ACCOUNTS.manager.password);
    const headers = { Authorization: `bearer ${token}` };
    const hsif = `/hsif/v1/${PORTAL_TENANT}/batches`;
    const tampered = {
      rowNo: 1,
      sampleName: `${tag}<script>`,
      sampleType: 'DNA',
      species: 'Homo sapiens',
      concentration: '5000',
      volume: '20',
      buffer: 'TE',
    };
    expect(validateRow(tampered, { kind: 'DNA' }).map((issue) => issue.field)).toEqual([
      'sampleName',
      'concentration',
    ]);
    const draft = (await (
      await probe.request.post(hsif, { headers, data: { productId: 1 } })
    ).json()) as { batchId: number; objectVersionNumber: number };
    const saved = (await (
      await probe.request.put(`${hsif}/${draft.batchId}/draft`, {
        headers,
        data: { objectVersionNumber: draft.objectVersionNumber, step: 3, rows: [tampered] },
      })
    ).json()) as { objectVersionNumber: number };
    const refusal = (await (
      await probe.request.post(`${hsif}/${draft.batchId}/submit`, {
        headers,
        data: { objectVersionNumber: saved.objectVersionNumber },
      })
    ).json()) as {
      failed: boolean;
      code: string;
      rows: { rowNo: number; issues: { field: string }[] }[];
    };
    expect(refusal).toMatchObject({ failed: true, code: 'error.sample_rows' });
    expect(refusal.rows).toEqual([
      expect.objectContaining({
        rowNo: 1,
        issues: [
          expect.objectContaining({ field: 'sampleName' }),
          expect.objectContaining({ field: 'concentration' }),
        ],
      }),
    ]);
    await probe.context().close();

    // 6. The customer watches the batch while staff receive it and record QC with one Risk
    //    sample and a report: the verdicts appear without a reload.
    page = await portalCustomer(browser);
    await openBatchInformation(page, batchCode);
    await expectVerdict(page, names[1]!, 'Pending');

    const report = join(dir, `qc-${tag}.txt`);
    writeFileSync(report, `QC report of ${batchCode}\n`);
    const staff = await visit(browser, '/hsif/sample/list');
    await signInOnOAuthPage(staff, ACCOUNTS.tenantAdmin.login, ACCOUNTS.tenantAdmin.password);
    await accountMenu(staff).waitFor();
    await openStaffBatch(staff, batchCode);
    await receiveBatch(staff, { notes: { [names[2]!]: 'Tube label smudged' } });
    const riskNote = 'Degraded: DIN 5.8, a lower library yield is likely';
    await recordQc(
      staff,
      { [names[0]!]: 'Pass', [names[1]!]: 'Risk', [names[2]!]: 'Pass' },
      report,
      { [names[1]!]: riskNote },
    );
    await staff.getByRole('region', { name: 'Batch summary' }).getByText('QC done').waitFor();
    await staff.context().close();
    await expectVerdict(page, names[1]!, 'Risk');

    // 7. The customer reads the message on the overview, and decides.
    await openPortalHome(page);
    await page
      .getByRole('region', { name: 'Unread messages' })
      .getByText(`Sample batch ${batchCode} is through QC`)
      .waitFor();
    await openBatchInformation(page, batchCode);
    await expectVerdict(page, names[0]!, 'Pass');
    await expectVerdict(page, names[1]!, 'Risk');
    expect(await decisionOf(page, names[1]!)).toBe('Waiting for a decision');
    await decideRisk(page, names[1]!, 'proceed', 'Proceed: the yield is enough for us');
    expect(await decisionOf(page, names[1]!)).toMatch(/^Proceed – .*Proceed: the yield is enough/s);
    await page.context().close();
  });
});
