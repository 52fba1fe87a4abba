// Import benchmark: a 5,000-row sample sheet (CSV and xlsx) imported and validated in Debian's
// Chromium by the portal's own code (domain/portal), then saved as a draft and submitted to the
// real server, which validates every row again and stores the batch; finally the same sheet
// goes through the submission wizard of the built app as a customer would import it.
//   npm run bench:import
import { existsSync, writeFileSync } from 'node:fs';
import { constants, publicEncrypt } from 'node:crypto';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import writeXlsxFile from 'write-excel-file/universal';
import { templateColumns, toCsv } from '../domain/portal/sampleImport.ts';
import { CHROMIUM, CHROMIUM_FLAGS, ROOT, ensureChromium, run, serveStatic } from './lib.mjs';
import { fixCell } from '../tests/browser/support/portalSubmission.ts';
import { startServer } from '../tests/browser/support/server.mjs';

const ROWS = 5000;
const OUT_DIR = '/tmp/bench-import-dist';
const fmt = (ms) => `${ms.toFixed(1)} ms`;

/** A valid DNA sample row, numbered. */
function sample(n) {
  return {
    sampleName: `S${String(n).padStart(5, '0')}`,
    sampleType: 'DNA',
    species: 'Homo sapiens',
    concentration: String(20 + (n % 500) / 10),
    volume: String(20 + (n % 150)),
    buffer: ['Water', 'TE', 'Tris-HCl'][n % 3],
  };
}

const columns = templateColumns('DNA');
const rows = Array.from({ length: ROWS }, (_, i) => sample(i + 1));
const table = [
  columns.map((column) => column.header.en_US),
  ...rows.map((row) => columns.map((column) => row[column.field] ?? '')),
];

// 1. In the browser.
await build({
  configFile: false,
  root: join(ROOT, 'bench/import'),
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: OUT_DIR, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
});
writeFileSync(join(OUT_DIR, 'sheet.csv'), toCsv(table));
const xlsx = await writeXlsxFile(table.map((cells) => cells.map((value) => ({ value })))).toBlob();
writeFileSync(join(OUT_DIR, 'sheet.xlsx'), Buffer.from(await xlsx.arrayBuffer()));

ensureChromium();
const files = await serveStatic(OUT_DIR);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
let inBrowser;
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${files.url}/`);
  inBrowser = await (
    await page.waitForFunction('window.benchImport', null, { timeout: 120_000 })
  ).jsonValue();
} finally {
  await browser.close();
  await files.close();
}
if (inBrowser.rows !== ROWS || inBrowser.xlsxRows !== ROWS) {
  throw new Error(`the browser read ${inBrowser.rows} CSV and ${inBrowser.xlsxRows} xlsx rows`);
}
console.log(
  `browser, ${ROWS} rows from CSV: parse ${fmt(inBrowser.csvParse)}, map and validate ${fmt(inBrowser.csvValidate)}, total ${fmt(inBrowser.csvParse + inBrowser.csvValidate)} (${inBrowser.csvIssues} issues)`,
);
console.log(
  `browser, ${ROWS} rows from xlsx: parse ${fmt(inBrowser.xlsxParse)}, map and validate ${fmt(inBrowser.xlsxValidate)}, total ${fmt(inBrowser.xlsxParse + inBrowser.xlsxValidate)}`,
);

// 2. On the server, as the customer team's manager.
const server = await startServer({ LOG_LEVEL: 'error' });
try {
  const call = async (path, options = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      ...options,
      headers: { 'content-type': 'application/json', ...options.headers },
    });
    const body = await res.json();
    if (!res.ok || body?.failed)
      throw new Error(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };
  const { publicKey } = await call('/hpfm/v1/tool/pass/public-key');
  const pem = `-----BEGIN PUBLIC KEY-----\n${publicKey.match(/.{1,64}/g).join('\n')}\n-----END PUBLIC KEY-----`;
  const password = publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from('Manager123'),
  ).toString('base64');
  const { access_token: token } = await call('/oauth/public/login', {
    method: 'POST',
    body: JSON.stringify({ username: 'manager@lab.example', password }),
  });
  const auth = { authorization: `bearer ${token}` };
  const products = await call('/hsif/v1/1/products', { headers: auth });
  const product = products.find((item) => item.kind === 'DNA');
  const batch = await call('/hsif/v1/1/batches', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ productId: product.productId }),
  });
  const draftRows = rows.map((row, i) => ({ rowNo: i + 1, ...row }));
  let start = performance.now();
  const saved = await call(`/hsif/v1/1/batches/${batch.batchId}/draft`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({
      objectVersionNumber: batch.objectVersionNumber,
      step: 2,
      rows: draftRows,
    }),
  });
  const draftMs = performance.now() - start;
  start = performance.now();
  const submitted = await call(`/hsif/v1/1/batches/${batch.batchId}/submit`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ objectVersionNumber: saved.objectVersionNumber }),
  });
  const submitMs = performance.now() - start;
  console.log(
    `server, ${ROWS} rows: save the draft (validate, store) ${fmt(draftMs)}, submit (validate every row, store the samples) ${fmt(submitMs)}; batch ${submitted.batchCode} ${submitted.status}`,
  );
} finally {
  await server.stop();
}

// 3. Through the wizard of the built app, as the customer: choose the file, see the import
//    check, add the rows to the sheet, see them checked, and wait for the draft to be saved.
if (!existsSync(join(ROOT, 'dist/index.html'))) {
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
const app = await startServer({ LOG_LEVEL: 'error' });
const wizardBrowser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await (await wizardBrowser.newContext({ baseURL: app.url })).newPage();
  page.setDefaultTimeout(120_000);
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto('/pub/sign-in');
  await page.getByLabel('E-mail or login name').fill('manager@lab.example');
  await page.getByLabel('Password').fill('Manager123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  const sheetHeading = page.getByRole('heading', { level: 1, name: /^Sample sheet/ });
  const timed = async (act, done) => {
    const start = performance.now();
    await act();
    await done();
    return performance.now() - start;
  };

  const checkTimes = {};
  for (const file of ['sheet.csv', 'sheet.xlsx']) {
    await page.goto('/pub/sample/step1');
    await page.getByRole('radio', { name: 'Whole Genome Sequencing' }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await sheetHeading.waitFor();
    checkTimes[file] = await timed(
      () => page.getByLabel('Import a sheet (.xlsx or .csv)').setInputFiles(join(OUT_DIR, file)),
      () => page.getByText('No problems: every imported row can be added.').waitFor(),
    );
  }
  const addMs = await timed(
    () => page.getByRole('button', { name: `Add ${ROWS} samples to the sheet` }).click(),
    () => page.getByText('Errors: 0 · Warnings: 0').waitFor(),
  );
  const saveMs = await timed(
    async () => {},
    () =>
      page
        .getByRole('status')
        .filter({ hasText: 'All changes saved' })
        .waitFor()
        .catch(async (error) => {
          console.error(await page.getByRole('status').allInnerTexts());
          await page.screenshot({ path: '/tmp/bench-fail.png' });
          throw error;
        }),
  );
  // One edit re-checks the whole sheet: a name taken by another row is two errors at once.
  // In the page: from the Enter that commits the cell to the next frame showing the new count.
  const counter = await page.getByText('Errors: 0 · Warnings: 0').elementHandle();
  await page.evaluate((element) => {
    window.benchEdit = new Promise((resolve) => {
      let start = 0;
      const onKey = (event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          start = performance.now();
        }
      };
      document.addEventListener('keydown', onKey, { capture: true });
      new MutationObserver((_, observer) => {
        if (!start || !element.textContent.startsWith('Errors: 2')) return;
        observer.disconnect();
        document.removeEventListener('keydown', onKey, { capture: true });
        requestAnimationFrame(() => resolve(performance.now() - start));
      }).observe(element, { subtree: true, childList: true, characterData: true });
    });
  }, counter);
  const driverMs = await timed(
    () => fixCell(page, /^Samples of Whole Genome Sequencing/, 1, 'Sample name', 'S00002'),
    () => page.getByText('Errors: 2 · Warnings: 0').waitFor(),
  );
  const editMs = await page.evaluate(() => window.benchEdit);
  console.log(
    `wizard, ${ROWS} rows: file chosen to import check shown ${fmt(checkTimes['sheet.csv'])} (CSV), ${fmt(checkTimes['sheet.xlsx'])} (xlsx); added to the sheet and checked ${fmt(addMs)}; then the draft saved on the server ${fmt(saveMs)}`,
  );
  console.log(
    `wizard, one cell edit on ${ROWS} rows: Enter to the new error count painted ${fmt(editMs)} (click, type and check by the test driver ${fmt(driverMs)})`,
  );
} finally {
  await wizardBrowser.close();
  await app.stop();
}
