import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import {
  DesignSystemProvider,
  PermissionProvider,
  type PermissionChecker,
  type PermissionResult,
} from '../../design-system';
import {
  authorize,
  Authorized,
  type Authority,
  type AuthorizeContext,
} from '../../app/permissions/Authorized';
import type { CurrentUser } from '../../app/services/types';
import { createAppStore } from '../../app/store';
import { saveCurrentUser } from '../../app/store/user';
import { ADMIN_USER } from '../support/fakeApi';

const STATES: Record<string, PermissionResult> = {
  'hpfm.country.list-query': { status: 'approved' },
  'hiam.user.list-query': { status: 'denied', controllerType: 'hidden' },
};

function check(codes: string[]): PermissionResult {
  const results = codes.map((code) => STATES[code] ?? { status: 'unknown' });
  if (results.some((r) => r.status === 'approved')) return { status: 'approved' };
  if (results.some((r) => r.status === 'unknown')) return { status: 'unknown' };
  return { status: 'denied', controllerType: 'hidden' };
}

const context: AuthorizeContext = { user: ADMIN_USER, check };

describe('authorize', () => {
  it("fails with 'authority is required' when none is given", () => {
    expect(() => authorize(undefined, context)).toThrow('authority is required');
    expect(() => authorize(null, context)).toThrow('authority is required');
  });

  it('checks a code or a list of codes with the permission checker', () => {
    expect(authorize('hpfm.country.list-query', context)).toEqual({ status: 'allowed' });
    expect(authorize('hiam.user.list-query', context)).toEqual({ status: 'denied' });
    expect(authorize(['hiam.user.list-query', 'hpfm.country.list-query'], context)).toEqual({
      status: 'allowed',
    });
    expect(authorize(['not.asked-yet'], context)).toEqual({ status: 'pending' });
  });

  it('calls a function with the user', () => {
    const isSiteAdmin = (user: CurrentUser | null) => user?.currentRoleLevel === 'site';
    expect(authorize(isSiteAdmin, context)).toEqual({ status: 'allowed' });
    expect(authorize(isSiteAdmin, { ...context, user: null })).toEqual({ status: 'denied' });
  });

  it('hands a promise, or an async function answer, back to be awaited', async () => {
    const promise = Promise.resolve(true);
    expect(authorize(promise, context)).toEqual({ status: 'async', promise });
    const outcome = authorize(async (user) => user?.id === 2, context);
    expect(outcome.status).toBe('async');
    if (outcome.status === 'async') await expect(outcome.promise).resolves.toBe(false);
  });
});

const NO_UPDATES: PermissionChecker['subscribe'] = () => () => undefined;

function renderGuarded(
  authority: Authority,
  checker: PermissionChecker = { check, subscribe: NO_UPDATES },
) {
  const store = createAppStore();
  store.dispatch(saveCurrentUser({ user: ADMIN_USER }));
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <PermissionProvider check={checker.check} subscribe={checker.subscribe}>
          <MemoryRouter>
            <Authorized authority={authority}>
              <p>Secret list</p>
            </Authorized>
          </MemoryRouter>
        </PermissionProvider>
      </DesignSystemProvider>
    </Provider>,
  );
}

describe('<Authorized>', () => {
  it('shows the content when a code is approved', () => {
    renderGuarded(['hpfm.country.list-query']);
    expect(screen.getByText('Secret list')).toBeInTheDocument();
  });

  it('shows the 403 page when the codes are denied', () => {
    renderGuarded('hiam.user.list-query');
    expect(screen.getByRole('heading', { name: '403' })).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, you have no permission to access this page'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Secret list')).not.toBeInTheDocument();
  });

  it.each([
    ['the content once approved', { status: 'approved' }, () => screen.getByText('Secret list')],
    [
      'the 403 page once denied',
      { status: 'denied', controllerType: 'hidden' },
      () => screen.getByRole('heading', { name: '403' }),
    ],
  ] satisfies [string, PermissionResult, () => HTMLElement][])(
    'shows nothing while the codes are being checked, then %s',
    (_label, answer, shown) => {
      let result: PermissionResult = { status: 'unknown' };
      const listeners = new Set<() => void>();
      renderGuarded(['not.asked-yet'], {
        check: () => result,
        subscribe: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      });
      expect(screen.queryByText('Secret list')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '403' })).not.toBeInTheDocument();
      act(() => {
        result = answer;
        listeners.forEach((listener) => listener());
      });
      expect(shown()).toBeInTheDocument();
    },
  );

  it('asks a function about the signed-in user', () => {
    renderGuarded((user) => user?.currentRoleCode === 'site.admin');
    expect(screen.getByText('Secret list')).toBeInTheDocument();
  });

  it('waits for an async function', async () => {
    renderGuarded(async (user) => user?.currentRoleCode === 'tenant.admin');
    expect(await screen.findByRole('heading', { name: '403' })).toBeInTheDocument();
  });

  it('waits for a promise; a rejected one counts as no match', async () => {
    renderGuarded(Promise.resolve(true));
    expect(await screen.findByText('Secret list')).toBeInTheDocument();
  });

  it('treats a rejected promise as no match', async () => {
    renderGuarded(Promise.reject(new Error('offline')));
    expect(await screen.findByRole('heading', { name: '403' })).toBeInTheDocument();
  });
});
