/** The key of the workplace, the home tab (SPEC.md section 2). */
export const WORKPLACE_KEY = '/workplace';

/** One tab of the multi-tab workspace (SPEC.md section 3). */
export interface Tab {
  /** The tab's identity: the path of the page it was opened for (no query). */
  key: string;
  /** The path shown in the tab now (a detail page may live in its list's tab). */
  path: string;
  /** The query string, with its `?`, or ''. */
  search: string;
  title: string;
  icon?: string;
  closable: boolean;
  /** The menu id of the page, sent as `H-Menu-Id`. */
  menuId?: number;
  /** Bumped to re-create the page (refresh). */
  refresh?: number;
}

/** The tabs and which one is active. */
export interface TabsState {
  tabs: Tab[];
  activeKey: string;
}

/** The workplace tab: titled as the workspace, never closable. */
export function workplaceTab(title: string): Tab {
  return {
    key: WORKPLACE_KEY,
    path: WORKPLACE_KEY,
    search: '',
    title,
    icon: 'home',
    closable: false,
  };
}

/** The state with only the workplace tab, active. */
export function initialTabs(title: string): TabsState {
  return { tabs: [workplaceTab(title)], activeKey: WORKPLACE_KEY };
}

/** Merges two query strings: keys of `next` replace those of `current`. */
export function mergeSearch(current: string, next: string): string {
  const merged = new URLSearchParams(current);
  new URLSearchParams(next).forEach((value, key) => merged.set(key, value));
  const text = merged.toString();
  return text ? `?${text}` : '';
}

function indexOf(state: TabsState, key: string): number {
  return state.tabs.findIndex((tab) => tab.key === key);
}

/** Adds a tab (or refreshes the one with its key) and makes it active. */
export function addTab(state: TabsState, tab: Tab): TabsState {
  const index = indexOf(state, tab.key);
  const tabs = index < 0 ? [...state.tabs, tab] : state.tabs.map((t, i) => (i === index ? tab : t));
  return { tabs, activeKey: tab.key };
}

/** Swaps the tab `key` for `tab`, in its place, and activates the new one. */
export function replaceTab(state: TabsState, key: string, tab: Tab): TabsState {
  const index = indexOf(state, key);
  if (index < 0) return addTab(state, tab);
  const tabs = state.tabs.filter((t, i) => i === index || t.key !== tab.key);
  return {
    tabs: tabs.map((t) => (t.key === key ? tab : t)),
    activeKey: tab.key,
  };
}

/** Changes a tab; a new `search` is merged into its query string. */
export function updateTab(
  state: TabsState,
  key: string,
  patch: Partial<Omit<Tab, 'key'>>,
): TabsState {
  return {
    ...state,
    tabs: state.tabs.map((tab) =>
      tab.key === key
        ? {
            ...tab,
            ...patch,
            search: patch.search === undefined ? tab.search : mergeSearch(tab.search, patch.search),
          }
        : tab,
    ),
  };
}

/** What opening a tab did, so that the caller knows whether to navigate. */
export type OpenResult = { state: TabsState; action: 'added' | 'replaced' | 'updated' };

/**
 * Opens a tab (SPEC.md section 4): absent, it is added; present and active, it is replaced;
 * present but inactive, it is updated (query strings merged) and activated.
 */
export function openTab(state: TabsState, tab: Tab): OpenResult {
  const index = indexOf(state, tab.key);
  if (index < 0) return { state: addTab(state, tab), action: 'added' };
  if (state.activeKey === tab.key)
    return { state: replaceTab(state, tab.key, tab), action: 'replaced' };
  const { key: _key, ...patch } = tab;
  return { state: { ...updateTab(state, tab.key, patch), activeKey: tab.key }, action: 'updated' };
}

/**
 * Closes a closable tab. When it was active, the previous tab takes over (the next one when it
 * was the first). A tab that is not closable stays.
 */
export function closeTab(state: TabsState, key: string): TabsState {
  const index = indexOf(state, key);
  const tab = state.tabs[index];
  if (!tab || !tab.closable) return state;
  const tabs = state.tabs.filter((t) => t.key !== key);
  if (state.activeKey !== key) return { tabs, activeKey: state.activeKey };
  const heir = tabs[Math.max(0, index - 1)];
  return { tabs, activeKey: heir ? heir.key : WORKPLACE_KEY };
}

/** Keeps the chosen tab and every tab that cannot be closed; the chosen one becomes active. */
export function closeOtherTabs(state: TabsState, key: string): TabsState {
  if (indexOf(state, key) < 0) return state;
  return { tabs: state.tabs.filter((tab) => tab.key === key || !tab.closable), activeKey: key };
}

/** Keeps only the tabs that cannot be closed. */
export function closeAllTabs(state: TabsState): TabsState {
  const tabs = state.tabs.filter((tab) => !tab.closable);
  const active = tabs.some((tab) => tab.key === state.activeKey) ? state.activeKey : tabs[0]?.key;
  return { tabs, activeKey: active ?? WORKPLACE_KEY };
}

/** Re-creates a tab's page. */
export function refreshTab(state: TabsState, key: string): TabsState {
  return {
    ...state,
    tabs: state.tabs.map((tab) =>
      tab.key === key ? { ...tab, refresh: (tab.refresh ?? 0) + 1 } : tab,
    ),
  };
}

/** Whether a tab belongs to an area that is never stored (`/pub`, `/public`). */
export function isPublicTab(tab: Pick<Tab, 'key'>): boolean {
  return /^\/pub(\/|$)|^\/public(\/|$)/.test(tab.key);
}

/**
 * What is stored for a role: no `/pub` or `/public` tabs, and `/workplace` active when the
 * active tab was one of those.
 */
export function storable(state: TabsState): TabsState {
  const tabs = state.tabs.filter((tab) => !isPublicTab(tab)).map(({ refresh: _r, ...tab }) => tab);
  const activeKey = tabs.some((tab) => tab.key === state.activeKey)
    ? state.activeKey
    : WORKPLACE_KEY;
  return { tabs, activeKey };
}

/** The tab whose key is a path prefix of `pathname` (a list's tab for its detail page). */
export function prefixTab(state: TabsState, pathname: string): Tab | undefined {
  return state.tabs
    .filter((tab) => tab.key !== WORKPLACE_KEY && pathname.startsWith(`${tab.key}/`))
    .sort((a, b) => b.key.length - a.key.length)[0];
}

/** The first segment of a path: `/hpfm/country/list` → `hpfm`. */
export function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** An open tab in the same first path segment as `pathname`, other than the workplace. */
export function siblingTab(state: TabsState, pathname: string): Tab | undefined {
  const segment = firstSegment(pathname);
  return state.tabs.find((tab) => tab.key !== WORKPLACE_KEY && firstSegment(tab.key) === segment);
}
