import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '../../app/store';
import { COUNTRIES, pageOf } from '../../stories/app/countryFixtures';
import { adminSession, fakeApi, type FakeCall } from '../support/fakeApi';
import { renderApp } from '../support/renderApp';

/**
 * Closing a tab forgets its page (SPEC.md 3, the close event): the list opened again from the
 * menu starts with an empty query, while a tab only switched away from keeps its own. (A file of
 * its own: the whole app's session keeps running after each test.)
 */

jest.setTimeout(30_000);

const LIST = '/hpfm/v1/countries';

let calls: FakeCall[];

function lastListQuery() {
  const last = calls.filter((call) => call.method === 'GET' && call.path === LIST).at(-1);
  return Object.fromEntries(last?.url.searchParams ?? []);
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/hpfm/country/list');
  calls = fakeApi({
    ...adminSession([
      { id: 1, code: 'hpfm.country', name: 'Countries', type: 'menu', route: '/hpfm/country/list' },
    ]),
    'GET /hpfm/v1/dashboard/layout': { body: [] },
    [`GET ${LIST}`]: (url) => {
      const name = (url.searchParams.get('countryName') ?? '').toLowerCase();
      const rows = COUNTRIES.filter((row) => String(row.countryName).toLowerCase().includes(name));
      return { body: pageOf(rows, Number(url.searchParams.get('page')), 10) };
    },
  });
});

it('opens a closed list fresh, and keeps the query of a list only switched away from', async () => {
  const user = userEvent.setup();
  renderApp(createAppStore(), '/hpfm/country/list');
  // The file's first render loads every lazily loaded module of the shell.
  const panel = await screen.findByRole('tabpanel', { name: 'Countries' }, { timeout: 15000 });
  await within(panel).findByText('Argentina');
  await user.type(within(panel).getByRole('textbox', { name: 'Country name' }), 'united');
  await user.click(within(panel).getByRole('button', { name: 'Search' }));
  await within(panel).findByText('United States');

  await user.click(screen.getByRole('tab', { name: 'Workplace' }));
  await user.click(screen.getByRole('tab', { name: 'Countries' }));
  expect(within(panel).getByRole('textbox', { name: 'Country name' })).toHaveValue('united');
  expect(within(panel).queryByText('Argentina')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Close tab Countries' }));
  await waitFor(() => expect(screen.queryByRole('tab', { name: 'Countries' })).toBeNull());
  await user.click(screen.getByRole('link', { name: 'Countries' }));
  const reopened = await screen.findByRole('tabpanel', { name: 'Countries' });
  expect(await within(reopened).findByText('Argentina')).toBeInTheDocument();
  expect(within(reopened).getByRole('textbox', { name: 'Country name' })).toHaveValue('');
  expect(lastListQuery()).toEqual({ page: '0', size: '10', sort: 'countryCode,asc' });
});
