/**
 * A form action of a detail page (a data source's Test connection): it posts the form's values
 * as the user typed them, not saved yet, to HZERO's `.../datasources/test-connection`, and the
 * server's answer is notified.
 */
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '../../design-system';
import { loadAllModules } from '../../app/engine/registry';
import { ResourcePage } from '../../app/engine/ResourcePage';
import { I18nContext } from '../../app/i18n';
import { AppPermissionProvider } from '../../app/permissions/AppPermissionProvider';
import { setNotifier, type Notice } from '../../app/services/notification';
import { createAppStore, selectI18n } from '../../app/store';
import { saveCurrentUser } from '../../app/store/user';
import { ADMIN_USER } from '../support/fakeApi';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const TENANT = 7;
const USER = {
  ...ADMIN_USER,
  tenantId: TENANT,
  organizationId: TENANT,
  currentRoleLevel: 'organization' as const,
};
const BASE = `/hpfm/v1/${TENANT}/datasources`;

type Row = Record<string, unknown>;

const SOURCE: Row = {
  datasourceId: 3,
  datasourceCode: 'LIMS_MYSQL',
  description: 'Laboratory LIMS (MySQL)',
  dbType: 'MYSQL',
  host: 'lims.example',
  port: 3306,
  databaseName: 'lims',
  datasourceUrl: 'jdbc:mysql://lims.example:3306/lims',
  poolType: 'HIKARI',
  enabledFlag: 1,
  objectVersionNumber: 4,
  _token: 'row-3',
};

/** A server holding one data source; it records what the test posts. */
function serve(): { tests: Row[]; other: string[] } {
  const tests: Row[] = [];
  const other: string[] = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = (init.method ?? 'GET').toUpperCase();
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (path.endsWith('/menus/check-permissions')) {
      const codes = JSON.parse(String(init.body)) as string[];
      return json(codes.map((code) => ({ code, approve: true, controllerType: null })));
    }
    if (path.endsWith('/lovs/value/batch')) return json({});
    if (method === 'POST' && path === `${BASE}/test-connection`) {
      const body = JSON.parse(String(init.body)) as Row;
      tests.push(body);
      return json({ message: `Reached ${String(body.host)}:${String(body.port)} (MySQL) in 3 ms` });
    }
    if (method === 'GET' && path === `${BASE}/3`) return json(SOURCE);
    other.push(`${method} ${path}`);
    return new Response(JSON.stringify({ failed: true, message: 'Not found' }), { status: 404 });
  }) as typeof fetch;
  return { tests, other };
}

function I18nFromStore({ children }: { children: ReactNode }) {
  return <I18nContext.Provider value={useSelector(selectI18n)}>{children}</I18nContext.Provider>;
}

const notices: Notice[] = [];

beforeAll(async () => {
  await loadAllModules();
  setNotifier((notice) => notices.push(notice));
});

it('tests the values the form holds, before they are saved', async () => {
  const { tests, other } = serve();
  const store = createAppStore();
  store.dispatch(saveCurrentUser({ user: USER }));
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <I18nFromStore>
          <AppPermissionProvider>
            <MemoryRouter initialEntries={['/hpfm/data-source/detail/3']}>
              <Routes>
                <Route path="*" element={<ResourcePage />} />
              </Routes>
            </MemoryRouter>
          </AppPermissionProvider>
        </I18nFromStore>
      </DesignSystemProvider>
    </Provider>,
  );
  const host = await screen.findByRole('textbox', { name: 'Host' });
  await userEvent.clear(host);
  await userEvent.type(host, 'lims-2.example');
  await userEvent.click(await screen.findByRole('button', { name: 'Test connection' }));

  await waitFor(() => expect(tests).toHaveLength(1));
  expect(tests[0]).toMatchObject({
    datasourceId: 3,
    datasourceCode: 'LIMS_MYSQL',
    host: 'lims-2.example',
    port: 3306,
    objectVersionNumber: 4,
  });
  await waitFor(() =>
    expect(notices).toContainEqual(
      expect.objectContaining({
        type: 'success',
        description: 'Reached lims-2.example:3306 (MySQL) in 3 ms',
      }),
    ),
  );
  // Nothing was saved, and no other address was called.
  expect(other).toEqual([]);
});
