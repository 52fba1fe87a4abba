import type { UnknownAction } from 'redux';
import type { ResourceEndpoints } from '../../domain/engine/resource';
import { DEFAULT_PAGE_SIZE, type DataTableSort, type RowKey } from '../../design-system';
import type { ListRow } from '../engine/types';
import { createAction } from './action';
import type { WriteError } from './resources';
import type { RootState } from './reducer';
import { selectFirstPageSize } from './settings';
import { tabClosed } from './shellActions';

/** What the saga needs to know of a page to talk to its API. */
export interface ListPageTarget {
  /** The page id (its key in {@link ListPagesState}). */
  id: string;
  /** Path template of the entity's API (its enable and disable sit under it). */
  basePath: string;
  /** Where the list, tree, create, update and delete are called (HZERO's addresses). */
  endpoints: Pick<ResourceEndpoints, 'list' | 'tree' | 'create' | 'update' | 'remove'>;
  /** The path templates of the rows' cached reads a change makes stale. */
  reads: readonly string[];
  /** The field holding each row's id. */
  idField: string;
  /** Query parameters sent with every list call, e.g. `{type: 'sequencing'}`. */
  fixedQuery?: Readonly<Record<string, string | number>>;
  /** The rows are a tree: read all of them from the tree endpoint, nested under `children`. */
  tree?: boolean;
  /** After a create, open this route filled from the new row (a header's detail page). */
  openAfterCreate?: string;
  /** The key of the tab showing the page: the page's state is forgotten when that tab closes. */
  tab?: string;
}

/** The query a list page shows: filters, the 1-based page, its size and the sort. */
export interface ListPageQuery {
  /** Filters, empty values left out. */
  filter: Record<string, unknown>;
  /** 1-based page. */
  page: number;
  /** Rows per page. */
  size: number;
  /** Sort, or `null` when unsorted. */
  sort: DataTableSort | null;
}

/** Why the last save failed, shown in the dialog. */
export type ListFormError = WriteError;

/** The create/edit dialog of a list page. */
export interface ListFormState {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Creating a row or editing `row`. */
  mode: 'create' | 'edit';
  /** The row edited. */
  row: ListRow | null;
  /** Values a new row starts with beyond the page's defaults (a child's parent). */
  defaults?: ListRow;
  /** A save is running. */
  saving: boolean;
  /** Why the last save failed. */
  error: ListFormError | null;
}

/** The state of one list page. */
export interface ListPageState {
  /** The query of the rows shown (or being loaded). */
  query: ListPageQuery;
  /** The rows of the current page. */
  rows: ListRow[];
  /** Rows on the server matching the query. */
  total: number;
  /** Where loading is. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Why loading failed. */
  error: string | null;
  /** Keys of the selected rows (always rows of the current page). */
  selectedKeys: RowKey[];
  /** A delete, enable, disable or export is running. */
  busy: boolean;
  /** The create/edit dialog. */
  form: ListFormState;
  /** The key of the tab showing the page, if it is shown in a tab. */
  tab?: string;
}

/** Every list page's state, by page id. */
export type ListPagesState = Record<string, ListPageState>;

/** The state of a page that has not loaded yet. */
export const INITIAL_LIST_PAGE: ListPageState = {
  query: { filter: {}, page: 1, size: DEFAULT_PAGE_SIZE, sort: null },
  rows: [],
  total: 0,
  status: 'idle',
  error: null,
  selectedKeys: [],
  busy: false,
  form: { open: false, mode: 'create', row: null, saving: false, error: null },
};

/** Load the page with the current query changed by `query` (the saga merges them). */
export const listPageLoad = createAction<{
  target: ListPageTarget;
  query?: Partial<ListPageQuery>;
}>('listPage/load');
/** Loading `query` started. */
export const listPageLoading = createAction<{ id: string; query: ListPageQuery; tab?: string }>(
  'listPage/loading',
);
/** Rows arrived. */
export const listPageLoaded = createAction<{
  id: string;
  rows: ListRow[];
  total: number;
  /** The id field: selected keys no longer among the rows are dropped. */
  idField: string;
}>('listPage/loaded');
/** Loading failed (the error is also notified). */
export const listPageLoadFailed = createAction<{ id: string; error: string }>(
  'listPage/loadFailed',
);
/** The user selected rows. */
export const listPageSelect = createAction<{ id: string; keys: RowKey[] }>('listPage/select');
/** Opens the dialog to create a row, or to edit `row`. */
export const listPageOpenForm = createAction<{
  id: string;
  mode: 'create' | 'edit';
  row?: ListRow | null;
  defaults?: ListRow;
}>('listPage/openForm');
/** Closes the dialog. */
export const listPageCloseForm = createAction<{ id: string }>('listPage/closeForm');
/** Save the dialog's values: create a row, or update the edited one. */
export const listPageSave = createAction<{
  target: ListPageTarget;
  mode: 'create' | 'edit';
  values: ListRow;
}>('listPage/save');
/** The save succeeded: the dialog closes. */
export const listPageSaved = createAction<{ id: string }>('listPage/saved');
/** The save failed: the dialog stays open with the values typed and shows why. */
export const listPageSaveFailed = createAction<{ id: string; error: ListFormError | null }>(
  'listPage/saveFailed',
);
/** Delete rows. */
export const listPageRemove = createAction<{ target: ListPageTarget; rows: ListRow[] }>(
  'listPage/remove',
);
/** Enable or disable rows. */
export const listPageSetEnabled = createAction<{
  target: ListPageTarget;
  rows: ListRow[];
  enabled: boolean;
}>('listPage/setEnabled');
/** Export the rows of the current query as CSV with these columns. */
export const listPageExport = createAction<{
  target: ListPageTarget;
  columns: { field: string; title: string }[];
  fileName: string;
}>('listPage/export');
/** A delete, enable, disable or export started or ended. */
export const listPageBusy = createAction<{ id: string; busy: boolean }>('listPage/busy');

function keyOf(row: ListRow, idField: string): RowKey {
  const value = row[idField];
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}

function update(
  state: ListPagesState,
  id: string,
  change: (page: ListPageState) => ListPageState,
): ListPagesState {
  return { ...state, [id]: change(state[id] ?? INITIAL_LIST_PAGE) };
}

/** Applies the answer of a call to the page `id`; none once the page is forgotten. */
function answer(
  state: ListPagesState,
  id: string,
  change: (page: ListPageState) => ListPageState,
): ListPagesState {
  return state[id] ? update(state, id, change) : state;
}

/** Reducer of {@link ListPagesState}. */
export function listPagesReducer(
  state: ListPagesState = {},
  action: UnknownAction,
): ListPagesState {
  if (listPageLoading.match(action)) {
    const { id, query, tab } = action.payload;
    return update(state, id, (page) => ({ ...page, query, status: 'loading', error: null, tab }));
  }
  if (tabClosed.match(action)) {
    const kept = Object.entries(state).filter(([, page]) => page.tab !== action.payload);
    return kept.length === Object.keys(state).length ? state : Object.fromEntries(kept);
  }
  if (listPageLoaded.match(action)) {
    const { id, rows, total, idField } = action.payload;
    return answer(state, id, (page) => ({
      ...page,
      rows,
      total,
      status: 'ready',
      error: null,
      selectedKeys: keepSelection(page.selectedKeys, rows, idField),
    }));
  }
  if (listPageLoadFailed.match(action)) {
    const { id, error } = action.payload;
    return answer(state, id, (page) => ({ ...page, status: 'failed', error }));
  }
  if (listPageSelect.match(action)) {
    const { id, keys } = action.payload;
    return update(state, id, (page) => ({ ...page, selectedKeys: keys }));
  }
  if (listPageOpenForm.match(action)) {
    const { id, mode, row = null, defaults } = action.payload;
    return update(state, id, (page) => ({
      ...page,
      form: { open: true, mode, row, defaults, saving: false, error: null },
    }));
  }
  if (listPageCloseForm.match(action) || listPageSaved.match(action)) {
    return answer(state, action.payload.id, (page) => ({
      ...page,
      form: { ...page.form, open: false, saving: false, error: null },
    }));
  }
  if (listPageSave.match(action)) {
    return update(state, action.payload.target.id, (page) => ({
      ...page,
      form: { ...page.form, saving: true, error: null },
    }));
  }
  if (listPageSaveFailed.match(action)) {
    const { id, error } = action.payload;
    return answer(state, id, (page) => ({ ...page, form: { ...page.form, saving: false, error } }));
  }
  if (listPageBusy.match(action)) {
    const { id, busy } = action.payload;
    return answer(state, id, (page) => ({ ...page, busy }));
  }
  return state;
}

/** Keeps only the selected keys that are rows of `rows`. */
export function keepSelection(
  selected: readonly RowKey[],
  rows: readonly ListRow[],
  idField: string,
): RowKey[] {
  const present = new Set(rows.map((row) => keyOf(row, idField)));
  return selected.filter((key) => present.has(key));
}

/** The state of the list page `id` (the initial state before its first load). */
export const selectListPage = (state: RootState, id: string): ListPageState =>
  state.listPages[id] ?? INITIAL_LIST_PAGE;

const firstPages = new Map<number, ListPageState>();

/** The state of a page that has not loaded yet, opening at `size` rows per page. */
export function initialListPage(size: number): ListPageState {
  if (size === INITIAL_LIST_PAGE.query.size) return INITIAL_LIST_PAGE;
  let page = firstPages.get(size);
  if (!page) {
    page = { ...INITIAL_LIST_PAGE, query: { ...INITIAL_LIST_PAGE.query, size } };
    firstPages.set(size, page);
  }
  return page;
}

/**
 * The state of the list page `id` as its load starts from: before its first load, a page of the
 * user's first page size ({@link selectFirstPageSize}, profile `HPFM.LIST.PAGE_SIZE`); after
 * it, the size the page shows (which the user may have chosen).
 */
export const selectListPageToLoad = (state: RootState, id: string): ListPageState =>
  state.listPages[id] ?? initialListPage(selectFirstPageSize(state));
