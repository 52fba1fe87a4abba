import { PORTAL_ACCOUNT_PAGE } from '../../domain/contract/portalSignIn';
import { appConfig } from '../config';
import type { AuthorisedArea } from '../store/session';
import { leaveTo } from './navigation';
import { clearStoredLogin, getAccessToken, saveReturnPath } from './token';

/**
 * The authorised area a path opens (its RequireSession), or null for pages shown without a
 * session. The entry starts the session from it while the area's chunk loads.
 */
export function sessionAreaOf(pathname: string): AuthorisedArea | null {
  if (/^\/(private|public|exception)(\/|$)/.test(pathname)) return null;
  if (pathname === '/pub' || pathname.startsWith('/pub/')) {
    return PORTAL_ACCOUNT_PAGE.test(pathname) ? null : 'pub';
  }
  return 'default';
}

/**
 * The OAuth2 implicit-grant address that comes back to `returnTo` with a token in the hash. With
 * `prompt` `none` the OAuth server shows no sign-in page: without its session it comes back with
 * `#error=login_required`; with `login` it shows its sign-in page even over a session it has.
 */
export function authorizeUrl(returnTo: string, prompt?: 'none' | 'login'): string {
  const { oauthHost, clientId } = appConfig();
  const query = new URLSearchParams({
    response_type: 'token',
    client_id: clientId,
    redirect_uri: returnTo,
  });
  if (prompt) query.set('prompt', prompt);
  return `${oauthHost}/oauth/oauth/authorize?${query.toString()}`;
}

/**
 * Where to get a token for `returnTo`: the OAuth server's authorize endpoint, which hands back
 * the browser's session at once. Without one, operators see its sign-in page; the portal asks
 * silently and, told `login_required`, goes to its own sign-in page.
 */
export function signInAddress(returnTo: string): string {
  return authorizeUrl(
    `${window.location.origin}${returnTo}`,
    returnTo.startsWith('/pub') ? 'none' : undefined,
  );
}

/**
 * Sends the user, without a token, to the sign-in for the page asked for: the stored login is
 * cleared and the page remembered, so that signing in comes back to it. With `replace`, the
 * address left is not kept in the history (it would only lead here again).
 */
export function leaveToSignIn(path: string, options?: { replace?: boolean }): void {
  if (!path.startsWith('/public')) saveReturnPath(path);
  clearStoredLogin();
  leaveTo(signInAddress(path), options);
}

/**
 * The entry's first step. The token lives in memory only (see token.ts), so a page opened
 * afresh in an authorised area, with nothing from the OAuth server in its hash, can only be sent
 * for one: it goes now, before it loads the app (which would otherwise load, ask for the user,
 * be answered 401 and go then). Returns whether the page left.
 */
export function leaveForToken(): boolean {
  const { pathname, search, hash } = window.location;
  const fromOAuth = /(^#|&)(access_token|error)=/.test(hash);
  if (!sessionAreaOf(pathname) || fromOAuth || getAccessToken()) return false;
  leaveToSignIn(`${pathname}${search}`, { replace: true });
  return true;
}
