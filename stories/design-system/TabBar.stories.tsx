import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAPTURE_MENU } from '../lokiParameters';
import { Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TabBar, type TabBarProps, type TabBarTab } from '../../design-system';

function HomeIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <path d="M2 7.5 8 2l6 5.5V14H10v-4H6v4H2z" fill="currentColor" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <path d="M2 3h12v2H2zm0 4h12v2H2zm0 4h12v2H2z" fill="currentColor" />
    </svg>
  );
}

const WORKSPACE: TabBarTab = {
  key: '/workplace',
  title: 'Workspace',
  closable: false,
  icon: <HomeIcon />,
};

const FEW: TabBarTab[] = [
  WORKSPACE,
  { key: '/sample/list', title: 'Samples', closable: true, icon: <ListIcon /> },
  { key: '/order/list', title: 'Orders', closable: true, icon: <ListIcon /> },
  { key: '/report/list', title: 'Reports', closable: true },
];

const MANY: TabBarTab[] = [
  WORKSPACE,
  ...Array.from({ length: 19 }, (_, index) => ({
    key: `/sample/detail/S-2024-${String(index + 101).padStart(6, '0')}`,
    title: `Sample S-2024-${String(index + 101).padStart(6, '0')}`,
    closable: true,
  })),
];

const onSelect: TabBarProps['onSelect'] = fn();
const onClose: TabBarProps['onClose'] = fn();
const onCloseOthers: TabBarProps['onCloseOthers'] = fn();
const onCloseAll: TabBarProps['onCloseAll'] = fn();
const onRefresh: TabBarProps['onRefresh'] = fn();

/**
 * The app's side of the bar, as SPEC.md section 4 describes it: closing the active tab activates
 * the previous one; close-others and close-all keep the non-closable tabs.
 */
function TabBarDemo(props: TabBarProps) {
  const [tabs, setTabs] = useState(props.tabs);
  const [activeKey, setActiveKey] = useState(props.activeKey);
  const active = tabs.find((tab) => tab.key === activeKey);
  return (
    <Box maxWidth="900px">
      <TabBar
        {...props}
        tabs={tabs}
        activeKey={activeKey}
        onSelect={(key) => {
          setActiveKey(key);
          props.onSelect(key);
        }}
        onClose={(key) => {
          const index = tabs.findIndex((tab) => tab.key === key);
          const next = tabs.filter((tab) => tab.key !== key);
          if (key === activeKey) setActiveKey((tabs[index - 1] ?? next[0] ?? WORKSPACE).key);
          setTabs(next);
          props.onClose(key);
        }}
        onCloseOthers={(key) => {
          setTabs(tabs.filter((tab) => tab.key === key || !tab.closable));
          setActiveKey(key);
          props.onCloseOthers(key);
        }}
        onCloseAll={() => {
          const kept = tabs.filter((tab) => !tab.closable);
          setTabs(kept);
          setActiveKey((kept[0] ?? WORKSPACE).key);
          props.onCloseAll();
        }}
      />
      <Box padding="4" role="tabpanel" aria-label={active?.title}>
        <Text color="fg.muted">{active?.title}</Text>
      </Box>
    </Box>
  );
}

const meta = {
  title: 'Design System/TabBar',
  component: TabBar,
  args: {
    tabs: FEW,
    activeKey: '/sample/list',
    onSelect,
    onClose,
    onCloseOthers,
    onCloseAll,
    onRefresh,
  },
  render: (args) => <TabBarDemo {...args} />,
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few tabs: the workspace (not closable) and three pages. */
export const FewTabs: Story = {};

/** The workspace tab is active; it has no close button. */
export const WorkspaceActive: Story = { args: { activeKey: '/workplace' } };

/** Only the workspace is open. */
export const WorkspaceOnly: Story = { args: { tabs: [WORKSPACE], activeKey: '/workplace' } };

/** Twenty tabs overflow: the bar scrolls, shows scroll buttons and keeps the active tab in view. */
export const ManyTabs: Story = {
  args: { tabs: MANY, activeKey: MANY[15]!.key },
};

/** Long titles are cut with an ellipsis; the full title stays the accessible name and tooltip. */
export const LongTitles: Story = {
  args: {
    tabs: [
      WORKSPACE,
      {
        key: '/report/qc',
        title: 'Quality-control report of sequencing batch B-0042 (96 samples, lanes 1–4)',
        closable: true,
      },
      {
        key: '/order/detail',
        title: 'Order GX-2024-118 for the Institute of Genetics — whole-genome resequencing',
        closable: true,
      },
    ],
    activeKey: '/report/qc',
  },
};

/** The context menu of 'Orders', opened as by a right click or Shift+F10. */
export const ContextMenuOpen: Story = {
  args: { defaultMenuKey: '/order/list' },
  parameters: CAPTURE_MENU,
};

/** The context menu of the workspace tab: Close is disabled because it is not closable. */
export const WorkspaceContextMenu: Story = {
  parameters: CAPTURE_MENU,
  args: { activeKey: '/workplace', defaultMenuKey: '/workplace' },
};

/** Chinese titles and labels. */
export const Chinese: Story = {
  parameters: CAPTURE_MENU,
  args: {
    tabs: [
      { ...WORKSPACE, title: '工作台' },
      { key: '/sample/list', title: '样本列表', closable: true, icon: <ListIcon /> },
      { key: '/order/list', title: '订单管理', closable: true },
      { key: '/report/list', title: '测序报告', closable: true },
    ],
    labels: {
      tabList: '已打开的页面',
      close: '关闭',
      closeOthers: '关闭其他',
      closeAll: '关闭全部',
      refresh: '刷新',
      closeTab: '关闭标签 {title}',
      scrollLeft: '向左滚动标签',
      scrollRight: '向右滚动标签',
    },
    defaultMenuKey: '/order/list',
  },
};
