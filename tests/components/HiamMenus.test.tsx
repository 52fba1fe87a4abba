import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { ManagedMenu } from '../../domain/hiam/menus';
import { DesignSystemProvider } from '../../design-system';
import { I18nContext } from '../../app/i18n';
import { hiamFeature } from '../../app/modules/hiam/feature';
import { MenusPage } from '../../app/modules/hiam/MenusPage';
import { setNotifier } from '../../app/services/notification';
import { createAppStore, selectI18n } from '../../app/store';
import { registerFeature } from '../../app/store/features';
import { saveCurrentUser } from '../../app/store/user';
import { ADMIN_USER, ALL_GRANTED, fakeApi } from '../support/fakeApi';

/**
 * The menu editor (`/hiam/menu`) shows a menu's permission sets (HZERO's `ps` rows under it,
 * each with the codes it bundles) when the menu is edited; the sets are not menus of the tree.
 */

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

beforeAll(() => {
  setNotifier(() => undefined);
  registerFeature(hiamFeature);
});

const base = {
  route: null,
  icon: null,
  sort: 0,
  level: 'organization' as const,
  hideBreadcrumb: 0 as const,
  enabledFlag: 1 as const,
  builtIn: 1 as const,
  objectVersionNumber: 1,
  quickIndex: { en_US: '', zh_CN: '' },
  permissionSets: [],
  subMenus: [],
};

const TREE: ManagedMenu[] = [
  {
    ...base,
    id: 1,
    code: 'hzero.hpfm',
    parentId: null,
    type: 'root',
    name: { en_US: 'Platform Management', zh_CN: '平台管理' },
    subMenus: [
      {
        ...base,
        id: 2,
        code: 'hzero.hpfm.currency',
        parentId: 1,
        type: 'menu',
        route: '/hpfm/currency/list',
        name: { en_US: 'Currencies', zh_CN: '币种定义' },
        permissionSets: [
          {
            id: 3,
            code: 'hzero.hpfm.currency.ps.default',
            name: { en_US: 'Open the menu', zh_CN: '打开菜单' },
            permissions: ['hpfm.currency.list-query'],
          },
          {
            id: 4,
            code: 'hzero.hpfm.currency.ps.hpfm.currency.list-create',
            name: { en_US: 'create currency records', zh_CN: 'create currency records' },
            permissions: ['hpfm.currency.list-create'],
          },
        ],
      },
    ],
  },
];

function I18nFromStore({ children }: { children: ReactNode }) {
  return <I18nContext.Provider value={useSelector(selectI18n)}>{children}</I18nContext.Provider>;
}

describe('the menu editor', () => {
  it('shows the permission sets of the menu being edited, not as menus of the tree', async () => {
    fakeApi({
      'GET /iam/hzero/v1/menus/manage-tree': { body: TREE },
      'POST /iam/hzero/v1/menus/check-permissions': ALL_GRANTED,
    });
    const store = createAppStore();
    store.dispatch(saveCurrentUser({ user: ADMIN_USER }));
    render(
      <Provider store={store}>
        <DesignSystemProvider>
          <I18nFromStore>
            <MemoryRouter initialEntries={['/hiam/menu']}>
              <MenusPage />
            </MemoryRouter>
          </I18nFromStore>
        </DesignSystemProvider>
      </Provider>,
    );
    const edit = await screen.findByRole('button', { name: 'Edit Currencies' });
    const tree = screen.getByRole('list', { name: 'Menus' });
    expect(within(tree).queryByText('Open the menu')).toBeNull();

    const user = userEvent.setup();
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    const sets = within(dialog).getByRole('region', { name: 'Permission sets' });
    const items = within(sets).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Open the menuhpfm.currency.list-query',
      'create currency recordshpfm.currency.list-create',
    ]);

    // A new menu has none yet.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add under it' }));
    const created = await screen.findByRole('dialog', { name: 'Create' });
    expect(within(created).queryByRole('region', { name: 'Permission sets' })).toBeNull();
  });
});
