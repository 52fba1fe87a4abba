import {
  addTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  initialTabs,
  mergeSearch,
  openTab,
  refreshTab,
  replaceTab,
  storable,
  updateTab,
  WORKPLACE_KEY,
  type Tab,
  type TabsState,
} from '../../app/shell/tabs';
import { resolveLocation, type ResolveContext } from '../../app/shell/resolve';
import {
  addTab as addTabAction,
  shellReducer,
  updateTab as updateTabAction,
} from '../../app/store/shell';
import { menuIndex, menuLeaves, searchMenu } from '../../app/shell/menu';
import { detailRouteInfo, isGranted } from '../../app/shell/routeTable';
import { loadModule } from '../../app/engine/registry';
import type { Menu } from '../../app/services/types';

const tab = (key: string, extra: Partial<Tab> = {}): Tab => ({
  key,
  path: key,
  search: '',
  title: key.split('/').pop() ?? key,
  closable: true,
  ...extra,
});

const base = initialTabs('Workplace');
const three: TabsState = [tab('/a'), tab('/b'), tab('/c')].reduce(addTab, base);
const keys = (state: TabsState) => state.tabs.map((t) => t.key);

// The hpfm detail routes come from its resource descriptions, known once the module has loaded.
beforeAll(() => loadModule('hpfm'));

describe('tab rules (SPEC.md section 4)', () => {
  it('starts with the workplace: titled as the workspace, not closable, active', () => {
    expect(base).toEqual({
      tabs: [
        {
          key: '/workplace',
          path: '/workplace',
          search: '',
          title: 'Workplace',
          icon: 'home',
          closable: false,
        },
      ],
      activeKey: WORKPLACE_KEY,
    });
  });

  it('adding a tab makes it active', () => {
    expect(addTab(base, tab('/a')).activeKey).toBe('/a');
  });

  it('replacing swaps a tab in place and activates the new one', () => {
    const next = replaceTab(three, '/b', tab('/x'));
    expect(keys(next)).toEqual(['/workplace', '/a', '/x', '/c']);
    expect(next.activeKey).toBe('/x');
  });

  it('updating merges query strings', () => {
    const withQuery = updateTab(addTab(base, tab('/a', { search: '?page=2&size=10' })), '/a', {
      search: '?size=20&q=x',
    });
    expect(withQuery.tabs[1]!.search).toBe('?page=2&size=20&q=x');
    expect(mergeSearch('', '')).toBe('');
  });

  it('opening an absent tab adds it', () => {
    const { state, action } = openTab(base, tab('/a'));
    expect(action).toBe('added');
    expect(state.activeKey).toBe('/a');
  });

  it('opening the active tab replaces it', () => {
    const { state, action } = openTab(three, tab('/c', { title: 'New title' }));
    expect(action).toBe('replaced');
    expect(state.tabs[3]!.title).toBe('New title');
  });

  it('opening an inactive tab updates it (query merged) and activates it', () => {
    const { state, action } = openTab(three, tab('/a', { search: '?x=1' }));
    expect(action).toBe('updated');
    expect(state.activeKey).toBe('/a');
    expect(state.tabs[1]!.search).toBe('?x=1');
  });

  it('closing the active tab hands over to the previous tab', () => {
    const next = closeTab(three, '/c');
    expect(keys(next)).toEqual(['/workplace', '/a', '/b']);
    expect(next.activeKey).toBe('/b');
  });

  it('closing an inactive tab keeps the active one', () => {
    expect(closeTab(three, '/a').activeKey).toBe('/c');
  });

  it('closing the first tab while it is active hands over to the next, never re-creating it', () => {
    const onlyClosables: TabsState = { tabs: [tab('/a'), tab('/b')], activeKey: '/a' };
    const next = closeTab(onlyClosables, '/a');
    expect(keys(next)).toEqual(['/b']);
    expect(next.activeKey).toBe('/b');
  });

  it('the workplace cannot be closed', () => {
    expect(closeTab(three, WORKPLACE_KEY)).toBe(three);
  });

  it('close others keeps the chosen tab and every non-closable one', () => {
    const next = closeOtherTabs(three, '/b');
    expect(keys(next)).toEqual(['/workplace', '/b']);
    expect(next.activeKey).toBe('/b');
  });

  it('close all keeps only non-closable tabs', () => {
    const next = closeAllTabs(three);
    expect(keys(next)).toEqual(['/workplace']);
    expect(next.activeKey).toBe('/workplace');
  });

  it('refresh bumps only that tab', () => {
    const next = refreshTab(three, '/b');
    expect(next.tabs.map((t) => t.refresh ?? 0)).toEqual([0, 0, 1, 0]);
  });

  it('stores no /pub or /public tabs, and the active key then falls back to the workplace', () => {
    const state = [
      tab('/pub/home'),
      tab('/public/kickoff'),
      tab('/hpfm/country/list'),
      tab('/pubs/x'),
    ].reduce(addTab, base);
    const stored = storable({ ...state, activeKey: '/pub/home' });
    expect(keys(stored)).toEqual(['/workplace', '/hpfm/country/list', '/pubs/x']);
    expect(stored.activeKey).toBe('/workplace');
  });
});

const MENU: Menu[] = [
  {
    id: 1,
    code: 'hpfm',
    name: 'Platform',
    type: 'root',
    subMenus: [
      {
        id: 2,
        code: 'hpfm.country',
        name: 'Countries',
        type: 'menu',
        route: '/hpfm/country/list',
        quickIndex: 'gjdq',
        icon: 'database',
      },
      {
        id: 3,
        code: 'hpfm.employee',
        name: 'Employees',
        type: 'menu',
        route: '/hpfm/employee/list',
      },
    ],
  },
  {
    id: 4,
    code: 'hiam',
    name: 'Identity',
    type: 'root',
    icon: 'shield',
    subMenus: [
      {
        id: 5,
        code: 'hiam.user',
        name: 'Users',
        type: 'menu',
        route: '/hiam/user',
        hideBreadcrumb: true,
      },
    ],
  },
];

function context(tabs: TabsState, menuLoaded = true, menus: Menu[] = MENU): ResolveContext {
  const index = menuIndex(menus);
  return {
    tabs,
    menuLoaded,
    menu: index,
    routeInfo: (path) => detailRouteInfo(path, index, (name) => `${name} · Details`, 'No access'),
  };
}

describe('which tab an address gets', () => {
  it('a path with a tab activates it', () => {
    expect(resolveLocation(context(addTab(base, tab('/hiam/user'))), '/hiam/user', '?q=1')).toEqual(
      {
        kind: 'activate',
        key: '/hiam/user',
        search: '?q=1',
      },
    );
  });

  it('before the menu has loaded, a new path waits', () => {
    expect(resolveLocation(context(base, false), '/hpfm/country/list', '')).toEqual({
      kind: 'wait',
    });
  });

  it('after the menu has loaded, a new path gets a tab built from its menu entry', () => {
    expect(resolveLocation(context(base), '/hpfm/country/list', '?page=2')).toEqual({
      kind: 'open',
      tab: {
        key: '/hpfm/country/list',
        path: '/hpfm/country/list',
        search: '?page=2',
        title: 'Countries',
        icon: 'database',
        closable: true,
        menuId: 2,
      },
    });
  });

  it("a detail path reuses its list's tab when the list's key is its prefix", () => {
    const withList = addTab(base, tab('/hpro/project/list'));
    expect(resolveLocation(context(withList), '/hpro/project/list/detail/7', '')).toEqual({
      kind: 'reuse',
      key: '/hpro/project/list',
      path: '/hpro/project/list/detail/7',
      search: '',
    });
  });

  it('a detail route gets its own tab titled after its menu entry', () => {
    const resolution = resolveLocation(context(base), '/hpfm/employee/detail/9/E009', '');
    expect(resolution).toMatchObject({
      kind: 'open',
      tab: { key: '/hpfm/employee/detail/9/E009', title: 'Employees · Details', menuId: 3 },
    });
  });

  it('an unauthorised path falls back to a sibling tab with the same first segment', () => {
    const withSibling = addTab(base, tab('/hpfm/country/list'));
    expect(resolveLocation(context(withSibling), '/hpfm/value-list/detail/3', '')).toEqual({
      kind: 'reuse',
      key: '/hpfm/country/list',
      path: '/hpfm/value-list/detail/3',
      search: '',
    });
  });

  it('an unauthorised path without a sibling gets a tab of its own (showing 403)', () => {
    expect(resolveLocation(context(base), '/hadm/hystrix/detail/4', '')).toMatchObject({
      kind: 'open',
      tab: { key: '/hadm/hystrix/detail/4', title: 'No access' },
    });
  });

  it('an unknown path opens the workplace', () => {
    expect(resolveLocation(context(base), '/no/such/page', '')).toEqual({ kind: 'workplace' });
  });
});

describe('menu', () => {
  it('lists page entries with their trail', () => {
    expect(menuLeaves(MENU).map((leaf) => [leaf.route, leaf.trail])).toEqual([
      ['/hpfm/country/list', ['Platform', 'Countries']],
      ['/hpfm/employee/list', ['Platform', 'Employees']],
      ['/hiam/user', ['Identity', 'Users']],
    ]);
  });

  it('gives each page entry its own icon, or the nearest one above it', () => {
    expect(menuLeaves(MENU).map((leaf) => [leaf.route, leaf.icon])).toEqual([
      ['/hpfm/country/list', 'database'],
      ['/hpfm/employee/list', undefined],
      ['/hiam/user', 'shield'],
    ]);
  });

  it('searches by name or quick index, any case', () => {
    const leaves = menuLeaves(MENU);
    expect(searchMenu(leaves, 'COUN').map((l) => l.name)).toEqual(['Countries']);
    expect(searchMenu(leaves, 'gjd').map((l) => l.name)).toEqual(['Countries']);
    expect(searchMenu(leaves, '  ')).toEqual([]);
  });

  it('grants the workplace, menu entries and details of granted entries only', () => {
    const index = menuIndex(MENU);
    expect(isGranted('/workplace', index)).toBe(true);
    expect(isGranted('/hiam/user', index)).toBe(true);
    expect(isGranted('/hpfm/employee/detail/1/E1', index)).toBe(true);
    expect(isGranted('/hadm/hystrix/detail/1', index)).toBe(false);
    expect(isGranted('/hpfm/value-list/detail/1', index)).toBe(false);
  });
});

describe('tab actions of the store', () => {
  it('global/updateTab merges the query string and may activate the tab', () => {
    let state = shellReducer(undefined, { type: '@@init' });
    state = shellReducer(state, addTabAction(tab('/a', { search: '?page=2' })));
    state = shellReducer(state, addTabAction(tab('/b')));
    state = shellReducer(
      state,
      updateTabAction({ key: '/a', patch: { search: '?size=20' }, activate: true }),
    );
    expect(state.activeTabKey).toBe('/a');
    expect(state.tabs.find((t) => t.key === '/a')?.search).toBe('?page=2&size=20');
  });
});
