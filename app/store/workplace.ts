import type { UnknownAction } from 'redux';
import { createSelector } from 'reselect';
import type { DashboardCard, MyCard, PendingTask, ReportData } from '../services/workplace';
import { createAction } from './action';
import type { RootState } from './reducer';
import { clearUser } from './user';

/** Where a piece of the dashboard's data is. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The workplace dashboard's state. */
export interface WorkplaceState {
  /** The user's cards as saved (order by `sort`). */
  myCards: MyCard[];
  myCardsStatus: LoadStatus;
  /** Every card the dashboard offers. */
  catalog: DashboardCard[];
  catalogStatus: LoadStatus;
  /** The card choice is being saved. */
  saving: boolean;
  /** The Workflow card's tasks. */
  pendingTasks: { rows: PendingTask[]; total: number; status: LoadStatus };
  /** Report data by report code. */
  reports: Record<string, { data: ReportData | null; status: LoadStatus }>;
}

/**
 * The dashboard is shown, or about to be: its layout and its cards' data load, each unless it
 * is loading or loaded already.
 */
export const dashboardWanted = createAction('workplace/dashboardWanted');
/** Load the user's cards (then the data of those that have none). */
export const myCardsRequested = createAction('workplace/fetchMyCards');
/** The user's cards arrived. */
export const myCardsLoaded = createAction<MyCard[]>('workplace/myCardsLoaded');
/** The user's cards could not be loaded. */
export const myCardsFailed = createAction('workplace/myCardsFailed');
/** Load the cards the dashboard offers. */
export const catalogRequested = createAction('workplace/fetchCards');
/** The offered cards arrived. */
export const catalogLoaded = createAction<DashboardCard[]>('workplace/catalogLoaded');
/** The offered cards could not be loaded. */
export const catalogFailed = createAction('workplace/catalogFailed');
/** Save the user's cards in this order, then go back to the dashboard. */
export const saveCardsRequested = createAction<MyCard[]>('workplace/saveCards');
/** The server saved the user's cards. */
export const cardsSaved = createAction<MyCard[]>('workplace/cardsSaved');
/** Saving the cards failed (the error is already shown). */
export const saveCardsFailed = createAction('workplace/saveCardsFailed');
/** Load the Workflow card's pending tasks. */
export const pendingTasksRequested = createAction('workplace/fetchPendingTasks');
/** The pending tasks arrived. */
export const pendingTasksLoaded = createAction<{ rows: PendingTask[]; total: number }>(
  'workplace/pendingTasksLoaded',
);
/** The pending tasks could not be loaded. */
export const pendingTasksFailed = createAction('workplace/pendingTasksFailed');
/** Load a report's data. */
export const reportRequested = createAction<string>('workplace/fetchReport');
/** A report's data arrived. */
export const reportLoaded = createAction<{ code: string; data: ReportData }>(
  'workplace/reportLoaded',
);
/** A report's data could not be loaded. */
export const reportFailed = createAction<string>('workplace/reportFailed');

const initialState: WorkplaceState = {
  myCards: [],
  myCardsStatus: 'idle',
  catalog: [],
  catalogStatus: 'idle',
  saving: false,
  pendingTasks: { rows: [], total: 0, status: 'idle' },
  reports: {},
};

/** Reducer of {@link WorkplaceState}. */
export function workplaceReducer(
  state: WorkplaceState = initialState,
  action: UnknownAction,
): WorkplaceState {
  if (myCardsRequested.match(action)) return { ...state, myCardsStatus: 'loading' };
  if (myCardsLoaded.match(action)) {
    return { ...state, myCards: action.payload, myCardsStatus: 'ready' };
  }
  if (myCardsFailed.match(action)) return { ...state, myCardsStatus: 'failed' };
  if (catalogRequested.match(action)) return { ...state, catalogStatus: 'loading' };
  if (catalogLoaded.match(action)) {
    return { ...state, catalog: action.payload, catalogStatus: 'ready' };
  }
  if (catalogFailed.match(action)) return { ...state, catalogStatus: 'failed' };
  if (saveCardsRequested.match(action)) return { ...state, saving: true };
  if (cardsSaved.match(action)) {
    return { ...state, saving: false, myCards: action.payload, myCardsStatus: 'ready' };
  }
  if (saveCardsFailed.match(action)) return { ...state, saving: false };
  if (pendingTasksRequested.match(action)) {
    return { ...state, pendingTasks: { ...state.pendingTasks, status: 'loading' } };
  }
  if (pendingTasksLoaded.match(action)) {
    return { ...state, pendingTasks: { ...action.payload, status: 'ready' } };
  }
  if (pendingTasksFailed.match(action)) {
    return { ...state, pendingTasks: { ...state.pendingTasks, status: 'failed' } };
  }
  if (reportRequested.match(action)) {
    const previous = state.reports[action.payload];
    return {
      ...state,
      reports: {
        ...state.reports,
        [action.payload]: { data: previous?.data ?? null, status: 'loading' },
      },
    };
  }
  if (reportLoaded.match(action)) {
    const { code, data } = action.payload;
    return { ...state, reports: { ...state.reports, [code]: { data, status: 'ready' } } };
  }
  if (reportFailed.match(action)) {
    const previous = state.reports[action.payload];
    return {
      ...state,
      reports: {
        ...state.reports,
        [action.payload]: { data: previous?.data ?? null, status: 'failed' },
      },
    };
  }
  if (clearUser.match(action)) return initialState;
  return state;
}

/** The workplace dashboard's state. */
export const selectWorkplace = (state: RootState) => state.workplace;

/** The user's card codes in their saved order (duplicates dropped). */
export const selectMyCardCodes = createSelector(
  [(state: RootState) => state.workplace.myCards],
  (cards) => [
    ...new Set(
      cards
        .map((card, index) => ({ card, index }))
        .sort((a, b) => Number(a.card.sort) - Number(b.card.sort) || a.index - b.index)
        .map(({ card }) => card.code),
    ),
  ],
);

const NO_REPORT: WorkplaceState['reports'][string] = { data: null, status: 'idle' };

/** A report's data and load status. */
export const selectReport = (state: RootState, code: string) =>
  state.workplace.reports[code] ?? NO_REPORT;
