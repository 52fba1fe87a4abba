import { HIAM_TEXTS } from '../../../domain/hiam/messages';
import type { ResourceHooks } from '../../engine/hooks';
import { refuse } from '../hpfm/support/say';
import { checkDates } from './support/accounts';

/**
 * The members of a role: the role is one the caller may read; a member holds it in the role's
 * tenant, once, from its start date to its end date. A tenant's administrators read and change
 * the memberships held in their tenant only.
 */
const hooks: ResourceHooks = {
  scope(context) {
    return context.scope.role?.level === 'site'
      ? []
      : [{ field: 'memberTenantId', op: 'eq', value: context.scope.tenantId }];
  },
  beforeWrite(context, values, current) {
    checkDates(context, values, current);
    const roleId = Number(values.roleId ?? current?.roleId);
    const role = context.engine.find(context.engine.resource('hiam/role'), context.scope, roleId);
    if (!role) throw refuse(context, 'roleId', HIAM_TEXTS.noRole, { id: String(roleId) });
    values.memberTenantId = Number(role.roleTenantId);
    const userId = Number(values.userId ?? current?.userId);
    const twice = context.app.db
      .prepare('SELECT 1 FROM member_roles WHERE role_id = ? AND user_id = ? AND id <> ?')
      .get(roleId, userId, Number(current?.memberRoleId ?? 0));
    if (twice) throw refuse(context, 'userId', HIAM_TEXTS.memberTwice, { role: String(role.name) });
  },
};

export default hooks;
