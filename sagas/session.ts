import { eventChannel, type EventChannel } from 'redux-saga';
import {
  call,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { PORTAL_SIGN_IN, portalReturnPath } from '../domain/contract/portalSignIn';
import { DEFAULT_LOCALE, isLocale } from '../app/i18n';
import { lastSharedActivity, shareActivity, watchActivity } from '../app/services/activity';
import { currentPath, leaveTo, navigate } from '../app/services/navigation';
import { notify } from '../app/services/notification';
import { HttpError } from '../app/services/request';
import { authorizeUrl, leaveToSignIn, portalSignIn } from '../app/services/signIn';
import {
  checkKickoff,
  fetchCurrentUser,
  saveDefaultTenant,
  signOut,
  switchRole,
  switchTenant,
} from '../app/services/session';
import {
  clearStoredLogin,
  consumeHashToken,
  getAccessToken,
  returnPath,
  saveReturnPath,
  type HashResult,
} from '../app/services/token';
import type { RootState } from '../app/store/reducer';
import { selectI18n } from '../app/store/selectors';
import {
  defaultTenantRequested,
  globalInit,
  globalPubInit,
  portalSignInRequested,
  sessionFailed,
  sessionReady,
  sessionUnauthorized,
  signInAgain,
  signOutRequested,
  startSession,
  switchRoleRequested,
  switchTenantRequested,
} from '../app/store/session';
import { selectIdleMinutes } from '../app/store/settings';
import { saveCurrentUser, saveTenantList } from '../app/store/user';
import { callApi } from './api';
import { initSaga, pubInitSaga } from './global';

function* onStart(action: ReturnType<typeof startSession>) {
  const { area } = action.payload;
  const hash: HashResult = yield call(consumeHashToken);
  if (hash === 'login_required' && area === 'pub') {
    yield call(leaveTo, portalSignIn(currentPath()));
    return;
  }
  // The token lives in memory: after a reload or in a new tab there is none, and the 401 sends
  // the browser to the OAuth server's session for it (see onUnauthorized).
  const result = yield* callApi(fetchCurrentUser, [], { silent: true });
  if (!result.ok) {
    const { error } = result;
    if (!(error instanceof HttpError && (error.status === 401 || error.status === 501))) {
      yield put(sessionFailed(error instanceof Error ? error.message : String(error)));
    }
    return;
  }
  const user = result.data;
  yield put(saveCurrentUser({ user }));
  const language = isLocale(user.language) ? user.language : DEFAULT_LOCALE;
  if (area === 'pub') {
    const payload = { language, organizationId: user.tenantId };
    yield put(globalPubInit(payload));
    yield call(pubInitSaga, payload);
  } else {
    const payload = { language, organizationId: user.tenantId, roleId: user.currentRoleId };
    yield put(globalInit(payload));
    yield call(initSaga, payload);
  }
  yield put(sessionReady());
}

/**
 * A 401: with a token, one kickoff check tells a session forced out (`/public/kickoff`) from
 * one that lapsed (`/public/unauthorized`); without one, the stored login is cleared and the
 * browser goes to the sign-in. The page is remembered so that signing in again comes back.
 */
function* onUnauthorized() {
  const token = getAccessToken();
  const path = currentPath();
  if (token) {
    if (!path.startsWith('/public')) yield call(saveReturnPath, path);
    let kicked: boolean;
    try {
      const answer: { kickoff: number } = yield call(checkKickoff, token);
      kicked = Number(answer?.kickoff) === 1;
    } catch {
      kicked = false;
    }
    yield call(clearStoredLogin);
    yield call(navigate, kicked ? '/public/kickoff' : '/public/unauthorized', { replace: true });
  } else {
    yield call(leaveToSignIn, path);
  }
}

/** Handles the first 401 and ignores the rest until a session is ready again. */
function* unauthorizedWatcher() {
  for (;;) {
    yield take(sessionUnauthorized.type);
    yield call(onUnauthorized);
    yield take(sessionReady.type);
  }
}

/**
 * "Sign in again" after a session ended: straight to a sign-in form (the portal's own, or the
 * OAuth server's even over the ended session it still holds), then back to the page.
 */
function* onSignInAgain() {
  const returnTo = returnPath() ?? '/workplace';
  yield call(
    leaveTo,
    returnTo.startsWith('/pub')
      ? portalSignIn(returnTo)
      : authorizeUrl(`${window.location.origin}${returnTo}`, 'login'),
  );
}

/**
 * The app's `/pub/sign-in` route: the OAuth server's sign-in (the address operators use), which
 * comes back to the portal page asked for with a token.
 */
function* onPortalSignIn(action: ReturnType<typeof portalSignInRequested>) {
  const returnTo = portalReturnPath(action.payload.returnTo);
  yield call(leaveTo, authorizeUrl(`${window.location.origin}${returnTo}`));
}

function* restartAs(path: string) {
  yield call(leaveTo, path);
}

function* onSwitchRole(action: ReturnType<typeof switchRoleRequested>) {
  const result = yield* callApi(switchRole, [action.payload]);
  if (result.ok) yield* restartAs('/workplace');
}

function* onSwitchTenant(action: ReturnType<typeof switchTenantRequested>) {
  const result = yield* callApi(switchTenant, [action.payload]);
  if (result.ok) yield* restartAs('/workplace');
}

function* onDefaultTenant(action: ReturnType<typeof defaultTenantRequested>) {
  const result = yield* callApi(saveDefaultTenant, [action.payload]);
  if (!result.ok) return;
  const tenants: RootState['user']['tenantList'] = yield select(
    (state: RootState) => state.user.tenantList,
  );
  yield put(
    saveTenantList(
      tenants.map((tenant) => ({
        ...tenant,
        defaultFlag: tenant.tenantId === action.payload ? 1 : 0,
      })),
    ),
  );
  const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
  yield call(notify, { type: 'success', title: t('notification.success') });
}

/** Signs out on the OAuth server (token and browser session), then leaves for the sign-in. */
function* onSignOut() {
  const area: RootState['session']['area'] = yield select((state: RootState) => state.session.area);
  const result = yield* callApi(signOut, []);
  if (!result.ok) return;
  yield call(clearStoredLogin);
  yield call(leaveTo, area === 'pub' ? PORTAL_SIGN_IN : '/');
}

/** The user's activity in this tab as a channel (the tab's listeners go when it closes). */
function activityChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => watchActivity(() => emit(true)));
}

/**
 * Signs the user out through {@link onSignOut} once nothing was done for the profile's idle
 * minutes (`HIAM.SESSION.IDLE_MINUTES`; 0: never) in this tab or any other tab of the app.
 */
export function* idleSignOut() {
  const minutes: number = yield select(selectIdleMinutes);
  if (minutes <= 0) return;
  const limit = minutes * 60_000;
  const channel: EventChannel<true> = yield call(activityChannel);
  let last = Date.now();
  yield call(shareActivity, last);
  try {
    for (;;) {
      const shared: number | undefined = yield call(lastSharedActivity);
      const remaining = Math.max(last, shared ?? 0) + limit - Date.now();
      if (remaining <= 0) break;
      const { active } = (yield race({ active: take(channel), idle: delay(remaining) })) as {
        active?: true;
      };
      if (active) {
        last = Date.now();
        yield call(shareActivity, last);
      }
    }
  } finally {
    channel.close();
  }
  yield put(signOutRequested());
}

/** Watches for idleness while a session is ready; stops when it ends. */
function* onSessionReadyIdle() {
  yield race({
    idle: call(idleSignOut),
    ended: take([sessionUnauthorized.type, signOutRequested.type]),
  });
}

/** Everything about who is signed in and as what. */
export function* sessionSaga() {
  yield fork(unauthorizedWatcher);
  yield takeLatest(sessionReady.type, onSessionReadyIdle);
  yield takeLatest(startSession.type, onStart);
  yield takeLeading(signInAgain.type, onSignInAgain);
  yield takeLeading(portalSignInRequested.type, onPortalSignIn);
  yield takeLeading(switchRoleRequested.type, onSwitchRole);
  yield takeLeading(switchTenantRequested.type, onSwitchTenant);
  yield takeLeading(defaultTenantRequested.type, onDefaultTenant);
  yield takeLeading(signOutRequested.type, onSignOut);
}
