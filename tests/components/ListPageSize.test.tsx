import { configure, screen } from '@testing-library/react';
import { definitionOf } from '../../app/engine/definition';
import { ListPage } from '../../app/engine/ListPage';
import { setNotifier } from '../../app/services/notification';
import { readDone } from '../../app/store/resources';
import { profileValueKey } from '../../app/store/settings';
import country from '../../domain/resources/hpfm/country';
import { COUNTRIES, pageOf } from '../../stories/app/countryFixtures';
import { ALL_GRANTED, type FakeCall } from '../support/fakeApi';
import { renderPage } from '../support/renderPage';
import { tenantAdmin } from '../support/users';

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const TENANT_ADMIN = tenantAdmin(2);
const LIST = '/hpfm/v1/2/countries';

let calls: FakeCall[];

/** The country list for a user whose `HPFM.LIST.PAGE_SIZE` profile says `pageSize`. */
function renderCountries(pageSize: string | null, language: 'en_US' | 'zh_CN' = 'en_US') {
  calls = renderPage({
    user: TENANT_ADMIN,
    language,
    element: <ListPage definition={definitionOf(country)} />,
    permissions: true,
    api: {
      [`GET ${LIST}`]: (url) => ({
        body: pageOf(
          COUNTRIES,
          Number(url.searchParams.get('page')),
          Number(url.searchParams.get('size')),
        ),
      }),
      'POST /iam/hzero/v1/menus/check-permissions': ALL_GRANTED,
    },
    // What global/init read: the profile's value for this user.
    prepare: (store) =>
      store.dispatch(
        readDone({
          key: profileValueKey('HPFM.LIST.PAGE_SIZE'),
          // HZERO's profile-value answers the value as text.
          data: pageSize === null ? '' : String(pageSize),
        }),
      ),
  }).calls;
}

const firstListQuery = () =>
  Object.fromEntries(calls.find((call) => call.path === LIST)?.url.searchParams ?? []);

beforeEach(() => setNotifier(() => undefined));

describe('the first page size of a list page (HPFM.LIST.PAGE_SIZE)', () => {
  it('asks for and shows 20 rows for a tenant whose profile says 20', async () => {
    renderCountries('20');
    expect(await screen.findByText('Argentina')).toBeInTheDocument();
    expect(firstListQuery()).toMatchObject({ page: '0', size: '20' });
    expect(screen.getAllByRole('row')).toHaveLength(18 + 1);
    expect(screen.getByRole('combobox', { name: /rows per page|page size/i })).toHaveValue('20');
  });

  it('shows 20 rows in Chinese too', async () => {
    renderCountries('20', 'zh_CN');
    expect(await screen.findByText('共 18 条')).toBeInTheDocument();
    expect(firstListQuery()).toMatchObject({ size: '20' });
  });

  it('opens at 10 rows when the profile has no value', async () => {
    renderCountries(null);
    expect(await screen.findByText('Argentina')).toBeInTheDocument();
    expect(firstListQuery()).toMatchObject({ size: '10' });
  });
});
