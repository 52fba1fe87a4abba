import type { Page } from '../../../services/types';
import { PORTAL_LISTS, type BatchSummary, type ProjectSummary } from '../../../services/portal';
import { useRead, useReadAgain } from '../../../engine/useRead';
import type { ReadEntry } from '../../../store/resources';
import type { LoadStatus } from '../../../store/workplace';

/** How many of the latest batches the overview looks at. */
export const OVERVIEW_BATCHES = { page: 0, size: 100, sort: 'createdDate,desc' } as const;
/** How many projects the overview counts (a team's projects fit well within it). */
export const OVERVIEW_PROJECTS = { page: 0, size: 1000, sort: 'createdDate,desc' } as const;

/** What the customer's overview pages show of the lists they read. */
export interface Overview<T> {
  rows: T[];
  status: LoadStatus;
  /** The rows arrived at least once (a reload keeps showing them). */
  loaded: boolean;
}

function overviewOf<T>(entry: ReadEntry | undefined): Overview<T> {
  const page = entry?.data as Page<T> | undefined;
  return {
    rows: page?.content ?? [],
    status: entry?.status ?? 'loading',
    loaded: page !== undefined,
  };
}

/** The customer's latest batches (read fresh on each visit), and a function reading them again. */
export function useOverviewBatches(): [Overview<BatchSummary>, () => void] {
  const entry = useRead(PORTAL_LISTS.batches, OVERVIEW_BATCHES, { fresh: true });
  return [overviewOf(entry), useReadAgain(PORTAL_LISTS.batches, OVERVIEW_BATCHES)];
}

/** The customer's projects (read fresh on each visit), and a function reading them again. */
export function useOverviewProjects(): [Overview<ProjectSummary>, () => void] {
  const entry = useRead(PORTAL_LISTS.projects, OVERVIEW_PROJECTS, { fresh: true });
  return [overviewOf(entry), useReadAgain(PORTAL_LISTS.projects, OVERVIEW_PROJECTS)];
}
