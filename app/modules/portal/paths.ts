import type { BatchStatus } from '../../domain/lifecycles';

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
  batch.status === 'Draft' || batch.status === 'Returned'
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
