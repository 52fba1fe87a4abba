import {
  mergeDocuments,
  sameValue,
  type MergeChoice,
  type MergeConflict,
} from '../../domain/engine/merge';
import type { ListRow } from './types';

/** A line as the detail page shows it: as stored, or with the user's change (`_status`). */
export type LineRow = ListRow & { _status?: 'create' | 'update' | 'delete'; __key: string };

/** The user's changed lines of each line set, by set key. */
export type LineChanges = Record<string, LineRow[]>;

/** One line set of a detail page, as a merge needs it. */
export interface MergeLineSet {
  key: string;
  idField: string;
}

/** Which line set a line belongs to while every set's lines are merged as one list. */
const SET = '__set';

/** Fields of the page, not of the record: never compared. */
const PAGE_FIELDS = ['_status', '__key', SET];

/** A set's lines: as read, with the user's changes over them (deleted lines marked). */
export function mergeLines(
  stored: readonly ListRow[],
  changed: readonly LineRow[],
  idField: string,
): LineRow[] {
  const byKey = new Map(changed.map((line) => [line.__key, line]));
  const kept = stored.map(
    (line) => byKey.get(String(line[idField])) ?? { ...line, __key: String(line[idField]) },
  );
  return [...kept, ...changed.filter((line) => line._status === 'create')];
}

function keyOf(sets: readonly MergeLineSet[]) {
  const idOf = new Map(sets.map((set) => [set.key, set.idField]));
  return (line: ListRow): string | null => {
    if (line._status === 'create') return null;
    const set = String(line[SET]);
    return `${set}:${String(line[idOf.get(set) ?? ''])}`;
  };
}

/** The key a merge gives a stored line. */
export function lineKey(set: string, id: unknown): string {
  return `${set}:${String(id)}`;
}

/** Every set's lines as one list, each marked with its set. */
function tagged(
  sets: readonly MergeLineSet[],
  lines: Readonly<Record<string, readonly ListRow[]>>,
): ListRow[] {
  return sets.flatMap((set) => (lines[set.key] ?? []).map((line) => ({ ...line, [SET]: set.key })));
}

function sameLine(a: ListRow, b: ListRow): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...fields].every((field) => PAGE_FIELDS.includes(field) || sameValue(a[field], b[field]));
}

function strip(line: ListRow): ListRow {
  const { [SET]: _set, ...rest } = line;
  return rest;
}

/**
 * The changes that make `theirs` (the lines saved elsewhere) into the merged lines: lines that
 * differ are updates, lines they have and the merge has not are deletes, new lines stay new. A
 * line the merge kept that they deleted stays an update until its conflict is chosen.
 */
function changesFrom(
  sets: readonly MergeLineSet[],
  merged: readonly ListRow[],
  theirs: Readonly<Record<string, readonly ListRow[]>>,
): LineChanges {
  const changes: LineChanges = {};
  for (const set of sets) {
    const list: LineRow[] = [];
    const mine = merged.filter((line) => line[SET] === set.key).map(strip);
    const stored = new Map(
      (theirs[set.key] ?? []).map((line) => [String(line[set.idField]), line]),
    );
    for (const line of mine) {
      if (line._status === 'create') {
        list.push(line as LineRow);
        continue;
      }
      const id = String(line[set.idField]);
      const their = stored.get(id);
      if (their && sameLine(line, their)) continue;
      list.push({ ...line, _status: 'update', __key: id });
    }
    const kept = new Set(mine.map((line) => String(line[set.idField])));
    for (const [id, line] of stored) {
      if (!kept.has(id)) list.push({ ...line, _status: 'delete', __key: id });
    }
    if (list.length > 0) changes[set.key] = list;
  }
  return changes;
}

/** One side of a detail page's merge: the header's form values and each set's lines. */
export interface DetailSide {
  values: ListRow;
  lines: Readonly<Record<string, readonly ListRow[]>>;
}

/** What the page holds after a merge, or after a conflict's choice. */
export interface DetailMerge {
  values: ListRow;
  changes: LineChanges;
  conflicts: MergeConflict[];
}

/**
 * Merges the page (`mine`: form values, lines with the user's changes, new lines without id)
 * with what was saved elsewhere (`theirs`) against what the page loaded (`base`). The result is
 * the form's values and the line changes over their lines, and the conflicts (mine kept).
 */
export function mergeDetail(
  sets: readonly MergeLineSet[],
  base: DetailSide,
  mine: DetailSide,
  theirs: DetailSide,
): DetailMerge {
  const { merged, conflicts } = mergeDocuments(
    { header: base.values, lines: tagged(sets, base.lines) },
    { header: mine.values, lines: tagged(sets, mine.lines) },
    { header: theirs.values, lines: tagged(sets, theirs.lines) },
    { keyOf: keyOf(sets), ignore: PAGE_FIELDS },
  );
  return {
    values: merged.header,
    changes: changesFrom(sets, merged.lines, theirs.lines),
    conflicts,
  };
}

/** The set key and id of a line conflict's key. */
export function splitLineKey(key: string): { set: string; id: string } {
  const at = key.indexOf(':');
  return { set: key.slice(0, at), id: key.slice(at + 1) };
}

/**
 * The page with one conflict chosen: mine leaves the value, the line or the deletion as it is
 * (a line they deleted and I changed is created again); theirs puts their value in place, or
 * drops my change of the line.
 */
export function resolveDetail(
  sets: readonly MergeLineSet[],
  state: DetailMerge,
  index: number,
  choice: MergeChoice,
): DetailMerge {
  const conflict = state.conflicts[index];
  if (!conflict) return state;
  const conflicts = state.conflicts.filter((_, at) => at !== index);
  const { path } = conflict;
  if (path.part === 'header') {
    const values =
      choice === 'theirs' ? { ...state.values, [path.field]: conflict.theirs } : state.values;
    return { ...state, values, conflicts };
  }
  const { set, id } = splitLineKey(path.key);
  const idField = sets.find((each) => each.key === set)?.idField ?? '';
  const list = state.changes[set] ?? [];
  const others = list.filter((line) => line.__key !== id);
  const mine = list.find((line) => line.__key === id);
  let next: LineRow[] = list;
  if (path.field !== null) {
    const field = path.field;
    if (choice === 'theirs') {
      next = list.map((line) => (line === mine ? { ...line, [field]: conflict.theirs } : line));
    }
  } else if (choice === 'theirs') {
    next = others;
  } else if (mine && conflict.theirs === null) {
    const {
      [idField]: _id,
      objectVersionNumber: _version,
      _token: _rowToken,
      ...fields
    } = mine as ListRow;
    next = [...others, { ...fields, _status: 'create', __key: `new-${id}` }];
  }
  const changes = { ...state.changes, [set]: next };
  if (next.length === 0) delete changes[set];
  return { values: state.values, changes, conflicts };
}
