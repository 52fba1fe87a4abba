import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { AppRouter } from '../../app/AppRouter';
import TraceButton from '../../app/modules/hadm/TraceButton';
import { createAppStore } from '../../app/store';
import { saveCurrentUser } from '../../app/store/user';
import { DesignSystemProvider } from '../../design-system';
import { I18nFromStore } from '../support/renderPage';
import { ADMIN_USER, fakeApi } from '../support/fakeApi';

/** The header's trace switch under the app's router, the server answering `tracing`. */
function renderSwitch(tracing: boolean) {
  const calls = fakeApi({
    'GET /hadm/v1/trace/status': { body: { tracing, count: tracing ? 3 : 0 } },
  });
  const store = createAppStore();
  store.dispatch(saveCurrentUser({ user: ADMIN_USER }));
  const history = createMemoryHistory({ initialEntries: ['/workplace'], v5Compat: true });
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <I18nFromStore>
          <AppRouter history={history}>
            <TraceButton />
          </AppRouter>
        </I18nFromStore>
      </DesignSystemProvider>
    </Provider>,
  );
  const statusReads = () => calls.filter((call) => call.path === '/hadm/v1/trace/status').length;
  const moveTo = (path: string) => act(() => history.push(path));
  return { statusReads, moveTo };
}

describe('the trace switch', () => {
  it('reads the trace status once when no trace runs, not on each page change', async () => {
    const { statusReads, moveTo } = renderSwitch(false);
    await screen.findByRole('button', { name: 'Start a trace of your requests' });
    moveTo('/hpfm/country/list');
    moveTo('/hpfm/currency/list');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statusReads()).toBe(1);
  });

  it('reads it again on each page change while a trace runs, for its count', async () => {
    const { statusReads, moveTo } = renderSwitch(true);
    await screen.findByRole('button', { name: 'Tracing (3): end the trace and see its log' });
    const before = statusReads();
    moveTo('/hpfm/country/list');
    await waitFor(() => expect(statusReads()).toBe(before + 1));
    moveTo('/hpfm/currency/list');
    await waitFor(() => expect(statusReads()).toBe(before + 2));
  });
});
