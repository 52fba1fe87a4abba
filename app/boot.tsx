import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { loadPageFonts } from '../design-system/fonts';
import { App } from './App';
import { loadAreaOf } from './routes';
import { watchFirstPage } from './shell/pageShown';
import { sessionAreaOf } from './services/signIn';
import { createAppStore } from './store';
import { startSession } from './store/session';

/** Starts the app in `container`: the session, the area's chunk and the first render. */
export function boot(container: HTMLElement): void {
  loadPageFonts();
  watchFirstPage();
  const store = createAppStore();
  // The user and init load while the area's chunk does; its RequireSession then finds them started.
  const area = sessionAreaOf(window.location.pathname);
  if (area) store.dispatch(startSession({ area }));
  // And the area's chunk, which the first render shows once it is there.
  void loadAreaOf(window.location.pathname).catch(() => undefined);
  createRoot(container).render(
    <StrictMode>
      <App store={store} history={createBrowserHistory({ v5Compat: true })} />
    </StrictMode>,
  );
}
