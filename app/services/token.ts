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
