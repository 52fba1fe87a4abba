import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionSetNode } from '../../domain/hiam/contract';
import { hiamFeature } from '../../app/modules/hiam/feature';
import { RolePermissionsPage } from '../../app/modules/hiam/RolePermissionsPage';
import { setNotifier } from '../../app/services/notification';
import { registerFeature } from '../../app/store/features';
import type { FakeCall } from '../support/fakeApi';
import { permissionNode as node } from '../support/permissionTree';
import { renderPage as renderWith } from '../support/renderPage';
import { TENANT_ADMIN } from '../support/users';

/**
 * A role's permission page (`/hiam/role/api/:roleId`) reads HZERO's permission tree (menus
 * down to their permission sets, `checkedFlag` Y/P/null): a menu's line ticks its default set,
 * each other set is ticked under it, a partly held set shows half ticked; saving sends HZERO's
 * bare lists of set ids, granted first, then withdrawn. A platform role's page assigns nothing.
 */

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

beforeAll(() => {
  setNotifier(() => undefined);
  registerFeature(hiamFeature);
});

const TREE_PATH = '/iam/hzero/v1/1/roles/9/permission-set-tree';

const code = (id: number, value: string, description: string, resource: string | null = null) => ({
  id,
  code: value,
  description,
  controllerType: 'disabled' as const,
  resource,
});

const TREE: PermissionSetNode[] = [
  node(1, 'hzero.hpfm', 'Platform Management', {
    type: 'root',
    checkedFlag: 'P',
    subMenus: [
      node(2, 'hzero.hpfm.currency', 'Currencies', {
        checkedFlag: 'P',
        subMenus: [
          node(3, 'hzero.hpfm.currency.ps.default', 'Open the menu', {
            type: 'ps',
            permissionType: 'api',
            permissions: [
              code(31, 'hpfm.currency.list-query', 'query currency records', 'hpfm/currency'),
            ],
          }),
          node(4, 'hzero.hpfm.currency.ps.hpfm.currency.list-create', 'create currency records', {
            type: 'ps',
            permissionType: 'button',
            permissions: [code(41, 'hpfm.currency.list-create', 'create currency records')],
          }),
          node(5, 'hzero.hpfm.currency.ps.hpfm.currency.list-export', 'export currency records', {
            type: 'ps',
            permissionType: 'button',
            checkedFlag: 'Y',
            permissions: [code(51, 'hpfm.currency.list-export', 'export currency records')],
          }),
        ],
      }),
      node(6, 'hzero.hpfm.bank', 'Banks', {
        checkedFlag: 'P',
        subMenus: [
          node(7, 'hzero.hpfm.bank.ps.default', 'Open the menu', {
            type: 'ps',
            permissionType: 'api',
            checkedFlag: 'P',
            inheritedFlag: true,
          }),
        ],
      }),
    ],
  }),
];

function renderPage(level: 'organization' | 'site'): FakeCall[] {
  return renderWith({
    user: TENANT_ADMIN,
    path: '/hiam/role/api/9',
    routes: [{ path: '/hiam/role/api/:roleId', element: <RolePermissionsPage /> }],
    api: {
      [`GET ${TREE_PATH}`]: { body: TREE },
      'GET /iam/hzero/v1/roles/9': { body: { id: 9, name: 'Currency Keeper', level } },
      'PUT /iam/hzero/v1/1/roles/9/permission-sets/assign': { body: TREE },
      'PUT /iam/hzero/v1/1/roles/9/permission-sets/recycle': { body: TREE },
    },
  }).calls;
}

describe('the permissions of a role', () => {
  it('ticks permission sets and saves HZERO’s lists of set ids', async () => {
    const calls = renderPage('organization');
    const tree = await screen.findByRole('list', { name: 'Permissions of Currency Keeper' });
    const menu = within(tree).getByRole('checkbox', { name: 'Currencies' });
    const create = within(tree).getByRole('checkbox', { name: 'create currency records' });
    const exporting = within(tree).getByRole('checkbox', { name: 'export currency records' });
    expect(menu).not.toBeChecked();
    expect(exporting).toBeChecked();
    // A set partly held is half ticked; one held through a parent role says so.
    expect(within(tree).getByRole('checkbox', { name: 'Banks' })).toBePartiallyChecked();
    expect(within(tree).getByText('Inherited')).toBeVisible();
    // The codes a set bundles are shown, an API with fields links to them.
    expect(within(tree).getByText('hpfm.currency.list-create')).toBeVisible();
    expect(within(tree).getByRole('link', { name: 'Field permissions' })).toHaveAttribute(
      'href',
      '/hiam/role/field/9/31',
    );

    const user = userEvent.setup();
    await user.click(menu);
    await user.click(create);
    await user.click(exporting);
    expect(screen.getByText('3 unsaved change(s)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.path, JSON.parse(String(call.init.body))])).toEqual([
      ['/iam/hzero/v1/1/roles/9/permission-sets/assign', [3, 4]],
      ['/iam/hzero/v1/1/roles/9/permission-sets/recycle', [5]],
    ]);
  });

  it('finds sets by the codes they bundle, with the menu that opens them', async () => {
    renderPage('organization');
    const search = await screen.findByRole('searchbox', { name: 'Search menus and permissions' });
    await userEvent.setup().type(search, 'list-export');
    const tree = screen.getByRole('list', { name: 'Permissions of Currency Keeper' });
    expect(within(tree).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(tree).getByRole('checkbox', { name: 'Currencies' })).toBeVisible();
    expect(within(tree).queryByRole('checkbox', { name: 'create currency records' })).toBeNull();
    expect(within(tree).queryByRole('checkbox', { name: 'Banks' })).toBeNull();
  });

  it('assigns nothing to a platform role', async () => {
    renderPage('site');
    await screen.findByText(
      'A platform role holds every menu and permission: there is nothing to assign.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const tree = screen.getByRole('list', { name: 'Permissions of Currency Keeper' });
    for (const box of within(tree).getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
