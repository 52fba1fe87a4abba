/**
 * The access token lives in this module's memory only: never in a cookie, localStorage or
 * sessionStorage, where other page scripts or other pages could read it at rest. A reload or a
 * new tab gets it again from the OAuth server (its own HttpOnly session cookie on `/oauth`)
 * through the implicit grant, which puts it in the address hash.
 */

/** Name of the token in the address hash and in the `/private` pages' query. */
export const TOKEN_PARAM = 'access_token';

let accessToken: string | undefined;

/**
 * The access token for the current page: from the `access_token` query on `/private` pages,
 * otherwise the one this page holds in memory.
 */
export function getAccessToken(): string | undefined {
  if (window.location.pathname.startsWith('/private')) {
    const fromQuery = new URLSearchParams(window.location.search).get(TOKEN_PARAM);
    if (fromQuery) return fromQuery;
  }
  return accessToken;
}

/** Keeps `token` in memory for this page (the portal's sign-in answers it). */
export function saveAccessToken(token: string): void {
  accessToken = token;
}

/** Forgets the token of this page. */
export function clearAccessToken(): void {
  accessToken = undefined;
}

const HASH_KEY = 'hzero-hash';
const HASH_TTL_MS = 3600 * 1000;

/** What the address hash brought: a token, the OAuth server's "no session", or nothing. */
export type HashResult = 'token' | 'login_required' | null;

/**
 * Takes what the OAuth server answered in an address hash: a token
 * (`#access_token=...&expires_in=...`) goes to memory, and the other values are kept for 3600 s;
 * `#error=login_required` (no OAuth session, after `prompt=none`) is reported.
 */
export function takeOAuthAnswer(hash: string): HashResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get(TOKEN_PARAM);
  if (!token) return params.get('error') === 'login_required' ? 'login_required' : null;
  saveAccessToken(token);
  params.delete(TOKEN_PARAM);
  sessionStorage.setItem(
    HASH_KEY,
    JSON.stringify({ values: Object.fromEntries(params), expiresAt: Date.now() + HASH_TTL_MS }),
  );
  return 'token';
}

/**
 * Takes what the sign-in put in this page's address hash ({@link takeOAuthAnswer}); an answer
 * leaves the address bar.
 */
export function consumeHashToken(): HashResult {
  const result = takeOAuthAnswer(window.location.hash);
  if (!result) return null;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return result;
}

/**
 * The hash values kept by {@link consumeHashToken} (all but the token), while they are younger
 * than 3600 s.
 */
export function storedHashValues(): Record<string, string> | undefined {
  const raw = sessionStorage.getItem(HASH_KEY);
  if (!raw) return undefined;
  const stored = JSON.parse(raw) as { values: Record<string, string>; expiresAt: number };
  if (stored.expiresAt <= Date.now()) {
    sessionStorage.removeItem(HASH_KEY);
    return undefined;
  }
  return stored.values;
}

const RETURN_KEY = 'hzero-return-to';

/** Remembers the page to come back to after signing in again. */
export function saveReturnPath(path: string): void {
  sessionStorage.setItem(RETURN_KEY, path);
}

/** The page to come back to after signing in again, if one was remembered. */
export function returnPath(): string | undefined {
  return sessionStorage.getItem(RETURN_KEY) ?? undefined;
}

/** Forgets the login of this page: the token in memory and the kept hash values. */
export function clearStoredLogin(): void {
  clearAccessToken();
  sessionStorage.removeItem(HASH_KEY);
}
