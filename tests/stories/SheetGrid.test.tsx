import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { SheetRow } from '../../design-system';
import * as stories from '../../stories/design-system/SheetGrid.stories';

const {
  Empty,
  FewRows,
  ErrorsAndWarnings,
  ReadOnlyColumn,
  SelectColumn,
  BulkEditOpen,
  Chinese,
  FiveThousandRows,
  Conflicts,
} = composeStories(stories);

function cell(row: number, col: number): HTMLElement {
  const rows = within(screen.getByRole('grid')).getAllByRole('row');
  const target = rows[row]; // rows[0] is the header row
  if (!target) throw new Error(`no row ${row}`);
  const cells = within(target).getAllByRole('gridcell');
  const found = cells[col - 1];
  if (!found) throw new Error(`no cell ${row}:${col}`);
  return found;
}

/** The rendered cell at 0-based (`row`, `col`), found as the browser tests find it, or null. */
function cellAt(row: number, col: number): HTMLElement | null {
  return screen
    .getByRole('grid')
    .querySelector<HTMLElement>(`td[role="gridcell"][data-row="${row}"][data-col="${col}"]`);
}

/** The 0-based indexes of the rendered body rows. */
function renderedRows(): number[] {
  return Array.from(screen.getByRole('grid').querySelectorAll('tbody tr[aria-rowindex]')).map(
    (row) => Number(row.getAttribute('aria-rowindex')) - 2,
  );
}

function lastRows(onChange: jest.Mock): SheetRow[] {
  const calls = onChange.mock.calls;
  return calls[calls.length - 1]?.[0] as SheetRow[];
}

describe('SheetGrid', () => {
  it('is a grid named by its caption with one tabbable cell that arrows move', async () => {
    render(<FewRows />);
    const grid = screen.getByRole('grid', { name: 'Samples' });
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((c) => c.tabIndex === 0),
    ).toHaveLength(1);

    await userEvent.tab(); // Add row
    await userEvent.tab(); // Remove row
    await userEvent.tab(); // Fill down
    for (let i = 0; i < 4; i += 1) await userEvent.tab(); // the header buttons
    await userEvent.tab();
    expect(cell(1, 1)).toHaveFocus();
    expect(cell(1, 1)).toHaveTextContent('S01');

    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(cell(2, 2)).toHaveFocus();
    expect(cell(2, 2)).toHaveAttribute('tabindex', '0');
    expect(cell(1, 1)).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(cell(2, 4)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}'); // stays on the last column
    expect(cell(2, 4)).toHaveFocus();
    await userEvent.keyboard('{Control>}{ArrowDown}{/Control}');
    expect(cell(3, 4)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(cell(1, 1)).toHaveFocus();
    expect(screen.getByRole('rowheader', { name: 'Row 2' })).toHaveTextContent('2');
  });

  it('edits by typing; Enter commits and moves down, and onChange gets the new rows', async () => {
    const onChange = jest.fn();
    render(<FewRows onChange={onChange} />);
    await userEvent.click(cell(2, 3));
    await userEvent.keyboard('7');
    const input = screen.getByRole('textbox', { name: 'Conc. (ng/uL), row 2' });
    expect(input).toHaveFocus();
    await userEvent.keyboard('5.5{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    const rows = lastRows(onChange);
    expect(rows[1]).toEqual({ name: 'S02', type: 'DNA', concentration: '75.5', volume: '20' });
    expect(rows[0]).toBe(FewRows.args.rows?.[0]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(cell(2, 3)).toHaveTextContent('75.5');
    expect(cell(3, 3)).toHaveFocus();
  });

  it('Enter edits the current value, Tab commits and moves right, Escape cancels', async () => {
    const onChange = jest.fn();
    render(<FewRows onChange={onChange} />);
    await userEvent.click(cell(1, 1));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Sample name, row 1' })).toHaveValue('S01');
    await userEvent.keyboard('-a{Tab}');
    expect(lastRows(onChange)[0]?.name).toBe('S01-a');
    expect(cell(1, 2)).toHaveFocus();

    await userEvent.keyboard('X{Escape}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(cell(1, 2)).toHaveTextContent('DNA');
    expect(cell(1, 2)).toHaveFocus();

    await userEvent.keyboard('{Delete}');
    expect(lastRows(onChange)[0]?.type).toBe('');
  });

  it('pastes a block from a spreadsheet at row 2, column 1, adding a row when needed', async () => {
    const onChange = jest.fn();
    render(<FewRows onChange={onChange} rows={FewRows.args.rows?.slice(0, 2)} />);
    await userEvent.click(cell(2, 1));
    await userEvent.paste('a\tb\nc\td');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastRows(onChange)).toEqual([
      { name: 'S01', type: 'DNA', concentration: '52.5', volume: '20' },
      { name: 'a', type: 'b', concentration: '48', volume: '20' },
      { name: 'c', type: 'd', concentration: '', volume: '' },
    ]);
    expect(cell(3, 1)).toHaveTextContent('c');
    expect(cell(3, 2)).toHaveTextContent('d');
  });

  it('ignores pasted cells past the last column and in read-only columns', async () => {
    const onChange = jest.fn();
    render(<ReadOnlyColumn onChange={onChange} />);
    await userEvent.click(cell(1, 4));
    await userEvent.paste('30\t9.99\textra');
    const rows = lastRows(onChange);
    expect(rows[0]).toEqual({
      name: 'S01',
      type: 'DNA',
      concentration: '52.5',
      volume: '30',
      total: '1.05',
    });
    expect(rows).toHaveLength(3);
  });

  it('fills down with Ctrl+D and with the button', async () => {
    const onChange = jest.fn();
    render(<FewRows onChange={onChange} />);
    await userEvent.click(cell(1, 4));
    await userEvent.keyboard('{Enter}{Control>}a{/Control}35{Enter}');
    await userEvent.keyboard('{ArrowUp}{Control>}d{/Control}');
    expect(lastRows(onChange).map((row) => row.volume)).toEqual(['35', '35', '35']);

    await userEvent.click(cell(2, 3));
    await userEvent.click(screen.getByRole('button', { name: 'Fill down' }));
    expect(lastRows(onChange).map((row) => row.concentration)).toEqual(['52.5', '48', '48']);
  });

  it("'Set whole column' applies a value to every row", async () => {
    const onChange = jest.fn();
    render(<FewRows onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set whole column: Volume (uL)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set whole column: Volume (uL)' });
    await userEvent.type(within(dialog).getByLabelText('Value'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(lastRows(onChange).map((row) => row.volume)).toEqual(['25', '25', '25']);
    // It leaves the document when its exit (animation) is over.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('bulk-sets a select column from its open popover', async () => {
    const onChange = jest.fn();
    render(<BulkEditOpen onChange={onChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Set whole column: Sample type' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Value'), 'Library');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(lastRows(onChange).map((row) => row.type)).toEqual(['Library', 'Library', 'Library']);
  });

  it('edits a select cell with a list and stores pasted labels as option values', async () => {
    const onChange = jest.fn();
    render(<SelectColumn onChange={onChange} />);
    await userEvent.click(cell(3, 2));
    await userEvent.keyboard('{Enter}');
    const list = screen.getByRole('combobox', { name: 'Sample type, row 3' });
    await userEvent.selectOptions(list, 'Blood');
    await userEvent.keyboard('{Enter}');
    expect(lastRows(onChange)[2]?.type).toBe('Blood');
    expect(cell(3, 2)).toHaveTextContent('Blood');
    await userEvent.click(cell(1, 3));
    await userEvent.paste('water\ntris-hcl');
    expect(lastRows(onChange).map((row) => row.buffer)).toEqual(['Water', 'Tris-HCl', '']);
  });

  it('adds and removes rows', async () => {
    const onChange = jest.fn();
    render(<FewRows onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(lastRows(onChange)).toHaveLength(4);
    expect(lastRows(onChange)[3]).toEqual({ name: '', type: '', concentration: '', volume: '' });
    await userEvent.click(cell(2, 1));
    await userEvent.click(screen.getByRole('button', { name: 'Remove row' }));
    expect(lastRows(onChange).map((row) => row.name)).toEqual(['S01', 'S03', '']);
  });

  it('shows one empty row when there are none, and cannot remove it', async () => {
    const onChange = jest.fn();
    render(<Empty onChange={onChange} />);
    expect(within(screen.getByRole('grid')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove row' })).toBeDisabled();
    await userEvent.click(cell(1, 1));
    await userEvent.keyboard('S01{Enter}');
    expect(lastRows(onChange)).toEqual([{ name: 'S01', type: '', concentration: '', volume: '' }]);
  });

  it('marks errors invalid and describes every issue with its message', async () => {
    render(<ErrorsAndWarnings />);
    const duplicate = cell(2, 1);
    expect(duplicate).toHaveAttribute('aria-invalid', 'true');
    expect(duplicate).toHaveAccessibleDescription('Duplicate sample name (S01, row 1)');
    const warning = cell(3, 3);
    expect(warning).not.toHaveAttribute('aria-invalid');
    expect(warning).toHaveAccessibleDescription('More than 2 decimals will be rounded');
    expect(warning).toHaveAttribute('data-severity', 'warning');
    expect(cell(1, 1)).not.toHaveAttribute('aria-invalid');
    expect(cell(1, 1)).not.toHaveAccessibleDescription();

    await userEvent.click(cell(3, 4));
    await userEvent.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Volume (uL), row 3' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('At least 10 uL');
  });

  it('uses the Chinese labels', async () => {
    render(<Chinese />);
    expect(screen.getByRole('grid', { name: '样品信息' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '向下填充' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '整列设置：体积 (uL)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '第 3 行' })).toBeInTheDocument();
    await userEvent.click(cell(3, 4));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: '体积 (uL)，第 3 行' })).toHaveAccessibleDescription(
      '体积不能小于 10 uL',
    );
  });

  it('has no axe violations, with issues and with the popover open', async () => {
    const { container, unmount } = render(<ErrorsAndWarnings />);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const open = render(<BulkEditOpen />);
    const dialog = await screen.findByRole('dialog');
    expect(await axe(open.container)).toHaveNoViolations();
    expect(await axe(dialog)).toHaveNoViolations();
  });

  describe('conflicting cells', () => {
    it('show their own value beside the other version and a choice of each', async () => {
      const onResolve = jest.fn();
      const onChange = jest.fn();
      render(<Conflicts onResolveConflict={onResolve} onChange={onChange} />);
      const volume = cell(1, 4);
      expect(volume).toHaveAttribute('data-conflict');
      expect(volume).toHaveAccessibleDescription('Also changed elsewhere, to 25: choose one');
      expect(within(volume).getByRole('button', { name: 'Keep mine: 30' })).toBeVisible();
      expect(within(volume).getByRole('button', { name: 'Take theirs: 25' })).toHaveTextContent(
        '25',
      );
      // An empty value on the other side says so.
      expect(
        within(cell(3, 3)).getByRole('button', { name: 'Take theirs: (empty)' }),
      ).toBeInTheDocument();
      expect(cell(2, 4)).not.toHaveAttribute('data-conflict');

      await userEvent.click(within(volume).getByRole('button', { name: 'Take theirs: 25' }));
      expect(onResolve).toHaveBeenCalledWith(0, 'volume', 'theirs');
      expect(cell(1, 4)).not.toHaveAttribute('data-conflict');
      expect(cell(1, 4)).toHaveTextContent(/^25$/);

      await userEvent.click(
        within(cell(3, 1)).getByRole('button', { name: 'Keep mine: S03-liver' }),
      );
      expect(onResolve).toHaveBeenLastCalledWith(2, 'name', 'mine');
      expect(cell(3, 1)).toHaveTextContent(/^S03-liver$/);
      // Choosing is not an edit of the grid.
      expect(onChange).not.toHaveBeenCalled();
    });

    it('choose by keyboard in the current cell without starting an edit', async () => {
      const onResolve = jest.fn();
      render(<Conflicts onResolveConflict={onResolve} />);
      await userEvent.click(cell(1, 4));
      expect(cell(1, 4)).toHaveFocus();
      await userEvent.tab();
      expect(within(cell(1, 4)).getByRole('button', { name: 'Keep mine: 30' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onResolve).toHaveBeenCalledWith(0, 'volume', 'mine');
      expect(screen.queryByRole('textbox')).toBeNull();
    });

    it('have no axe violations', async () => {
      const { container } = render(<Conflicts />);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('with 5,000 rows', () => {
    it('renders only a window of rows and tells the full size', () => {
      render(<FiveThousandRows />);
      const grid = screen.getByRole('grid', { name: 'Imported samples' });
      expect(grid).toHaveAttribute('aria-rowcount', '5001');
      const header = within(grid).getAllByRole('row')[0];
      expect(header).toHaveAttribute('aria-rowindex', '1');
      const rows = renderedRows();
      expect(rows[0]).toBe(0);
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.length).toBeLessThan(60);
      expect(within(grid).getAllByRole('row')).toHaveLength(rows.length + 1); // spacers hidden
      expect(grid.querySelector('tbody tr[data-spacer]')).toHaveAttribute('aria-hidden', 'true');
      expect(cell(1, 1)).toHaveTextContent('S0001');
      expect(cellAt(4999, 0)).toBeNull();
    });

    it('renders the rows scrolled to', () => {
      render(<FiveThousandRows />);
      const scroller = screen.getByRole('grid').parentElement;
      if (!scroller) throw new Error('no scroller');
      act(() => {
        scroller.scrollTop = 34 * 2500;
        fireEvent.scroll(scroller);
      });
      const rows = renderedRows();
      expect(rows).toContain(2500);
      expect(rows).toContain(0); // the current cell's row stays
      expect(rows.length).toBeLessThan(60);
      expect(cellAt(2500, 0)).toHaveTextContent('S2501');
      expect(cellAt(2500, 0)?.closest('tr')).toHaveAttribute('aria-rowindex', '2502');
    });

    it('moves to the last row by keyboard, shows its issue and edits it', async () => {
      const onChange = jest.fn();
      render(<FiveThousandRows onChange={onChange} />);
      await userEvent.click(cell(1, 4));
      await userEvent.keyboard('{Control>}{End}{/Control}');
      const last = cellAt(4999, 3);
      expect(last).toHaveFocus();
      expect(last?.closest('tr')).toHaveAttribute('aria-rowindex', '5001');
      expect(screen.getByRole('rowheader', { name: 'Row 5000' })).toBeInTheDocument();
      expect(last).toHaveAttribute('aria-invalid', 'true');
      expect(last).toHaveAccessibleDescription('At least 10 uL');
      expect(renderedRows().length).toBeLessThan(60);

      await userEvent.keyboard('{Enter}');
      const input = screen.getByRole('textbox', { name: 'Volume (uL), row 5000' });
      expect(input).toHaveAccessibleDescription('At least 10 uL');
      await userEvent.keyboard('{Control>}a{/Control}12{Enter}');
      const rows = lastRows(onChange);
      expect(rows).toHaveLength(5000);
      expect(rows[4999]?.volume).toBe('12');
      expect(rows[4998]).toBe(FiveThousandRows.args.rows?.[4998]);

      await userEvent.keyboard('{PageUp}');
      expect(cellAt(4989, 3)).toHaveFocus();
      await userEvent.keyboard('{Control>}{ArrowUp}{/Control}');
      expect(cellAt(0, 3)).toHaveFocus();
      await userEvent.keyboard('{Control>}{ArrowDown}{/Control}{ArrowUp}');
      expect(cellAt(4998, 3)).toHaveFocus();
      await userEvent.keyboard('{Control>}{Home}{/Control}');
      expect(cellAt(0, 0)).toHaveFocus();
    });

    it('pastes many rows at the current cell, past the end too', async () => {
      const onChange = jest.fn();
      render(<FiveThousandRows onChange={onChange} />);
      await userEvent.click(cell(2, 1));
      const block = Array.from({ length: 40 }, (_, i) => `P${i + 1}\tRNA`).join('\n');
      await userEvent.paste(block);
      let rows = lastRows(onChange);
      expect(rows).toHaveLength(5000);
      expect(rows.slice(1, 41).map((row) => row.name)).toEqual(
        Array.from({ length: 40 }, (_, i) => `P${i + 1}`),
      );
      expect(rows[41]?.name).toBe('S0042');
      expect(cellAt(1, 0)).toHaveFocus();

      await userEvent.keyboard('{Control>}{ArrowDown}{/Control}');
      await userEvent.paste('X1\nX2\nX3');
      rows = lastRows(onChange);
      expect(rows.slice(-4).map((row) => row.name)).toEqual(['S4999', 'X1', 'X2', 'X3']);
    });

    it('has no axe violations with spacer rows around the window', async () => {
      const { container } = render(<FiveThousandRows />);
      expect(await axe(container)).toHaveNoViolations();
    });

    it('fills down and bulk-sets a column over every row', async () => {
      const onChange = jest.fn();
      render(<FiveThousandRows onChange={onChange} />);
      await userEvent.click(cell(1, 2));
      await userEvent.keyboard('{Control>}d{/Control}');
      const rows = lastRows(onChange);
      expect(rows).toHaveLength(5000);
      expect(rows.every((row) => row.type === 'DNA')).toBe(true);

      await userEvent.click(screen.getByRole('button', { name: 'Set whole column: Volume (uL)' }));
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Set whole column: Volume (uL)' },
        { timeout: 3000 },
      );
      await userEvent.type(within(dialog).getByLabelText('Value'), '25');
      expect(within(dialog).getByLabelText('Value')).toHaveValue('25');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
      // A loaded CI machine once read the rows before every one was set: wait for them.
      await waitFor(() =>
        expect(lastRows(onChange).every((row) => row.volume === '25')).toBe(true),
      );
    });
  });
});
