import { eventChannel, type EventChannel } from 'redux-saga';
import {
  all,
  call,
  delay,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import {
  clearMessages,
  fetchMessageCount,
  fetchMessagePreview,
  fetchNoticePreview,
  markAllMessagesRead,
  markMessagesRead,
  messageStreamUrl,
  type MessageCount,
  type UserMessage,
  type UserMessageTypeCode,
} from '../app/services/messages';
import type { RootState } from '../app/store/reducer';
import {
  cleared,
  clearRequested,
  countRequested,
  markAllReadRequested,
  markedAllRead,
  markedRead,
  markReadRequested,
  noticeActionFailed,
  noticeCenterToggled,
  previewsLoaded,
  previewsRequested,
} from '../app/store/notices';
import {
  sessionReady,
  sessionUnauthorized,
  signOutRequested,
  startSession,
} from '../app/store/session';
import { clearUser, setNotifyCount } from '../app/store/user';
import { callApi, type ApiResult } from './api';

/** What the unread-count stream reports. */
export type StreamEvent =
  | { type: 'open' }
  | { type: 'count'; count: number }
  /** `closed`: the browser gave up and will not reconnect by itself. */
  | { type: 'error'; closed: boolean };

/** First wait before opening a closed stream again; it doubles up to {@link STREAM_RETRY_MAX}. */
export const STREAM_RETRY_START = 1000;
/** Longest wait between attempts to open the stream. */
export const STREAM_RETRY_MAX = 60_000;

/** Actions after which the stream must not stay open. */
const SESSION_ENDS = [
  sessionUnauthorized.type,
  signOutRequested.type,
  clearUser.type,
  startSession.type,
];

function parseCount(data: unknown): number | null {
  try {
    const parsed = JSON.parse(String(data)) as Partial<MessageCount>;
    const count = Number(parsed?.unreadMessageCount);
    return Number.isFinite(count) ? Math.max(0, count) : null;
  } catch {
    return null;
  }
}

/**
 * The unread-count stream as a saga channel: an EventSource on `url` whose `count` events,
 * openings and errors become {@link StreamEvent}s. Closing the channel closes the EventSource.
 */
export function messageStream(url: string): EventChannel<StreamEvent> {
  return eventChannel<StreamEvent>((emit) => {
    const source = new EventSource(url);
    const onCount = (event: Event) => {
      const count = parseCount((event as MessageEvent).data);
      if (count !== null) emit({ type: 'count', count });
    };
    source.addEventListener('count', onCount);
    source.onopen = () => emit({ type: 'open' });
    source.onerror = () =>
      emit({ type: 'error', closed: source.readyState === EventSource.CLOSED });
    return () => {
      source.removeEventListener('count', onCount);
      source.close();
    };
  });
}

/** Fetches the unread count into `currentUser.notifyCount`; failures stay quiet (401 still ends the session). */
export function* refreshCount() {
  const result = yield* callApi(fetchMessageCount, [], { silent: true });
  if (result.ok)
    yield put(setNotifyCount(Math.max(0, Number(result.data?.unreadMessageCount) || 0)));
}

function* preview(fetch: () => Promise<UserMessage[]>) {
  return yield* callApi(fetch, [], { silent: true });
}

function* loadPreviews() {
  const [messages, notices] = (yield all([
    call(preview, fetchMessagePreview),
    call(preview, fetchNoticePreview),
  ])) as [ApiResult<UserMessage[]>, ApiResult<UserMessage[]>];
  const list = (result: ApiResult<UserMessage[]>) =>
    result.ok ? (Array.isArray(result.data) ? result.data : []) : undefined;
  yield put(
    previewsLoaded({
      notices: list(messages),
      announces: list(notices),
      failed: !messages.ok || !notices.ok,
    }),
  );
}

function* onToggled(action: ReturnType<typeof noticeCenterToggled>) {
  if (action.payload) yield put(previewsRequested());
}

function* onCount(count: number) {
  yield put(setNotifyCount(count));
  const open: boolean = yield select((state: RootState) => state.notices.open);
  if (open) yield put(previewsRequested());
}

/**
 * Listens to the unread-count stream. The browser reconnects an EventSource that dropped; when
 * it gives up (the stream answered an error), the stream is opened again after a back-off that
 * doubles from 1 s to 60 s and starts over once events flow. Cancelling closes the stream.
 */
export function* watchMessageStream() {
  if (typeof EventSource === 'undefined') return;
  let retry = STREAM_RETRY_START;
  for (;;) {
    // Each opening asks for a new ticket (EventSource cannot send the token; a ticket lasts 60 s).
    const url = yield* callApi(messageStreamUrl, [], { silent: true });
    if (url.ok) {
      const channel: EventChannel<StreamEvent> = yield call(messageStream, url.data);
      try {
        for (;;) {
          const event: StreamEvent = yield take(channel);
          if (event.type === 'error') {
            if (event.closed) break;
          } else {
            retry = STREAM_RETRY_START;
            if (event.type === 'count') yield* onCount(event.count);
          }
        }
      } finally {
        channel.close();
      }
    }
    yield delay(retry);
    retry = Math.min(retry * 2, STREAM_RETRY_MAX);
    // The count call also finds out whether the session is still valid (a 401 ends it).
    yield call(refreshCount);
  }
}

/**
 * Once the operators' shell or the customer portal has its user: the count, then the pushed
 * counts until the session ends.
 */
function* onSessionReady() {
  const area: RootState['session']['area'] = yield select((state: RootState) => state.session.area);
  if (!area) return;
  yield race({
    watch: call(function* () {
      yield call(refreshCount);
      yield call(watchMessageStream);
    }),
    end: take(SESSION_ENDS),
  });
}

function* onMarkRead(action: ReturnType<typeof markReadRequested>) {
  const result = yield* callApi(markMessagesRead, [action.payload]);
  if (!result.ok) {
    yield put(noticeActionFailed());
    return;
  }
  yield put(markedRead(action.payload));
  yield call(refreshCount);
}

function* onMarkAllRead() {
  const result = yield* callApi(markAllMessagesRead, []);
  if (!result.ok) {
    yield put(noticeActionFailed());
    return;
  }
  yield put(markedAllRead());
  yield call(refreshCount);
}

function* onClear(action: ReturnType<typeof clearRequested>) {
  const done: UserMessageTypeCode[] = [];
  for (const type of action.payload) {
    const result = yield* callApi(clearMessages, [type]);
    if (!result.ok) break;
    done.push(type);
  }
  if (done.length < action.payload.length) yield put(noticeActionFailed());
  if (done.length) yield put(cleared(done));
  yield call(refreshCount);
}

/** The notification centre: unread count (fetched and pushed), previews, read flags, clearing. */
export function* noticesSaga() {
  yield takeLatest(sessionReady.type, onSessionReady);
  yield takeLatest(countRequested.type, refreshCount);
  yield takeEvery(noticeCenterToggled.type, onToggled);
  yield takeLatest(previewsRequested.type, loadPreviews);
  yield takeEvery(markReadRequested.type, onMarkRead);
  yield takeLeading(markAllReadRequested.type, onMarkAllRead);
  yield takeEvery(clearRequested.type, onClear);
}
