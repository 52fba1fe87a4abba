/**
 * The OAuth clients the authorize endpoint serves (hiam clients): which client may use which
 * grant, how long its tokens last, and where its answers may go. Only the client's registered
 * addresses (and, for the app's own client, the deployment's configured origins) are allowed:
 * nothing a request says about its host ever is.
 */
import { languageOf, type Language } from '../../domain/engine/text';
import { fill, text } from '../../domain/engine/text';
import type { Db } from '../db/database';

/** A client as the authorize endpoint reads it. */
export interface OAuthClient {
  name: string;
  implicitGrant: boolean;
  passwordGrant: boolean;
  /** Seconds; null: the server's configured lifetime. */
  accessTokenValidity: number | null;
  /** The registered redirect addresses. */
  redirectUris: string[];
  enabled: boolean;
}

/** The client named `clientId` (case-blind), or undefined. */
export function findClient(db: Db, clientId: string): OAuthClient | undefined {
  const row = db
    .prepare(
      `SELECT name, implicit_grant, password_grant, access_token_validity, redirect_uris,
              enabled_flag FROM hiam_oauth_clients WHERE name = ?`,
    )
    .get(clientId) as
    | {
        name: string;
        implicit_grant: number;
        password_grant: number;
        access_token_validity: number | null;
        redirect_uris: string | null;
        enabled_flag: number;
      }
    | undefined;
  if (!row) return undefined;
  return {
    name: row.name,
    implicitGrant: row.implicit_grant === 1,
    passwordGrant: row.password_grant === 1,
    accessTokenValidity: row.access_token_validity,
    redirectUris: redirectLines(row.redirect_uris),
    enabled: row.enabled_flag === 1,
  };
}

/** The addresses of a redirect list, one per line (blank lines skipped). */
export function redirectLines(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** An absolute http(s) URL without user info or fragment, parsed; undefined otherwise. */
export function redirectUrl(uri: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '' || url.hash !== '') return undefined;
  return url;
}

/**
 * Whether `uri` is one of the client's registered addresses, or starts with one that ends with
 * `/` (same origin, path under it), compared as parsed URLs.
 */
export function registeredRedirect(client: OAuthClient, uri: string): boolean {
  const wanted = redirectUrl(uri);
  if (!wanted) return false;
  return client.redirectUris.some((entry) => {
    const allowed = redirectUrl(entry);
    if (!allowed) return false;
    if (allowed.href === wanted.href) return true;
    return (
      allowed.pathname.endsWith('/') &&
      allowed.search === '' &&
      allowed.origin === wanted.origin &&
      wanted.pathname.startsWith(allowed.pathname)
    );
  });
}

/**
 * Writes the app's own client when it is missing: both grants (the operators' sign-in page and
 * the portal's), the server's configured token lifetime (no lifetime of its own), no registered
 * address (the deployment's configured origins serve it). Administrators change it afterwards
 * like any client.
 */
export function ensureAppClient(db: Db, clientId: string, now: number): void {
  db.prepare(
    `INSERT OR IGNORE INTO hiam_oauth_clients (name, description, implicit_grant, password_grant,
       creation_date, last_update_date)
     VALUES (?, 'The platform’s own front end', 1, 1, ?, ?)`,
  ).run(clientId, now, now);
}

const TEXTS = {
  unknown: text("Unknown client '%{client}'.", "未知的客户端 '%{client}'。"),
  disabled: text('The client %{client} is disabled.', '客户端 %{client} 已禁用。'),
  grant: text(
    'The client %{client} may not sign in this way (%{grant} grant).',
    '客户端 %{client} 不允许以此方式登录（%{grant}）。',
  ),
  redirect: text(
    'The redirect address is not registered for this client, so you cannot be sent there.',
    '该重定向地址未登记在此客户端，不能跳转。',
  ),
};

/** Why a client may not be served, in `lang`, or null. */
export function clientProblem(
  client: OAuthClient | undefined,
  clientId: string,
  grant: 'implicit' | 'password',
  lang: Language = 'en_US',
): string | null {
  const say = (template: keyof typeof TEXTS) =>
    fill(TEXTS[template][languageOf(lang)], { client: clientId, grant });
  if (!client) return say('unknown');
  if (!client.enabled) return say('disabled');
  if (grant === 'implicit' ? !client.implicitGrant : !client.passwordGrant) return say('grant');
  return null;
}

/** The refusal of an address not registered for the client, in `lang`. */
export function redirectProblem(lang: Language = 'en_US'): string {
  return TEXTS.redirect[lang];
}
