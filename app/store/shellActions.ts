import type { Tab } from '../shell/tabs';
import { createAction } from './action';
import type { MenuLayout } from './shell';

/** The address changed (the shell reports every location it shows). */
export const locationChanged = createAction<{ pathname: string; search: string }>(
  'shell/locationChanged',
);
/** Opens a tab as SPEC.md section 4 says, then shows it. */
export const openTabRequested = createAction<Tab>('shell/openTab');
/** Shows a tab. */
export const selectTabRequested = createAction<string>('shell/selectTab');
/** Closes a tab unless its page vetoes. */
export const closeTabRequested = createAction<string>('shell/closeTab');
/** Closes every closable tab but this one. */
export const closeOtherTabsRequested = createAction<string>('shell/closeOtherTabs');
/** Closes every closable tab. */
export const closeAllTabsRequested = createAction('shell/closeAllTabs');
/** Resets the stored tabs and returns to the workplace. */
export const clearTabsRequested = createAction('shell/clearTabs');
/** Re-creates a tab's page. */
export const refreshTabRequested = createAction<string>('shell/refreshTab');
/** A tab was closed (the close event). */
export const tabClosed = createAction<string>('shell/tabClosed');
/** The user picked a menu layout. */
export const chooseLayout = createAction<MenuLayout>('shell/chooseLayout');
/** The user collapsed or expanded the menu. */
export const toggleCollapsed = createAction('shell/toggleCollapsed');
