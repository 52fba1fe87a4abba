// The core of moment-timezone without its 725 KB zone table: named zones are read from the
// runtime's own time-zone database (Intl), which every supported browser and Node carry.
import moment, { type Moment } from 'moment-timezone/moment-timezone';

/** A point in time or a calendar value the date helpers accept. */
export type DateInput = Date | Moment | string | number | null | undefined;

/** Default date format of SPEC.md section 9. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Default date-time format of SPEC.md section 9. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Default time format of SPEC.md section 9. */
export const TIME_FORMAT = 'HH:mm:ss';

const OFFSET_ZONE = /^(?:GMT|UTC)(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/i;

/** Minutes east of UTC for a `GMT+8` / `UTC-05:30` style zone, or null for anything else. */
function zoneOffset(tz: string): number | null {
  const match = OFFSET_ZONE.exec(tz.trim());
  if (!match) return null;
  const [, sign, hours, minutes] = match;
  if (!sign) return 0;
  const total = Number(hours) * 60 + Number(minutes ?? 0);
  return sign === '-' ? -total : total;
}

const LONG_OFFSET = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/;
const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

/** The runtime's formatter of a named zone (`Asia/Shanghai`), or null when it knows no such zone. */
function zoneFormat(tz: string): Intl.DateTimeFormat | null {
  let format = zoneFormats.get(tz);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' });
    } catch {
      format = null;
    }
    zoneFormats.set(tz, format);
  }
  return format;
}

/** Minutes east of UTC of the named zone `tz` at the instant `epochMs`. */
function namedZoneOffset(tz: string, epochMs: number): number {
  const format = zoneFormat(tz);
  if (!format) throw new RangeError(`Unknown time zone: ${tz}`);
  const name = format.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value;
  const match = LONG_OFFSET.exec(name ?? '');
  if (!match) return 0;
  const [, sign, hours, minutes] = match;
  if (!sign) return 0;
  const total = Number(hours) * 60 + Number(minutes);
  return sign === '-' ? -total : total;
}

/**
 * Reads `value` as a moment in the time zone `tz`.
 *
 * `tz` is an IANA name (`Asia/Shanghai`) or a fixed offset as the current user's `timeZone`
 * carries it (`GMT+8`, `GMT-05:30`); without one the runtime's local zone is used. Dates,
 * timestamps, moments and strings with an offset are instants and are converted to the zone;
 * strings without an offset (`2024-03-01 08:00:00`) are wall-clock times already in the zone.
 */
function toZone(value: DateInput, tz: string | undefined): Moment | null {
  if (value === null || value === undefined || value === '') return null;
  const offset = tz ? zoneOffset(tz) : null;
  const inZone = (instant: Moment): Moment => {
    if (!tz) return instant.local();
    return instant.utcOffset(offset ?? namedZoneOffset(tz, instant.valueOf()));
  };
  let result: Moment;
  if (typeof value !== 'string') {
    result = inZone(moment(value));
  } else {
    const text = value.trim();
    if (/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
      result = inZone(moment.parseZone(text, moment.ISO_8601));
    } else if (!tz) {
      result = moment(text, moment.ISO_8601);
    } else {
      // A wall-clock time: its offset is the zone's at that time (read once as if UTC, then
      // corrected), which matters only when the moment is compared or converted later.
      const wall = moment.utc(text, moment.ISO_8601);
      const guess = offset ?? namedZoneOffset(tz, wall.valueOf());
      const zoneOffsetThen = offset ?? namedZoneOffset(tz, wall.valueOf() - guess * 60_000);
      result = wall.utcOffset(zoneOffsetThen, true);
    }
  }
  return result.isValid() ? result : null;
}

function format(value: DateInput, tz: string | undefined, pattern: string): string {
  if (tz && zoneOffset(tz) === null && !zoneFormat(tz)) {
    throw new RangeError(`Unknown time zone: ${tz}`);
  }
  return toZone(value, tz)?.format(pattern) ?? '';
}

/**
 * Formats a date in a time zone (`YYYY-MM-DD` by default); empty or invalid values give ''.
 * See {@link DateInput} for how strings without an offset are read.
 */
export function formatDate(value: DateInput, tz?: string, pattern: string = DATE_FORMAT): string {
  return format(value, tz, pattern);
}

/** Formats a date and time in a time zone (`YYYY-MM-DD HH:mm:ss` by default). */
export function formatDateTime(
  value: DateInput,
  tz?: string,
  pattern: string = DATE_TIME_FORMAT,
): string {
  return format(value, tz, pattern);
}

/** Formats a time of day in a time zone (`HH:mm:ss` by default). */
export function formatTime(value: DateInput, tz?: string, pattern: string = TIME_FORMAT): string {
  return format(value, tz, pattern);
}

/** The start of the day of `date` in the zone, as `YYYY-MM-DD 00:00:00`, for query ranges. */
export function dayStart(date: DateInput, tz?: string): string {
  return format(date, tz, 'YYYY-MM-DD [00:00:00]');
}

/** The end of the day of `date` in the zone, as `YYYY-MM-DD 23:59:59`, for query ranges. */
export function dayEnd(date: DateInput, tz?: string): string {
  return format(date, tz, 'YYYY-MM-DD [23:59:59]');
}

/** One entry of {@link timeZoneOptions}. */
export interface TimeZoneOption {
  /** The zone as the server stores it, for example `GMT+8`. */
  value: string;
  /** What the user sees, for example `GMT+08:00`. */
  label: string;
}

/** The 25 whole-hour time zones GMT-12 … GMT+12 (SPEC.md section 9), west to east. */
export function timeZoneOptions(): TimeZoneOption[] {
  return Array.from({ length: 25 }, (_, index) => {
    const hours = index - 12;
    const sign = hours < 0 ? '-' : '+';
    const abs = Math.abs(hours);
    return {
      value: `GMT${sign}${abs}`,
      label: `GMT${sign}${String(abs).padStart(2, '0')}:00`,
    };
  });
}
