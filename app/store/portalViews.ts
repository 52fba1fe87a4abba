import type { UnknownAction } from 'redux';
import type { BatchStatus } from '../../domain/portal/lifecycles';
import type { Product, Project } from '../services/portal';
import { createAction } from './action';
import type { RootState } from './reducer';
import { clearUser } from './user';
import type { LoadStatus } from './workplace';

/** One project as loaded for its detail page. */
export interface ProjectEntry {
  project: Project | null;
  status: LoadStatus;
}

/** A Risk decision or a cancellation the server is working on. */
export interface PendingChange {
  batchId: number;
  /** The sample decided on; absent for a cancellation. */
  sampleId?: number;
}

/** State of the customer's catalogue, project and batch pages. */
export interface PortalViewsState {
  products: { items: Product[]; status: LoadStatus };
  projects: Record<number, ProjectEntry>;
  /** The change being sent, if any (its buttons show busy). */
  pending: PendingChange | null;
}

/** A Risk verdict's decision as the customer sends it. */
export interface RiskDecision {
  batchId: number;
  sampleId: number;
  decision: 'proceed' | 'stop';
  comment: string;
}

/** Load the product catalogue. */
export const productsRequested = createAction('portalViews/fetchProducts');
/** The catalogue arrived. */
export const productsLoaded = createAction<Product[]>('portalViews/productsLoaded');
/** The catalogue could not be loaded. */
export const productsFailed = createAction('portalViews/productsFailed');
/** Load (or reload) a project's detail. */
export const projectRequested = createAction<number>('portalViews/fetchProject');
/** A project's detail arrived. */
export const projectLoaded = createAction<Project>('portalViews/projectLoaded');
/** A project's detail could not be loaded. */
export const projectFailed = createAction<number>('portalViews/projectFailed');
/** Send the customer's decision on a Risk verdict; the batch reloads with it. */
export const riskDecisionRequested = createAction<RiskDecision>('portalViews/decideRisk');
/** The server recorded the decision. */
export const riskDecided = createAction<RiskDecision>('portalViews/riskDecided');
/** Cancel a Draft or Submitted batch. */
export const batchCancelRequested = createAction<{
  batchId: number;
  objectVersionNumber: number;
}>('portalViews/cancelBatch');
/** The change being sent finished (done or failed; a failure is already shown). */
export const changeSettled = createAction('portalViews/changeSettled');

const initialState: PortalViewsState = {
  products: { items: [], status: 'idle' },
  projects: {},
  pending: null,
};

/** Reducer of {@link PortalViewsState}. */
export function portalViewsReducer(
  state: PortalViewsState = initialState,
  action: UnknownAction,
): PortalViewsState {
  if (productsRequested.match(action)) {
    return { ...state, products: { ...state.products, status: 'loading' } };
  }
  if (productsLoaded.match(action)) {
    return { ...state, products: { items: action.payload, status: 'ready' } };
  }
  if (productsFailed.match(action)) {
    return { ...state, products: { ...state.products, status: 'failed' } };
  }
  if (projectRequested.match(action)) {
    const project = state.projects[action.payload]?.project ?? null;
    return {
      ...state,
      projects: { ...state.projects, [action.payload]: { project, status: 'loading' } },
    };
  }
  if (projectLoaded.match(action)) {
    return {
      ...state,
      projects: {
        ...state.projects,
        [action.payload.projectId]: { project: action.payload, status: 'ready' },
      },
    };
  }
  if (projectFailed.match(action)) {
    const project = state.projects[action.payload]?.project ?? null;
    return {
      ...state,
      projects: { ...state.projects, [action.payload]: { project, status: 'failed' } },
    };
  }
  if (riskDecisionRequested.match(action)) {
    const { batchId, sampleId } = action.payload;
    return { ...state, pending: { batchId, sampleId } };
  }
  if (batchCancelRequested.match(action)) {
    return { ...state, pending: { batchId: action.payload.batchId } };
  }
  if (riskDecided.match(action) || changeSettled.match(action)) return { ...state, pending: null };
  if (clearUser.match(action)) return initialState;
  return state;
}

/** Batch states that are over. */
export const CLOSED_BATCH_STATUSES: readonly BatchStatus[] = ['Completed', 'Cancelled'];

/** The product catalogue and its load status. */
export const selectProducts = (state: RootState) => state.portalViews.products;

const NO_PROJECT: ProjectEntry = { project: null, status: 'idle' };

/** A project's detail and its load status. */
export const selectProject = (state: RootState, projectId: number): ProjectEntry =>
  state.portalViews.projects[projectId] ?? NO_PROJECT;
/** The change being sent, if any. */
export const selectPendingChange = (state: RootState) => state.portalViews.pending;
