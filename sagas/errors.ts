import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take, takeEvery } from 'redux-saga/effects';
import { recordCrash } from '../app/services/crashHistory';
import { currentPath, leaveTo, navigate } from '../app/services/navigation';
import { errorUpdateState, uncaughtError } from '../app/store/error';

function windowErrors(): EventChannel<{ message: string; stack?: string }> {
  return eventChannel((emit) => {
    const onError = (event: ErrorEvent) => {
      emit({
        message: event.message || String(event.error),
        stack: (event.error as Error | undefined)?.stack,
      });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as unknown;
      emit({
        message: reason instanceof Error ? reason.message : String(reason),
        stack: reason instanceof Error ? reason.stack : undefined,
      });
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  });
}

function* onUncaught(action: ReturnType<typeof uncaughtError>) {
  const errorLocation = currentPath();
  const { history, loop } = recordCrash({
    errorMessage: action.payload.message,
    errorLocation,
    error: action.payload.stack ?? action.payload.message,
    time: Date.now(),
  });
  yield put(errorUpdateState({ history }));
  if (loop) yield call(navigate, '/exception/500', { replace: true });
  else yield call(leaveTo, errorLocation);
}

function* listenToWindow() {
  const channel: EventChannel<{ message: string; stack?: string }> = yield call(windowErrors);
  try {
    for (;;) {
      const payload: { message: string; stack?: string } = yield take(channel);
      yield put(uncaughtError(payload));
    }
  } finally {
    channel.close();
  }
}

/**
 * Uncaught errors: each is added to the stored history (10 entries), dispatched to
 * `error/updateState`, and the page reloads, unless the same error at the same place happened
 * moments ago: then the 500 page shows instead of reloading in a loop.
 */
export function* errorSaga() {
  yield takeEvery(uncaughtError.type, onUncaught);
  yield call(listenToWindow);
}
