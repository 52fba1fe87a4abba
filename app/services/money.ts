import type { BifForm, BifStatus } from '../../domain/portal/bif';
import type { ProjectStatus } from '../../domain/portal/lifecycles';
import type { LineAmounts, MoneyTotals } from '../../domain/portal/money';
import type {
  PriceLineDraft,
  QuotationRequest,
  QuotationStatus,
} from '../../domain/portal/quotations';
import type { PaymentInput, StatementStatus } from '../../domain/portal/statements';
import type { HistoryEntry } from './portal';
import { request } from './request';

/**
 * The portal's money path (quotations, project moves, statements and payment, bioinformatics
 * forms), typed once for the customer's and the staff's pages. Sagas call these, views never
 * do; the pages' reads go through the cached reads by the paths below.
 */

const HPRO = '/hpro/v1/{tenantId}';

/** A stored price line with its amounts. */
export type PriceLine = PriceLineDraft & LineAmounts & { lineNo: number };

/** The amounts of a priced document (null before staff priced it). */
export type DocumentTotals = { [K in keyof MoneyTotals]: string | null };

/** A quotation as the server answers it. */
export interface Quotation extends DocumentTotals {
  quotationId: number;
  quotationCode: string;
  title: string | null;
  status: QuotationStatus;
  step: number;
  request: QuotationRequest;
  currencyCode: string | null;
  precision: number | null;
  expiryDate: string | null;
  lines: PriceLine[];
  projectId: number | null;
  projectCode: string | null;
  rejectReason: string | null;
  teamName: string;
  createdByName: string | null;
  submittedDate: string | null;
  quotedByName: string | null;
  quotedDate: string | null;
  decidedDate: string | null;
  createdDate: string;
  history: HistoryEntry[];
  objectVersionNumber: number;
}

/** A statement as the server answers it. */
export interface Statement extends MoneyTotals {
  statementId: number;
  statementCode: string;
  status: StatementStatus;
  projectId: number;
  projectCode: string;
  projectName: string;
  teamName: string;
  quotationId: number | null;
  quotationCode: string | null;
  orderId: number | null;
  orderCode: string | null;
  currencyCode: string;
  precision: number;
  dueDate: string | null;
  invoiceTitle: string | null;
  taxNumber: string | null;
  billingAddress: string | null;
  reference: string | null;
  paidDate: string | null;
  proofFileUrl: string | null;
  rejectReason: string | null;
  issuedBy: string | null;
  issuedDate: string;
  submittedBy: string | null;
  submittedDate: string | null;
  confirmedBy: string | null;
  confirmedDate: string | null;
  lines: PriceLine[];
  history: HistoryEntry[];
  objectVersionNumber: number;
}

/** A project's bioinformatics form as the server answers it. */
export interface Bif {
  bifId: number | null;
  status: BifStatus;
  step: number;
  form: BifForm;
  returnReason: string | null;
  submittedBy: string | null;
  submittedDate: string | null;
  projectId: number;
  projectCode: string;
  projectName: string;
  projectStatus: ProjectStatus;
  /** The project's samples at the lab, which groups are built from. */
  sampleNames: string[];
  history: HistoryEntry[];
  /** 0 until the form is first saved. */
  objectVersionNumber: number;
}

/** What staff may issue statements from. */
export interface StatementSources {
  quotations: {
    quotationId: number;
    quotationCode: string;
    title: string | null;
    projectCode: string;
    teamName: string;
    currencyCode: string;
    total: string;
  }[];
  orders: {
    orderId: number;
    orderCode: string;
    type: 'sequencing' | 'libprep';
    sampleCount: number;
    projectCode: string;
    teamName: string;
  }[];
}

/** The paths the pages read and write. */
export const MONEY_PATHS = {
  quotations: `${HPRO}/quotations`,
  quotation: (id: number) => `${HPRO}/quotations/${id}`,
  staffQuotation: (id: number) => `${HPRO}/staff/quotations/${id}`,
  projectStatus: (projectId: number) => `${HPRO}/staff/projects/${projectId}/status`,
  statement: (id: number) => `${HPRO}/statements/${id}`,
  staffStatements: `${HPRO}/staff/statements`,
  statementSources: `${HPRO}/staff/statements/sources`,
  payment: (id: number) => `/hpay/v1/{tenantId}/payments/${id}`,
  bif: (projectId: number) => `${HPRO}/projects/${projectId}/bif`,
  currencies: '/hpfm/v1/{tenantId}/currencys',
  taxRates: '/hpfm/v1/{tenantId}/taxs',
} as const;

/** `POST .../quotations`: a new, empty request (Draft). */
export const createQuotation = () =>
  request<Quotation>(MONEY_PATHS.quotations, { method: 'POST', body: {} });

/** `PUT .../quotations/{id}/draft`: the request as typed. */
export const saveQuotationDraft = (
  id: number,
  draft: { objectVersionNumber: number; step: number; request: QuotationRequest },
) =>
  request<{ objectVersionNumber: number }>(`${MONEY_PATHS.quotation(id)}/draft`, {
    method: 'PUT',
    body: draft,
  });

/** `PUT .../projects/{projectId}/bif/draft`: the form as typed. */
export const saveBifDraft = (
  projectId: number,
  draft: { objectVersionNumber: number; step: number; form: BifForm },
) =>
  request<{ objectVersionNumber: number }>(`${MONEY_PATHS.bif(projectId)}/draft`, {
    method: 'PUT',
    body: draft,
  });

/** A payment as the customer submits it. */
export type PaymentBody = PaymentInput & { objectVersionNumber: number };
