import type { ImportBatchStatus, ImportColumn, StagedRow } from '../../domain/contract/himp';
import { request } from './request';

/** A column of an import template, as `template/{code}/info` answers it. */
export interface ImportColumnInfo extends ImportColumn {
  /** The target field's label in the user's language. */
  fieldLabel: string | null;
}

/** `GET /himp/v1[/{tenantId}]/template/{templateCode}/info`: the template of an import. */
export interface ImportTemplateInfo {
  templateCode: string;
  templateName: string;
  fileType: 'XLSX' | 'CSV';
  prefixPatch: string;
  targetResource: string;
  targetTitle: string;
  /** Whether the user may create the target's rows (the import needs it). */
  mayImport: boolean;
  maxBytes: number;
  maxRows: number;
  columns: ImportColumnInfo[];
}

/** A page of staged rows. */
export interface StagedRowPage {
  content: StagedRow[];
  totalElements: number;
}

const BASE = '/himp/v1[/{tenantId}]';

/** `GET /himp/v1[/{tenantId}]/template/{templateCode}/info` (HZERO's). */
export const fetchImportTemplate = (templateCode: string) =>
  request<ImportTemplateInfo>(`${BASE}/template/${encodeURIComponent(templateCode)}/info`);

/** `GET …/template/{templateCode}/file` (the product's): the template as a file to fill in. */
export const fetchTemplateFile = (templateCode: string) =>
  request<Blob>(`${BASE}/template/${encodeURIComponent(templateCode)}/file`, {
    responseType: 'blob',
  });

/**
 * `POST …/import/data/data-upload?templateCode` (HZERO's): the file as the multipart field
 * `excel`; answers the new batch's code (text, as HZERO's).
 */
export const uploadImportFile = (templateCode: string, file: File) => {
  const body = new FormData();
  body.append('excel', file, file.name);
  return request<string>(`${BASE}/import/data/data-upload`, {
    method: 'POST',
    query: { templateCode },
    body,
  });
};

/** `GET …/import/data/status?templateCode&batch` (HZERO's). */
export const fetchImportStatus = (templateCode: string, batch: string) =>
  request<ImportBatchStatus>(`${BASE}/import/data/status`, { query: { templateCode, batch } });

/** `GET …/import/data?templateCode&batch&page&size` (HZERO's): the staged rows. */
export const fetchStagedRows = (templateCode: string, batch: string, page: number, size: number) =>
  request<StagedRowPage>(`${BASE}/import/data`, { query: { templateCode, batch, page, size } });

/** `PUT …/import/data/{rowId}?templateCode&batch` (the product's): a row changed, checked again. */
export const saveStagedRow = (
  templateCode: string,
  batch: string,
  rowId: number,
  values: Readonly<Record<string, string>>,
  version: number,
) =>
  request<StagedRow>(`${BASE}/import/data/${rowId}`, {
    method: 'PUT',
    query: { templateCode, batch },
    body: { ...values, _version: version },
  });

/** `POST …/import/data/data-validate?templateCode&batch` (HZERO's): starts the check. */
export const validateImport = (templateCode: string, batch: string) =>
  request<ImportBatchStatus>(`${BASE}/import/data/data-validate`, {
    method: 'POST',
    query: { templateCode, batch },
  });

/** `POST …/import/data/data-import?templateCode&batch` (HZERO's): starts the import. */
export const startImport = (templateCode: string, batch: string) =>
  request<ImportBatchStatus>(`${BASE}/import/data/data-import`, {
    method: 'POST',
    query: { templateCode, batch },
  });
