import BigNumber from 'bignumber.js';

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

const Grouped = BigNumber.clone({
  FORMAT: { groupSeparator: ',', groupSize: 3, decimalSeparator: '.' },
});

/**
 * Formats a number with thousands grouped by commas (SPEC.md sections 5 and 9), rounding half up
 * to `decimals` places. Empty, infinite and non-numeric values give an empty string.
 *
 * @example formatNumber(1234567.891, 2) // '1,234,567.89'
 */
export function formatNumber(value: number | string | null | undefined, decimals = 0): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  if (typeof value === 'string' && !NUMERIC.test(value.trim())) return '';
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`formatNumber: decimals must be a non-negative integer, got ${decimals}`);
  }
  const number = new Grouped(typeof value === 'string' ? value.trim() : value);
  if (!number.isFinite()) return '';
  return number.toFormat(decimals, BigNumber.ROUND_HALF_UP);
}
