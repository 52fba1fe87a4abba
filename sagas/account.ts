import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { loadRsa } from '../design-system';
import type { MessageKey } from '../app/i18n';
import {
  activateAccount,
  fetchLinkPasswordPolicy,
  fetchMaintenance,
  fetchPublicKey,
  requestPasswordReset,
  resetPassword,
} from '../app/services/session';
import {
  accountDone,
  activateRequested,
  fetchMaintenanceRequested,
  forgotPassword,
  linkPolicyLoaded,
  linkPolicyRequested,
  maintenanceLoaded,
  resetPasswordRequested,
} from '../app/store/account';
import { selectI18n } from '../app/store/selectors';
import { callApi } from './api';

function* explain(error: unknown) {
  const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
  if (error instanceof Error && error.message) return error.message;
  return t('notification.exception');
}

/** Encrypts a password with the server's RSA public key (it never leaves in clear). */
export function* encrypted(password: string) {
  const key = yield* callApi(fetchPublicKey, [], { silent: true });
  if (!key.ok) throw key.error;
  const { encryptPassword }: Awaited<ReturnType<typeof loadRsa>> = yield call(loadRsa);
  return encryptPassword(key.data.publicKey, password);
}

function* onForgotPassword(action: ReturnType<typeof forgotPassword>) {
  try {
    yield call(requestPasswordReset, action.payload.email);
    const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
    yield put(accountDone({ ok: true, message: t('account.forgot.sent') }));
  } catch (error) {
    yield put(accountDone({ ok: false, message: yield* explain(error) }));
  }
}

function* withNewPassword(
  send: (token: string, password: string) => Promise<unknown>,
  done: MessageKey,
  { token, password }: { token: string; password: string },
) {
  try {
    const secret: string = yield* encrypted(password);
    yield call(send, token, secret);
    const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
    yield put(accountDone({ ok: true, message: t(done) }));
  } catch (error) {
    yield put(accountDone({ ok: false, message: yield* explain(error) }));
  }
}

function* onReset(action: ReturnType<typeof resetPasswordRequested>) {
  yield* withNewPassword(resetPassword, 'account.reset.done', action.payload);
}

function* onActivate(action: ReturnType<typeof activateRequested>) {
  yield* withNewPassword(activateAccount, 'account.activate.done', action.payload);
}

function* onLinkPolicy(action: ReturnType<typeof linkPolicyRequested>) {
  const { token } = action.payload;
  // Without it the form checks nothing more than the server does when the password is sent.
  const result = yield* callApi(fetchLinkPasswordPolicy, [token], { silent: true });
  if (result.ok) yield put(linkPolicyLoaded({ token, value: result.data }));
}

function* onFetchMaintenance() {
  const result = yield* callApi(fetchMaintenance, [], { silent: true });
  if (result.ok) yield put(maintenanceLoaded(result.data));
}

/**
 * The portal's account pages: forgotten password, activation (with the password policy of the
 * link's account), maintenance. (The sign-in is the OAuth server's page.)
 */
export function* accountSaga() {
  yield takeLeading(forgotPassword.type, onForgotPassword);
  yield takeLeading(resetPasswordRequested.type, onReset);
  yield takeLeading(activateRequested.type, onActivate);
  yield takeLatest(fetchMaintenanceRequested.type, onFetchMaintenance);
  yield takeLatest(linkPolicyRequested.type, onLinkPolicy);
}
