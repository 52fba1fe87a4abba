import type { AnySchema } from 'yup';
import type { DataTableSort } from '../../design-system';
import type { MessageKey, Translate } from '../i18n';

/** A row of a master-data list as the server sends it. */
export type ListRow = Record<string, unknown>;

/** The toolbar and row actions a list page may offer, each guarded by `<prefix>-<action>`. */
export type ListPageAction = 'create' | 'edit' | 'delete' | 'enable' | 'export';

/** What a field rule is built with: the translator of the user's language and the field label. */
export interface RuleContext {
  /** Translator of the current language. */
  t: Translate;
  /** The field's label, already translated. */
  label: string;
}

/** A field's validation, built in the user's language (see `app/engine/rules.ts`). */
export type FieldRule = (context: RuleContext) => AnySchema;

/** A choice of a select field. */
export interface ListOption {
  /** The value sent to the server. */
  value: string;
  /** Message key of the text shown. */
  labelKey: MessageKey;
}

/** How a column shows its value. */
export type ListColumnKind = 'text' | 'number' | 'enabled' | 'status' | 'date';

/** The colour family of a `status` column's badge. */
export type ListStatusTone = 'success' | 'error' | 'processing' | 'default';

/** A column of the list. */
export interface ListColumn {
  /** The row field shown; also the sort field. */
  field: string;
  /** Message key of the header. */
  titleKey: MessageKey;
  /** Width in px; 200 when omitted. */
  width?: number;
  /** Whether the header sorts (on the server). */
  sortable?: boolean;
  /**
   * `enabled` shows `enabledFlag` as a status badge; `number` aligns right; `status` shows the
   * value as a status badge labelled `<statusKey>.<value>`, coloured by `tones`; `date` shows
   * the value as a date in the user's time zone and date format.
   */
  kind?: ListColumnKind;
  /** Of a `status` column: the message key prefix of the status names, e.g. `portal.status.batch`. */
  statusKey?: string;
  /** Of a `status` column: the colour of each status value (`default` when not listed). */
  tones?: Readonly<Record<string, ListStatusTone>>;
  /**
   * The page a cell opens: the cell's text becomes a link to the answer (plain text when the
   * answer is undefined, e.g. a batch without a project).
   */
  link?: (row: ListRow) => string | undefined;
}

/** A filter of the query bar. */
export interface ListQueryField {
  /** The query parameter. */
  name: string;
  /** Message key of the label. */
  labelKey: MessageKey;
  /** Kind of input (`date` gives `YYYY-MM-DD`). */
  type: 'text' | 'number' | 'select' | 'date';
  /** Choices of a `select`. */
  options?: readonly ListOption[];
  /** Validation; a search only runs once every rule passes. */
  rule?: FieldRule;
}

/** A field of the create/edit dialog. */
export interface ListFormField {
  /** The row field. */
  name: string;
  /** Message key of the label. */
  labelKey: MessageKey;
  /** Kind of input. */
  type: 'text' | 'number' | 'select' | 'textarea';
  /** Choices of a `select`. */
  options?: readonly ListOption[];
  /** Validation, shown in the user's language. */
  rule?: FieldRule;
  /** Shows the required mark (the rule enforces it). */
  required?: boolean;
  /** Read-only when editing (codes that identify the row). */
  readOnlyOnEdit?: boolean;
  /** Message key of a help text under the input. */
  helpKey?: MessageKey;
}

/**
 * A list page described by data: one {@link ListPage} renders any of them (query bar, toolbar,
 * table with server paging, sorting and selection, row actions, create/edit dialog).
 */
export interface ListPageDefinition {
  /** Unique id; the key of the page's state in the store. */
  id: string;
  /** Message key of the page title. */
  titleKey: MessageKey;
  /** Message key of one row's kind in lower case, as in 'Create %{entity}'. */
  entityKey: MessageKey;
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
  /** Table columns, in order (row actions are added at the end). */
  columns: readonly ListColumn[];
  /** Query-bar filters, in order. */
  queryFields: readonly ListQueryField[];
  /** Fields of the create/edit dialog, in order. */
  formFields: readonly ListFormField[];
  /** Values a new row starts with (fields missing here start empty). */
  defaultValues?: ListRow;
  /** Sort of the first load. */
  defaultSort?: DataTableSort;
}
