import type { UnknownAction } from 'redux';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { currentPath, navigate } from '../app/services/navigation';
import { notify } from '../app/services/notification';
import {
  fetchDashboardCards,
  fetchMyCards,
  fetchMyPendingTasks,
  fetchReportData,
  saveMyCards,
  SAMPLES_PER_MONTH,
} from '../app/services/workplace';
import { WORKPLACE_KEY } from '../app/shell/tabs';
import { previewsRequested } from '../app/store/notices';
import type { RootState } from '../app/store/reducer';
import { selectI18n } from '../app/store/selectors';
import { globalInit } from '../app/store/session';
import { refreshTabContent } from '../app/store/shell';
import { serverLanguageChanged } from '../app/store/user';
import {
  cardsSaved,
  catalogFailed,
  catalogLoaded,
  catalogRequested,
  dashboardWanted,
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
  selectMyCardCodes,
  selectReport,
  selectWorkplace,
  type LoadStatus,
} from '../app/store/workplace';
import { callApi } from './api';

/** How many pending tasks the Workflow card lists. */
export const WORKFLOW_CARD_SIZE = 5;

/** Where the dashboard is. */
export const WORKPLACE_PATH = '/workplace';

/** A built-in card's data: the action that loads it, and where its load is. */
interface CardData {
  requested: () => UnknownAction;
  status: (state: RootState) => LoadStatus;
}

function previewsStatus({ notices }: RootState): LoadStatus {
  if (notices.loading) return 'loading';
  if (!notices.loaded) return 'idle';
  return notices.error ? 'failed' : 'ready';
}

/**
 * The data of the built-in cards, loaded here with the layout so that it can start with the
 * session (the cards' code is in the shell's chunk). A module's own card names its data in its
 * plugin's `requested`, which the dashboard dispatches.
 */
const CARD_DATA: Readonly<Record<string, CardData>> = {
  Workflow: {
    requested: pendingTasksRequested,
    status: (state) => state.workplace.pendingTasks.status,
  },
  HzeroMessage: { requested: previewsRequested, status: previewsStatus },
  ReportCard: {
    requested: () => reportRequested(SAMPLES_PER_MONTH),
    status: (state) => selectReport(state, SAMPLES_PER_MONTH).status,
  },
};

/** Whether `path` shows the dashboard (the shell sends `/` there). */
export function showsDashboard(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return pathname === '' || pathname === WORKPLACE_PATH;
}

/** Asks for the data of the user's cards: all of it, or (`all` false) what is neither loaded nor loading. */
function* requestCardData(all: boolean) {
  const state: RootState = yield select();
  for (const code of selectMyCardCodes(state)) {
    const data = CARD_DATA[code];
    const status = data?.status(state);
    if (data && (all || status === 'idle' || status === 'failed')) yield put(data.requested());
  }
}

function* loadMyCards() {
  const result = yield* callApi(fetchMyCards, [], { silent: true });
  if (result.ok && Array.isArray(result.data)) {
    yield put(myCardsLoaded(result.data));
    yield* requestCardData(false);
  } else {
    yield put(myCardsFailed());
  }
}

function* onDashboardWanted() {
  const { myCardsStatus } = (yield select(selectWorkplace)) as RootState['workplace'];
  if (myCardsStatus === 'idle' || myCardsStatus === 'failed') yield put(myCardsRequested());
  else if (myCardsStatus === 'ready') yield* requestCardData(false);
}

/** The session is known: on the dashboard's address, its reads start now, not once it is drawn. */
function* onSessionKnown() {
  if (showsDashboard(currentPath())) yield put(dashboardWanted());
}

/** The layout and every card's data again. */
function* reloadCards() {
  yield* requestCardData(true);
  yield put(myCardsRequested());
}

/** The workplace tab's Refresh. */
function* onRefreshTab(action: ReturnType<typeof refreshTabContent>) {
  if (action.payload === WORKPLACE_KEY) yield* reloadCards();
}

/** The server answers in another language: cards read in the last one are read again. */
function* onServerLanguage() {
  const { myCardsStatus } = (yield select(selectWorkplace)) as RootState['workplace'];
  if (myCardsStatus === 'ready') yield* reloadCards();
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

/**
 * The workplace dashboard: the user's cards, the card choice, and each card's data; on the
 * dashboard's address they load with the session.
 */
export function* workplaceSaga() {
  yield takeEvery(globalInit.type, onSessionKnown);
  yield takeEvery(dashboardWanted.type, onDashboardWanted);
  yield takeEvery(refreshTabContent.type, onRefreshTab);
  yield takeLatest(serverLanguageChanged.type, onServerLanguage);
  yield takeEvery(cardsSaved.type, requestCardData, false);
  yield takeLatest(myCardsRequested.type, loadMyCards);
  yield takeLatest(catalogRequested.type, loadCatalog);
  yield takeLeading(saveCardsRequested.type, onSave);
  yield takeLatest(pendingTasksRequested.type, loadPendingTasks);
  yield takeEvery(reportRequested.type, loadReport);
}
