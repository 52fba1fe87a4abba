/** Sort order of a column: ascending or descending. */
export type SortOrder = 'asc' | 'desc';

/** The column the rows are sorted by, and in which order. */
export interface DataTableSort {
  /** Key of the sorted column (its field). */
  field: string;
  /** Ascending or descending. */
  order: SortOrder;
}

/** The page sizes a user can choose from (SPEC.md section 9). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** Page size used when none is given (SPEC.md section 9). */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * Rounds a page size to the nearest allowed option of {@link PAGE_SIZE_OPTIONS} (SPEC.md
 * section 5); a size exactly between two options goes to the larger one. Sizes that are not
 * positive finite numbers give {@link DEFAULT_PAGE_SIZE}.
 */
export function normalisePageSize(size: number): number {
  if (!Number.isFinite(size) || size <= 0) return DEFAULT_PAGE_SIZE;
  let best: number = PAGE_SIZE_OPTIONS[0];
  for (const option of PAGE_SIZE_OPTIONS) {
    if (Math.abs(option - size) <= Math.abs(best - size)) best = option;
  }
  return best;
}

/** What {@link toPageQuery} takes: the 1-based page shown, its size and the sort. */
export interface PageState {
  /** 1-based page number as the user sees it. */
  page: number;
  /** Rows per page. */
  size: number;
  /** Current sort, if any. */
  sort?: DataTableSort | null;
}

/** Query parameters of a paged list call (SPEC.md sections 7 and 9). */
export interface PageQuery {
  /** 0-based page index: the page shown minus 1. */
  page: number;
  /** Rows per page. */
  size: number;
  /** `'field,asc'` or `'field,desc'`; absent when unsorted. */
  sort: string | undefined;
}

/**
 * Turns the table's paging state into the query a list call sends: the page index is the
 * current page minus 1 and the sort is `'field,asc'` or `'field,desc'`.
 */
export function toPageQuery({ page, size, sort }: PageState): PageQuery {
  return {
    page: Math.max(0, page - 1),
    size,
    sort: sort ? `${sort.field},${sort.order}` : undefined,
  };
}

/** Sort after a click on the header of `field`: ascending, then descending, then none. */
export function nextSort(
  current: DataTableSort | null | undefined,
  field: string,
): DataTableSort | undefined {
  if (!current || current.field !== field) return { field, order: 'asc' };
  if (current.order === 'asc') return { field, order: 'desc' };
  return undefined;
}

/** One entry of the page list: a page number, or a gap standing for hidden pages. */
export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show for `page` of `pageCount`: every page up to 7 pages, otherwise
 * the first, the last, and the current page with its neighbours, with gaps between.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  let start = Math.max(2, page - 1);
  let end = Math.min(pageCount - 1, page + 1);
  if (page <= 4) {
    start = 2;
    end = 5;
  } else if (page >= pageCount - 3) {
    start = pageCount - 4;
    end = pageCount - 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pageCount - 1) items.push('gap-end');
  items.push(pageCount);
  return items;
}
