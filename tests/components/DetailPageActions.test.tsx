/**
 * A detail page's actions, each posting to its own address:
 * - a locked row's page (a published announcement) is read-only, says why and has no Save,
 *   while the actions its state offers still run after their confirmation;
 * - an action that asks for values (a send configuration's Test send) checks them in its
 *   dialog, keeps them when the server refuses, and sends them with the row's id;
 * - a form action (a data source's Test connection) posts the form's values as typed, not saved
 *   yet, to HZERO's `.../datasources/test-connection`.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAllResources } from '../../app/engine/registry';
import { ResourcePage } from '../../app/engine/ResourcePage';
import { setNotifier, type Notice } from '../../app/services/notification';
import { engineReads, fakeApi, type FakeRoutes } from '../support/fakeApi';
import { renderPage } from '../support/renderPage';
import { adminOfTenant } from '../support/users';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const TENANT = 7;

type Row = Record<string, unknown>;

const notices: Notice[] = [];

beforeAll(async () => {
  await loadAllResources();
  setNotifier((notice) => notices.push(notice));
});

/**
 * Opens the detail page at `path` on a server answering `routes`; `posted` collects the bodies
 * posted to `action`, `other` every address the page called beyond them.
 */
function openDetail(
  path: string,
  routes: FakeRoutes,
  action: string,
  answer: (posted: Row[]) => Row,
): { posted: Row[]; other: string[] } {
  const posted: Row[] = [];
  const other: string[] = [];
  fakeApi(
    {
      ...engineReads(TENANT),
      ...routes,
      [`POST ${action}`]: (_url, init) => {
        posted.push(JSON.parse(String(init.body)) as Row);
        return { body: answer(posted) };
      },
    },
    (url, init) => {
      other.push(`${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`);
      return { status: 404, body: { failed: true, message: 'Not found' } };
    },
  );
  renderPage({
    user: adminOfTenant(TENANT),
    path,
    routes: [{ path: '*', element: <ResourcePage /> }],
    permissions: true,
  });
  return { posted, other };
}

/** The page's action button, once the user's permission to it is known. */
async function actionButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  return button;
}

const notified = (description: string) =>
  waitFor(() => expect(notices).toContainEqual(expect.objectContaining({ description })));

it('shows a published announcement read-only, says why, and still withdraws it', async () => {
  const BASE = `/hfaq/v1/${TENANT}/announcements`;
  const { posted, other } = openDetail(
    '/hfaq/announcement/detail/5',
    {
      [`GET ${BASE}/5`]: {
        body: {
          announcementId: 5,
          title: 'Lab closed on 1 May',
          audience: 'CUSTOMER',
          status: 'PUBLISHED',
          publishAt: null,
          publishedDate: '2026-04-20 09:00:00',
          content: 'The laboratory does not receive samples on 1 May.',
          objectVersionNumber: 3,
        },
      },
    },
    `${BASE}/5/withdraw`,
    () => ({ message: 'Withdrawn from its readers’ messages' }),
  );
  expect(
    await screen.findByText(
      'The announcement Lab closed on 1 May is Published: it cannot be changed or deleted',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly');
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();

  await userEvent.click(await actionButton('Withdraw'));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent(
    'Withdraw this announcement? It disappears from its readers’ messages.',
  );
  await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(posted).toEqual([{ announcementId: 5 }]));
  await notified('Withdrawn from its readers’ messages');
  expect(other).toEqual([]);
});

it("asks Test send's values in its dialog, keeps them when refused, then sends them", async () => {
  const CONFIGS = `/hmsg/v1/${TENANT}/template-servers`;
  const { posted } = openDetail(
    '/hmsg/send-config/detail/4',
    {
      [`GET ${CONFIGS}/4`]: {
        body: {
          tempServerId: 4,
          messageCode: 'SAMPLES_RECEIVED',
          messageName: 'Samples received',
          description: null,
          enabledFlag: 1,
          serverList: [],
          objectVersionNumber: 1,
        },
      },
    },
    `${CONFIGS}/4/test-send`,
    (sent) =>
      sent.length === 1
        ? { failed: true, code: 'error.hmsg.channel', message: 'No channel is enabled' }
        : { message: 'Sent through 1 channel' },
  );
  await userEvent.click(await actionButton('Test send'));
  const dialog = await screen.findByRole('dialog', { name: 'Test send' });
  const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
  await userEvent.type(email, 'lab.example');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Test send' }));
  expect(
    await within(dialog).findByText('E-mail address must be an e-mail address'),
  ).toBeInTheDocument();
  expect(posted).toEqual([]);

  await userEvent.clear(email);
  await userEvent.type(email, 'qc@lab.example');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Test send' }));
  expect(await within(dialog).findByText('No channel is enabled')).toBeInTheDocument();
  expect(email).toHaveValue('qc@lab.example');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Test send' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posted).toEqual([
    expect.objectContaining({ email: 'qc@lab.example', tempServerId: 4 }),
    expect.objectContaining({ email: 'qc@lab.example', tempServerId: 4 }),
  ]);
  await notified('Sent through 1 channel');
});

it('tests the values the data source form holds, before they are saved', async () => {
  const BASE = `/hpfm/v1/${TENANT}/datasources`;
  const { posted, other } = openDetail(
    '/hpfm/data-source/detail/3',
    {
      [`GET ${BASE}/3`]: {
        body: {
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
        },
      },
    },
    `${BASE}/test-connection`,
    ([body]) => ({
      message: `Reached ${String(body?.host)}:${String(body?.port)} (MySQL) in 3 ms`,
    }),
  );
  const host = await screen.findByRole('textbox', { name: 'Host' });
  await userEvent.clear(host);
  await userEvent.type(host, 'lims-2.example');
  await userEvent.click(await actionButton('Test connection'));

  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toMatchObject({
    datasourceId: 3,
    datasourceCode: 'LIMS_MYSQL',
    host: 'lims-2.example',
    port: 3306,
    objectVersionNumber: 4,
  });
  await notified('Reached lims-2.example:3306 (MySQL) in 3 ms');
  // Nothing was saved, and no other address was called.
  expect(other).toEqual([]);
});
