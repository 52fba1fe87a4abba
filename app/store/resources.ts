import type { UnknownAction } from 'redux';
import type { Query } from '../services/request';
import { createAction } from './action';
import { serverLanguageChanged } from './user';
import type { RootState } from './reducer';

/** One cached read: a path template and its query, as last answered. */
export interface ReadEntry {
  status: 'loading' | 'ready' | 'failed';
  /** The answer (kept while a reload runs). */
  data: unknown;
  /** Why the last read failed. */
  error: string | null;
  /** The HTTP status the server answered the failed read with (404: there is no such thing). */
  httpStatus?: number;
}

/** Why a write failed, said where the user typed (a form keeps every value typed). */
export interface WriteError {
  /** The server's (or network's) message. */
  message: string;
  /** Severity: a duplicate is a warning, a refused field an error. */
  type: 'error' | 'warning' | 'info';
  /** Messages by field path, when the server named fields. */
  fields: Record<string, string>;
  /** The server's code of a refusal (`error.optimistic_lock`…), when it gave one. */
  code?: string;
}

/** One write (a save, an action) of a page, by id. */
export interface WriteEntry {
  status: 'idle' | 'running' | 'done' | 'failed';
  error: WriteError | null;
  /** The answer of the last successful write. */
  result: unknown;
}

/** Every cached read and every write, by key. */
export interface ResourcesState {
  reads: Record<string, ReadEntry>;
  writes: Record<string, WriteEntry>;
}

/** The key of a read: the path template and its query, in a stable order. */
export function readKey(path: string, query: Query = {}): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? path : `${path}?${JSON.stringify(entries)}`;
}

/**
 * Read `path` with `query` through the cache: an answer already there is kept unless `force`.
 * `resolve` and `reject` let a component that needs a promise (a Lov) wait for the saga.
 */
export const readRequest = createAction<{
  path: string;
  query?: Query;
  force?: boolean;
  /** The page says itself why the read failed: no notification. */
  silent?: boolean;
  resolve?: (data: unknown) => void;
  reject?: (error: unknown) => void;
}>('resources/read');
/** A read started. */
export const readStarted = createAction<{ key: string }>('resources/readStarted');
/** A read answered. */
export const readDone = createAction<{ key: string; data: unknown }>('resources/readDone');
/** A read failed (the error is also notified unless the read was silent). */
export const readFailed = createAction<{ key: string; error: string; httpStatus?: number }>(
  'resources/readFailed',
);
/** Forget the cached reads whose path template starts with `prefix` (after a change). */
export const readsInvalidate = createAction<{ prefix: string }>('resources/invalidate');

/**
 * Run a write: `method path` with `body`; on success forget the reads under `invalidate`,
 * say so, and dispatch `after` (e.g. reload a list).
 */
export const writeRequest = createAction<{
  id: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  invalidate?: readonly string[];
  after?: readonly UnknownAction[];
  /** Field names of the form, to place the server's field messages. */
  fields?: readonly string[];
  /** Say a failure in a notification (no form shows it). */
  notifyFailure?: boolean;
}>('resources/write');
/**
 * Upload a file chosen in a form into the file service; `resolve` gets its stored address,
 * `reject` the failure (also notified).
 */
export const uploadRequest = createAction<{
  file: Blob;
  fileName: string;
  bucket: string;
  directory: string;
  resolve: (fileUrl: string) => void;
  reject: (error: unknown) => void;
}>('resources/upload');
/** A write started. */
export const writeStarted = createAction<{ id: string }>('resources/writeStarted');
/** A write succeeded. */
export const writeDone = createAction<{ id: string; result: unknown }>('resources/writeDone');
/** A write failed; the page shows why and keeps what was typed. */
export const writeFailed = createAction<{ id: string; error: WriteError | null }>(
  'resources/writeFailed',
);
/** Forget a write's outcome (a dialog closed). */
export const writeReset = createAction<{ id: string }>('resources/writeReset');

const IDLE_WRITE: WriteEntry = { status: 'idle', error: null, result: undefined };

/** Reducer of {@link ResourcesState}. */
export function resourcesReducer(
  state: ResourcesState = { reads: {}, writes: {} },
  action: UnknownAction,
): ResourcesState {
  if (readStarted.match(action)) {
    const { key } = action.payload;
    const data = state.reads[key]?.data;
    return { ...state, reads: { ...state.reads, [key]: { status: 'loading', data, error: null } } };
  }
  if (readDone.match(action)) {
    const { key, data } = action.payload;
    return { ...state, reads: { ...state.reads, [key]: { status: 'ready', data, error: null } } };
  }
  if (readFailed.match(action)) {
    const { key, error, httpStatus } = action.payload;
    const data = state.reads[key]?.data;
    const entry: ReadEntry = { status: 'failed', data, error, httpStatus };
    return { ...state, reads: { ...state.reads, [key]: entry } };
  }
  if (serverLanguageChanged.match(action)) return { ...state, reads: {} };
  if (readsInvalidate.match(action)) {
    const { prefix } = action.payload;
    const reads = Object.fromEntries(
      Object.entries(state.reads).filter(([key]) => !key.startsWith(prefix)),
    );
    return { ...state, reads };
  }
  if (writeStarted.match(action)) {
    const { id } = action.payload;
    return { ...state, writes: { ...state.writes, [id]: { ...IDLE_WRITE, status: 'running' } } };
  }
  if (writeDone.match(action)) {
    const { id, result } = action.payload;
    return {
      ...state,
      writes: { ...state.writes, [id]: { status: 'done', error: null, result } },
    };
  }
  if (writeFailed.match(action)) {
    const { id, error } = action.payload;
    return {
      ...state,
      writes: { ...state.writes, [id]: { status: 'failed', error, result: undefined } },
    };
  }
  if (writeReset.match(action)) {
    const writes = { ...state.writes };
    delete writes[action.payload.id];
    return { ...state, writes };
  }
  return state;
}

/** A cached read, or undefined before it is first asked. */
export const selectRead = (state: RootState, key: string): ReadEntry | undefined =>
  state.resources.reads[key];

/** A write's state (idle before it first runs). */
export const selectWrite = (state: RootState, id: string): WriteEntry =>
  state.resources.writes[id] ?? IDLE_WRITE;
