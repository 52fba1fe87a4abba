import type { UnknownAction } from 'redux';
import type { Menu } from '../services/types';
import {
  addTab as add,
  closeTab,
  initialTabs,
  refreshTab,
  replaceTab as replace,
  updateTab as update,
  WORKPLACE_KEY,
  type Tab,
  type TabsState,
} from '../shell/tabs';
import { createAction } from './action';

/** The four menu layouts of SPEC.md section 2. */
export type MenuLayout = 'inline' | 'horizontal' | 'side' | 'side-all';

/** All menu layouts, in the order the layout picker offers them. */
export const MENU_LAYOUTS: MenuLayout[] = ['inline', 'horizontal', 'side', 'side-all'];

/** The operators' shell: menu, layout and the multi-tab workspace. */
export interface ShellState {
  menu: Menu[];
  menuLoaded: boolean;
  layout: MenuLayout;
  collapsed: boolean;
  tabs: Tab[];
  activeTabKey: string;
  /** Paths visited before the menu loaded, replayed after it loads. */
  pendingPaths: string[];
}

/** The menu tree of the current role and language arrived. */
export const menuLoaded = createAction<Menu[]>('global/menuLoaded');
/** Adds a tab and activates it. */
export const addTab = createAction<Tab>('global/addTab');
/** Swaps a tab for another and activates the new one. */
export const replaceTab = createAction<{ key: string; tab: Tab }>('global/replaceTab');
/** Changes a tab (query strings merged); `activate` makes it active too. */
export const updateTab = createAction<{
  key: string;
  patch: Partial<Omit<Tab, 'key'>>;
  activate?: boolean;
}>('global/updateTab');
/** Removes a tab (the store's part of closing one). */
export const removeTab = createAction<string>('global/removeTab');
/** Resets the tabs to the workplace alone. */
export const cleanTabs = createAction<string>('global/cleanTabs');
/** Re-creates a tab's page. */
export const refreshTabContent = createAction<string>('global/refreshTab');
/** Puts back stored tabs. */
export const restoreTabs = createAction<TabsState>('global/restoreTabs');
/** A path visited before the menu loaded. */
export const queuePath = createAction<string>('global/queuePath');
/** The queued paths were replayed. */
export const pendingPathsReplayed = createAction('global/pendingPathsReplayed');
/** The layout in force (chosen or restored). */
export const layoutChanged = createAction<MenuLayout>('global/layoutChanged');
/** The menu is collapsed or expanded. */
export const collapsedChanged = createAction<boolean>('global/collapsedChanged');

const initialState: ShellState = {
  menu: [],
  menuLoaded: false,
  layout: 'inline',
  collapsed: false,
  ...{ tabs: initialTabs('Workplace').tabs, activeTabKey: WORKPLACE_KEY },
  pendingPaths: [],
};

function withTabs(state: ShellState, tabs: TabsState): ShellState {
  return { ...state, tabs: tabs.tabs, activeTabKey: tabs.activeKey };
}

/** Reducer of {@link ShellState}. */
export function shellReducer(state: ShellState = initialState, action: UnknownAction): ShellState {
  const tabs: TabsState = { tabs: state.tabs, activeKey: state.activeTabKey };
  if (menuLoaded.match(action)) return { ...state, menu: action.payload, menuLoaded: true };
  if (addTab.match(action)) return withTabs(state, add(tabs, action.payload));
  if (replaceTab.match(action))
    return withTabs(state, replace(tabs, action.payload.key, action.payload.tab));
  if (updateTab.match(action)) {
    const { key, patch, activate } = action.payload;
    const next = update(tabs, key, patch);
    return withTabs(state, activate ? { ...next, activeKey: key } : next);
  }
  if (removeTab.match(action)) return withTabs(state, closeTab(tabs, action.payload));
  if (cleanTabs.match(action)) return withTabs(state, initialTabs(action.payload));
  if (refreshTabContent.match(action)) return withTabs(state, refreshTab(tabs, action.payload));
  if (restoreTabs.match(action)) return withTabs(state, action.payload);
  if (queuePath.match(action))
    return { ...state, pendingPaths: [...state.pendingPaths, action.payload] };
  if (pendingPathsReplayed.match(action)) return { ...state, pendingPaths: [] };
  if (layoutChanged.match(action)) return { ...state, layout: action.payload };
  if (collapsedChanged.match(action)) return { ...state, collapsed: action.payload };
  return state;
}
