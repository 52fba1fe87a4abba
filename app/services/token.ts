/** Name of the cookie that carries the access token (SPEC.md section 9). */
export const TOKEN_COOKIE = 'access_token';

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The access token for the current page: from the `access_token` query on `/private` pages,
 * otherwise from the `access_token` cookie.
 */
export function getAccessToken(): string | undefined {
  if (window.location.pathname.startsWith('/private')) {
    const fromQuery = new URLSearchParams(window.location.search).get(TOKEN_COOKIE);
    if (fromQuery) return fromQuery;
  }
  return readCookie(TOKEN_COOKIE) || undefined;
}

/** Stores the token in the `access_token` cookie (path '/') for `maxAgeSeconds`. */
export function saveAccessToken(token: string, maxAgeSeconds: number): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax`;
}

/** Removes the stored token. */
export function clearAccessToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

const HASH_KEY = 'hzero-hash';
const HASH_TTL_MS = 3600 * 1000;

/**
 * Takes the token the sign-in put in the address hash (`#access_token=...&expires_in=...`):
 * stores it in the cookie, keeps the hash values for 3600 s and removes the hash from the
 * address bar. Answers whether there was a token.
 */
export function consumeHashToken(): boolean {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = params.get(TOKEN_COOKIE);
  if (!token) return false;
  saveAccessToken(token, Number(params.get('expires_in')) || 3600);
  sessionStorage.setItem(
    HASH_KEY,
    JSON.stringify({ values: Object.fromEntries(params), expiresAt: Date.now() + HASH_TTL_MS }),
  );
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return true;
}

/** The hash values kept by {@link consumeHashToken}, while they are younger than 3600 s. */
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

/** Forgets the stored login: the token cookie and the kept hash values. */
export function clearStoredLogin(): void {
  clearAccessToken();
  sessionStorage.removeItem(HASH_KEY);
}
