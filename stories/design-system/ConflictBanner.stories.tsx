import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  ConflictBanner,
  type ConflictBannerItem,
  type ConflictBannerProps,
} from '../../design-system';

const ITEMS: ConflictBannerItem[] = [
  { id: 'courier', label: 'Courier', mine: 'SF Express', theirs: 'DHL' },
  { id: 'boxes', label: 'Number of boxes', mine: '2', theirs: '' },
  {
    id: 'row-4',
    label: 'Sample S-04',
    mine: 'changed: S-04 · DNA · Homo sapiens · 50 · 25',
    theirs: 'removed',
  },
];

function ignore(): void {
  // The stories keep their own state; a test passes its own handlers.
}

/** Drops a chosen item (and every item for "keep all" / "take all"), as a page would. */
function Stateful(props: ConflictBannerProps) {
  const [items, setItems] = useState(props.items ?? []);
  const [count, setCount] = useState(props.count);
  const clear = () => {
    setItems([]);
    setCount(0);
  };
  return (
    <div style={{ maxWidth: 900 }}>
      <ConflictBanner
        {...props}
        count={count}
        items={items}
        onChoose={(id, choice) => {
          setItems((current) => current.filter((item) => item.id !== id));
          setCount((current) => current - 1);
          props.onChoose?.(id, choice);
        }}
        onKeepAllMine={() => {
          clear();
          props.onKeepAllMine();
        }}
        onTakeAllTheirs={() => {
          clear();
          props.onTakeAllTheirs();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design System/ConflictBanner',
  component: ConflictBanner,
  args: { count: 3, items: ITEMS, onKeepAllMine: ignore, onTakeAllTheirs: ignore },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ConflictBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Conflicts not shown in place (fields of another form, a row removed on one side): both values
 * and a choice each, then "keep all mine" / "take all theirs".
 */
export const ListedConflicts: Story = {};

/** Only a count: the conflicting cells are shown in place, in a sheet grid below. */
export const CountOnly: Story = { args: { count: 2, items: [] } };

/** Chinese texts. */
export const Chinese: Story = {
  args: {
    items: [
      { id: 'courier', label: '快递公司', mine: '顺丰速运', theirs: 'DHL' },
      { id: 'row-4', label: '样本 S-04', mine: '已修改：S-04 · DNA · 25', theirs: '已删除' },
    ],
    count: 2,
    labels: {
      title: '%{count} 处修改与另一版本冲突',
      description:
        '您的值仍显示在页面上，另一版本的值显示在旁边。请逐一选择，或全部保留一方；全部选择后草稿才会保存。',
      mine: '您的：',
      theirs: '另一版本：',
      empty: '（空）',
      keepMine: '保留我的',
      takeTheirs: '采用对方的',
      keepAllMine: '全部保留我的',
      takeAllTheirs: '全部采用对方的',
    },
  },
};
