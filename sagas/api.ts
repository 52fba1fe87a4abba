import { call, put, select } from 'redux-saga/effects';
import { selectI18n } from '../app/store/selectors';
import { sessionUnauthorized } from '../app/store/session';
import { navigate } from '../app/services/navigation';
import { notify } from '../app/services/notification';
import { rememberNotImplemented } from '../app/services/notImplemented';
import { BusinessError, HttpError, NetworkError } from '../app/services/request';

/** How long the data layer's notifications stay (SPEC.md section 9). */
export const DATA_LAYER_DURATION = 2000;

/** The outcome of {@link callApi}: the data, or the error already shown to the user. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** Options of {@link callApi}. */
export interface CallApiOptions {
  /** Handles a `failed: true` answer instead of the default notification. */
  onFailed?: (error: BusinessError) => void;
  /** Shows nothing on failure; the caller deals with it. */
  silent?: boolean;
}

function* showError(error: unknown, options: CallApiOptions) {
  const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
  if (error instanceof HttpError && error.status === 401) {
    yield put(sessionUnauthorized());
    return;
  }
  if (error instanceof HttpError && error.status === 501) {
    yield call(rememberNotImplemented, error.body);
    yield call(navigate, '/exception/501');
    return;
  }
  if (error instanceof BusinessError && options.onFailed) {
    yield call(options.onFailed, error);
    return;
  }
  if (options.silent) return;
  if (error instanceof NetworkError) {
    yield call(notify, {
      type: 'error',
      title: t('notification.networkTitle'),
      description: t('notification.networkDescription'),
      duration: DATA_LAYER_DURATION,
    });
  } else if (error instanceof BusinessError) {
    const type = error.type === 'info' ? 'info' : error.type === 'warn' ? 'warning' : 'error';
    const title = error.type === 'error' ? t('notification.exception') : t('notification.failed');
    yield call(notify, { type, title, description: error.message, duration: DATA_LAYER_DURATION });
  } else if (error instanceof HttpError) {
    yield call(notify, {
      type: 'error',
      title: error.name,
      description: error.message,
      duration: DATA_LAYER_DURATION,
    });
  } else {
    yield call(notify, {
      type: 'error',
      title: t('notification.exception'),
      description: error instanceof Error ? error.message : String(error),
      duration: DATA_LAYER_DURATION,
    });
  }
}

/**
 * Calls a service function and routes its failure as SPEC.md section 8 says: 401 to the session
 * flow, 501 to its page, a network error or a failed answer to a notification.
 */
export function* callApi<A extends unknown[], T>(
  fn: (...args: A) => Promise<T>,
  args: A,
  options: CallApiOptions = {},
) {
  try {
    const data: T = yield call(fn, ...args);
    return { ok: true, data } as ApiResult<T>;
  } catch (error) {
    yield* showError(error, options);
    return { ok: false, error } as ApiResult<T>;
  }
}
