/** Shared answer formats: contract dates in the user's time zone and pages. */
import { MAX_PAGE, MAX_PAGE_SIZE } from '../../domain/engine/schema';

/** Offset in minutes of a `GMT`, `GMT+8` or `GMT-5` time zone (0 when unparseable). */
export function timeZoneOffsetMinutes(timeZone: string): number {
  const match = /^GMT(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/.exec(timeZone.trim());
  if (!match) return 0;
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** Formats epoch milliseconds as `YYYY-MM-DD HH:mm:ss` in a `GMT+N` time zone. */
export function formatDateTime(epochMs: number, timeZone: string): string {
  const date = new Date(epochMs + timeZoneOffsetMinutes(timeZone) * 60_000);
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** A page of the HZERO contract; `number` is 0-based. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  numberOfElements: number;
  size: number;
  number: number;
}

/** Builds a page from the rows of page `page` (0-based) of size `size` out of `total`. */
export function toPage<T>(content: T[], total: number, page: number, size: number): Page<T> {
  return {
    content,
    totalElements: total,
    totalPages: size > 0 ? Math.ceil(total / size) : 0,
    numberOfElements: content.length,
    size,
    number: page,
  };
}

/**
 * JSON schema of the paging query parameters, bounded as the engine's lists are: `page`
 * 0-based up to {@link MAX_PAGE} (so that its offset stays a safe integer), `size` 1 to
 * {@link MAX_PAGE_SIZE}.
 */
export const PAGING_PROPERTIES = {
  page: { type: 'integer', minimum: 0, maximum: MAX_PAGE, default: 0 },
  size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 },
} as const;
