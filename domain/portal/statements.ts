/**
 * Statements (what a customer owes) and their payment (PORTAL.md): Unpaid -> Payment submitted
 * (the customer uploads a proof) -> Paid (staff confirm) or Rejected (with a reason, after
 * which the customer may submit again). Shared by the server and the app.
 *
 * Gaps PORTAL.md leaves open, filled here: a statement is issued by staff from an accepted
 * quotation (its price lines) or from an order of a project (price lines staff type), once per
 * quotation or order; it carries a due date and the customer's invoice details (title, tax
 * number, address), which the customer keeps up to date until it is paid.
 */
import { isRealDay } from '../dates';
import type { StatementStatus } from './moneyStates';

export {
  STATEMENT_STATUS_NAMES,
  STATEMENT_STATUSES,
  STATEMENT_TONES,
  type StatementStatus,
} from './moneyStates';

/** States in which the customer may submit a payment (again, after a rejection). */
export const PAYABLE_STATUSES: readonly StatementStatus[] = ['Unpaid', 'Rejected'];

/** Limits of a payment and the invoice details. */
export const PAYMENT_LIMITS = {
  reference: 60,
  invoiceTitle: 200,
  taxNumber: 40,
  billingAddress: 500,
  reason: 500,
  /** A due date from the issue date to this many days ahead. */
  dueDays: 365,
} as const;

/** The customer's invoice details. */
export interface InvoiceDetails {
  invoiceTitle: string | null;
  taxNumber: string | null;
  billingAddress: string | null;
}

/** A payment as the customer submits it. */
export interface PaymentInput extends InvoiceDetails {
  /** The bank transfer's reference. */
  reference: string;
  /** `YYYY-MM-DD`, not after today. */
  paidDate: string;
  /** The uploaded proof (a file of the file service). */
  proofFileUrl: string;
}

/** Why a value of a payment is refused. */
export type PaymentIssueCode = 'required' | 'tooLong' | 'date';

/** A refused value of a payment. */
export interface PaymentIssue {
  field: keyof PaymentInput;
  code: PaymentIssueCode;
  params?: Record<string, string | number>;
}

/** English texts of the payment issues (the server's answers). */
export const PAYMENT_ISSUE_MESSAGES_EN: Readonly<Record<PaymentIssueCode, string>> = {
  required: 'is required',
  tooLong: 'may have at most %{max} characters',
  date: 'must be a date no later than %{max}',
};

/** The English labels of a payment's values. */
export const PAYMENT_LABELS_EN: Readonly<Record<keyof PaymentInput, string>> = {
  reference: 'Transfer reference',
  paidDate: 'Payment date',
  proofFileUrl: 'Proof of payment',
  invoiceTitle: 'Invoice title',
  taxNumber: 'Tax number',
  billingAddress: 'Billing address',
};

/** What is wrong with a payment; `today` is the customer's date. */
export function paymentIssues(payment: PaymentInput, today: string): PaymentIssue[] {
  const issues: PaymentIssue[] = [];
  const required: (keyof PaymentInput)[] = ['reference', 'paidDate', 'proofFileUrl'];
  for (const field of required) {
    if ((payment[field] ?? '').trim() === '') issues.push({ field, code: 'required' });
  }
  const limits: [keyof PaymentInput, number][] = [
    ['reference', PAYMENT_LIMITS.reference],
    ['invoiceTitle', PAYMENT_LIMITS.invoiceTitle],
    ['taxNumber', PAYMENT_LIMITS.taxNumber],
    ['billingAddress', PAYMENT_LIMITS.billingAddress],
  ];
  for (const [field, max] of limits) {
    if ((payment[field] ?? '').trim().length > max) {
      issues.push({ field, code: 'tooLong', params: { max } });
    }
  }
  const date = payment.paidDate.trim();
  if (date !== '' && (!isRealDay(date) || date > today)) {
    issues.push({ field: 'paidDate', code: 'date', params: { max: today } });
  }
  return issues;
}

/** The English text of a payment issue, e.g. 'Payment date must be a date no later than …'. */
export function paymentIssueMessage(issue: PaymentIssue): string {
  const template = PAYMENT_ISSUE_MESSAGES_EN[issue.code];
  return `${PAYMENT_LABELS_EN[issue.field]} ${template.replace(
    /%\{(\w+)\}/g,
    (whole, name: string) => String(issue.params?.[name] ?? whole),
  )}`;
}
