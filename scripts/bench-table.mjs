// DataTable benchmark: builds bench/table with Vite into /tmp/bench-table-dist, serves it on
// 127.0.0.1 and measures in Debian's Chromium the time to mount 10,000 virtual rows and the
// frame times while scrolling through all of them.
//   npm run bench:table [-- --step=<px per frame>]
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM, CHROMIUM_FLAGS, ROOT, ensureChromium, serveStatic } from './lib.mjs';

const OUT_DIR = '/tmp/bench-table-dist';
const FRAME_BUDGET_MS = 16.7;
// Chromium rounds rAF timestamps to 0.1 ms, so an on-time 60 Hz frame reads 16.7 or 16.8 ms;
// a frame that missed a vsync reads 33.3 ms or more.
const MISSED_VSYNC_MS = 25;
const stepArg = process.argv.find((arg) => arg.startsWith('--step='));
const STEP_PX = stepArg ? Number(stepArg.slice('--step='.length)) : 400;

const fmt = (ms) => ms.toFixed(1);

await build({
  configFile: false,
  root: join(ROOT, 'bench/table'),
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: OUT_DIR, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
});

ensureChromium();
const server = await serveStatic(OUT_DIR);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${server.url}/`);
  const mount = await (
    await page.waitForFunction('window.benchMount', null, { timeout: 60_000 })
  ).jsonValue();
  const run = await page.evaluate(`window.benchScroll(${STEP_PX})`);
  const deltas = [...run.deltas].sort((a, b) => a - b);
  const mean = deltas.reduce((sum, d) => sum + d, 0) / Math.max(1, deltas.length);
  const p95 = deltas[Math.min(deltas.length - 1, Math.ceil(deltas.length * 0.95) - 1)] ?? 0;
  const max = deltas[deltas.length - 1] ?? 0;
  const slow = deltas.filter((d) => d > FRAME_BUDGET_MS).length;
  const missed = deltas.filter((d) => d > MISSED_VSYNC_MS).length;

  console.log(`mount 10000 rows: ${fmt(mount)} ms`);
  console.log(
    `scroll frames: ${deltas.length} (${STEP_PX} px per frame, to aria-rowindex ${run.lastRowIndex} of 10001)`,
  );
  console.log(`scroll frame mean: ${fmt(mean)} ms`);
  console.log(`scroll frame p95: ${fmt(p95)} ms`);
  console.log(`scroll frame max: ${fmt(max)} ms`);
  console.log(`scroll frames > ${FRAME_BUDGET_MS} ms: ${slow}`);
  console.log(`scroll frames > ${MISSED_VSYNC_MS} ms (missed a vsync): ${missed}`);
  console.log(
    `row elements in DOM (most): ${run.maxRowsInDom}; row height: ${fmt(run.rowHeight)} px`,
  );
  if (run.lastRowIndex !== 10_001) {
    console.error('the scroll run did not reach the last row');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.close();
}
