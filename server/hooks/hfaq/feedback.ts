/**
 * Customers' feedback: staff read every one of the tenant, a customer their own. A reply
 * saved by staff marks it replied (who, when) and reaches the customer as a message, and a
 * mail when they receive those; emptying the reply makes it wait for one again (what was sent
 * stays with the customer).
 */
import { fill, text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { notifyUsers } from '../../services/notify';
import { readerOf } from './support/reader';

const M = {
  subject: text('Reply to your feedback: %{subject}', '您的反馈已回复：%{subject}'),
} as const;

const hooks: ResourceHooks = {
  scope: (context) => {
    const reader = readerOf(context);
    return reader?.kind === 'customer' ? [{ field: 'userId', op: 'eq', value: reader.userId }] : [];
  },
  beforeWrite: (context, values, current) => {
    if (values.reply === undefined) return;
    const reply = typeof values.reply === 'string' ? values.reply.trim() : '';
    if (!reply) {
      // Waiting for a reply again (what was sent stays with the customer).
      values.reply = null;
      values.status = 'OPEN';
      values.repliedBy = null;
      values.repliedDate = null;
      return;
    }
    values.reply = reply;
    if (reply === current?.reply || typeof current?.userId !== 'number') return;
    values.status = 'REPLIED';
    values.repliedBy = context.scope.userId;
    values.repliedDate = context.scope.now;
    // Inside the write's transaction: a refused save sends nothing.
    notifyUsers(context.app, {
      tenantId: context.scope.tenantId,
      senderUserId: context.scope.userId,
      userIds: [current.userId],
      type: 'MSG',
      category: 'FEEDBACK',
      compose: (lang) => ({
        subject: fill(M.subject[lang], { subject: String(current.subject) }),
        content: reply,
      }),
    });
  },
};

export default hooks;
