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
export { encryptPassword, generateKeyPair } from './rsa';
export type { RsaKeyPair } from './rsa';
