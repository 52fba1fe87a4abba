import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/design-system/StatusBadge.stories';
import { statusTone } from '../../design-system';

const { Success, Error, Processing, Default, CodeAsLabel, Chinese, AllCodes } =
  composeStories(stories);

describe('StatusBadge', () => {
  it.each([
    [Success, 'Succeeded', 'success'],
    [Error, 'Failed', 'error'],
    [Processing, 'Running', 'processing'],
    [Default, 'Pending', 'default'],
    [Chinese, '执行失败', 'error'],
  ])('shows its label with the tone of its status', async (Story, label, tone) => {
    render(<Story />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
  });

  it('shows the status code when no label is given', () => {
    render(<CodeAsLabel />);
    expect(screen.getByText('PART')).toHaveAttribute('data-tone', 'processing');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<AllCodes />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('statusTone', () => {
  it.each([
    ['S', 'success'],
    ['SUCCESS', 'success'],
    ['COMPLETE', 'success'],
    ['F', 'error'],
    ['ERROR', 'error'],
    ['FAILED', 'error'],
    ['RUNNING', 'processing'],
    ['RUNING', 'processing'],
    ['PART', 'processing'],
    ['P', 'default'],
    ['PENDING', 'default'],
    ['NEW', 'default'],
    ['UNEXECUTE', 'default'],
    ['success', 'success'],
    ['anything else', 'default'],
  ])('maps %s to %s', (code, tone) => {
    expect(statusTone(code)).toBe(tone);
  });

  it('treats a missing status as default', () => {
    expect(statusTone(null)).toBe('default');
    expect(statusTone(undefined)).toBe('default');
  });
});
