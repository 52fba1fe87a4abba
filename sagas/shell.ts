import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  afterNextPaint,
  clearStoredTabs,
  fetchMenuTree,
  loadLocalLayout,
  loadStoredTabs,
  saveLocalLayout,
  saveShellPreference,
  storeTabs,
} from '../app/services/shell';
import { navigate } from '../app/services/navigation';
import type { Menu } from '../app/services/types';
import { mayClose } from '../app/shell/closeGuards';
import { menuIndex } from '../app/shell/menu';
import { resolveLocation, type Resolution } from '../app/shell/resolve';
import { DETAIL_TITLES, detailRouteInfo } from '../app/shell/routeTable';
import {
  closeAllTabs,
  closeOtherTabs,
  openTab,
  storable,
  WORKPLACE_KEY,
  workplaceTab,
  type TabsState,
} from '../app/shell/tabs';
import { languageChanged } from '../app/store/global';
import type { RootState } from '../app/store/reducer';
import { selectI18n } from '../app/store/selectors';
import { globalInit, sessionReady } from '../app/store/session';
import { selectUiConfig } from '../app/store/settings';
import {
  addTab,
  cleanTabs,
  collapsedChanged,
  layoutChanged,
  MENU_LAYOUTS,
  menuLoaded,
  pendingPathsReplayed,
  queuePath,
  refreshTabContent,
  removeTab,
  replaceTab,
  restoreTabs,
  updateTab,
  type MenuLayout,
} from '../app/store/shell';
import {
  chooseLayout,
  clearTabsRequested,
  closeAllTabsRequested,
  closeOtherTabsRequested,
  closeTabRequested,
  locationChanged,
  openTabRequested,
  refreshTabRequested,
  selectTabRequested,
  tabClosed,
  toggleCollapsed,
} from '../app/store/shellActions';
import { callApi } from './api';

const menuCache = new Map<string, Promise<Menu[]>>();

/** Forgets cached menus (tests; a sign-out reloads the page anyway). */
export function clearMenuCache(): void {
  menuCache.clear();
}

/** A role's menu in a language: read once, and shared with whoever asks while it loads. */
function menuOf(roleId: number, language: string): Promise<Menu[]> {
  const key = `${roleId}:${language}`;
  let menus = menuCache.get(key);
  if (!menus) {
    const read = fetchMenuTree(language, roleId).then((data) => (Array.isArray(data) ? data : []));
    // A failed read is tried again by the next ask.
    read.catch(() => {
      if (menuCache.get(key) === read) menuCache.delete(key);
    });
    menus = read;
    menuCache.set(key, menus);
  }
  return menus;
}

const selectTabs = (state: RootState): TabsState => ({
  tabs: state.shell.tabs,
  activeKey: state.shell.activeTabKey,
});
const selectRoleId = (state: RootState) => state.user.currentUser?.currentRoleId ?? undefined;
const inShell = (state: RootState) =>
  state.session.area === 'default' && state.session.status === 'ready';

function* loadMenu() {
  const state: RootState = yield select();
  const roleId = selectRoleId(state);
  const { language } = state.global;
  if (roleId === undefined) return;
  const result = yield* callApi(menuOf, [roleId, language]);
  if (result.ok) yield put(menuLoaded(result.data));
}

/**
 * The user is known: the menu is read now, alongside the rest of init, and shown once the
 * session is ready (a failure is reported then).
 */
function* prefetchMenu(action: ReturnType<typeof globalInit>) {
  const { roleId, language } = action.payload;
  if (roleId !== null) yield* callApi(menuOf, [roleId, language], { silent: true });
}

function* tabFor(path: string, search: string) {
  const state: RootState = yield select();
  const { t } = selectI18n(state);
  const leaves = menuIndex(state.shell.menu);
  const resolution: Resolution = resolveLocation(
    {
      tabs: selectTabs(state),
      menuLoaded: state.shell.menuLoaded,
      menu: leaves,
      routeInfo: (pathname) =>
        pathname === '/workplace/card-setting'
          ? { title: t('shell.cardSetting') }
          : detailRouteInfo(
              pathname,
              leaves,
              (name) => {
                const titleKey = DETAIL_TITLES[pathname];
                return titleKey ? t(titleKey) : t('shell.detailOf', { name });
              },
              t('shell.noAccess'),
            ),
    },
    path,
    search,
  );
  return resolution;
}

function* applyLocation(pathname: string, search: string) {
  const resolution: Resolution = yield* tabFor(pathname, search);
  const tabs: TabsState = yield select(selectTabs);
  switch (resolution.kind) {
    case 'activate':
    case 'reuse': {
      const current = tabs.tabs.find((tab) => tab.key === resolution.key);
      if (!current) return;
      // The address of a tab's own page (its key) shows that page, even when the tab was
      // showing a page under it (Back to the list, the browser's Back, its menu entry).
      const path = resolution.kind === 'reuse' ? resolution.path : current.key;
      if (
        tabs.activeKey !== current.key ||
        current.search !== resolution.search ||
        current.path !== path
      ) {
        yield put(
          replaceTab({ key: current.key, tab: { ...current, path, search: resolution.search } }),
        );
      }
      return;
    }
    case 'open':
      yield put(addTab(resolution.tab));
      return;
    case 'wait':
      yield put(queuePath(`${pathname}${search}`));
      return;
    case 'workplace':
      yield call(navigate, WORKPLACE_KEY, { replace: true });
  }
}

function* onLocationChanged(action: ReturnType<typeof locationChanged>) {
  yield* applyLocation(action.payload.pathname, action.payload.search);
}

function splitPath(path: string): [string, string] {
  const index = path.indexOf('?');
  return index < 0 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

function* replayPending() {
  const pending: string[] = yield select((state: RootState) => state.shell.pendingPaths);
  if (pending.length === 0) return;
  yield put(pendingPathsReplayed());
  for (const path of pending) {
    const [pathname, search] = splitPath(path);
    yield* applyLocation(pathname, search);
  }
  const last = pending[pending.length - 1]!;
  const [pathname, search] = splitPath(last);
  yield* applyLocation(pathname, search);
}

function* onSessionReady() {
  const state: RootState = yield select();
  if (state.session.area !== 'default' || !state.user.currentUser) return;
  const user = state.user.currentUser;
  const local = loadLocalLayout();
  const serverLayout = MENU_LAYOUTS.find((layout) => layout === user.menuLayout);
  const configured = MENU_LAYOUTS.find((layout) => layout === selectUiConfig(state)?.menuLayout);
  yield put(layoutChanged(serverLayout ?? local.layout ?? configured ?? 'inline'));
  const serverCollapsed = (user as { menuCollapsed?: boolean }).menuCollapsed;
  yield put(collapsedChanged(serverCollapsed ?? local.collapsed ?? false));

  const stored = user.currentRoleId === null ? undefined : loadStoredTabs(user.currentRoleId);
  if (stored) {
    const kept = storable(stored);
    const home = workplaceTab(selectI18n(state).t('app.workplace'));
    const tabs = kept.tabs.some((tab) => tab.key === WORKPLACE_KEY)
      ? kept.tabs
      : [home, ...kept.tabs];
    yield put(restoreTabs({ tabs, activeKey: kept.activeKey }));
  }
  yield* loadMenu();
  yield* replayPending();
}

function* showActiveTab() {
  const tabs: TabsState = yield select(selectTabs);
  const active = tabs.tabs.find((tab) => tab.key === tabs.activeKey);
  if (active) yield call(navigate, `${active.path}${active.search}`);
}

function* onOpenTab(action: ReturnType<typeof openTabRequested>) {
  const tabs: TabsState = yield select(selectTabs);
  const { state } = openTab(tabs, action.payload);
  yield put(restoreTabs(state));
  yield* showActiveTab();
}

function* onSelectTab(action: ReturnType<typeof selectTabRequested>) {
  const tabs: TabsState = yield select(selectTabs);
  const tab = tabs.tabs.find((item) => item.key === action.payload);
  if (!tab) return;
  // The tab is made active before the address changes: the switch is drawn first, and the
  // address's own turn (locationChanged) finds nothing left to change. The address follows once
  // the switch has painted: Chromium's `pushState` saves the state of every form control in the
  // document, hidden tabs' too, and the router draws the area again (together about half a
  // switch's work with 30 tabs open).
  yield* applyLocation(tab.path, tab.search);
  yield call(afterNextPaint);
  const now: TabsState = yield select(selectTabs);
  if (now.activeKey === tab.key) yield call(navigate, `${tab.path}${tab.search}`);
}

function* close(key: string) {
  const allowed: boolean = yield call(mayClose, key);
  if (!allowed) return false;
  yield put(removeTab(key));
  yield put(tabClosed(key));
  return true;
}

function* onCloseTab(action: ReturnType<typeof closeTabRequested>) {
  const before: TabsState = yield select(selectTabs);
  const tab = before.tabs.find((item) => item.key === action.payload);
  if (!tab?.closable) return;
  const closed: boolean = yield* close(action.payload);
  if (closed && before.activeKey === action.payload) yield* showActiveTab();
}

/** Closes, one by one (each page may veto), the tabs that `next` no longer has. */
function* closeAllBut(next: TabsState) {
  const before: TabsState = yield select(selectTabs);
  for (const tab of before.tabs) {
    if (!next.tabs.some((kept) => kept.key === tab.key)) yield* close(tab.key);
  }
}

function* onCloseOthers(action: ReturnType<typeof closeOtherTabsRequested>) {
  const before: TabsState = yield select(selectTabs);
  yield* closeAllBut(closeOtherTabs(before, action.payload));
  const tabs: TabsState = yield select(selectTabs);
  if (tabs.tabs.some((tab) => tab.key === action.payload)) {
    yield put(restoreTabs({ ...tabs, activeKey: action.payload }));
  }
  yield* showActiveTab();
}

function* onCloseAll() {
  const before: TabsState = yield select(selectTabs);
  yield* closeAllBut(closeAllTabs(before));
  yield* showActiveTab();
}

function* onClearTabs() {
  const roleId: number | undefined = yield select(selectRoleId);
  const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
  if (roleId !== undefined) yield call(clearStoredTabs, roleId);
  yield put(cleanTabs(t('app.workplace')));
  yield call(navigate, WORKPLACE_KEY);
}

function* onRefreshTab(action: ReturnType<typeof refreshTabRequested>) {
  yield put(refreshTabContent(action.payload));
}

function* persistTabs() {
  const state: RootState = yield select();
  const roleId = selectRoleId(state);
  if (roleId === undefined || !inShell(state)) return;
  yield call(storeTabs, roleId, storable(selectTabs(state)));
}

function* savePreference(preference: { menuLayout?: MenuLayout; menuCollapsed?: boolean }) {
  const state: RootState = yield select();
  saveLocalLayout({ layout: state.shell.layout, collapsed: state.shell.collapsed });
  yield* callApi(saveShellPreference, [preference], { silent: true });
}

function* onChooseLayout(action: ReturnType<typeof chooseLayout>) {
  yield put(layoutChanged(action.payload));
  yield* savePreference({ menuLayout: action.payload });
}

function* onToggleCollapsed() {
  const collapsed: boolean = yield select((state: RootState) => state.shell.collapsed);
  yield put(collapsedChanged(!collapsed));
  yield* savePreference({ menuCollapsed: !collapsed });
}

function* onLanguageChanged() {
  const state: RootState = yield select();
  if (inShell(state)) yield* loadMenu();
}

/** The operators' shell: menu, layout and the multi-tab workspace. */
export function* shellSaga() {
  yield all([
    takeLatest(globalInit.type, prefetchMenu),
    takeLatest(sessionReady.type, onSessionReady),
    takeEvery(locationChanged.type, onLocationChanged),
    takeEvery(openTabRequested.type, onOpenTab),
    takeLatest(selectTabRequested.type, onSelectTab),
    takeEvery(closeTabRequested.type, onCloseTab),
    takeEvery(closeOtherTabsRequested.type, onCloseOthers),
    takeEvery(closeAllTabsRequested.type, onCloseAll),
    takeEvery(clearTabsRequested.type, onClearTabs),
    takeEvery(refreshTabRequested.type, onRefreshTab),
    takeLatest(chooseLayout.type, onChooseLayout),
    takeLatest(toggleCollapsed.type, onToggleCollapsed),
    takeLatest(languageChanged.type, onLanguageChanged),
    takeEvery(
      [
        addTab.type,
        replaceTab.type,
        updateTab.type,
        removeTab.type,
        cleanTabs.type,
        restoreTabs.type,
      ],
      persistTabs,
    ),
  ]);
}
