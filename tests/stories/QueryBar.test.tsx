import { composeStories } from '@storybook/react-vite';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { AnySchema } from 'yup';
import { useQueryForm } from '../../design-system/QueryBar/useQueryForm';
import * as stories from '../../stories/design-system/QueryBar.stories';

const { ThreeFields, SixFieldsCollapsed, SixFieldsExpanded, ValidationError, LongLabels, Chinese } =
  composeStories(stories);

describe('QueryBar', () => {
  it('searches with the typed filter, the sort and page 1, leaving out empty values', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<ThreeFields onSearch={onSearch} sort={{ field: 'batchNo', order: 'desc' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Batch number' }), 'B7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'RECEIVED');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith({
      filter: { batchNo: 'B7', status: 'RECEIVED' },
      sort: { field: 'batchNo', order: 'desc' },
      pagination: { page: 1, size: 10 },
    });
  });

  it('searches when Enter is pressed in a field, with the page size given', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<SixFieldsCollapsed onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: 'Batch number' }), 'B8{Enter}');
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        filter: { batchNo: 'B8', status: 'SUBMITTED' },
        sort: undefined,
        pagination: { page: 1, size: 20 },
      }),
    );
  });

  it('does not search on Enter while a value is invalid, and shows the error', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<ThreeFields onSearch={onSearch} />);
    const batch = screen.getByRole('textbox', { name: 'Batch number' });
    await user.type(batch, 'BATCH-2024-000123{Enter}');
    expect(await screen.findByText('At most 12 characters')).toBeInTheDocument();
    expect(batch).toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(batch);
    await user.type(batch, 'B1{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
  });

  it('shows a field’s error once the field is left, not while it is typed in', async () => {
    const user = userEvent.setup();
    render(<ThreeFields />);
    const batch = screen.getByRole('textbox', { name: 'Batch number' });
    await user.type(batch, 'BATCH-2024-000123');
    expect(screen.queryByText('At most 12 characters')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('At most 12 characters')).toBeInTheDocument();
    await user.clear(batch);
    await waitFor(() =>
      expect(screen.queryByText('At most 12 characters')).not.toBeInTheDocument(),
    );
  });

  it('keeps a typed field quiet when the window, not the user, leaves it', async () => {
    const user = userEvent.setup();
    render(<ThreeFields />);
    const batch = screen.getByRole('textbox', { name: 'Batch number' });
    await user.type(batch, 'BATCH-2024-000123');
    // The user switches to another window: the field loses focus while the page has none.
    const hasFocus = jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    act(() => batch.blur());
    hasFocus.mockRestore();
    expect(screen.queryByText('At most 12 characters')).not.toBeInTheDocument();
    // Back on the page, leaving the field is the user's doing.
    await user.click(batch);
    await user.tab();
    expect(await screen.findByText('At most 12 characters')).toBeInTheDocument();
  });

  it('throws the fault of a schema that fails by itself, rather than reading it as field errors', async () => {
    const fault = new TypeError('broken schema');
    const schema = { validate: () => Promise.reject(fault) } as unknown as AnySchema;
    const { result } = renderHook(() => useQueryForm({ batchNo: 'B1' }, schema, false));
    await expect(result.current.submit()).rejects.toBe(fault);
  });

  it('shows only the first 3 fields until View more is pressed', async () => {
    const user = userEvent.setup();
    render(<SixFieldsCollapsed />);
    expect(screen.getByRole('textbox', { name: 'Batch number' })).toBeInTheDocument();
    expect(screen.getByLabelText('Submitted from')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Project code' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'View more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Project code' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Min. concentration' })).toBeInTheDocument();
    const collapse = screen.getByRole('button', { name: 'Collapse' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);
    expect(screen.queryByRole('textbox', { name: 'Project code' })).not.toBeInTheDocument();
  });

  it('shows all 3 fields and its buttons, with no View more toggle', () => {
    render(<ThreeFields />);
    expect(screen.getByRole('textbox', { name: 'Batch number' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();
    expect(screen.getByLabelText('Submitted from')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collapse' })).not.toBeInTheDocument();
  });

  it('opens the hidden fields when one of them stops a search', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<SixFieldsCollapsed onSearch={onSearch} initialValues={{ projectCode: 'X1' }} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('A P followed by 4 digits')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Collapse' })).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('resets to the initial values and reports the initial query to onReset', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    const onReset = jest.fn();
    render(<SixFieldsCollapsed onSearch={onSearch} onReset={onReset} />);
    const batch = screen.getByRole('textbox', { name: 'Batch number' });
    await user.type(batch, 'B9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'DRAFT');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(batch).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('SUBMITTED');
    expect(onReset).toHaveBeenCalledWith({
      filter: { status: 'SUBMITTED' },
      sort: undefined,
      pagination: { page: 1, size: 20 },
    });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with the initial filter on reset when there is no onReset', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<ThreeFields onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: 'Batch number' }), 'B9');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSearch).toHaveBeenCalledWith({
      filter: {},
      sort: undefined,
      pagination: { page: 1, size: 10 },
    });
  });

  it('starts expanded when asked to', () => {
    render(<SixFieldsExpanded />);
    expect(screen.getByRole('textbox', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the errors of invalid initial values', async () => {
    render(<ValidationError />);
    expect(await screen.findByText('At most 12 characters')).toBeInTheDocument();
    expect(screen.getByText('A P followed by 4 digits')).toBeInTheDocument();
    expect(screen.getByText('Must not be negative')).toBeInTheDocument();
  });

  it('names fields after long labels', () => {
    render(<LongLabels />);
    expect(
      screen.getByRole('textbox', { name: 'Quality-control verdict of the sample' }),
    ).toBeInTheDocument();
  });

  it('shows Chinese labels and buttons', async () => {
    const user = userEvent.setup();
    render(<Chinese />);
    expect(screen.getByRole('search', { name: '查询' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '批次号' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查询' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重置' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '更多查询' }));
    expect(screen.getByRole('button', { name: '收起查询' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '项目编号' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<SixFieldsCollapsed />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no accessibility violations when showing errors', async () => {
    const { container } = render(<ValidationError />);
    await screen.findByText('At most 12 characters');
    expect(await axe(container)).toHaveNoViolations();
  });
});
