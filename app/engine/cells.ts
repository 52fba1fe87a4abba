import type { formatDate } from '../../design-system';
import type { Translate } from '../i18n';
import type { LovValue } from './lovValues';
import type { Label, ListColumn } from './types';

/** Formats a date in a time zone and pattern (the design system's `formatDate`). */
export type DateFormatter = typeof formatDate;

/** What a cell's text depends on besides its value. */
export interface CellContext {
  t: Translate;
  /** The text of a label in the current language. */
  text: (label: Label) => string;
  /** Values of the value lists that columns read, by code. */
  lovValues: Readonly<Record<string, readonly LovValue[]>>;
  timeZone?: string;
  dateFormat?: string;
  /** The date formatter (loaded by useCellContext); dates show as sent without it. */
  formatDate?: DateFormatter;
}

/** A date shown in the user's zone and format; the text as sent when it cannot be read. */
export function dateText(
  value: unknown,
  formatDate: DateFormatter | undefined,
  timeZone?: string,
  pattern?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'string' && typeof value !== 'number') return String(value);
  if (!formatDate) return String(value);
  try {
    return formatDate(value, timeZone || undefined, pattern || undefined) || String(value);
  } catch {
    return String(value);
  }
}

/**
 * A column's value as the user reads it: an option's label or a value list's meaning, Yes/No
 * for a flag, a date in the user's zone and format, Enabled/Disabled for the status, else the
 * value as text.
 */
export function cellText(column: ListColumn, value: unknown, context: CellContext): string {
  const raw = value === null || value === undefined ? '' : String(value);
  const { t } = context;
  switch (column.kind) {
    case 'option': {
      if (column.lovCode) {
        return (
          context.lovValues[column.lovCode]?.find((item) => item.value === raw)?.meaning ?? raw
        );
      }
      const option = column.options?.find((item) => item.value === raw);
      return option ? context.text(option.label) : raw;
    }
    case 'flag':
      return raw === '' ? '' : Number(value) === 1 ? t('engine.yes') : t('engine.no');
    case 'enabled':
      return Number(value) === 1 ? t('engine.enabled') : t('engine.disabled');
    case 'date':
      return dateText(value, context.formatDate, context.timeZone, context.dateFormat);
    default:
      return raw;
  }
}

/** The value-list codes a page's columns read. */
export function columnLovCodes(columns: readonly Pick<ListColumn, 'lovCode'>[]): string[] {
  return columns.flatMap((column) => (column.lovCode ? [column.lovCode] : []));
}
