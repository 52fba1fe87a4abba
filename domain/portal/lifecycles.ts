// The portal's lifecycles (PORTAL.md), shared by the server and the app: the states, their
// names in both languages and the colour of their badges.
import type { Tone } from '../engine/fields';
import { text, type Language, type Text } from '../engine/text';

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

/** QC verdicts of a sample. */
export const QC_VERDICTS = ['Pending', 'Pass', 'Risk', 'Fail'] as const;

/** An order state. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A QC verdict. */
export type QcVerdict = (typeof QC_VERDICTS)[number];

/** The names of the project states. */
export const PROJECT_STATUS_NAMES: Readonly<Record<ProjectStatus, Text>> = {
  Created: text('Created', '已创建'),
  SamplesReceived: text('Samples received', '样本已接收'),
  LibraryPrep: text('Library prep', '建库中'),
  Sequencing: text('Sequencing', '测序中'),
  Analysis: text('Analysis', '分析中'),
  DataReleased: text('Data released', '数据已发布'),
  Completed: text('Completed', '已完成'),
};

/** The names of the order states. */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, Text>> = {
  Created: text('Created', '已创建'),
  InProgress: text('In progress', '进行中'),
  Completed: text('Completed', '已完成'),
  Cancelled: text('Cancelled', '已取消'),
};

/** The names of the batch states. */
export const BATCH_STATUS_NAMES: Readonly<Record<BatchStatus, Text>> = {
  Draft: text('Draft', '草稿'),
  Submitted: text('Submitted', '已提交'),
  Shipped: text('Shipped', '已寄送'),
  Received: text('Received', '已接收'),
  QcDone: text('QC done', '质检完成'),
  InProgress: text('In progress', '进行中'),
  Completed: text('Completed', '已完成'),
  Cancelled: text('Cancelled', '已取消'),
  Returned: text('Returned', '已退回'),
};

/** The names of the QC verdicts. */
export const QC_VERDICT_NAMES: Readonly<Record<QcVerdict, Text>> = {
  Pending: text('Pending', '待质检'),
  Pass: text('Pass', '合格'),
  Risk: text('Risk', '风险'),
  Fail: text('Fail', '不合格'),
};

/** Colours of the project states: work under way is `processing`, the end `success`. */
export const PROJECT_TONES: Readonly<Record<ProjectStatus, Tone>> = {
  Created: 'default',
  SamplesReceived: 'processing',
  LibraryPrep: 'processing',
  Sequencing: 'processing',
  Analysis: 'processing',
  DataReleased: 'success',
  Completed: 'success',
};

/** Colours of the order states. */
export const ORDER_TONES: Readonly<Record<OrderStatus, Tone>> = {
  Created: 'default',
  InProgress: 'processing',
  Completed: 'success',
  Cancelled: 'default',
};

/** Colours of the batch states: a returned batch needs the customer, so it is `error`. */
export const BATCH_TONES: Readonly<Record<BatchStatus, Tone>> = {
  Draft: 'default',
  Submitted: 'processing',
  Shipped: 'processing',
  Received: 'processing',
  QcDone: 'processing',
  InProgress: 'processing',
  Completed: 'success',
  Cancelled: 'default',
  Returned: 'error',
};

/** Colours of the QC verdicts: Risk and Fail need attention. */
export const QC_TONES: Readonly<Record<QcVerdict, Tone>> = {
  Pending: 'default',
  Pass: 'success',
  Risk: 'error',
  Fail: 'error',
};

/** The names of a set of states in one language, by state (the app's messages). */
export function namesIn<K extends string>(
  names: Readonly<Record<K, Text>>,
  lang: Language,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<Text>(names).map(([state, name]) => [state, name[lang]]),
  ) as Record<K, string>;
}

/** The select choices of a set of states, in order. */
export function choicesOf<K extends string>(
  states: readonly K[],
  names: Readonly<Record<K, Text>>,
): { value: K; label: Text }[] {
  return states.map((value) => ({ value, label: names[value] }));
}
