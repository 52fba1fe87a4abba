import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, browserTestChromium, ensureChromium } from '../../../scripts/lib.mjs';
import { startServer } from './server.mjs';

/**
 * One server per Jest worker, each with its own data (one session per user: two test files
 * signing in the same account at once would force each other out). A worker finds its own by
 * `JEST_WORKER_ID` (support/browser.ts).
 */
export default async function globalSetup(globalConfig) {
  if (!existsSync(join(ROOT, 'dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  }
  ensureChromium();
  process.env.BROWSER_TEST_CHROMIUM = browserTestChromium();
  // The API calls this run's pages make are recorded afresh (support/browser.ts).
  rmSync(join(ROOT, 'test-results/api-calls'), { recursive: true, force: true });
  const count = Math.max(1, globalConfig.maxWorkers ?? 1);
  const servers = await Promise.all(Array.from({ length: count }, () => startServer()));
  globalThis.__BROWSER_SERVERS__ = servers;
  process.env.BROWSER_TEST_SERVERS = JSON.stringify(
    servers.map(({ url, dataDir }) => ({ url, dataDir })),
  );
}
