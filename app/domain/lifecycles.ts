// The portal's lifecycles (PORTAL.md), shared by the server and the app.

/** Project states in lifecycle order. */
export const PROJECT_STATUSES = [
  'Created',
  'SamplesReceived',
  'LibraryPrep',
  'Sequencing',
  'Analysis',
  'DataReleased',
  'Completed',
] as const;

/** Order states. */
export const ORDER_STATUSES = ['Created', 'InProgress', 'Completed', 'Cancelled'] as const;

/** Sample batch (submission) states in lifecycle order, then the side exits. */
export const BATCH_STATUSES = [
  'Draft',
  'Submitted',
  'Shipped',
  'Received',
  'QcDone',
  'InProgress',
  'Completed',
  'Cancelled',
  'Returned',
] as const;

/** A project state. */
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A batch state. */
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** States in which the customer edits the sample sheet (a returned batch is a draft again). */
export const EDITABLE_BATCH_STATUSES: readonly BatchStatus[] = ['Draft', 'Returned'];

/** States from which the customer may cancel a batch: before the lab has it. */
export const CANCELLABLE_BATCH_STATUSES: readonly BatchStatus[] = [
  'Draft',
  'Submitted',
  'Returned',
];

/**
 * The staff's forward moves of the batch lifecycle, one next state each (cancel and return
 * have their own actions).
 */
export const NEXT_STATUS: Readonly<Partial<Record<BatchStatus, BatchStatus>>> = {
  Submitted: 'Shipped',
  Shipped: 'Received',
  Received: 'QcDone',
  QcDone: 'InProgress',
  InProgress: 'Completed',
};
