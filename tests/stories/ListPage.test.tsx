import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from '../../stories/app/ListPage.stories';

const {
  Loaded,
  Empty,
  Loading,
  LoadFailed,
  Operator,
  Selected,
  CreateRefused,
  EditDialog,
  Chinese,
  ChineseOperator,
} = composeStories(stories);

describe('App/ListPage stories', () => {
  it('Loaded: the countries with every action, and no accessibility violations', async () => {
    const { container } = render(<Loaded />);
    expect(screen.getByRole('heading', { name: 'Countries', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Argentina')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
    expect(screen.getByText('Total 18 items')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Empty, Loading and LoadFailed show their states', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    unmount();
    const loading = render(<Loading />);
    expect(screen.queryByText('Argentina')).not.toBeInTheDocument();
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    loading.unmount();
    render(<LoadFailed />);
    expect(
      screen.getByText('You do not have the permission hpfm.country.list-query'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('Operator: Create disabled, Delete hidden in the toolbar and the rows', () => {
    render(<Operator />);
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
    const row = screen.getByRole('group', { name: 'Actions of Argentina' });
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('Selected: bulk actions act on the selection; a row click selects through the store', async () => {
    const user = userEvent.setup();
    render(<Selected />);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Delete the 3 selected records?' }),
    ).toBeInTheDocument();
  });

  it('CreateRefused and EditDialog show the dialog states', async () => {
    const { unmount } = render(<CreateRefused />);
    // The dialog's chunk is loaded (and, with a cold cache, compiled) the first time: slow on
    // a busy machine.
    const create = await screen.findByRole(
      'dialog',
      { name: 'Create country' },
      { timeout: 15000 },
    );
    expect(within(create).getByRole('alert')).toHaveTextContent('Country code CN already exists');
    expect(await axe(create)).toHaveNoViolations();
    unmount();
    render(<EditDialog />);
    const edit = await screen.findByRole('dialog', { name: 'Edit country' });
    expect(within(edit).getByRole('textbox', { name: 'Country code' })).toHaveValue('CN');
    expect(within(edit).getByRole('textbox', { name: 'Country code' })).toHaveAttribute('readonly');
  });

  it('Chinese and ChineseOperator use the Chinese labels', () => {
    const { unmount } = render(<Chinese />);
    expect(screen.getByRole('heading', { name: '国家地区' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建' })).toBeEnabled();
    expect(screen.getByText('共 18 条')).toBeInTheDocument();
    unmount();
    render(<ChineseOperator />);
    expect(screen.getByRole('button', { name: '新建' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '删除所选' })).not.toBeInTheDocument();
  });
});
