import { chromium, type Browser } from 'playwright-core';
import FLAGS from '../../../scripts/chromium-flags.json';

/** Base URL of the server the browser tests run against (set by the global setup). */
export function baseUrl(): string {
  const url = process.env.BASE_URL;
  if (!url)
    throw new Error('BASE_URL is not set: run the browser tests with jest.browser.config.cjs');
  return url;
}

/** Launches Debian's Chromium headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
}
