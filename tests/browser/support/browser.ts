import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Request } from 'playwright-core';
import FLAGS from '../../../scripts/chromium-flags.json';

/** Where the API calls are recorded (scripts/check-api-contract.mjs reads them). */
const API_CALLS_DIR = join(__dirname, '../../../test-results/api-calls');

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

const recorded = new Set<string>();

/**
 * Records an API call a page makes (`METHOD /path`, no query) into this worker's file under
 * test-results/api-calls/, which scripts/check-api-contract.mjs checks against HZERO's paths
 * and ours: the pages' fetches, and the OAuth pages the browser opens or posts to.
 */
function recordApiCall(request: Request): void {
  const url = new URL(request.url());
  if (url.origin !== new URL(baseUrl()).origin) return;
  const type = request.resourceType();
  const api = type === 'fetch' || type === 'xhr';
  if (!api && !(type === 'document' && url.pathname.startsWith('/oauth/'))) return;
  const line = `${request.method()} ${url.pathname}`;
  if (recorded.has(line)) return;
  recorded.add(line);
  mkdirSync(API_CALLS_DIR, { recursive: true });
  appendFileSync(join(API_CALLS_DIR, `worker-${process.pid}.txt`), `${line}\n`);
}

function recordContext(context: BrowserContext): BrowserContext {
  context.on('request', recordApiCall);
  return context;
}

/**
 * Launches Debian's Chromium headless shell (the global setup names the browser); the API calls
 * of its pages are recorded.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.BROWSER_TEST_CHROMIUM,
    args: FLAGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => recordContext(await newContext(...args));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    recordContext(page.context());
    return page;
  };
  open.__OPEN_BROWSERS__ = [...(open.__OPEN_BROWSERS__ ?? []), browser];
  return browser;
}
