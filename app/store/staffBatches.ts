import type { UnknownAction } from 'redux';
import type { BatchStatus } from '../../domain/portal/lifecycles';
import type { StoredFile } from '../services/files';
import type { QcInput, ReceivedSample } from '../services/portal';
import { createAction } from './action';
import type { RootState } from './reducer';
import { clearUser } from './user';

/** What staff do to a batch on the workbench. */
export type StaffMove = 'receive' | 'qc' | 'move' | 'return';

/** The last save of a batch: which move, how it went, and the server's refusal. */
export interface StaffSave {
  move: StaffMove;
  status: 'saving' | 'saved' | 'failed';
  /** The server's message when it refused (already shown as a notice too). */
  error: string | null;
}

/** The QC report being uploaded for a batch, or uploaded. */
export interface QcReport {
  status: 'uploading' | 'ready' | 'failed';
  /** Name of the file chosen (shown while it uploads). */
  fileName: string;
  file: StoredFile | null;
}

/** State of the staff's workbench: receive, QC, lifecycle, return. */
export interface StaffBatchesState {
  saves: Record<number, StaffSave>;
  reports: Record<number, QcReport>;
}

/** Staff note what arrived. */
export const staffReceiveRequested = createAction<{
  batchId: number;
  objectVersionNumber: number;
  received: ReceivedSample[];
}>('staffBatches/receive');
/** Staff record QC results. */
export const staffQcRequested = createAction<{ batchId: number; results: QcInput[] }>(
  'staffBatches/qc',
);
/** Staff move a batch to its next state. */
export const staffMoveRequested = createAction<{
  batchId: number;
  status: BatchStatus;
  comment: string;
}>('staffBatches/move');
/** Staff return a Submitted batch to the customer. */
export const staffReturnRequested = createAction<{ batchId: number; reason: string }>(
  'staffBatches/return',
);
/** The server accepted a move (the batch itself arrives with `batchLoaded`). */
export const staffSaveSucceeded = createAction<{ batchId: number; move: StaffMove }>(
  'staffBatches/saved',
);
/** The server refused a move; what was typed stays on the page. */
export const staffSaveFailed = createAction<{
  batchId: number;
  move: StaffMove;
  error: string | null;
}>('staffBatches/saveFailed');

/** Uploads a batch's QC report file. */
export const qcReportUploadRequested = createAction<{ batchId: number; file: File }>(
  'staffBatches/uploadReport',
);
/** The QC report is stored. */
export const qcReportUploaded = createAction<{ batchId: number; file: StoredFile }>(
  'staffBatches/reportUploaded',
);
/** The QC report could not be stored (the error is already shown). */
export const qcReportUploadFailed = createAction<number>('staffBatches/reportFailed');

const INITIAL: StaffBatchesState = {
  saves: {},
  reports: {},
};

function saving(state: StaffBatchesState, batchId: number, move: StaffMove): StaffBatchesState {
  return {
    ...state,
    saves: { ...state.saves, [batchId]: { move, status: 'saving', error: null } },
  };
}

/** Reducer of {@link StaffBatchesState}. */
export function staffBatchesReducer(
  state: StaffBatchesState = INITIAL,
  action: UnknownAction,
): StaffBatchesState {
  if (staffReceiveRequested.match(action)) return saving(state, action.payload.batchId, 'receive');
  if (staffQcRequested.match(action)) return saving(state, action.payload.batchId, 'qc');
  if (staffMoveRequested.match(action)) return saving(state, action.payload.batchId, 'move');
  if (staffReturnRequested.match(action)) return saving(state, action.payload.batchId, 'return');
  if (staffSaveSucceeded.match(action)) {
    const { batchId, move } = action.payload;
    return {
      ...state,
      saves: { ...state.saves, [batchId]: { move, status: 'saved', error: null } },
    };
  }
  if (staffSaveFailed.match(action)) {
    const { batchId, move, error } = action.payload;
    return { ...state, saves: { ...state.saves, [batchId]: { move, status: 'failed', error } } };
  }
  if (qcReportUploadRequested.match(action)) {
    const { batchId, file } = action.payload;
    return {
      ...state,
      reports: {
        ...state.reports,
        [batchId]: { status: 'uploading', fileName: file.name, file: null },
      },
    };
  }
  if (qcReportUploaded.match(action)) {
    const { batchId, file } = action.payload;
    return {
      ...state,
      reports: { ...state.reports, [batchId]: { status: 'ready', fileName: file.fileName, file } },
    };
  }
  if (qcReportUploadFailed.match(action)) {
    const previous = state.reports[action.payload];
    return {
      ...state,
      reports: {
        ...state.reports,
        [action.payload]: { status: 'failed', fileName: previous?.fileName ?? '', file: null },
      },
    };
  }
  if (clearUser.match(action)) return INITIAL;
  return state;
}

/** The last save of a batch, if any. */
export const selectStaffSave = (state: RootState, batchId: number): StaffSave | undefined =>
  state.staffBatches.saves[batchId];

/** The QC report of a batch being uploaded or uploaded, if any. */
export const selectQcReport = (state: RootState, batchId: number): QcReport | undefined =>
  state.staffBatches.reports[batchId];
