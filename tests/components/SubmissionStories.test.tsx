import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/app/SubmissionWizard.stories';

const {
  Sheet,
  SheetChinese,
  ImportCheck,
  EditOneSample,
  Shipping,
  PreviewRefused,
  AnalysisInformation,
  Result,
} = composeStories(stories);

jest.setTimeout(20_000);

describe('App/SubmissionWizard stories', () => {
  it('Sheet: each issue on its cell, the counts and the steps, without accessibility violations', async () => {
    const { container } = render(<Sheet />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Sample sheet — SB-2026007',
    );
    expect(screen.getByText('Errors: 2 · Warnings: 1')).toBeInTheDocument();
    expect(screen.getByText('2. Sample sheet')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Samples of Whole Genome Sequencing' });
    expect(within(grid).getByRole('gridcell', { name: '1200' })).toHaveAccessibleDescription(
      'The concentration must be more than 0 and at most 1000 ng/uL',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('SheetChinese: the sheet in Chinese', async () => {
    render(<SheetChinese />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('样本信息表');
    expect(screen.getByText('错误：2 · 警告：1')).toBeInTheDocument();
    expect(
      screen.getByRole('grid', { name: 'Whole Genome Sequencing 的样本' }),
    ).toBeInTheDocument();
  });

  it('ImportCheck: every bad cell listed, adding blocked', async () => {
    const { container } = render(<ImportCheck />);
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.getByRole('button', { name: 'Add 2 samples to the sheet' })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('EditOneSample: the fields of sample 2 with its message', async () => {
    const { container } = render(<EditOneSample />);
    expect(await screen.findByText('Sample 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sample name' })).toHaveValue('LIV 02');
    expect(
      screen.getByText('A sample name may contain only letters, digits, - and _'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Shipping: the saved values in the form', async () => {
    const { container } = render(<Shipping />);
    expect(await screen.findByRole('textbox', { name: /Courier/ })).toHaveValue('DHL');
    expect(screen.getByRole('combobox', { name: /Storage/ })).toHaveValue('Dry ice');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('PreviewRefused: groups per type and the refused row', async () => {
    const { container } = render(<PreviewRefused />);
    expect(await screen.findByRole('table', { name: 'DNA: 1 samples' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Tissue: 1 samples' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Row 1: The sample name LIV-01 is already used in this project',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('AnalysisInformation: the saved proteomics information in the form', async () => {
    const { container } = render(<AnalysisInformation />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Proteomics analysis information',
    );
    expect(screen.getByRole('combobox', { name: 'Analysis type' })).toHaveValue('DIA');
    expect(screen.getByRole('textbox', { name: /Sample groups/ })).toHaveValue(
      'Control: SER-01, SER-02\nTreated: SER-03, SER-04',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Result: the batch code and the printable list', async () => {
    const { container } = render(<Result />);
    expect(await screen.findByTestId('batch-code')).toHaveTextContent('SB-2026007');
    expect(screen.getByRole('button', { name: 'Print the sample list' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Sample list' })).getAllByRole('row'),
    ).toHaveLength(3);
    expect(await axe(container)).toHaveNoViolations();
  });
});
