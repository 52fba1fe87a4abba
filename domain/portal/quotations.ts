/**
 * Quotations (PORTAL.md): what a customer asks a price for, the lifecycle, and the staff's
 * price lines. Shared by the server and the app, so that both check the same.
 *
 * Gaps PORTAL.md leaves open, filled here: the options are one set per quotation (read length,
 * data per sample in Gb, analysis level); a quotation asks for 1 to 20 services, each at most
 * once, of 1 to 10,000 samples; staff price it with 1 to 100 lines in one currency and an
 * expiry date from today to a year ahead; it expires at the end of that day in the time zone
 * of the staff member who sent it.
 */
import { isRealDay } from '../dates';
import { text, type Text } from '../engine/text';
import { priceLineIssues, type MoneyIssue, type PriceLineInput } from './money';
import type { QuotationStatus } from './moneyStates';

export {
  QUOTATION_STATUS_NAMES,
  QUOTATION_STATUSES,
  QUOTATION_TONES,
  type QuotationStatus,
} from './moneyStates';

/** States in which the customer edits the request. */
export const EDITABLE_QUOTATION_STATUSES: readonly QuotationStatus[] = ['Draft'];

/**
 * The state a quotation is in at `now`: a Quoted one whose expiry moment has passed is
 * Expired, whether or not the sweep has written it yet.
 */
export function quotationStatusAt(
  status: QuotationStatus,
  expiresAt: number | null,
  now: number,
): QuotationStatus {
  return status === 'Quoted' && expiresAt !== null && now > expiresAt ? 'Expired' : status;
}

/** Analysis levels a customer can ask for. */
export const ANALYSIS_LEVELS = ['None', 'Standard', 'Advanced'] as const;

/** An analysis level. */
export type AnalysisLevel = (typeof ANALYSIS_LEVELS)[number];

/** The names of the analysis levels. */
export const ANALYSIS_LEVEL_NAMES: Readonly<Record<AnalysisLevel, Text>> = {
  None: text('Raw data only', '仅原始数据'),
  Standard: text('Standard analysis', '标准分析'),
  Advanced: text('Advanced analysis', '高级分析'),
};

/** The value list of the read lengths offered (with their sequencing platform as parent). */
export const READ_LENGTH_LOV = 'PORTAL.READ_LENGTH';

/** Limits of a request. */
export const REQUEST_LIMITS = {
  title: 120,
  notes: 2000,
  services: 20,
  sampleCount: { min: 1, max: 10_000 },
  /** Data per sample in Gb: a decimal with at most 1 decimal. */
  depthGb: { min: '0.1', max: '10000', scale: 1 },
} as const;

/** One service asked for: a product of the catalogue and how many samples. */
export interface RequestedService {
  productId: number | null;
  sampleCount: number | null;
}

/** A quotation request as the customer fills it in (anything may still be empty). */
export interface QuotationRequest {
  title: string | null;
  services: RequestedService[];
  readLength: string | null;
  /** Data per sample in Gb, decimal text. */
  depthGb: string | null;
  analysis: AnalysisLevel | null;
  notes: string | null;
}

/** An empty request. */
export const EMPTY_REQUEST: QuotationRequest = {
  title: null,
  services: [{ productId: null, sampleCount: null }],
  readLength: null,
  depthGb: null,
  analysis: null,
  notes: null,
};

/** Why a value of a quotation is refused. */
export type QuotationIssueCode =
  | 'required'
  | 'tooLong'
  | 'count'
  | 'duplicate'
  | 'choice'
  | 'number'
  | 'scale'
  | 'min'
  | 'max'
  | 'date'
  | 'tooMany';

/** A refused value: its path (`services.0.sampleCount`), why, and the limits said. */
export interface QuotationIssue {
  path: string;
  code: QuotationIssueCode;
  params?: Record<string, string | number>;
}

/** English texts of the issues (the server's answers; the app has its own messages). */
export const QUOTATION_ISSUE_MESSAGES_EN: Readonly<Record<QuotationIssueCode, string>> = {
  required: 'is required',
  tooLong: 'may have at most %{max} characters',
  count: 'must be a whole number from %{min} to %{max}',
  duplicate: 'is asked for twice; ask for each service once',
  choice: 'must be one of the choices offered',
  number: 'must be a number such as 30 or 12.5',
  scale: 'may have at most %{scale} decimals',
  min: 'must be at least %{min}',
  max: 'must be at most %{max}',
  date: 'must be a date from %{min} to %{max}',
  tooMany: 'may have at most %{max} lines',
};

const DECIMAL = /^\d{1,12}(\.\d+)?$/;

function decimalIssue(
  path: string,
  value: string | null,
  limits: { min: string; max: string; scale: number },
): QuotationIssue | undefined {
  const trimmed = (value ?? '').trim();
  if (!DECIMAL.test(trimmed)) return { path, code: 'number' };
  const decimals = trimmed.split('.')[1]?.length ?? 0;
  if (decimals > limits.scale) return { path, code: 'scale', params: { scale: limits.scale } };
  const number = Number(trimmed);
  // Comparing limits only (never computing): the limits and values have few digits.
  if (number < Number(limits.min)) return { path, code: 'min', params: { min: limits.min } };
  if (number > Number(limits.max)) return { path, code: 'max', params: { max: limits.max } };
  return undefined;
}

/**
 * What is wrong with a request. A draft (`complete` false) may leave anything empty but must
 * keep to the limits; a request sent for a price (`complete`) needs a title, at least one
 * service with its sample count, a read length, the data per sample and the analysis.
 * `readLengths` are the values of the read-length value list (unchecked when undefined).
 */
export function requestIssues(
  request: QuotationRequest,
  { complete, readLengths }: { complete: boolean; readLengths?: readonly string[] },
): QuotationIssue[] {
  const issues: QuotationIssue[] = [];
  const need = (path: string, value: unknown) => {
    const empty = value === null || value === undefined || String(value).trim() === '';
    if (empty && complete) issues.push({ path, code: 'required' });
    return !empty;
  };
  if (need('title', request.title) && (request.title ?? '').trim().length > REQUEST_LIMITS.title) {
    issues.push({ path: 'title', code: 'tooLong', params: { max: REQUEST_LIMITS.title } });
  }
  if (request.services.length > REQUEST_LIMITS.services) {
    issues.push({ path: 'services', code: 'tooMany', params: { max: REQUEST_LIMITS.services } });
  }
  const filled = request.services.filter(
    (service) => service.productId !== null || service.sampleCount !== null,
  );
  if (complete && filled.length === 0) issues.push({ path: 'services', code: 'required' });
  const seen = new Set<number>();
  request.services.forEach((service, index) => {
    // An empty row is dropped, not refused.
    if (service.productId === null && service.sampleCount === null) return;
    const at = `services.${index}`;
    if (need(`${at}.productId`, service.productId) && service.productId !== null) {
      if (seen.has(service.productId)) issues.push({ path: `${at}.productId`, code: 'duplicate' });
      seen.add(service.productId);
    }
    const count = service.sampleCount;
    if (need(`${at}.sampleCount`, count) && count !== null) {
      const { min, max } = REQUEST_LIMITS.sampleCount;
      if (!Number.isInteger(count) || count < min || count > max) {
        issues.push({ path: `${at}.sampleCount`, code: 'count', params: { min, max } });
      }
    }
  });
  if (need('readLength', request.readLength) && readLengths && request.readLength !== null) {
    if (!readLengths.includes(request.readLength)) {
      issues.push({ path: 'readLength', code: 'choice' });
    }
  }
  if (need('depthGb', request.depthGb)) {
    const issue = decimalIssue('depthGb', request.depthGb, REQUEST_LIMITS.depthGb);
    if (issue) issues.push(issue);
  }
  if (need('analysis', request.analysis) && !ANALYSIS_LEVELS.includes(request.analysis!)) {
    issues.push({ path: 'analysis', code: 'choice' });
  }
  if ((request.notes ?? '').length > REQUEST_LIMITS.notes) {
    issues.push({ path: 'notes', code: 'tooLong', params: { max: REQUEST_LIMITS.notes } });
  }
  return issues;
}

/** A request with its text trimmed (empty text as null) and its empty service rows dropped. */
export function cleanRequest(request: QuotationRequest): QuotationRequest {
  const textOf = (value: string | null) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  };
  return {
    title: textOf(request.title),
    services: request.services.filter(
      (service) => service.productId !== null || service.sampleCount !== null,
    ),
    readLength: textOf(request.readLength),
    depthGb: textOf(request.depthGb),
    analysis: request.analysis,
    notes: textOf(request.notes),
  };
}

/** Limits of the staff's pricing. */
export const PRICING_LIMITS = {
  lines: 100,
  description: 200,
  /** The latest expiry date, in days from today. */
  expiryDays: 365,
  /** Limit of the customer's reason to reject. */
  reason: 500,
} as const;

/** A price line as staff type it: what it is, its numbers, the tax rate's code. */
export interface PriceLineDraft extends PriceLineInput {
  description: string;
  /** The tax rate's code in the master data (`VAT6`); its rate is `taxRate`. */
  taxCode: string;
}

/** The staff's pricing of a quotation. */
export interface PricingDraft {
  /** Currency code of the master data (`CNY`). */
  currencyCode: string | null;
  lines: PriceLineDraft[];
  /** `YYYY-MM-DD`. */
  expiryDate: string | null;
}

/** A day as `YYYY-MM-DD` shifted by `days`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const moment = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return moment.toISOString().slice(0, 10);
}

/**
 * What is wrong with a pricing. `today` is the staff member's date; `complete` asks for what
 * sending needs (a currency, at least one line, an expiry date); a saved draft only keeps to
 * the limits.
 */
export function pricingIssues(
  pricing: PricingDraft,
  { complete, today }: { complete: boolean; today: string },
): QuotationIssue[] {
  const issues: QuotationIssue[] = [];
  if (complete && !pricing.currencyCode) issues.push({ path: 'currencyCode', code: 'required' });
  if (complete && pricing.lines.length === 0) issues.push({ path: 'lines', code: 'required' });
  if (pricing.lines.length > PRICING_LIMITS.lines) {
    issues.push({ path: 'lines', code: 'tooMany', params: { max: PRICING_LIMITS.lines } });
  }
  pricing.lines.forEach((line, index) => {
    const at = `lines.${index}`;
    const description = line.description.trim();
    if (description === '') issues.push({ path: `${at}.description`, code: 'required' });
    else if (description.length > PRICING_LIMITS.description) {
      issues.push({
        path: `${at}.description`,
        code: 'tooLong',
        params: { max: PRICING_LIMITS.description },
      });
    }
    if (line.taxCode.trim() === '') issues.push({ path: `${at}.taxCode`, code: 'required' });
    issues.push(...priceLineIssues(line).map((issue) => moneyToQuotation(at, issue)));
  });
  const latest = addDays(today, PRICING_LIMITS.expiryDays);
  if (pricing.expiryDate) {
    const date = pricing.expiryDate;
    if (!isRealDay(date) || date < today || date > latest) {
      issues.push({ path: 'expiryDate', code: 'date', params: { min: today, max: latest } });
    }
  } else if (complete) {
    issues.push({ path: 'expiryDate', code: 'required' });
  }
  return issues;
}

function moneyToQuotation(at: string, issue: MoneyIssue): QuotationIssue {
  return {
    path: `${at}.${issue.field}`,
    code: issue.code,
    ...(issue.params ? { params: issue.params } : {}),
  };
}

/** The English labels of the values an issue names (the server's answers). */
export const QUOTATION_FIELD_LABELS_EN: Readonly<Record<string, string>> = {
  title: 'Title',
  services: 'Services',
  productId: 'Service',
  sampleCount: 'Number of samples',
  readLength: 'Read length',
  depthGb: 'Data per sample (Gb)',
  analysis: 'Analysis',
  notes: 'Notes',
  currencyCode: 'Currency',
  lines: 'Price lines',
  description: 'Description',
  unitPrice: 'Unit price',
  quantity: 'Quantity',
  discount: 'Discount (%)',
  taxCode: 'Tax rate',
  taxRate: 'Tax rate (%)',
  expiryDate: 'Expiry date',
};

/** The English text of an issue, e.g. 'Line 2: Unit price may have at most 4 decimals'. */
export function quotationIssueMessage(issue: QuotationIssue): string {
  const parts = issue.path.split('.');
  const field = parts.at(-1) ?? issue.path;
  const label = QUOTATION_FIELD_LABELS_EN[field] ?? field;
  const index = parts.length > 1 ? Number(parts[1]) : NaN;
  const where = Number.isInteger(index)
    ? `${parts[0] === 'lines' ? 'Line' : 'Service'} ${index + 1}: `
    : '';
  const template = QUOTATION_ISSUE_MESSAGES_EN[issue.code];
  return `${where}${label} ${template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    String(issue.params?.[name] ?? whole),
  )}`;
}
