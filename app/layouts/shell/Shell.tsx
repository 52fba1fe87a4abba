import { Box, Breadcrumb, Flex, Heading } from '@chakra-ui/react';
import { memo, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { TabBar, lazyChunk } from '../../../design-system';
import { useShellLocation } from '../../AppRouter';
import { useI18n, type Translate } from '../../i18n';
import { hideLoadingOverlay } from '../../loadingOverlay';
import { menuIndex, menuLeaves, type MenuLeaf } from '../../shell/menu';
import { whenPageShown } from '../../shell/pageShown';
import { isGranted, owningMenu } from '../../shell/routeTable';
import { WORKPLACE_KEY, type Tab } from '../../shell/tabs';
import type { RootState } from '../../store/reducer';
import {
  closeAllTabsRequested,
  closeOtherTabsRequested,
  closeTabRequested,
  locationChanged,
  refreshTabRequested,
  selectTabRequested,
} from '../../store/shellActions';
import { AccountName } from '../AccountName';
import { useProductName } from '../DocumentHead';
import { menuIconElement } from './MenuIcon';
import { MenuSearch } from './MenuSearch';
import { Navigation } from './Navigation';
import { panelId, TabPane } from './TabPanes';

// The menus come once the page has shown, or sooner when the pointer or the focus reaches the
// header.
const headerMenus = lazyChunk(
  () => import('../HeaderMenus').then(({ ShellHeaderMenus }) => ShellHeaderMenus),
  <AccountName />,
  whenPageShown,
);

/** The page whose menu entry grants the trace switch. */
const TRACE_LOG_ROUTE = '/hadm/trace-log';

/**
 * The shell's header: product name, menu search, layout, the trace switch (for those whose
 * menu has the trace log), notifications and the account menu. Nothing in it depends on the
 * address, so a navigation does not re-render it.
 */
const ShellHeader = memo(function ShellHeader({ leaves }: { leaves: MenuLeaf[] }) {
  const productName = useProductName();
  const mayTrace = leaves.some((leaf) => leaf.route === TRACE_LOG_ROUTE);
  return (
    <Flex
      as="header"
      align="center"
      gap="4"
      paddingX="4"
      height="14"
      borderBottomWidth="1px"
      bg="bg"
      flexShrink={0}
      onPointerEnter={() => void headerMenus.load()}
      onFocus={() => void headerMenus.load()}
    >
      <Heading as="p" size="md" whiteSpace="nowrap">
        {productName}
      </Heading>
      <MenuSearch leaves={leaves} />
      <Box flex="1" />
      <headerMenus.Component mayTrace={mayTrace} />
    </Flex>
  );
});

/** A tab's title: its menu entry's name (the workplace's own). */
function titleOf(t: Translate, index: Map<string, MenuLeaf>, tab: Tab): string {
  return tab.key === WORKPLACE_KEY ? t('app.workplace') : (index.get(tab.key)?.name ?? tab.title);
}

/**
 * The bar of the open tabs. Each tab's title and icon come from its menu entry (a detail page's
 * from its list's; the workplace has its own). Its props change with the tabs alone.
 */
const ShellTabBar = memo(function ShellTabBar({
  tabs,
  activeKey,
  index,
  leaves,
}: {
  tabs: Tab[];
  activeKey: string;
  index: Map<string, MenuLeaf>;
  leaves: MenuLeaf[];
}) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const barTabs = useMemo(
    () =>
      tabs.map((tab) => ({
        key: tab.key,
        title: titleOf(t, index, tab),
        closable: tab.closable,
        icon: menuIconElement(
          tab.key === WORKPLACE_KEY
            ? 'home'
            : (index.get(tab.key) ?? owningMenu(tab.path, leaves))?.icon,
        ),
      })),
    [tabs, index, leaves, t],
  );
  const labels = useMemo(
    () => ({
      tabList: t('shell.tabs'),
      close: t('shell.tabBar.close'),
      closeOthers: t('shell.tabBar.closeOthers'),
      closeAll: t('shell.tabBar.closeAll'),
      refresh: t('shell.tabBar.refresh'),
      closeTab: t('shell.tabBar.closeTab', { title: '{title}' }),
      scrollLeft: t('shell.tabBar.scrollLeft'),
      scrollRight: t('shell.tabBar.scrollRight'),
    }),
    [t],
  );
  const handlers = useMemo(
    () => ({
      onSelect: (key: string) => dispatch(selectTabRequested(key)),
      onClose: (key: string) => dispatch(closeTabRequested(key)),
      onCloseOthers: (key: string) => dispatch(closeOtherTabsRequested(key)),
      onCloseAll: () => dispatch(closeAllTabsRequested()),
      onRefresh: (key: string) => dispatch(refreshTabRequested(key)),
    }),
    [dispatch],
  );
  return (
    <TabBar
      tabs={barTabs}
      activeKey={activeKey}
      {...handlers}
      getPanelId={panelId}
      labels={labels}
    />
  );
});

/** The operators' shell: header, menu in the chosen layout, tab bar and the open pages. */
export function Shell() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { pathname, search } = useShellLocation();
  const shell = useSelector((state: RootState) => state.shell);
  const leaves = useMemo(() => menuLeaves(shell.menu), [shell.menu]);
  const index = useMemo(() => menuIndex(shell.menu), [shell.menu]);

  useEffect(hideLoadingOverlay, []);
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname === '/') navigate(WORKPLACE_KEY, { replace: true });
    else dispatch(locationChanged({ pathname, search }));
  }, [dispatch, navigate, pathname, search]);

  const active = shell.tabs.find((tab) => tab.key === shell.activeTabKey);
  const activeLeaf = active
    ? (index.get(active.key) ?? owningMenu(active.path, leaves))
    : undefined;
  const granted = (path: string) => isGranted(path, index);

  return (
    <Flex direction="column" height="100vh">
      <ShellHeader leaves={leaves} />
      {shell.layout === 'horizontal' ? (
        <Navigation
          layout="horizontal"
          menus={shell.menu}
          activePath={pathname}
          collapsed={false}
        />
      ) : null}
      <Flex flex="1" minHeight="0">
        {shell.layout !== 'horizontal' ? (
          <Navigation
            layout={shell.layout}
            menus={shell.menu}
            activePath={pathname}
            collapsed={shell.collapsed}
          />
        ) : null}
        <Flex as="main" direction="column" flex="1" minWidth="0" bg="bg.subtle">
          <Box bg="bg" borderBottomWidth="1px" paddingX="2">
            <ShellTabBar
              tabs={shell.tabs}
              activeKey={shell.activeTabKey}
              index={index}
              leaves={leaves}
            />
          </Box>
          {activeLeaf && !activeLeaf.hideBreadcrumb && active?.key !== WORKPLACE_KEY ? (
            <Breadcrumb.Root
              aria-label={t('shell.breadcrumb')}
              paddingX="4"
              paddingTop="2"
              size="sm"
            >
              <Breadcrumb.List>
                {activeLeaf.trail.map((name, position) => (
                  <Breadcrumb.Item key={`${position}-${name}`}>
                    {position === activeLeaf.trail.length - 1 ? (
                      <Breadcrumb.CurrentLink>{name}</Breadcrumb.CurrentLink>
                    ) : (
                      name
                    )}
                    {position < activeLeaf.trail.length - 1 ? <Breadcrumb.Separator /> : null}
                  </Breadcrumb.Item>
                ))}
              </Breadcrumb.List>
            </Breadcrumb.Root>
          ) : null}
          <Box flex="1" minHeight="0">
            {shell.tabs.map((tab) =>
              !shell.menuLoaded && tab.key !== WORKPLACE_KEY ? null : (
                <TabPane
                  key={`${tab.key}#${tab.refresh ?? 0}`}
                  tab={tab}
                  active={tab.key === shell.activeTabKey}
                  atAddress={tab.path === pathname}
                  granted={granted(tab.path)}
                  name={titleOf(t, index, tab)}
                />
              ),
            )}
          </Box>
        </Flex>
      </Flex>
    </Flex>
  );
}
