import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { onServerDatabase, signInOnOAuthPage, visit, accountMenu } from './session';
import type { Browser } from 'playwright-core';

/** The one-time link (path and query) last mailed to `recipient`, from the server's outbox. */
export function mailedLink(recipient: string): string {
  const body = onServerDatabase(
    (db) =>
      (
        db
          .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
          .get(recipient) as { body: string } | undefined
      )?.body ?? '',
  );
  const link = /(https?:\/\/\S+\?token=[A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!link) throw new Error(`No link mailed to ${recipient}`);
  const url = new URL(link, baseUrl());
  return `${url.pathname}${url.search}`;
}

/** Signs an operator in on the OAuth page in a fresh context, landing on `path`. */
export async function signedInAt(
  browser: Browser,
  account: { login: string; password: string },
  path = '/workplace',
): Promise<Page> {
  const page = await visit(browser, path);
  await page.waitForURL(/\/oauth\/oauth\/authorize/);
  await signInOnOAuthPage(page, account.login, account.password);
  await accountMenu(page).waitFor();
  return page;
}
