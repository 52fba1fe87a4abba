import type { Endpoint } from '../../domain/engine/resource';
import type { ListRow } from '../engine/types';
import { request, type Query } from './request';
import type { Page } from './types';

/**
 * The generic master-data endpoints of CONTRACT.md ("one generic engine on both sides"), for an
 * entity whose API lives at `basePath` (a path template such as `/hpfm/v1[/{tenantId}]/countries`,
 * resolved at call time).
 */

/** `GET basePath?filters&page&size&sort`: a page of rows (a plain array is taken as one page). */
export const fetchListPage = (basePath: string, query: Query) =>
  request<Page<ListRow> | ListRow[]>(basePath, { query });

/** Saves one row at an endpoint: as it is, or as a list of one (a batch save, ` []`). */
async function saveRow(endpoint: Endpoint, row: ListRow): Promise<ListRow> {
  if (!endpoint.many)
    return request<ListRow>(endpoint.path, { method: endpoint.method, body: row });
  const [saved] = await request<ListRow[]>(endpoint.path, { method: endpoint.method, body: [row] });
  return saved ?? row;
}

/** The resource's create (`POST basePath` unless named otherwise) with the new row: the created row. */
export const createListRow = (endpoint: Endpoint, row: ListRow) => saveRow(endpoint, row);

/**
 * The resource's update (`PUT basePath` unless named otherwise) with the whole row,
 * `objectVersionNumber` and `_token` included: the updated row.
 */
export const updateListRow = (endpoint: Endpoint, row: ListRow) => saveRow(endpoint, row);

/** The resource's delete (`DELETE basePath` unless named otherwise) with `[{<idField>: id, objectVersionNumber}]`. */
export const deleteListRows = (endpoint: Endpoint, rows: ListRow[]) =>
  request<void>(endpoint.path, { method: endpoint.method, body: rows });

/** `POST basePath/enable` or `basePath/disable` with the ids. */
export const setListRowsEnabled = (
  basePath: string,
  ids: readonly (string | number)[],
  enabled: boolean,
) =>
  request<unknown>(`${basePath}/${enabled ? 'enable' : 'disable'}`, {
    method: 'POST',
    body: ids,
  });

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV text (with a byte-order mark, so spreadsheet programs read it as UTF-8). */
export function toCsv(
  columns: readonly { field: string; title: string }[],
  rows: readonly ListRow[],
): string {
  const lines = [
    columns.map((column) => csvCell(column.title)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column.field])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
