/**
 * What the hooks of the two account screens share (`hiam/user`, the platform's, and
 * `hiam/sub-account`, a tenant's own): a new account is invited by e-mail; an account is
 * locked, unlocked, mailed a password-reset link or its invitation again; nobody disables or
 * locks their own account. The roles an account holds are roles the caller may read, held in
 * the role's tenant, from a start date to an end date.
 */
import { HIAM_TEXTS } from '../../../../domain/hiam/messages';
import type { Text } from '../../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../../engine/hooks';
import type { Row } from '../../../engine/service';
import { BusinessError } from '../../../http/errors';
import { createInvitationLink, createResetLink } from '../../../services/accountLinks';
import { revokeUserTokens } from '../../../services/sessions';
import { getUser, type UserRow } from '../../../services/users';
import { refuse, say } from '../../hpfm/support/say';

/** A business refusal in the caller's language. */
export function refusal(context: HookContext, message: Text, vars: Record<string, string> = {}) {
  return new BusinessError('error.hiam', say(context, message, vars), 'warn');
}

/** The stored account of a row. */
function accountOf(context: HookContext, row: Row | undefined): UserRow {
  const user = row ? getUser(context.app.db, Number(row.id)) : undefined;
  if (!user) throw new Error('An account action without its account');
  return user;
}

/** Refuses an action of the caller on their own account. */
function notYourself(context: HookContext, row: Row): void {
  if (Number(row.id) === context.scope.userId) throw refusal(context, HIAM_TEXTS.notYourself);
}

/** Sets the lock of an account (a new version of its row). */
function setLock(context: HookContext, userId: number, locked: boolean): void {
  const now = context.scope.now;
  context.app.db
    .prepare(
      `UPDATE users SET locked_flag = ?, locked_until = NULL,
         object_version_number = object_version_number + 1, last_update_date = ?
       WHERE id = ?`,
    )
    .run(locked ? 1 : 0, now, userId);
  if (locked) revokeUserTokens(context.app.db, userId, now);
  else context.app.db.prepare('DELETE FROM login_failures WHERE user_id = ?').run(userId);
}

/** The hooks of an account screen. */
export const accountHooks: ResourceHooks = {
  beforeWrite(_context, values, current) {
    // A new account is invited: it chooses its password through the link mailed to it.
    if (!current) values.status = 'Invited';
  },
  afterWrite(context, row, created) {
    if (!created) return;
    const user = accountOf(context, row);
    context.app.db
      .prepare('UPDATE users SET default_tenant_id = organization_id WHERE id = ?')
      .run(user.id);
    createInvitationLink(context.app, user);
  },
  beforeEnable(context, row, enabled) {
    if (enabled) return;
    notYourself(context, row);
    revokeUserTokens(context.app.db, Number(row.id), context.scope.now);
  },
  actions: {
    lock(context, row) {
      const user = accountOf(context, row);
      notYourself(context, row as Row);
      setLock(context, user.id, true);
      return {
        row: context.engine.get(context.resource, context.scope, user.id),
        message: say(context, HIAM_TEXTS.locked, { login: user.login_name }),
      };
    },
    unlock(context, row) {
      const user = accountOf(context, row);
      setLock(context, user.id, false);
      return {
        row: context.engine.get(context.resource, context.scope, user.id),
        message: say(context, HIAM_TEXTS.unlocked, { login: user.login_name }),
      };
    },
    'reset-password'(context, row) {
      const user = accountOf(context, row);
      if (user.status !== 'Active') {
        throw refusal(context, HIAM_TEXTS.notActive, { login: user.login_name });
      }
      createResetLink(context.app, user);
      return { message: say(context, HIAM_TEXTS.resetSent, { email: user.email ?? '' }) };
    },
    'resend-invitation'(context, row) {
      const user = accountOf(context, row);
      if (user.status !== 'Invited') {
        throw refusal(context, HIAM_TEXTS.notInvited, { login: user.login_name });
      }
      createInvitationLink(context.app, user);
      return { message: say(context, HIAM_TEXTS.invitationSent, { email: user.email ?? '' }) };
    },
  },
};

/** Of a role held: the role's tenant and level, as stored. */
function roleOf(context: HookContext, roleId: unknown): { tenant_id: number; name: string } {
  const role = context.app.db
    .prepare('SELECT tenant_id, name FROM roles WHERE id = ?')
    .get(Number(roleId)) as { tenant_id: number; name: string } | undefined;
  if (!role) throw new Error('A role held that the engine found but the table has not');
  return role;
}

/** Refuses an end date before the start date. */
export function checkDates(
  context: HookContext,
  values: Record<string, unknown>,
  current?: Row,
): void {
  const start = values.startDateActive ?? current?.startDateActive;
  const end = values.endDateActive ?? current?.endDateActive;
  if (typeof start === 'string' && typeof end === 'string' && end < start) {
    throw refuse(context, 'endDateActive', HIAM_TEXTS.datesOrder, { start, end });
  }
}

/**
 * The hooks of the roles an account holds: with `inTenant`, roles of the caller's tenant only
 * (the engine holds the membership there); otherwise a role of any tenant the caller reads,
 * held in the role's tenant (`memberTenantId`).
 */
export function memberRoleHooks(inTenant: boolean): ResourceHooks {
  return {
    beforeWrite(context, values, current) {
      checkDates(context, values, current);
      const role = roleOf(context, values.roleId ?? current?.roleId);
      if (inTenant) {
        if (role.tenant_id !== context.scope.tenantId) {
          throw refuse(context, 'roleId', HIAM_TEXTS.roleElsewhere, { role: role.name });
        }
      } else {
        values.memberTenantId = role.tenant_id;
      }
    },
  };
}
