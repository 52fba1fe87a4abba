import { chromium, type Browser, type Page } from 'playwright-core';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

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

/** Opens a page in a fresh context (no cookies, no storage) at `path`. */
export async function openPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
