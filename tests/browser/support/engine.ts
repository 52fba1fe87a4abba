import type { Browser, Locator, Page } from 'playwright-core';
import { PORTAL_TENANT } from './portalApi';
import { accessToken, accountMenu, signInOnOAuthPage, visit } from './session';

/**
 * The operators' screens built by the resource engine (list, tree, detail pages), driven as a
 * user would, plus the few API calls a test makes as "someone else" with the user's own token.
 */

/** Opens `path` in a fresh context and signs the operator in on the OAuth page on the way. */
export async function operatorPage(
  browser: Browser,
  account: { login: string; password: string },
  path: string,
): Promise<Page> {
  const page = await visit(browser, path);
  await page.waitForURL(/\/oauth\/oauth\/authorize/);
  await signInOnOAuthPage(page, account.login, account.password);
  await accountMenu(page).waitFor();
  return page;
}

/**
 * Calls the API with the page's own token (one session per user: a second sign-in would end
 * the page's session), as another tab of the same user would; throws on an HTTP error.
 */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(path, {
    method,
    data,
    headers: { Authorization: `bearer ${await accessToken(page)}` },
  });
  const body = (await res.json()) as T & { failed?: boolean };
  if (!res.ok() || body.failed) {
    throw new Error(`${method} ${path} failed (${res.status()}): ${JSON.stringify(body)}`);
  }
  return body;
}

/**
 * Changes a row through the API as someone else would (read it, change `changes`, save it with
 * its current version): a page that loaded the row before now holds a stale version.
 */
export async function changeElsewhere(
  page: Page,
  path: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const row = await callApi<Record<string, unknown>>(page, 'GET', path);
  await callApi(page, 'PUT', path, { ...row, ...changes });
}

/**
 * Runs a row action by its name: one of the row's inline actions, or an item of its `Action`
 * menu. Waits until the row's permission checks have answered (no action is busy).
 */
export async function rowAction(page: Page, row: Locator, name: string): Promise<void> {
  await closeNotices(page);
  const actions = row.getByRole('group', { name: /^Actions of / });
  await actions.getByRole('button').first().waitFor();
  await actions.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  const inline = actions.getByRole('button', { name, exact: true });
  if ((await inline.count()) > 0) {
    await inline.click();
    return;
  }
  await actions.getByRole('button', { name: 'Action', exact: true }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/**
 * Closes the notices on screen, as a user does when one covers the row they want: a notice under
 * the pointer waits for it to leave, so a click aimed through it never lands.
 */
export async function closeNotices(page: Page): Promise<void> {
  const close = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'Close notification' });
  for (let open = await close.count(); open > 0; open = await close.count()) {
    // One may close itself meanwhile.
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
}

/** Answers the confirmation dialog (`alertdialog`) with its button `answer`. */
export async function confirmWith(page: Page, answer: string): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: answer, exact: true }).click();
}

/** The text of the `alert` inside `scope` once it shows. */
export async function alertText(scope: Locator): Promise<string> {
  const alert = scope.getByRole('alert');
  await alert.waitFor();
  return alert.innerText();
}

/** The Lov field labelled `label` in `scope`: its input and the button opening the modal. */
export function lovField(scope: Locator, label: string) {
  const named = { name: label, exact: true };
  const group = scope.getByRole('group').filter({ has: scope.page().getByRole('textbox', named) });
  return {
    input: group.getByRole('textbox', named),
    open: group.getByRole('button', { name: 'Search', exact: true }),
  };
}

/** The API path of an hpfm resource of the demo tenant Novo Lab (`companies/3`). */
export function tenantApi(path: string): string {
  return `/hpfm/v1/${PORTAL_TENANT}/${path}`;
}

/** The texts of each data row of a table (its cells in order); `[]` when it says No data. */
export async function tableRows(table: Locator): Promise<string[][]> {
  // The table itself says it is loading (its first read, or a reload).
  await table.and(table.page().locator(':not([aria-busy="true"])')).waitFor();
  await table.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  const rows = await table.locator('tbody tr').all();
  const texts = await Promise.all(rows.map((row) => row.locator('td').allInnerTexts()));
  return texts
    .filter((cells) => !(cells.length === 1 && cells[0] === 'No data'))
    .map((cells) => cells.map((cell) => cell.trim()));
}

/** Waits for the notification that a save went through. */
export async function savedNotice(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('status', { name: 'Operation succeeded' })
    .first()
    .waitFor();
}

/**
 * Waits until no earlier "saved" notification shows (they go after a few seconds), so that the
 * next one seen is the answer to the next save.
 */
export async function noticesGone(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('status', { name: 'Operation succeeded' })
    .first()
    .waitFor({ state: 'detached' });
}
