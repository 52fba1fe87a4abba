import { loadStoredTabs } from '../../app/services/shell';
import { setNavigation } from '../../app/services/navigation';
import { addCloseGuard } from '../../app/shell/closeGuards';
import { createAppStore } from '../../app/store';
import { changeLanguage } from '../../app/store/global';
import { startSession } from '../../app/store/session';
import {
  chooseLayout,
  closeTabRequested,
  locationChanged,
  selectTabRequested,
  toggleCollapsed,
} from '../../app/store/shellActions';
import { clearMenuCache } from '../../sagas/shell';
import { ADMIN_USER, fakeApi, type FakeCall } from '../support/fakeApi';

const MENU = [
  {
    id: 10,
    code: 'hpfm',
    name: 'Platform',
    type: 'root',
    subMenus: [
      {
        id: 11,
        code: 'hpfm.country',
        name: 'Countries',
        type: 'menu',
        route: '/hpfm/country/list',
      },
      { id: 12, code: 'hpfm.bank', name: 'Banks', type: 'menu', route: '/hpfm/bank/list' },
    ],
  },
];
const MENU_ZH = [
  {
    ...MENU[0],
    name: '平台',
    subMenus: MENU[0]!.subMenus.map((m) => ({ ...m, name: `${m.name}（中）` })),
  },
];

let calls: FakeCall[];
let navigations: string[];

function api(user = ADMIN_USER) {
  return fakeApi({
    'GET /iam/hzero/v1/users/self': { body: user },
    'GET /iam/hzero/v1/menus/tree': (url) => ({
      body: url.searchParams.get('lang') === 'zh_CN' ? MENU_ZH : MENU,
    }),
    'PUT /iam/hzero/v1/users/config-items': (url) => ({
      body: Object.fromEntries(url.searchParams),
    }),
  });
}

async function ready(store: ReturnType<typeof createAppStore>) {
  store.dispatch(startSession({ area: 'default' }));
  await waitUntil(() => store.getState().shell.menuLoaded);
}

async function waitUntil(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((ok) => setTimeout(ok, 5));
  if (!condition()) throw new Error('condition never became true');
}

const tabKeys = (store: ReturnType<typeof createAppStore>) =>
  store.getState().shell.tabs.map((tab) => tab.key);

/** A store whose menu has loaded, with the countries list opened as a second tab. */
async function withCountriesTab() {
  const store = createAppStore();
  await ready(store);
  store.dispatch(locationChanged({ pathname: '/hpfm/country/list', search: '' }));
  await waitUntil(() => tabKeys(store).length === 2);
  return store;
}

beforeEach(() => {
  // Reading writes what an earlier test's store has yet to write; it goes with the rest.
  loadStoredTabs(1);
  sessionStorage.clear();
  clearMenuCache();
  navigations = [];
  setNavigation({ navigate: (to) => navigations.push(to), leave: () => undefined });
  calls = api();
});

describe('shell saga', () => {
  it("saves the chosen layout and the collapsed menu as HZERO's user configuration items", async () => {
    const store = createAppStore();
    await ready(store);
    const saves = () =>
      calls
        .filter((call) => call.path === '/iam/hzero/v1/users/config-items')
        .map((call) => [call.method, call.url.search]);
    store.dispatch(chooseLayout('horizontal'));
    await waitUntil(() => saves().length === 1);
    store.dispatch(toggleCollapsed());
    await waitUntil(() => saves().length === 2);
    expect(saves()).toEqual([
      ['PUT', '?menuLayout=horizontal'],
      ['PUT', '?menuCollapsed=1'],
    ]);
    expect(store.getState().shell).toMatchObject({ layout: 'horizontal', collapsed: true });
  });

  it('shows a tab its own page again when its address is visited from a page under it', async () => {
    const store = await withCountriesTab();
    // A page under the list (its detail) opens in the list's tab …
    store.dispatch(locationChanged({ pathname: '/hpfm/country/list/detail/1', search: '' }));
    await waitUntil(() => store.getState().shell.tabs[1]?.path === '/hpfm/country/list/detail/1');
    // … and Back to the list (or the menu entry) shows the list in it again.
    store.dispatch(locationChanged({ pathname: '/hpfm/country/list', search: '' }));
    await waitUntil(() => store.getState().shell.tabs[1]?.path === '/hpfm/country/list');
    expect(tabKeys(store)).toEqual(['/workplace', '/hpfm/country/list']);
  });

  it('makes a chosen tab active as it goes to its address, which then changes nothing more', async () => {
    const store = await withCountriesTab();
    store.dispatch(locationChanged({ pathname: '/hpfm/country/list/detail/1', search: '?tab=2' }));
    await waitUntil(() => store.getState().shell.tabs[1]?.search === '?tab=2');
    store.dispatch(locationChanged({ pathname: '/workplace', search: '' }));
    await waitUntil(() => store.getState().shell.activeTabKey === '/workplace');
    const activeAtNavigation: string[] = [];
    setNavigation({
      navigate: (to) => activeAtNavigation.push(`${to} ${store.getState().shell.activeTabKey}`),
      leave: () => undefined,
    });

    store.dispatch(selectTabRequested('/hpfm/country/list'));
    await waitUntil(() => activeAtNavigation.length === 1);
    // Active already when the address changes, showing the page it showed.
    expect(activeAtNavigation).toEqual(['/hpfm/country/list/detail/1?tab=2 /hpfm/country/list']);
    const switched = store.getState().shell;
    store.dispatch(locationChanged({ pathname: '/hpfm/country/list/detail/1', search: '?tab=2' }));
    await new Promise((ok) => setTimeout(ok, 20));
    expect(store.getState().shell).toBe(switched);
  });

  it('shows a chosen tab at once and goes to its address after the next paint, if still chosen', async () => {
    const store = await withCountriesTab();
    store.dispatch(locationChanged({ pathname: '/workplace', search: '' }));
    await waitUntil(() => store.getState().shell.activeTabKey === '/workplace');
    navigations = [];

    store.dispatch(selectTabRequested('/hpfm/country/list'));
    expect(store.getState().shell.activeTabKey).toBe('/hpfm/country/list');
    expect(navigations).toEqual([]);
    await waitUntil(() => navigations.length === 1);
    expect(navigations).toEqual(['/hpfm/country/list']);

    // Chosen again before the address followed, the workplace's address is the only one visited.
    navigations = [];
    store.dispatch(selectTabRequested('/workplace'));
    store.dispatch(selectTabRequested('/hpfm/country/list'));
    store.dispatch(selectTabRequested('/workplace'));
    await waitUntil(() => navigations.length > 0);
    await new Promise((ok) => setTimeout(ok, 150));
    expect(navigations).toEqual(['/workplace']);
  });

  it('replays paths visited before the menu loaded, the last one active', async () => {
    const store = createAppStore();
    store.dispatch(locationChanged({ pathname: '/hpfm/country/list', search: '' }));
    store.dispatch(locationChanged({ pathname: '/hpfm/bank/list', search: '?page=2' }));
    expect(store.getState().shell.pendingPaths).toEqual([
      '/hpfm/country/list',
      '/hpfm/bank/list?page=2',
    ]);
    await ready(store);
    await waitUntil(() => tabKeys(store).length === 3);
    expect(tabKeys(store)).toEqual(['/workplace', '/hpfm/country/list', '/hpfm/bank/list']);
    expect(store.getState().shell.activeTabKey).toBe('/hpfm/bank/list');
    expect(store.getState().shell.tabs[2]!.search).toBe('?page=2');
  });

  it('stores tabs per role and restores them at start', async () => {
    const first = createAppStore();
    await ready(first);
    first.dispatch(locationChanged({ pathname: '/hpfm/country/list', search: '' }));
    await waitUntil(() => tabKeys(first).length === 2);
    // Written once the browser is idle, not during the switch.
    expect(sessionStorage.getItem('hzero-tabs-1')).toBeNull();
    await waitUntil(() => sessionStorage.getItem('hzero-tabs-1') !== null);
    expect(JSON.parse(sessionStorage.getItem('hzero-tabs-1')!)).toMatchObject({
      activeKey: '/hpfm/country/list',
      tabs: [{ key: '/workplace' }, { key: '/hpfm/country/list', title: 'Countries' }],
    });

    const again = createAppStore();
    await ready(again);
    expect(tabKeys(again)).toEqual(['/workplace', '/hpfm/country/list']);

    // Another role starts from its own (empty) storage.
    calls = api({ ...ADMIN_USER, currentRoleId: 2 });
    const other = createAppStore();
    await ready(other);
    expect(tabKeys(other)).toEqual(['/workplace']);
  });

  it('asks the page before closing: a veto keeps the tab, otherwise the previous tab takes over', async () => {
    const store = await withCountriesTab();

    let allow = false;
    const remove = addCloseGuard('/hpfm/country/list', () => allow);
    store.dispatch(closeTabRequested('/hpfm/country/list'));
    await new Promise((ok) => setTimeout(ok, 10));
    expect(tabKeys(store)).toEqual(['/workplace', '/hpfm/country/list']);

    allow = true;
    store.dispatch(closeTabRequested('/hpfm/country/list'));
    await waitUntil(() => tabKeys(store).length === 1);
    expect(store.getState().shell.activeTabKey).toBe('/workplace');
    expect(navigations).toContain('/workplace');
    remove();
  });

  it('loads the menu of each language once: switching back asks the server nothing', async () => {
    const store = createAppStore();
    await ready(store);
    const menuCalls = () => calls.filter((call) => call.path === '/iam/hzero/v1/menus/tree').length;
    expect(menuCalls()).toBe(1);
    store.dispatch(changeLanguage('zh_CN'));
    await waitUntil(() => store.getState().shell.menu[0]?.name === '平台');
    store.dispatch(changeLanguage('en_US'));
    await waitUntil(() => store.getState().shell.menu[0]?.name === 'Platform');
    store.dispatch(changeLanguage('zh_CN'));
    await waitUntil(() => store.getState().shell.menu[0]?.name === '平台');
    expect(menuCalls()).toBe(2);
  });
});
