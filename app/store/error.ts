import type { UnknownAction } from 'redux';
import { createAction } from './action';

/** One uncaught error (SPEC.md section 3, global exception history entry). */
export interface ExceptionEntry {
  errorMessage: string;
  errorLocation: string;
  error: string;
  /** When it happened (ms since epoch). */
  time: number;
}

/** The exception history: at most 10 entries, newest last. */
export interface ErrorState {
  history: ExceptionEntry[];
}

/** An uncaught error reached the app (window error, rejection or a render error). */
export const uncaughtError = createAction<{ message: string; stack?: string }>('error/uncaught');
/** `error/updateState`: the stored history after an uncaught error. */
export const errorUpdateState = createAction<ErrorState>('error/updateState');

/** Reducer of {@link ErrorState}. */
export function errorReducer(
  state: ErrorState = { history: [] },
  action: UnknownAction,
): ErrorState {
  if (errorUpdateState.match(action)) return action.payload;
  return state;
}
