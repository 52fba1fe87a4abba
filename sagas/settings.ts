import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { browserLocale, DEFAULT_LOCALE, isLocale, type Locale } from '../app/i18n';
import {
  fetchProfileValue,
  fetchStaticText,
  fetchUiConfig,
  IDLE_MINUTES_PROFILE,
  PAGE_SIZE_PROFILE,
  uiConfigOf,
  type UiConfig,
} from '../app/services/hpfm';
import { changeLanguage } from '../app/store/global';
import type { RootState } from '../app/store/reducer';
import {
  readDone,
  readFailed,
  readStarted,
  selectRead,
  type ReadEntry,
} from '../app/store/resources';
import {
  profileValueKey,
  publicSettingsRequested,
  staticTextKey,
  staticTextRequested,
  uiConfigKey,
} from '../app/store/settings';
import { callApi } from './api';

/**
 * Reads through the cached reads under `key` with a typed service function: an answer already
 * there (or on its way) is kept unless `force`. A failure is not shown (a missing help text or
 * setting must not interrupt the user); the page goes on without it.
 */
function* cachedRead<A extends unknown[], T>(
  key: string,
  fn: (...args: A) => Promise<T>,
  args: A,
  force = false,
) {
  const cached: ReadEntry | undefined = yield select((state: RootState) => selectRead(state, key));
  if (cached && cached.status !== 'failed' && !force) return cached.data;
  yield put(readStarted({ key }));
  const result = yield* callApi(fn, args, { silent: true });
  if (!result.ok) {
    const { error } = result;
    yield put(readFailed({ key, error: error instanceof Error ? error.message : String(error) }));
    return undefined;
  }
  yield put(readDone({ key, data: result.data }));
  return result.data;
}

function* readUiConfig(lang: Locale | undefined, force = false) {
  const data: unknown = yield* cachedRead(uiConfigKey(lang), fetchUiConfig, [lang], force);
  return uiConfigOf(data);
}

function* readProfile(profileName: string) {
  yield* cachedRead(profileValueKey(profileName), fetchProfileValue, [profileName], true);
}

/**
 * What the app reads of the platform's settings once the user is known (run by `global/init`
 * and `global/pubInit` before the pages show): the tenant's configuration in the user's
 * language, and the profiles the app applies (first page size, idle minutes).
 */
export function* loadSignedInSettings(language: Locale) {
  yield all([
    call(readUiConfig, language, true),
    call(readProfile, PAGE_SIZE_PROFILE),
    call(readProfile, IDLE_MINUTES_PROFILE),
  ]);
}

function* onStaticText(action: ReturnType<typeof staticTextRequested>) {
  const { textCode, lang } = action.payload;
  yield* cachedRead(staticTextKey(textCode, lang), fetchStaticText, [textCode, lang]);
}

/**
 * Before sign-in: the configuration in the browser's language, and that language, else the
 * configuration's default language (nothing changes once a user is known or being loaded).
 */
function* onPublicSettings() {
  const browser: Locale | undefined = yield call(browserLocale);
  const config: UiConfig | null = yield* readUiConfig(browser);
  const state: RootState = yield select();
  if (state.user.currentUser || ['loading', 'ready'].includes(state.session.status)) return;
  const fallback = config?.defaultLanguage;
  const language = browser ?? (isLocale(fallback) ? fallback : DEFAULT_LOCALE);
  if (language !== state.global.language) yield put(changeLanguage(language));
}

function* onLanguageChange(action: ReturnType<typeof changeLanguage>) {
  yield* readUiConfig(action.payload);
}

/** The platform's settings the app shows: static texts, the configuration, and its language. */
export function* settingsSaga() {
  yield takeEvery(staticTextRequested.type, onStaticText);
  yield takeLeading(publicSettingsRequested.type, onPublicSettings);
  yield takeLatest(changeLanguage.type, onLanguageChange);
}
