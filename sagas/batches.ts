import { put, takeEvery } from 'redux-saga/effects';
import { fetchBatch } from '../app/services/portal';
import { batchFailed, batchLoaded, batchRequested } from '../app/store/batches';
import { callApi } from './api';

function* loadBatch(action: ReturnType<typeof batchRequested>) {
  const result = yield* callApi(fetchBatch, [action.payload]);
  if (result.ok) yield put(batchLoaded(result.data));
  else yield put(batchFailed(action.payload));
}

/** Loads batches for the customer's and the staff's detail pages. */
export function* batchesSaga() {
  yield takeEvery(batchRequested.type, loadBatch);
}
