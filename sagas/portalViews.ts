import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  cancelBatch,
  decideRisk,
  fetchBatches,
  fetchProducts,
  fetchProject,
  fetchProjects,
  type BatchSummary,
  type ProjectSummary,
} from '../app/services/portal';
import type { Page } from '../app/services/types';
import { batchLoaded } from '../app/store/batches';
import {
  batchCancelRequested,
  changeSettled,
  overviewFailed,
  overviewLoaded,
  overviewRequested,
  productsFailed,
  productsLoaded,
  productsRequested,
  projectFailed,
  projectLoaded,
  projectRequested,
  riskDecided,
  riskDecisionRequested,
} from '../app/store/portalViews';
import { callApi, type ApiResult } from './api';

/** How many of the latest batches the overview looks at. */
export const OVERVIEW_BATCHES = 100;
/** How many projects the overview counts (a team's projects fit well within it). */
export const OVERVIEW_PROJECTS = 1000;

function* loadOverview() {
  const [batches, projects] = (yield all([
    call(function* () {
      return yield* callApi(fetchBatches, [
        { page: 0, size: OVERVIEW_BATCHES, sort: 'createdDate,desc' },
      ]);
    }),
    call(function* () {
      return yield* callApi(fetchProjects, [
        { page: 0, size: OVERVIEW_PROJECTS, sort: 'createdDate,desc' },
      ]);
    }),
  ])) as [ApiResult<Page<BatchSummary>>, ApiResult<Page<ProjectSummary>>];
  if (batches.ok && projects.ok) {
    yield put(overviewLoaded({ batches: batches.data.content, projects: projects.data.content }));
  } else {
    yield put(overviewFailed());
  }
}

function* loadProducts() {
  const result = yield* callApi(fetchProducts, []);
  if (result.ok) yield put(productsLoaded(result.data));
  else yield put(productsFailed());
}

function* loadProject(action: ReturnType<typeof projectRequested>) {
  const result = yield* callApi(fetchProject, [action.payload]);
  if (result.ok) yield put(projectLoaded(result.data));
  else yield put(projectFailed(action.payload));
}

function* decide(action: ReturnType<typeof riskDecisionRequested>) {
  const { batchId, sampleId, decision, comment } = action.payload;
  const result = yield* callApi(decideRisk, [batchId, sampleId, decision, comment]);
  if (!result.ok) {
    yield put(changeSettled());
    return;
  }
  yield put(batchLoaded(result.data));
  yield put(riskDecided(action.payload));
}

function* cancel(action: ReturnType<typeof batchCancelRequested>) {
  const { batchId, objectVersionNumber } = action.payload;
  const result = yield* callApi(cancelBatch, [batchId, objectVersionNumber]);
  if (result.ok) yield put(batchLoaded(result.data));
  yield put(changeSettled());
}

/** Side effects of the customer's overview, catalogue, project and batch pages. */
export function* portalViewsSaga() {
  yield takeLatest(overviewRequested.type, loadOverview);
  yield takeLatest(productsRequested.type, loadProducts);
  yield takeLatest(projectRequested.type, loadProject);
  yield takeLeading(riskDecisionRequested.type, decide);
  yield takeLeading(batchCancelRequested.type, cancel);
}
