import type { UnknownAction } from 'redux';
import { createSelector } from 'reselect';
import {
  fieldOfHeader,
  type ImportCheckLine,
  type ImportProblem,
} from '../../domain/portal/sampleImport';
import {
  cellText,
  SAMPLE_FIELDS,
  validateBatch,
  type FieldIssue,
  type SampleRow,
} from '../../domain/portal/samples';
import type { AnalysisInfo } from '../../domain/portal/analysisInfo';
import type { MergeChoice, MergeConflict } from '../../domain/engine/merge';
import { resolveDraftConflict, type DraftContent } from '../modules/portal/wizard/draftMerge';
import type {
  Batch,
  BatchSummary,
  Product,
  ProjectSummary,
  RowIssues,
  Shipping,
} from '../services/portal';
import { createAction } from './action';
import type { RootState } from './reducer';
import { clearUser } from './user';
import type { LoadStatus } from './workplace';

/**
 * Where the draft's autosave stands; `conflicts` waits for the user to choose between their
 * values and another tab's.
 */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'refused' | 'conflicts';

/** Rows read from a file, waiting in the import check until none has an error. */
export interface ImportedSheet {
  fileName: string;
  rows: SampleRow[];
  /** Problems with the file's shape (missing columns, no rows). */
  problems: ImportProblem[];
}

/**
 * Something the wizard tells the user once about the draft it opened, or about a version saved
 * elsewhere that was merged with this tab's changes (`merged`; `conflicts` when some wait for the
 * user).
 */
export type DraftNotice = 'restored' | 'stale' | 'staleCopyDropped' | 'merged' | 'conflicts' | null;

/** State of the submission wizard (draft, autosave, import, submit). */
export interface SubmissionState {
  products: Product[];
  projects: ProjectSummary[];
  /** The customer's Draft and Returned batches. */
  openDrafts: BatchSummary[];
  catalogStatus: LoadStatus;
  /** The batch being edited, as the server last answered it. */
  batch: Batch | null;
  batchStatus: LoadStatus;
  /** The batch last asked for (so that a failed load is not retried in a loop). */
  requestedBatchId: number | null;
  /** The sheet as typed. */
  rows: SampleRow[];
  shipping: Shipping | null;
  /** The MS analysis information (null until filled in, and for other products). */
  bif: AnalysisInfo | null;
  step: number;
  /** The version the next save is based on. */
  objectVersionNumber: number;
  /** That version as the server has it: what a version saved elsewhere is merged against. */
  base: DraftContent | null;
  /** Places both this tab and a version saved elsewhere changed; nothing is saved until chosen. */
  conflicts: MergeConflict[];
  /**
   * Counts changes to the draft not typed on its forms (a merge, a conflict's choice): a form
   * keyed by it starts again from the draft.
   */
  mergeRevision: number;
  /** The server's issues of the last save or refused submission, by row. */
  serverIssues: RowIssues[];
  /** Counts changes; `savedRevision` is the last one the server confirmed. */
  revision: number;
  savedRevision: number;
  saving: boolean;
  saveFailed: boolean;
  /** Why the server refused the last save (a retry would not help), or null. */
  saveError: string | null;
  notice: DraftNotice;
  imported: ImportedSheet | null;
  submitting: boolean;
  /** The rows the server refused the submission for. */
  refusedRows: RowIssues[] | null;
  /** The batch as submitted. */
  submitted: Batch | null;
}

/** Load the products, the customer's projects and open drafts. */
export const wizardCatalogRequested = createAction('submission/fetchCatalog');
/** The products, projects and open drafts arrived. */
export const wizardCatalogLoaded = createAction<{
  products: Product[];
  projects: ProjectSummary[];
  openDrafts: BatchSummary[];
}>('submission/catalogLoaded');
/** They could not be loaded (the error is already shown). */
export const wizardCatalogFailed = createAction('submission/catalogFailed');
/** Create a draft for a product (and project), then open its sheet. */
export const draftStartRequested = createAction<{ productId: number; projectId: number | null }>(
  'submission/start',
);
/** Open a batch for editing; `resume` goes to the step it was saved at. */
export const draftOpenRequested = createAction<{ batchId: number; resume: boolean }>(
  'submission/open',
);
/**
 * A batch is open: as the server has it, or with the newer copy kept on this device
 * (`restored`), which the saga saves at once.
 */
export const draftOpened = createAction<{
  batch: Batch;
  /** The MS analysis information saved with the draft. */
  bif?: AnalysisInfo | null;
  restored?: {
    rows: SampleRow[];
    shipping: Shipping | null;
    bif: AnalysisInfo | null;
    step: number;
  };
  notice?: DraftNotice;
}>('submission/opened');
/** The batch could not be opened (the error is already shown). */
export const draftOpenFailed = createAction<number>('submission/openFailed');
/** The sheet changed (grid edit, paste, import accepted, one-sample form). */
export const rowsChanged = createAction<SampleRow[]>('submission/rowsChanged');
/** The shipping information changed. */
export const shippingChanged = createAction<Shipping>('submission/shippingChanged');
/** The MS analysis information changed. */
export const bifChanged = createAction<AnalysisInfo>('submission/bifChanged');
/** The user moved to a step of the wizard. */
export const stepChanged = createAction<number>('submission/stepChanged');
/** Save now what is not saved yet (leaving a page, retrying, before submitting). */
export const draftFlushRequested = createAction('submission/flush');
/** A save is on its way with the changes up to `revision`. */
export const draftSaving = createAction<number>('submission/saving');
/** The server saved the changes up to `revision` (`saved` is what it got). */
export const draftSaved = createAction<{
  revision: number;
  objectVersionNumber: number;
  issues: RowIssues[];
  saved: DraftContent;
}>('submission/saved');
/**
 * A save was refused as stale and the version saved elsewhere (`batch`, `theirs`) was merged
 * with this tab's changes: `content` is the merge (conflicts hold this tab's values).
 */
export const draftMerged = createAction<{
  batch: Batch;
  theirs: DraftContent;
  content: DraftContent;
  conflicts: MergeConflict[];
}>('submission/merged');
/** The user chose a value for the conflict at `index`. */
export const draftConflictResolved = createAction<{ index: number; choice: MergeChoice }>(
  'submission/conflictResolved',
);
/** The user chose one side for every conflict left. */
export const draftConflictsResolved = createAction<MergeChoice>('submission/conflictsResolved');
/**
 * A save failed; the changes stay here and on this device. The payload is the server's reason
 * when it refused the draft (a retry would not help), null when it may work next time.
 */
export const draftSaveFailed = createAction<string | null>('submission/saveFailed');
/** The user read the notice. */
export const draftNoticeDismissed = createAction('submission/noticeDismissed');
/** Read a chosen .csv or .xlsx file into the import check. */
export const importFileChosen = createAction<File>('submission/importFile');
/** A file was read: its rows wait in the import check. */
export const importParsed = createAction<ImportedSheet>('submission/importParsed');
/** The user fixed or dropped imported rows. */
export const importRowsChanged = createAction<SampleRow[]>('submission/importRowsChanged');
/** Add the imported rows to the sheet (after its rows, or instead of them). */
export const importAccepted = createAction<'append' | 'replace'>('submission/importAccepted');
/** Forget the imported rows. */
export const importDiscarded = createAction('submission/importDiscarded');
/** Submit the batch (after saving what is not saved yet). */
export const submitRequested = createAction('submission/submit');
/** The server refused the submission for these rows. */
export const submitRefused = createAction<RowIssues[]>('submission/refused');
/** The submission failed otherwise (the error is already shown). */
export const submitFailed = createAction('submission/submitFailed');
/** The batch was submitted. */
export const submitDone = createAction<Batch>('submission/submitted');

const initialState: SubmissionState = {
  products: [],
  projects: [],
  openDrafts: [],
  catalogStatus: 'idle',
  batch: null,
  batchStatus: 'idle',
  requestedBatchId: null,
  rows: [],
  shipping: null,
  bif: null,
  step: 1,
  objectVersionNumber: 0,
  base: null,
  conflicts: [],
  mergeRevision: 0,
  serverIssues: [],
  revision: 0,
  savedRevision: 0,
  saving: false,
  saveFailed: false,
  saveError: null,
  notice: null,
  imported: null,
  submitting: false,
  refusedRows: null,
  submitted: null,
};

/**
 * Whether a row of the sheet is still blank (a row added but not typed in yet): it is no
 * sample, so it is neither checked nor saved.
 */
export function isBlankRow(row: SampleRow): boolean {
  return SAMPLE_FIELDS.every((field) => cellText(row[field]) === '');
}

/** The rows of the sheet that are samples (blank rows left out, numbers kept). */
export const samplesOf = (rows: readonly SampleRow[]) => rows.filter((row) => !isBlankRow(row));

/** This tab's prefix of new row ids, so that rows added in two tabs never share an id. */
const TAB_PREFIX = `t${Math.random().toString(36).slice(2, 10)}`;
let rowCounter = 0;

/** A new row id, unique to this tab. */
const newRowId = () => `${TAB_PREFIX}-${(rowCounter += 1).toString(36)}`;

/** A row's id when a version from the server has none: its number (the same in every tab). */
const loadedRowId = (row: SampleRow) => `r${row.rowNo}`;

/**
 * The sheet renumbered 1..n in order (row numbers are what the user sees), every row with an id
 * of its own: a row without one, or with one an earlier row has, gets `idOf(row)` (or a new id
 * if that is taken too).
 */
export function renumber(
  rows: readonly SampleRow[],
  idOf: (row: SampleRow) => string = newRowId,
): SampleRow[] {
  const seen = new Set<string>();
  return rows.map((row, index) => {
    let rowId = row.rowId;
    if (!rowId || seen.has(rowId)) {
      rowId = idOf(row);
      if (seen.has(rowId)) rowId = newRowId();
    }
    seen.add(rowId);
    return row.rowNo === index + 1 && row.rowId === rowId
      ? row
      : { ...row, rowNo: index + 1, rowId };
  });
}

function sameRow(a: SampleRow | undefined, b: SampleRow | undefined): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The server's issues of the rows that did not change (a changed row is checked again). */
function keepIssuesOfUnchanged(
  issues: RowIssues[],
  before: SampleRow[],
  after: SampleRow[],
): RowIssues[] {
  return issues.filter(({ rowNo }) => sameRow(before[rowNo - 1], after[rowNo - 1]));
}

function changed(state: SubmissionState, patch: Partial<SubmissionState>): SubmissionState {
  return { ...state, ...patch, revision: state.revision + 1 };
}

/** Reducer of {@link SubmissionState}. */
export function submissionReducer(
  state: SubmissionState = initialState,
  action: UnknownAction,
): SubmissionState {
  if (wizardCatalogRequested.match(action)) return { ...state, catalogStatus: 'loading' };
  if (wizardCatalogLoaded.match(action)) {
    return { ...state, ...action.payload, catalogStatus: 'ready' };
  }
  if (wizardCatalogFailed.match(action)) return { ...state, catalogStatus: 'failed' };
  if (draftOpenRequested.match(action)) {
    const { batchId } = action.payload;
    if (state.batch?.batchId === batchId) return { ...state, requestedBatchId: batchId };
    return {
      ...initialState,
      ...catalogOf(state),
      batchStatus: 'loading',
      requestedBatchId: batchId,
    };
  }
  if (draftOpened.match(action)) {
    const { batch, restored, notice, bif } = action.payload;
    const base = draftContentOf(batch, bif ?? null);
    return {
      ...initialState,
      ...catalogOf(state),
      batch,
      batchStatus: 'ready',
      requestedBatchId: batch.batchId,
      rows: restored ? renumber(restored.rows, loadedRowId) : base.rows,
      shipping: restored ? restored.shipping : base.shipping,
      bif: restored ? restored.bif : base.bif,
      step: restored?.step ?? batch.step,
      objectVersionNumber: batch.objectVersionNumber,
      base,
      revision: restored ? 1 : 0,
      notice: notice ?? null,
    };
  }
  if (draftMerged.match(action)) {
    const { batch, theirs, content, conflicts } = action.payload;
    const rows = renumber(content.rows);
    return changed(state, {
      batch,
      rows,
      shipping: content.shipping,
      bif: content.bif,
      objectVersionNumber: batch.objectVersionNumber,
      base: theirs,
      conflicts,
      mergeRevision: state.mergeRevision + 1,
      serverIssues: [],
      saving: false,
      saveFailed: false,
      saveError: null,
      notice: conflicts.length > 0 ? 'conflicts' : 'merged',
    });
  }
  if (draftConflictResolved.match(action) || draftConflictsResolved.match(action)) {
    const all = draftConflictsResolved.match(action);
    const chosen = all
      ? state.conflicts
      : state.conflicts.slice(action.payload.index, 1 + action.payload.index);
    const choice = all ? action.payload : action.payload.choice;
    if (chosen.length === 0) return state;
    let content: DraftContent = { rows: state.rows, shipping: state.shipping, bif: state.bif };
    for (const conflict of chosen) content = resolveDraftConflict(content, conflict, choice);
    const rows = content.rows === state.rows ? state.rows : renumber(content.rows);
    const conflicts = all ? [] : state.conflicts.filter((conflict) => !chosen.includes(conflict));
    return changed(state, {
      rows,
      shipping: content.shipping,
      bif: content.bif,
      conflicts,
      mergeRevision: state.mergeRevision + 1,
      serverIssues: keepIssuesOfUnchanged(state.serverIssues, state.rows, rows),
      notice: conflicts.length === 0 && state.notice === 'conflicts' ? 'merged' : state.notice,
    });
  }
  if (draftOpenFailed.match(action)) return { ...state, batchStatus: 'failed' };
  if (rowsChanged.match(action)) {
    const rows = renumber(action.payload);
    return changed(state, {
      rows,
      serverIssues: keepIssuesOfUnchanged(state.serverIssues, state.rows, rows),
      refusedRows: null,
    });
  }
  if (shippingChanged.match(action)) return changed(state, { shipping: action.payload });
  if (bifChanged.match(action)) return changed(state, { bif: action.payload });
  if (stepChanged.match(action)) {
    return action.payload === state.step ? state : changed(state, { step: action.payload });
  }
  if (draftSaving.match(action)) return { ...state, saving: true };
  if (draftSaved.match(action)) {
    const { revision, objectVersionNumber, issues, saved } = action.payload;
    return {
      ...state,
      saving: false,
      saveFailed: false,
      saveError: null,
      savedRevision: revision,
      objectVersionNumber,
      base: saved,
      serverIssues: revision === state.revision ? issues : state.serverIssues,
    };
  }
  if (draftSaveFailed.match(action)) {
    return { ...state, saving: false, saveFailed: true, saveError: action.payload };
  }
  if (draftNoticeDismissed.match(action)) return { ...state, notice: null };
  if (importParsed.match(action)) return { ...state, imported: action.payload };
  if (importRowsChanged.match(action) && state.imported) {
    return { ...state, imported: { ...state.imported, rows: action.payload } };
  }
  if (importAccepted.match(action) && state.imported) {
    const added = state.imported.rows;
    const rows = renumber(action.payload === 'replace' ? added : [...state.rows, ...added]);
    return changed(state, {
      rows,
      imported: null,
      serverIssues: keepIssuesOfUnchanged(state.serverIssues, state.rows, rows),
    });
  }
  if (importDiscarded.match(action)) return { ...state, imported: null };
  if (submitRequested.match(action)) return { ...state, submitting: true, refusedRows: null };
  if (submitRefused.match(action)) {
    return {
      ...state,
      submitting: false,
      refusedRows: action.payload,
      serverIssues: action.payload,
    };
  }
  if (submitFailed.match(action)) return { ...state, submitting: false };
  if (submitDone.match(action)) {
    return {
      ...state,
      submitting: false,
      submitted: action.payload,
      batch: action.payload,
      objectVersionNumber: action.payload.objectVersionNumber,
    };
  }
  if (clearUser.match(action)) return initialState;
  return state;
}

/**
 * A batch's draft as the server has it, every row with an id (a row saved without one gets the
 * id every tab that loads it gives it).
 */
export function draftContentOf(batch: Batch, bif: AnalysisInfo | null): DraftContent {
  return { rows: renumber(batch.rows, loadedRowId), shipping: batch.shipping, bif };
}

function catalogOf(state: SubmissionState) {
  const { products, projects, openDrafts, catalogStatus } = state;
  return { products, projects, openDrafts, catalogStatus };
}

/** The wizard's state. */
export const selectSubmission = (state: RootState) => state.submission;

/** Where the autosave stands, as the status line shows it. */
export const selectSaveStatus = (state: RootState): SaveStatus => {
  const { revision, savedRevision, saving, saveFailed, saveError, conflicts } = state.submission;
  if (saving) return 'saving';
  if (conflicts.length > 0) return 'conflicts';
  if (revision === savedRevision) return 'saved';
  if (!saveFailed) return 'pending';
  return saveError === null ? 'failed' : 'refused';
};

/** The product of the batch being edited. */
export const selectDraftProduct = createSelector(
  [(state: RootState) => state.submission.batch, (state: RootState) => state.submission.products],
  (batch, products) =>
    batch ? (products.find((product) => product.productId === batch.productId) ?? null) : null,
);

/** Issues of one row by field: errors before warnings, one per field. */
export type RowFieldIssues = Partial<Record<FieldIssue['field'], FieldIssue>>;

/**
 * Every row's issues: the shared rules run here on each change, merged with the server's
 * answer of the last save (which also knows the names used in the project's other batches).
 */
export const selectSheetIssues = createSelector(
  [
    (state: RootState) => state.submission.rows,
    (state: RootState) => state.submission.serverIssues,
    selectDraftProduct,
  ],
  (rows, serverIssues, product): Map<number, FieldIssue[]> => {
    const issues = product
      ? validateBatch(samplesOf(rows), product)
      : new Map<number, FieldIssue[]>();
    for (const { rowNo, issues: fromServer } of serverIssues) {
      const mine = issues.get(rowNo) ?? [];
      const extra = fromServer
        .filter((issue) => !mine.some((own) => own.code === issue.code))
        .map(({ field, code, params, severity }): FieldIssue => ({
          field,
          code,
          severity,
          ...(params ? { params } : {}),
        }));
      if (extra.length > 0) issues.set(rowNo, [...mine, ...extra]);
    }
    return issues;
  },
);

/** How many errors and warnings the sheet has. */
export const selectIssueCounts = createSelector([selectSheetIssues], (issues) => {
  let errors = 0;
  let warnings = 0;
  for (const list of issues.values()) {
    for (const issue of list) {
      if (issue.severity === 'error') errors += 1;
      else warnings += 1;
    }
  }
  return { errors, warnings };
});

/** The check of the imported rows: their issues now, by row number in the file. */
export const selectImportIssues = createSelector(
  [(state: RootState) => state.submission.imported, selectDraftProduct],
  (imported, product): Map<number, FieldIssue[]> =>
    imported && product ? validateBatch(imported.rows, product) : new Map(),
);

/** The imported rows' bad cells, one line each, as the import check lists them. */
export const selectImportLines = createSelector(
  [(state: RootState) => state.submission.imported, selectImportIssues],
  (imported, issues): ImportCheckLine[] => {
    if (!imported) return [];
    // A missing column stops being a problem once the user filled it in on every row, a number
    // that could not be read for sure once the user typed it again.
    const filled = (problem: ImportProblem) => {
      if (problem.code === 'import.ambiguousNumber') {
        const field = fieldOfHeader(problem.column);
        const row = imported.rows.find((item) => item.rowNo === problem.rowNo);
        return !field || !row || cellText(row[field]) !== problem.value;
      }
      const field = problem.code === 'import.missingColumn' ? fieldOfHeader(problem.column) : null;
      return field !== null && imported.rows.every((row) => cellText(row[field]) !== '');
    };
    const lines: ImportCheckLine[] = imported.problems
      .filter((problem) => !filled(problem))
      .map((problem) => ({
        ...problem,
        severity: problem.code === 'import.duplicateColumn' ? 'warning' : 'error',
      }));
    // A number that could not be read for sure is named once, as that.
    const unread = new Set(
      lines
        .filter((line) => line.code === 'import.ambiguousNumber')
        .map((line) => `${line.rowNo}:${fieldOfHeader(line.column) ?? ''}`),
    );
    for (const row of imported.rows) {
      for (const issue of issues.get(row.rowNo) ?? []) {
        if (unread.has(`${row.rowNo}:${issue.field}`)) continue;
        const value = row[issue.field];
        lines.push({
          rowNo: row.rowNo,
          column: issue.field,
          field: issue.field,
          value: value === null || value === undefined ? '' : String(value),
          code: issue.code,
          ...(issue.params ? { params: issue.params } : {}),
          severity: issue.severity,
        });
      }
    }
    return lines;
  },
);
