import { EDITABLE_BATCH_STATUSES, type BatchStatus } from '../../../domain/portal/lifecycles';

/**
 * Where the portal's pages are, in one place, so that lists, the overview, messages and the
 * wizard link to the same addresses.
 */

/** The submission wizard's first step; with a batch id it resumes that draft at its saved step. */
export const submissionStartPath = (batchId?: number) =>
  batchId === undefined ? '/pub/sample/step1' : `/pub/sample/step1?batchId=${batchId}`;

/** One batch's information for the customer: samples, QC results and decisions, history. */
export const batchInformationPath = (batchId: number) =>
  `/pub/sample/information?batchId=${batchId}`;

/** Where a customer's batch opens: the wizard while it is editable, its information otherwise. */
export const customerBatchPath = (batch: { batchId: number; status: BatchStatus }) =>
  EDITABLE_BATCH_STATUSES.includes(batch.status)
    ? submissionStartPath(batch.batchId)
    : batchInformationPath(batch.batchId);

/** One project's detail for the customer. */
export const customerProjectPath = (projectId: number) =>
  `/pub/projects/single?projectId=${projectId}`;

/** A step (1-6) of the staff's batch workbench. */
export const staffBatchPath = (batchId: number, step = 1) =>
  `/hsif/sample/step${step}?batchId=${batchId}`;

/** The staff's printable labels and sheet of a batch. */
export const staffPrintPath = (batchId: number) => `/hsif/sample/print?batchId=${batchId}`;

/** One project's detail for staff, on a tab (0 based). */
export const staffProjectPath = (projectId: number, tabIndex = 0) =>
  `/hpro/project-detail/${tabIndex}?projectId=${projectId}`;

/** The customer's overview. */
export const PORTAL_HOME_PATH = '/pub/home';

/** The customer's projects overview (counts by status, recent projects). */
export const PROJECTS_OVERVIEW_PATH = '/pub/projects/home';

/** The customer's full project list. */
export const CUSTOMER_PROJECTS_PATH = '/pub/projects/project';

/** The customer's sequencing orders. */
export const SEQUENCING_ORDERS_PATH = '/pub/projects/sequencing-order';

/** The customer's library-prep orders. */
export const LIBPREP_ORDERS_PATH = '/pub/projects/libPrepOrder';

/** The product catalogue. */
export const PRODUCT_CATALOGUE_PATH = '/pub/sample/products';

/** The sample lookup (one batch's information with {@link batchInformationPath}). */
export const SAMPLE_LOOKUP_PATH = '/pub/sample/information';

/** A new submission of a product: the wizard's first step (its mass-spectrometry form for MS). */
export const productSubmissionPath = (product: { productId: number; kind: string }) =>
  product.kind === 'MS'
    ? `/pub/sample/step1ForMs?productId=${product.productId}`
    : `/pub/sample/step1?productId=${product.productId}`;

/** The modules whose lists the customer portal shows (their descriptions name `/pub` pages). */
export const PORTAL_MODULES: readonly string[] = ['hpro', 'hsif', 'hfaq'];
