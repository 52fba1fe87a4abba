/**
 * The states of the money path's records (quotations, statements, bioinformatics forms), their
 * names in both languages and the colours of their badges: what the messages and badges need,
 * without the rules (so that the first load of any page carries only these).
 */
import type { Tone } from '../engine/fields';
import { text, type Text } from '../engine/text';

/** Quotation states in lifecycle order. */
export const QUOTATION_STATUSES = [
  'Draft',
  'Submitted',
  'Quoted',
  'Accepted',
  'Rejected',
  'Expired',
] as const;

/** A quotation state. */
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** The names of the quotation states. */
export const QUOTATION_STATUS_NAMES: Readonly<Record<QuotationStatus, Text>> = {
  Draft: text('Draft', '草稿'),
  Submitted: text('Submitted', '已提交'),
  Quoted: text('Quoted', '已报价'),
  Accepted: text('Accepted', '已接受'),
  Rejected: text('Rejected', '已拒绝'),
  Expired: text('Expired', '已过期'),
};

/** Colours of the quotation states: waiting for the customer is `processing`. */
export const QUOTATION_TONES: Readonly<Record<QuotationStatus, Tone>> = {
  Draft: 'default',
  Submitted: 'processing',
  Quoted: 'processing',
  Accepted: 'success',
  Rejected: 'error',
  Expired: 'default',
};

/** Statement states in lifecycle order. */
export const STATEMENT_STATUSES = ['Unpaid', 'PaymentSubmitted', 'Paid', 'Rejected'] as const;

/** A statement state. */
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** The names of the statement states. */
export const STATEMENT_STATUS_NAMES: Readonly<Record<StatementStatus, Text>> = {
  Unpaid: text('Unpaid', '未付款'),
  PaymentSubmitted: text('Payment submitted', '已提交付款'),
  Paid: text('Paid', '已付款'),
  Rejected: text('Rejected', '已驳回'),
};

/** Colours of the statement states: the customer has to act on Unpaid and Rejected. */
export const STATEMENT_TONES: Readonly<Record<StatementStatus, Tone>> = {
  Unpaid: 'default',
  PaymentSubmitted: 'processing',
  Paid: 'success',
  Rejected: 'error',
};

/** Form states. */
export const BIF_STATUSES = ['Draft', 'Submitted', 'Returned'] as const;

/** A form state. */
export type BifStatus = (typeof BIF_STATUSES)[number];

/** The names of the form states. */
export const BIF_STATUS_NAMES: Readonly<Record<BifStatus, Text>> = {
  Draft: text('Draft', '草稿'),
  Submitted: text('Submitted', '已提交'),
  Returned: text('Returned', '已退回'),
};

/** Colours of the form states. */
export const BIF_TONES: Readonly<Record<BifStatus, Tone>> = {
  Draft: 'default',
  Submitted: 'success',
  Returned: 'error',
};
