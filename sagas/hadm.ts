import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  blockAddress,
  endTrace,
  fetchBreakers,
  fetchMonitor,
  fetchServicesYaml,
  fetchTraceExport,
  fetchTraceStatus,
  setBreakerFault,
  startTrace,
} from '../app/services/hadm';
import { downloadText } from '../app/services/download';
import { notify } from '../app/services/notification';
import { readsInvalidate } from '../app/store/resources';
import { selectI18n } from '../app/store/selectors';
import { type ResourceDescription } from '../domain/engine/resource';
import { apiPathOf } from '../domain/engine/address';
import {
  addressBlockRequested,
  breakerFaultRequested,
  breakerFaultSettled,
  breakersFailed,
  breakersLoaded,
  breakersRequested,
  monitorFailed,
  monitorLoaded,
  monitorRequested,
  servicesYamlRequested,
  traceEnded,
  traceExportRequested,
  traceEndRequested,
  traceSettled,
  traceStartRequested,
  traceStatusLoaded,
  traceStatusRequested,
} from '../app/store/hadm';
import { callApi, DATA_LAYER_DURATION } from './api';

/**
 * Reads the list of traces again (after one starts or ends). Its description loads only then:
 * the shell's trace button, which starts this saga, must not bring hadm's descriptions along.
 */
function* invalidateTraceList() {
  const { default: traceLog }: { default: ResourceDescription } = yield call(
    () => import('../domain/resources/hadm/trace-log'),
  );
  yield put(readsInvalidate({ prefix: apiPathOf(traceLog) }));
}

function* success(message: string) {
  const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
  yield call(notify, {
    type: 'success',
    title: t('notification.success'),
    description: message,
    duration: DATA_LAYER_DURATION,
  });
}

function* loadTraceStatus() {
  const result = yield* callApi(fetchTraceStatus, [], { silent: true });
  if (result.ok) yield put(traceStatusLoaded(result.data));
}

function* start() {
  const result = yield* callApi(startTrace, []);
  if (!result.ok) {
    yield put(traceSettled());
    return;
  }
  yield put(traceStatusLoaded(result.data));
  yield* invalidateTraceList();
  yield* success(result.data.message);
}

function* end() {
  const result = yield* callApi(endTrace, []);
  if (!result.ok) {
    yield put(traceSettled());
    return;
  }
  yield put(traceEnded(result.data));
  yield* invalidateTraceList();
  yield* success(result.data.message);
}

function* exportTrace(action: ReturnType<typeof traceExportRequested>) {
  const result = yield* callApi(fetchTraceExport, [action.payload]);
  if (result.ok) {
    // The browser reads the byte-order mark away; spreadsheets need it to read the text as UTF-8.
    const csv = result.data.startsWith('\uFEFF') ? result.data : `\uFEFF${result.data}`;
    yield call(downloadText, `trace-${action.payload}.csv`, csv, 'text/csv;charset=utf-8');
  }
}

function* downloadServices() {
  const result = yield* callApi(fetchServicesYaml, []);
  if (result.ok) {
    yield call(downloadText, 'services.yml', result.data, 'application/yaml;charset=utf-8');
  }
}

function* loadBreakers() {
  const result = yield* callApi(fetchBreakers, [], { silent: true });
  if (result.ok) yield put(breakersLoaded(result.data));
  else yield put(breakersFailed());
}

function* switchFault(action: ReturnType<typeof breakerFaultRequested>) {
  const { key, faultInjected } = action.payload;
  const result = yield* callApi(setBreakerFault, [key, faultInjected]);
  if (result.ok) {
    yield* success(result.data.message);
    yield* loadBreakers();
  }
  yield put(breakerFaultSettled());
}

function* loadMonitor(action: ReturnType<typeof monitorRequested>) {
  const result = yield* callApi(fetchMonitor, [action.payload], { silent: true });
  if (result.ok) yield put(monitorLoaded(result.data));
  else yield put(monitorFailed(action.payload));
}

function* block(action: ReturnType<typeof addressBlockRequested>) {
  const { monitorRuleId, ip } = action.payload;
  const result = yield* callApi(blockAddress, [monitorRuleId, ip]);
  if (!result.ok) return;
  yield* success(result.data.message);
  yield put(monitorRequested(monitorRuleId));
}

/** Side effects of the service-governance pages beyond their lists. */
export function* hadmSaga() {
  yield takeLatest(traceStatusRequested.type, loadTraceStatus);
  yield takeLeading(traceStartRequested.type, start);
  yield takeLeading(traceEndRequested.type, end);
  yield takeLeading(traceExportRequested.type, exportTrace);
  yield takeLeading(servicesYamlRequested.type, downloadServices);
  yield takeLatest(breakersRequested.type, loadBreakers);
  yield takeLeading(breakerFaultRequested.type, switchFault);
  yield takeEvery(monitorRequested.type, loadMonitor);
  yield takeLeading(addressBlockRequested.type, block);
}
