import type { Text } from './text';

/** What every field of a resource may say about itself. */
export interface FieldCommon {
  /** The label of inputs, columns and messages. */
  label: Text;
  /** A help text under the input; for a field with a `pattern`, what the pattern allows. */
  help?: Text;
  /** Must be given on create and never emptied. */
  required?: boolean;
  /** Given on create and never changed (codes that identify a row): read-only when editing. */
  immutable?: boolean;
  /** No two rows of the same scope (tenant, or parent for lines) share the value (case-blind). */
  unique?: boolean;
  /**
   * A filter of the list: text matches a part (`contains`), the rest the whole value; `api`
   * filters requests without being offered in the list page's query bar.
   */
  filter?: boolean | 'api';
  /** The list sorts by it on the server. */
  sortable?: boolean;
  /** Shown as a column of the list (default true); a number sets its width in px. */
  column?: boolean | number;
  /** Shown in the create/edit form (default true). */
  form?: boolean;
  /** Set by the server only (never accepted from a request); shown, not edited. */
  readOnly?: boolean;
  /**
   * Accepted from requests and kept, never answered (passwords, secret keys): rows carry null,
   * and an update that leaves it empty keeps the stored value. Never a column or a filter.
   */
  writeOnly?: boolean;
  /** Value of a new row. */
  defaultValue?: string | number | null;
  /** The input spans the form's full width. */
  wide?: boolean;
  /** The table column holding it; the snake_case of the field name when omitted. */
  columnName?: string;
  /**
   * How the list shows it: `badge` a status badge (named by the select's option, coloured by
   * `tones`), `date` only the date of a datetime (in the user's time zone and date format).
   */
  shownAs?: 'badge' | 'date';
  /** Of a `badge`: the colour family of each value (`default` when not listed). */
  tones?: Readonly<Record<string, Tone>>;
  /** The page the list's cell opens: a route, or the first of several whose `when` holds. */
  link?: string | readonly RowLink[];
  /**
   * A filter of whole days on a date or datetime field: the query parameters of the first and
   * the last day (e.g. `['dateFrom', 'dateTo']`), each optional, read in the caller's time zone.
   */
  range?: readonly [from: string, to: string];
  /** The query parameter of its filter; the field's name when omitted. */
  filterParam?: string;
  /**
   * A line's field offered in the line's form only while its header's `field` (one value, or
   * values separated by `,`) has `value`, e.g. a dimension rule's user only on a line counted
   * per user. The server checks the same on its own.
   */
  shownWhenHeader?: { field: string; has: string };
}

/** The colour family of a status badge. */
export type Tone = 'success' | 'error' | 'processing' | 'default';

/**
 * A page a list cell opens: `to` is a route whose `:field` parts are filled from the row
 * (`/pub/projects/single?projectId=:projectId`; no link while one of them is empty), offered
 * only for rows whose fields have one of the values `when` names.
 */
export interface RowLink {
  to: string;
  when?: Readonly<Record<string, readonly (string | number)[]>>;
}

/** One line of text. */
export interface TextField extends FieldCommon {
  kind: 'text';
  /** Most characters. */
  max: number;
  /** Fewest characters (when given). */
  min?: number;
  /** A regular expression (source) the value must match; say what it allows in `help`. */
  pattern?: string;
  /** How the input is typed by the browser. */
  format?: 'email' | 'url' | 'tel';
  /**
   * A line's text of one value per placeholder `{1}`, `{2}`… of its header's `field` (a
   * template such as `/hpfm/v1/{1}/countries`), in order, joined by `separator`: the form
   * offers one input per placeholder under the template.
   */
  placeholdersOf?: { field: string; separator: string };
}

/** A whole number. */
export interface IntegerField extends FieldCommon {
  kind: 'integer';
  min?: number;
  max?: number;
}

/** A decimal, kept as exact text end to end (bignumber.js in the app, never a float). */
export interface DecimalField extends FieldCommon {
  kind: 'decimal';
  /** Most decimals. */
  scale: number;
  /** Smallest value, as decimal text. */
  min?: string;
  /** Largest value, as decimal text. */
  max?: string;
}

/** A calendar date, `YYYY-MM-DD`. */
export interface DateField extends FieldCommon {
  kind: 'date';
}

/** A moment, `YYYY-MM-DD HH:mm:ss` in the user's time zone on the wire. */
export interface DateTimeField extends FieldCommon {
  kind: 'datetime';
}

/** A yes/no flag, 1 or 0. */
export interface FlagField extends FieldCommon {
  kind: 'flag';
}

/** A choice of a select. */
export interface SelectChoice {
  value: string;
  label: Text;
}

/** One value of a fixed list, or of a value list (`lovCode`) maintained in hpfm. */
export interface SelectField extends FieldCommon {
  kind: 'select';
  /** The choices, when fixed. */
  options?: readonly SelectChoice[];
  /** The value list the choices come from (`lovs/value/batch`), when maintained. */
  lovCode?: string;
}

/** The id of a row of another resource, picked through its value-list view (Lov). */
export interface ReferenceField extends FieldCommon {
  kind: 'reference';
  /** The resource referred to, `module/name` (e.g. `hpfm/country`). */
  resource: string;
  /** The field of that resource shown for the id (e.g. `countryName`). */
  display: string;
  /** The name the shown value has in rows; `display` when omitted. */
  displayAs?: string;
  /**
   * Fixed filters of the Lov's reads (HZERO's `lovPara`), by query parameter, e.g.
   * `{dataDimension: '1'}`: the Lov offers only those rows. The server checks a value given
   * otherwise on its own (a hook).
   */
  lovQuery?: Readonly<Record<string, string>>;
  /**
   * The field of the same form whose row the referenced rows belong to, when the referenced
   * resource lists them under it (its list path names that field, `apis/{permissionId}/fields`):
   * the picker reads the rows of the form's current value, waits for one, and is emptied when it
   * changes; the server refuses a row of another.
   */
  within?: string;
}

/** A text kept per language (`_tls` on the wire, `GET /v1/multi-language` to read them all). */
export interface TranslatedField extends FieldCommon {
  kind: 'tl';
  max: number;
  /** Several lines of text (an article's body) rather than one. */
  multiline?: boolean;
}

/** Several lines of text. */
export interface LongTextField extends FieldCommon {
  kind: 'longtext';
  max: number;
}

/**
 * Source text of a language (templates, YAML, scripts), edited in a monospaced editor; a BPMN
 * 2.0 process (XML) also shows as its diagram.
 */
export interface CodeField extends FieldCommon {
  kind: 'code';
  language:
    'yaml' | 'json' | 'html' | 'sql' | 'groovy' | 'javascript' | 'markdown' | 'text' | 'bpmn';
  max: number;
  /**
   * bpmn only: the field of the same row whose value lists the ids of the diagram's elements
   * to mark (comma-separated), e.g. the nodes a process instance waits at.
   */
  highlight?: string;
}

/** A file uploaded through `/hfle`; the value is its download URL. */
export interface FileField extends FieldCommon {
  kind: 'file';
  /** Bucket of the file service. */
  bucket: string;
  /**
   * false on a listing of files kept by other records (the file service's own list): the
   * field shows its file's download link, but its row is no record the file belongs to, so it
   * grants no one the file (read-only fields only).
   */
  names?: false;
}

/** Any field of a resource. */
export type Field =
  | TextField
  | IntegerField
  | DecimalField
  | DateField
  | DateTimeField
  | FlagField
  | SelectField
  | ReferenceField
  | TranslatedField
  | LongTextField
  | CodeField
  | FileField;

/** The kind of a field. */
export type FieldKind = Field['kind'];

type Options<F extends Field> = Omit<F, 'kind' | 'label'>;
type OptionalOptions<F extends Field> = Partial<Options<F>>;

/** Field builders: `fields.text(label, {max: 60, required: true})`. */
export const fields = {
  text: (label: Text, options: Options<TextField>): TextField => ({
    kind: 'text',
    label,
    ...options,
  }),
  integer: (label: Text, options: OptionalOptions<IntegerField> = {}): IntegerField => ({
    kind: 'integer',
    label,
    ...options,
  }),
  decimal: (label: Text, options: Options<DecimalField>): DecimalField => ({
    kind: 'decimal',
    label,
    ...options,
  }),
  date: (label: Text, options: OptionalOptions<DateField> = {}): DateField => ({
    kind: 'date',
    label,
    ...options,
  }),
  datetime: (label: Text, options: OptionalOptions<DateTimeField> = {}): DateTimeField => ({
    kind: 'datetime',
    label,
    ...options,
  }),
  flag: (label: Text, options: OptionalOptions<FlagField> = {}): FlagField => ({
    kind: 'flag',
    label,
    ...options,
  }),
  select: (label: Text, options: Options<SelectField>): SelectField => ({
    kind: 'select',
    label,
    ...options,
  }),
  reference: (label: Text, options: Options<ReferenceField>): ReferenceField => ({
    kind: 'reference',
    label,
    ...options,
  }),
  tl: (label: Text, options: Options<TranslatedField>): TranslatedField => ({
    kind: 'tl',
    label,
    ...options,
  }),
  longtext: (label: Text, options: Options<LongTextField>): LongTextField => ({
    kind: 'longtext',
    label,
    ...options,
  }),
  code: (label: Text, options: Options<CodeField>): CodeField => ({
    kind: 'code',
    label,
    ...options,
  }),
  file: (label: Text, options: Options<FileField>): FileField => ({
    kind: 'file',
    label,
    ...options,
  }),
};

/** The table column of a field: its `columnName`, or the snake_case of its name. */
export function columnOf(name: string, field: Pick<Field, 'columnName'>): string {
  return field.columnName ?? name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}

/** Whether a field's value is text on the wire (as opposed to a number). */
export function isTextual(field: Field): boolean {
  return !['integer', 'flag', 'reference'].includes(field.kind);
}
