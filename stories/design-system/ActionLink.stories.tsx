import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActionLink, type ActionLinkItem } from '../../design-system';
import { FakePermissions, STORY_PERMISSIONS } from './fakePermissions';

function action(key: string, label: string, extra: Partial<ActionLinkItem> = {}): ActionLinkItem {
  return { key, label, onClick: fn().mockName(key), ...extra };
}

const meta = {
  title: 'Design System/ActionLink',
  component: ActionLink,
  args: { actions: [action('edit', 'Edit'), action('view', 'View')] },
  decorators: [
    (Story) => (
      <FakePermissions states={STORY_PERMISSIONS}>
        <Story />
      </FakePermissions>
    ),
  ],
} satisfies Meta<typeof ActionLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two actions, both inline. */
export const TwoActions: Story = {};

/** Five actions: three inline, two under the 'Action' menu. */
export const FiveActions: Story = {
  args: {
    actions: [
      action('edit', 'Edit'),
      action('view', 'View'),
      action('copy', 'Copy'),
      action('export', 'Export'),
      action('delete', 'Delete', { danger: true }),
    ],
  },
};

/** A disabled action and a dangerous one. */
export const DisabledAndDanger: Story = {
  args: {
    actions: [
      action('edit', 'Edit', { disabled: true }),
      action('view', 'View'),
      action('delete', 'Delete', { danger: true }),
    ],
  },
};

/**
 * Permission codes: 'Delete' is denied and hidden (it disappears and does not count, so 'Export'
 * moves inline), 'Archive' is denied and disabled, 'Audit' is still unknown.
 */
export const WithPermissions: Story = {
  args: {
    actions: [
      action('edit', 'Edit', { codes: ['sample.edit'] }),
      action('delete', 'Delete', { codes: ['sample.delete.hidden'], danger: true }),
      action('archive', 'Archive', { codes: ['sample.delete.disabled'] }),
      action('export', 'Export', { codes: ['sample.export'] }),
      action('audit', 'Audit', { codes: ['sample.audit'] }),
      action('copy', 'Copy', { codes: ['sample.delete.hidden'] }),
    ],
  },
};

/** Long labels stay on one line each; the row wraps between actions. */
export const LongLabels: Story = {
  args: {
    'aria-label': 'Actions for sample S-2024-000187',
    actions: [
      action('report', 'Download sequencing report (PDF)'),
      action('rerun', 'Request a quality-control re-run'),
      action('share', 'Share with the principal investigator'),
      action('cancel', 'Cancel the remaining lanes', { danger: true }),
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <ActionLink {...args} />
    </div>
  ),
};

/** Chinese labels, including the menu trigger. */
export const Chinese: Story = {
  args: {
    labels: { more: '操作' },
    actions: [
      action('edit', '编辑'),
      action('view', '查看'),
      action('copy', '复制'),
      action('export', '导出'),
      action('delete', '删除', { danger: true }),
    ],
  },
};
