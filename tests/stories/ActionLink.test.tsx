import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ActionLinkItem } from '../../design-system';
import * as stories from '../../stories/design-system/ActionLink.stories';

const { TwoActions, FiveActions, DisabledAndDanger, WithPermissions, LongLabels, Chinese } =
  composeStories(stories);

/** The story's actions with their handlers replaced by one spy that records the key. */
function spied(actions: ActionLinkItem[] | undefined) {
  const onAction = jest.fn();
  return {
    onAction,
    actions: (actions ?? []).map((item) => ({ ...item, onClick: () => onAction(item.key) })),
  };
}

/**
 * Picks a menu item with the mouse as a user does: pointing at it, then clicking. (Zag's menu
 * highlights on pointer-down and selects the highlighted item; jsdom gives React no time to
 * render between the two events of a bare click.)
 */
async function choose(item: HTMLElement) {
  await userEvent.hover(item);
  await userEvent.click(item);
}

/**
 * The menu's button once the menu is there (its chunk loads after the row shows; the button
 * standing in meanwhile is swapped for the menu's own, which tells whether it is expanded).
 */
function menuButton(name = 'Action') {
  return screen.findByRole('button', { name, expanded: false });
}

function inlineLabels() {
  const group = screen.getByRole('group');
  return within(group)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('ActionLink', () => {
  it('shows two actions inline without a menu and runs the chosen one', async () => {
    const { actions, onAction } = spied(TwoActions.args.actions);
    render(<TwoActions actions={actions} />);
    expect(inlineLabels()).toEqual(['Edit', 'View']);
    expect(screen.queryByRole('button', { name: 'Action' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(onAction).toHaveBeenCalledWith('view');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('shows 3 inline and the rest under Action', async () => {
    const { actions, onAction } = spied(FiveActions.args.actions);
    render(<FiveActions actions={actions} />);
    expect(inlineLabels()).toEqual(['Edit', 'View', 'Copy', 'Action']);
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();

    await userEvent.click(await menuButton());
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Export', 'Delete']);

    await choose(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('opens the menu from the keyboard', async () => {
    const { actions, onAction } = spied(FiveActions.args.actions);
    render(<FiveActions actions={actions} />);
    (await menuButton()).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Enter opens the menu on its first item; ArrowDown moves to the second.
    const first = within(menu).getByRole('menuitem', { name: 'Export' });
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    const second = within(menu).getByRole('menuitem', { name: 'Delete' });
    await waitFor(() => expect(second).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('does not run a disabled action', async () => {
    const { actions, onAction } = spied(DisabledAndDanger.args.actions);
    render(<DisabledAndDanger actions={actions} />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit).toBeDisabled();
    await userEvent.click(edit);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('drops hidden actions without counting them, disables denied ones and holds unknown ones', async () => {
    const { actions, onAction } = spied(WithPermissions.args.actions);
    render(<WithPermissions actions={actions} />);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(inlineLabels()).toEqual(['Edit', 'Archive', 'Export', 'Action']);
    expect(screen.getByRole('button', { name: 'Archive' })).toBeDisabled();

    await userEvent.click(await menuButton());
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Audit']);
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    expect(items[0]).toHaveAttribute('aria-busy', 'true');
    await choose(items[0]!);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('names the group and keeps long labels whole', () => {
    render(<LongLabels />);
    const group = screen.getByRole('group', { name: 'Actions for sample S-2024-000187' });
    expect(
      within(group).getByRole('button', { name: 'Download sequencing report (PDF)' }),
    ).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Action' })).toBeInTheDocument();
  });

  it('shows Chinese labels and trigger', async () => {
    render(<Chinese />);
    expect(inlineLabels()).toEqual(['编辑', '查看', '复制', '操作']);
    await userEvent.click(await menuButton('操作'));
    expect(await screen.findByRole('menuitem', { name: '删除' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<FiveActions />);
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(await menuButton());
    const menu = await screen.findByRole('menu');
    expect(await axe(menu.parentElement!)).toHaveNoViolations();
  });
});
