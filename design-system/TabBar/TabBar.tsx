import { chakra } from '@chakra-ui/react';
import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { tabBarSlotRecipe } from './tabBar.recipe';
import { CloseButton, TabButton, type TabEvents } from './TabButton';
import type { TabMenuAction, TabMenuRequest } from './TabMenu';
import { lazyChunk } from '../lazyChunk';
import { preloadLater } from '../preloadLater';
import { useStripScroll } from './useStripScroll';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

const tabMenu = lazyChunk(() => import('./TabMenu').then((module) => module.default));
const TabMenu = tabMenu.Component;

/** One tab of the {@link TabBar}; the app keeps the full tab state (SPEC.md section 3). */
export interface TabBarTab {
  /** Unique key, usually the tab's path. */
  key: string;
  /** The visible title, also the tab's accessible name. */
  title: string;
  /** Whether the user may close it; the workspace tab is not closable. */
  closable: boolean;
  /** A small icon before the title. */
  icon?: ReactNode;
}

/** User-visible texts of {@link TabBar}. */
export interface TabBarLabels {
  /** Names the tab list for assistive technology. */
  tabList: string;
  /** Context-menu item closing the tab. */
  close: string;
  /** Context-menu item closing every other closable tab. */
  closeOthers: string;
  /** Context-menu item closing every closable tab. */
  closeAll: string;
  /** Context-menu item reloading the tab's page. */
  refresh: string;
  /** The close button of a tab; `{title}` is replaced by the tab's title. */
  closeTab: string;
  /** The button scrolling the tabs towards the start. */
  scrollLeft: string;
  /** The button scrolling the tabs towards the end. */
  scrollRight: string;
}

/** The English defaults of {@link TabBarLabels}. */
export const DEFAULT_TAB_BAR_LABELS: TabBarLabels = {
  tabList: 'Open pages',
  close: 'Close',
  closeOthers: 'Close others',
  closeAll: 'Close all',
  refresh: 'Refresh',
  closeTab: 'Close tab {title}',
  scrollLeft: 'Scroll tabs left',
  scrollRight: 'Scroll tabs right',
};

/** Props of {@link TabBar}. */
export interface TabBarProps {
  /** The open tabs in order. */
  tabs: TabBarTab[];
  /** The key of the active tab. */
  activeKey: string;
  /** The user chose a tab (click, or Enter/Space on the focused tab); not called for the active one. */
  onSelect: (key: string) => void;
  /** The user closed a closable tab (close button, Delete key, middle click or context menu). */
  onClose: (key: string) => void;
  /** Context menu: close every closable tab except this one. */
  onCloseOthers: (key: string) => void;
  /** Context menu: close every closable tab. */
  onCloseAll: () => void;
  /** Context menu: reload this tab's page. */
  onRefresh: (key: string) => void;
  /** Texts; English defaults. */
  labels?: Partial<TabBarLabels>;
  /** The id of the panel a tab controls, for `aria-controls`; omitted when not given. */
  getPanelId?: (key: string) => string;
  /** Opens the context menu of this tab when the bar mounts (stories and demos). */
  defaultMenuKey?: string;
}

/** How long a finger rests on a tab before its context menu opens, in milliseconds. */
const LONG_PRESS_MS = 700;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M7.5 2.5 4 6l3.5 3.5' : 'M4.5 2.5 8 6 4.5 9.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The bar of the multi-tab workspace (SPEC.md section 4): a WAI-ARIA tab list with manual
 * activation. Left/Right/Home/End move the focus, Enter or Space selects the focused tab, Delete
 * closes it when closable, and Shift+F10 (or the context-menu key, or a right click) opens a
 * menu with Refresh, Close, Close others and Close all. Each closable tab has a close button
 * beside it. When the tabs overflow, the bar scrolls sideways with scroll buttons and keeps the
 * active tab in view. It only renders the bar: the app owns the tabs and reacts to the callbacks.
 */
export const TabBar = memo(function TabBar({
  tabs,
  activeKey,
  onSelect,
  onClose,
  onCloseOthers,
  onCloseAll,
  onRefresh,
  labels,
  getPanelId,
  defaultMenuKey,
}: TabBarProps) {
  const text = { ...DEFAULT_TAB_BAR_LABELS, ...labels };
  const recipe = useSharedSlotRecipe(tabBarSlotRecipe);
  const stripRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<string, HTMLElement>());
  const [focusKey, setFocusKey] = useState(activeKey);
  const activeKeyRef = useRef(activeKey);
  const pendingFocus = useRef<{ closed: string; wasActive: boolean; fallback?: string } | null>(
    null,
  );

  const tabKeys = tabs.map((tab) => `${tab.key}\u0000${tab.title}`).join('\u0001');
  const { scrollerRef, scroll, measure, scrollBy } = useStripScroll({
    activeKey,
    activeKeyRef,
    tabKeys,
    tabRefs,
    stripRef,
  });
  const styles = useMemo(
    () => recipe({ overflowing: scroll.overflowing }),
    [recipe, scroll.overflowing],
  );
  const rovingKey = tabs.some((tab) => tab.key === focusKey) ? focusKey : activeKey;

  useLayoutEffect(() => {
    activeKeyRef.current = activeKey;
  }, [activeKey]);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || tabs.some((tab) => tab.key === pending.closed)) return;
    pendingFocus.current = null;
    const target =
      (!pending.wasActive && pending.fallback && tabRefs.current.get(pending.fallback)) ||
      tabRefs.current.get(activeKey);
    target?.focus();
  }, [tabs, activeKey]);

  const [menuRequest, setMenuRequest] = useState<TabMenuRequest | null>(null);
  const longPress = useRef<number>(undefined);
  const openMenuAt = (key: string) => {
    const box = tabRefs.current.get(key)?.getBoundingClientRect();
    if (box) setMenuRequest({ key, x: box.left, y: box.bottom });
  };

  useEffect(() => {
    if (defaultMenuKey) openMenuAt(defaultMenuKey);
    // The menu's chunk comes after the page has shown, ahead of a first right click.
    else preloadLater(tabMenu.load);
    // Only on mount: the menu of `defaultMenuKey` starts open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = (key: string) => {
    const index = tabs.findIndex((tab) => tab.key === key);
    const tab = tabs[index];
    if (!tab?.closable) return;
    const fallback = (tabs[index - 1] ?? tabs[index + 1])?.key;
    const focusInside = stripRef.current?.contains(document.activeElement) ?? false;
    pendingFocus.current = focusInside
      ? { closed: key, wasActive: key === activeKey, fallback }
      : null;
    onClose(key);
  };

  const moveFocus = (from: number, event: KeyboardEvent<HTMLElement>) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? from === last
          ? 0
          : from + 1
        : event.key === 'ArrowLeft'
          ? from === 0
            ? last
            : from - 1
          : event.key === 'Home'
            ? 0
            : last;
    const key = tabs[target]?.key;
    if (key === undefined) return;
    setFocusKey(key);
    tabRefs.current.get(key)?.focus();
  };

  const onTabKeyDown = (index: number, key: string, event: KeyboardEvent<HTMLElement>) => {
    if (['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      moveFocus(index, event);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      close(key);
    } else if ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') {
      event.preventDefault();
      openMenuAt(key);
    }
  };

  const onTabAuxClick = (key: string, event: MouseEvent<HTMLElement>) => {
    if (event.button !== 1) return;
    event.preventDefault();
    close(key);
  };

  const runMenuAction = (action: TabMenuAction, key: string) => {
    const tab = tabs.find((candidate) => candidate.key === key);
    if (!tab) return;
    if (action === 'refresh') onRefresh(tab.key);
    else if (action === 'close') close(tab.key);
    else if (action === 'closeOthers') onCloseOthers(tab.key);
    else onCloseAll();
  };

  const restoreFocus = (key: string) => {
    setTimeout(() => {
      if (pendingFocus.current) return;
      const target = tabRefs.current.get(key) ?? tabRefs.current.get(activeKeyRef.current);
      target?.focus();
    });
  };

  // The tabs call the latest handlers through one stable object.
  const handlers = {
    onSelect,
    close,
    onTabKeyDown,
    onTabAuxClick,
    runMenuAction,
    restoreFocus,
    activeKey,
  };
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const menuEvents = useMemo(
    () => ({
      action: (action: TabMenuAction, key: string) => latest.current.runMenuAction(action, key),
      closed: (key: string) => latest.current.restoreFocus(key),
    }),
    [],
  );
  const events = useMemo<TabEvents>(
    () => ({
      register: (key, element) => {
        if (element) tabRefs.current.set(key, element);
        else tabRefs.current.delete(key);
      },
      select: (key) => {
        if (key !== latest.current.activeKey) latest.current.onSelect(key);
      },
      focus: setFocusKey,
      keyDown: (index, key, event) => latest.current.onTabKeyDown(index, key, event),
      auxClick: (key, event) => latest.current.onTabAuxClick(key, event),
      contextMenu: (key, event) => {
        event.preventDefault();
        setMenuRequest({ key, x: event.clientX, y: event.clientY });
      },
      // A long press of a finger or pen opens the menu too (iOS sends no contextmenu).
      pressStart: (key, event) => {
        if (event.pointerType === 'mouse') return;
        const { clientX: x, clientY: y } = event;
        window.clearTimeout(longPress.current);
        longPress.current = window.setTimeout(() => setMenuRequest({ key, x, y }), LONG_PRESS_MS);
      },
      pressEnd: () => window.clearTimeout(longPress.current),
      close: (key) => latest.current.close(key),
    }),
    [],
  );

  const stripStyle = { '--tab-count': Math.max(tabs.length, 1) } as CSSProperties;

  return (
    <>
      <chakra.div css={styles.root} data-overflowing={scroll.overflowing || undefined}>
        <chakra.button
          type="button"
          css={styles.scroll}
          aria-label={text.scrollLeft}
          tabIndex={-1}
          hidden={!scroll.overflowing}
          disabled={scroll.atStart}
          onClick={() => scrollBy(-1)}
        >
          <Chevron direction="left" />
        </chakra.button>
        <chakra.div ref={scrollerRef} css={styles.scroller} onScroll={measure}>
          <chakra.div ref={stripRef} css={styles.strip} style={stripStyle}>
            <chakra.div
              role="tablist"
              aria-label={text.tabList}
              aria-orientation="horizontal"
              css={styles.list}
            >
              {tabs.map((tab, index) => (
                <TabButton
                  key={tab.key}
                  tabKey={tab.key}
                  title={tab.title}
                  closable={tab.closable}
                  icon={tab.icon}
                  index={index}
                  selected={tab.key === activeKey}
                  focusable={tab.key === rovingKey}
                  panelId={getPanelId?.(tab.key)}
                  styles={styles}
                  events={events}
                />
              ))}
            </chakra.div>
            {tabs.map((tab, index) =>
              tab.closable ? (
                <CloseButton
                  key={tab.key}
                  tabKey={tab.key}
                  index={index}
                  label={text.closeTab.replace('{title}', tab.title)}
                  focusable={tab.key === activeKey}
                  css={styles.close}
                  events={events}
                />
              ) : null,
            )}
          </chakra.div>
        </chakra.div>
        <chakra.button
          type="button"
          css={styles.scroll}
          aria-label={text.scrollRight}
          tabIndex={-1}
          hidden={!scroll.overflowing}
          disabled={scroll.atEnd}
          onClick={() => scrollBy(1)}
        >
          <Chevron direction="right" />
        </chakra.button>
      </chakra.div>
      {menuRequest ? (
        <TabMenu
          request={menuRequest}
          tabs={tabs}
          text={text}
          onAction={menuEvents.action}
          onClosed={menuEvents.closed}
        />
      ) : null}
    </>
  );
});
