import { all } from 'redux-saga/effects';
import { batchesSaga } from './batches';
import { portalViewsSaga } from './portalViews';
import { staffBatchesSaga } from './staffBatches';
import { submissionSaga } from './submission';

/** The side effects of the sequencing portal (customers' and staff's pages). */
export function* portalSaga() {
  yield all([batchesSaga(), portalViewsSaga(), staffBatchesSaga(), submissionSaga()]);
}
