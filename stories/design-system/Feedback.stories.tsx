import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAPTURE_DIALOG } from '../lokiParameters';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { fn } from 'storybook/test';
import {
  ConfirmDialog,
  createNotifier,
  NotificationViewport,
  useConfirm,
  type ConfirmDialogProps,
  type NotificationType,
  type NotificationViewportLabels,
} from '../../design-system';

/** Keeps the dialog's open state so that it can be closed and reopened in the story. */
function ConfirmDemo({ open: initiallyOpen, onClose, ...props }: ConfirmDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {typeof props.title === 'string' ? props.title : 'Open'}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onClose={(confirmed) => {
          setOpen(false);
          onClose(confirmed);
        }}
      />
    </>
  );
}

const onClose: ConfirmDialogProps['onClose'] = fn();

const meta = {
  title: 'Design System/Feedback',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete this sample?',
    description: 'Sample S-2024-000187 and its sequencing runs will be removed.',
    onClose,
  },
  render: (args) => <ConfirmDemo {...args} />,
  parameters: CAPTURE_DIALOG,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation, open. */
export const ConfirmOpen: Story = {};

/** A destructive confirmation: red icon and OK button. */
export const ConfirmDanger: Story = {
  args: { danger: true, labels: { ok: 'Delete' } },
};

/** The OK handler takes 1.5 s: the OK button spins and both buttons are disabled meanwhile. */
export const ConfirmSlowHandler: Story = {
  args: {
    title: 'Submit the batch for sequencing?',
    description: 'The 96 samples of batch B-0042 will be queued on the next run.',
    onOk: () => new Promise<void>((resolve) => setTimeout(resolve, 1500)),
  },
};

/** The OK handler returns false (the server refused): the dialog stays open. */
export const ConfirmKeepsOpen: Story = {
  args: {
    title: 'Release the report?',
    description: 'The handler answers false, so the dialog stays open after OK.',
    onOk: () => false,
  },
};

/** Chinese texts. */
export const ConfirmChinese: Story = {
  args: {
    title: '确认删除该样本？',
    description: '样本 S-2024-000187 及其测序记录将被删除。',
    danger: true,
    labels: { ok: '确定', cancel: '取消' },
  },
};

/** A long question and description wrap inside the dialog. */
export const ConfirmLongText: Story = {
  args: {
    title:
      'Cancel the remaining lanes of flow cell HFGW2DSX7 and return the unsequenced libraries to the sample store?',
    description:
      'Lanes 3 to 8 have not started. Cancelling releases them for other projects; the libraries stay frozen at −20 °C and can be resubmitted with a new order. Lanes 1 and 2 are already running and are not affected.',
  },
};

/** The useConfirm hook: the promise tells whether the user confirmed. */
export const UseConfirmHook: Story = {
  parameters: { loki: { chromeSelector: '#storybook-root > *' } },
  render: function UseConfirmDemo() {
    const { confirm, dialog } = useConfirm();
    const [answer, setAnswer] = useState('No answer yet');
    return (
      <HStack gap="4">
        <Button
          colorPalette="red"
          onClick={async () => {
            const confirmed = await confirm({
              title: 'Archive 3 orders?',
              danger: true,
              labels: { ok: 'Archive' },
            });
            setAnswer(confirmed ? 'Archived' : 'Cancelled');
          }}
        >
          Archive orders
        </Button>
        <Text role="status">{answer}</Text>
        {dialog}
      </HStack>
    );
  },
};

const TYPES: NotificationType[] = ['success', 'info', 'warning', 'error'];

interface NotificationDemoProps {
  buttons: Record<NotificationType, string>;
  titles: Record<NotificationType, string>;
  description: string;
  labels?: Partial<NotificationViewportLabels>;
}

/** One button per notification type and the viewport they appear in. */
function NotificationDemo({ buttons, titles, description, labels }: NotificationDemoProps) {
  const notifier = useMemo(() => createNotifier(), []);
  return (
    <Stack gap="3">
      <HStack gap="3">
        {TYPES.map((type) => (
          <Button
            key={type}
            variant="outline"
            onClick={() => notifier.notify({ type, title: titles[type], description })}
          >
            {buttons[type]}
          </Button>
        ))}
      </HStack>
      <NotificationViewport notifier={notifier} labels={labels} />
    </Stack>
  );
}

/** Buttons raising each notification type, bottom right for 2.5 s. */
export const Notifications: Story = {
  parameters: { loki: { chromeSelector: '#storybook-root > *' } },
  render: () => (
    <NotificationDemo
      buttons={{ success: 'Success', info: 'Info', warning: 'Warning', error: 'Error' }}
      titles={{
        success: 'Operation succeeded',
        info: 'Sample received',
        warning: 'Concentration below threshold',
        error: 'Operation failed',
      }}
      description="Sample S-2024-000187"
    />
  ),
};

/** Notifications with Chinese texts. */
export const NotificationsChinese: Story = {
  parameters: { loki: { chromeSelector: '#storybook-root > *' } },
  render: () => (
    <NotificationDemo
      buttons={{ success: '成功', info: '提示', warning: '警告', error: '错误' }}
      titles={{
        success: '操作成功',
        info: '样本已接收',
        warning: '浓度低于阈值',
        error: '操作失败',
      }}
      description="样本 S-2024-000187"
      labels={{ region: '通知', close: '关闭通知' }}
    />
  ),
};
