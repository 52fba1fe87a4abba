import type { UnknownAction } from 'redux';
import { runSaga, stdChannel, type Saga } from 'redux-saga';

/** A saga running against a fake store: feed it actions, read what it dispatched. */
export interface SagaHarness<S> {
  /** Every action the saga dispatched, in order. */
  dispatched: UnknownAction[];
  /** Sends an action to the saga as if the store dispatched it. */
  send(action: UnknownAction): void;
  /** Waits until pending promises and timers of 0 ms have run. */
  settle(): Promise<void>;
  /** The fake store's state, which tests may replace (the reducer, when given, keeps it). */
  state: S;
  stop(): void;
}

/**
 * Runs `saga` with a channel and a recording dispatch; with `reducer`, every action sent or
 * dispatched also goes through it, as in the store.
 */
export function startSaga<S = unknown>(
  saga: Saga,
  state?: S,
  reducer?: (state: S, action: UnknownAction) => S,
): SagaHarness<S> {
  const channel = stdChannel<UnknownAction>();
  const reduce = (action: UnknownAction) => {
    if (reducer) harness.state = reducer(harness.state, action);
  };
  const harness: SagaHarness<S> = {
    dispatched: [],
    state: state as S,
    send: (action) => {
      reduce(action);
      channel.put(action);
    },
    settle: () => new Promise((ok) => setTimeout(ok, 0)),
    stop: () => task.cancel(),
  };
  const task = runSaga(
    {
      channel,
      dispatch: (action: UnknownAction) => {
        reduce(action);
        harness.dispatched.push(action);
        channel.put(action);
      },
      getState: () => harness.state,
    },
    saga,
  );
  return harness;
}
