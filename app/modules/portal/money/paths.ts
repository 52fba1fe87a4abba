/**
 * Where the money path's pages are, in one place, so that lists, messages, wizards and the
 * sagas link to the same addresses.
 */

/** The customer's quotations. */
export const QUOTATIONS_PATH = '/pub/quotation/list';

/** A step (1-3) of the customer's quotation request. */
export const quotationStepPath = (step: number, quotationId: number) =>
  `/pub/quotation/step${step}?quotationId=${quotationId}`;

/** The customer's printable quotation. */
export const quotationPrintPath = (quotationId: number) =>
  `/pub/quotation/print?quotationId=${quotationId}`;

/** A step (1-3) of the staff's pricing of a quotation. */
export const staffQuotationStepPath = (step: number, quotationId: number) =>
  `/hpro/quotation/step${step}?quotationId=${quotationId}`;

/** The customer's statements and payment. */
export const PAYMENT_PATH = '/pub/payment';

/** One statement for the customer: what is owed, the invoice, the payment. */
export const statementPath = (statementId: number) =>
  `/pub/payment/detail?statementId=${statementId}`;

/** One statement for staff: the payment to confirm or reject. */
export const staffStatementPath = (statementId: number) =>
  `/hpro/statement/detail?statementId=${statementId}`;

/** The staff's statements, where they are issued. */
export const STAFF_STATEMENTS_PATH = '/hpro/statement';

/** A step (1-5) of a project's bioinformatics form, for the customer or for staff. */
export const bifStepPath = (step: number, projectId: number, staff = false) =>
  staff
    ? `/hbif/project/step${step}?projectId=${projectId}`
    : `/pub/projects/bif/step${step}?projectId=${projectId}`;

/** The staff's read-only view of a bioinformatics form (its product and its project's code). */
export const bifDetailPath = (analysisProduct: string | null, projectCode: string) =>
  `/hpro/bif-detail/${encodeURIComponent(analysisProduct ?? 'none')}/${encodeURIComponent(projectCode)}`;

/** The staff's import of a bioinformatics form from a sheet, for a project's code. */
export const bifImportPath = (projectCode: string) =>
  `/hpro/bif-import/${encodeURIComponent(projectCode)}`;
