import { call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  fetchImportStatus,
  fetchImportTemplate,
  fetchStagedRows,
  fetchTemplateFile,
  saveStagedRow,
  startImport,
  uploadImportFile,
  validateImport,
  type ImportTemplateInfo,
  type StagedRowPage,
} from '../app/services/himp';
import {
  BUSY_IMPORT_STATUSES,
  type ImportBatchStatus,
  type StagedRow,
} from '../domain/contract/himp';
import { saveBlob } from '../app/services/download';
import {
  autoRefreshSet,
  batchStaged,
  fileUploadRequested,
  importRefreshRequested,
  importRequested,
  importStatusLoaded,
  rowSaved,
  rowSaveFailed,
  rowSaveRequested,
  selectImportWizard,
  STAGED_PAGE_SIZE,
  stagedRowsLoaded,
  stagedRowsRequested,
  startSettled,
  templateDownloadRequested,
  templateFailed,
  templateLoaded,
  uploadFailed,
  validateRequested,
  wizardOpened,
  wizardRestarted,
  type ImportWizardState,
} from '../app/store/himp';
import { callApi } from './api';

/** How often a running check or import is read again, in ms. */
export const POLL_INTERVAL_MS = 1000;

function* wizard() {
  return (yield select(selectImportWizard)) as ImportWizardState;
}

/** The message of a refusal, for beside the row it concerns. */
function refusalText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function* loadTemplate(action: ReturnType<typeof wizardOpened>) {
  const result = yield* callApi(fetchImportTemplate, [action.payload], { silent: true });
  if (result.ok) yield put(templateLoaded(result.data as ImportTemplateInfo));
  else yield put(templateFailed(refusalText(result.error)));
  const now = yield* wizard();
  // Back at a wizard whose batch was left: its status and rows are read again.
  if (result.ok && now.batch) yield put(importRefreshRequested());
}

function* downloadTemplate() {
  const now = yield* wizard();
  if (!now.template) return;
  const result = yield* callApi(fetchTemplateFile, [now.code]);
  if (!result.ok) return;
  const extension = now.template.fileType === 'CSV' ? 'csv' : 'xlsx';
  yield call(saveBlob, result.data as Blob, `${now.code}.${extension}`);
}

function* loadRows(page: number) {
  const now = yield* wizard();
  if (!now.batch) return;
  const result = yield* callApi(fetchStagedRows, [now.code, now.batch, page, STAGED_PAGE_SIZE], {
    silent: true,
  });
  if (result.ok) {
    const data = result.data as StagedRowPage;
    yield put(stagedRowsLoaded({ page, rows: data.content, total: data.totalElements }));
  }
}

/** Reads the batch's status; its rows again when it changed. */
function* refresh() {
  const before = yield* wizard();
  if (!before.batch) return undefined;
  const result = yield* callApi(fetchImportStatus, [before.code, before.batch], { silent: true });
  if (!result.ok) return undefined;
  const status = result.data as ImportBatchStatus;
  yield put(importStatusLoaded(status));
  const changed =
    before.status?.status !== status.status ||
    before.status.processedCount !== status.processedCount;
  if (changed || before.rowsStatus === 'idle') yield* loadRows(before.page);
  return status;
}

/** Reads the status on its own while the batch is at work and the switch is on. */
function* poll() {
  for (;;) {
    const now = yield* wizard();
    if (!now.batch || !now.status || !BUSY_IMPORT_STATUSES.includes(now.status.status)) return;
    if (!now.autoRefresh) {
      yield take(autoRefreshSet.type);
      continue;
    }
    const { off } = (yield race({
      wait: delay(POLL_INTERVAL_MS),
      off: take(autoRefreshSet.type),
    })) as { off?: unknown };
    if (off) continue;
    yield* refresh();
  }
}

function* refreshAndPoll() {
  yield* refresh();
  yield* poll();
}

function* upload(action: ReturnType<typeof fileUploadRequested>) {
  const now = yield* wizard();
  const result = yield* callApi(uploadImportFile, [now.code, action.payload]);
  if (!result.ok) {
    yield put(uploadFailed());
    return;
  }
  yield put(batchStaged(String(result.data).trim()));
  yield* refresh();
}

function* start(step: (templateCode: string, batch: string) => Promise<ImportBatchStatus>) {
  const now = yield* wizard();
  if (!now.batch) return;
  const result = yield* callApi(step, [now.code, now.batch]);
  yield put(startSettled());
  if (!result.ok) return;
  yield put(importStatusLoaded(result.data as ImportBatchStatus));
  yield* refreshAndPoll();
}

function* saveRow(action: ReturnType<typeof rowSaveRequested>) {
  const now = yield* wizard();
  const rowId = action.payload;
  const row = now.rows.find((item) => item._id === rowId);
  const draft = now.drafts[rowId];
  if (!now.batch || !row || !draft) return;
  try {
    const saved = (yield call(
      saveStagedRow,
      now.code,
      now.batch,
      rowId,
      draft,
      row._version,
    )) as StagedRow;
    yield put(rowSaved(saved));
    yield* refresh();
  } catch (error) {
    yield put(rowSaveFailed({ rowId, message: refusalText(error) }));
  }
}

/** Side effects of the import wizard. */
export function* himpSaga() {
  yield takeLatest(wizardOpened.type, loadTemplate);
  yield takeLeading(templateDownloadRequested.type, downloadTemplate);
  yield takeLeading(fileUploadRequested.type, upload);
  yield takeLatest(
    [importRefreshRequested.type, autoRefreshSet.type, wizardRestarted.type],
    refreshAndPoll,
  );
  yield takeLatest(stagedRowsRequested.type, (action: ReturnType<typeof stagedRowsRequested>) =>
    loadRows(action.payload),
  );
  yield takeLeading(validateRequested.type, start, validateImport);
  yield takeLeading(importRequested.type, start, startImport);
  yield takeLeading(rowSaveRequested.type, saveRow);
}
