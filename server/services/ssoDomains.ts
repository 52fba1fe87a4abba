/**
 * SSO domains at sign-in: a login typed as `name@domain` whose domain has an enabled SSO
 * configuration is sent to that domain's sign-in address (registered by a platform
 * administrator, never taken from the request), with the login as `login_hint`. Only what was
 * typed decides, so the answer tells nothing about which accounts exist.
 */
import type { Db } from '../db/database';

/** The single sign-on address a typed login is sent to, or null to sign in here. */
export function ssoSignInAddress(db: Db, login: string): string | null {
  const typed = login.trim();
  const at = typed.lastIndexOf('@');
  if (at < 1 || at === typed.length - 1) return null;
  const row = db
    .prepare(
      'SELECT sso_login_url AS url FROM hiam_domains WHERE domain_name = ? AND enabled_flag = 1',
    )
    .get(typed.slice(at + 1).toLowerCase()) as { url: string } | undefined;
  if (!row) return null;
  const url = new URL(row.url);
  url.searchParams.set('login_hint', typed);
  return url.toString();
}
