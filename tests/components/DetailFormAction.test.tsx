/**
 * A form action of a detail page (a data source's Test connection): it posts the form's values
 * as the user typed them, not saved yet, to HZERO's `.../datasources/test-connection`, and the
 * server's answer is notified.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAllResources } from '../../app/engine/registry';
import { ResourcePage } from '../../app/engine/ResourcePage';
import { setNotifier, type Notice } from '../../app/services/notification';
import { engineReads, fakeApi } from '../support/fakeApi';
import { renderPage } from '../support/renderPage';
import { adminOfTenant } from '../support/users';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const TENANT = 7;
const USER = adminOfTenant(TENANT);
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
  fakeApi(
    {
      ...engineReads(TENANT),
      [`POST ${BASE}/test-connection`]: (_url, init) => {
        const body = JSON.parse(String(init.body)) as Row;
        tests.push(body);
        return {
          body: { message: `Reached ${String(body.host)}:${String(body.port)} (MySQL) in 3 ms` },
        };
      },
      [`GET ${BASE}/3`]: { body: SOURCE },
    },
    (url, init) => {
      other.push(`${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`);
      return { status: 404, body: { failed: true, message: 'Not found' } };
    },
  );
  return { tests, other };
}

const notices: Notice[] = [];

beforeAll(async () => {
  await loadAllResources();
  setNotifier((notice) => notices.push(notice));
});

it('tests the values the form holds, before they are saved', async () => {
  const { tests, other } = serve();
  renderPage({
    user: USER,
    path: '/hpfm/data-source/detail/3',
    routes: [{ path: '*', element: <ResourcePage /> }],
    permissions: true,
  });
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
