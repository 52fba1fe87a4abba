import type { UnknownAction } from 'redux';

/** State of the customer's overview, catalogue, project and batch pages. */
export type PortalViewsState = Record<string, never>;

/** Reducer of {@link PortalViewsState}. */
export function portalViewsReducer(
  state: PortalViewsState = {},
  action: UnknownAction,
): PortalViewsState {
  void action;
  return state;
}
