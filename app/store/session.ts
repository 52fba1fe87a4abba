import type { UnknownAction } from 'redux';
import type { Locale } from '../i18n';
import { createAction } from './action';

/** The areas of SPEC.md section 2 that need a signed-in user. */
export type AuthorisedArea = 'default' | 'pub';

/** Where the session is: authorised routes start `idle` and render only once `ready`. */
export interface SessionState {
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'expired';
  area: AuthorisedArea | null;
  /** What went wrong when `failed`. */
  error: string | null;
}

/** An authorised area mounts: fetch the user, run init, then render. */
export const startSession = createAction<{ area: AuthorisedArea }>('session/start');
/** The user is loaded and init has run. */
export const sessionReady = createAction('session/ready');
/** The user could not be loaded (not a 401): the 500 page shows. */
export const sessionFailed = createAction<string>('session/failed');
/** A call answered 401. */
export const sessionUnauthorized = createAction('session/unauthorized');
/** Switch the active role (then the app restarts as that role). */
export const switchRoleRequested = createAction<number>('session/switchRole');
/** Switch the active tenant. */
export const switchTenantRequested = createAction<number>('session/switchTenant');
/** Make a tenant the default one. */
export const defaultTenantRequested = createAction<number>('session/defaultTenant');
/**
 * The app's own `/pub/sign-in` route opened (another host serves the app, so no server page
 * answered it): the customer signs in at the OAuth server's sign-in, coming back to `returnTo`.
 */
export const portalSignInRequested = createAction<{ returnTo: string | null }>(
  'session/portalSignIn',
);
/** The user asks to sign in again after the session ended. */
export const signInAgain = createAction('session/signInAgain');
/** Sign out. */
export const signOutRequested = createAction('session/signOut');

/** `global/init` (SPEC.md section 7): run once the user is known, in the default area. */
export const globalInit = createAction<{
  language: Locale;
  organizationId: number;
  /** Null when the user holds no role in the tenant. */
  roleId: number | null;
}>('global/init');
/** `global/pubInit`: the portal's init, without a role. */
export const globalPubInit = createAction<{ language: Locale; organizationId: number }>(
  'global/pubInit',
);

const initialState: SessionState = {
  status: 'idle',
  area: null,
  error: null,
};

/** Reducer of {@link SessionState}. */
export function sessionReducer(
  state: SessionState = initialState,
  action: UnknownAction,
): SessionState {
  if (startSession.match(action)) {
    return { ...state, status: 'loading', area: action.payload.area, error: null };
  }
  if (sessionReady.match(action)) return { ...state, status: 'ready' };
  if (sessionFailed.match(action)) return { ...state, status: 'failed', error: action.payload };
  if (sessionUnauthorized.match(action)) return { ...state, status: 'expired' };
  return state;
}
