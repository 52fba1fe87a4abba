import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** What a customer's feedback is. */
export const FEEDBACK_CATEGORIES = ['QUESTION', 'SUGGESTION', 'COMPLAINT', 'PRAISE'] as const;

/** A kind of feedback. */
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The names of the kinds of feedback. */
export const FEEDBACK_CATEGORY_NAMES = {
  QUESTION: text('Question', '咨询'),
  SUGGESTION: text('Suggestion', '建议'),
  COMPLAINT: text('Complaint', '投诉'),
  PRAISE: text('Praise', '表扬'),
} as const;

/** Longest subject and text of a feedback. */
export const FEEDBACK_LIMITS = { subject: 200, content: 4000, reply: 4000 } as const;

/**
 * Customers' feedback (`/feedback`): customers send it from the portal's help centre; staff
 * read it and reply, and the reply reaches the customer as a message (and a mail, when they
 * receive those). Staff do not create or delete feedback. Customers read their own.
 */
export default defineResource({
  module: 'hfaq',
  name: 'feedback',
  path: 'feedbacks',
  table: 'hfaq_feedback',
  idField: 'feedbackId',
  tenancy: 'tenant',
  permissionLogin: true,
  enabledFlag: false,
  actions: ['edit', 'export'],
  title: text('Feedback', '意见反馈'),
  entity: text('feedback', '反馈'),
  nameField: 'subject',
  defaultSort: { field: 'receivedDate', order: 'desc' },
  search: { fields: ['subject', 'content', 'customerName', 'teamName'] },
  route: '/feedback',
  menu: {
    parent: 'hzero.service.insight',
    code: 'hzero.service.feedback',
    sort: 30,
    quickIndex: text('feedback', 'yjfk'),
  },
  fields: {
    receivedDate: fields.datetime(text('Received', '提交时间'), {
      columnName: 'creation_date',
      readOnly: true,
      sortable: true,
      column: 170,
      range: ['dateFrom', 'dateTo'],
    }),
    subject: fields.text(text('Subject', '主题'), {
      max: FEEDBACK_LIMITS.subject,
      readOnly: true,
      sortable: true,
      column: 260,
    }),
    category: fields.select(text('Kind', '类型'), {
      options: Object.entries(FEEDBACK_CATEGORY_NAMES).map(([value, label]) => ({ value, label })),
      readOnly: true,
      filter: true,
      column: 110,
    }),
    customerName: fields.text(text('Customer', '客户'), {
      max: 100,
      readOnly: true,
      sortable: true,
      column: 150,
    }),
    teamName: fields.text(text('Team', '团队'), { max: 200, readOnly: true, column: 200 }),
    status: fields.select(text('Status', '状态'), {
      options: [
        { value: 'OPEN', label: text('Waiting for a reply', '待回复') },
        { value: 'REPLIED', label: text('Replied', '已回复') },
      ],
      readOnly: true,
      filter: true,
      sortable: true,
      column: 150,
      shownAs: 'badge',
      tones: { OPEN: 'processing', REPLIED: 'success' },
    }),
    content: fields.longtext(text('Feedback', '反馈内容'), {
      max: FEEDBACK_LIMITS.content,
      readOnly: true,
      column: false,
    }),
    reply: fields.longtext(text('Reply', '回复'), {
      max: FEEDBACK_LIMITS.reply,
      column: false,
      help: text(
        'Saving a reply sends it to the customer as a message',
        '保存回复后会以消息发送给客户',
      ),
    }),
    repliedDate: fields.datetime(text('Replied', '回复时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
    repliedBy: fields.integer(text('Replied by', '回复人'), { readOnly: true, column: false }),
    userId: fields.integer(text('Customer', '客户'), { readOnly: true, column: false }),
  },
});
