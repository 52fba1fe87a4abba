import { combineReducers, type Reducer, type UnknownAction } from 'redux';
import { accountReducer } from './account';
import type { BatchesState } from './batches';
import { errorReducer } from './error';
import type { Feature } from './features';
import { globalReducer } from './global';
import type { ListPagesState } from './listPages';
import { noticesReducer } from './notices';
import { permissionsReducer } from './permissions';
import type { PortalViewsState } from './portalViews';
import { resourcesReducer } from './resources';
import { sessionReducer } from './session';
import { shellReducer } from './shell';
import type { StaffBatchesState } from './staffBatches';
import type { SubmissionState } from './submission';
import { userReducer } from './user';
import { workplaceReducer } from './workplace';

/** The slices every page has. */
export const coreReducers = {
  account: accountReducer,
  error: errorReducer,
  global: globalReducer,
  notices: noticesReducer,
  permissions: permissionsReducer,
  resources: resourcesReducer,
  session: sessionReducer,
  shell: shellReducer,
  user: userReducer,
  workplace: workplaceReducer,
};

/**
 * The portal's slices (app/modules/portal/feature.ts). They exist once the portal's pages have
 * loaded, which is before anything reads them: only the portal's pages and sagas do.
 */
export interface PortalState {
  batches: BatchesState;
  portalViews: PortalViewsState;
  staffBatches: StaffBatchesState;
  submission: SubmissionState;
}

/**
 * The engine's slice (app/engine/feature.ts). It exists once an engine page has loaded, which is
 * before anything reads it: only the engine's pages and sagas do.
 */
export interface EngineState {
  listPages: ListPagesState;
}

/** The whole store's state. */
export type RootState = {
  [Key in keyof typeof coreReducers]: ReturnType<(typeof coreReducers)[Key]>;
} & PortalState &
  EngineState;

/** The root reducer of the core slices and those of `features`. */
export function createRootReducer(features: readonly Feature[]): Reducer<RootState, UnknownAction> {
  const reducers = Object.assign({}, coreReducers, ...features.map((feature) => feature.reducers));
  return combineReducers(reducers) as unknown as Reducer<RootState, UnknownAction>;
}
