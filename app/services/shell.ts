import type { MenuLayout } from '../store/shell';
import type { TabsState } from '../shell/tabs';
import { request } from './request';
import type { Menu } from './types';

/** `GET /iam/hzero/v1/menus/tree?lang&roleId`: the menus the role may see, in that language. */
export const fetchMenuTree = (lang: string, roleId: number) =>
  request<Menu[]>('/iam/hzero/v1/menus/tree', { query: { lang, roleId } });

/**
 * `PUT /iam/hzero/v1/users/config-items?menuLayout&menuCollapsed`: the user's menu layout and
 * collapsed state (HZERO's configuration items; `menuCollapsed`, 1 or 0, is the product's own).
 */
export const saveShellPreference = (preference: {
  menuLayout?: MenuLayout;
  menuCollapsed?: boolean;
}) =>
  request<unknown>('/iam/hzero/v1/users/config-items', {
    method: 'PUT',
    query: {
      menuLayout: preference.menuLayout,
      menuCollapsed:
        preference.menuCollapsed === undefined ? undefined : preference.menuCollapsed ? 1 : 0,
    },
  });

const tabsKey = (roleId: number) => `hzero-tabs-${roleId}`;

/** The tabs {@link storeTabs} has yet to write, with their role. */
let unwritten: { roleId: number; state: TabsState } | undefined;

function writeTabs(): void {
  if (!unwritten) return;
  const { roleId, state } = unwritten;
  unwritten = undefined;
  sessionStorage.setItem(tabsKey(roleId), JSON.stringify(state));
}

/** When the tabs are written: once the browser is idle (at the latest 1 s on), or as the page goes. */
function writeSoon(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(writeTabs, { timeout: 1000 });
  else setTimeout(writeTabs, 200);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', writeTabs);

/** The tabs stored for a role in this browser tab's session storage, if any. */
export function loadStoredTabs(roleId: number): TabsState | undefined {
  writeTabs();
  try {
    const raw = sessionStorage.getItem(tabsKey(roleId));
    const stored = raw ? (JSON.parse(raw) as TabsState) : undefined;
    return stored && Array.isArray(stored.tabs) && typeof stored.activeKey === 'string'
      ? stored
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores a role's tabs (the caller leaves out what must not be stored) once the browser is idle,
 * or as the page goes: a tab switch does not wait for the write (3 ms with 30 tabs open).
 */
export function storeTabs(roleId: number, state: TabsState): void {
  if (unwritten?.roleId !== roleId) writeTabs();
  const scheduled = unwritten !== undefined;
  unwritten = { roleId, state };
  if (!scheduled) writeSoon();
}

/** Forgets a role's stored tabs. */
export function clearStoredTabs(roleId: number): void {
  if (unwritten?.roleId === roleId) unwritten = undefined;
  sessionStorage.removeItem(tabsKey(roleId));
}

/** The longest {@link afterNextPaint} waits where no frame comes (a page in the background). */
const NO_FRAME_MS = 100;

/**
 * Resolves once the browser has painted its next frame (a task queued from that frame's
 * animation callbacks runs after its paint), or after {@link NO_FRAME_MS} where no frame comes.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, NO_FRAME_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

const LAYOUT_KEY = 'hzero-menu-layout';

/** The layout and collapsed state remembered in this browser, if any. */
export function loadLocalLayout(): { layout?: MenuLayout; collapsed?: boolean } {
  try {
    return JSON.parse(localStorage.getItem(LAYOUT_KEY) ?? '{}') as {
      layout?: MenuLayout;
      collapsed?: boolean;
    };
  } catch {
    return {};
  }
}

/** Remembers the layout and collapsed state in this browser. */
export function saveLocalLayout(value: { layout: MenuLayout; collapsed: boolean }): void {
  localStorage.setItem(LAYOUT_KEY, JSON.stringify(value));
}
