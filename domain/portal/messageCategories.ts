// What a customer's messages are about (PORTAL.md: status changes, QC results, quotations,
// payments…), shared by the server (which files each message under one) and the app (which
// filters the message centre by them), and the mails a user may choose to receive.
import { text, type Text } from '../engine/text';

/** The kinds of message; `OTHER` for those sent without one (e.g. by an administrator). */
export const MESSAGE_CATEGORIES = [
  'STATUS',
  'QC',
  'QUOTATION',
  'PAYMENT',
  'ANNOUNCEMENT',
  'TEAM',
  'FEEDBACK',
  'OTHER',
] as const;

/** A kind of message. */
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** Whether a value is a kind of message. */
export function isMessageCategory(value: unknown): value is MessageCategory {
  return (MESSAGE_CATEGORIES as readonly unknown[]).includes(value);
}

/** The names of the kinds. */
export const MESSAGE_CATEGORY_NAMES: Readonly<Record<MessageCategory, Text>> = {
  STATUS: text('Status changes', '状态变更'),
  QC: text('QC results', '质检结果'),
  QUOTATION: text('Quotations', '报价'),
  PAYMENT: text('Payments', '付款'),
  ANNOUNCEMENT: text('Announcements', '公告'),
  TEAM: text('Team', '团队'),
  FEEDBACK: text('Feedback replies', '反馈回复'),
  OTHER: text('Other', '其他'),
};

/**
 * The kinds of message that also go out by mail, each one a mail the user may turn off
 * (invitations and password links always go out: they are not messages).
 */
export const MAIL_TYPES = [
  'STATUS',
  'QC',
  'QUOTATION',
  'PAYMENT',
  'ANNOUNCEMENT',
  'TEAM',
  'FEEDBACK',
] as const satisfies readonly MessageCategory[];

/** A kind of mail a user may turn off. */
export type MailType = (typeof MAIL_TYPES)[number];

/** Whether a value is a kind of mail. */
export function isMailType(value: unknown): value is MailType {
  return (MAIL_TYPES as readonly unknown[]).includes(value);
}

/** What each kind of mail tells the user. */
export const MAIL_TYPE_HELP: Readonly<Record<MailType, Text>> = {
  STATUS: text('A sample submission or project changes status', '送样批次或项目状态发生变化时'),
  QC: text('QC results of your samples are recorded', '样本质检结果录入时'),
  QUOTATION: text('A quotation is ready or changes', '报价单就绪或变化时'),
  PAYMENT: text('A payment is confirmed or rejected', '付款被确认或驳回时'),
  ANNOUNCEMENT: text('The service publishes an announcement', '发布公告时'),
  TEAM: text('Projects are allocated to you or taken back', '有项目分配给您或被收回时'),
  FEEDBACK: text('The service replies to your feedback', '客服回复您的反馈时'),
};
