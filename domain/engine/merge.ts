/**
 * Three-way merge of a header with lines: what this page loaded (`base`), what the user made of
 * it (`mine`) and what someone else saved meanwhile (`theirs`). Pure data, no React.
 *
 * - A header field or a line's cell changed on one side only takes that side's value; changed
 *   on both sides to the same value is no conflict; changed on both sides to different values is
 *   a conflict, and the merge keeps mine (what the user sees) until they choose.
 * - Lines are matched by key. A line without a key is new on this page and always kept (mine).
 *   A line deleted on one side and unchanged on the other is deleted; deleted on one side and
 *   changed on the other is a conflict of the whole line (mine kept). Lines added on either side
 *   are kept; the same key added on both sides is merged cell by cell against an empty line.
 * - Empty values (`undefined`, `null`, `''`) are equal, and so are a number and its text
 *   (`12` and `'12'`: a form or a grid gives text for what the server stores as a number).
 */

/** A record of named values: a header, or one line (an interface of the caller's will do). */
export type MergeRecord = object;

/** A record's value of a field. */
const get = (record: MergeRecord, field: string): unknown =>
  (record as Record<string, unknown>)[field];

/** A header with its lines: what one side of a merge holds. */
export interface MergeDocument<
  H extends MergeRecord = MergeRecord,
  L extends MergeRecord = MergeRecord,
> {
  header: H;
  lines: readonly L[];
}

/** How a merge reads lines. */
export interface MergeOptions<L extends MergeRecord = MergeRecord> {
  /** A line's key (unique on each side); null or undefined for a new line not saved yet. */
  keyOf: (line: L) => string | null | undefined;
  /**
   * Fields never compared: mine's value is kept (a line's position, marks of the page). Applies
   * to the header and to lines.
   */
  ignore?: readonly string[];
}

/** Where a conflict is: a header field, a line's cell, or a whole line (`field` null). */
export type MergePath =
  | { part: 'header'; field: string }
  | { part: 'line'; key: string; field: string }
  | { part: 'line'; key: string; field: null };

/**
 * Both sides changed the same place differently. For a whole line, `mine` or `theirs` is the
 * line, or null on the side that deleted it; `after` is the key of the line before it on the
 * side that kept it (where taking that side puts it back), null when it came first.
 */
export interface MergeConflict {
  path: MergePath;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  after?: string | null;
}

/** The merged document (conflicts hold mine's value) and the conflicts left to choose. */
export interface MergeResult<H extends MergeRecord, L extends MergeRecord> {
  merged: MergeDocument<H, L>;
  conflicts: MergeConflict[];
}

/** Which side a conflict is resolved to. */
export type MergeChoice = 'mine' | 'theirs';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The same value written the same way whatever the order of object keys. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : item,
  );
}

/** Whether two values of a cell are the same (empty values equal, `12` equal to `'12'`). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a !== 'object' && typeof b !== 'object') return String(a) === String(b);
  return canonical(a) === canonical(b);
}

function fieldsOf(records: readonly (MergeRecord | undefined)[], ignore: ReadonlySet<string>) {
  const fields: string[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    for (const field of Object.keys(record ?? {})) {
      if (seen.has(field) || ignore.has(field)) continue;
      seen.add(field);
      fields.push(field);
    }
  }
  return fields;
}

function sameRecord(a: MergeRecord, b: MergeRecord, ignore: ReadonlySet<string>): boolean {
  return fieldsOf([a, b], ignore).every((field) => sameValue(get(a, field), get(b, field)));
}

/**
 * Merges one record field by field (ignored fields keep mine's value); `at` says where a
 * conflict is.
 */
function mergeRecord<R extends MergeRecord>(
  base: MergeRecord,
  mine: R,
  theirs: MergeRecord,
  ignore: ReadonlySet<string>,
  at: (field: string) => MergePath,
  conflicts: MergeConflict[],
): R {
  const merged = { ...mine } as Record<string, unknown>;
  for (const field of fieldsOf([base, mine, theirs], ignore)) {
    const [b, m, t] = [get(base, field), get(mine, field), get(theirs, field)];
    if (sameValue(m, t) || sameValue(t, b)) continue;
    if (!sameValue(m, b)) {
      conflicts.push({ path: at(field), base: b, mine: m, theirs: t });
    } else if (t === undefined) {
      delete merged[field];
    } else {
      merged[field] = t;
    }
  }
  return merged as R;
}

/** Lines by key (lines without a key left out). */
function byKey<L extends MergeRecord>(lines: readonly L[], keyOf: MergeOptions<L>['keyOf']) {
  const map = new Map<string, L>();
  for (const line of lines) {
    const key = keyOf(line);
    if (key !== null && key !== undefined && !map.has(key)) map.set(key, line);
  }
  return map;
}

/** The key of the line before `index` on a side, or null. */
function keyBefore<L extends MergeRecord>(
  lines: readonly L[],
  index: number,
  keyOf: MergeOptions<L>['keyOf'],
): string | null {
  for (let at = index - 1; at >= 0; at -= 1) {
    const key = keyOf(lines[at]!);
    if (key !== null && key !== undefined) return key;
  }
  return null;
}

/** Puts `line` after the line keyed `after` (first when null, last when that line is gone). */
function insertAfter<L extends MergeRecord>(
  lines: L[],
  line: L,
  after: string | null | undefined,
  keyOf: MergeOptions<L>['keyOf'],
): void {
  if (after === null || after === undefined) {
    lines.unshift(line);
    return;
  }
  const index = lines.findIndex((candidate) => keyOf(candidate) === after);
  if (index < 0) lines.push(line);
  else lines.splice(index + 1, 0, line);
}

/**
 * Merges `mine` and `theirs`, both made from `base`: the merged document (mine's order, lines
 * only theirs added placed after the line they follow there) and the conflicts, header first.
 */
export function mergeDocuments<H extends MergeRecord, L extends MergeRecord>(
  base: MergeDocument<H, L>,
  mine: MergeDocument<H, L>,
  theirs: MergeDocument<H, L>,
  options: MergeOptions<L>,
): MergeResult<H, L> {
  const { keyOf } = options;
  const ignore = new Set(options.ignore ?? []);
  const conflicts: MergeConflict[] = [];
  const header = mergeRecord(
    base.header,
    mine.header,
    theirs.header,
    ignore,
    (field) => ({ part: 'header', field }),
    conflicts,
  );

  const baseLines = byKey(base.lines, keyOf);
  const mineLines = byKey(mine.lines, keyOf);
  const theirLines = byKey(theirs.lines, keyOf);
  const lines: L[] = [];
  const lineConflicts: MergeConflict[] = [];

  for (const line of mine.lines) {
    const key = keyOf(line);
    if (key === null || key === undefined) {
      lines.push(line);
      continue;
    }
    if (mineLines.get(key) !== line) continue;
    const was = baseLines.get(key);
    const their = theirLines.get(key);
    if (their) {
      const at = (field: string): MergePath => ({ part: 'line', key, field });
      lines.push(mergeRecord(was ?? {}, line, their, ignore, at, lineConflicts));
    } else if (!was) {
      lines.push(line);
    } else if (!sameRecord(was, line, ignore)) {
      // Deleted there, changed here.
      lineConflicts.push({
        path: { part: 'line', key, field: null },
        base: was,
        mine: line,
        theirs: null,
        after: keyBefore(mine.lines, mine.lines.indexOf(line), keyOf),
      });
      lines.push(line);
    }
  }

  theirs.lines.forEach((line, index) => {
    const key = keyOf(line);
    if (key !== null && key !== undefined && theirLines.get(key) !== line) return;
    const after = keyBefore(theirs.lines, index, keyOf);
    if (key === null || key === undefined) {
      insertAfter(lines, line, after, keyOf);
      return;
    }
    if (mineLines.has(key)) return;
    const was = baseLines.get(key);
    if (!was) {
      insertAfter(lines, line, after, keyOf);
    } else if (!sameRecord(was, line, ignore)) {
      // Deleted here, changed there: stays deleted until the user chooses.
      lineConflicts.push({
        path: { part: 'line', key, field: null },
        base: was,
        mine: null,
        theirs: line,
        after,
      });
    }
  });

  return { merged: { header, lines }, conflicts: [...conflicts, ...lineConflicts] };
}

/** Whether two paths name the same place. */
export function samePath(a: MergePath, b: MergePath): boolean {
  if (a.part === 'header' || b.part === 'header') {
    return a.part === b.part && a.field === b.field;
  }
  return a.key === b.key && a.field === b.field;
}

/**
 * A document with one conflict resolved: `mine` leaves it as it is (the merge kept mine);
 * `theirs` puts their value, their line, or their deletion in place.
 */
export function resolveConflict<H extends MergeRecord, L extends MergeRecord>(
  document: MergeDocument<H, L>,
  conflict: MergeConflict,
  choice: MergeChoice,
  options: Pick<MergeOptions<L>, 'keyOf'>,
): MergeDocument<H, L> {
  if (choice === 'mine') return document;
  const { path, theirs } = conflict;
  const set = <R extends MergeRecord>(record: R, field: string): R => {
    const next = { ...record } as Record<string, unknown>;
    if (theirs === undefined) delete next[field];
    else next[field] = theirs;
    return next as R;
  };
  if (path.part === 'header') return { ...document, header: set(document.header, path.field) };
  const { keyOf } = options;
  const { key, field } = path;
  if (field !== null) {
    return {
      ...document,
      lines: document.lines.map((line) => (keyOf(line) === key ? set(line, field) : line)),
    };
  }
  const lines = document.lines.filter((line) => keyOf(line) !== key);
  if (theirs) insertAfter(lines, theirs as L, conflict.after, keyOf);
  return { ...document, lines };
}
