import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createNotifier } from '../../design-system';
import * as stories from '../../stories/design-system/Feedback.stories';

const {
  ConfirmOpen,
  ConfirmDanger,
  ConfirmSlowHandler,
  ConfirmKeepsOpen,
  ConfirmChinese,
  UseConfirmHook,
  Notifications,
  NotificationsChinese,
} = composeStories(stories);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('asks its question and closes on Cancel', async () => {
    const onClose = jest.fn();
    const onOk = jest.fn();
    render(<ConfirmOpen onClose={onClose} onOk={onOk} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this sample?' });
    expect(dialog).toHaveAccessibleDescription(
      'Sample S-2024-000187 and its sequencing runs will be removed.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith(false);
    expect(onOk).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('closes on Escape as a cancel', async () => {
    const onClose = jest.fn();
    render(<ConfirmOpen onClose={onClose} />);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('runs the OK handler and closes', async () => {
    const onClose = jest.fn();
    const onOk = jest.fn();
    render(<ConfirmDanger onClose={onClose} onOk={onOk} />);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the handler returns false', async () => {
    const onClose = jest.fn();
    const onOk = jest.fn(() => false);
    render(<ConfirmKeepsOpen onClose={onClose} onOk={onOk} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Release the report?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled();
  });

  it('shows loading while the promise runs, then closes', async () => {
    const onClose = jest.fn();
    const pending = deferred<void>();
    render(<ConfirmSlowHandler onClose={onClose} onOk={() => pending.promise} />);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    expect(ok).toHaveAttribute('data-loading');
    expect(ok).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await act(async () => pending.resolve());
    expect(onClose).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the promise resolves to false, and can be confirmed again', async () => {
    const onClose = jest.fn();
    const onOk = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(undefined);
    render(<ConfirmSlowHandler onClose={onClose} onOk={onOk} />);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(onOk).toHaveBeenCalledTimes(2);
  });

  it('stays open and reports the error when the handler rejects', async () => {
    const onClose = jest.fn();
    const onError = jest.fn();
    const failure = new Error('Operation failed');
    render(
      <ConfirmSlowHandler
        onClose={onClose}
        onError={onError}
        onOk={() => Promise.reject(failure)}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled();
  });

  it('takes Chinese labels', async () => {
    const onClose = jest.fn();
    render(<ConfirmChinese onClose={onClose} />);
    const dialog = await screen.findByRole('alertdialog', { name: '确认删除该样本？' });
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('has no accessibility violations', async () => {
    render(<ConfirmOpen />);
    const dialog = await screen.findByRole('alertdialog');
    expect(await axe(dialog)).toHaveNoViolations();
  });
});

describe('useConfirm', () => {
  it('resolves true on OK and false on Cancel', async () => {
    render(<UseConfirmHook />);
    const status = screen.getByRole('status');
    await userEvent.click(screen.getByRole('button', { name: 'Archive orders' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Archive 3 orders?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(status).toHaveTextContent('Archived'));

    await userEvent.click(screen.getByRole('button', { name: 'Archive orders' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Archive 3 orders?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(status).toHaveTextContent('Cancelled'));
  });
});

describe('notifications', () => {
  // The toaster measures and animates in animation frames; let them run inside act.
  afterEach(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  });

  it.each([
    ['Success', 'success', 'Operation succeeded'],
    ['Info', 'info', 'Sample received'],
    ['Warning', 'warning', 'Concentration below threshold'],
    ['Error', 'error', 'Operation failed'],
  ])('the %s button raises a %s notification', async (button, type, title) => {
    render(<Notifications />);
    await userEvent.click(screen.getByRole('button', { name: button }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const heading = await within(region).findByText(title);
    const toast = heading.closest('[data-type]');
    expect(toast).toHaveAttribute('data-type', type);
    expect(within(region).getByText('Sample S-2024-000187')).toBeInTheDocument();
  });

  it('closes a notification with its close button', async () => {
    render(<Notifications />);
    await userEvent.click(screen.getByRole('button', { name: 'Success' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await within(region).findByText('Operation succeeded');
    await userEvent.click(within(region).getByRole('button', { name: 'Close notification' }));
    await waitFor(() =>
      expect(within(region).queryByText('Operation succeeded')).not.toBeInTheDocument(),
    );
  });

  it('takes Chinese labels', async () => {
    render(<NotificationsChinese />);
    await userEvent.click(screen.getByRole('button', { name: '错误' }));
    const region = await screen.findByRole('region', { name: '通知' });
    expect(await within(region).findByText('操作失败')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '关闭通知' })).toBeInTheDocument();
  });

  it('places notifications bottom right for 2.5 s unless told otherwise', async () => {
    const notifier = createNotifier();
    const first = notifier.notify({ type: 'info', title: 'Default' });
    const second = notifier.notify({ type: 'error', title: 'Longer', duration: 6000 });
    const toaster = await notifier.toaster();
    expect(toaster.attrs.placement).toBe('bottom-end');
    const toasts = toaster.getVisibleToasts();
    expect(toasts.find((toast) => toast.id === first)?.duration).toBe(2500);
    expect(toasts.find((toast) => toast.id === second)?.duration).toBe(6000);
    notifier.dismiss();
  });

  it('has no accessibility violations with a notification shown', async () => {
    const { container } = render(<Notifications />);
    await userEvent.click(screen.getByRole('button', { name: 'Warning' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await within(region).findByText('Concentration below threshold');
    expect(await axe(container)).toHaveNoViolations();
    expect(await axe(region)).toHaveNoViolations();
  });
});
