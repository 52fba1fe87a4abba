import { PORTAL_ACCOUNT_PAGE, PORTAL_SIGN_IN } from '../../domain/contract/portalSignIn';
import { SILENT_SIGN_IN_PAGE } from '../../domain/contract/silentSignIn';
import { appConfig } from '../config';
import type { AuthorisedArea } from '../store/session';
import { leaveTo } from './navigation';
import { clearStoredLogin, getAccessToken, saveReturnPath, takeOAuthAnswer } from './token';

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
 * The portal's sign-in page, coming back to `returnTo`: served by the reference server itself;
 * where another host serves the app, its route leads on to the OAuth server's.
 */
export function portalSignIn(returnTo: string): string {
  return `${PORTAL_SIGN_IN}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** How long a silent sign-in may take before the page goes to the OAuth server itself. */
const SILENT_TIMEOUT_MS = 10_000;

/**
 * Asks the OAuth server for the browser's session without leaving the page: a hidden frame
 * goes to its authorize endpoint with `prompt=none`, which comes back to
 * {@link SILENT_SIGN_IN_PAGE} with the token or `error=login_required` in the hash. Resolves to
 * that hash, or null when the frame did not come back there (a server that showed a page or
 * refused the frame) within 10 s.
 */
export function askSilently(): Promise<string | null> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    const finish = (hash: string | null): void => {
      window.clearTimeout(timer);
      frame.remove();
      resolve(hash);
    };
    const timer = window.setTimeout(() => finish(null), SILENT_TIMEOUT_MS);
    frame.addEventListener('load', () => {
      let hash: string | null = null;
      try {
        const { origin, pathname, hash: answer } = frame.contentWindow?.location ?? {};
        const ours = origin === window.location.origin && pathname === SILENT_SIGN_IN_PAGE;
        hash = ours ? (answer ?? '') : null;
      } catch {
        // A page of another origin: no answer to read.
      }
      finish(hash);
    });
    frame.src = authorizeUrl(`${window.location.origin}${SILENT_SIGN_IN_PAGE}`, 'none');
    document.body.append(frame);
  });
}

/**
 * The entry's first step: whether the app may start. The token lives in memory only (see
 * token.ts), so a page opened afresh in an authorised area, with nothing from the OAuth server
 * in its hash, asks for the browser's session silently ({@link askSilently}) while the app's
 * code loads. With a token the app starts. Told there is no session, an operator's page goes to
 * the OAuth server's sign-in and a portal page to the portal's; without an answer the page goes
 * to the OAuth server itself, as a session's 401 does. The address left is not kept in the history.
 */
export async function tokenBeforeStart(ask = askSilently): Promise<boolean> {
  const { pathname, search, hash } = window.location;
  const area = sessionAreaOf(pathname);
  const fromOAuth = /(^#|&)(access_token|error)=/.test(hash);
  if (!area || fromOAuth || getAccessToken()) return true;
  const answer = await ask();
  const result = answer === null ? null : takeOAuthAnswer(answer);
  if (result === 'token') return true;
  const path = `${pathname}${search}`;
  if (result === 'login_required' && area === 'pub') {
    leaveTo(portalSignIn(path), { replace: true });
  } else {
    leaveToSignIn(path, { replace: true });
  }
  return false;
}
