import type { Tone } from '../engine/fields';
import { text } from '../engine/text';

/**
 * The statuses of an import batch, in HZERO's words: the file is read (UPLOADING) into staged
 * rows (UPLOADED), the rows are checked (CHECKING, CHECKED) and the valid ones imported
 * (IMPORTING, IMPORTED).
 */
export const IMPORT_STATUSES = [
  { value: 'UPLOADING', label: text('Uploading', '上传中') },
  { value: 'UPLOADED', label: text('Uploaded', '已上传') },
  { value: 'CHECKING', label: text('Validating', '校验中') },
  { value: 'CHECKED', label: text('Validated', '已校验') },
  { value: 'IMPORTING', label: text('Importing', '导入中') },
  { value: 'IMPORTED', label: text('Imported', '已导入') },
] as const;

/** One of {@link IMPORT_STATUSES}. */
export type ImportStatus = (typeof IMPORT_STATUSES)[number]['value'];

/** The statuses a batch moves on from by itself; its rows cannot be changed meanwhile. */
export const BUSY_IMPORT_STATUSES: readonly ImportStatus[] = ['UPLOADING', 'CHECKING', 'IMPORTING'];

/** How a batch's status shows. */
export const IMPORT_STATUS_TONES: Readonly<Record<ImportStatus, Tone>> = {
  UPLOADING: 'processing',
  UPLOADED: 'default',
  CHECKING: 'processing',
  CHECKED: 'default',
  IMPORTING: 'processing',
  IMPORTED: 'success',
};

/** A staged row's status: unchecked, checked (valid or in error), imported or failed. */
export const ROW_STATUSES = [
  { value: 'NEW', label: text('Not validated', '未校验') },
  { value: 'VALID', label: text('Valid', '校验通过') },
  { value: 'ERROR', label: text('In error', '校验失败') },
  { value: 'IMPORTED', label: text('Imported', '已导入') },
  { value: 'FAILED', label: text('Import failed', '导入失败') },
] as const;

/** One of {@link ROW_STATUSES}. */
export type RowStatus = (typeof ROW_STATUSES)[number]['value'];

/** How a staged row's status shows. */
export const ROW_STATUS_TONES: Readonly<Record<RowStatus, Tone>> = {
  NEW: 'default',
  VALID: 'processing',
  ERROR: 'error',
  IMPORTED: 'success',
  FAILED: 'error',
};

/** A column of an import template as the import reads it (`template/{code}/info` answers it). */
export interface ImportColumn {
  sheetIndex: number;
  columnIndex: number;
  /** The target resource's field the column fills. */
  columnCode: string;
  /** The heading over the column in the file. */
  columnName: string;
  columnType: string;
  requiredFlag: number;
  maxLength: number | null;
  formatMask: string | null;
}

/** A staged row as the wizard reads it: HZERO's `_dataStatus` and `_info` beside its values. */
export interface StagedRow {
  _id: number;
  _sheetIndex: number;
  _rowNumber: number;
  _dataStatus: RowStatus;
  _info: string;
  _version: number;
  /** The created row's id in the target resource, once imported. */
  _targetId: number | null;
  [column: string]: string | number | null;
}

/** A batch as the status, validate and import calls answer it: its counts and progress (0–100). */
export interface ImportBatchStatus {
  importId: number;
  batch: string;
  templateCode: string;
  templateName: string;
  targetResource: string;
  fileName: string;
  status: ImportStatus;
  /** HZERO's names: the rows, and those done in the step under way. */
  count: number;
  ready: number;
  progress: number;
  totalCount: number;
  validCount: number;
  errorCount: number;
  importedCount: number;
  failedCount: number;
  processedCount: number;
  uploadedAt: number;
}
