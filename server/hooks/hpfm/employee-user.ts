import type { ResourceHooks } from '../../engine/hooks';
import { MAX_ROWS } from '../../engine/service';
import { refuse, rowOf } from './support/org';

interface UserRow {
  id: number;
  login_name: string;
  real_name: string;
}

/**
 * Users bound to an employee: the login must name a user of the tenant (its own account or a
 * member through a role), bound to no other employee there; the user's id, login and real name
 * are kept with the binding.
 */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const login = String(values.loginName ?? current?.loginName ?? '');
    const user = context.app.db
      .prepare(
        `SELECT u.id, u.login_name, u.real_name FROM users u
         WHERE u.login_name = @login COLLATE NOCASE
           AND (u.organization_id = @tenant
             OR EXISTS (SELECT 1 FROM member_roles m WHERE m.user_id = u.id AND m.tenant_id = @tenant))`,
      )
      .get({ login, tenant: context.scope.tenantId }) as UserRow | undefined;
    if (!user) throw refuse(context, 'noUser', { login });
    values.userId = user.id;
    values.loginName = user.login_name;
    values.realName = user.real_name;
    const employeeId = Number(values.employeeId ?? current?.employeeId);
    const bound = context.engine.store
      .all(
        context.resource,
        context.scope,
        [{ field: 'userId', op: 'eq', value: user.id }],
        MAX_ROWS,
      )
      .find((binding) => binding.id !== current?.employeeUserId);
    if (!bound) return;
    if (bound.values.employeeId === employeeId) {
      throw refuse(context, 'userHere', { login: user.login_name });
    }
    const other = rowOf(context, 'hpfm/employee', bound.values.employeeId);
    throw refuse(context, 'userElsewhere', {
      login: user.login_name,
      employee:
        `${String(other?.values.employeeNum ?? '')} ${String(other?.values.name ?? '')}`.trim(),
    });
  },
};

export default hooks;
