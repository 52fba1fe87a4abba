import { call, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { DEFAULT_LOCALE, isLocale } from '../app/i18n';
import { currentPath, leaveTo, navigate } from '../app/services/navigation';
import { notify } from '../app/services/notification';
import { HttpError } from '../app/services/request';
import {
  authorizeUrl,
  checkKickoff,
  fetchCurrentUser,
  logoutUrl,
  saveDefaultTenant,
  switchRole,
  switchTenant,
} from '../app/services/session';
import {
  clearStoredLogin,
  consumeHashToken,
  getAccessToken,
  returnPath,
  saveReturnPath,
} from '../app/services/token';
import type { RootState } from '../app/store/reducer';
import { selectI18n } from '../app/store/selectors';
import {
  defaultTenantRequested,
  globalInit,
  globalPubInit,
  sessionFailed,
  sessionReady,
  sessionUnauthorized,
  signInAgain,
  signOutRequested,
  startSession,
  switchRoleRequested,
  switchTenantRequested,
} from '../app/store/session';
import { saveCurrentUser, saveTenantList } from '../app/store/user';
import { callApi } from './api';
import { initSaga, pubInitSaga } from './global';

/** Where the portal's customers sign in. */
export const PORTAL_SIGN_IN = '/pub/sign-in';

function signInAddress(returnTo: string): string {
  if (returnTo.startsWith('/pub')) {
    return `${PORTAL_SIGN_IN}?returnTo=${encodeURIComponent(returnTo)}`;
  }
  return authorizeUrl(`${window.location.origin}${returnTo}`);
}

function* onStart(action: ReturnType<typeof startSession>) {
  const { area } = action.payload;
  yield call(consumeHashToken);
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
  if (!path.startsWith('/public')) yield call(saveReturnPath, path);
  if (token) {
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
    yield call(clearStoredLogin);
    yield call(leaveTo, signInAddress(path));
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

function* onSignInAgain() {
  yield call(leaveTo, signInAddress(returnPath() ?? '/workplace'));
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

function* onSignOut() {
  const area: RootState['session']['area'] = yield select((state: RootState) => state.session.area);
  const token = getAccessToken();
  yield call(clearStoredLogin);
  const back = area === 'pub' ? PORTAL_SIGN_IN : '/';
  yield call(leaveTo, logoutUrl(token, `${window.location.origin}${back}`));
}

/** Everything about who is signed in and as what. */
export function* sessionSaga() {
  yield fork(unauthorizedWatcher);
  yield takeLatest(startSession.type, onStart);
  yield takeLeading(signInAgain.type, onSignInAgain);
  yield takeLeading(switchRoleRequested.type, onSwitchRole);
  yield takeLeading(switchTenantRequested.type, onSwitchTenant);
  yield takeLeading(defaultTenantRequested.type, onDefaultTenant);
  yield takeLeading(signOutRequested.type, onSignOut);
}
