import type { UnknownAction } from 'redux';
import type { ImportBatchStatus, StagedRow } from '../../domain/contract/himp';
import type { ImportTemplateInfo } from '../services/himp';
import { createAction } from './action';
import { clearUser } from './user';
import type { LoadStatus } from './workplace';

/** Rows of a page of the wizard's grid. */
export const STAGED_PAGE_SIZE = 20;

/** The import wizard of one template (`/himp/commentImport/:code`). */
export interface ImportWizardState {
  code: string;
  template: ImportTemplateInfo | null;
  templateStatus: LoadStatus;
  /** The message of a template that could not be read. */
  templateError: string | null;
  /** The file chosen (its name), before and after its upload. */
  fileName: string | null;
  uploading: boolean;
  batch: string | null;
  status: ImportBatchStatus | null;
  rows: StagedRow[];
  rowsTotal: number;
  page: number;
  rowsStatus: LoadStatus;
  /** What the user typed into rows being edited, by row id (kept on a refusal). */
  drafts: Record<number, Record<string, string>>;
  /** The refusal of a row's last save, by row id. */
  rowErrors: Record<number, string>;
  savingRow: number | null;
  /** A validation or import is being asked for. */
  starting: boolean;
  /** Whether the status is read again on its own while a check or an import runs. */
  autoRefresh: boolean;
}

/** State of the data import pages (app/modules/himp/feature.ts). */
export interface HimpState {
  wizard: ImportWizardState;
}

/** The store's state once the himp pages have loaded. */
export interface HimpRoot {
  himp: HimpState;
}

/** The wizard of a template opened: its template is read (a new code starts afresh). */
export const wizardOpened = createAction<string>('himp/wizardOpened');
/** The template arrived. */
export const templateLoaded = createAction<ImportTemplateInfo>('himp/templateLoaded');
/** The template could not be read. */
export const templateFailed = createAction<string>('himp/templateFailed');
/** Download the template as a file to fill in. */
export const templateDownloadRequested = createAction('himp/templateDownload');
/** Upload a chosen file into a new batch. */
export const fileUploadRequested = createAction<File>('himp/fileUpload');
/** The file was staged as the batch. */
export const batchStaged = createAction<string>('himp/batchStaged');
/** The upload failed (already shown). */
export const uploadFailed = createAction('himp/uploadFailed');
/** A batch's status arrived. */
export const importStatusLoaded = createAction<ImportBatchStatus>('himp/statusLoaded');
/** Read a page of the staged rows. */
export const stagedRowsRequested = createAction<number>('himp/rowsRequested');
/** A page of staged rows arrived. */
export const stagedRowsLoaded = createAction<{ page: number; rows: StagedRow[]; total: number }>(
  'himp/rowsLoaded',
);
/** Start editing a row, or change a value of it. */
export const rowDraftChanged = createAction<{ rowId: number; column?: string; value?: string }>(
  'himp/rowDraft',
);
/** Stop editing a row, its typed values dropped. */
export const rowDraftCancelled = createAction<number>('himp/rowDraftCancelled');
/** Save a row's typed values. */
export const rowSaveRequested = createAction<number>('himp/rowSave');
/** A row was saved and checked again. */
export const rowSaved = createAction<StagedRow>('himp/rowSaved');
/** A row's save was refused: its message (the typed values are kept). */
export const rowSaveFailed = createAction<{ rowId: number; message: string }>('himp/rowSaveFailed');
/** Start the validation of the batch. */
export const validateRequested = createAction('himp/validate');
/** Start the import of the batch's valid rows. */
export const importRequested = createAction('himp/import');
/** A validation or an import was asked for (started or refused). */
export const startSettled = createAction('himp/startSettled');
/** Read the batch's status (and its rows) now. */
export const importRefreshRequested = createAction('himp/refresh');
/** Switch the status's auto-refresh. */
export const autoRefreshSet = createAction<boolean>('himp/autoRefresh');
/** Choose another file: the wizard goes back to the upload. */
export const wizardRestarted = createAction('himp/restart');

const wizardOf = (code: string): ImportWizardState => ({
  code,
  template: null,
  templateStatus: 'idle',
  templateError: null,
  fileName: null,
  uploading: false,
  batch: null,
  status: null,
  rows: [],
  rowsTotal: 0,
  page: 0,
  rowsStatus: 'idle',
  drafts: {},
  rowErrors: {},
  savingRow: null,
  starting: false,
  autoRefresh: true,
});

const initialState: HimpState = { wizard: wizardOf('') };

/** The state with the wizard changed. */
const withWizard = (state: HimpState, change: Partial<ImportWizardState>): HimpState => ({
  ...state,
  wizard: { ...state.wizard, ...change },
});

/** Reducer of {@link HimpState}. */
export function himpReducer(state: HimpState = initialState, action: UnknownAction): HimpState {
  if (clearUser.match(action)) return initialState;
  const wizard = state.wizard;
  if (wizardOpened.match(action)) {
    const fresh = wizard.code === action.payload ? wizard : wizardOf(action.payload);
    return { ...state, wizard: { ...fresh, templateStatus: 'loading', templateError: null } };
  }
  if (templateLoaded.match(action)) {
    return withWizard(state, { template: action.payload, templateStatus: 'ready' });
  }
  if (templateFailed.match(action)) {
    return withWizard(state, { templateStatus: 'failed', templateError: action.payload });
  }
  if (fileUploadRequested.match(action)) {
    return withWizard(state, { uploading: true, fileName: action.payload.name });
  }
  if (uploadFailed.match(action)) return withWizard(state, { uploading: false });
  if (batchStaged.match(action)) {
    return withWizard(state, {
      ...wizardOf(wizard.code),
      template: wizard.template,
      templateStatus: wizard.templateStatus,
      fileName: wizard.fileName,
      autoRefresh: wizard.autoRefresh,
      batch: action.payload,
    });
  }
  if (wizardRestarted.match(action)) {
    return withWizard(state, {
      ...wizardOf(wizard.code),
      template: wizard.template,
      templateStatus: wizard.templateStatus,
      autoRefresh: wizard.autoRefresh,
    });
  }
  if (importStatusLoaded.match(action)) {
    if (action.payload.batch !== wizard.batch) return state;
    return withWizard(state, { status: action.payload });
  }
  if (stagedRowsRequested.match(action)) return withWizard(state, { rowsStatus: 'loading' });
  if (stagedRowsLoaded.match(action)) {
    return withWizard(state, {
      rows: action.payload.rows,
      rowsTotal: action.payload.total,
      page: action.payload.page,
      rowsStatus: 'ready',
    });
  }
  if (rowDraftChanged.match(action)) {
    const { rowId, column, value } = action.payload;
    const row = wizard.rows.find((item) => item._id === rowId);
    const current =
      wizard.drafts[rowId] ??
      Object.fromEntries(
        (wizard.template?.columns ?? []).map((item) => [
          item.columnCode,
          String(row?.[item.columnCode] ?? ''),
        ]),
      );
    const next = column === undefined ? current : { ...current, [column]: value ?? '' };
    return withWizard(state, { drafts: { ...wizard.drafts, [rowId]: next } });
  }
  if (rowDraftCancelled.match(action)) {
    const { [action.payload]: _dropped, ...drafts } = wizard.drafts;
    const { [action.payload]: _error, ...rowErrors } = wizard.rowErrors;
    return withWizard(state, { drafts, rowErrors });
  }
  if (rowSaveRequested.match(action)) return withWizard(state, { savingRow: action.payload });
  if (rowSaved.match(action)) {
    const saved = action.payload;
    const { [saved._id]: _dropped, ...drafts } = wizard.drafts;
    const { [saved._id]: _error, ...rowErrors } = wizard.rowErrors;
    return withWizard(state, {
      rows: wizard.rows.map((row) => (row._id === saved._id ? saved : row)),
      drafts,
      rowErrors,
      savingRow: null,
    });
  }
  if (rowSaveFailed.match(action)) {
    return withWizard(state, {
      savingRow: null,
      rowErrors: { ...wizard.rowErrors, [action.payload.rowId]: action.payload.message },
    });
  }
  if (validateRequested.match(action) || importRequested.match(action)) {
    return withWizard(state, { starting: true });
  }
  if (startSettled.match(action)) return withWizard(state, { starting: false });
  if (autoRefreshSet.match(action)) return withWizard(state, { autoRefresh: action.payload });
  return state;
}

/** The import wizard's state. */
export const selectImportWizard = (state: HimpRoot) => state.himp.wizard;
