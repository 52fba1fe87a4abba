import { Menu, Portal, useMenu } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { TabBarLabels, TabBarTab } from './TabBar';

// The tab bar's context menu (zag's menu machine and its positioning) in a chunk of its own:
// the bar loads it after it has painted, and opens it once it is there.

/** What the context menu of a tab does. */
export type TabMenuAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** Opens the menu of a tab at a point of the viewport; each request is a new object. */
export interface TabMenuRequest {
  key: string;
  x: number;
  y: number;
}

/** Props of {@link TabMenu}. */
export interface TabMenuProps {
  /** The latest request: the menu opens for each new one. */
  request: TabMenuRequest;
  tabs: TabBarTab[];
  text: TabBarLabels;
  /** An item was chosen for the tab of the request. */
  onAction: (action: TabMenuAction, key: string) => void;
  /** The menu closed (an item, Escape or a click elsewhere); the bar puts the focus back. */
  onClosed: (key: string) => void;
}

/** The context menu of a tab: Refresh, Close, Close others, Close all. */
export default function TabMenu({ request, tabs, text, onAction, onClosed }: TabMenuProps) {
  const latest = useRef({ request, onAction, onClosed });
  useLayoutEffect(() => {
    latest.current = { request, onAction, onClosed };
  });
  const menu = useMenu({
    onSelect: ({ value }) =>
      latest.current.onAction(value as TabMenuAction, latest.current.request.key),
    onOpenChange: ({ open }) => {
      if (!open) latest.current.onClosed(latest.current.request.key);
    },
  });
  const { send } = menu.service;
  useEffect(() => {
    // What a right click on a context trigger sends: open (or move) the menu at the point.
    send({ type: 'CONTEXT_MENU', point: { x: request.x, y: request.y }, value: request.key });
  }, [request, send]);

  const tab = tabs.find((each) => each.key === request.key);
  const otherClosable = tabs.some((each) => each.key !== request.key && each.closable);
  const anyClosable = tabs.some((each) => each.closable);
  return (
    <Menu.RootProvider value={menu}>
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={tab?.title}>
            <Menu.Item value="refresh">{text.refresh}</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="close" disabled={!tab?.closable}>
              {text.close}
            </Menu.Item>
            <Menu.Item value="closeOthers" disabled={!otherClosable}>
              {text.closeOthers}
            </Menu.Item>
            <Menu.Item value="closeAll" disabled={!anyClosable}>
              {text.closeAll}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.RootProvider>
  );
}
