/**
 * Money of the portal's quotations and statements, shared by the app and the server so that
 * the page, the printable quotation, the statement and the server compute the same amounts.
 * Every amount is exact decimal text (bignumber.js), never a float.
 *
 * The rounding rule, stated once: a line's net amount (unit price × quantity less its
 * discount) and the line's tax (net × tax rate) are each rounded half away from zero
 * (`ROUND_HALF_UP`) to the currency's precision; every total is the exact sum of the rounded
 * line amounts. So a total is always the sum of the lines as printed.
 */
import BigNumber from 'bignumber.js';

/** The rounding mode of money (see the file's comment): half away from zero. */
export const MONEY_ROUNDING = BigNumber.ROUND_HALF_UP;

/** Decimal arithmetic that never writes exponents and never rounds an exact product. */
const Money = BigNumber.clone({
  DECIMAL_PLACES: 40,
  ROUNDING_MODE: MONEY_ROUNDING,
  EXPONENTIAL_AT: 1e9,
});

/** Decimal places of a currency's amounts (its financial precision), 0 to 6. */
export const PRECISION_RANGE = { min: 0, max: 6 } as const;

/** Limits of the numbers a price line is typed with. */
export const PRICE_LIMITS = {
  unitPrice: { scale: 4, min: '0', max: '999999999.9999' },
  quantity: { scale: 4, min: '0.0001', max: '1000000' },
  discount: { scale: 2, min: '0', max: '100' },
  taxRate: { scale: 4, min: '0', max: '100' },
} as const;

/** A number of a price line. */
export type PriceNumberField = keyof typeof PRICE_LIMITS;

/** A price line as typed: decimal texts (discount and tax rate in percent). */
export interface PriceLineInput {
  unitPrice: string;
  quantity: string;
  /** Percent off, 0-100. */
  discount: string;
  /** Percent, 0-100 (from the tax rates of the master data). */
  taxRate: string;
}

/** The amounts of a line, each decimal text with exactly the currency's decimals. */
export interface LineAmounts {
  /** Unit price × quantity, rounded. */
  gross: string;
  /** Gross less net: what the discount takes off. */
  discountAmount: string;
  /** Unit price × quantity × (1 − discount), rounded: the taxable amount. */
  net: string;
  /** Net × tax rate, rounded. */
  tax: string;
  /** Net + tax. */
  total: string;
}

/** The totals of a document: exact sums of its lines' rounded amounts. */
export interface MoneyTotals {
  gross: string;
  discountAmount: string;
  /** The subtotal before tax. */
  net: string;
  tax: string;
  total: string;
}

/** Why a number of a price line is refused. */
export type MoneyIssueCode = 'required' | 'number' | 'scale' | 'min' | 'max';

/** A refused number of a price line. */
export interface MoneyIssue {
  field: PriceNumberField;
  code: MoneyIssueCode;
  params?: Record<string, string | number>;
}

/** English texts of the issue codes (the server's answers; the app has its own messages). */
export const MONEY_ISSUE_MESSAGES_EN: Readonly<Record<MoneyIssueCode, string>> = {
  required: 'is required',
  number: 'must be a number such as 12.5 (digits, at most one decimal point)',
  scale: 'may have at most %{scale} decimals',
  min: 'must be at least %{min}',
  max: 'must be at most %{max}',
};

const PLAIN = /^\d{1,12}(\.\d+)?$/;

/** The decimal of a typed amount, or undefined for text that is no plain decimal number. */
export function parseAmount(text: string | null | undefined): BigNumber | undefined {
  const trimmed = (text ?? '').trim();
  return PLAIN.test(trimmed) ? new Money(trimmed) : undefined;
}

/** What is wrong with one number of a price line, if anything. */
export function numberIssue(
  field: PriceNumberField,
  text: string | null | undefined,
): MoneyIssue | undefined {
  const trimmed = (text ?? '').trim();
  const limits = PRICE_LIMITS[field];
  if (trimmed === '') return { field, code: 'required' };
  const value = parseAmount(trimmed);
  if (!value) return { field, code: 'number' };
  if ((value.decimalPlaces() ?? 0) > limits.scale) {
    return { field, code: 'scale', params: { scale: limits.scale } };
  }
  if (value.lt(limits.min)) return { field, code: 'min', params: { min: limits.min } };
  if (value.gt(limits.max)) return { field, code: 'max', params: { max: limits.max } };
  return undefined;
}

/** Every refused number of a price line (none: it can be priced). */
export function priceLineIssues(line: Partial<PriceLineInput>): MoneyIssue[] {
  return (Object.keys(PRICE_LIMITS) as PriceNumberField[]).flatMap((field) => {
    const issue = numberIssue(field, line[field]);
    return issue ? [issue] : [];
  });
}

/** The English text of an issue, e.g. 'Unit price may have at most 4 decimals'. */
export function moneyIssueMessage(issue: MoneyIssue, label: string): string {
  const template = MONEY_ISSUE_MESSAGES_EN[issue.code];
  return `${label} ${template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    String(issue.params?.[name] ?? whole),
  )}`;
}

function checkPrecision(precision: number): void {
  if (
    !Number.isInteger(precision) ||
    precision < PRECISION_RANGE.min ||
    precision > PRECISION_RANGE.max
  ) {
    throw new RangeError(`A currency's precision is a whole number from 0 to 6, not ${precision}`);
  }
}

/** `value` rounded by the one rule of money to `precision` decimals, as fixed decimal text. */
export function roundMoney(value: BigNumber.Value, precision: number): string {
  checkPrecision(precision);
  return new Money(value).toFixed(precision, MONEY_ROUNDING);
}

/**
 * The amounts of one price line in a currency of `precision` decimals.
 * @throws {RangeError} when a number of the line is refused (check {@link priceLineIssues} first).
 */
export function priceLine(line: PriceLineInput, precision: number): LineAmounts {
  const issues = priceLineIssues(line);
  if (issues.length > 0) {
    throw new RangeError(`The price line cannot be priced: ${issues[0]?.field} ${issues[0]?.code}`);
  }
  const unitPrice = new Money(line.unitPrice.trim());
  const quantity = new Money(line.quantity.trim());
  const kept = new Money(100).minus(line.discount.trim()).dividedBy(100);
  const exact = unitPrice.times(quantity);
  const gross = roundMoney(exact, precision);
  const net = roundMoney(exact.times(kept), precision);
  const tax = roundMoney(new Money(net).times(line.taxRate.trim()).dividedBy(100), precision);
  return {
    gross,
    discountAmount: new Money(gross).minus(net).toFixed(precision),
    net,
    tax,
    total: new Money(net).plus(tax).toFixed(precision),
  };
}

/** The totals of lines already priced in a currency of `precision` decimals. */
export function totalsOf(lines: readonly LineAmounts[], precision: number): MoneyTotals {
  checkPrecision(precision);
  const sum = (key: keyof LineAmounts) =>
    lines.reduce((total, line) => total.plus(line[key]), new Money(0)).toFixed(precision);
  return {
    gross: sum('gross'),
    discountAmount: sum('discountAmount'),
    net: sum('net'),
    tax: sum('tax'),
    total: sum('total'),
  };
}

/** Prices lines and totals them: what every page, print and the server show. */
export function priceDocument(
  lines: readonly PriceLineInput[],
  precision: number,
): { lines: LineAmounts[]; totals: MoneyTotals } {
  const priced = lines.map((line) => priceLine(line, precision));
  return { lines: priced, totals: totalsOf(priced, precision) };
}

/** Whether two decimal texts are the same amount. */
export function sameAmount(a: string, b: string): boolean {
  return new Money(a).eq(b);
}
