import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from '../../stories/app/WorkplaceChart.stories';
import { expectSizeKeptWhileHidden, fakeBoxSizes } from '../support/boxSizes';

const { TwoSeries, OneSeries } = composeStories(stories);

describe('the workplace report chart', () => {
  it('names the picture with its summary and shows the figures as a table on demand', async () => {
    render(<TwoSeries />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Samples per month, 2024-01 to 2024-06. Samples received: total 3,547. Samples sequenced: total 4,440.',
    );
    await userEvent.click(screen.getByText('Show the figures as a table'));
    const table = screen.getByRole('table', { name: 'Samples per month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('PeriodSamples receivedSamples sequenced');
    expect(rows[3]).toHaveTextContent('2024-036201,600');
  });

  it('shows one column per series', async () => {
    render(<OneSeries />);
    await userEvent.click(screen.getByText('Show the figures as a table'));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Period',
      'Samples received',
    ]);
  });

  it('has a legend under the picture when it has two series or more', () => {
    // The table's column headers say the same words; the legend is what is left.
    const legendEntry = (name: string) => screen.queryByText(name, { ignore: 'th, script, style' });
    const { unmount } = render(<TwoSeries />);
    expect(legendEntry('Samples received')).toBeInTheDocument();
    expect(legendEntry('Samples sequenced')).toBeInTheDocument();
    unmount();
    render(<OneSeries />);
    expect(legendEntry('Samples received')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<TwoSeries />);
    expect(await axe(container)).toHaveNoViolations();
  });

  describe('in a tab', () => {
    const { report } = fakeBoxSizes();
    const drawing = () => screen.getByRole('img').querySelector('svg.recharts-surface');

    it('is not drawn again when its tab is hidden and shown, and follows a new size', () => {
      expectSizeKeptWhileHidden(<TwoSeries />, drawing, report);
    });
  });
});
