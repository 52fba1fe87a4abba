import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from '../../stories/design-system/ConflictBanner.stories';

const { ListedConflicts, CountOnly, Chinese } = composeStories(stories);

describe('ConflictBanner', () => {
  it('names the conflicts and lists both values of each with a choice', async () => {
    const onChoose = jest.fn();
    render(<ListedConflicts onChoose={onChoose} />);
    const banner = screen.getByRole('region', {
      name: '3 change(s) conflict with a version saved elsewhere',
    });
    const courier = within(banner).getByRole('group', { name: 'Courier' });
    expect(courier).toHaveTextContent('Yours:SF Express');
    expect(courier).toHaveTextContent('Theirs:DHL');
    expect(within(banner).getByRole('group', { name: 'Number of boxes' })).toHaveTextContent(
      'Theirs:(empty)',
    );

    await userEvent.click(within(courier).getByRole('button', { name: 'Take theirs' }));
    expect(onChoose).toHaveBeenCalledWith('courier', 'theirs');
    expect(screen.queryByRole('group', { name: 'Courier' })).toBeNull();
    expect(
      screen.getByRole('region', { name: '2 change(s) conflict with a version saved elsewhere' }),
    ).toBeInTheDocument();

    const row = screen.getByRole('group', { name: 'Sample S-04' });
    await userEvent.click(within(row).getByRole('button', { name: 'Keep mine' }));
    expect(onChoose).toHaveBeenLastCalledWith('row-4', 'mine');
  });

  it('resolves every conflict at once, then shows nothing', async () => {
    const onKeepAllMine = jest.fn();
    const onTakeAllTheirs = jest.fn();
    render(<CountOnly onKeepAllMine={onKeepAllMine} onTakeAllTheirs={onTakeAllTheirs} />);
    expect(screen.getByRole('region')).toHaveTextContent('2 change(s) conflict');
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Take all theirs' }));
    expect(onTakeAllTheirs).toHaveBeenCalledTimes(1);
    expect(onKeepAllMine).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('speaks Chinese', () => {
    render(<Chinese />);
    expect(screen.getByRole('region', { name: '2 处修改与另一版本冲突' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部保留我的' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    for (const Story of [ListedConflicts, CountOnly, Chinese]) {
      const { container, unmount } = render(<Story />);
      expect(await axe(container)).toHaveNoViolations();
      unmount();
    }
  });
});
