import { call, put, select, takeEvery } from 'redux-saga/effects';
import { notify } from '../app/services/notification';
import { HttpError, request } from '../app/services/request';
import {
  readDone,
  readFailed,
  readKey,
  readRequest,
  readsInvalidate,
  readStarted,
  selectRead,
  uploadRequest,
  writeDone,
  writeFailed,
  writeRequest,
  writeStarted,
  type ReadEntry,
  type WriteError,
} from '../app/store/resources';
import type { RootState } from '../app/store/reducer';
import { selectI18n } from '../app/store/selectors';
import { uploadFile } from '../app/services/files';
import { callApi } from './api';
import { writeErrorOf } from './formErrors';

/** A read's answer as the request client gives it. */
export const readResource = (path: string, query: Parameters<typeof readKey>[1]) =>
  request<unknown>(path, { query });

/** A write's answer. */
export const writeResource = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) =>
  request<unknown>(path, { method, body });

function* read(action: ReturnType<typeof readRequest>) {
  const { path, query = {}, force, silent, resolve, reject } = action.payload;
  const key = readKey(path, query);
  const cached: ReadEntry | undefined = yield select((state: RootState) => selectRead(state, key));
  if (cached?.status === 'ready' && !force) {
    resolve?.(cached.data);
    return;
  }
  yield put(readStarted({ key }));
  const result = yield* callApi(readResource, [path, query], { silent });
  if (!result.ok) {
    const message = result.error instanceof Error ? result.error.message : String(result.error);
    const httpStatus = result.error instanceof HttpError ? result.error.status : undefined;
    yield put(readFailed({ key, error: message, httpStatus }));
    reject?.(result.error);
    return;
  }
  yield put(readDone({ key, data: result.data }));
  resolve?.(result.data);
}

function* write(action: ReturnType<typeof writeRequest>) {
  const { id, method, path, body, invalidate = [], after = [], fields = [] } = action.payload;
  yield put(writeStarted({ id }));
  const result = yield* callApi(writeResource, [method, path, body], {
    silent: !action.payload.notifyFailure,
  });
  if (!result.ok) {
    const error: WriteError | null = yield* writeErrorOf(result.error, fields);
    yield put(writeFailed({ id, error }));
    return;
  }
  for (const prefix of invalidate) yield put(readsInvalidate({ prefix }));
  yield put(writeDone({ id, result: result.data }));
  const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
  const message = (result.data as { message?: unknown } | undefined)?.message;
  yield call(notify, {
    type: 'success',
    title: t('notification.success'),
    description: typeof message === 'string' ? message : undefined,
  });
  for (const next of after) yield put(next);
}

function* upload(action: ReturnType<typeof uploadRequest>) {
  const { file, fileName, bucket, directory, resolve, reject } = action.payload;
  const result = yield* callApi(uploadFile, [file, fileName, bucket, directory]);
  if (result.ok) resolve(result.data.fileUrl);
  else reject(result.error);
}

/**
 * The one saga of generic reads and writes: reads cached by path and query (every page built
 * from a description reads through it), writes that say how they went and forget the reads
 * they changed.
 */
export function* resourcesSaga() {
  yield takeEvery(readRequest.type, read);
  yield takeEvery(writeRequest.type, write);
  yield takeEvery(uploadRequest.type, upload);
}
