/** The rows of a customer team's lists each caller reads. */
import type { HookContext } from '../../../engine/hooks';
import type { Condition } from '../../../engine/store';
import { forbidden } from '../../../http/errors';
import { portalCallerOf } from '../../../services/portalAccess';

/**
 * Staff read every team of the tenant (the engine keeps to it), a team's manager their team;
 * members are refused (the team's pages are the manager's). Work on no one's behalf reads all.
 */
export function managedTeamRows({ app, scope }: HookContext): Condition[] {
  if (!scope.role || scope.userId === null) return [];
  const caller = portalCallerOf(app, {
    userId: scope.userId,
    tenantId: scope.tenantId,
    role: scope.role,
  });
  if (caller.kind === 'staff') return [];
  if (caller.memberRole !== 'manager') {
    throw forbidden(
      caller.lang === 'zh_CN'
        ? '只有团队管理员可以查看团队'
        : 'Only the manager of your team sees the team',
    );
  }
  return [{ field: 'teamId', op: 'eq', value: caller.teamId }];
}
