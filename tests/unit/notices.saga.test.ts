import type { Saga } from 'redux-saga';
import {
  clearMessages,
  fetchMessagePreview,
  isRead,
  markMessagesRead,
  messageStreamUrl,
  type UserMessage,
} from '../../app/services/messages';
import { setRequestContext } from '../../app/services/request';
import {
  cleared,
  clearRequested,
  markAllReadRequested,
  markedAllRead,
  markedRead,
  markReadRequested,
  noticeActionFailed,
  noticeCenterToggled,
  noticesReducer,
  previewsLoaded,
  previewsRequested,
} from '../../app/store/notices';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { portalFeature } from '../../app/modules/portal/feature';
import { sessionReady, signOutRequested } from '../../app/store/session';
import { clearUser, setNotifyCount } from '../../app/store/user';
import { noticesSaga, STREAM_RETRY_START } from '../../sagas/notices';
import { ADMIN_USER, fakeApi, type FakeCall } from '../support/fakeApi';
import { startSaga } from '../support/saga';

/** The whole app's reducer: the core's slices and the portal's. */
const rootReducer = createRootReducer([portalFeature]);

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server accepted the stream. */
  connect() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sent an event. */
  push(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  /** The connection failed; `closed` when the browser gives up reconnecting. */
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }
}

/** The n-th stream the saga opened. */
function stream(index: number): FakeEventSource {
  const source = FakeEventSource.instances[index];
  if (!source) throw new Error(`No stream #${index} was opened`);
  return source;
}

const TENANT = 7;
const USER = { ...ADMIN_USER, tenantId: TENANT, organizationId: TENANT };

function message(id: number, type: string, readFlag = 0): UserMessage {
  return {
    userMessageId: id,
    messageId: 100 + id,
    tenantId: TENANT,
    subject: `Subject ${id}`,
    creationDate: '2024-03-01 08:00:00',
    readFlag,
    userMessageTypeCode: type,
  };
}

function shellState(area: 'default' | 'pub' = 'default'): RootState {
  const base = rootReducer(undefined, { type: '@@init' });
  return {
    ...base,
    session: { status: 'ready', area, error: null },
    user: { ...base.user, currentUser: { ...USER, notifyCount: 0 } },
  };
}

let unread = 0;
let calls: FakeCall[] = [];

function api(extra = {}) {
  calls = fakeApi({
    'GET /hmsg/v1/7/messages/user/count': () => ({ body: { unreadMessageCount: unread } }),
    'GET /hmsg/v1/7/messages/user/preview': { body: [message(1, 'MSG'), message(2, 'APPROVE')] },
    'GET /hmsg/v1/7/notices/user/preview': { body: [message(3, 'NOTICE')] },
    'POST /oauth/tickets': { body: { ticket: 'TICKET-1', expiresIn: 60 } },
    ...extra,
  });
}

const counts = (actions: { type: string }[]) =>
  actions.filter(setNotifyCount.match).map((action) => action.payload);
const settle = () => new Promise((ok) => setTimeout(ok, 20));

beforeEach(() => {
  unread = 0;
  FakeEventSource.instances = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
  window.history.replaceState(null, '', '/workplace');
  setRequestContext({ tenantId: () => TENANT, tenantScoped: () => true, menuId: () => undefined });
  api();
});

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe('notification services', () => {
  it('builds the stream address with the tenant and a ticket for that path, never the token', async () => {
    expect(await messageStreamUrl()).toBe('/hmsg/v1/7/messages/user/stream?ticket=TICKET-1');
    expect(calls.map((call) => [call.method, call.path, call.init.body])).toEqual([
      ['POST', '/oauth/tickets', JSON.stringify({ path: '/hmsg/v1/7/messages/user/stream' })],
    ]);
  });

  it('asks for unread previews, marks by ids and clears one type', async () => {
    fakeApi({});
    await Promise.allSettled([
      fetchMessagePreview(),
      markMessagesRead([1, 2]),
      clearMessages('MSG'),
    ]);
    const sent = (globalThis.fetch as jest.Mock).mock.calls.map(
      ([url, init]: [string, RequestInit]) => `${init.method ?? 'GET'} ${url}`,
    );
    expect(sent).toEqual([
      'GET /hmsg/v1/7/messages/user/preview?readFlag=0&size=5',
      'POST /hmsg/v1/7/messages/user/read-flag?userMessageIdList=1%2C2',
      'DELETE /hmsg/v1/7/messages/user/clear?userMessageTypeCode=MSG',
    ]);
  });

  it('reads Y or 1 as read and N or 0 as unread', () => {
    expect([1, '1', 'Y', 0, '0', 'N', null].map((readFlag) => isRead({ readFlag }))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('unread count', () => {
  it('is fetched when the session is ready in the operators’ shell, then the stream opens', async () => {
    unread = 4;
    const saga = startSaga(noticesSaga as Saga, shellState());
    saga.send(sessionReady());
    await settle();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /hmsg/v1/7/messages/user/count',
      'POST /oauth/tickets',
    ]);
    expect(counts(saga.dispatched)).toEqual([4]);
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([
      '/hmsg/v1/7/messages/user/stream?ticket=TICKET-1',
    ]);
    saga.stop();
  });

  it('is fetched and streamed in the customer portal too, so its pages see QC results arrive', async () => {
    unread = 2;
    const saga = startSaga(noticesSaga as Saga, shellState('pub'));
    saga.send(sessionReady());
    await settle();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /hmsg/v1/7/messages/user/count',
      'POST /oauth/tickets',
    ]);
    expect(counts(saga.dispatched)).toEqual([2]);
    expect(FakeEventSource.instances).toHaveLength(1);
    saga.stop();
  });

  it('follows the counts the server pushes', async () => {
    const saga = startSaga(noticesSaga as Saga, shellState());
    saga.send(sessionReady());
    await settle();
    const source = stream(0);
    source.connect();
    source.push('count', { unreadMessageCount: 9 });
    source.push('count', { unreadMessageCount: 2 });
    source.push('count', 'not a count');
    await settle();
    expect(counts(saga.dispatched)).toEqual([0, 9, 2]);
    expect(saga.dispatched.some(previewsRequested.match)).toBe(false);
    saga.stop();
  });

  it('refreshes the previews on a pushed count while the popover is open', async () => {
    const saga = startSaga(noticesSaga as Saga, shellState());
    saga.send(sessionReady());
    await settle();
    saga.state = { ...saga.state, notices: { ...saga.state.notices, open: true } };
    stream(0).push('count', { unreadMessageCount: 3 });
    await settle();
    expect(counts(saga.dispatched)).toEqual([0, 3]);
    const loaded = saga.dispatched.find(previewsLoaded.match);
    expect(loaded?.payload.notices?.map((item) => item.userMessageId)).toEqual([1, 2]);
    expect(loaded?.payload.announces?.map((item) => item.userMessageId)).toEqual([3]);
    saga.stop();
  });

  it('closes the stream when the user signs out', async () => {
    const saga = startSaga(noticesSaga as Saga, shellState());
    saga.send(sessionReady());
    await settle();
    const source = stream(0);
    expect(source.readyState).toBe(FakeEventSource.CONNECTING);
    saga.send(signOutRequested());
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    source.push('count', { unreadMessageCount: 5 });
    await settle();
    expect(counts(saga.dispatched)).toEqual([0]);
    saga.stop();
  });

  it('closes the stream when the saga stops', async () => {
    const saga = startSaga(noticesSaga as Saga, shellState());
    saga.send(sessionReady());
    await settle();
    saga.stop();
    expect(stream(0).readyState).toBe(FakeEventSource.CLOSED);
  });

  it('leaves reconnecting to the browser while it retries by itself', async () => {
    jest.useFakeTimers();
    const saga = startSaga(noticesSaga as Saga, shellState());
    saga.send(sessionReady());
    await jest.advanceTimersByTimeAsync(0);
    stream(0).fail(false);
    await jest.advanceTimersByTimeAsync(10 * STREAM_RETRY_START);
    expect(stream(0).readyState).toBe(FakeEventSource.CONNECTING);
    expect(FakeEventSource.instances).toHaveLength(1);
    saga.stop();
  });

  it('opens the stream again with a growing back-off when the browser gives up', async () => {
    jest.useFakeTimers();
    const saga = startSaga(noticesSaga as Saga, shellState());
    saga.send(sessionReady());
    await jest.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.instances).toHaveLength(1);

    stream(0).fail(true);
    expect(stream(0).readyState).toBe(FakeEventSource.CLOSED);
    await jest.advanceTimersByTimeAsync(STREAM_RETRY_START - 10);
    expect(FakeEventSource.instances).toHaveLength(1);
    unread = 6;
    await jest.advanceTimersByTimeAsync(20);
    expect(FakeEventSource.instances).toHaveLength(2);
    // The count is fetched again before reconnecting (this also checks the session).
    expect(counts(saga.dispatched)).toEqual([0, 6]);

    stream(1).fail(true);
    await jest.advanceTimersByTimeAsync(2 * STREAM_RETRY_START - 10);
    expect(FakeEventSource.instances).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(20);
    expect(FakeEventSource.instances).toHaveLength(3);

    // Events flowing again reset the back-off.
    stream(2).connect();
    stream(2).fail(true);
    await jest.advanceTimersByTimeAsync(STREAM_RETRY_START + 10);
    expect(FakeEventSource.instances).toHaveLength(4);
    saga.stop();
  });
});

describe('previews, read flags and clearing', () => {
  it('loads both previews when the popover opens', async () => {
    const saga = startSaga(noticesSaga as Saga, shellState());
    saga.send(noticeCenterToggled(true));
    await settle();
    expect(calls.map((call) => call.url.pathname + call.url.search).sort()).toEqual([
      '/hmsg/v1/7/messages/user/preview?readFlag=0&size=5',
      '/hmsg/v1/7/notices/user/preview?size=5',
    ]);
    expect(saga.dispatched.find(previewsLoaded.match)?.payload.failed).toBe(false);
    saga.send(noticeCenterToggled(false));
    await settle();
    expect(calls).toHaveLength(2);
    saga.stop();
  });

  it('clears one type, then fetches the count again', async () => {
    unread = 3;
    const saga = startSaga(noticesSaga as Saga, shellState());
    api({ 'DELETE /hmsg/v1/7/messages/user/clear': () => ((unread = 1), { status: 204 }) });
    saga.send(clearRequested(['MSG']));
    await settle();
    expect(calls.map((call) => call.url.pathname + call.url.search)).toEqual([
      '/hmsg/v1/7/messages/user/clear?userMessageTypeCode=MSG',
      '/hmsg/v1/7/messages/user/count',
    ]);
    expect(saga.dispatched.find(cleared.match)?.payload).toEqual(['MSG']);
    expect(counts(saga.dispatched)).toEqual([1]);
    saga.stop();
  });

  it('clears several types one after the other and stops at a failure', async () => {
    const saga = startSaga(noticesSaga as Saga, shellState());
    api({
      'DELETE /hmsg/v1/7/messages/user/clear': (url: URL) =>
        url.searchParams.get('userMessageTypeCode') === 'MSG'
          ? { status: 204 }
          : { status: 500, body: { message: 'boom' } },
    });
    saga.send(clearRequested(['MSG', 'APPROVE', 'NOTICE']));
    await settle();
    expect(calls.map((call) => call.url.searchParams.get('userMessageTypeCode'))).toEqual([
      'MSG',
      'APPROVE',
      null,
    ]);
    expect(saga.dispatched.some(noticeActionFailed.match)).toBe(true);
    expect(saga.dispatched.find(cleared.match)?.payload).toEqual(['MSG']);
    saga.stop();
  });

  it('marks all read with readAll=1, then fetches the count again', async () => {
    unread = 5;
    const saga = startSaga(noticesSaga as Saga, shellState());
    api({ 'POST /hmsg/v1/7/messages/user/read-flag': () => ((unread = 0), { status: 204 }) });
    saga.send(markAllReadRequested());
    await settle();
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'POST /hmsg/v1/7/messages/user/read-flag?readAll=1',
      'GET /hmsg/v1/7/messages/user/count',
    ]);
    expect(saga.dispatched.some(markedAllRead.match)).toBe(true);
    expect(counts(saga.dispatched)).toEqual([0]);
    saga.stop();
  });

  it('marks one message read, then fetches the count again', async () => {
    unread = 1;
    const saga = startSaga(noticesSaga as Saga, shellState());
    api({ 'POST /hmsg/v1/7/messages/user/read-flag': { status: 204 } });
    saga.send(markReadRequested([2]));
    await settle();
    expect(calls[0]?.url.search).toBe('?userMessageIdList=2');
    expect(saga.dispatched.find(markedRead.match)?.payload).toEqual([2]);
    expect(counts(saga.dispatched)).toEqual([1]);
    saga.stop();
  });

  it('does not mark anything when the server refuses', async () => {
    const saga = startSaga(noticesSaga as Saga, shellState());
    api({ 'POST /hmsg/v1/7/messages/user/read-flag': { status: 500, body: { message: 'no' } } });
    saga.send(markAllReadRequested());
    await settle();
    expect(saga.dispatched.some(markedAllRead.match)).toBe(false);
    expect(saga.dispatched.some(noticeActionFailed.match)).toBe(true);
    saga.stop();
  });
});

describe('notices reducer', () => {
  const loaded = () =>
    noticesReducer(
      undefined,
      previewsLoaded({
        notices: [message(1, 'MSG'), message(2, 'APPROVE')],
        announces: [message(3, 'NOTICE')],
        failed: false,
      }),
    );

  it('removes the cleared types from both lists', () => {
    const state = noticesReducer(
      noticesReducer(loaded(), clearRequested(['MSG', 'NOTICE'])),
      cleared(['MSG', 'NOTICE']),
    );
    expect(state.notices.map((item) => item.userMessageId)).toEqual([2]);
    expect(state.announces).toEqual([]);
    expect(state.clearing).toEqual([]);
  });

  it('marks one or every item read', () => {
    const one = noticesReducer(loaded(), markedRead([2]));
    expect(one.notices.map(isRead)).toEqual([false, true]);
    const all = noticesReducer(noticesReducer(one, markAllReadRequested()), markedAllRead());
    expect([...all.notices, ...all.announces].every(isRead)).toBe(true);
    expect(all.markingAll).toBe(false);
  });

  it('keeps the list that loaded when the other failed, and forgets everything on sign-out', () => {
    const state = noticesReducer(loaded(), previewsLoaded({ announces: [], failed: true }));
    expect(state.notices).toHaveLength(2);
    expect(state.error).toBe(true);
    expect(noticesReducer(state, clearUser())).toEqual(noticesReducer(undefined, { type: '@@x' }));
  });
});
