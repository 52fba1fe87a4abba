/**
 * What the money path's services share: refusals in the caller's language, the caller's date,
 * the master data a price is made of (currencies and tax rates of hpfm), and the price lines of
 * quotations and statements (read, priced with domain/portal/money.ts, written).
 */
import { priceDocument, type LineAmounts, type MoneyTotals } from '../../../domain/portal/money';
import type { PriceLineDraft, QuotationIssue } from '../../../domain/portal/quotations';
import { quotationIssueMessage } from '../../../domain/portal/quotations';
import { languageOf } from '../../../domain/engine/text';
import type { AppContext } from '../../context';
import { nextCode } from '../../hooks/hpfm/code-rule';
import { BusinessError, FieldsError, notFound } from '../../http/errors';
import { formatDateTime, timeZoneOffsetMinutes } from '../format';
import type { PortalCaller } from '../portalAccess';
import { say } from './texts';

/** The values of a value list as the engine reads them (value and parent value). */
export type LovChoices = (
  lovCode: string,
) => readonly { value: string; parentValue: string | null }[];

/** The same refusal for a record that does not exist and one the caller may not see. */
export function notThere(caller: PortalCaller, en: string, zh: string, id: number | string) {
  return notFound(say(caller.lang, `${en} ${id} was not found`, `未找到${zh} ${id}`));
}

/** The contract's optimistic-lock refusal. */
export function staleError(caller: PortalCaller): BusinessError {
  return new BusinessError(
    'error.optimistic_lock',
    say(
      caller.lang,
      'The record was changed by someone else; reload it and try again',
      '记录已被他人修改，请刷新后重试',
    ),
  );
}

/** Throws the optimistic-lock refusal unless `given` is the record's version. */
export function checkVersion(caller: PortalCaller, current: number, given: number): void {
  if (current !== given) throw staleError(caller);
}

/** A refusal of a state change: the record is not in a state that allows it. */
export function wrongState(caller: PortalCaller, en: string, zh: string): BusinessError {
  return new BusinessError('error.status', say(caller.lang, en, zh));
}

/** 400 naming every refused value (English, as the shared rules say them). */
export function issuesError(issues: readonly QuotationIssue[]): FieldsError {
  return new FieldsError(
    issues.map((issue) => ({ path: issue.path, message: quotationIssueMessage(issue) })),
  );
}

/** The caller's date today, `YYYY-MM-DD` in their time zone. */
export function todayOf(ctx: AppContext, timeZone: string): string {
  return formatDateTime(ctx.now(), timeZone).slice(0, 10);
}

/** The last millisecond of a day (`YYYY-MM-DD`) in a time zone, as epoch milliseconds. */
export function endOfDay(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const localEnd = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 23, 59, 59, 999);
  return localEnd - timeZoneOffsetMinutes(timeZone) * 60_000;
}

/** A currency of the master data: its code and decimals. */
export interface Currency {
  currencyCode: string;
  precision: number;
}

/** An enabled currency of the tenant's master data, or a refusal naming it. */
export function currencyOf(ctx: AppContext, caller: PortalCaller, code: string): Currency {
  const row = ctx.db
    .prepare(
      `SELECT currency_code AS currencyCode, financial_precision AS precision FROM hpfm_currency
       WHERE tenant_id = ? AND currency_code = ? AND enabled_flag = 1`,
    )
    .get(caller.tenantId, code) as Currency | undefined;
  if (!row) {
    throw new BusinessError(
      'error.currency',
      say(
        caller.lang,
        `Currency ${code} is not an enabled currency of the master data`,
        `币种 ${code} 不是主数据中已启用的币种`,
      ),
    );
  }
  return row;
}

/** The rate (percent) of each enabled tax rate of the tenant's master data, by code. */
export function taxRatesOf(ctx: AppContext, tenantId: number): Map<string, string> {
  const rows = ctx.db
    .prepare(
      `SELECT tax_code AS code, tax_rate AS rate FROM hpfm_tax_rate
       WHERE tenant_id = ? AND enabled_flag = 1`,
    )
    .all(tenantId) as { code: string; rate: string }[];
  return new Map(rows.map((row) => [row.code.toUpperCase(), row.rate]));
}

/**
 * Price lines as typed, with each tax rate taken from the master data by its code (the rate a
 * page sent is not believed); a code that is not an enabled tax rate is refused.
 */
export function withMasterTaxRates(
  ctx: AppContext,
  caller: PortalCaller,
  lines: readonly PriceLineDraft[],
): PriceLineDraft[] {
  const rates = taxRatesOf(ctx, caller.tenantId);
  return lines.map((line, index) => {
    const rate = rates.get(line.taxCode.trim().toUpperCase());
    if (rate === undefined) {
      throw new BusinessError(
        'error.tax_rate',
        say(
          caller.lang,
          `Line ${index + 1}: tax rate ${line.taxCode} is not an enabled tax rate of the master data`,
          `第 ${index + 1} 行：税率 ${line.taxCode} 不是主数据中已启用的税率`,
        ),
      );
    }
    return {
      ...line,
      description: line.description.trim(),
      taxCode: line.taxCode.trim(),
      taxRate: rate,
    };
  });
}

/** A stored price line as answered. */
export type PriceLineView = PriceLineDraft & LineAmounts & { lineNo: number };

/** The lines of a document, in order. */
export function readLines(
  ctx: AppContext,
  document: 'quotation' | 'statement',
  id: number,
): PriceLineView[] {
  return ctx.db
    .prepare(
      `SELECT line_no AS lineNo, description, unit_price AS unitPrice, quantity, discount,
       tax_code AS taxCode, tax_rate AS taxRate, gross_amount AS gross,
       discount_amount AS discountAmount, net_amount AS net, tax_amount AS tax,
       total_amount AS total FROM portal_price_lines WHERE document = ? AND document_id = ?
       ORDER BY line_no`,
    )
    .all(document, id) as PriceLineView[];
}

/**
 * Replaces a document's lines with `lines`, priced in a currency of `precision` decimals;
 * answers the totals (the caller stores them with the document).
 */
export function writeLines(
  ctx: AppContext,
  document: 'quotation' | 'statement',
  id: number,
  lines: readonly PriceLineDraft[],
  precision: number,
): MoneyTotals {
  const { lines: amounts, totals } = priceDocument(lines, precision);
  const now = ctx.now();
  ctx.db
    .prepare('DELETE FROM portal_price_lines WHERE document = ? AND document_id = ?')
    .run(document, id);
  const insert = ctx.db.prepare(
    `INSERT INTO portal_price_lines (document, document_id, line_no, description, unit_price,
     quantity, discount, tax_code, tax_rate, gross_amount, discount_amount, net_amount,
     tax_amount, total_amount, creation_date, last_update_date)
     VALUES (@document, @id, @lineNo, @description, @unitPrice, @quantity, @discount, @taxCode,
       @taxRate, @gross, @discountAmount, @net, @tax, @total, @now, @now)`,
  );
  lines.forEach((line, index) => {
    insert.run({
      document,
      id,
      lineNo: index + 1,
      description: line.description,
      unitPrice: line.unitPrice.trim(),
      quantity: line.quantity.trim(),
      discount: line.discount.trim(),
      taxCode: line.taxCode,
      taxRate: line.taxRate,
      ...amounts[index],
      now,
    });
  });
  return totals;
}

/** Most codes tried before a rule that keeps giving codes already taken is reported. */
const MAX_CODE_TRIES = 20;

/**
 * The next code of `rule` not yet taken in `table` (codes taken before a rule change are
 * skipped); in the caller's transaction.
 */
export function freshCode(
  ctx: AppContext,
  caller: PortalCaller,
  rule: string,
  table: 'portal_quotations' | 'portal_statements' | 'portal_projects',
  column: 'quotation_code' | 'statement_code' | 'project_code',
): string {
  const taken = ctx.db.prepare(`SELECT 1 FROM ${table} WHERE tenant_id = ? AND ${column} = ?`);
  for (let tries = 0; tries < MAX_CODE_TRIES; tries += 1) {
    const code = nextCode(ctx, caller.tenantId, rule, {
      lang: languageOf(caller.lang),
      timeZone: caller.timeZone,
    });
    if (!taken.get(caller.tenantId, code)) return code;
  }
  throw new BusinessError(
    'error.code_rule',
    `The code rule ${rule} keeps giving codes that exist; check its segments`,
  );
}
