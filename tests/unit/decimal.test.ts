import {
  add,
  Decimal,
  DecimalError,
  divide,
  multiply,
  round,
  sqrt,
  subtract,
  toPrecision,
} from '../../design-system';

describe('decimal arithmetic', () => {
  it('is configured as SPEC.md section 9 says', () => {
    expect(Decimal.config({})).toMatchObject({
      DECIMAL_PLACES: 20,
      ROUNDING_MODE: 1,
      EXPONENTIAL_AT: [-7, 21],
    });
  });

  it('adds, subtracts and multiplies exactly', () => {
    expect(add(0.1, 0.2)).toBe('0.3');
    expect(add('12345678901234567890', '1')).toBe('12345678901234567891');
    expect(subtract('0.3', '0.1')).toBe('0.2');
    expect(subtract(1, 3)).toBe('-2');
    expect(multiply('1.1', '1.1')).toBe('1.21');
    expect(multiply(-2, '0.5')).toBe('-1');
  });

  it('divides to 20 places rounding towards zero', () => {
    expect(divide(1, 3)).toBe('0.33333333333333333333');
    expect(divide(2, 3)).toBe('0.66666666666666666666');
    expect(divide('-2', '3')).toBe('-0.66666666666666666666');
    expect(divide(10, 4)).toBe('2.5');
  });

  it('writes exponents of -7 or less and of 20 or more exponentially', () => {
    expect(divide(1, 100_000_000)).toBe('1e-8');
    expect(divide(1, 10_000_000)).toBe('1e-7');
    expect(divide(1, 1_000_000)).toBe('0.000001');
    expect(multiply('1e19', 10)).toBe('100000000000000000000');
    expect(multiply('1e20', 10)).toBe('1e+21');
    expect(multiply('1e18', 10)).toBe('10000000000000000000');
  });

  it('rounds to a number of places, half up unless told otherwise', () => {
    expect(round('2.345', 2)).toBe('2.35');
    expect(round('-2.345', 2)).toBe('-2.35');
    expect(round('2.345', 2, 1)).toBe('2.34');
    expect(round('2.5', 0)).toBe('3');
    expect(round('2.5', 0, 6)).toBe('2');
  });

  it('rounds to significant digits', () => {
    expect(toPrecision('123.456', 4)).toBe('123.5');
    expect(toPrecision('123.456', 2)).toBe('120');
  });

  it('takes square roots', () => {
    expect(sqrt(16)).toBe('4');
    expect(sqrt('2')).toBe('1.4142135623730950488');
    expect(sqrt('0.0004')).toBe('0.02');
    expect(sqrt(0)).toBe('0');
  });

  it.each([
    ['an invalid number', () => add('abc', 1), 'Invalid number: abc'],
    ['an empty string', () => multiply('', 1), 'Invalid number: '],
    ['NaN', () => subtract(NaN, 1), 'Invalid number: NaN'],
    ['Infinity', () => add(Infinity, 1), 'Invalid number: Infinity'],
    ['invalid decimal places', () => round(1, -1), 'Invalid decimal places: -1'],
    ['fractional decimal places', () => round(1, 1.5), 'Invalid decimal places: 1.5'],
    ['an invalid rounding mode', () => round(1, 2, 9), 'Invalid rounding mode: 9'],
    ['a precision out of range', () => toPrecision(1, 0), 'Precision out of range: 0'],
    ['an exponent out of range', () => add('1e2000000000', 1), 'Exponent out of range'],
    [
      'an overflowing product',
      () => multiply('1e900000000', '1e900000000'),
      'Exponent out of range',
    ],
    [
      'an underflowing quotient',
      () => divide('1e-900000000', '1e900000000'),
      'Exponent out of range',
    ],
    ['division by zero', () => divide(1, 0), 'Division by zero'],
    ['division by negative zero', () => divide(1, '-0'), 'Division by zero'],
    [
      'the square root of a negative number',
      () => sqrt(-4),
      'Square root of a negative number: -4',
    ],
  ])('throws a DecimalError on %s', (_, run, message) => {
    expect(run).toThrow(DecimalError);
    expect(run).toThrow(message);
  });
});
