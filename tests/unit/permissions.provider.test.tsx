import { act, configure, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { DesignSystemProvider, PermissionButton } from '../../design-system';
import { AppPermissionProvider } from '../../app/permissions/AppPermissionProvider';
import { createAppStore } from '../../app/store';
import { saveCurrentUser } from '../../app/store/user';
import { ADMIN_USER, fakeApi, type FakeCall } from '../support/fakeApi';

// The permission batch waits 500 ms and the CPU is shared: allow for slow runs.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const GRANTS: Record<string, { approve: boolean; controllerType: 'hidden' | 'disabled' }> = {
  'hpfm.country.list-create': { approve: false, controllerType: 'disabled' },
  'hpfm.country.list-delete': { approve: false, controllerType: 'hidden' },
  'hpfm.country.list-export': { approve: true, controllerType: 'hidden' },
};

let calls: FakeCall[];

beforeEach(() => {
  calls = fakeApi({
    'POST /iam/hzero/v1/menus/check-permissions': (url, init) => ({
      body: (JSON.parse(String(init.body)) as string[]).map((code) => ({ code, ...GRANTS[code] })),
    }),
  });
});

function renderButtons({ signedIn = true } = {}) {
  const store = createAppStore();
  if (signedIn) store.dispatch(saveCurrentUser({ user: { ...ADMIN_USER, currentRoleId: 3 } }));
  const errors = jest.spyOn(console, 'error');
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <AppPermissionProvider>
          <PermissionButton codes={['/hpfm/country/list:create']}>Create</PermissionButton>
          <PermissionButton codes={['hpfm.country.list-delete']}>Delete</PermissionButton>
          <PermissionButton codes={['hpfm.country.list-export']}>Export</PermissionButton>
          <PermissionButton>Help</PermissionButton>
        </AppPermissionProvider>
      </DesignSystemProvider>
    </Provider>,
  );
  return { store, errors };
}

describe('AppPermissionProvider', () => {
  it('keeps guarded buttons in place while pending, then applies the one batched answer', async () => {
    const { store, errors } = renderButtons();
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Help' })).toBeEnabled();

    const create = await screen.findByRole('button', { name: 'Create', busy: false });
    expect(create).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();

    const checks = calls.filter((call) => call.path.endsWith('check-permissions'));
    expect(checks).toHaveLength(1);
    expect(JSON.parse(String(checks[0]?.init.body))).toEqual([
      'hpfm.country.list-create',
      'hpfm.country.list-delete',
      'hpfm.country.list-export',
    ]);
    expect(store.getState().permissions.roleId).toBe(3);
    // Asking during render must not update other components while rendering.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('asks again after the role changes', async () => {
    const { store } = renderButtons();
    await screen.findByRole('button', { name: 'Create', busy: false });
    act(() => {
      store.dispatch(saveCurrentUser({ user: { currentRoleId: 4 }, merge: true }));
    });
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('button', { name: 'Create', busy: false });
    expect(calls.filter((call) => call.path.endsWith('check-permissions'))).toHaveLength(2);
  });

  it('asks nothing before the user is known, then once for the role that arrives', async () => {
    const { store } = renderButtons({ signedIn: false });
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-busy', 'true');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls.filter((call) => call.path.endsWith('check-permissions'))).toHaveLength(0);

    act(() => {
      store.dispatch(saveCurrentUser({ user: { ...ADMIN_USER, currentRoleId: 3 } }));
    });
    await screen.findByRole('button', { name: 'Create', busy: false });
    expect(calls.filter((call) => call.path.endsWith('check-permissions'))).toHaveLength(1);
    expect(store.getState().permissions.roleId).toBe(3);
  });
});
