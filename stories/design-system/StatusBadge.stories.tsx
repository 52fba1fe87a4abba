import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@chakra-ui/react';
import { StatusBadge } from '../../design-system';

const meta = {
  title: 'Design System/StatusBadge',
  component: StatusBadge,
  args: { status: 'SUCCESS' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S, SUCCESS and COMPLETE. */
export const Success: Story = { args: { status: 'SUCCESS', label: 'Succeeded' } };
/** F, ERROR and FAILED. */
export const Error: Story = { args: { status: 'FAILED', label: 'Failed' } };
/** RUNNING, RUNING and PART. */
export const Processing: Story = { args: { status: 'RUNNING', label: 'Running' } };
/** P, PENDING, NEW, UNEXECUTE and any unknown code. */
export const Default: Story = { args: { status: 'PENDING', label: 'Pending' } };
/** Without a label the status code itself is shown. */
export const CodeAsLabel: Story = { args: { status: 'PART', label: undefined } };
/** A long label wraps rather than overflowing its cell. */
export const LongLabel: Story = {
  args: {
    status: 'COMPLETE',
    label: 'Completed after the second quality-control run of the whole sample batch',
  },
};
/** Chinese labels. */
export const Chinese: Story = { args: { status: 'ERROR', label: '执行失败' } };

const ALL_CODES = [
  'S',
  'SUCCESS',
  'COMPLETE',
  'F',
  'ERROR',
  'FAILED',
  'RUNNING',
  'RUNING',
  'PART',
  'P',
  'PENDING',
  'NEW',
  'UNEXECUTE',
  'UNKNOWN',
];

/** Every status code of SPEC.md section 3 side by side. */
export const AllCodes: Story = {
  render: () => (
    <Stack gap="2">
      {ALL_CODES.map((code) => (
        <StatusBadge key={code} status={code} />
      ))}
    </Stack>
  ),
};
