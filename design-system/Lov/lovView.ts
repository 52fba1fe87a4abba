/** A query field of a value-list view: one input of the modal's query form. */
export interface LovQueryField {
  /** Name of the filter sent to the server. */
  field: string;
  /** The label. */
  label: string;
  /** Kind of input (`NUMBER` or `DATE` choose those inputs, anything else is text). */
  dataType?: string | null;
  /** Value-list code of a choice field; not used by the modal's simple form. */
  sourceCode?: string | null;
}

/** A table column of a value-list view. */
export interface LovTableField {
  /** Column heading. */
  title: string;
  /** Field of the row shown in the column. */
  dataIndex: string;
  /** Column width in pixels. */
  width?: number | null;
}

/** A value-list (LOV) view definition as `lov-view/info` answers it (CONTRACT.md). */
export interface LovView {
  /** Code of the view. */
  viewCode: string;
  /** Name of the view. */
  viewName?: string | null;
  /** Code of the value list whose data the view shows. */
  lovCode?: string | null;
  /** Field of a row that becomes the value; `value` when omitted. */
  valueField?: string | null;
  /** Field of a row shown in the input; `name` when omitted. */
  displayField?: string | null;
  /** Title of the modal. */
  title?: string | null;
  /** Width of the modal as configured; the modal computes its own, see {@link lovModalWidth}. */
  width?: number | null;
  /** Height of the table in pixels. */
  height?: number | null;
  /** Rows per page; 5 when omitted. */
  pageSize?: number | null;
  /** Field holding a row's children when the data is a tree; `children` when omitted. */
  childrenFieldName?: string | null;
  /** The query form's fields. */
  queryFields?: readonly LovQueryField[] | null;
  /** The table's columns. */
  tableFields?: readonly LovTableField[] | null;
}

/** A view with every default of SPEC.md applied. */
export interface ResolvedLovView extends LovView {
  valueField: string;
  displayField: string;
  pageSize: number;
  childrenFieldName: string;
  queryFields: readonly LovQueryField[];
  tableFields: readonly LovTableField[];
}

/** A row of value-list data. */
export type LovRow = Record<string, unknown>;

/** A page of rows as the server sends it; `number` is 0-based. */
export interface LovPage<Row extends LovRow = LovRow> {
  /** The rows of the page. */
  content: Row[];
  /** Rows in all pages. */
  totalElements?: number;
  /** Alternative name of `totalElements`. */
  total?: number;
  /** Page index, 0-based. */
  number?: number;
  /** Rows per page. */
  size?: number;
}

/** The query the modal asks data for: filter values, 0-based page index and page size. */
export interface LovDataQuery {
  /** Query form values, empty ones removed. */
  filter: Record<string, unknown>;
  /** Page index, 0-based (SPEC.md section 9). */
  page: number;
  /** Rows per page. */
  size: number;
}

/** Loads a view definition by code; resolves `null` when the view does not exist. */
export type LovLoadView = (viewCode: string) => Promise<LovView | null>;

/**
 * Loads the data of a view: a page of rows, or a plain array, which is then a tree with
 * children under the view's `childrenFieldName`.
 */
export type LovLoadData = (
  view: ResolvedLovView,
  query: LovDataQuery,
) => Promise<LovPage | LovRow[]>;

/** Default modal width in pixels (SPEC.md section 9). */
export const LOV_MODAL_WIDTH = 700;
/** Width added to the columns' widths for the modal's padding and selection column. */
export const LOV_MODAL_EXTRA_WIDTH = 300;
/** Width of a column without one (SPEC.md section 9). */
export const LOV_COLUMN_WIDTH = 200;
/** Default page size of a value list (SPEC.md section 9). */
export const LOV_PAGE_SIZE = 5;

/** Applies SPEC.md's defaults: value field `value`, display field `name`, page size 5. */
export function resolveLovView(view: LovView): ResolvedLovView {
  return {
    ...view,
    valueField: view.valueField || 'value',
    displayField: view.displayField || 'name',
    pageSize: view.pageSize && view.pageSize > 0 ? view.pageSize : LOV_PAGE_SIZE,
    childrenFieldName: view.childrenFieldName || 'children',
    queryFields: view.queryFields ?? [],
    tableFields: view.tableFields ?? [],
  };
}

/**
 * Width of a value-list modal in pixels (SPEC.md section 9): the sum of the column widths plus
 * 300 when the columns give widths (a column without one counts 200), otherwise 700.
 */
export function lovModalWidth(view: Pick<LovView, 'tableFields'> | null | undefined): number {
  const columns = view?.tableFields ?? [];
  const hasWidths = columns.some((column) => typeof column.width === 'number' && column.width > 0);
  if (!hasWidths) return LOV_MODAL_WIDTH;
  return columns.reduce(
    (sum, column) =>
      sum +
      (typeof column.width === 'number' && column.width > 0 ? column.width : LOV_COLUMN_WIDTH),
    LOV_MODAL_EXTRA_WIDTH,
  );
}

/** True when the data is a page (rows and a total), false when it is a plain array (a tree). */
export function isLovPage(data: LovPage | LovRow[]): data is LovPage {
  return !Array.isArray(data);
}
