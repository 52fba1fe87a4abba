import { chromium, type Browser } from 'playwright-core';
import FLAGS from '../../../scripts/chromium-flags.json';

/** The server this Jest worker's tests run against (the global setup starts one per worker). */
export function testServer(): { url: string; dataDir: string } {
  const servers = JSON.parse(process.env.BROWSER_TEST_SERVERS ?? '[]') as {
    url: string;
    dataDir: string;
  }[];
  const worker = Number(process.env.JEST_WORKER_ID ?? '1') - 1;
  const server = servers[worker % Math.max(servers.length, 1)];
  if (!server) {
    throw new Error('No test server: run the browser tests with jest.browser.config.cjs');
  }
  return server;
}

/** Base URL of the server this worker's tests run against. */
export function baseUrl(): string {
  return testServer().url;
}

/** Browsers of the test file, which the test environment shoots when a test fails. */
const open = globalThis as { __OPEN_BROWSERS__?: Browser[] };

/** Launches Debian's Chromium headless. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  open.__OPEN_BROWSERS__ = [...(open.__OPEN_BROWSERS__ ?? []), browser];
  return browser;
}
