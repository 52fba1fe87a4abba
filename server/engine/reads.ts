/**
 * What a list query asks of the store, the same for every resource: its filters (a part of a
 * text, one or several values of a select, the value of anything else), its keyword over the
 * searched fields, its ranges of whole days, and the rows the description never reads.
 */
import type { Field } from '../../domain/engine/fields';
import type { ResourceDescription } from '../../domain/engine/resource';
import type { ListQuery } from '../../domain/engine/schema';
import { timeZoneOffsetMinutes } from '../services/format';
import type { Condition } from './store';

const DAY_MS = 24 * 3600 * 1000;

const TEXT_KINDS = new Set(['text', 'tl', 'longtext', 'code']);

/** Epoch ms of `YYYY-MM-DD HH:mm:ss` (or a day's start) read in a `GMT+N` time zone. */
export function parseDateTime(value: string, timeZone: string): number {
  const [date = '', time = '00:00:00'] = value.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return (
    Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, ss ?? 0) -
    timeZoneOffsetMinutes(timeZone) * 60_000
  );
}

/** The day after `YYYY-MM-DD`. */
function nextDay(date: string): string {
  return new Date(parseDateTime(date, 'GMT+0') + DAY_MS).toISOString().slice(0, 10);
}

/** The condition of one filter value. */
function filterCondition(
  name: string,
  field: Field | undefined,
  value: ListQuery['filters'][string],
  timeZone: string,
): Condition {
  if (Array.isArray(value)) {
    return value.length === 1
      ? { field: name, op: 'eq', value: value[0] as string }
      : { field: name, op: 'in', values: value };
  }
  if (field && typeof value === 'string' && TEXT_KINDS.has(field.kind)) {
    return { field: name, op: 'contains', value };
  }
  if (field?.kind === 'datetime' && typeof value === 'string') {
    return { field: name, op: 'eq', value: parseDateTime(value, timeZone) };
  }
  return { field: name, op: 'eq', value: value as string | number };
}

/** The conditions of a day range: from the first day's start to before the day after the last. */
function rangeConditions(
  name: string,
  field: Field | undefined,
  range: ListQuery['ranges'][string],
  timeZone: string,
): Condition[] {
  // A datetime is stored as epoch ms, a date as its text.
  const bound = (day: string) => (field?.kind === 'datetime' ? parseDateTime(day, timeZone) : day);
  const conditions: Condition[] = [];
  if (range.from) conditions.push({ field: name, op: 'gte', value: bound(range.from) });
  if (range.to) conditions.push({ field: name, op: 'lt', value: bound(nextDay(range.to)) });
  return conditions;
}

/** The conditions of a list query (filters, keyword, ranges) for a caller in `timeZone`. */
export function queryConditions(
  resource: ResourceDescription,
  query: Pick<ListQuery, 'filters' | 'keyword' | 'ranges'>,
  timeZone: string,
): Condition[] {
  const conditions = Object.entries(query.filters).map(([name, value]) =>
    filterCondition(name, resource.fields[name], value, timeZone),
  );
  if (query.keyword && resource.search) {
    const keyword = query.keyword;
    conditions.push({
      op: 'any',
      of: resource.search.fields.map((field) => [{ field, op: 'contains', value: keyword }]),
    });
  }
  for (const [name, range] of Object.entries(query.ranges)) {
    conditions.push(...rangeConditions(name, resource.fields[name], range, timeZone));
  }
  return conditions;
}

/** The conditions keeping out the rows a description never reads (`excludes`). */
export function excludedRows(resource: ResourceDescription): Condition[] {
  return Object.entries(resource.excludes ?? {}).map(([field, values]) => ({
    field,
    op: 'notIn',
    values,
  }));
}
