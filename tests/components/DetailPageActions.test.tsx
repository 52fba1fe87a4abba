/**
 * A detail page's row actions: a locked row's page (a published announcement) is read-only,
 * says why and has no Save, while the actions its state offers still run after their
 * confirmation; an action that asks for values (a send configuration's Test send) checks them in
 * its dialog, keeps them when the server refuses, and sends them with the row's id.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
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
const BASE = `/hfaq/v1/${TENANT}/announcements`;

type Row = Record<string, unknown>;

const PUBLISHED: Row = {
  announcementId: 5,
  title: 'Lab closed on 1 May',
  audience: 'CUSTOMER',
  status: 'PUBLISHED',
  publishAt: null,
  publishedDate: '2026-04-20 09:00:00',
  content: 'The laboratory does not receive samples on 1 May.',
  objectVersionNumber: 3,
};

/** A server holding the published announcement; it records the withdrawals and other calls. */
function serve(): { withdrawn: Row[]; other: string[] } {
  const withdrawn: Row[] = [];
  const other: string[] = [];
  fakeApi(
    {
      ...engineReads(TENANT),
      [`GET ${BASE}/5`]: { body: PUBLISHED },
      [`POST ${BASE}/5/withdraw`]: (_url, init) => {
        withdrawn.push(JSON.parse(String(init.body)) as Row);
        return { body: { message: 'Withdrawn from its readers’ messages' } };
      },
    },
    (url, init) => {
      other.push(`${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`);
      return { status: 404, body: { failed: true, message: 'Not found' } };
    },
  );
  return { withdrawn, other };
}

const notices: Notice[] = [];

beforeAll(async () => {
  await loadAllResources();
  setNotifier((notice) => notices.push(notice));
});

it('shows a published announcement read-only, says why, and still withdraws it', async () => {
  const { withdrawn, other } = serve();
  renderPage({
    user: adminOfTenant(TENANT),
    path: '/hfaq/announcement/detail/5',
    routes: [{ path: '*', element: <ResourcePage /> }],
    permissions: true,
  });
  expect(
    await screen.findByText(
      'The announcement Lab closed on 1 May is Published: it cannot be changed or deleted',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly');
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();

  // Offered once the user's permission to it is known.
  const withdraw = screen.getByRole('button', { name: 'Withdraw' });
  await waitFor(() => expect(withdraw).not.toHaveAttribute('aria-busy'));
  await userEvent.click(withdraw);
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent(
    'Withdraw this announcement? It disappears from its readers’ messages.',
  );
  await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(withdrawn).toEqual([{ announcementId: 5 }]));
  await waitFor(() =>
    expect(notices).toContainEqual(
      expect.objectContaining({ description: 'Withdrawn from its readers’ messages' }),
    ),
  );
  expect(other).toEqual([]);
});

it("asks Test send's values in its dialog, keeps them when refused, then sends them", async () => {
  const CONFIGS = `/hmsg/v1/${TENANT}/template-servers`;
  const sent: Row[] = [];
  fakeApi({
    ...engineReads(TENANT),
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
    [`POST ${CONFIGS}/4/test-send`]: (_url, init) => {
      sent.push(JSON.parse(String(init.body)) as Row);
      return sent.length === 1
        ? { body: { failed: true, code: 'error.hmsg.channel', message: 'No channel is enabled' } }
        : { body: { message: 'Sent through 1 channel' } };
    },
  });
  renderPage({
    user: adminOfTenant(TENANT),
    path: '/hmsg/send-config/detail/4',
    routes: [{ path: '*', element: <ResourcePage /> }],
    permissions: true,
  });
  const testSend = await screen.findByRole('button', { name: 'Test send' });
  await waitFor(() => expect(testSend).not.toHaveAttribute('aria-busy'));
  await userEvent.click(testSend);
  const dialog = await screen.findByRole('dialog', { name: 'Test send' });
  const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
  await userEvent.type(email, 'lab.example');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Test send' }));
  expect(
    await within(dialog).findByText('E-mail address must be an e-mail address'),
  ).toBeInTheDocument();
  expect(sent).toEqual([]);

  await userEvent.clear(email);
  await userEvent.type(email, 'qc@lab.example');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Test send' }));
  expect(await within(dialog).findByText('No channel is enabled')).toBeInTheDocument();
  expect(email).toHaveValue('qc@lab.example');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Test send' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([
    expect.objectContaining({ email: 'qc@lab.example', tempServerId: 4 }),
    expect.objectContaining({ email: 'qc@lab.example', tempServerId: 4 }),
  ]);
  await waitFor(() =>
    expect(notices).toContainEqual(
      expect.objectContaining({ description: 'Sent through 1 channel' }),
    ),
  );
});
