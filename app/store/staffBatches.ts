import type { UnknownAction } from 'redux';

/** State of the staff's receive, QC and lifecycle pages. */
export type StaffBatchesState = Record<string, never>;

/** Reducer of {@link StaffBatchesState}. */
export function staffBatchesReducer(
  state: StaffBatchesState = {},
  action: UnknownAction,
): StaffBatchesState {
  void action;
  return state;
}
