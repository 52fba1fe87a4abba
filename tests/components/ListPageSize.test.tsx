import { configure, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { definitionOf } from '../../app/engine/definition';
import { ListPage } from '../../app/engine/ListPage';
import { I18nContext } from '../../app/i18n';
import { AppPermissionProvider } from '../../app/permissions/AppPermissionProvider';
import { setNotifier } from '../../app/services/notification';
import { createAppStore, selectI18n } from '../../app/store';
import { changeLanguage } from '../../app/store/global';
import { readDone } from '../../app/store/resources';
import { profileValueKey } from '../../app/store/settings';
import { saveCurrentUser } from '../../app/store/user';
import { DesignSystemProvider } from '../../design-system';
import country from '../../domain/resources/hpfm/country';
import { COUNTRIES, pageOf } from '../../stories/app/countryFixtures';
import { ADMIN_USER, fakeApi, type FakeCall, ALL_GRANTED } from '../support/fakeApi';

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const TENANT_ADMIN = {
  ...ADMIN_USER,
  id: 2,
  tenantId: 2,
  organizationId: 2,
  currentRoleId: 2,
  currentRoleCode: 'tenant.admin',
  currentRoleLevel: 'organization' as const,
};
const LIST = '/hpfm/v1/2/countries';

let calls: FakeCall[];

function I18nFromStore({ children }: { children: ReactNode }) {
  return <I18nContext.Provider value={useSelector(selectI18n)}>{children}</I18nContext.Provider>;
}

/** The country list for a user whose `HPFM.LIST.PAGE_SIZE` profile says `pageSize`. */
function renderCountries(pageSize: string | null, language: 'en_US' | 'zh_CN' = 'en_US') {
  calls = fakeApi({
    [`GET ${LIST}`]: (url) => ({
      body: pageOf(
        COUNTRIES,
        Number(url.searchParams.get('page')),
        Number(url.searchParams.get('size')),
      ),
    }),
    'POST /iam/hzero/v1/menus/check-permissions': ALL_GRANTED,
  });
  const store = createAppStore();
  store.dispatch(saveCurrentUser({ user: TENANT_ADMIN }));
  // What global/init read: the profile's value for this user.
  store.dispatch(
    readDone({
      key: profileValueKey('HPFM.LIST.PAGE_SIZE'),
      // HZERO's profile-value answers the value as text.
      data: pageSize === null ? '' : String(pageSize),
    }),
  );
  if (language !== 'en_US') store.dispatch(changeLanguage(language));
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <I18nFromStore>
          <AppPermissionProvider>
            <ListPage definition={definitionOf(country)} />
          </AppPermissionProvider>
        </I18nFromStore>
      </DesignSystemProvider>
    </Provider>,
  );
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
