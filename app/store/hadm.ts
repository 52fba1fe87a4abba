import type { UnknownAction } from 'redux';
import type { BreakerView, MonitorView, TraceLog, TraceStatus } from '../services/hadm';
import { createAction } from './action';
import { clearUser } from './user';
import type { LoadStatus } from './workplace';

/** State of the service-governance pages beyond their lists (app/modules/hadm/feature.ts). */
export interface HadmState {
  trace: {
    status: TraceStatus | null;
    /** The log the last `trace/end` answered (kept for the session). */
    log: TraceLog | null;
    busy: boolean;
  };
  breakers: { items: BreakerView[]; status: LoadStatus; busyKey: string | null };
  monitors: Record<number, { view: MonitorView | null; status: LoadStatus }>;
}

/** The store's state once the hadm pages have loaded. */
export interface HadmRoot {
  hadm: HadmState;
}

/** Read whether the user's trace runs. */
export const traceStatusRequested = createAction('hadm/traceStatus');
/** The trace status arrived. */
export const traceStatusLoaded = createAction<TraceStatus>('hadm/traceStatusLoaded');
/** Start the user's trace. */
export const traceStartRequested = createAction('hadm/traceStart');
/** End the user's trace. */
export const traceEndRequested = createAction('hadm/traceEnd');
/** The trace ended with its log. */
export const traceEnded = createAction<TraceLog>('hadm/traceEnded');
/** A start or end finished (done or failed, a failure already shown). */
export const traceSettled = createAction('hadm/traceSettled');
/** Download a finished trace of the user's as CSV. */
export const traceExportRequested = createAction<number>('hadm/traceExport');
/** Download every service with its routes and configuration as YAML. */
export const servicesYamlRequested = createAction('hadm/servicesYaml');
/** Read the breakers' live state. */
export const breakersRequested = createAction('hadm/breakers');
/** The breakers' state arrived. */
export const breakersLoaded = createAction<BreakerView[]>('hadm/breakersLoaded');
/** The breakers' state could not be read. */
export const breakersFailed = createAction('hadm/breakersFailed');
/** Switch a breaker's fault injection. */
export const breakerFaultRequested = createAction<{ key: string; faultInjected: boolean }>(
  'hadm/breakerFault',
);
/** A fault switch finished. */
export const breakerFaultSettled = createAction('hadm/breakerFaultSettled');
/** Read a monitor rule's view. */
export const monitorRequested = createAction<number>('hadm/monitor');
/** A monitor view arrived. */
export const monitorLoaded = createAction<MonitorView>('hadm/monitorLoaded');
/** A monitor view could not be read. */
export const monitorFailed = createAction<number>('hadm/monitorFailed');
/** Put an address on a rule's block list. */
export const addressBlockRequested = createAction<{ monitorRuleId: number; ip: string }>(
  'hadm/blockAddress',
);

const initialState: HadmState = {
  trace: { status: null, log: null, busy: false },
  breakers: { items: [], status: 'idle', busyKey: null },
  monitors: {},
};

/** Reducer of {@link HadmState}. */
export function hadmReducer(state: HadmState = initialState, action: UnknownAction): HadmState {
  if (clearUser.match(action)) return initialState;
  if (traceStatusLoaded.match(action)) {
    return { ...state, trace: { ...state.trace, status: action.payload, busy: false } };
  }
  if (traceStartRequested.match(action) || traceEndRequested.match(action)) {
    return { ...state, trace: { ...state.trace, busy: true } };
  }
  if (traceEnded.match(action)) {
    return { ...state, trace: { status: { tracing: false }, log: action.payload, busy: false } };
  }
  if (traceSettled.match(action)) return { ...state, trace: { ...state.trace, busy: false } };
  if (breakersRequested.match(action) && state.breakers.status === 'idle') {
    return { ...state, breakers: { ...state.breakers, status: 'loading' } };
  }
  if (breakersLoaded.match(action)) {
    return { ...state, breakers: { ...state.breakers, items: action.payload, status: 'ready' } };
  }
  if (breakersFailed.match(action)) {
    return { ...state, breakers: { ...state.breakers, status: 'failed' } };
  }
  if (breakerFaultRequested.match(action)) {
    return { ...state, breakers: { ...state.breakers, busyKey: action.payload.key } };
  }
  if (breakerFaultSettled.match(action)) {
    return { ...state, breakers: { ...state.breakers, busyKey: null } };
  }
  if (monitorRequested.match(action)) {
    const current = state.monitors[action.payload];
    return {
      ...state,
      monitors: {
        ...state.monitors,
        [action.payload]: {
          view: current?.view ?? null,
          status: current?.view ? 'ready' : 'loading',
        },
      },
    };
  }
  if (monitorLoaded.match(action)) {
    return {
      ...state,
      monitors: {
        ...state.monitors,
        [action.payload.monitorRuleId]: { view: action.payload, status: 'ready' },
      },
    };
  }
  if (monitorFailed.match(action)) {
    const current = state.monitors[action.payload];
    return {
      ...state,
      monitors: {
        ...state.monitors,
        [action.payload]: { view: current?.view ?? null, status: 'failed' },
      },
    };
  }
  return state;
}

/** The trace's state. */
export const selectTrace = (state: HadmRoot) => state.hadm.trace;
/** The breakers' state. */
export const selectBreakers = (state: HadmRoot) => state.hadm.breakers;
/** A monitor rule's view and its load status. */
export const selectMonitor = (state: HadmRoot, monitorRuleId: number) =>
  state.hadm.monitors[monitorRuleId] ?? { view: null, status: 'idle' as LoadStatus };
