import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '../../design-system';
import type { CurrentUser } from '../../domain/contract/user';
import { I18nContext, type Locale } from '../../app/i18n';
import { AppPermissionProvider } from '../../app/permissions/AppPermissionProvider';
import { createAppStore, selectI18n, type AppStore } from '../../app/store';
import { changeLanguage } from '../../app/store/global';
import { saveCurrentUser } from '../../app/store/user';
import { fakeApi, type FakeCall, type FakeRoutes } from './fakeApi';

/** The messages of the store's language, as the app's shell provides them. */
export function I18nFromStore({ children }: { children: ReactNode }) {
  return <I18nContext.Provider value={useSelector(selectI18n)}>{children}</I18nContext.Provider>;
}

/** A route of the page under test: its path pattern and what it shows. */
export interface PageRoute {
  path: string;
  element: ReactNode;
}

/** `routes` (paths relative to an area, as its module lists them) mounted under `base`. */
export function routesUnder(base: string, routes: readonly PageRoute[]): PageRoute[] {
  return routes.map((route) => ({ path: `${base}/${route.path}`, element: route.element }));
}

/** What a page is rendered with. */
export interface PageSetup {
  /** The signed-in user, saved in the store as `users/self` answered it. */
  user: CurrentUser;
  /** The path the router starts at; `/` when left out. */
  path?: string;
  /** The routes to match `path` against; without them, `element` is shown at any path. */
  routes?: readonly PageRoute[];
  /** What is shown when no `routes` are given. */
  element?: ReactNode;
  /** Shown inside the router before the routes (a bridge to the router, where it is). */
  beside?: ReactNode;
  /** The user's language; English when left out. */
  language?: Locale;
  /** Whether permission-guarded controls ask the store (the app's permission provider). */
  permissions?: boolean;
  /** The fake API's routes; when given, `fetch` is replaced before the page renders. */
  api?: FakeRoutes;
  /** Run on the store once the user and language are in it, before the page renders. */
  prepare?: (store: AppStore) => void;
}

/**
 * Renders a page as the shell would: a new store holding the signed-in user, the design
 * system, the store's messages, optionally the permission provider, and a router in memory.
 * Returns the store and the calls the fake API received (empty without `api`).
 */
export function renderPage(setup: PageSetup): { store: AppStore; calls: FakeCall[] } {
  const calls = setup.api ? fakeApi(setup.api) : [];
  const store = createAppStore();
  store.dispatch(saveCurrentUser({ user: setup.user }));
  if (setup.language && setup.language !== 'en_US') store.dispatch(changeLanguage(setup.language));
  setup.prepare?.(store);
  const routed = setup.routes ? (
    <Routes>
      {setup.routes.map((route, index) => (
        <Route key={index} path={route.path} element={route.element} />
      ))}
    </Routes>
  ) : (
    setup.element
  );
  const page = (
    <MemoryRouter initialEntries={[setup.path ?? '/']}>
      {setup.beside}
      {routed}
    </MemoryRouter>
  );
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <I18nFromStore>
          {setup.permissions ? <AppPermissionProvider>{page}</AppPermissionProvider> : page}
        </I18nFromStore>
      </DesignSystemProvider>
    </Provider>,
  );
  return { store, calls };
}
