import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { isLocale, loadMessages, type Locale, type MessageTree } from '../app/i18n';
import { fetchLovRows, fetchLovView } from '../app/services/hpfm';
import {
  fetchContinents,
  fetchHierarchies,
  fetchHierarchyDetails,
  fetchLanguages,
  fetchReleaseNotice,
  fetchSelfRoles,
  fetchSelfTenants,
  switchContinent,
  switchHierarchy,
} from '../app/services/session';
import type { ReleaseNotice } from '../app/services/types';
import { languageChanged, supportLanguageLoaded } from '../app/store/global';
import type { globalInit, globalPubInit } from '../app/store/session';
import { readsInvalidate } from '../app/store/resources';
import {
  continentSwitchRequested,
  hierarchyChoicesRequested,
  hierarchySwitchRequested,
  saveContinentList,
  saveHierarchicalList,
  saveHierarchyChoices,
  saveRoleList,
  saveTenantList,
  saveUpdateInfo,
} from '../app/store/user';
import { callApi } from './api';
import { loadSignedInSettings } from './settings';

/** Loads a language's messages (once) and makes it current. */
export function* applyLanguage(language: Locale) {
  const messages: MessageTree = yield call(loadMessages, language);
  yield put(languageChanged({ language, messages }));
}

/** Fetches release-notice info; saves it only when returned, else answers `{}`. */
export function* fetchReleaseNoticeSaga() {
  const result = yield* callApi(fetchReleaseNotice, [], { silent: true });
  if (!result.ok || !result.data) return {} as ReleaseNotice;
  yield put(saveUpdateInfo(result.data));
  return result.data;
}

function* loadLanguages() {
  const result = yield* callApi(fetchLanguages, [], { silent: true });
  if (!result.ok || !Array.isArray(result.data)) return;
  const shipped = result.data.filter((item): item is { code: Locale; name: string } =>
    isLocale(item.code),
  );
  if (shipped.length > 0) yield put(supportLanguageLoaded(shipped));
}

function* loadTenants() {
  const result = yield* callApi(fetchSelfTenants, [], { silent: true });
  if (result.ok) yield put(saveTenantList(result.data));
}

function* loadRoles() {
  const result = yield* callApi(fetchSelfRoles, [], { silent: true });
  if (result.ok) yield put(saveRoleList(result.data));
}

function* loadHierarchies() {
  const result = yield* callApi(fetchHierarchies, [], { silent: true });
  if (result.ok && Array.isArray(result.data)) yield put(saveHierarchicalList(result.data));
}

function* loadContinents() {
  const result = yield* callApi(fetchContinents, [], { silent: true });
  if (result.ok && Array.isArray(result.data)) yield put(saveContinentList(result.data));
}

/** The header's continent switch: the server keeps the choice and answers the list. */
export function* onContinentSwitch(action: ReturnType<typeof continentSwitchRequested>) {
  const result = yield* callApi(switchContinent, [action.payload]);
  if (!result.ok || !Array.isArray(result.data)) return;
  yield put(saveContinentList(result.data));
  // What pages read of the continent (its contact card) follows it.
  yield put(readsInvalidate({ prefix: '/service/v1/nsrv-c' }));
}

/** The header's data-hierarchy switch: the server keeps the choice, then the values are read again. */
export function* onHierarchySwitch(action: ReturnType<typeof hierarchySwitchRequested>) {
  const result = yield* callApi(switchHierarchy, [action.payload]);
  if (result.ok) yield* loadHierarchies();
}

/** The most choices a hierarchy's menu shows. */
export const MAX_HIERARCHY_CHOICES = 100;

/**
 * A data hierarchy's choices, read as HZERO's header reads them: the hierarchy's details name
 * its value-list view (`valueSourceCode`), the view its query URL and the fields to use, and
 * the query URL answers the rows.
 */
export function* onHierarchyChoices(action: ReturnType<typeof hierarchyChoicesRequested>) {
  const code = action.payload;
  const failed = saveHierarchyChoices({ code, status: 'failed', options: [] });
  const details = yield* callApi(fetchHierarchyDetails, [code]);
  if (!details.ok || !details.data?.valueSourceCode) {
    yield put(failed);
    return;
  }
  const view = yield* callApi(fetchLovView, [details.data.valueSourceCode]);
  if (!view.ok || !view.data?.queryUrl) {
    yield put(failed);
    return;
  }
  const { queryUrl, valueField, displayField } = view.data;
  const rows = yield* callApi(fetchLovRows, [queryUrl, { page: 0, size: MAX_HIERARCHY_CHOICES }]);
  if (!rows.ok) {
    yield put(failed);
    return;
  }
  const list = Array.isArray(rows.data) ? rows.data : (rows.data?.content ?? []);
  const options = list
    .map((row) => ({
      value: String(row[valueField] ?? ''),
      meaning: String(row[displayField] ?? ''),
    }))
    // An empty value is the menu's own "All".
    .filter((option) => option.value !== '');
  yield put(saveHierarchyChoices({ code, status: 'ready', options }));
}

/**
 * `global/init`: the user's language, then what the shell's header needs and the platform's
 * settings the pages apply.
 */
export function* initSaga({ language }: ReturnType<typeof globalInit>['payload']) {
  yield* applyLanguage(language);
  yield all([
    call(loadLanguages),
    call(loadTenants),
    call(loadRoles),
    call(loadHierarchies),
    call(loadContinents),
    call(fetchReleaseNoticeSaga),
    call(loadSignedInSettings, language),
  ]);
}

/** `global/pubInit`: the portal needs the language, the tenants and the settings, not a role. */
export function* pubInitSaga({ language }: ReturnType<typeof globalPubInit>['payload']) {
  yield* applyLanguage(language);
  yield all([
    call(loadLanguages),
    call(loadTenants),
    call(loadContinents),
    call(loadSignedInSettings, language),
  ]);
}

/** The header's switches of continent and data hierarchy, and the choices of a hierarchy. */
export function* regionSaga() {
  yield takeLatest(continentSwitchRequested.type, onContinentSwitch);
  yield takeLatest(hierarchySwitchRequested.type, onHierarchySwitch);
  yield takeEvery(hierarchyChoicesRequested.type, onHierarchyChoices);
}
