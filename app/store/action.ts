import type { UnknownAction } from 'redux';

/** An action with a typed payload. */
export type PayloadAction<P, T extends string = string> = {
  type: T;
  payload: P;
};

/** An action creator that also tells whether an action is its own. */
export interface ActionCreator<P, T extends string = string> {
  (payload: P): PayloadAction<P, T>;
  type: T;
  match(action: UnknownAction): action is PayloadAction<P, T>;
}

/** Declares an action type with its payload. */
export function createAction<P = void, T extends string = string>(type: T): ActionCreator<P, T> {
  const creator = (payload: P) => ({ type, payload });
  return Object.assign(creator, {
    type,
    match: (action: UnknownAction): action is PayloadAction<P, T> => action.type === type,
  });
}
