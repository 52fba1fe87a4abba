import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from '../../stories/design-system/Lov.stories';
import { loadData, COMPANIES } from '../../stories/design-system/lovFixtures';

const {
  ClosedWithValue,
  Empty,
  Disabled,
  ModalOpen,
  Loading,
  UndefinedView,
  Tree,
  TreeField,
  ChineseField,
  Chinese,
  ChineseUndefinedView,
} = composeStories(stories);

async function openCompanies(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose a company' });
  await within(dialog).findByRole('row', { name: /Beijing Genomics Co\./ });
  return dialog;
}

describe('Lov', () => {
  it('shows the display value in the field named by its label', () => {
    render(<ClosedWithValue />);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Shanghai Genomics Co.');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('clears the value with the clear button', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ClosedWithValue onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(null, null);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('');
  });

  it('has no clear button while empty', () => {
    render(<Empty />);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('opens the modal titled by the view with the first page of rows, page index 0', async () => {
    const user = userEvent.setup();
    const spy = jest.fn(loadData);
    render(<Empty loadData={spy} />);
    const dialog = await openCompanies(user);
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ viewCode: 'HPFM.COMPANY', pageSize: 5 }),
      { filter: {}, page: 0, size: 5 },
    );
    const grid = within(dialog).getByRole('grid', { name: 'Choose a company' });
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(within(grid).getByRole('columnheader', { name: 'Company name' })).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 3, 12 rows')).toBeInTheDocument();
  });

  it('pages through the rows, sending the next page index', async () => {
    const user = userEvent.setup();
    const spy = jest.fn(loadData);
    render(<Empty loadData={spy} />);
    const dialog = await openCompanies(user);
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByRole('row', { name: /Hangzhou/ })).toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith(expect.anything(), { filter: {}, page: 1, size: 5 });
    expect(within(dialog).queryByRole('row', { name: /Beijing/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Page 2 of 3, 12 rows')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('Page 3 of 3, 12 rows')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('queries with the inline query form from page 0', async () => {
    const user = userEvent.setup();
    const spy = jest.fn(loadData);
    render(<Empty loadData={spy} />);
    const dialog = await openCompanies(user);
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('Page 2 of 3, 12 rows');
    await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), 'zhen{Enter}');
    expect(await within(dialog).findByText('Page 1 of 1, 1 rows')).toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith(expect.anything(), {
      filter: { companyName: 'zhen' },
      page: 0,
      size: 5,
    });
    expect(within(dialog).getByRole('row', { name: /Shenzhen/ })).toBeInTheDocument();
  });

  it('queries without submitting a form the Lov sits in', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Empty />
      </form>,
    );
    const dialog = await openCompanies(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), 'zhen{Enter}');
    expect(await within(dialog).findByText('Page 1 of 1, 1 rows')).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('selects a row on click and chooses it with OK', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Empty onChange={onChange} />);
    const dialog = await openCompanies(user);
    const row = within(dialog).getByRole('row', { name: /Tianjin/ });
    expect(row).toHaveAttribute('aria-selected', 'false');
    await user.click(row);
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith(3, COMPANIES[2]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Tianjin Genomics Co.');
  });

  it('selects and closes on double-click', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Empty onChange={onChange} />);
    const dialog = await openCompanies(user);
    await user.dblClick(within(dialog).getByRole('row', { name: /Guangzhou/ }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(4, COMPANIES[3]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Guangzhou Genomics Co.');
  });

  it('warns when OK is pressed with nothing selected and stays open', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Empty onChange={onChange} />);
    const dialog = await openCompanies(user);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a record');
    expect(screen.getByRole('dialog', { name: 'Choose a company' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('row', { name: /Beijing/ }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Cancel without changing the value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ClosedWithValue onChange={onChange} />);
    const dialog = await openCompanies(user);
    await user.click(within(dialog).getByRole('row', { name: /Beijing/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Shanghai Genomics Co.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company' })).toHaveFocus());
  });

  it('chooses the focused row with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Empty onChange={onChange} />);
    screen.getByRole('textbox', { name: 'Company' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a company' });
    const first = await within(dialog).findByRole('row', { name: /Beijing/ });
    first.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(2, COMPANIES[1]);
  });

  it('cannot be opened or cleared when disabled', async () => {
    const user = userEvent.setup();
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: 'Company' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Company' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is 720 px wide for columns of 160 and 260 px (their sum plus 300)', async () => {
    render(<ModalOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a company' });
    await within(dialog).findByRole('row', { name: /Beijing/ });
    expect(dialog).toHaveAttribute('data-width', '720');
    expect(dialog.style.getPropertyValue('--lov-modal-width')).toBe('720px');
  });

  it('shows the loading message while the view loads', async () => {
    render(<Loading />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('lov HPFM.COMPANY loading...');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeDisabled();
  });

  it('tells that an unknown view is not defined', async () => {
    render(<UndefinedView />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Value list view not defined: HPFM.NO_SUCH_VIEW, please maintain the value list view!',
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows plain-array data as a tree that expands and collapses', async () => {
    const user = userEvent.setup();
    render(<Tree />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a department' });
    expect(dialog).toHaveAttribute('data-width', '700');
    const tree = await within(dialog).findByRole('treegrid');
    const research = within(tree).getByRole('row', { name: /Research/ });
    expect(research).toHaveAttribute('aria-expanded', 'false');
    expect(research).toHaveAttribute('aria-level', '1');
    expect(within(tree).queryByRole('row', { name: /Sequencing/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Page 1/)).not.toBeInTheDocument();
    await user.click(within(tree).getByRole('button', { name: 'Expand Research' }));
    expect(research).toHaveAttribute('aria-expanded', 'true');
    expect(research).toHaveAttribute('aria-selected', 'false');
    expect(within(tree).getByRole('row', { name: /Sequencing/ })).toHaveAttribute(
      'aria-level',
      '2',
    );
    await user.click(within(tree).getByRole('button', { name: 'Expand Bioinformatics' }));
    expect(within(tree).getByRole('row', { name: /Pipelines/ })).toHaveAttribute('aria-level', '3');
    await user.click(within(tree).getByRole('button', { name: 'Collapse Research' }));
    expect(within(tree).queryByRole('row', { name: /Pipelines/ })).not.toBeInTheDocument();
  });

  it('chooses a child row of a tree by double-click', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TreeField onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const tree = await screen.findByRole('treegrid');
    await user.click(within(tree).getByRole('button', { name: 'Expand Research' }));
    await user.dblClick(within(tree).getByRole('row', { name: /Sequencing/ }));
    expect(onChange).toHaveBeenCalledWith(11, {
      unitId: 11,
      unitCode: 'RD-SEQ',
      unitName: 'Sequencing',
    });
    expect(screen.getByRole('textbox', { name: 'Department' })).toHaveValue('Sequencing');
  });

  it('shows Chinese texts', async () => {
    const user = userEvent.setup();
    render(<ChineseField />);
    expect(screen.getByRole('textbox', { name: '公司' })).toHaveValue('北京基因科技有限公司');
    expect(screen.getByRole('button', { name: '清除' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查询' }));
    const dialog = await screen.findByRole('dialog', { name: '选择公司' });
    await within(dialog).findByRole('row', { name: /上海基因科技有限公司/ });
    expect(within(dialog).getByText('第 1 / 3 页，共 12 条')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请选择一条记录');
  });

  it('shows the Chinese modal and undefined-view message', async () => {
    const { unmount } = render(<Chinese />);
    const dialog = await screen.findByRole('dialog', { name: '选择公司' });
    expect(await within(dialog).findByRole('columnheader', { name: '公司名称' })).toBeVisible();
    unmount();
    render(<ChineseUndefinedView />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '值集视图未定义: HPFM.NO_SUCH_VIEW, 请维护值集视图!',
    );
  });

  it('has no accessibility violations as a field', async () => {
    const { container } = render(<ClosedWithValue />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no accessibility violations with the modal open', async () => {
    render(<ModalOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a company' });
    await within(dialog).findByRole('row', { name: /Beijing/ });
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('has no accessibility violations as a tree', async () => {
    const user = userEvent.setup();
    render(<Tree />);
    const tree = await screen.findByRole('treegrid');
    await user.click(within(tree).getByRole('button', { name: 'Expand Research' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
