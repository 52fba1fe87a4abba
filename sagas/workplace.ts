import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { navigate } from '../app/services/navigation';
import { notify } from '../app/services/notification';
import {
  fetchDashboardCards,
  fetchMyCards,
  fetchMyPendingTasks,
  fetchReportData,
  saveMyCards,
} from '../app/services/workplace';
import { selectI18n } from '../app/store/selectors';
import {
  cardsSaved,
  catalogFailed,
  catalogLoaded,
  catalogRequested,
  myCardsFailed,
  myCardsLoaded,
  myCardsRequested,
  pendingTasksFailed,
  pendingTasksLoaded,
  pendingTasksRequested,
  reportFailed,
  reportLoaded,
  reportRequested,
  saveCardsFailed,
  saveCardsRequested,
} from '../app/store/workplace';
import { callApi } from './api';

/** How many pending tasks the Workflow card lists. */
export const WORKFLOW_CARD_SIZE = 5;

/** Where the dashboard is. */
export const WORKPLACE_PATH = '/workplace';

function* loadMyCards() {
  const result = yield* callApi(fetchMyCards, [], { silent: true });
  if (result.ok && Array.isArray(result.data)) yield put(myCardsLoaded(result.data));
  else yield put(myCardsFailed());
}

function* loadCatalog() {
  const result = yield* callApi(fetchDashboardCards, [], { silent: true });
  if (result.ok && Array.isArray(result.data)) yield put(catalogLoaded(result.data));
  else yield put(catalogFailed());
}

function* onSave(action: ReturnType<typeof saveCardsRequested>) {
  const result = yield* callApi(saveMyCards, [action.payload]);
  if (!result.ok) {
    yield put(saveCardsFailed());
    return;
  }
  yield put(cardsSaved(action.payload));
  const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
  yield call(notify, { type: 'success', title: t('notification.success') });
  yield call(navigate, WORKPLACE_PATH);
}

function* loadPendingTasks() {
  const result = yield* callApi(fetchMyPendingTasks, [0, WORKFLOW_CARD_SIZE], { silent: true });
  if (result.ok && result.data && Array.isArray(result.data.content)) {
    const { content, totalElements } = result.data;
    yield put(pendingTasksLoaded({ rows: content, total: Number(totalElements) || 0 }));
  } else {
    yield put(pendingTasksFailed());
  }
}

function* loadReport(action: ReturnType<typeof reportRequested>) {
  const result = yield* callApi(fetchReportData, [action.payload], { silent: true });
  if (result.ok && result.data && Array.isArray(result.data.labels)) {
    yield put(reportLoaded({ code: action.payload, data: result.data }));
  } else {
    yield put(reportFailed(action.payload));
  }
}

/** The workplace dashboard: the user's cards, the card choice, and each card's data. */
export function* workplaceSaga() {
  yield takeLatest(myCardsRequested.type, loadMyCards);
  yield takeLatest(catalogRequested.type, loadCatalog);
  yield takeLeading(saveCardsRequested.type, onSave);
  yield takeLatest(pendingTasksRequested.type, loadPendingTasks);
  yield takeEvery(reportRequested.type, loadReport);
}
