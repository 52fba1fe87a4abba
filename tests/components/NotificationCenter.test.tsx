import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { DesignSystemProvider } from '../../design-system';
import { I18nContext, loadMessages } from '../../app/i18n';
import { NotificationCenter } from '../../app/layouts/NotificationCenter';
import type { UserMessage } from '../../app/services/messages';
import { createAppStore, selectI18n } from '../../app/store';
import { languageChanged } from '../../app/store/global';
import { countRequested } from '../../app/store/notices';
import { createRootReducer } from '../../app/store/reducer';
import { portalFeature } from '../../app/modules/portal/feature';
import { ADMIN_USER, fakeApi, type FakeCall } from '../support/fakeApi';

/** The whole app's reducer: the core's slices and the portal's. */
const rootReducer = createRootReducer([portalFeature]);

const USER = { ...ADMIN_USER, timeZone: 'GMT+8', dateTimeFormat: 'DD/MM/YYYY HH:mm' };
const BASE = '/hmsg/v1/0/messages/user';

function item(id: number, type: string, subject: string, readFlag = 0): UserMessage {
  return {
    userMessageId: id,
    messageId: 100 + id,
    tenantId: 0,
    subject,
    creationDate: `2024-03-0${id} 0${id}:30:00`,
    readFlag,
    userMessageTypeCode: type,
  };
}

let unread: number;
let messages: UserMessage[];
let notices: UserMessage[];
let calls: FakeCall[];

beforeEach(() => {
  unread = 3;
  messages = [item(1, 'MSG', 'Order SO-1 shipped'), item(2, 'APPROVE', 'Approve quotation Q-7')];
  notices = [item(3, 'NOTICE', 'Maintenance on Sunday')];
  calls = fakeApi({
    [`GET ${BASE}/count`]: () => ({ body: { unreadMessageCount: unread } }),
    [`GET ${BASE}/preview`]: () => ({ body: messages }),
    'GET /hmsg/v1/0/notices/user/preview': () => ({ body: notices }),
    [`POST ${BASE}/read-flag`]: (url) => {
      if (url.searchParams.get('readAll') === '1') {
        unread = 0;
        messages = messages.map((message) => ({ ...message, readFlag: 1 }));
      } else {
        const ids = (url.searchParams.get('userMessageIdList') ?? '').split(',').map(Number);
        unread -= ids.length;
      }
      return { status: 204 };
    },
    [`DELETE ${BASE}/clear`]: (url) => {
      const type = url.searchParams.get('userMessageTypeCode');
      const removed = messages.filter((message) => message.userMessageTypeCode === type).length;
      messages = messages.filter((message) => message.userMessageTypeCode !== type);
      unread -= removed;
      return { status: 204 };
    },
  });
});

function I18n({ children }: { children: ReactNode }) {
  const i18n = useSelector(selectI18n);
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

function renderCenter() {
  const base = rootReducer(undefined, { type: '@@init' });
  const store = createAppStore({
    session: { status: 'ready', area: 'default', error: null },
    user: { ...base.user, currentUser: USER },
  });
  const view = render(
    <Provider store={store}>
      <DesignSystemProvider>
        <I18n>
          <NotificationCenter />
        </I18n>
      </DesignSystemProvider>
    </Provider>,
  );
  act(() => {
    store.dispatch(countRequested());
  });
  return { store, ...view };
}

const sent = () => calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`);

async function openCenter() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(dialog).findByText('Order SO-1 shipped');
  return { user, dialog };
}

describe('NotificationCenter', () => {
  it('shows the unread count on the bell', async () => {
    renderCenter();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(sent()).toEqual([`GET ${BASE}/count`]);
  });

  it('opens on the latest messages with their dates in the user’s format and read state', async () => {
    renderCenter();
    const { user, dialog } = await openCenter();
    expect(sent()).toEqual(
      expect.arrayContaining([
        `GET ${BASE}/preview?readFlag=0&size=5`,
        'GET /hmsg/v1/0/notices/user/preview?size=5',
      ]),
    );
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Order SO-1 shipped01/03/2024 01:30Unread'),
      expect.stringContaining('Approve quotation Q-702/03/2024 02:30Unread'),
    ]);
    await user.click(within(dialog).getByRole('tab', { name: 'Notices' }));
    expect(await within(dialog).findByText('Maintenance on Sunday')).toBeInTheDocument();
    expect(within(dialog).getByText('Order SO-1 shipped')).not.toBeVisible();
  });

  it('marks all as read with readAll=1 and the badge goes to 0', async () => {
    renderCenter();
    const { user, dialog } = await openCenter();
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveTextContent('');
    expect(sent()).toContain(`POST ${BASE}/read-flag?readAll=1`);
    expect(within(dialog).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(dialog).getAllByText('Read')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks one message read', async () => {
    renderCenter();
    const { user, dialog } = await openCenter();
    await user.click(
      within(dialog).getByRole('button', { name: 'Mark as read: Order SO-1 shipped' }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(sent()).toContain(`POST ${BASE}/read-flag?userMessageIdList=1`);
    expect(
      within(dialog).queryByRole('button', { name: 'Mark as read: Order SO-1 shipped' }),
    ).not.toBeInTheDocument();
  });

  it('clears the messages by type, then shows the new count', async () => {
    renderCenter();
    const { user, dialog } = await openCenter();
    await user.click(within(dialog).getByRole('button', { name: 'Clear messages' }));
    expect(await within(dialog).findByText('No unread messages')).toBeInTheDocument();
    expect(sent()).toEqual(
      expect.arrayContaining([
        `DELETE ${BASE}/clear?userMessageTypeCode=MSG`,
        `DELETE ${BASE}/clear?userMessageTypeCode=APPROVE`,
      ]),
    );
    expect(sent().at(-1)).toBe(`GET ${BASE}/count`);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Clear messages' })).toBeDisabled();
  });

  it('shows the empty state and closes with Escape', async () => {
    messages = [];
    notices = [];
    renderCenter();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('No unread messages')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('tells when the previews could not be loaded and loads them again', async () => {
    const broken = fakeApi({
      [`GET ${BASE}/count`]: { body: { unreadMessageCount: 3 } },
      [`GET ${BASE}/preview`]: { status: 500, body: { message: 'down' } },
      'GET /hmsg/v1/0/notices/user/preview': { body: [] },
    });
    renderCenter();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some notifications could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(broken.filter((call) => call.path === `${BASE}/preview`)).toHaveLength(2),
    );
  });

  it('speaks Chinese', async () => {
    const { store } = renderCenter();
    const zh = await loadMessages('zh_CN');
    act(() => {
      store.dispatch(languageChanged({ language: 'zh_CN', messages: zh }));
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '通知，3 条未读' }));
    const dialog = await screen.findByRole('dialog', { name: '通知' });
    expect(await within(dialog).findAllByText('未读')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: '全部标为已读' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '清空消息' })).toBeInTheDocument();
  });

  it('has no accessibility violations when open', async () => {
    renderCenter();
    await openCenter();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
