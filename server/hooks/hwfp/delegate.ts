/**
 * Delegation rules: each user keeps their own (the owner is the caller, never sent); the
 * delegate is another user of the tenant; end >= start >= today in the caller's time zone;
 * when two enabled rules cover a day, the one starting first applies.
 */
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { merged, refuse } from '../hpfm/support/say';
import { todayOf, userById } from './support/workflow';

const M = {
  self: text('%{field}: choose someone else than yourself', '%{field}：请选择自己以外的用户'),
  notUser: text('%{field}: no user of this tenant', '%{field}：不是本租户的用户'),
  past: text('%{field}: today (%{today}) or later', '%{field}：须为今天（%{today}）或以后'),
  beforeStart: text('%{field}: on or after the start date', '%{field}：不能早于开始日期'),
} as const;

/** The owner of a demo rule (written on no one's behalf): the tenant's administrator. */
function demoOwner(context: HookContext): number {
  const owner = context.app.db
    .prepare(
      "SELECT id FROM users WHERE login_name IN ('tenant.admin', 'admin') AND organization_id = ? ORDER BY id LIMIT 1",
    )
    .get(context.scope.tenantId) as { id: number } | undefined;
  return owner?.id ?? 0;
}

const hooks: ResourceHooks = {
  scope: (context) => [{ field: 'userId', op: 'eq', value: context.scope.userId ?? -1 }],
  beforeWrite: (context, values, current) => {
    const { db } = context.app;
    const me = current ? Number(current.userId) : (context.scope.userId ?? demoOwner(context));
    if (!current) values.userId = me;
    const rule = merged(values, current);
    const to = Number(rule.delegateUserId);
    if (to === me) throw refuse(context, 'delegateUserId', M.self);
    if (!userById(db, context.scope.tenantId, to))
      throw refuse(context, 'delegateUserId', M.notUser);
    const start = String(rule.startDate);
    const end = String(rule.endDate);
    const today = todayOf(db, me, context.scope.now);
    const startChanged =
      !current || (values.startDate !== undefined && values.startDate !== current.startDate);
    if (startChanged && start < today) throw refuse(context, 'startDate', M.past, { today });
    if (end < start) throw refuse(context, 'endDate', M.beforeStart);
    if (end < today) throw refuse(context, 'endDate', M.past, { today });
  },
};

export default hooks;
