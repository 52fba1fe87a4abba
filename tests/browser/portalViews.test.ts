import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  decideRisk,
  decisionOf,
  expectVerdict,
  openBatchInformation,
  openPortalHome,
  prepareRiskBatch,
  sampleRow,
} from './support/portalViews';
import { ACCOUNTS, signInOnPortal, visit } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('portal views', () => {
  it('lets the customer find a QC’d batch from the overview and decide on its Risk sample', async () => {
    const page = await visit(browser, '/pub/sign-in');
    const batch = await prepareRiskBatch(page.request);
    await signInOnPortal(page, ACCOUNTS.manager.login, ACCOUNTS.manager.password);
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    await openPortalHome(page);

    await openBatchInformation(page, batch.batchCode);
    expect(page.url()).toContain(`/pub/sample/information?batchId=${batch.batchId}`);
    await expectVerdict(page, batch.passSample, 'Pass');
    await expectVerdict(page, batch.riskSample, 'Risk');
    await sampleRow(page, 'QC results', batch.riskSample).getByText(batch.riskNote).waitFor();
    expect(await decisionOf(page, batch.riskSample)).toBe('Waiting for a decision');

    await decideRisk(page, batch.riskSample, 'proceed', 'A lower library yield is fine');
    expect(await decisionOf(page, batch.riskSample)).toMatch(
      /^Proceed – Mia Manager, \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\s+A lower library yield is fine$/,
    );

    // The decision is stored: it is still there after a reload.
    await page.reload();
    await page.getByRole('heading', { name: `Sample batch ${batch.batchCode}` }).waitFor();
    await sampleRow(page, 'QC results', batch.riskSample)
      .getByText('A lower library yield is fine')
      .waitFor();
    expect(await page.getByRole('form', { name: `Decision on ${batch.riskSample}` }).count()).toBe(
      0,
    );
    await page.context().close();
  });
});
