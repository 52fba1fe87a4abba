/**
 * Cron expressions of scheduled jobs, parsed by cron-parser: the 5 fields of a Unix cron, or
 * Quartz's 6 or 7 (seconds first, `?`, weekdays 1-7 from Sunday, an optional year that must be
 * `*`), read in a fixed `GMT+N` time zone. Refusals are said in the caller's language.
 */
import { CronExpressionParser } from 'cron-parser';
import { text, type Text } from '../../../../domain/engine/text';
import { timeZoneOffsetMinutes } from '../../../services/format';

/** Why an expression is refused, with the values its message names. */
export interface CronProblem {
  message: Text;
  vars: Record<string, string | number>;
}

const M = {
  fields: text(
    'The cron expression “%{cron}” must have 6 or 7 fields (second minute hour day month weekday [year], e.g. 0 0 2 * * ?) or the 5 of a Unix cron',
    'Cron 表达式“%{cron}”须为 6 或 7 段（秒 分 时 日 月 周 [年]，例如 0 0 2 * * ?），或 5 段的 Unix cron',
  ),
  range: text(
    'The cron expression “%{cron}” is not valid: %{value} is outside %{min}–%{max}',
    'Cron 表达式“%{cron}”无效：%{value} 不在 %{min}–%{max} 范围内',
  ),
  year: text(
    'The cron expression “%{cron}” is not valid: its year field must be *',
    'Cron 表达式“%{cron}”无效：年份段必须为 *',
  ),
  noSuchDay: text(
    'The cron expression “%{cron}” names a day its months never have',
    'Cron 表达式“%{cron}”指定的日期在所选月份中不存在',
  ),
  invalid: text(
    'The cron expression “%{cron}” is not valid; write second minute hour day month weekday, e.g. 0 0 2 * * ?',
    'Cron 表达式“%{cron}”无效，请按“秒 分 时 日 月 周”填写，例如 0 0 2 * * ?',
  ),
} as const;

/** Most characters of an expression. */
const MAX_LENGTH = 120;

/** A Quartz weekday item (`2`, `2-6`, `6L`, `2#1`, `1/2`) with its numbers moved to 0-6. */
function quartzWeekday(item: string): string | { value: string } {
  const match = /^(\d+)(?:-(\d+))?(.*)$/.exec(item);
  if (!match) return item;
  const [, from = '', to, rest = ''] = match;
  const days = [from, ...(to === undefined ? [] : [to])].map(Number);
  const wrong = days.find((day) => day < 1 || day > 7);
  if (wrong !== undefined) return { value: String(wrong) };
  const [first, last] = days.map((day) => day - 1);
  return `${first}${last === undefined ? '' : `-${last}`}${rest}`;
}

/** The expression as cron-parser reads it, or why it is refused. */
function normalised(expression: string): { fields: string } | CronProblem {
  const cron = expression.trim().slice(0, MAX_LENGTH);
  const parts = cron.split(/\s+/).filter((part) => part !== '');
  if (parts.length < 5 || parts.length > 7) return { message: M.fields, vars: { cron } };
  if (parts.length === 5) return { fields: parts.join(' ') };
  if (parts.length === 7) {
    if (parts[6] !== '*') return { message: M.year, vars: { cron } };
    parts.pop();
  }
  const weekdays: string[] = [];
  for (const item of (parts[5] ?? '').split(',')) {
    const moved = quartzWeekday(item);
    if (typeof moved !== 'string') {
      return { message: M.range, vars: { cron, value: moved.value, min: 1, max: 7 } };
    }
    weekdays.push(moved);
  }
  parts[5] = weekdays.join(',');
  return { fields: parts.join(' ') };
}

/** The problem cron-parser's refusal names, in words of ours. */
function problemOf(cron: string, error: unknown): CronProblem {
  const said = error instanceof Error ? error.message : '';
  const range = /got value (\S+) expected range (\d+)-(\d+)/.exec(said);
  if (range) {
    return {
      message: M.range,
      vars: { cron, value: range[1] ?? '', min: range[2] ?? '', max: range[3] ?? '' },
    };
  }
  if (/day of month/i.test(said)) return { message: M.noSuchDay, vars: { cron } };
  return { message: M.invalid, vars: { cron } };
}

/** A cron expression read in a time zone: its run times after a moment. */
export interface Schedule {
  /** The first run time (epoch ms) after `after` and not after `until`, if there is one. */
  nextAfter(after: number, until?: number | null): number | undefined;
}

/**
 * Parses an expression for a `GMT+N` time zone: its schedule, or the problem that refuses it.
 * A fixed offset has no daylight saving, so the expression is read in UTC on shifted clocks.
 */
export function parseCron(expression: string, timeZone: string): Schedule | CronProblem {
  const cron = expression.trim();
  const found = normalised(cron);
  if ('message' in found) return found;
  const offset = timeZoneOffsetMinutes(timeZone) * 60_000;
  const read = (after: number) =>
    CronExpressionParser.parse(found.fields, {
      currentDate: new Date(after + offset),
      tz: 'UTC',
      strict: false,
    });
  try {
    read(0);
  } catch (error) {
    return problemOf(cron, error);
  }
  return {
    nextAfter(after, until) {
      try {
        const next = read(after).next().getTime() - offset;
        return until !== null && until !== undefined && next > until ? undefined : next;
      } catch {
        // No run time left (an expression naming a day that never comes, e.g. 30 February).
        return undefined;
      }
    },
  };
}

/** Whether {@link parseCron} refused the expression. */
export function isProblem(parsed: Schedule | CronProblem): parsed is CronProblem {
  return 'message' in parsed;
}
