import { buffers, type Channel } from 'redux-saga';
import {
  actionChannel,
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
import type { UnknownAction } from 'redux';
import { parseXlsx, readCsv, rowsFromTable } from '../domain/portal/sampleImport';
import { compactRow } from '../domain/portal/samples';
import {
  readDraftCopy,
  removeDraftCopy,
  writeDraftCopy,
} from '../app/modules/portal/wizard/draftCopy';
import {
  importCheckPath,
  resultPath,
  sheetPath,
  stepPath,
} from '../app/modules/portal/wizard/steps';
import type { AnalysisInfo } from '../domain/portal/analysisInfo';
import { mergeDraft, type DraftContent } from '../app/modules/portal/wizard/draftMerge';
import { navigate } from '../app/services/navigation';
import { notify } from '../app/services/notification';
import {
  createBatch,
  fetchBatch,
  fetchBatches,
  fetchDraftAnalysis,
  fetchProducts,
  fetchProjects,
  saveDraft,
  submitBatch,
  type Batch,
  type Product,
  type RowIssues,
} from '../app/services/portal';
import { BusinessError, HttpError } from '../app/services/request';
import type { Page } from '../app/services/types';
import { batchLoaded } from '../app/store/batches';
import { selectCurrentUser, selectI18n } from '../app/store/selectors';
import {
  bifChanged,
  draftConflictResolved,
  draftConflictsResolved,
  draftContentOf,
  draftFlushRequested,
  draftMerged,
  draftOpened,
  draftOpenFailed,
  draftOpenRequested,
  draftSaved,
  draftSaveFailed,
  draftSaving,
  draftStartRequested,
  importAccepted,
  importFileChosen,
  importParsed,
  rowsChanged,
  samplesOf,
  selectSubmission,
  shippingChanged,
  stepChanged,
  submitDone,
  submitFailed,
  submitRefused,
  submitRequested,
  wizardCatalogFailed,
  wizardCatalogLoaded,
  wizardCatalogRequested,
  type SubmissionState,
} from '../app/store/submission';
import { callApi, DATA_LAYER_DURATION, type ApiResult } from './api';

/** How long the autosave waits after the last change before it saves. */
export const AUTOSAVE_DELAY = 800;

/** How long the autosave waits before retrying a failed save, attempt after attempt. */
export const RETRY_DELAYS = [2000, 5000, 10000, 30000];

/** The most projects the first step offers. */
const PROJECT_CHOICES = 100;

/** Actions that change the draft and are saved. */
const CHANGES = [
  rowsChanged.type,
  shippingChanged.type,
  bifChanged.type,
  stepChanged.type,
  importAccepted.type,
  draftMerged.type,
  draftConflictResolved.type,
  draftConflictsResolved.type,
];

const EDITABLE = new Set(['Draft', 'Returned']);

function* currentUserId() {
  const user = (yield select(selectCurrentUser)) as ReturnType<typeof selectCurrentUser>;
  return user?.id ?? null;
}

function* submission() {
  return (yield select(selectSubmission)) as SubmissionState;
}

/** Keeps the unsent draft on this device after every change. */
function* keepLocalCopy() {
  const state = yield* submission();
  const userId = yield* currentUserId();
  if (!state.batch || userId === null || state.revision === state.savedRevision) return;
  writeDraftCopy(userId, state.batch.batchId, {
    basedOn: state.objectVersionNumber,
    step: state.step,
    rows: state.rows.map(compactRow),
    shipping: state.shipping,
    bif: state.bif,
  });
}

type SaveOutcome = 'nothing' | 'saved' | 'failed' | 'refused' | 'unauthorized' | 'stale';

function ignoreFailure() {
  // The caller deals with a failed answer itself.
}

/**
 * A save refused as stale: the version saved elsewhere is read and merged with this tab's
 * changes against the version this tab had (`base`). Without conflicts the merge is saved at
 * once; conflicts wait for the user's choice. A batch no longer editable is opened as it is.
 */
function* mergeWithSaved(batchId: number) {
  const products = (yield* ensureCatalog()) as Product[];
  const quiet = { silent: true, onFailed: ignoreFailure };
  const fetched = yield* callApi(fetchBatch, [batchId], quiet);
  let bif: AnalysisInfo | null = null;
  let read = fetched.ok;
  if (fetched.ok && kindOf(products, fetched.data) === 'MS') {
    const analysis = yield* callApi(fetchDraftAnalysis, [batchId], quiet);
    if (analysis.ok) bif = analysis.data.bif;
    read = analysis.ok;
  }
  if (!fetched.ok || !read) {
    yield put(draftSaveFailed(null));
    return 'failed' as SaveOutcome;
  }
  const batch = fetched.data;
  // Read after the answers came: what the user typed meanwhile is theirs to keep too.
  const state = yield* submission();
  if (!EDITABLE.has(batch.status) || !state.base || state.batch?.batchId !== batchId) {
    yield put(draftSaveFailed(null));
    const userId = yield* currentUserId();
    if (userId !== null) removeDraftCopy(userId, batchId);
    yield* openDraft(draftOpenRequested({ batchId, resume: false }), 'stale');
    return 'stale' as SaveOutcome;
  }
  const theirs = draftContentOf(batch, bif);
  const mine: DraftContent = { rows: state.rows, shipping: state.shipping, bif: state.bif };
  const { content, conflicts } = mergeDraft(state.base, mine, theirs);
  yield put(draftMerged({ batch, theirs, content, conflicts }));
  yield* keepLocalCopy();
  if (conflicts.length === 0) yield put(draftFlushRequested());
  return 'stale' as SaveOutcome;
}

/** Saves the changes not saved yet, once (not while conflicts wait for the user). */
function* saveOnce() {
  const state = yield* submission();
  const { batch, revision } = state;
  if (!batch || revision === state.savedRevision || state.conflicts.length > 0) {
    return 'nothing' as SaveOutcome;
  }
  yield put(draftSaving(revision));
  const sent: DraftContent = {
    rows: samplesOf(state.rows).map(compactRow),
    shipping: state.shipping,
    bif: state.bif,
  };
  const result = yield* callApi(
    saveDraft,
    [
      batch.batchId,
      {
        objectVersionNumber: state.objectVersionNumber,
        step: state.step,
        rows: sent.rows,
        shipping: sent.shipping,
        // Left out until filled in, so that a failed load never clears what the server has.
        ...(state.bif ? { bif: state.bif } : {}),
      },
    ],
    { silent: true, onFailed: ignoreFailure },
  );
  const userId = yield* currentUserId();
  if (result.ok) {
    yield put(draftSaved({ revision, ...result.data, saved: sent }));
    const after = yield* submission();
    if (userId !== null && after.revision === after.savedRevision) {
      removeDraftCopy(userId, batch.batchId);
    } else {
      yield* keepLocalCopy();
    }
    return 'saved' as SaveOutcome;
  }
  const { error } = result;
  if (error instanceof HttpError && error.status === 401) {
    yield put(draftSaveFailed(null));
    return 'unauthorized' as SaveOutcome;
  }
  if (error instanceof BusinessError && error.code === 'error.optimistic_lock') {
    return (yield* mergeWithSaved(batch.batchId)) as SaveOutcome;
  }
  const refused =
    error instanceof BusinessError ||
    (error instanceof HttpError && error.status >= 400 && error.status < 500);
  if (refused) {
    // Not something a retry fixes (the batch is no longer editable, a cell too long): say why
    // once, keep the changes, and wait for the next change or "Save now".
    const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
    yield put(draftSaveFailed(error.message));
    yield call(notify, {
      type: 'error',
      title: t('portal.wizard.save.failedTitle'),
      description: error.message,
      duration: DATA_LAYER_DURATION,
    });
    return 'refused' as SaveOutcome;
  }
  yield put(draftSaveFailed(null));
  return 'failed' as SaveOutcome;
}

/**
 * The autosave: a change waits {@link AUTOSAVE_DELAY} ms for more (so typing makes one save),
 * a flush saves at once, a failed save is retried after {@link RETRY_DELAYS}. Changes made while
 * a save is on its way are kept in a one-place buffer and saved next.
 */
function* autosave() {
  const channel = (yield actionChannel(
    [...CHANGES, draftFlushRequested.type],
    buffers.sliding(1),
  )) as Channel<UnknownAction>;
  for (;;) {
    let next = (yield take(channel)) as UnknownAction;
    while (next.type !== draftFlushRequested.type) {
      const { change } = (yield race({
        change: take(channel),
        wait: delay(AUTOSAVE_DELAY),
      })) as { change?: UnknownAction };
      if (!change) break;
      next = change;
    }
    for (let attempt = 0; ; attempt += 1) {
      const outcome = (yield* saveOnce()) as SaveOutcome;
      if (outcome !== 'failed') break;
      const wait = RETRY_DELAYS[Math.min(attempt, RETRY_DELAYS.length - 1)]!;
      yield race({ change: take(channel), wait: delay(wait) });
    }
  }
}

function* loadCatalog() {
  const products = yield* callApi(fetchProducts, []);
  if (!products.ok) {
    yield put(wizardCatalogFailed());
    return;
  }
  const listed = { page: 0, size: 50, sort: 'createdDate,desc' };
  const projects = yield* callApi(fetchProjects, [{ ...listed, size: PROJECT_CHOICES }]);
  const returned = yield* callApi(fetchBatches, [{ ...listed, status: 'Returned' }]);
  const drafts = yield* callApi(fetchBatches, [{ ...listed, status: 'Draft' }]);
  const content = <T>(result: ApiResult<Page<T>>) => (result.ok ? result.data.content : []);
  yield put(
    wizardCatalogLoaded({
      products: products.data,
      projects: content(projects),
      openDrafts: [...content(returned), ...content(drafts)],
    }),
  );
}

function* ensureCatalog() {
  const state = yield* submission();
  if (state.products.length === 0) yield* loadCatalog();
  return (yield* submission()).products;
}

function kindOf(products: Product[], batch: Batch) {
  return products.find((product) => product.productId === batch.productId)?.kind ?? 'DNA';
}

const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Opens a batch; a copy on this device made on the server's current version holds changes the
 * server never got: it is restored and saved at once.
 */
function* openDraft(action: ReturnType<typeof draftOpenRequested>, notice: 'stale' | null = null) {
  const { batchId, resume } = action.payload;
  const products = (yield* ensureCatalog()) as Product[];
  const current = yield* submission();
  if (!notice && current.batch?.batchId === batchId && current.batchStatus === 'ready') {
    // Already open: what is typed here is newer than anything to fetch.
    if (resume && EDITABLE.has(current.batch.status)) {
      const path = stepPath(Math.max(current.step, 2), kindOf(products, current.batch), batchId);
      yield call(navigate, path, { replace: true });
    }
    return;
  }
  const result = yield* callApi(fetchBatch, [batchId]);
  if (!result.ok) {
    yield put(draftOpenFailed(batchId));
    return;
  }
  const batch = result.data;
  let bif: AnalysisInfo | null = null;
  if (kindOf(products, batch) === 'MS') {
    const analysis = yield* callApi(fetchDraftAnalysis, [batchId], { silent: true });
    if (analysis.ok) bif = analysis.data.bif;
  }
  const userId = yield* currentUserId();
  const copy = userId === null ? null : readDraftCopy(userId, batchId);
  const editable = EDITABLE.has(batch.status);
  if (copy && editable && copy.basedOn === batch.objectVersionNumber && !notice) {
    yield put(draftOpened({ batch, bif, restored: copy, notice: 'restored' }));
    yield put(draftFlushRequested());
  } else {
    const differs =
      copy !== null &&
      (!sameContent(copy.rows, batch.rows) ||
        !sameContent(copy.shipping, batch.shipping) ||
        !sameContent(copy.bif, bif));
    if (copy && userId !== null) removeDraftCopy(userId, batchId);
    yield put(
      draftOpened({
        batch,
        bif,
        notice: notice ?? (differs && editable ? 'staleCopyDropped' : null),
      }),
    );
  }
  if (resume && editable) {
    const { step } = yield* submission();
    yield call(navigate, stepPath(Math.max(step, 2), kindOf(products, batch), batchId), {
      replace: true,
    });
  }
}

function* startDraft(action: ReturnType<typeof draftStartRequested>) {
  const { productId, projectId } = action.payload;
  const products = (yield* ensureCatalog()) as Product[];
  const result = yield* callApi(createBatch, [productId, projectId]);
  if (!result.ok) return;
  yield put(draftOpened({ batch: result.data }));
  yield put(batchLoaded(result.data));
  yield call(navigate, sheetPath(kindOf(products, result.data), result.data.batchId));
}

/** A file's content, through FileReader (which every browser and jsdom have). */
function readFile(file: Blob, asText: boolean): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    if (asText) reader.readAsText(file);
    else reader.readAsArrayBuffer(file);
  });
}

function* readTable(file: File) {
  if (/\.xlsx$/i.test(file.name)) {
    const data = (yield call(readFile, file, false)) as ArrayBuffer;
    return { table: (yield call(parseXlsx, data)) as string[][], decimalComma: false };
  }
  const text = (yield call(readFile, file, true)) as string;
  return readCsv(text);
}

function* readImport(action: ReturnType<typeof importFileChosen>) {
  const file = action.payload;
  const state = yield* submission();
  const product = state.products.find((item) => item.productId === state.batch?.productId);
  if (!state.batch || !product) return;
  let parsed: ReturnType<typeof rowsFromTable>;
  try {
    const { table, decimalComma } = (yield* readTable(file)) as {
      table: string[][];
      decimalComma: boolean;
    };
    parsed = rowsFromTable(table, product.kind, { decimalComma });
  } catch {
    parsed = {
      rows: [],
      problems: [{ rowNo: 1, column: '', value: file.name, code: 'import.unreadable' }],
      columns: {},
    };
  }
  yield put(importParsed({ fileName: file.name, rows: parsed.rows, problems: parsed.problems }));
  yield call(navigate, importCheckPath(state.batch.batchId));
}

/**
 * Waits until the server has every change; false when a save failed or conflicts with a version
 * saved elsewhere wait for the user.
 */
function* allSaved() {
  for (;;) {
    const state = yield* submission();
    if (state.conflicts.length > 0) return false;
    if (state.revision === state.savedRevision && !state.saving) return true;
    if (!state.saving) yield put(draftFlushRequested());
    const { failed } = (yield race({
      saved: take(draftSaved.type),
      merged: take(draftMerged.type),
      failed: take([draftSaveFailed.type, draftOpened.type]),
    })) as { failed?: UnknownAction };
    if (failed) return false;
  }
}

function* submit() {
  if (!((yield* allSaved()) as boolean)) {
    yield put(submitFailed());
    return;
  }
  const state = yield* submission();
  if (!state.batch) return;
  const result = yield* callApi(submitBatch, [state.batch.batchId, state.objectVersionNumber], {
    onFailed: ignoreFailure,
  });
  const { error } = result.ok ? { error: null } : result;
  const refused =
    error instanceof BusinessError && error.code === 'error.sample_rows'
      ? ((error.body as { rows?: RowIssues[] }).rows ?? [])
      : null;
  if (error instanceof BusinessError && !refused) {
    yield call(notify, { type: 'error', title: error.message, duration: DATA_LAYER_DURATION });
  }
  if (result.ok) {
    const userId = yield* currentUserId();
    if (userId !== null) removeDraftCopy(userId, result.data.batchId);
    yield put(submitDone(result.data));
    yield put(batchLoaded(result.data));
    yield call(navigate, resultPath(result.data.batchId));
  } else if (refused) {
    yield put(submitRefused(refused));
  } else {
    yield put(submitFailed());
  }
}

/** Side effects of the submission wizard (draft, autosave, import, submit). */
export function* submissionSaga() {
  yield takeLatest(wizardCatalogRequested.type, loadCatalog);
  yield takeLatest(draftOpenRequested.type, openDraft);
  yield takeLeading(draftStartRequested.type, startDraft);
  yield takeEvery(CHANGES, keepLocalCopy);
  yield takeLatest(importFileChosen.type, readImport);
  yield takeLeading(submitRequested.type, submit);
  yield call(autosave);
}
