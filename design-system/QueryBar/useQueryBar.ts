import { useCallback, useMemo, useState } from 'react';
import { cleanQuery } from '../format/query';

/** Values of a query form, by field name. */
export type QueryValues = Record<string, unknown>;

/** Kind of input of a {@link QueryBarField}. */
export type QueryFieldType = 'text' | 'select' | 'date' | 'number';

/** One field of a query bar. */
export interface QueryBarField {
  /** Name of the value, also the filter key sent to the server. */
  name: string;
  /** The label. */
  label: string;
  /** Kind of input. */
  type: QueryFieldType;
  /** Choices of a `select` field. */
  options?: readonly { value: string; label: string }[];
  /** Text shown in the empty input. */
  placeholder?: string;
}

/** Sort order of a query: a field and a direction, sent as `field,asc|desc`. */
export interface QuerySort {
  /** Field to sort by. */
  field: string;
  /** Direction. */
  order: 'asc' | 'desc';
}

/** Page asked for by a query: 1-based page number and page size. */
export interface QueryPagination {
  /** Page number, 1-based. */
  page: number;
  /** Rows per page. */
  size: number;
}

/** What a query bar hands to its caller on search or reset. */
export interface QueryBarQuery {
  /** The query values with empty values (`null`, `undefined`, `''`, `[]`) removed. */
  filter: QueryValues;
  /** The sort order given to the bar, passed through unchanged. */
  sort: QuerySort | undefined;
  /** Always the first page: a new query starts over. */
  pagination: QueryPagination;
}

/** Default number of fields shown before 'View more' (SPEC.md section 9). */
export const QUERY_BAR_VISIBLE_FIELDS = 3;
/** Default page size of a new query (SPEC.md section 9). */
export const QUERY_BAR_PAGE_SIZE = 10;

/** Options of {@link useQueryBar}. */
export interface UseQueryBarOptions {
  /** All fields of the bar, in order. */
  fields: readonly QueryBarField[];
  /** The values the bar starts with and returns to on reset. */
  initialValues?: QueryValues;
  /** Rows per page of the query; 10 when omitted. */
  pageSize?: number;
  /** Sort order passed through with every query. */
  sort?: QuerySort;
  /** How many fields show before 'View more'; 3 when omitted. */
  visibleCount?: number;
  /** Starts with every field shown. */
  defaultExpanded?: boolean;
  /** Called with the query on search. */
  onSearch: (query: QueryBarQuery) => void;
  /** Called with the initial query on reset; `onSearch` is called instead when omitted. */
  onReset?: (query: QueryBarQuery) => void;
}

/** State and actions of a query bar, see {@link useQueryBar}. */
export interface QueryBarState {
  /** Whether the fields beyond the first ones are shown. */
  expanded: boolean;
  /** Shows or hides the fields beyond the first ones. */
  toggle: () => void;
  /** Shows the fields beyond the first ones. */
  expand: () => void;
  /** The fields always shown. */
  visibleFields: readonly QueryBarField[];
  /** The fields shown only when expanded. */
  moreFields: readonly QueryBarField[];
  /** Every field name set to its initial value, `null` when none is given. */
  initialValues: QueryValues;
  /** Builds the query of the given values. */
  toQuery: (values: QueryValues) => QueryBarQuery;
  /** Searches with the given (valid) values. */
  search: (values: QueryValues) => void;
  /** Reports the initial query to `onReset` (or `onSearch`). */
  reset: () => void;
}

/**
 * The logic of a query bar without its markup: which fields show, the 'View more' toggle,
 * and building `{filter, sort, pagination}` from the form values.
 */
export function useQueryBar({
  fields,
  initialValues,
  pageSize = QUERY_BAR_PAGE_SIZE,
  sort,
  visibleCount = QUERY_BAR_VISIBLE_FIELDS,
  defaultExpanded = false,
  onSearch,
  onReset,
}: UseQueryBarOptions): QueryBarState {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const toggle = useCallback(() => setExpanded((open) => !open), []);
  const expand = useCallback(() => setExpanded(true), []);
  const allInitial = useMemo<QueryValues>(
    () => ({ ...Object.fromEntries(fields.map((f) => [f.name, null])), ...initialValues }),
    [fields, initialValues],
  );
  const toQuery = useCallback(
    (values: QueryValues): QueryBarQuery => ({
      filter: cleanQuery(values),
      sort,
      pagination: { page: 1, size: pageSize },
    }),
    [sort, pageSize],
  );
  const search = useCallback(
    (values: QueryValues) => onSearch(toQuery(values)),
    [onSearch, toQuery],
  );
  const reset = useCallback(
    () => (onReset ?? onSearch)(toQuery(allInitial)),
    [onReset, onSearch, toQuery, allInitial],
  );
  return {
    expanded,
    toggle,
    expand,
    visibleFields: fields.slice(0, visibleCount),
    moreFields: fields.slice(visibleCount),
    initialValues: allInitial,
    toQuery,
    search,
    reset,
  };
}
