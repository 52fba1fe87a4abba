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
