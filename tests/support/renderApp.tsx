import { render } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type RouteObject,
} from 'react-router-dom';
import { App } from '../../app/App';
import type { AppStore } from '../../app/store';

/**
 * Renders the app at `path` over a history in memory (the routes default to the app's areas);
 * `pathname()` reads where the app has taken the user since.
 */
export function renderApp(
  store: AppStore,
  path: string,
  routes?: RouteObject[],
): { pathname: () => string } {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(<App store={store} history={history} routes={routes} />);
  return { pathname: () => history.location.pathname };
}
