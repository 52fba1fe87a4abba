import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { badgeText } from '../../design-system';
import * as stories from '../../stories/design-system/NotificationBadge.stories';

const {
  NoneUnread,
  ThreeUnread,
  ManyUnread,
  Disabled,
  ChineseNoneUnread,
  ChineseThreeUnread,
  ChineseManyUnread,
} = composeStories(stories);

describe('NotificationBadge', () => {
  it('names the bell with the unread count and shows the number', () => {
    render(<ThreeUnread />);
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
  });

  it('shows no badge and a plain name when nothing is unread', () => {
    render(<NoneUnread />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
  });

  it('caps the badge at 99+ but keeps the exact count in the name', () => {
    render(<ManyUnread />);
    const bell = screen.getByRole('button', { name: 'Notifications, 120 unread' });
    expect(bell).toHaveTextContent('99+');
  });

  it('speaks Chinese with the labels it is given', () => {
    const { unmount } = render(<ChineseThreeUnread />);
    expect(screen.getByRole('button', { name: '通知，3 条未读' })).toHaveTextContent('3');
    unmount();
    render(<ChineseManyUnread />);
    expect(screen.getByRole('button', { name: '通知，120 条未读' })).toHaveTextContent('99+');
  });

  it('names the bell in Chinese when nothing is unread', () => {
    render(<ChineseNoneUnread />);
    expect(screen.getByRole('button', { name: '通知' })).toBeInTheDocument();
  });

  it('calls onClick when pressed with the mouse or the keyboard', async () => {
    const onClick = jest.fn();
    render(<ThreeUnread onClick={onClick} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not react when disabled', async () => {
    const onClick = jest.fn();
    render(<Disabled onClick={onClick} />);
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toBeDisabled();
    await userEvent.click(bell);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes trigger attributes to the button', () => {
    render(<ThreeUnread aria-expanded aria-haspopup="dialog" />);
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('formats the badge text', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12, 9)).toBe('9+');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ThreeUnread />);
    expect(await axe(container)).toHaveNoViolations();
    const many = render(<ChineseManyUnread />);
    expect(await axe(many.container)).toHaveNoViolations();
  });
});
