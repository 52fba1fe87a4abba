/**
 * Announcements: staff read every one, customers the published ones meant for them; a
 * published one is kept as it is (`lockedWhen`); `publish` publishes now, or at
 * `{publishAt}` (`YYYY-MM-DD HH:mm:ss` in the caller's time zone) when that is still ahead;
 * `withdraw` takes it back from its readers.
 */
import { isRealDateTime } from '../../../domain/dates';
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { parseDateTime } from '../../engine/reads';
import { BusinessError } from '../../http/errors';
import { say } from '../hpfm/support/say';
import { publishNow, schedule, withdraw } from './support/announcements';
import { readerOf } from './support/reader';

const M = {
  publishAt: text(
    'Publish at must be a date and time (YYYY-MM-DD HH:mm:ss)',
    '定时发布时间必须是日期和时间（YYYY-MM-DD HH:mm:ss）',
  ),
  publishedNow: text('Published: its readers have been told', '已发布，读者已收到通知'),
  scheduled: text('It will be published at %{time}', '将于 %{time} 发布'),
  withdrawn: text('Withdrawn from its readers’ messages', '已从读者的消息中撤回'),
} as const;

/** The time asked of a `publish` action (epoch ms), if any. */
function publishAtOf(context: HookContext, body: unknown): number | undefined {
  const given = (body as { publishAt?: unknown } | null | undefined)?.publishAt;
  if (given === undefined || given === null || given === '') return undefined;
  if (typeof given !== 'string' || !isRealDateTime(given)) {
    throw new BusinessError('error.validation', say(context, M.publishAt), 'warn');
  }
  const at = parseDateTime(given, context.scope.timeZone);
  if (!Number.isFinite(at)) throw new BusinessError('error.validation', say(context, M.publishAt));
  return at;
}

const hooks: ResourceHooks = {
  scope: (context) => {
    const reader = readerOf(context);
    if (!reader || reader.kind === 'staff') return [];
    return [
      { field: 'status', op: 'eq', value: 'PUBLISHED' },
      { field: 'audience', op: 'in', values: ['CUSTOMER', 'ALL'] },
    ];
  },
  actions: {
    publish: (context, row, body) => {
      if (!row) throw new Error('publish is a row action');
      const id = Number(row.announcementId);
      const at = publishAtOf(context, body);
      if (at !== undefined && at > context.scope.now) {
        schedule(context.app, id, at);
        const scheduled = context.engine.get(context.resource, context.scope, id);
        return {
          row: scheduled,
          message: say(context, M.scheduled, { time: String(scheduled.publishAt) }),
        };
      }
      publishNow(context.app, context.engine, id, context.scope.userId);
      return {
        row: context.engine.get(context.resource, context.scope, id),
        message: say(context, M.publishedNow),
      };
    },
    withdraw: (context, row) => {
      if (!row) throw new Error('withdraw is a row action');
      const id = Number(row.announcementId);
      withdraw(context.app, id);
      return {
        row: context.engine.get(context.resource, context.scope, id),
        message: say(context, M.withdrawn),
      };
    },
  },
};

export default hooks;
