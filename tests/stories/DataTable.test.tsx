import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from '../../stories/design-system/DataTable.stories';

const {
  Default,
  Sorted,
  Selection,
  Loading,
  LoadingFirstPage,
  Empty,
  Error,
  Editable,
  ManyRows,
  LongLabels,
  Chinese,
  NarrowColumns,
} = composeStories(stories);

/** Data rows of the table body (header row and virtual spacers excluded). */
function bodyRows() {
  const [, ...rows] = within(screen.getByRole('table')).getAllByRole('row');
  return rows;
}

function firstCellTexts() {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('DataTable', () => {
  it('shows the first page with its total, named by its caption', () => {
    render(<Default />);
    expect(screen.getByRole('table', { name: 'Samples' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sample ID',
      'Name',
      'Project',
      'Status',
      'Concentration (ng/µL)',
      'Volume (µL)',
    ]);
    expect(bodyRows()).toHaveLength(10);
    expect(firstCellTexts()[0]).toBe('S-00001');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Total 95 items')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(within(nav).getByRole('option', { name: '20 / page' })).toBeInTheDocument();
  });

  it('sorts ascending, descending, then not at all when a header is clicked', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Default onChange={onChange} />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    const button = within(header).getByRole('button', { name: 'Name' });

    await user.click(button);
    expect(onChange).toHaveBeenLastCalledWith({
      pagination: { page: 1, size: 10 },
      sort: { field: 'name', order: 'asc' },
    });
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await user.click(button);
    expect(onChange).toHaveBeenLastCalledWith({
      pagination: { page: 1, size: 10 },
      sort: { field: 'name', order: 'desc' },
    });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCellTexts()[0]).toBe('S-00095');

    await user.click(button);
    expect(onChange).toHaveBeenLastCalledWith({
      pagination: { page: 1, size: 10 },
      sort: undefined,
    });
    expect(header).not.toHaveAttribute('aria-sort');
  });

  it('shows a controlled sort on its header', () => {
    render(<Sorted />);
    expect(screen.getByRole('columnheader', { name: 'Concentration (ng/µL)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
  });

  it('has no sort button on columns that are not sortable', () => {
    render(<Default />);
    expect(
      within(screen.getByRole('columnheader', { name: 'Project' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  });

  it('emits page size 20, then page 2 of size 20', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Default onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20 / page');
    expect(onChange).toHaveBeenLastCalledWith({
      pagination: { page: 1, size: 20 },
      sort: undefined,
    });
    expect(bodyRows()).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenLastCalledWith({
      pagination: { page: 2, size: 20 },
      sort: undefined,
    });
    expect(firstCellTexts()[0]).toBe('S-00021');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the sort when paging with next and previous', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Sorted onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({
      pagination: { page: 2, size: 10 },
      sort: { field: 'concentration', order: 'desc' },
    });
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith({
      pagination: { page: 1, size: 10 },
      sort: { field: 'concentration', order: 'desc' },
    });
  });

  it('shows the last page with the pages before it', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 9' })).toBeInTheDocument();
  });

  it('reports row selection and select-all of the page', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Selection selection={{ selectedKeys: ['S-00002'], onChange: onSelect }} />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(screen.getByRole('checkbox', { name: 'Select row S-00002' })).toBeChecked();
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Select row S-00003' }));
    expect(onSelect).toHaveBeenLastCalledWith(['S-00002', 'S-00003']);

    await user.click(screen.getByRole('checkbox', { name: 'Select row S-00002' }));
    expect(onSelect).toHaveBeenLastCalledWith(['S-00003']);

    await user.click(all);
    expect(onSelect).toHaveBeenLastCalledWith(
      Array.from({ length: 10 }, (_, i) => `S-${String(i + 1).padStart(5, '0')}`),
    );
    expect(all).toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);

    await user.click(all);
    expect(onSelect).toHaveBeenLastCalledWith([]);
  });

  it('keeps keys of other pages when selecting all on a page', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Selection selection={{ selectedKeys: ['S-00050'], onChange: onSelect }} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelect.mock.calls.at(-1)?.[0]).toEqual(
      expect.arrayContaining(['S-00050', 'S-00001', 'S-00010']),
    );
    expect(onSelect.mock.calls.at(-1)?.[0]).toHaveLength(11);
  });

  it('marks created, changed and deleted rows', () => {
    render(<Editable />);
    const byKey = (text: string) =>
      bodyRows().find((row) => within(row).queryByText(text)) as HTMLElement;
    expect(within(byKey('NEW-1')).getByText('New row')).toBeInTheDocument();
    expect(byKey('NEW-1')).toHaveAttribute('data-status', 'create');
    expect(within(byKey('S-00003')).getByText('Changed row')).toBeInTheDocument();
    expect(within(byKey('S-00004')).getByText('Deleted row')).toBeInTheDocument();
    expect(byKey('S-00004')).toHaveAttribute('data-status', 'delete');
    expect(byKey('S-00001')).not.toHaveAttribute('data-status');
    expect(screen.queryByRole('textbox', { name: 'Name S-00004' })).not.toBeInTheDocument();
  });

  it('reports an edit of an existing row as an update', async () => {
    const user = userEvent.setup();
    const onRowChange = jest.fn();
    render(<Editable onRowChange={onRowChange} />);
    const input = screen.getByRole('textbox', { name: 'Name S-00001' });
    await user.clear(input);
    await user.type(input, 'Blood 7');
    expect(input).toHaveValue('Blood 7');
    expect(onRowChange).toHaveBeenLastCalledWith('S-00001', {
      name: 'Blood 7',
      _status: 'update',
    });
  });

  it('keeps a created row created when it is edited, and reports numbers as numbers', async () => {
    const user = userEvent.setup();
    const onRowChange = jest.fn();
    render(<Editable onRowChange={onRowChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Concentration (ng/µL) NEW-1' });
    await user.clear(input);
    expect(onRowChange).toHaveBeenLastCalledWith('NEW-1', {
      concentration: null,
      _status: 'create',
    });
    await user.type(input, '8.25');
    expect(onRowChange).toHaveBeenLastCalledWith('NEW-1', {
      concentration: 8.25,
      _status: 'create',
    });
  });

  it('passes custom editors the value and a callback', async () => {
    const user = userEvent.setup();
    const onRowChange = jest.fn();
    render(<Editable onRowChange={onRowChange} />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Project S-00002' }),
      'Wheat GBS',
    );
    expect(onRowChange).toHaveBeenLastCalledWith('S-00002', {
      project: 'Wheat GBS',
      _status: 'update',
    });
    expect(screen.getByRole('combobox', { name: 'Project S-00002' })).toHaveValue('Wheat GBS');
  });

  it('keeps rows visible and marks the table busy while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(1);
  });

  it('keeps the rows last shown while the caller reloads with no rows', () => {
    const { rerender } = render(<Default />);
    rerender(<Default rows={[]} loading />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows loading text before the first page arrives', () => {
    render(<LoadingFirstPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('shows the empty state', () => {
    render(<Empty />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.getByText('Total 0 items')).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows a custom empty text', () => {
    render(<Empty emptyText="No samples yet" />);
    expect(screen.getByText('No samples yet')).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('shows the error with a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<Error onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load data');
    expect(alert).toHaveTextContent('Request failed with status code 500');
    expect(screen.queryByText('S-00001')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders only a window of 10,000 virtual rows and tells the total', () => {
    render(<ManyRows />);
    const table = screen.getByRole('table', { name: 'All samples' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = table.querySelectorAll('tbody tr:not([data-spacer])');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('region', { name: 'All samples' })).toHaveAttribute('tabindex', '0');
  });

  it('renders the rows scrolled to', () => {
    render(<ManyRows />);
    const region = screen.getByRole('region', { name: 'All samples' });
    act(() => {
      region.scrollTop = 44 * 5000;
      fireEvent.scroll(region);
    });
    const rows = Array.from(
      screen.getByRole('table').querySelectorAll('tbody tr:not([data-spacer])'),
    );
    const indexes = rows.map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(indexes).toContain(5002);
    expect(rows.length).toBeLessThan(100);
    expect(screen.getByText('S-05001')).toBeInTheDocument();
  });

  it('sorts client-side rows itself', async () => {
    const user = userEvent.setup();
    render(<ManyRows />);
    const button = screen.getByRole('button', { name: 'Sample ID' });
    await user.click(button);
    await user.click(button);
    expect(screen.getByRole('columnheader', { name: 'Sample ID' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const first = screen.getByRole('table').querySelector('tbody tr:not([data-spacer]) td');
    expect(first).toHaveTextContent('S-10000');
  });

  it('gives columns their width, 200 px by default', () => {
    const { container } = render(<Default />);
    const widths = Array.from(container.querySelectorAll('col')).map((col) => col.style.width);
    expect(widths).toEqual(['120px', '200px', '170px', '130px', '210px', '120px']);
  });

  it('uses explicit narrow widths', () => {
    const { container } = render(<NarrowColumns />);
    const widths = Array.from(container.querySelectorAll('col')).map((col) => col.style.width);
    expect(widths).toEqual(['80px', '90px', '100px', '70px', '60px']);
    expect(screen.getByRole('table')).toHaveStyle({ width: '400px' });
  });

  it('shows long labels', () => {
    render(<LongLabels />);
    expect(screen.getByText('Showing 4 samples registered in this project')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '50 samples on each page' })).toBeInTheDocument();
  });

  it('shows Chinese labels', async () => {
    const user = userEvent.setup();
    render(<Chinese />);
    expect(screen.getByRole('table', { name: '样本列表' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 95 条')).toBeInTheDocument();
    expect(within(nav).getByRole('combobox', { name: '每页条数' })).toHaveDisplayValue('10 条/页');
    expect(within(nav).getByRole('button', { name: '下一页' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '选择行 S-00001' })).toBeChecked();
    await user.click(within(nav).getByRole('button', { name: '第 2 页' }));
    const firstRow = bodyRows()[0] as HTMLElement;
    expect(within(firstRow).getByText('S-00011')).toBeInTheDocument();
    expect(within(firstRow).getByText('人类全基因组')).toBeInTheDocument();
  });

  it.each([
    ['Default', Default],
    ['Selection', Selection],
    ['Editable', Editable],
    ['ManyRows', ManyRows],
    ['Error', Error],
    ['Loading', Loading],
    ['Empty', Empty],
  ])('%s has no accessibility violations', async (_, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
