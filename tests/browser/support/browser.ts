import { chromium, type Browser } from 'playwright-core';
import FLAGS from '../../../scripts/chromium-flags.json';

/** Base URL of the server the browser tests run against (set by the global setup). */
export function baseUrl(): string {
  const url = process.env.BASE_URL;
  if (!url)
    throw new Error('BASE_URL is not set: run the browser tests with jest.browser.config.cjs');
  return url;
}

/** Browsers of the test file, which the test environment shoots when a test fails. */
const open = globalThis as { __OPEN_BROWSERS__?: Browser[] };

/** Launches Debian's Chromium headless. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  open.__OPEN_BROWSERS__ = [...(open.__OPEN_BROWSERS__ ?? []), browser];
  return browser;
}
