import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/design-system/Exception.stories';

const { Forbidden, NotFound, WithoutAction, Chinese } = composeStories(stories);

describe('Exception', () => {
  it('shows the status as the page heading, the description and the way home', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you visited does not exist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back home' })).toBeInTheDocument();
  });

  it('names its region after the status', () => {
    render(<Forbidden />);
    expect(screen.getByRole('region', { name: '403' })).toBeInTheDocument();
  });

  it('shows the status and the description but no action when none is given', () => {
    render(<WithoutAction />);
    expect(screen.getByRole('region', { name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you visited does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows Chinese text', () => {
    render(<Chinese />);
    expect(screen.getByText('抱歉，你无权访问该页面')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Forbidden />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
