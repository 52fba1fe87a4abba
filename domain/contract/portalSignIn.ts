/**
 * The portal's sign-in (`/pub/sign-in?returnTo=`): where it comes back to. The server's sign-in
 * page and the app's redirect to the OAuth server's sign-in (when another host serves the app)
 * read `returnTo` the same way.
 */

/** The portal's sign-in page. */
export const PORTAL_SIGN_IN = '/pub/sign-in';

/** Where the portal's sign-in goes when it is given no page, or one it may not go back to. */
export const PORTAL_HOME = '/pub/home';

/** The portal's pages shown without a session: signing in never comes back to them. */
export const PORTAL_ACCOUNT_PAGE =
  /^\/pub\/(sign-in|forgot-password|activate-account|under-maintenance)\/?$/;

/** A path and query of URL characters only (no backslash, space, fragment or control). */
const URL_PATH = /^\/pub\/[\w\-.~!$&'()*+,;=:@%/?]*$/;

/** A path segment a browser reads as `.` or `..` (also percent-encoded). */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

/**
 * The portal page (path and query) a sign-in comes back to: `returnTo` when it is a page of the
 * portal (under `/pub`, not one of its account pages, no dot segments or empty ones that could
 * lead elsewhere), else the portal's home.
 */
export function portalReturnPath(returnTo: string | null | undefined): string {
  if (!returnTo || returnTo.length > 2000 || !URL_PATH.test(returnTo)) return PORTAL_HOME;
  const path = returnTo.split('?')[0] ?? '';
  if (path.includes('//') || path.split('/').some((segment) => DOT_SEGMENT.test(segment))) {
    return PORTAL_HOME;
  }
  return PORTAL_ACCOUNT_PAGE.test(path) ? PORTAL_HOME : returnTo;
}
