import type { DataTableSort } from '../../design-system';
import type { Field, Tone } from '../../domain/engine/fields';
import type { ResourceDescription } from '../../domain/engine/resource';
import type { Text } from '../../domain/engine/text';
import type { MessageKey } from '../i18n';

/** A text shown to the user: a message key of the app, or a text in every language. */
export type Label = MessageKey | Text;

/** A row of a master-data list as the server sends it. */
export type ListRow = Record<string, unknown>;

/** The toolbar and row actions a list page may offer, each guarded by `<prefix>-<action>`. */
export type ListPageAction = 'create' | 'edit' | 'delete' | 'enable' | 'export';

/** A choice of a select field. */
export interface ListOption {
  /** The value sent to the server. */
  value: string;
  /** The text shown. */
  label: Label;
}

/** How a column shows its value. */
export type ListColumnKind =
  'text' | 'number' | 'enabled' | 'status' | 'date' | 'flag' | 'option' | 'file';

/** The colour family of a `status` column's badge. */
export type ListStatusTone = Tone;

/** A column of the list. */
export interface ListColumn {
  /** The row field shown; also the sort field. */
  field: string;
  /** The header. */
  title: Label;
  /** Width in px; 200 when omitted. */
  width?: number;
  /** Whether the header sorts (on the server). */
  sortable?: boolean;
  /**
   * `enabled` shows `enabledFlag` as a status badge; `number` aligns right; `status` shows the
   * value as a status badge named by its option, coloured by `tones`; `date` shows the value
   * as a date in the user's time zone and date format; `option` names the value by its option;
   * `file` links to the stored file the value names (downloaded with a ticket).
   */
  kind?: ListColumnKind;
  /** Of a `status` column: the colour of each value (`default` when not listed). */
  tones?: Readonly<Record<string, ListStatusTone>>;
  /**
   * The page a cell opens: the cell's text becomes a link to the answer (plain text when the
   * answer is undefined, e.g. a batch without a project).
   */
  link?: (row: ListRow) => string | undefined;
  /** Of an `option` or `status` column: the text of each value. */
  options?: readonly ListOption[];
  /** Of an `option` column: the value list whose meanings name the values. */
  lovCode?: string;
}

/** A filter of the query bar. */
export interface ListQueryField {
  /** The query parameter. */
  name: string;
  /** The label. */
  label: Label;
  /** Kind of input (`date` gives `YYYY-MM-DD`). */
  type: 'text' | 'number' | 'select' | 'date';
  /** Choices of a `select`. */
  options?: readonly ListOption[];
  /** Of a `select`: the value list giving the choices. */
  lovCode?: string;
}

/** A field of the create/edit dialog. */
export interface ListFormField {
  /** The row field. */
  name: string;
  /** The label. */
  label: Label;
  /** Kind of input. */
  type: 'text' | 'number' | 'select' | 'textarea';
  /** Choices of a `select`. */
  options?: readonly ListOption[];
  /** Shows the required mark (the description's schema enforces it). */
  required?: boolean;
  /** Read-only when editing (codes that identify the row). */
  readOnlyOnEdit?: boolean;
  /** A help text under the input. */
  help?: Label;
  /** The resource field it edits (resource pages): its kind chooses the input. */
  field?: Field;
  /** Spans the form's full width. */
  wide?: boolean;
}

/**
 * A list page described by data: one {@link ListPage} renders any of them (query bar, toolbar,
 * table with server paging, sorting and selection, row actions, create/edit dialog).
 */
export interface ListPageDefinition {
  /** Unique id; the key of the page's state in the store. */
  id: string;
  /** The page title. */
  title: Label;
  /** One row's kind in lower case, as in 'Create %{entity}'. */
  entity: Label;
  /** Path template of the entity's API, e.g. `/hpfm/v1[/{tenantId}]/countries`. */
  basePath: string;
  /** Query parameters sent with every list call (and export), e.g. `{type: 'sequencing'}`. */
  fixedQuery?: Readonly<Record<string, string | number>>;
  /** The field holding each row's id. */
  idField: string;
  /** The field naming a row to the user (confirmations, row action groups). */
  nameField: string;
  /** Permission code prefix: actions are guarded by `<prefix>-create`, `<prefix>-edit`, … */
  permissionPrefix: string;
  /** The actions the page offers; `[]` for a read-only list (no toolbar, selection or row actions). */
  actions: readonly ListPageAction[];
  /** The page only lists: it offers neither the resource's custom actions nor its child pages. */
  readOnly?: boolean;
  /** Table columns, in order (row actions are added at the end). */
  columns: readonly ListColumn[];
  /** Query-bar filters, in order. */
  queryFields: readonly ListQueryField[];
  /** Fields of the create/edit dialog, in order. */
  formFields: readonly ListFormField[];
  /**
   * Fields of the detail page's form, in order: those of the dialog and, read-only, the fields
   * the server keeps (a status, a count, where a process waits).
   */
  detailFields?: readonly ListFormField[];
  /** Values a new row starts with (fields missing here start empty). */
  defaultValues?: ListRow;
  /** Sort of the first load. */
  defaultSort?: DataTableSort;
  /**
   * The resource the page shows: the form is checked with the description's schema (the one the
   * server checks with), and the page offers its trees, detail page and custom actions.
   */
  resource: ResourceDescription;
  /** The detail page of a row (the name cell links to it and Edit opens it). */
  detailPath?: (row: ListRow) => string;
  /** Pages one level under a row (a company's departments), each a row action. */
  childPages?: readonly ChildPage[];
  /** The page this one is under (a department list's company): named in the title, linked back. */
  parentPage?: {
    /** Where the parent row is read: path template and query. */
    rowPath: string;
    rowQuery: Readonly<Record<string, string>>;
    /** The field naming the parent row. */
    nameField: string;
    /** The parent's list page. */
    route: string;
    /** The parent list's title (the Back link). */
    title: Label;
  };
}

/** A page one level under a row, opened from the row's actions. */
export interface ChildPage {
  /** The action's text (the page's title). */
  label: Label;
  /** The permission code of reading the page. */
  code: string;
  /** The page's address for a row. */
  path: (row: ListRow) => string;
}
