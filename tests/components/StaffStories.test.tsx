import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/app/StaffWorkbench.stories';

const {
  Overview,
  Receive,
  Received,
  Qc,
  QcDone,
  LifecycleRefused,
  Returned,
  ReturnNotAllowed,
  History,
  Print,
  PrintSearch,
  ChineseQc,
} = composeStories(stories);

jest.setTimeout(20_000);

describe('App/StaffWorkbench stories', () => {
  it('Overview: header, sheet with its total, shipping and team, without accessibility violations', async () => {
    const { container } = render(<Overview />);
    expect(
      await screen.findByRole('heading', { name: 'Batch SB-2026007', level: 1 }),
    ).toBeVisible();
    const sheet = screen.getByRole('table', { name: 'Submitted sample sheet' });
    expect(within(sheet).getAllByRole('row')).toHaveLength(4);
    expect(within(sheet).getByRole('columnheader', { name: 'RIN' })).toBeInTheDocument();
    expect(screen.getByText('Total amount of the batch: 10.8 ug')).toBeInTheDocument();
    expect(screen.getByText('SF123456')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Receive and Received: the checklist, then what was noted', async () => {
    const { container, unmount } = render(<Receive />);
    expect(await screen.findByRole('checkbox', { name: 'Arrived: LIV-3' })).toBeChecked();
    expect(screen.getByText('0 missing, 0 with a note')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    render(<Received />);
    expect(await screen.findByText('LIV-2 · Tube cracked')).toBeInTheDocument();
  });

  it('Qc and QcDone: the form with the uploaded report, then the results with the decision', async () => {
    const { container, unmount } = render(<Qc />);
    expect(await screen.findByRole('combobox', { name: 'Verdict: LIV-1' })).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Download qc-report.pdf' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    render(<QcDone />);
    const results = await screen.findByRole('table', { name: 'QC results' });
    // The customer's decision: what, who and when, then the comment.
    expect(within(results).getByText(/^Proceed – /)).toBeInTheDocument();
    expect(within(results).getByText('Use what there is')).toBeInTheDocument();
    expect(within(results).getByText('Risk')).toHaveAttribute('data-tone', 'error');
  });

  it("LifecycleRefused, Returned, ReturnNotAllowed and History show the batch's state", async () => {
    const refused = render(<LifecycleRefused />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The customer has not decided on the Risk samples LIV-2 yet',
    );
    expect(screen.getByRole('button', { name: 'Move to In progress' })).toBeEnabled();
    refused.unmount();
    const returned = render(<Returned />);
    expect(await screen.findByText('Reason: Wrong species in row 2')).toBeInTheDocument();
    returned.unmount();
    const notAllowed = render(<ReturnNotAllowed />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Return to customer is not available: only a Submitted batch can be returned',
    );
    notAllowed.unmount();
    render(<History />);
    const history = await screen.findByRole('table', { name: 'Status history' });
    expect(within(history).getAllByRole('row')).toHaveLength(5);
  });

  it('Print and PrintSearch: labels and sheet, or the search', async () => {
    const { container, unmount } = render(<Print />);
    expect(await screen.findAllByRole('listitem', { name: /^Label of / })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    render(<PrintSearch />);
    expect(await screen.findByRole('textbox', { name: 'Batch code' })).toBeInTheDocument();
  });

  it('ChineseQc: every label in Chinese', async () => {
    render(<ChineseQc />);
    expect(await screen.findByRole('heading', { name: '质检结果', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '结论：LIV-1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存质检结果' })).toBeInTheDocument();
  });
});
