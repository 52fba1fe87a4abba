import { Box } from '@chakra-ui/react';
import { memo, useMemo, useState } from 'react';
import {
  NavigationType,
  Route,
  Routes,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router-dom';
import { ExceptionPage } from '../../pages/exception/ExceptionPage';
import { AppErrorBoundary } from '../ErrorBoundary';
import { ModulePage, SHELL_PAGES } from '../../shell/pages';
import type { Tab } from '../../shell/tabs';
import { TabKeyContext } from '../../shell/tabKey';

/** The id of the panel that shows a tab's page (the tab points at it with aria-controls). */
export function panelId(key: string): string {
  return `tab-panel-${key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
}

/**
 * The route context of every pane: none above it. A pane's routes are absolute, and without the
 * shell's own match (which changes with every navigation) above them, a navigation re-renders
 * only the panes whose tab changed.
 */
const NO_PARENT_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/** Props of {@link TabPane}. */
export interface TabPaneProps {
  tab: Tab;
  active: boolean;
  /** Whether the tab's page is the address shown (not so while another address opens its tab). */
  atAddress: boolean;
  /** Whether the role may see the page (its menu entry, or its owner's, is granted). */
  granted: boolean;
  /** The page's name as its tab shows it, in the current language: the panel's label. */
  name: string;
}

/**
 * One tab's page. A tab's page mounts when the tab is first shown at its address (tabs restored
 * or opened in the background, or the tab active while another address opens its own, load
 * nothing until then) and then stays mounted, hidden when inactive, so a half-filled form or a
 * scrolled table is as the user left it; the page sees its own address. Switching tabs
 * re-renders the two panels' boxes, not their pages.
 */
export const TabPane = memo(function TabPane({
  tab,
  active,
  atAddress,
  granted,
  name,
}: TabPaneProps) {
  const [shownOnce, setShownOnce] = useState(active && atAddress);
  if (active && atAddress && !shownOnce) setShownOnce(true);
  return (
    <Box
      role="tabpanel"
      id={panelId(tab.key)}
      aria-label={name}
      hidden={!active}
      height="full"
      overflow="auto"
    >
      {shownOnce && (
        <TabPage
          path={tab.path}
          search={tab.search}
          tabKey={tab.key}
          granted={granted}
          name={name}
        />
      )}
    </Box>
  );
});

/** A tab's page at its own address; re-rendered only when the address or the grant changes. */
const TabPage = memo(function TabPage({
  path,
  search,
  tabKey,
  granted,
  name,
}: {
  path: string;
  search: string;
  tabKey: string;
  granted: boolean;
  name: string;
}) {
  // Each page sees its own tab's address, and only that: navigating elsewhere re-renders the
  // pages whose tab changed, not all of them.
  const location = useMemo(
    () => ({
      location: { pathname: path, search, hash: '', state: null, key: tabKey },
      navigationType: NavigationType.Pop,
    }),
    [path, search, tabKey],
  );
  if (!granted) return <ExceptionPage code="403" />;
  return (
    <AppErrorBoundary>
      <TabKeyContext.Provider value={tabKey}>
        <RouteContext.Provider value={NO_PARENT_ROUTE}>
          <LocationContext.Provider value={location}>
            <Routes>
              {SHELL_PAGES.map((page) => (
                <Route key={page.path} path={page.path} element={page.element} />
              ))}
              <Route path="*" element={<ModulePage name={name} />} />
            </Routes>
          </LocationContext.Provider>
        </RouteContext.Provider>
      </TabKeyContext.Provider>
    </AppErrorBoundary>
  );
});
