import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import { moveBatch, receiveBatch, recordQc, returnBatch, type Batch } from '../app/services/portal';
import { uploadFile } from '../app/services/files';
import { batchLoaded } from '../app/store/batches';
import {
  qcReportUploaded,
  qcReportUploadFailed,
  qcReportUploadRequested,
  staffMoveRequested,
  staffQcRequested,
  staffReceiveRequested,
  staffReturnRequested,
  staffSaveFailed,
  staffSaveSucceeded,
  type StaffMove,
} from '../app/store/staffBatches';
import { callApi, type ApiResult } from './api';

/** Bucket of the QC reports on the file service. */
export const QC_REPORT_BUCKET = 'portal-qc';

/** Directory of a batch's QC reports. */
export const qcReportDirectory = (batchId: number) => `batch-${batchId}`;

function* settle(batchId: number, move: StaffMove, result: ApiResult<Batch>) {
  if (result.ok) {
    yield put(batchLoaded(result.data));
    yield put(staffSaveSucceeded({ batchId, move }));
  } else {
    const error = result.error instanceof Error ? result.error.message : null;
    yield put(staffSaveFailed({ batchId, move, error }));
  }
}

function* receive(action: ReturnType<typeof staffReceiveRequested>) {
  const { batchId, objectVersionNumber, received } = action.payload;
  const result = yield* callApi(receiveBatch, [batchId, objectVersionNumber, received]);
  yield* settle(batchId, 'receive', result);
}

function* qc(action: ReturnType<typeof staffQcRequested>) {
  const { batchId, results } = action.payload;
  const result = yield* callApi(recordQc, [batchId, results]);
  yield* settle(batchId, 'qc', result);
}

function* move(action: ReturnType<typeof staffMoveRequested>) {
  const { batchId, status, comment } = action.payload;
  const result = yield* callApi(moveBatch, [batchId, status, comment || undefined]);
  yield* settle(batchId, 'move', result);
}

function* giveBack(action: ReturnType<typeof staffReturnRequested>) {
  const { batchId, reason } = action.payload;
  const result = yield* callApi(returnBatch, [batchId, reason]);
  yield* settle(batchId, 'return', result);
}

function* upload(action: ReturnType<typeof qcReportUploadRequested>) {
  const { batchId, file } = action.payload;
  const result = yield* callApi(uploadFile, [
    file,
    file.name,
    QC_REPORT_BUCKET,
    qcReportDirectory(batchId),
  ]);
  if (result.ok) yield put(qcReportUploaded({ batchId, file: result.data }));
  else yield put(qcReportUploadFailed(batchId));
}

/**
 * Side effects of the staff's workbench: receive, QC (with its report upload), lifecycle moves
 * and return each answer the whole batch, which is stored with `batchLoaded`; a refusal keeps
 * the page's form as typed.
 */
export function* staffBatchesSaga() {
  yield takeEvery(staffReceiveRequested.type, receive);
  yield takeEvery(staffQcRequested.type, qc);
  yield takeEvery(staffMoveRequested.type, move);
  yield takeEvery(staffReturnRequested.type, giveBack);
  yield takeLatest(qcReportUploadRequested.type, upload);
}
