import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedMenu } from '../../domain/hiam/menus';
import { hiamFeature } from '../../app/modules/hiam/feature';
import { MenusPage } from '../../app/modules/hiam/MenusPage';
import { setNotifier } from '../../app/services/notification';
import { registerFeature } from '../../app/store/features';
import { ADMIN_USER, ALL_GRANTED } from '../support/fakeApi';
import { renderPage } from '../support/renderPage';

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

describe('the menu editor', () => {
  it('shows the permission sets of the menu being edited, not as menus of the tree', async () => {
    renderPage({
      user: ADMIN_USER,
      path: '/hiam/menu',
      element: <MenusPage />,
      api: {
        'GET /iam/hzero/v1/menus/manage-tree': { body: TREE },
        'POST /iam/hzero/v1/menus/check-permissions': ALL_GRANTED,
      },
    });
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
