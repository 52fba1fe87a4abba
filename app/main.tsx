import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import '../design-system/fonts';
import { App } from './App';
import { loadAreaOf, sessionAreaOf } from './routes';
import { preloadModuleOf } from './engine/registry';
import { createAppStore } from './store';
import { startSession } from './store/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const store = createAppStore();
// The user and init load while the area's chunk does; its RequireSession then finds them started.
const area = sessionAreaOf(window.location.pathname);
if (area) store.dispatch(startSession({ area }));
// And the descriptions of the page's module (the area's chunk starts the page's own).
if (area === 'default') preloadModuleOf(window.location.pathname);
// The first render waits for the area's chunk (index.html shows a loading overlay meanwhile):
// rendered before, the area would show its Suspense fallback first, and React reveals what
// follows a fallback no sooner than 300 ms after it.
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App store={store} history={createBrowserHistory({ v5Compat: true })} />
    </StrictMode>,
  );
// A chunk that fails to load is the area's to report (its lazy load tries again).
void loadAreaOf(window.location.pathname).then(render, render);
