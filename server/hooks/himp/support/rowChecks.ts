/**
 * What is wrong with one staged row of an import, in both languages: the template's column
 * rules (`columns.ts`), then the target resource's own validation through the engine, then a
 * unique field's value repeated within the batch.
 */
import type { ImportColumn } from '../../../../domain/contract/himp';
import type { ResourceDescription } from '../../../../domain/engine/resource';
import type { Language } from '../../../../domain/engine/text';
import type { Engine, EngineScope } from '../../../engine/service';
import { columnProblems, said, targetBody, type Said } from './columns';
import { IMPORT_MESSAGES } from './messages';

/** A row as its check reads it. */
export interface CheckedRow {
  /** Its values by column code. */
  values: Readonly<Record<string, string>>;
  /** The first row number of each unique value seen so far in the batch (added to). */
  seen: Map<string, number>;
  /** Its row number in the file. */
  rowNumber: number;
}

/**
 * The problems of one row, for the template's `columns` creating `target` rows in `scope`: the
 * column rules first; then the target's validation (run again in the other language only when
 * it refuses); then a repeat of a unique field's value within the batch. None: the row is valid.
 */
export function rowProblems(
  engine: Engine,
  target: ResourceDescription,
  scope: EngineScope,
  columns: readonly ImportColumn[],
  { values, seen, rowNumber }: CheckedRow,
): Said[] {
  const mine = columnProblems(columns, values);
  if (mine.length > 0) return mine;
  const body = targetBody(columns, values, target.fields);
  const found = engine.checkCreate(target, scope, body);
  if (found.length > 0) {
    const other: Language = scope.lang === 'zh_CN' ? 'en_US' : 'zh_CN';
    const translated = engine.checkCreate(target, { ...scope, lang: other }, body);
    return found.map(
      (message, index) =>
        ({ [scope.lang]: message, [other]: translated[index] ?? message }) as Said,
    );
  }
  const repeats: Said[] = [];
  for (const column of columns) {
    const field = target.fields[column.columnCode];
    const value = values[column.columnCode] ?? '';
    if (!field?.unique || value === '') continue;
    const key = `${column.columnCode}\u0000${value.toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      repeats.push(
        said(IMPORT_MESSAGES.repeated, { column: column.columnName, value, row: first }),
      );
    } else {
      seen.set(key, rowNumber);
    }
  }
  return repeats;
}

/** Several messages as one text per language. */
export function joined(problems: readonly Said[]): Said {
  return {
    en_US: problems.map((problem) => problem.en_US).join('; '),
    zh_CN: problems.map((problem) => problem.zh_CN).join('；'),
  };
}
