import { act, screen, within } from '@testing-library/react';
import { ReportCard } from '../../app/pages/workplace/cards/ReportCard';
import { SAMPLES_PER_MONTH } from '../../app/services/workplace';
import { createAppStore } from '../../app/store';
import { reportLoaded } from '../../app/store/workplace';
import { renderApp } from '../support/renderApp';

/** The page counts as shown when the test says so (`showPage`). */
jest.mock('../../app/shell/pageShown', () => {
  let showPage: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (showPage = resolve));
  return {
    whenPageShown: () => shown,
    watchFirstPage: () => undefined,
    showPage: () => showPage(),
  };
});
const { showPage } = jest.requireMock<{ showPage: () => void }>('../../app/shell/pageShown');

/**
 * The report card's chart (recharts, the workplace's largest chunk) loads once the page has
 * shown: until then the card keeps its room, and the page's first load does not wait for it.
 */
it('draws the chart only once the page has shown', async () => {
  const store = createAppStore();
  store.dispatch(
    reportLoaded({
      code: SAMPLES_PER_MONTH,
      data: {
        code: SAMPLES_PER_MONTH,
        title: 'Samples per month',
        labels: ['2024-01', '2024-02'],
        series: [{ name: 'Samples received', data: [512, 498] }],
      },
    }),
  );
  renderApp(store, '/', [
    {
      path: '*',
      element: (
        <section aria-label="Card">
          <ReportCard />
        </section>
      ),
    },
  ]);
  const card = await screen.findByRole('region', { name: 'Card' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(within(card).queryByRole('img')).toBeNull();
  act(() => showPage());
  expect(await within(card).findByRole('img', {}, { timeout: 5000 })).toHaveAccessibleName(
    /^Samples per month, 2024-01 to 2024-02\./,
  );
});
