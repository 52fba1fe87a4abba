import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HmsgPages from '../../app/modules/hmsg/pages';
import { NotificationCenter } from '../../app/layouts/NotificationCenter';
import type { ListedUserMessage } from '../../app/services/messages';
import { setNotifier, type Notice } from '../../app/services/notification';
import { countRequested } from '../../app/store/notices';
import type { Locale } from '../../app/i18n';
import { ADMIN_USER, fakeApi, pageAsked, type FakeAnswer, type FakeCall } from '../support/fakeApi';
import { renderPage } from '../support/renderPage';

/**
 * My Messages (`/hmsg/user-message`) and a message's page
 * (`/hmsg/user-message/detail/{type}/{userMessageId}`) in the operators' shell, against a fake
 * notification centre that keeps its messages and unread count as the server does.
 */

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const USER = {
  ...ADMIN_USER,
  id: 7,
  tenantId: 1,
  organizationId: 1,
  currentRoleId: 3,
  currentRoleCode: 'tenant.admin',
  currentRoleLevel: 'organization' as const,
  timeZone: 'GMT+8',
  dateTimeFormat: 'DD/MM/YYYY HH:mm',
};

const BASE = '/hmsg/v1/1/messages/user';
const MEANINGS = { MSG: 'Message', NOTICE: 'Notice', APPROVE: 'Approval' } as const;

function message(
  userMessageId: number,
  type: keyof typeof MEANINGS,
  subject: string,
  readFlag: 0 | 1,
  content: string,
): ListedUserMessage {
  return {
    userMessageId,
    messageId: 100 + userMessageId,
    tenantId: 1,
    subject,
    content,
    creationDate: `2024-03-0${userMessageId} 09:30:00`,
    readFlag,
    userMessageTypeCode: type,
    userMessageTypeMeaning: MEANINGS[type],
    category: 'STATUS',
  };
}

let messages: ListedUserMessage[];
let notices: Notice[];

beforeEach(() => {
  notices = [];
  setNotifier((notice) => notices.push(notice));
  messages = [
    message(
      3,
      'MSG',
      'Order SO-1 shipped',
      0,
      'Your order SO-1 left the lab.\nTracking: <b>TR-42</b>',
    ),
    message(2, 'APPROVE', 'Approve quotation Q-7', 0, 'Quotation Q-7 waits for you.'),
    message(1, 'NOTICE', 'Maintenance on Sunday', 1, 'The platform stops at 22:00.'),
  ];
});

/** The fake notification centre: list, one message, count, read flags and clearing. */
const API = {
  [`GET ${BASE}`]: (url: URL) => {
    const type = url.searchParams.get('userMessageTypeCode');
    const state = url.searchParams.get('readFlag');
    return {
      body: pageAsked(
        messages.filter(
          (item) =>
            (!type || item.userMessageTypeCode === type) &&
            (!state || item.readFlag === (state === 'Y' ? 1 : 0)),
        ),
        url,
      ),
    };
  },
  [`GET ${BASE}/count`]: () => ({
    body: { unreadMessageCount: messages.filter((item) => item.readFlag === 0).length },
  }),
  [`POST ${BASE}/read-flag`]: (url: URL) => {
    const all = url.searchParams.get('readAll') === '1';
    const ids = (url.searchParams.get('userMessageIdList') ?? '').split(',').map(Number);
    messages = messages.map((item) =>
      all || ids.includes(item.userMessageId) ? { ...item, readFlag: 1 } : item,
    );
    return { status: 204 };
  },
  [`DELETE ${BASE}/clear`]: (url: URL) => {
    const type = url.searchParams.get('userMessageTypeCode');
    messages = messages.filter((item) => type && item.userMessageTypeCode !== type);
    return { status: 204 };
  },
};

/** `GET {BASE}/{id}`: the message, or the server's 404 for one that is not the user's. */
function oneMessage(url: URL, init: RequestInit): FakeAnswer {
  const id = Number(url.pathname.match(/^\/hmsg\/v1\/1\/messages\/user\/(\d+)$/)?.[1]);
  if ((init.method ?? 'GET') !== 'GET') return { status: 404 };
  const found = messages.find((item) => item.userMessageId === id);
  return found
    ? { body: found }
    : { status: 404, body: { failed: true, code: 'error.not_found', message: `No message ${id}` } };
}

function renderAt(path: string, language?: Locale) {
  const calls = fakeApi(API, oneMessage);
  const { store } = renderPage({
    user: USER,
    path,
    language,
    beside: <NotificationCenter />,
    element: <HmsgPages name="My Messages" />,
    prepare: (created) => created.dispatch(countRequested()),
  });
  return { calls, store };
}

const readFlagCalls = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === `${BASE}/read-flag`);
const bell = (unread: number) =>
  screen.findByRole('button', { name: `Notifications, ${unread} unread` });
const rowOf = (table: HTMLElement, subject: string) =>
  within(table).getByRole('link', { name: subject }).closest('tr') as HTMLElement;

describe('My Messages', () => {
  it('lists messages of every kind with their read state, and filters by kind and state', async () => {
    const { calls } = renderAt('/hmsg/user-message');
    expect(await screen.findByRole('heading', { name: 'My Messages' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'My Messages' });
    await within(table).findByRole('link', { name: 'Order SO-1 shipped' });
    expect(await screen.findByText('2 unread')).toBeVisible();
    expect(await bell(2)).toBeVisible();

    const shipped = rowOf(table, 'Order SO-1 shipped');
    expect(within(shipped).getByText('Message')).toBeVisible();
    expect(within(shipped).getByText('Unread')).toBeVisible();
    expect(within(shipped).getByText('03/03/2024 09:30')).toBeVisible();
    expect(
      within(shipped).getByRole('button', { name: 'Mark as read: Order SO-1 shipped' }),
    ).toBeVisible();
    expect(within(rowOf(table, 'Approve quotation Q-7')).getByText('Approval')).toBeVisible();
    const maintenance = rowOf(table, 'Maintenance on Sunday');
    expect(within(maintenance).getByText('Notice')).toBeVisible();
    expect(within(maintenance).getByText('Read')).toBeVisible();
    expect(within(maintenance).queryByRole('button', { name: /Mark as read/ })).toBeNull();
    expect(within(shipped).getByRole('link')).toHaveAttribute(
      'href',
      '/hmsg/user-message/detail/msg/3',
    );

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Approval');
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Order SO-1 shipped' })).toBeNull(),
    );
    expect(within(table).getByRole('link', { name: 'Approve quotation Q-7' })).toBeVisible();
    expect(calls.at(-1)?.url.searchParams.get('userMessageTypeCode')).toBe('APPROVE');
    // Clearing offers the chosen kind only.
    expect(screen.getByRole('button', { name: 'Clear approvals' })).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'All');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Read');
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Approve quotation Q-7' })).toBeNull(),
    );
    expect(within(table).getByRole('link', { name: 'Maintenance on Sunday' })).toBeVisible();
    expect(calls.at(-1)?.url.searchParams.get('readFlag')).toBe('Y');
    expect(calls.at(-1)?.url.searchParams.get('userMessageTypeCode')).toBeNull();
  });

  it('opens a message on its page: its text shown as text, marked read, the bell one fewer', async () => {
    const { calls } = renderAt('/hmsg/user-message');
    const table = await screen.findByRole('table', { name: 'My Messages' });
    expect(await bell(2)).toBeVisible();
    await userEvent.click(await within(table).findByRole('link', { name: 'Order SO-1 shipped' }));

    expect(await screen.findByRole('heading', { name: 'Order SO-1 shipped' })).toBeVisible();
    const facts = screen.getByRole('article', { name: 'Order SO-1 shipped' });
    expect(within(facts).getByText('Message')).toBeVisible();
    expect(within(facts).getByText('03/03/2024 09:30')).toBeVisible();
    const text = screen.getByRole('region', { name: 'Text' });
    expect(text.textContent).toBe('Your order SO-1 left the lab.\nTracking: <b>TR-42</b>');
    expect(text.querySelector('b')).toBeNull();

    await waitFor(() =>
      expect(
        readFlagCalls(calls).map((call) => call.url.searchParams.get('userMessageIdList')),
      ).toEqual(['3']),
    );
    expect(await bell(1)).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Back to My Messages' }));
    const again = await screen.findByRole('table', { name: 'My Messages' });
    await waitFor(() =>
      expect(within(rowOf(again, 'Order SO-1 shipped')).getByText('Read')).toBeVisible(),
    );
    expect(await screen.findByText('1 unread')).toBeVisible();
    // An opened message already read is not marked again.
    await userEvent.click(within(again).getByRole('link', { name: 'Order SO-1 shipped' }));
    await screen.findByRole('region', { name: 'Text' });
    expect(readFlagCalls(calls)).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('marks a row read, then all of them', async () => {
    const { calls } = renderAt('/hmsg/user-message');
    const table = await screen.findByRole('table', { name: 'My Messages' });
    await within(table).findByRole('link', { name: 'Approve quotation Q-7' });
    expect(await bell(2)).toBeVisible();

    await userEvent.click(
      within(table).getByRole('button', { name: 'Mark as read: Approve quotation Q-7' }),
    );
    expect(await bell(1)).toBeVisible();
    await waitFor(() =>
      expect(within(rowOf(table, 'Approve quotation Q-7')).getByText('Read')).toBeVisible(),
    );
    expect(readFlagCalls(calls).at(-1)?.url.searchParams.get('userMessageIdList')).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(readFlagCalls(calls).at(-1)?.url.searchParams.get('readAll')).toBe('1');
    await waitFor(() => expect(within(table).queryAllByText('Unread')).toHaveLength(0));
    expect(await screen.findByText('0 unread')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('clears the messages of a kind only after the user confirms', async () => {
    const { calls } = renderAt('/hmsg/user-message');
    const table = await screen.findByRole('table', { name: 'My Messages' });
    await within(table).findByRole('link', { name: 'Order SO-1 shipped' });
    const deletes = () => calls.filter((call) => call.method === 'DELETE');

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Message');
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Approve quotation Q-7' })).toBeNull(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear messages' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText(
        'Delete all your messages of the kind “Message”? This cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Clear messages' }));
    confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear messages' }));
    await waitFor(() =>
      expect(deletes().map((call) => call.url.searchParams.get('userMessageTypeCode'))).toEqual([
        'MSG',
      ]),
    );
    expect(await within(table).findByText('No messages here.')).toBeVisible();
    expect(await bell(1)).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'All');
    expect(await within(table).findByRole('link', { name: 'Approve quotation Q-7' })).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Maintenance on Sunday' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeVisible();
  });

  it('says plainly that a message is not there, with the way back', async () => {
    const { calls } = renderAt('/hmsg/user-message/detail/msg/99');
    expect(await screen.findByRole('heading', { name: 'Message not found' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is no such message among yours: it may have been cleared.',
    );
    expect(calls.some((call) => call.path === `${BASE}/99`)).toBe(true);
    expect(readFlagCalls(calls)).toHaveLength(0);
    expect(notices).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Back to My Messages' }));
    expect(await screen.findByRole('table', { name: 'My Messages' })).toBeVisible();
  });

  it('takes an address that names no message as not found, without asking the server', async () => {
    const { calls } = renderAt('/hmsg/user-message/detail/msg/first');
    expect(await screen.findByRole('heading', { name: 'Message not found' })).toBeVisible();
    expect(
      calls.some(
        (call) =>
          call.path.startsWith(`${BASE}/`) &&
          call.method === 'GET' &&
          !call.path.endsWith('/count'),
      ),
    ).toBe(false);
  });
});

describe('My Messages in Chinese', () => {
  it('shows the list, a message and a missing one in Chinese', async () => {
    renderAt('/hmsg/user-message', 'zh_CN');
    expect(await screen.findByRole('heading', { name: '我的消息' })).toBeVisible();
    const table = await screen.findByRole('table', { name: '我的消息' });
    const approval = await within(table).findByRole('link', { name: 'Approve quotation Q-7' });
    expect(within(rowOf(table, 'Approve quotation Q-7')).getByText('审批')).toBeVisible();
    expect(within(rowOf(table, 'Approve quotation Q-7')).getByText('未读')).toBeVisible();
    expect(within(rowOf(table, 'Maintenance on Sunday')).getByText('通知')).toBeVisible();
    expect(within(rowOf(table, 'Maintenance on Sunday')).getByText('已读')).toBeVisible();
    expect(await screen.findByText('2 条未读')).toBeVisible();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeVisible();
    expect(screen.getByRole('button', { name: '全部清除' })).toBeVisible();
    expect(screen.getByRole('option', { name: '消息' })).toBeInTheDocument();

    await userEvent.click(approval);
    expect(await screen.findByRole('heading', { name: 'Approve quotation Q-7' })).toBeVisible();
    expect(screen.getByText('类型')).toBeVisible();
    expect(screen.getByText('接收时间')).toBeVisible();
    expect(screen.getByRole('region', { name: '正文' })).toHaveTextContent(
      'Quotation Q-7 waits for you.',
    );
    expect(screen.getByRole('link', { name: '返回我的消息' })).toBeVisible();
  });

  it('says in Chinese that a message is not found', async () => {
    renderAt('/hmsg/user-message/detail/approve/42', 'zh_CN');
    expect(await screen.findByRole('heading', { name: '消息不存在' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('您的消息中没有这条消息：它可能已被清除。');
  });
});
