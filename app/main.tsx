import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { loadPageFonts } from '../design-system/fonts';
import { App } from './App';
import { loadAreaOf, sessionAreaOf } from './routes';
import { createAppStore } from './store';
import { startSession } from './store/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
loadPageFonts();
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
