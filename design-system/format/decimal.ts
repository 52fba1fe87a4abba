import BigNumber from 'bignumber.js';

/**
 * The BigNumber constructor the decimal helpers compute with (SPEC.md section 9): 20 decimal
 * places for division and square roots, rounding mode 1 (`ROUND_DOWN`, towards zero), and
 * `EXPONENTIAL_AT` [-7, 21]: results below 1e-7 or from 1e21 up are written in exponential
 * notation (`1e-7`, `1e+21`), as SPEC.md section 9 says.
 */
export const Decimal = BigNumber.clone({
  DECIMAL_PLACES: 20,
  ROUNDING_MODE: 1,
  EXPONENTIAL_AT: [-7, 21],
});

/** A value the decimal helpers accept: a finite number or a numeric string. */
export type DecimalInput = string | number | BigNumber;

/** The failure of a decimal helper; `message` says what was wrong with which argument. */
export class DecimalError extends Error {
  override name = 'DecimalError';
}

const MAX = 1e9;
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function parse(value: DecimalInput): BigNumber {
  const valid =
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && NUMERIC.test(value.trim())) ||
    (BigNumber.isBigNumber(value) && value.isFinite());
  if (!valid) throw new DecimalError(`Invalid number: ${String(value)}`);
  const number = new Decimal(typeof value === 'string' ? value.trim() : value);
  if (!number.isFinite() || (number.isZero() && /[1-9]/.test(String(value).split(/e/i)[0]!))) {
    throw new DecimalError(`Exponent out of range: ${String(value)}`);
  }
  return number;
}

function checkPlaces(places: number): void {
  if (!isIntegerIn(places, 0, MAX)) {
    throw new DecimalError(`Invalid decimal places: ${places} (an integer from 0 to ${MAX})`);
  }
}

function checkRoundingMode(mode: number): asserts mode is BigNumber.RoundingMode {
  if (!isIntegerIn(mode, 0, 8)) {
    throw new DecimalError(`Invalid rounding mode: ${mode} (an integer from 0 to 8)`);
  }
}

/** Fails when a product or quotient of non-zero finite numbers over- or underflowed. */
function checkRange(result: BigNumber, operands: BigNumber[]): string {
  const overflow = !result.isFinite();
  const underflow = result.isZero() && operands.every((operand) => !operand.isZero());
  if (overflow || underflow) {
    throw new DecimalError(
      `Exponent out of range: the result is ${overflow ? 'too large' : 'too small'} to represent`,
    );
  }
  return result.toString();
}

/** `a + b` as a string, exact. */
export function add(a: DecimalInput, b: DecimalInput): string {
  return checkRange(parse(a).plus(parse(b)), []);
}

/** `a - b` as a string, exact. */
export function subtract(a: DecimalInput, b: DecimalInput): string {
  return checkRange(parse(a).minus(parse(b)), []);
}

/** `a × b` as a string, exact. */
export function multiply(a: DecimalInput, b: DecimalInput): string {
  const x = parse(a);
  const y = parse(b);
  return checkRange(x.times(y), [x, y]);
}

/**
 * `a ÷ b` as a string, to 20 decimal places rounded towards zero.
 * @throws {DecimalError} 'Division by zero' when `b` is zero.
 */
export function divide(a: DecimalInput, b: DecimalInput): string {
  const x = parse(a);
  const y = parse(b);
  if (y.isZero()) throw new DecimalError('Division by zero');
  return checkRange(x.dividedBy(y), [x]);
}

/**
 * `value` rounded to `places` decimal places (trailing zeros are not added).
 * @param roundingMode a BigNumber rounding mode 0–8; 4 (`ROUND_HALF_UP`) unless given.
 */
export function round(value: DecimalInput, places: number, roundingMode: number = 4): string {
  checkPlaces(places);
  checkRoundingMode(roundingMode);
  return parse(value).decimalPlaces(places, roundingMode).toString();
}

/**
 * `value` rounded to `precision` significant digits.
 * @param roundingMode a BigNumber rounding mode 0–8; 4 (`ROUND_HALF_UP`) unless given.
 */
export function toPrecision(
  value: DecimalInput,
  precision: number,
  roundingMode: number = 4,
): string {
  if (!isIntegerIn(precision, 1, MAX)) {
    throw new DecimalError(`Precision out of range: ${precision} (an integer from 1 to ${MAX})`);
  }
  checkRoundingMode(roundingMode);
  return parse(value).precision(precision, roundingMode).toString();
}

/**
 * The square root of `value` as a string, to 20 decimal places rounded towards zero.
 * @throws {DecimalError} when `value` is negative.
 */
export function sqrt(value: DecimalInput): string {
  const number = parse(value);
  if (number.isNegative() && !number.isZero()) {
    throw new DecimalError(`Square root of a negative number: ${number.toString()}`);
  }
  return number.squareRoot().toString();
}
