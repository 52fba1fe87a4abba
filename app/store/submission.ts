import type { UnknownAction } from 'redux';

/** State of the submission wizard (draft, autosave, import, submit). */
export type SubmissionState = Record<string, never>;

/** Reducer of {@link SubmissionState}. */
export function submissionReducer(
  state: SubmissionState = {},
  action: UnknownAction,
): SubmissionState {
  void action;
  return state;
}
