import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { App } from '../../app/App';
import type { AppStore } from '../../app/store';

/**
 * Renders the app at `path` in a memory router (the routes default to the app's areas);
 * `pathname()` reads where the app has taken the user since.
 */
export function renderApp(
  store: AppStore,
  path: string,
  routes?: RouteObject[],
): { pathname: () => string } {
  let current = path;
  function LocationProbe() {
    const { pathname } = useLocation();
    useEffect(() => {
      current = pathname;
    }, [pathname]);
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <App store={store} routes={routes} />
    </MemoryRouter>,
  );
  return { pathname: () => current };
}
