/**
 * The money path, tried as a new user would: the customer asks for a quotation; staff price it
 * (a line of 0.1 + 0.2 units at 3.33, discounts and tax rates that round) and send it; the
 * customer accepts and a project starts; staff move it; the customer fills in and submits the
 * bioinformatics form with two groups and one comparison; staff issue a statement; the customer
 * uploads a payment proof; staff confirm; the statement shows Paid, and the customer got a
 * message at each step. A quotation past its expiry date cannot be accepted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { priceDocument } from '../../domain/portal/money';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { apiCall, apiSignIn, PORTAL_TENANT } from './support/portalApi';
import { grid, importCheckLines, importSheet, startSubmission } from './support/portalSubmission';
import {
  ACCOUNTS,
  accountMenu,
  onServerDatabase,
  portalCustomer,
  signInOnOAuthPage,
  visit,
} from './support/session';

let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'portal-money-'));
});

afterAll(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const HPRO = `/hpro/v1/${PORTAL_TENANT}`;

/** The price lines staff type, and what the shared arithmetic makes of them. */
const LINES = [
  {
    description: '0.1 + 0.2 units',
    unitPrice: '3.33',
    quantity: '0.3',
    discount: '0',
    tax: 'VAT0',
  },
  {
    description: 'RNA-seq library',
    unitPrice: '1999.995',
    quantity: '7',
    discount: '7.25',
    tax: 'VAT13',
  },
  { description: 'Analysis', unitPrice: '19.99', quantity: '3', discount: '12.5', tax: 'VAT6' },
];
const RATES: Record<string, string> = { VAT0: '0', VAT13: '13', VAT6: '6' };
const EXPECTED = priceDocument(
  LINES.map((line) => ({ ...line, taxRate: RATES[line.tax]! })),
  2,
);

/** Opens a staff page in a new browser, signing in on the OAuth page. */
async function staffPage(path: string): Promise<Page> {
  const page = await visit(browser, path);
  await signInOnOAuthPage(page, ACCOUNTS.tenantAdmin.login, ACCOUNTS.tenantAdmin.password);
  await accountMenu(page).waitFor();
  return page;
}

/** The id in the page's address (`?name=`). */
function idIn(page: Page, name: string): number {
  return Number(new URL(page.url()).searchParams.get(name));
}

/** The subjects of the manager's messages, newest first. */
async function managerMessages(page: Page): Promise<string[]> {
  const token = await apiSignIn(page.request, ACCOUNTS.manager.login, ACCOUNTS.manager.password);
  const res = await page.request.get(`/hmsg/v1/${PORTAL_TENANT}/messages/user?size=100`, {
    headers: { Authorization: `bearer ${token}` },
  });
  const body = (await res.json()) as { content: { subject: string }[] };
  return body.content.map((message) => message.subject);
}

describe('the money path', () => {
  // The whole path through both sides' pages: 36 s alone here, over 60 s beside another browser file.
  it('runs from a quotation to a paid statement', async () => {
    expect(EXPECTED.lines[0]!.total).toBe('1.00');
    expect(EXPECTED.totals.total).toBe('14729.64');

    // 1. The customer asks for a quotation.
    const customer = await portalCustomer(browser);
    await customer
      .getByRole('navigation', { name: 'Sequencing Portal' })
      .getByRole('link', { name: 'Quotations' })
      .click();
    await customer.getByRole('button', { name: 'Ask for a quotation' }).click();
    await customer.waitForURL(/\/pub\/quotation\/step1\?quotationId=\d+/);
    const quotationId = idIn(customer, 'quotationId');
    const heading = await customer
      .getByRole('heading', { level: 1, name: /^Quotation QT-/ })
      .textContent();
    const quotationCode = heading?.replace('Quotation ', '') ?? '';
    expect(quotationCode).toMatch(/^QT-/);
    await customer.getByLabel('Title').fill(`Liver RNA-seq ${tag}`);
    await customer
      .getByLabel('Service 1', { exact: true })
      .selectOption({ label: 'Transcriptome Sequencing (RNA-seq) (RNA-SEQ)' });
    await customer.getByLabel('Number of samples of service 1').fill('12');
    await customer.getByText('All changes saved').waitFor();
    await customer.getByRole('button', { name: 'Next' }).click();
    await customer.getByLabel('Read length').selectOption('PE150');
    await customer.getByLabel('Data per sample (Gb)').fill('6');
    await customer.getByLabel('Analysis').selectOption({ label: 'Standard analysis' });
    await customer.getByRole('button', { name: 'Next' }).click();
    await customer.getByRole('button', { name: 'Send for a price' }).click();
    await customer.getByText('Your request is with our team').waitFor();

    // 2. Staff price it and send it.
    const staff = await staffPage('/hpro/quotation/list');
    const list = staff.getByRole('tabpanel', { name: 'Quotations' });
    await list.getByLabel('Keyword').fill(quotationCode);
    await list.getByRole('button', { name: 'Search' }).click();
    await list.getByRole('link', { name: quotationCode, exact: true }).click();
    await staff.getByRole('link', { name: 'Price it' }).click();
    for (const [index, line] of LINES.entries()) {
      const n = index + 1;
      if (index > 0) await staff.getByRole('button', { name: 'Add a line' }).click();
      await staff.getByLabel(`Description of line ${n}`).fill(line.description);
      await staff.getByLabel(`Unit price of line ${n}`).fill(line.unitPrice);
      await staff.getByLabel(`Quantity of line ${n}`).fill(line.quantity);
      await staff.getByLabel(`Discount (%) of line ${n}`).fill(line.discount);
      await staff.getByLabel(`Tax rate of line ${n}`).selectOption(line.tax);
    }
    const totals = staff.getByRole('group', { name: 'Totals' });
    await totals.getByText('CNY 14,729.64').waitFor();
    expect(await axeViolations(staff, '[role="tabpanel"]:not([hidden])')).toEqual([]);
    await staff.getByRole('button', { name: 'Save the prices' }).click();
    await staff.getByRole('button', { name: 'Send the quotation' }).click();
    // Sent: the quotation shows as the document the customer gets, priced by whom.
    await staff.getByRole('definition').filter({ hasText: 'Tina Tenant-Admin' }).waitFor();
    const staffTable = staff.getByRole('table', { name: 'Prices' });
    await staffTable.getByText('CNY 14,729.64').waitFor();

    // 3. The customer accepts it; a project starts.
    await customer.goto(`/pub/quotation/step3?quotationId=${quotationId}`);
    const prices = customer.getByRole('table', { name: 'Prices' });
    await prices
      .getByRole('row', { name: /0\.1 \+ 0\.2 units/ })
      .getByText('1.00')
      .last()
      .waitFor();
    for (const [index, line] of EXPECTED.lines.entries()) {
      await prices
        .getByRole('row', { name: new RegExp(LINES[index]!.description.replace(/[.+]/g, '\\$&')) })
        .getByRole('cell')
        .last()
        .filter({ hasText: line.total.replace(/\B(?=(\d{3})+(?!\d))/g, ',') })
        .waitFor();
    }
    await prices.getByText('CNY 14,729.64').waitFor();
    await customer.getByRole('button', { name: 'Accept the quotation' }).click();
    const projectLink = customer.getByRole('status').getByRole('link');
    await projectLink.waitFor();
    const projectCode = (await projectLink.textContent()) ?? '';
    expect(projectCode).toMatch(/^NL-P/);
    // The printable quotation shows the same totals, with a print stylesheet.
    await customer.goto(`/pub/quotation/print?quotationId=${quotationId}`);
    await customer.getByRole('table', { name: 'Prices' }).getByText('CNY 14,729.64').waitFor();
    expect(await customer.locator('style').allTextContents()).toContainEqual(
      expect.stringContaining('@media print'),
    );
    await customer.goto(`/pub/quotation/step3?quotationId=${quotationId}`);
    await customer.getByRole('status').getByRole('link', { name: projectCode }).click();
    await customer.waitForURL(/\/pub\/projects\/single\?projectId=\d+/);
    const projectId = idIn(customer, 'projectId');
    const lifecycle = customer.getByRole('list', { name: 'Project lifecycle' });
    await lifecycle.locator('[aria-current="step"]').getByText('Created').waitFor();

    // The lab receives the project's samples (a batch submitted through the API).
    const token = await apiSignIn(
      customer.request,
      ACCOUNTS.manager.login,
      ACCOUNTS.manager.password,
    );
    const batches = `/hsif/v1/${PORTAL_TENANT}/batches`;
    const samples = ['A', 'B', 'C'].map((letter) => `LV-${tag}-${letter}`);
    const draft = await apiCall<{ batchId: number; objectVersionNumber: number }>(
      customer.request,
      token,
      'POST',
      batches,
      { productId: 2, projectId },
    );
    const saved = await apiCall<{ objectVersionNumber: number }>(
      customer.request,
      token,
      'PUT',
      `${batches}/${draft.batchId}/draft`,
      {
        objectVersionNumber: draft.objectVersionNumber,
        step: 3,
        rows: samples.map((sampleName, index) => ({
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
    await apiCall(customer.request, token, 'POST', `${batches}/${draft.batchId}/submit`, {
      objectVersionNumber: saved.objectVersionNumber,
    });

    // 4. Staff move the project two steps, each recorded with who and when.
    await staff.goto(`/hpro/project-detail/0?projectId=${projectId}`);
    for (const step of ['Samples received', 'Library prep']) {
      await staff.getByLabel('Comment for the customer (optional)').fill(`Now ${step}`);
      await staff.getByRole('button', { name: `Move to ${step}` }).click();
      await staff
        .getByRole('list', { name: 'Project lifecycle' })
        .locator('[aria-current="step"]')
        .getByText(step)
        .waitFor();
    }
    await staff
      .getByRole('list', { name: 'Project lifecycle' })
      .getByRole('listitem')
      .filter({ hasText: 'Samples received' })
      .getByText(/Tina Tenant-Admin/)
      .waitFor();

    // 5. The customer fills in the bioinformatics form and submits it.
    await customer.reload();
    await customer.getByRole('link', { name: 'Bioinformatics form' }).click();
    await customer
      .getByLabel('Analysis product')
      .selectOption({ label: 'Differential gene expression' });
    await customer.getByRole('button', { name: 'Next' }).click();
    await customer.getByLabel('Species').selectOption('Mus musculus');
    await customer.getByLabel('Reference genome').selectOption('GRCm39');
    await customer.getByRole('button', { name: 'Next' }).click();
    for (const [index, [name, members]] of [
      ['Control', samples.slice(0, 2)],
      ['Treated', samples.slice(2)],
    ].entries()) {
      await customer.getByRole('button', { name: 'Add a group' }).click();
      await customer.getByLabel(`Name of group ${index + 1}`).fill(name as string);
      const group = customer.getByRole('group', { name: `Samples of ${name as string}` });
      for (const sample of members as string[]) {
        await group.getByText(sample, { exact: true }).click();
      }
    }
    await customer.getByRole('button', { name: 'Next' }).click();
    await customer.getByRole('button', { name: 'Add a comparison' }).click();
    await customer.getByLabel('Treatment group of comparison 1').selectOption('Treated');
    await customer.getByLabel('Control group of comparison 1').selectOption('Control');
    await customer.getByText('All changes saved').waitFor();
    await customer.getByRole('button', { name: 'Next' }).click();
    await customer.getByText('Treated vs Control').waitFor();
    await customer.getByRole('button', { name: 'Submit the form' }).click();
    await customer.getByText('This form was submitted').waitFor();

    // 6. Staff issue a statement from the accepted quotation.
    await staff.goto('/hpro/statement');
    await staff.getByLabel('From').selectOption(`quotation:${quotationId}`);
    await staff.getByRole('button', { name: 'Issue the statement' }).click();
    await staff.waitForURL(/\/hpro\/statement\/detail\?statementId=\d+/);
    const statementId = idIn(staff, 'statementId');
    const statementHeading =
      (await staff.getByRole('heading', { level: 1, name: /^Statement ST-/ }).textContent()) ?? '';
    const statementCode = statementHeading.replace('Statement ', '');
    await staff
      .getByRole('table', { name: 'What is charged' })
      .getByText('CNY 14,729.64')
      .waitFor();

    // 7. The customer pays with a proof of the transfer.
    await customer.goto('/pub/payment');
    await customer.getByRole('link', { name: statementCode, exact: true }).click();
    await customer.getByText('Amount owed', { exact: true }).waitFor();
    await customer.getByText('CNY 14,729.64').first().waitFor();
    const proof = join(dir, `transfer-${tag}.pdf`);
    writeFileSync(proof, '%PDF-1.4 bank transfer receipt\n');
    await customer.getByLabel('Transfer reference').fill(`TRX-${tag}`);
    await customer.getByLabel('Proof of payment').setInputFiles(proof);
    await customer.getByText(`Uploaded: transfer-${tag}.pdf`).waitFor();
    await customer.getByLabel('Invoice title').fill('Novo Lab Genomics Group');
    await customer.getByRole('button', { name: 'Submit the payment' }).click();
    await customer
      .getByText('Your payment was submitted and waits for our confirmation.')
      .waitFor();

    // 8. Staff confirm the payment from the payments' list.
    await staff.goto('/hpay/payment');
    const payments = staff.getByRole('tabpanel', { name: 'Customer Payments' });
    await payments.getByRole('link', { name: statementCode, exact: true }).click();
    await staff.waitForURL(new RegExp(`statementId=${statementId}`));
    await staff.getByRole('link', { name: `Download transfer-${tag}.pdf` }).waitFor();
    await staff.getByRole('button', { name: 'Confirm the payment' }).click();
    await staff.getByText('Paid', { exact: true }).first().waitFor();

    // 9. The customer sees Paid, and got a message at each step.
    await customer.reload();
    await customer.getByText('Paid. Thank you.').waitFor();
    await customer.goto('/pub/payment');
    await customer
      .getByRole('row', { name: new RegExp(statementCode) })
      .getByText('Paid', { exact: true })
      .waitFor();
    const subjects = await managerMessages(customer);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Quotation ${quotationCode} is priced`,
        `Project ${projectCode}: Created`,
        `Project ${projectCode}: Samples received`,
        `Project ${projectCode}: Library prep`,
        `Statement ${statementCode}: Unpaid`,
        `Statement ${statementCode}: Paid`,
      ]),
    );
    await customer.context().close();
    await staff.context().close();
  }, 120_000);

  it('refuses to accept a quotation past its expiry date', async () => {
    const page = await visit(browser, '/pub/sign-in');
    const customer = await apiSignIn(
      page.request,
      ACCOUNTS.manager.login,
      ACCOUNTS.manager.password,
    );
    const staff = await apiSignIn(
      page.request,
      ACCOUNTS.tenantAdmin.login,
      ACCOUNTS.tenantAdmin.password,
    );
    type Quotation = { quotationId: number; quotationCode: string; objectVersionNumber: number };
    const draft = await apiCall<Quotation>(
      page.request,
      customer,
      'POST',
      `${HPRO}/quotations`,
      {},
    );
    const saved = await apiCall<{ objectVersionNumber: number }>(
      page.request,
      customer,
      'PUT',
      `${HPRO}/quotations/${draft.quotationId}/draft`,
      {
        objectVersionNumber: draft.objectVersionNumber,
        step: 3,
        request: {
          title: `Expiring ${tag}`,
          services: [{ productId: 1, sampleCount: 2 }],
          readLength: 'PE150',
          depthGb: '30',
          analysis: 'None',
          notes: null,
        },
      },
    );
    const sent = await apiCall<Quotation>(
      page.request,
      customer,
      'POST',
      `${HPRO}/quotations/${draft.quotationId}/submit`,
      saved,
    );
    const priced = await apiCall<Quotation>(
      page.request,
      staff,
      'PUT',
      `${HPRO}/staff/quotations/${draft.quotationId}/pricing`,
      {
        objectVersionNumber: sent.objectVersionNumber,
        currencyCode: 'CNY',
        lines: [
          { description: 'WGS', unitPrice: '100', quantity: '2', discount: '0', taxCode: 'VAT6' },
        ],
      },
    );
    const quoted = await apiCall<Quotation & { expiryDate: string }>(
      page.request,
      staff,
      'POST',
      `${HPRO}/staff/quotations/${draft.quotationId}/send`,
      {
        objectVersionNumber: priced.objectVersionNumber,
        // Today for the staff, whose dates are in their time zone (the demo's tenant.admin: GMT+8).
        expiryDate: new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10),
      },
    );
    // Its date passes.
    onServerDatabase((db) =>
      db
        .prepare('UPDATE portal_quotations SET expires_at = ? WHERE quotation_id = ?')
        .run(Date.now() - 60_000, draft.quotationId),
    );
    const refused = await page.request.post(`${HPRO}/quotations/${draft.quotationId}/accept`, {
      headers: { Authorization: `bearer ${customer}` },
      data: { objectVersionNumber: quoted.objectVersionNumber },
    });
    expect(await refused.json()).toMatchObject({
      failed: true,
      code: 'error.quotation_expired',
      message: `Quotation ${draft.quotationCode} expired on ${quoted.expiryDate}; ask for a new quotation`,
    });
    await page.context().close();
    // The customer's page says so, and offers no acceptance.
    const customerPage = await portalCustomer(browser);
    await customerPage.goto(`/pub/quotation/step3?quotationId=${draft.quotationId}`);
    await customerPage.getByText(`This quotation expired on ${quoted.expiryDate}`).waitFor();
    expect(await customerPage.getByRole('button', { name: 'Accept the quotation' }).count()).toBe(
      0,
    );
    await customerPage.goto('/pub/quotation/list');
    await customerPage
      .getByRole('row', { name: new RegExp(draft.quotationCode) })
      .getByText('Expired', { exact: true })
      .waitFor();
    await customerPage.context().close();
  });

  it('lets staff import a bioinformatics form from a European Excel sheet, bad cells first', async () => {
    const staff = await staffPage('/hbif/project/list');
    await staff.goto('/hpro/bif-import/NL-P2024001');
    const bad = join(dir, 'bif-bad.csv');
    writeFileSync(
      bad,
      '\uFEFFSample name;Group;Treatment group;Control group\r\nMZ-01;Parent;;\r\nMZ-09;Mutant;Mutant;Parent\r\n',
    );
    await staff.getByLabel('Choose a sheet').setInputFiles(bad);
    const check = staff.getByRole('table', { name: /bif-bad\.csv: 2 cells to fix/ });
    await check.getByRole('row', { name: /MZ-09 is not a sample of this project/ }).waitFor();
    await check.getByRole('row', { name: /Mutant is not a group of this sheet/ }).waitFor();
    expect(await staff.getByRole('button', { name: 'Apply to the form' }).count()).toBe(0);
    const good = join(dir, 'bif-good.csv');
    writeFileSync(
      good,
      'Sample name;Group;Treatment group;Control group\nMZ-01;Parent;;\nmz-02;Mutant;Mutant;Parent\nMZ-03;Mutant;;\n',
    );
    await staff.getByLabel('Choose a sheet').setInputFiles(good);
    await staff.getByText('bif-good.csv is ready to apply').waitFor();
    await staff.getByRole('button', { name: 'Apply to the form' }).click();
    await staff.waitForURL(/\/hbif\/project\/step3\?projectId=1/);
    await staff.getByLabel('Name of group 2').and(staff.locator('input')).waitFor();
    expect(await staff.getByLabel('Name of group 2').inputValue()).toBe('Mutant');
    const mutant = staff.getByRole('group', { name: 'Samples of Mutant' });
    expect(await mutant.getByRole('checkbox', { name: 'MZ-02' }).isChecked()).toBe(true);
    await staff.context().close();
  });

  it('reads a sample sheet of US Excel and of European Excel alike in the wizard', async () => {
    const page = await portalCustomer(browser);
    const header = [
      'Volume (uL)',
      ' Sample name ',
      'Sample type',
      'Species',
      'Concentration (ng/uL)',
      'Buffer',
    ];
    const us = join(dir, 'us.csv');
    writeFileSync(us, `\uFEFF${header.join(',')}\r\n20, EU-${tag}-1 ,DNA,Homo sapiens,12.5,TE\r\n`);
    const eu = join(dir, 'eu.csv');
    writeFileSync(
      eu,
      `\uFEFF${header.join(';')}\r\n20; EU-${tag}-1 ;DNA;Homo sapiens;12,5;TE\r\n` +
        `20;EU-${tag}-2;DNA;Homo sapiens;1.234;TE\r\n`,
    );
    await startSubmission(page, 'Whole Genome Sequencing');
    await importSheet(page, us);
    expect(await importCheckLines(page)).toEqual([]);
    await page.goBack();
    await page.getByLabel('Import a sheet (.xlsx or .csv)').waitFor();
    await importSheet(page, eu);
    // Nothing is missing; the decimal comma is read; the ambiguous 1.234 is named, not misread.
    const lines = await importCheckLines(page);
    expect(lines.map(({ row, column, value }) => [row, column, value])).toEqual([
      ['3', 'Concentration (ng/uL)', '1.234'],
    ]);
    expect(lines[0]!.why).toMatch(/could mean a thousands separator or a decimal point/);
    await grid(page, 'Imported rows').getByText('12.5', { exact: true }).waitFor();
    await page.context().close();
  });
});
