import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { cancelBatch, decideRisk, fetchProducts, fetchProject } from '../app/services/portal';
import { batchLoaded } from '../app/store/batches';
import {
  batchCancelRequested,
  changeSettled,
  productsFailed,
  productsLoaded,
  productsRequested,
  projectFailed,
  projectLoaded,
  projectRequested,
  riskDecided,
  riskDecisionRequested,
} from '../app/store/portalViews';
import { callApi } from './api';

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

/** Side effects of the customer's catalogue, project and batch pages. */
export function* portalViewsSaga() {
  yield takeLatest(productsRequested.type, loadProducts);
  yield takeLatest(projectRequested.type, loadProject);
  yield takeLeading(riskDecisionRequested.type, decide);
  yield takeLeading(batchCancelRequested.type, cancel);
}
