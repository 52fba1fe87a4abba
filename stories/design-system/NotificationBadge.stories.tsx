import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationBadge } from '../../design-system';

const CHINESE = {
  label: '通知',
  unread: (count: number) => `通知，${count} 条未读`,
};

const meta = {
  title: 'Design System/NotificationBadge',
  component: NotificationBadge,
  args: { count: 3 },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread: the bell without a badge. */
export const NoneUnread: Story = { args: { count: 0 } };
/** Three unread. */
export const ThreeUnread: Story = {};
/** More than 99 unread: the badge is capped at 99+, the accessible name keeps the number. */
export const ManyUnread: Story = { args: { count: 120 } };
/** Compact size for a dense header. */
export const Small: Story = { args: { count: 3, size: 'sm' } };
/** Disabled, for example while the count is unavailable. */
export const Disabled: Story = { args: { count: 3, disabled: true } };
/** Chinese labels, nothing unread. */
export const ChineseNoneUnread: Story = { args: { count: 0, labels: CHINESE } };
/** Chinese labels, three unread. */
export const ChineseThreeUnread: Story = { args: { count: 3, labels: CHINESE } };
/** Chinese labels, 120 unread. */
export const ChineseManyUnread: Story = { args: { count: 120, labels: CHINESE } };
