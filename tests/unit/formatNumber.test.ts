import { formatNumber } from '../../design-system';

describe('formatNumber', () => {
  it.each([
    [0, undefined, '0'],
    [999, undefined, '999'],
    [1000, undefined, '1,000'],
    [1234567, undefined, '1,234,567'],
    [-1234567.5, undefined, '-1,234,568'],
    [1234.5, 2, '1,234.50'],
    [1234567.891, 2, '1,234,567.89'],
    [0.125, 2, '0.13'],
    ['9876543.21', 1, '9,876,543.2'],
    [' 42 ', undefined, '42'],
    ['12345678901234567890.5', 1, '12,345,678,901,234,567,890.5'],
    [1e21, undefined, '1,000,000,000,000,000,000,000'],
  ])('formats %p with %p decimals as %p', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['   '], ['abc'], ['12abc'], [NaN], [Infinity], [-Infinity]])(
    'gives an empty string for %p',
    (value) => {
      expect(formatNumber(value)).toBe('');
    },
  );

  it('rejects a negative or fractional number of decimals', () => {
    expect(() => formatNumber(1, -1)).toThrow(RangeError);
    expect(() => formatNumber(1, 1.5)).toThrow(RangeError);
  });
});
