import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, testServer } from './browser';

/** Demo accounts of the reference server (README lists them). */
export const ACCOUNTS = {
  admin: { login: 'admin', password: 'Admin12345', name: 'Site Administrator' },
  tenantAdmin: { login: 'tenant.admin', password: 'Tenant12345' },
  operator: { login: 'operator', password: 'Operator123' },
  manager: { login: 'manager@lab.example', password: 'Manager123' },
  member: { login: 'member@lab.example', password: 'Member123' },
} as const;

/** Opens `path` in a fresh browser context, as a new visitor would. */
export async function visit(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Signs in on the server's OAuth sign-in page (the page must be showing it). */
export async function signInOnOAuthPage(page: Page, login: string, password: string) {
  await page.getByLabel('Login name').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in on the portal's own sign-in page (the page must be showing it). */
export async function signInOnPortal(page: Page, login: string, password: string) {
  await page.getByLabel('E-mail or login name').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens the portal in a fresh browser context and signs a customer in (the team manager unless
 * told otherwise); resolves once the portal shows the signed-in user.
 */
export async function portalCustomer(
  browser: Browser,
  account: { login: string; password: string } = ACCOUNTS.manager,
): Promise<Page> {
  const page = await visit(browser, '/pub/sign-in');
  await signInOnPortal(page, account.login, account.password);
  await accountMenu(page).waitFor();
  return page;
}

/** The header's account menu button of the signed-in user. */
export function accountMenu(page: Page) {
  return page.getByRole('button', { name: /^Account menu of |的账号菜单$/ });
}

/**
 * The signed-in page's access token, got the way a new tab of the same browser gets it: from
 * the OAuth server's session (the context's HttpOnly cookie on `/oauth`) through
 * `/oauth/oauth/authorize?prompt=none`. Nothing the page's scripts could read holds it.
 */
export async function accessToken(page: Page): Promise<string> {
  const query = new URLSearchParams({
    response_type: 'token',
    client_id: 'hzero-front',
    redirect_uri: `${baseUrl()}/`,
    prompt: 'none',
  });
  const res = await page.request.get(`/oauth/oauth/authorize?${query.toString()}`, {
    maxRedirects: 0,
  });
  const hash = (res.headers().location ?? '').split('#')[1] ?? '';
  const token = new URLSearchParams(hash).get('access_token');
  if (!token) throw new Error('The browser has no OAuth session: is the user signed in?');
  return token;
}

/** Runs `statement` on the server's database (to expire tokens and the like). */
export function onServerDatabase<T>(statement: (db: Database.Database) => T): T {
  const db = new Database(join(testServer().dataDir, 'hzero.db'));
  try {
    return statement(db);
  } finally {
    db.close();
  }
}
