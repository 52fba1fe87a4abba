/**
 * The money of quotations and statements: exact decimals, one rounding rule (half away from
 * zero at the currency's precision, per line net and per line tax), totals that are the sums
 * of the lines as printed. Checked against an independent integer (BigInt) computation.
 */
import fc from 'fast-check';
import {
  moneyIssueMessage,
  priceDocument,
  priceLine,
  priceLineIssues,
  roundMoney,
  totalsOf,
  type PriceLineInput,
} from '../../domain/portal/money';

/** `text` (a plain decimal) as an integer scaled by 10^scale. */
function scaled(text: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

/** `numerator / denominator` rounded half away from zero, for non-negative values. */
function halfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function fixed(value: bigint, precision: number): string {
  const text = value.toString().padStart(precision + 1, '0');
  return precision === 0 ? text : `${text.slice(0, -precision)}.${text.slice(-precision)}`;
}

/** The oracle: the same rule in integers (unit price 4, quantity 4, discount 2, tax 4 places). */
function oracle(line: PriceLineInput, precision: number) {
  const unit = scaled(line.unitPrice, 4);
  const quantity = scaled(line.quantity, 4);
  const kept = 10000n - scaled(line.discount, 2); // percent × 100
  const rate = scaled(line.taxRate, 4); // percent × 10^4
  const exact = unit * quantity; // × 10^8
  const toPrecision = 10n ** BigInt(precision);
  const gross = halfUp(exact * toPrecision, 10n ** 8n);
  const net = halfUp(exact * kept * toPrecision, 10n ** 12n);
  const tax = halfUp(net * rate, 10n ** 6n);
  return {
    gross: fixed(gross, precision),
    net: fixed(net, precision),
    tax: fixed(tax, precision),
    total: fixed(net + tax, precision),
  };
}

const decimal = (max: number, scale: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 10 ** scale - 1 }))
    .map(([whole, fraction]) =>
      scale === 0 ? String(whole) : `${whole}.${String(fraction).padStart(scale, '0')}`,
    );

const lineArb: fc.Arbitrary<PriceLineInput> = fc.record({
  unitPrice: decimal(99_999, 4),
  quantity: decimal(9_999, 4).filter((value) => Number(value) > 0),
  discount: fc.oneof(decimal(99, 2), fc.constant('100')),
  taxRate: fc.oneof(decimal(99, 4), fc.constantFrom('0', '6', '13', '100')),
});

describe('money', () => {
  it('prices 0.1 + 0.2 units at 3.33 exactly: 0.999 rounds to 1.00, not a float', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const quantity = '0.3';
    expect(priceLine({ unitPrice: '3.33', quantity, discount: '0', taxRate: '0' }, 2)).toEqual({
      gross: '1.00',
      discountAmount: '0.00',
      net: '1.00',
      tax: '0.00',
      total: '1.00',
    });
    // The same as two lines of 0.1 and 0.2: 0.33 + 0.67.
    const { lines, totals } = priceDocument(
      [
        { unitPrice: '3.33', quantity: '0.1', discount: '0', taxRate: '0' },
        { unitPrice: '3.33', quantity: '0.2', discount: '0', taxRate: '0' },
      ],
      2,
    );
    expect(lines.map((line) => line.net)).toEqual(['0.33', '0.67']);
    expect(totals.total).toBe('1.00');
  });

  it('rounds a half away from zero, once per line net and once per line tax', () => {
    // 2.5 × 1 less 10 % = 2.25 -> 2.25 (exact); tax 6 % of 2.25 = 0.135 -> 0.14.
    expect(priceLine({ unitPrice: '2.5', quantity: '1', discount: '10', taxRate: '6' }, 2)).toEqual(
      { gross: '2.50', discountAmount: '0.25', net: '2.25', tax: '0.14', total: '2.39' },
    );
    // 19.99 × 3 = 59.97, less 12.5 % = 52.47375 -> 52.47; tax 13 % = 6.8211 -> 6.82.
    expect(
      priceLine({ unitPrice: '19.99', quantity: '3', discount: '12.5', taxRate: '13' }, 2),
    ).toEqual({
      gross: '59.97',
      discountAmount: '7.50',
      net: '52.47',
      tax: '6.82',
      total: '59.29',
    });
    // Yen: no decimals. 333.5 -> 334.
    expect(
      priceLine({ unitPrice: '333.5', quantity: '1', discount: '0', taxRate: '0' }, 0).net,
    ).toBe('334');
    expect(roundMoney('0.005', 2)).toBe('0.01');
    expect(roundMoney('0.0049999', 2)).toBe('0.00');
    expect(roundMoney('12345678901234.565', 2)).toBe('12345678901234.57');
  });

  it('totals three awkward lines to the cent as the sum of the printed lines', () => {
    const lines: PriceLineInput[] = [
      { unitPrice: '3.33', quantity: '0.3', discount: '0', taxRate: '6' },
      { unitPrice: '1999.995', quantity: '7', discount: '7.25', taxRate: '13' },
      { unitPrice: '0.0001', quantity: '3333', discount: '33.33', taxRate: '9' },
    ];
    const { lines: priced, totals } = priceDocument(lines, 2);
    expect(priced.map((line) => [line.net, line.tax, line.total])).toEqual([
      ['1.00', '0.06', '1.06'],
      ['12984.97', '1688.05', '14673.02'],
      ['0.22', '0.02', '0.24'],
    ]);
    expect(totals).toEqual({
      gross: '14001.30',
      discountAmount: '1015.11',
      net: '12986.19',
      tax: '1688.13',
      total: '14674.32',
    });
  });

  it('agrees with an independent integer computation for any line and precision', () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: 0, max: 4 }), (line, precision) => {
        const amounts = priceLine(line, precision);
        const expected = oracle(line, precision);
        expect(amounts).toMatchObject(expected);
        expect(scaled(amounts.gross, precision) - scaled(amounts.net, precision)).toBe(
          scaled(amounts.discountAmount, precision),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('totals are sums of the lines, and total = net + tax, for any document', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), (lines) => {
        const { lines: priced, totals } = priceDocument(lines, 2);
        const sum = (key: 'net' | 'tax' | 'total') =>
          priced.reduce((total, line) => total + scaled(line[key], 2), 0n);
        expect(scaled(totals.net, 2)).toBe(sum('net'));
        expect(scaled(totals.tax, 2)).toBe(sum('tax'));
        expect(scaled(totals.total, 2)).toBe(sum('total'));
        expect(scaled(totals.total, 2)).toBe(scaled(totals.net, 2) + scaled(totals.tax, 2));
        expect(totalsOf(priced, 2)).toEqual(totals);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses numbers it cannot price, saying which and why', () => {
    expect(
      priceLineIssues({ unitPrice: '1e3', quantity: '0', discount: '100.5', taxRate: '6.12345' }),
    ).toEqual([
      { field: 'unitPrice', code: 'number' },
      { field: 'quantity', code: 'min', params: { min: '0.0001' } },
      { field: 'discount', code: 'max', params: { max: '100' } },
      { field: 'taxRate', code: 'scale', params: { scale: 4 } },
    ]);
    expect(
      priceLineIssues({ unitPrice: ' 12.50 ', quantity: '2', discount: '', taxRate: '0' }),
    ).toEqual([{ field: 'discount', code: 'required' }]);
    expect(
      moneyIssueMessage({ field: 'taxRate', code: 'scale', params: { scale: 4 } }, 'Tax rate'),
    ).toBe('Tax rate may have at most 4 decimals');
    expect(() =>
      priceLine({ unitPrice: '-1', quantity: '1', discount: '0', taxRate: '0' }, 2),
    ).toThrow(RangeError);
    expect(() => roundMoney('1', 7)).toThrow(RangeError);
  });
});
