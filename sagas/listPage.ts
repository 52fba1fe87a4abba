import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { toPageQuery } from '../design-system';
import type { ListRow } from '../app/engine/types';
import { downloadText } from '../app/services/download';
import { notify } from '../app/services/notification';
import {
  createListRow,
  deleteListRows,
  fetchListPage,
  setListRowsEnabled,
  toCsv,
  updateListRow,
} from '../app/services/listPage';
import { navigate } from '../app/services/navigation';
import type { Query } from '../app/services/request';
import { fillRoute } from '../app/engine/routes';
import { callOf } from '../domain/engine/address';
import { readsInvalidate } from '../app/store/resources';
import type { Page } from '../app/services/types';
import {
  listPageBusy,
  listPageExport,
  listPageLoad,
  listPageLoaded,
  listPageLoadFailed,
  listPageLoading,
  listPageRemove,
  listPageSave,
  listPageSaved,
  listPageSaveFailed,
  listPageSetEnabled,
  selectListPageToLoad,
  type ListFormError,
  type ListPageQuery,
  type ListPageState,
  type ListPageTarget,
} from '../app/store/listPages';
import type { RootState } from '../app/store/reducer';
import { selectI18n } from '../app/store/selectors';
import { callApi } from './api';
import { writeErrorOf } from './formErrors';

/** Rows per request while exporting. */
export const EXPORT_PAGE_SIZE = 100;
/** Most rows an export collects. */
export const EXPORT_MAX_ROWS = 10_000;

function pageOf(target: ListPageTarget) {
  return (state: RootState): ListPageState => selectListPageToLoad(state, target.id);
}

/** Rows and total of a list answer: a page (`totalElements` or `total`) or a plain array. */
export function readPage(answer: Page<ListRow> | ListRow[] | undefined): {
  rows: ListRow[];
  total: number;
} {
  if (Array.isArray(answer)) return { rows: answer, total: answer.length };
  const rows = Array.isArray(answer?.content) ? answer.content : [];
  const loose = answer as { totalElements?: number; total?: number } | undefined;
  return { rows, total: Number(loose?.totalElements ?? loose?.total ?? rows.length) };
}

/**
 * The query parameters of a list call: the page's fixed parameters, filters, 0-based page,
 * size and `field,asc|desc` (a fixed parameter wins over a filter of the same name).
 */
export function listQueryParams(
  query: ListPageQuery,
  fixedQuery: Readonly<Record<string, string | number>> = {},
) {
  return { ...query.filter, ...fixedQuery, ...toPageQuery(query) };
}

function* loadPage(action: ReturnType<typeof listPageLoad>) {
  const { target } = action.payload;
  const current: ListPageState = yield select(pageOf(target));
  const query: ListPageQuery = { ...current.query, ...action.payload.query };
  yield put(listPageLoading({ id: target.id, query, tab: target.tab }));
  const result = yield* callApi(fetchListPage, [
    target.tree ? target.endpoints.tree.path : target.endpoints.list.path,
    (target.tree
      ? { ...query.filter, ...target.fixedQuery }
      : listQueryParams(query, target.fixedQuery)) as Query,
  ]);
  if (!result.ok) {
    const { error } = result;
    yield put(
      listPageLoadFailed({
        id: target.id,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return;
  }
  const { rows, total } = readPage(result.data);
  const lastPage = Math.max(1, Math.ceil(total / query.size));
  if (rows.length === 0 && query.page > lastPage) {
    yield put(listPageLoad({ target, query: { page: lastPage } }));
    return;
  }
  yield put(listPageLoaded({ id: target.id, rows, total, idField: target.idField }));
}

/** One load per page at a time: a newer load of the same page cancels the older one. */
function* watchLoads() {
  const running = new Map<string, Task>();
  for (;;) {
    const action = (yield take(listPageLoad.type)) as ReturnType<typeof listPageLoad>;
    const { id } = action.payload.target;
    const previous = running.get(id);
    if (previous?.isRunning()) yield cancel(previous);
    running.set(id, (yield fork(loadPage, action)) as Task);
  }
}

function* invalidateReads(target: ListPageTarget) {
  for (const prefix of target.reads) yield put(readsInvalidate({ prefix }));
}

function* succeeded(target: ListPageTarget) {
  const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
  yield* invalidateReads(target);
  yield call(notify, { type: 'success', title: t('notification.success') });
  yield put(listPageLoad({ target }));
}

function* save(action: ReturnType<typeof listPageSave>) {
  const { target, mode, values } = action.payload;
  const page: ListPageState = yield select(pageOf(target));
  const row: ListRow =
    mode === 'edit' && page.form.row ? { ...page.form.row, ...values } : { ...values };
  const service = mode === 'edit' ? updateListRow : createListRow;
  // The address may name the row's id and fields (`countries/{countryId}/regions/{id}`).
  const named = mode === 'edit' ? target.endpoints.update : target.endpoints.create;
  const endpoint = { ...named, path: callOf(named, String(row[target.idField] ?? ''), row).path };
  const result = yield* callApi(service, [endpoint, row], { silent: true });
  if (!result.ok) {
    const error: ListFormError | null = yield* writeErrorOf(result.error, Object.keys(values));
    yield put(listPageSaveFailed({ id: target.id, error }));
    return;
  }
  yield put(listPageSaved({ id: target.id }));
  yield* invalidateReads(target);
  if (mode === 'create' && target.openAfterCreate && result.data) {
    yield call(navigate, fillRoute(target.openAfterCreate, result.data));
  }
  yield* succeeded(target);
}

function* busy(target: ListPageTarget, run: () => Generator<unknown, boolean, unknown>) {
  yield put(listPageBusy({ id: target.id, busy: true }));
  try {
    const ok: boolean = yield* run();
    if (ok) yield* succeeded(target);
  } finally {
    yield put(listPageBusy({ id: target.id, busy: false }));
  }
}

function* remove(action: ReturnType<typeof listPageRemove>) {
  const { target, rows } = action.payload;
  const body = rows.map((row) => ({
    [target.idField]: row[target.idField],
    objectVersionNumber: row.objectVersionNumber,
  }));
  yield* busy(target, function* () {
    const result = yield* callApi(deleteListRows, [target.endpoints.remove, body]);
    return result.ok;
  });
}

function* setEnabled(action: ReturnType<typeof listPageSetEnabled>) {
  const { target, rows, enabled } = action.payload;
  const ids = rows
    .map((row) => row[target.idField])
    .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number');
  yield* busy(target, function* () {
    const result = yield* callApi(setListRowsEnabled, [target.basePath, ids, enabled]);
    return result.ok;
  });
}

function* exportRows(action: ReturnType<typeof listPageExport>) {
  const { target, columns, fileName } = action.payload;
  const page: ListPageState = yield select(pageOf(target));
  yield put(listPageBusy({ id: target.id, busy: true }));
  try {
    const rows: ListRow[] = [];
    for (let index = 1; rows.length < EXPORT_MAX_ROWS; index += 1) {
      const query = { ...page.query, page: index, size: EXPORT_PAGE_SIZE };
      const result = yield* callApi(fetchListPage, [
        target.endpoints.list.path,
        listQueryParams(query, target.fixedQuery),
      ]);
      if (!result.ok) return;
      const { rows: chunk, total } = readPage(result.data);
      rows.push(...chunk);
      if (chunk.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
    }
    yield call(downloadText, fileName, toCsv(columns, rows.slice(0, EXPORT_MAX_ROWS)));
  } finally {
    yield put(listPageBusy({ id: target.id, busy: false }));
  }
}

/**
 * The one saga of every list page: loads pages (page index sent = page - 1, sort
 * `field,asc|desc`), creates, updates (the edited row with its `objectVersionNumber` and
 * `_token`), deletes, enables, disables and exports, then reloads and notifies success.
 */
export function* listPageSaga() {
  yield fork(watchLoads);
  yield takeEvery(listPageSave.type, save);
  yield takeEvery(listPageRemove.type, remove);
  yield takeEvery(listPageSetEnabled.type, setEnabled);
  yield takeEvery(listPageExport.type, exportRows);
}
