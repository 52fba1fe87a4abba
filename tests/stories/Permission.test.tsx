import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { axe } from 'jest-axe';
import {
  DesignSystemProvider,
  Permission,
  PermissionButton,
  PermissionProvider,
  usePermission,
} from '../../design-system';
import * as stories from '../../stories/design-system/Permission.stories';
import { createFakeChecker } from '../../stories/design-system/fakePermissions';

const {
  Approved,
  DeniedHidden,
  DeniedDisabled,
  Unknown,
  MixedCodes,
  WithoutProvider,
  Chinese,
  AllStates,
  Wrapper,
} = composeStories(stories);

const withSystem = { wrapper: DesignSystemProvider };

describe('PermissionButton', () => {
  it('is a normal button when approved', async () => {
    const onClick = jest.fn();
    render(<Approved onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is not rendered when denied and hidden, its neighbours stay', () => {
    render(<DeniedHidden />);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('is disabled when denied and disabled', async () => {
    const onClick = jest.fn();
    render(<DeniedDisabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its place while unknown and clicking or pressing Enter does nothing', async () => {
    const onClick = jest.fn();
    render(<Unknown onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveTextContent('Delete');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    const buttons = screen.getAllByRole('button').map((element) => element.textContent);
    expect(buttons).toEqual(['Refresh', 'Delete', 'Export']);

    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is approved when any of several codes is', () => {
    render(<MixedCodes />);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it('counts codes as approved without a provider', async () => {
    const onClick = jest.fn();
    render(<WithoutProvider onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a Chinese label', () => {
    render(<Chinese />);
    expect(screen.getByRole('button', { name: '删除' })).toHaveAttribute('aria-busy', 'true');
  });

  it('follows the checker when it notifies', async () => {
    const checker = createFakeChecker({ 'sample.audit': 'unknown' });
    const onClick = jest.fn();
    render(
      <PermissionProvider check={checker.check} subscribe={checker.subscribe}>
        <PermissionButton codes={['sample.audit']} onClick={onClick}>
          Audit
        </PermissionButton>
      </PermissionProvider>,
      withSystem,
    );
    expect(screen.getByRole('button', { name: 'Audit' })).toHaveAttribute('aria-busy', 'true');

    act(() => checker.set('sample.audit', 'approved'));
    const button = screen.getByRole('button', { name: 'Audit' });
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => checker.set('sample.audit', 'disabled'));
    expect(screen.getByRole('button', { name: 'Audit' })).toBeDisabled();

    act(() => checker.set('sample.audit', 'hidden'));
    expect(screen.queryByRole('button', { name: 'Audit' })).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<AllStates />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Permission', () => {
  it('shows, replaces, disables and holds the place of its children', () => {
    render(<Wrapper />);
    expect(screen.getByText('Approved: this note is shown.')).toBeVisible();
    expect(screen.queryByText('Denied and hidden.')).not.toBeInTheDocument();
    expect(screen.getByText('Denied and hidden: this fallback replaces it.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /archive samples/ })).toBeDisabled();

    // Unknown: still in the page (keeping its place) inside a busy, inert wrapper.
    const audit = screen.getByRole('button', { name: 'Audit' });
    const gate = audit.closest('[aria-busy="true"]');
    expect(gate).toHaveAttribute('data-permission', 'unknown');
    expect(gate).toHaveAttribute('inert');
  });

  it('ignores clicks while unknown', async () => {
    const checker = createFakeChecker({});
    const onClick = jest.fn();
    render(
      <PermissionProvider check={checker.check} subscribe={checker.subscribe}>
        <Permission codes={['sample.audit']}>
          <button type="button" onClick={onClick}>
            Audit
          </button>
        </Permission>
      </PermissionProvider>,
      withSystem,
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('button', { name: 'Audit' }));
    expect(onClick).not.toHaveBeenCalled();

    act(() => checker.set('sample.audit', 'approved'));
    await user.click(screen.getByRole('button', { name: 'Audit' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('disables PermissionButtons inside a disabled Permission', () => {
    const checker = createFakeChecker({ 'sample.approve': 'disabled', 'sample.view': 'approved' });
    render(
      <PermissionProvider check={checker.check} subscribe={checker.subscribe}>
        <Permission codes={['sample.approve']}>
          <PermissionButton codes={['sample.view']}>Approve</PermissionButton>
        </Permission>
      </PermissionProvider>,
      withSystem,
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });
});

describe('usePermission', () => {
  function Probe({ codes }: { codes?: string[] }) {
    const result = usePermission(codes);
    return <output>{JSON.stringify(result)}</output>;
  }

  it('approves no codes, and empty codes, even with a provider', () => {
    const checker = createFakeChecker({});
    render(
      <PermissionProvider check={checker.check} subscribe={checker.subscribe}>
        <Probe />
        <Probe codes={[]} />
        <Probe codes={['x']} />
      </PermissionProvider>,
      withSystem,
    );
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toEqual([
      '{"status":"approved"}',
      '{"status":"approved"}',
      '{"status":"unknown"}',
    ]);
  });
});
