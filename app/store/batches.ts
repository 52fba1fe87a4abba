import type { UnknownAction } from 'redux';
import type { Batch } from '../services/portal';
import { createAction } from './action';
import type { RootState } from './reducer';
import type { LoadStatus } from './workplace';
import { clearUser } from './user';

/** One batch as loaded for a detail page (customer or staff). */
export interface BatchEntry {
  batch: Batch | null;
  status: LoadStatus;
}

/** Loaded batches by id. */
export type BatchesState = Record<number, BatchEntry>;

/** Load (or reload) a batch with its samples, shipping, history and QC results. */
export const batchRequested = createAction<number>('batches/fetch');
/** A batch arrived (also after any change the server answered with the whole batch). */
export const batchLoaded = createAction<Batch>('batches/loaded');
/** A batch could not be loaded (the error is already shown). */
export const batchFailed = createAction<number>('batches/failed');

/** Reducer of {@link BatchesState}. */
export function batchesReducer(state: BatchesState = {}, action: UnknownAction): BatchesState {
  if (batchRequested.match(action)) {
    return {
      ...state,
      [action.payload]: { batch: state[action.payload]?.batch ?? null, status: 'loading' },
    };
  }
  if (batchLoaded.match(action)) {
    return { ...state, [action.payload.batchId]: { batch: action.payload, status: 'ready' } };
  }
  if (batchFailed.match(action)) {
    return {
      ...state,
      [action.payload]: { batch: state[action.payload]?.batch ?? null, status: 'failed' },
    };
  }
  if (clearUser.match(action)) return {};
  return state;
}

const NO_BATCH: BatchEntry = { batch: null, status: 'idle' };

/** A batch and its load status. */
export const selectBatch = (state: RootState, batchId: number): BatchEntry =>
  state.batches[batchId] ?? NO_BATCH;
