export { formatNumber } from './number';
export {
  formatDate,
  formatDateTime,
  formatTime,
  dayStart,
  dayEnd,
  timeZoneOptions,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  TIME_FORMAT,
} from './date';
export type { DateInput, TimeZoneOption } from './date';

/**
 * The date formatting (moment-timezone, 22 KB compressed) loaded on demand, for pages that
 * show dates only sometimes (an engine list shows them only when it has a date column).
 */
export const loadDateFormat = () => import('./date');
export { isUrl } from './url';
export { cleanQuery } from './query';
export {
  Decimal,
  DecimalError,
  add,
  subtract,
  multiply,
  divide,
  round,
  toPrecision,
  sqrt,
} from './decimal';
export type { DecimalInput } from './decimal';
import type * as Rsa from './rsa';

export type { RsaKeyPair } from './rsa';

/**
 * Loads the RSA helpers (`encryptPassword`, `generateKeyPair`) and jsencrypt under them on
 * demand: only the pages where a password is typed need them.
 */
export const loadRsa = (): Promise<typeof Rsa> => import('./rsa');
