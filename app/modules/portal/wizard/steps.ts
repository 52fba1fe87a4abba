import type { ProductKind } from '../../../../domain/portal/samples';

/**
 * The wizard's steps as saved with a draft (`step`), and the page each one is. A batch that
 * exists is past step 1, so resuming one opens its sheet at the least.
 */
export const WIZARD_STEPS = ['product', 'sheet', 'shipping', 'preview'] as const;

/** A step of the wizard. */
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The saved number of a step (1 based). */
export const stepNumber = (step: WizardStep) => WIZARD_STEPS.indexOf(step) + 1;

/** The sample sheet of a batch (the MS sheet for an MS product). */
export const sheetPath = (kind: ProductKind, batchId: number) =>
  `/pub/sample/${kind === 'MS' ? 'step2ForMS' : 'step2'}?batchId=${batchId}`;

/** The import check of a batch's sheet. */
export const importCheckPath = (batchId: number) =>
  `/pub/sample/step2/import-check?batchId=${batchId}`;

/** One sample of a batch's sheet in a form. */
export const sampleEditPath = (batchId: number, rowNo: number) =>
  `/pub/sample/step2/edit?batchId=${batchId}&rowNo=${rowNo}`;

/** The shipping information of a batch. */
export const shippingPath = (batchId: number) =>
  `/pub/sample/step2/shipping-info?batchId=${batchId}`;

/** The review before submitting. */
export const previewPath = (batchId: number) =>
  `/pub/sample/step3/preview-batch?batchId=${batchId}`;

/** What a submission answered. */
export const resultPath = (batchId: number) =>
  `/pub/sample/step3/preview-batch-result?batchId=${batchId}`;

/** The first step, for a product kind (MS products have their own list). */
export const productStepPath = (kind: ProductKind | null) =>
  kind === 'MS' ? '/pub/sample/step1ForMs' : '/pub/sample/step1';

/** The page of a saved step (1 based) of a batch. */
export function stepPath(step: number, kind: ProductKind, batchId: number): string {
  switch (WIZARD_STEPS[step - 1]) {
    case 'shipping':
      return shippingPath(batchId);
    case 'preview':
      return previewPath(batchId);
    default:
      return sheetPath(kind, batchId);
  }
}
