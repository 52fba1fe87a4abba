import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { DataTableLabels } from './labels';
import { PAGE_SIZE_OPTIONS, pageItems } from './paging';

/** Props of {@link DataTablePagination}. */
export interface DataTablePaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Rows per page, one of the allowed options. */
  size: number;
  /** Number of rows on the server. */
  total: number;
  /** Texts. */
  labels: DataTableLabels;
  /** Receives the chosen page and page size. */
  onChange: (page: number, size: number) => void;
  /** Styles of the DataTable slot recipe. */
  styles: Record<'pagination' | 'total' | 'pageButton' | 'pageGap' | 'pageSize', SystemStyleObject>;
}

/** The DataTable's pagination landmark: total, previous, pages, next and page size. */
export function DataTablePagination({
  page,
  size,
  total,
  labels,
  onChange,
  styles,
}: DataTablePaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <chakra.nav css={styles.pagination} aria-label={labels.pagination}>
      <chakra.span css={styles.total}>{labels.total(total)}</chakra.span>
      <chakra.button
        type="button"
        css={styles.pageButton}
        aria-label={labels.previousPage}
        disabled={current <= 1}
        onClick={() => onChange(current - 1, size)}
      >
        <span aria-hidden="true">‹</span>
      </chakra.button>
      {pageItems(current, pageCount).map((item) =>
        typeof item === 'number' ? (
          <chakra.button
            key={item}
            type="button"
            css={styles.pageButton}
            aria-label={labels.page(item)}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => onChange(item, size)}
          >
            {item}
          </chakra.button>
        ) : (
          <chakra.span key={item} css={styles.pageGap} aria-hidden="true">
            …
          </chakra.span>
        ),
      )}
      <chakra.button
        type="button"
        css={styles.pageButton}
        aria-label={labels.nextPage}
        disabled={current >= pageCount}
        onClick={() => onChange(current + 1, size)}
      >
        <span aria-hidden="true">›</span>
      </chakra.button>
      <chakra.select
        css={styles.pageSize}
        aria-label={labels.pageSize}
        value={size}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {PAGE_SIZE_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {labels.pageSizeOption(option)}
          </option>
        ))}
      </chakra.select>
    </chakra.nav>
  );
}
