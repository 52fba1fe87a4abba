/**
 * The one way the server reads a page of rows: filters, `sort=field,asc|desc` terms checked
 * against the sortable fields, 0-based `page` and `size`, and the total.
 */
import { MAX_PAGE, MAX_PAGE_SIZE } from '../../domain/engine/schema';
import type { Db } from '../db/database';
import type { SqlValue } from '../db/versioned';
import { badRequest } from '../http/errors';
import { toPage, type Page } from '../services/format';

/** What a list may be sorted by. */
export interface SortSpec {
  /** SQL expression of each sortable API field. */
  columns: Readonly<Record<string, string>>;
  /** The order when none is asked, and the tie-breaker after the asked terms (e.g. `t.id ASC`). */
  fallback: string;
}

/** The words of a refused sort; English by default. */
export type SortRefusal = (fields: string) => string;

const ENGLISH_SORT_REFUSAL: SortRefusal = (fields) =>
  `Query parameter 'sort' must be 'field,asc' or 'field,desc' with one of: ${fields}`;

/**
 * ORDER BY terms from `field,asc|desc` values; an unknown field or direction is a 400 naming
 * the fields allowed.
 */
export function orderBy(
  sort: readonly string[] | undefined,
  spec: SortSpec,
  refusal: SortRefusal = ENGLISH_SORT_REFUSAL,
): string {
  const terms: string[] = [];
  for (const item of sort ?? []) {
    const [field = '', direction = 'asc', ...rest] = item.split(',').map((part) => part.trim());
    const column = Object.hasOwn(spec.columns, field) ? spec.columns[field] : undefined;
    const dir = direction.toLowerCase();
    if (!column || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
      throw badRequest(refusal(Object.keys(spec.columns).join(', ')));
    }
    terms.push(`${column} ${dir.toUpperCase()}`);
  }
  terms.push(spec.fallback);
  return terms.join(', ');
}

/** A paged SELECT. */
export interface PageSelect {
  db: Db;
  /** The select list, e.g. `t.id AS id, t.name AS name`. */
  select: string;
  /** The FROM clause with its joins, e.g. `portal_batches b JOIN …`. */
  from: string;
  /** Conditions, joined with AND (none: every row). */
  where: readonly string[];
  /** Named parameters of the conditions and the select list. */
  params: Readonly<Record<string, SqlValue>>;
  /** The ORDER BY terms ({@link orderBy}). */
  order: string;
  /** 0-based page. */
  page: number;
  /** Rows per page. */
  size: number;
}

/**
 * Runs a paged SELECT: the rows of the page and the number of rows matching. A page past
 * {@link MAX_PAGE} or a size that is no whole number is a 400, whatever let it through
 * (SQLite refuses a limit or offset that is not a whole number; requests are held to
 * {@link MAX_PAGE_SIZE} by their schemas, the server's own reads may take more).
 */
export function selectPage(query: PageSelect): { rows: Record<string, unknown>[]; total: number } {
  if (!Number.isInteger(query.page) || query.page < 0 || query.page > MAX_PAGE) {
    throw badRequest(`Query parameter 'page' must be a whole number from 0 to ${MAX_PAGE}`);
  }
  if (!Number.isInteger(query.size) || query.size < 1) {
    throw badRequest(`Query parameter 'size' must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  const whereSql = query.where.length > 0 ? `WHERE ${query.where.join(' AND ')}` : '';
  const total = (
    query.db.prepare(`SELECT COUNT(*) AS n FROM ${query.from} ${whereSql}`).get(query.params) as {
      n: number;
    }
  ).n;
  const rows =
    query.page * query.size >= total
      ? []
      : (query.db
          .prepare(
            `SELECT ${query.select} FROM ${query.from} ${whereSql} ORDER BY ${query.order}
             LIMIT @__limit OFFSET @__offset`,
          )
          .all({
            ...query.params,
            __limit: query.size,
            __offset: query.page * query.size,
          }) as Record<string, unknown>[]);
  return { rows, total };
}

/** A page of the HZERO contract from a paged SELECT, each row mapped by `map`. */
export function pageOf<T>(query: PageSelect, map: (row: Record<string, unknown>) => T): Page<T> {
  const { rows, total } = selectPage(query);
  return toPage(rows.map(map), total, query.page, query.size);
}

/** `value` escaped for a `LIKE … ESCAPE '\'` pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
