/** Row status marker `_status` of SPEC.md section 3: created, updated or deleted locally. */
export type RowStatus = 'create' | 'update' | 'delete';

/** A row's identity as given by `rowKey`. */
export type RowKey = string | number;

/** The status marker a row may carry. */
export interface RowStatusField {
  /** Whether the row was created, updated or deleted locally and not saved yet. */
  _status?: RowStatus;
}

const STATUSES: readonly string[] = ['create', 'update', 'delete'];

/** The `_status` marker of a row, or `undefined` when it has none (or an unknown one). */
export function rowStatus(row: object): RowStatus | undefined {
  const status: unknown = (row as RowStatusField)._status;
  return typeof status === 'string' && STATUSES.includes(status)
    ? (status as RowStatus)
    : undefined;
}

/**
 * The patch to report when a row is edited: `patch` with `_status: 'update'`, except that a
 * created row stays `'create'` and a deleted row stays `'delete'`.
 */
export function markUpdated<Row extends object>(
  row: Row,
  patch: Partial<Row>,
): Partial<Row> & { _status: RowStatus } {
  const status = rowStatus(row);
  return { ...patch, _status: status === 'create' || status === 'delete' ? status : 'update' };
}
