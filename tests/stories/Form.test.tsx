import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from '../../stories/design-system/Form.stories';

const {
  LabelSpan3,
  LabelSpan6,
  LabelSpan9,
  LabelSpan10,
  Gutter12,
  Gutter48,
  LabelsOnTop,
  Filled,
  ErrorsShown,
  Disabled,
  LongLabels,
  Chinese,
  RunEmpty,
  RunFilled,
  RunErrors,
  RunReadOnly,
  RunDisabled,
  RunChinese,
} = composeStories(stories);

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('Form fields', () => {
  it('names each input after its label and marks the required ones', () => {
    render(<LabelSpan6 />);
    const name = screen.getByRole('textbox', { name: 'Sample name' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Concentration (ng/uL)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sample type' })).toBeInTheDocument();
    expect(screen.getByLabelText('Shipping date')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).not.toHaveAttribute('aria-required');
    // The mark a sighted user sees: on the required field's label only.
    const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`);
    expect(labelOf(name)).toHaveTextContent(/^Sample name\*$/);
    expect(labelOf(screen.getByRole('textbox', { name: 'Remarks' }))).toHaveTextContent(
      /^Remarks$/,
    );
  });

  it('links the help text to its input', () => {
    render(<LabelSpan6 />);
    expect(describedBy(screen.getByRole('textbox', { name: 'Sample name' }))).toBe(
      'Letters, digits, - and _; at most 20 characters',
    );
  });

  it('shows no error before the field is touched, and the error once it is left', async () => {
    const user = userEvent.setup();
    render(<LabelSpan6 />);
    const name = screen.getByRole('textbox', { name: 'Sample name' });
    await user.type(name, 'bad name!');
    expect(screen.queryByText('Only letters, digits, - and _')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(await screen.findByText('Only letters, digits, - and _')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(name)).toContain('Only letters, digits, - and _');
  });

  it('keeps an untouched field quiet when the window, not the user, leaves it', async () => {
    const user = userEvent.setup();
    render(<LabelSpan6 />);
    const name = screen.getByRole('textbox', { name: 'Sample name' });
    const concentration = screen.getByRole('spinbutton', { name: 'Concentration (ng/uL)' });
    await user.click(name);
    // The user switches to another window: the field loses focus while the page has none.
    const hasFocus = jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    act(() => name.blur());
    hasFocus.mockRestore();
    // Leaving another field shows its error: the form has been validated since.
    await user.click(concentration);
    await user.tab();
    await waitFor(() => expect(concentration).toHaveAttribute('aria-invalid', 'true'));
    expect(name).not.toHaveAttribute('aria-invalid');
    // Back on the page, leaving the field is the user's doing.
    await user.click(name);
    await user.tab();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  });

  it('shows the errors of untouched fields after a submit and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<LabelSpan6 onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Sample type' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(describedBy(screen.getByRole('combobox', { name: 'Sample type' }))).toBe(
      'This field is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits typed values: a number, the chosen option and a YYYY-MM-DD date', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<LabelSpan6 onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Sample name' }), 'S-002');
    await user.type(screen.getByRole('spinbutton', { name: 'Concentration (ng/uL)' }), '12.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sample type' }), 'RNA');
    await user.type(screen.getByLabelText('Shipping date'), '2024-05-02');
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Fragile');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        sampleName: 'S-002',
        concentration: 12.5,
        sampleType: 'RNA',
        shippingDate: '2024-05-02',
        remarks: 'Fragile',
      }),
    );
  });

  it('empties a number or a choice to null', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Filled onSubmit={onSubmit} />);
    await user.clear(screen.getByRole('spinbutton', { name: 'Concentration (ng/uL)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Concentration (ng/uL)' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sample type' }), '');
    await user.clear(screen.getByLabelText('Shipping date'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sample type' }), 'Blood');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ concentration: 7, sampleType: 'Blood', shippingDate: null }),
      ),
    );
  });

  it('shows the errors of touched fields from the start', () => {
    render(<ErrorsShown />);
    expect(screen.getByText('Only letters, digits, - and _')).toBeInTheDocument();
    expect(screen.getByText('At most 1000')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Concentration (ng/uL)' })).toBeInvalid();
  });

  it('disables every input', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: 'Sample name' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Concentration (ng/uL)' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Sample type' })).toBeDisabled();
    expect(screen.getByLabelText('Shipping date')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Sample name' })).toHaveValue('S-001');
  });

  it('names inputs after long labels', () => {
    render(<LongLabels />);
    expect(
      screen.getByRole('textbox', {
        name: 'Sample name as written on the tube label and in the sample sheet',
      }),
    ).toBeInTheDocument();
  });

  it('shows Chinese labels and messages', () => {
    render(<Chinese />);
    expect(screen.getByRole('textbox', { name: '样品名称' })).toHaveValue('样品 1');
    expect(screen.getByText('只能包含字母、数字、- 和 _')).toBeInTheDocument();
    expect(screen.getByText('此项为必填项')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
  });
});

describe('FormLayout', () => {
  it.each([
    [LabelSpan3, '3', '1', '12'],
    [LabelSpan6, '6', '2', '12'],
    [LabelSpan9, '9', '2', '12'],
    [LabelSpan10, '10', '2', '12'],
    [Gutter12, '9', '3', '12'],
    [Gutter48, '9', '3', '48'],
  ])('lays fields out with its label span, columns and gutter', (Story, span, columns, gutter) => {
    const { container } = render(<Story />);
    const layout = container.querySelector('[data-label-span]');
    expect(layout).toHaveAttribute('data-label-span', span);
    expect(layout).toHaveAttribute('data-columns', columns);
    expect(layout).toHaveAttribute('data-gutter', gutter);
    expect(screen.getByRole('textbox', { name: 'Sample name' })).toBeInTheDocument();
  });

  it('gives each label span and gutter its own styles', () => {
    const classesOf = (Story: typeof LabelSpan3) => {
      const { container, unmount } = render(<Story />);
      const layout = container.querySelector('[data-label-span]') as HTMLElement;
      const item = screen.getByRole('textbox', { name: 'Sample name' }).closest('[role=group]');
      const classes = `${layout.className} ${item?.className ?? ''}`;
      unmount();
      return classes;
    };
    const all = [LabelSpan3, LabelSpan9, LabelSpan10, Gutter12, Gutter48].map(classesOf);
    expect(new Set(all).size).toBe(all.length);
  });

  it('puts labels above inputs without a layout', () => {
    const { container } = render(<LabelsOnTop />);
    expect(container.querySelector('[data-label-span]')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Sample name' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ErrorsShown />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no accessibility violations in Chinese', async () => {
    const { container } = render(<Chinese />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('DateTimeField, FlagField and TextareaField with code', () => {
  it('names each input after its label: a date-and-time input, a check box, a code editor', () => {
    render(<RunEmpty />);
    const started = screen.getByLabelText(/^Run started at/);
    expect(started).toHaveAttribute('type', 'datetime-local');
    expect(started).toHaveAttribute('step', '1');
    expect(started).toHaveAttribute('aria-required', 'true');
    const urgent = screen.getByRole('checkbox', { name: 'Urgent' });
    expect(urgent).not.toBeChecked();
    expect(describedBy(urgent)).toBe('Sequenced before the other runs of the day');
    const settings = screen.getByRole('textbox', { name: 'Run settings (YAML)' });
    expect(settings.tagName).toBe('TEXTAREA');
    expect(settings).toHaveAttribute('spellcheck', 'false');
    expect(settings).toHaveAttribute('rows', '6');
  });

  it('submits the moment as YYYY-MM-DD HH:mm:ss (the seconds a minute-only input leaves out added), the flag as 1 and the code as typed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<RunEmpty onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Run started at/), {
      target: { value: '2024-05-02T10:15' },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Urgent' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Run settings (YAML)' }), {
      target: { value: 'platform: DNBSEQ-T7\n  lanes: 2' },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        startedAt: '2024-05-02 10:15:00',
        urgent: 1,
        settings: 'platform: DNBSEQ-T7\n  lanes: 2',
      }),
    );
  });

  it('keeps a moment to the second when the input reports milliseconds', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<RunFilled onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Run started at/), {
      target: { value: '2024-05-02T10:15:30.000' },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ startedAt: '2024-05-02 10:15:30' }),
      ),
    );
  });

  it('shows the stored moment to the second, and empties to null', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<RunFilled onSubmit={onSubmit} />);
    const started = screen.getByLabelText(/^Run started at/);
    // jsdom writes the seconds with milliseconds (.000); browsers leave them out.
    expect((started as HTMLInputElement).value).toMatch(/^2024-03-18T09:30:15/);
    await user.click(screen.getByRole('checkbox', { name: 'Urgent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ startedAt: '2024-03-18 09:30:15', urgent: 0 }),
      ),
    );
    fireEvent.change(started, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(started).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the errors of touched fields, tied to their inputs', async () => {
    const { container } = render(<RunErrors />);
    const started = screen.getByLabelText(/^Run started at/);
    expect(started).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(started)).toBe('This field is required');
    const settings = screen.getByRole('textbox', { name: 'Run settings (YAML)' });
    expect(describedBy(settings)).toBe(
      'One setting a line, as name: value | Each line must read name: value',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('read-only: values shown, none changed; the flag cannot be toggled', async () => {
    const user = userEvent.setup();
    render(<RunReadOnly />);
    expect(screen.getByLabelText(/^Run started at/)).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Run settings (YAML)' })).toHaveAttribute(
      'readonly',
    );
    const urgent = screen.getByRole('checkbox', { name: 'Urgent' });
    expect(urgent).toBeChecked();
    await user.click(urgent);
    expect(urgent).toBeChecked();
  });

  it('disabled: every input disabled', () => {
    render(<RunDisabled />);
    expect(screen.getByLabelText(/^Run started at/)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Urgent' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Run settings (YAML)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('Chinese labels and messages, with no accessibility violations', async () => {
    const { container } = render(<RunChinese />);
    expect(screen.getByRole('checkbox', { name: '加急' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: '运行参数（YAML）' })).toHaveValue(
      'platform: NovaSeq X Plus\nreadLength: PE150\nlanes:\n  - 3\n  - 4\n',
    );
    expect(describedBy(screen.getByLabelText(/^上机时间/))).toBe('此项为必填项');
    expect(await axe(container)).toHaveNoViolations();
  });
});
