/**
 * A customer team as its manager runs it (PORTAL.md): invite members by e-mail (an activation
 * link through the account-links service), disable and enable them, send an invitation again,
 * and allocate the team's projects to members (a member sees only the projects allocated to
 * them; every allocation and revocation goes to the history). Only the team's manager may do
 * these, on the members of their own team; anyone else is refused, and a member or project
 * that is not theirs is refused as one that does not exist.
 */
import { fill, text, type Text } from '../../../../domain/engine/text';
import type { AppContext } from '../../../context';
import { BusinessError, forbidden, notFound } from '../../../http/errors';
import { createActivationLink, MAIL_PER_ACCOUNT } from '../../../services/accountLinks';
import { notifyUsers } from '../../../services/notify';
import type { PortalCaller } from '../../../services/portalAccess';
import { revokeUserTokens } from '../../../services/sessions';
import { findUserByLogin, getUser } from '../../../services/users';
import type { Throttle } from '../../../security/throttle';

/** Most members a team may have waiting for their activation at once. */
export const MAX_PENDING_INVITATIONS = 50;

/** The role an invited colleague gets (one of portalAccess.ts CUSTOMER_ROLE_CODES). */
export const MEMBER_ROLE_CODE = 'portal.member';

/** Most projects set in one allocation. */
export const MAX_ALLOCATED = 1000;

const M = {
  managerOnly: text('Only the manager of your team may do this', '只有团队管理员可以执行此操作'),
  noMember: text('Team member %{id} was not found', '未找到团队成员 %{id}'),
  notMember: text(
    '%{name} is the team’s manager: managers see every project of the team',
    '%{name} 是团队管理员，可以看到团队的所有项目',
  ),
  noProject: text('Project %{id} was not found', '未找到项目 %{id}'),
  alreadyMember: text('%{email} is already a member of your team', '%{email} 已是您团队的成员'),
  emailTaken: text(
    '%{email} cannot be invited: it belongs to another account. Ask your colleague for another address, or contact us.',
    '无法邀请 %{email}：该邮箱已属于其他账户。请向同事索取其他邮箱地址，或联系我们。',
  ),
  tooManyPending: text(
    'Your team has %{count} invitations waiting to be accepted; wait for some before inviting more',
    '您的团队已有 %{count} 个待接受的邀请，请等待部分邀请被接受后再邀请',
  ),
  noRole: text(
    'Members cannot be invited here yet: the customer member role is missing; contact us',
    '暂时无法邀请成员：缺少客户成员角色，请联系我们',
  ),
  invited: text(
    'The invitation was sent to %{email}; the link works for 7 days',
    '邀请已发送至 %{email}，链接 7 天内有效',
  ),
  resent: text('The invitation was sent again to %{email}', '邀请已重新发送至 %{email}'),
  notInvited: text('%{name} has already activated their account', '%{name} 已激活账户'),
  resendLater: text(
    'The invitation to %{email} was sent several times already; try again in 20 minutes',
    '发往 %{email} 的邀请已发送多次，请 20 分钟后再试',
  ),
  self: text('You cannot disable your own account', '不能停用自己的账户'),
  disabled: text('%{name} can no longer sign in', '%{name} 已无法登录'),
  enabled: text('%{name} can sign in again', '%{name} 已可以重新登录'),
  allocated: text(
    '%{name} now sees %{count} project(s) of the team',
    '%{name} 现在可以看到团队的 %{count} 个项目',
  ),
} as const;

/** A text in the caller's language. */
function say(caller: PortalCaller, message: Text, vars: Record<string, string | number> = {}) {
  return fill(message[caller.lang === 'zh_CN' ? 'zh_CN' : 'en_US'], vars);
}

/** The caller's team, for a customer. */
export interface TeamView {
  teamId: number;
  teamCode: string;
  teamName: string;
  memberRole: 'manager' | 'member';
}

/** The team of a customer caller; 403 for staff. */
export function teamOf(ctx: AppContext, caller: PortalCaller): TeamView {
  if (caller.kind !== 'customer' || caller.teamId === null || caller.memberRole === null) {
    throw forbidden('Only customers belong to a team');
  }
  const team = ctx.db
    .prepare(
      'SELECT team_code AS teamCode, team_name AS teamName FROM portal_teams WHERE team_id = ?',
    )
    .get(caller.teamId) as { teamCode: string; teamName: string };
  return { teamId: caller.teamId, ...team, memberRole: caller.memberRole };
}

/** 403 unless the caller manages a team. */
function requireManager(caller: PortalCaller): void {
  if (caller.kind !== 'customer' || caller.memberRole !== 'manager') {
    throw forbidden(say(caller, M.managerOnly));
  }
}

interface MemberRow {
  userId: number;
  realName: string;
  email: string | null;
  memberRole: 'manager' | 'member';
  status: 'Invited' | 'Active' | 'Disabled';
  hasPassword: number;
}

/** A member of the manager's team; the same refusal for one of another team and none at all. */
function memberOf(ctx: AppContext, caller: PortalCaller, userId: number): MemberRow {
  requireManager(caller);
  const row = ctx.db
    .prepare(
      `SELECT u.id AS userId, u.real_name AS realName, u.email, tm.member_role AS memberRole,
         u.status, u.password_hash IS NOT NULL AS hasPassword
       FROM portal_team_members tm JOIN users u ON u.id = tm.user_id
       WHERE tm.user_id = ? AND tm.team_id = ?`,
    )
    .get(userId, caller.teamId) as MemberRow | undefined;
  if (!row) throw notFound(say(caller, M.noMember, { id: userId }));
  return row;
}

/** What a change answers: the member's id and what was done, in the caller's language. */
export interface TeamChange {
  userId: number;
  message: string;
}

/** What an invitation gives: the e-mail address and the name of the colleague. */
export interface Invitation {
  email: string;
  realName: string;
}

/**
 * Invites a colleague into the manager's team: an Invited account in the team's tenant with
 * the member role, and its activation link mailed (valid for 7 days).
 */
export function inviteMember(
  ctx: AppContext,
  caller: PortalCaller,
  invitation: Invitation,
): TeamChange {
  requireManager(caller);
  const email = invitation.email.trim();
  const existing = findUserByLogin(ctx.db, email);
  if (existing) {
    const inTeam = ctx.db
      .prepare('SELECT 1 FROM portal_team_members WHERE user_id = ? AND team_id = ?')
      .get(existing.id, caller.teamId);
    throw new BusinessError(
      inTeam ? 'error.team.member_exists' : 'error.team.email_taken',
      say(caller, inTeam ? M.alreadyMember : M.emailTaken, { email }),
      'warn',
    );
  }
  const pending = (
    ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM portal_team_members tm JOIN users u ON u.id = tm.user_id
         WHERE tm.team_id = ? AND u.status = 'Invited'`,
      )
      .get(caller.teamId) as { n: number }
  ).n;
  if (pending >= MAX_PENDING_INVITATIONS) {
    throw new BusinessError(
      'error.team.pending',
      say(caller, M.tooManyPending, { count: pending }),
      'warn',
    );
  }
  const role = ctx.db
    .prepare('SELECT id FROM roles WHERE tenant_id = ? AND code = ? AND enabled_flag = 1')
    .get(caller.tenantId, MEMBER_ROLE_CODE) as { id: number } | undefined;
  if (!role) throw new BusinessError('error.team.role', say(caller, M.noRole));
  const manager = getUser(ctx.db, caller.userId);
  const team = teamOf(ctx, caller);
  const now = ctx.now();
  const userId = ctx.db
    .transaction(() => {
      const id = Number(
        ctx.db
          .prepare(
            `INSERT INTO users (login_name, real_name, email, language, time_zone,
               organization_id, default_tenant_id, status, creation_date, last_update_date)
             VALUES (?, ?, ?, ?, ?, ?, ?, 'Invited', ?, ?)`,
          )
          .run(
            email,
            invitation.realName.trim(),
            email,
            manager?.language ?? 'en_US',
            manager?.time_zone ?? 'GMT+8',
            caller.tenantId,
            caller.tenantId,
            now,
            now,
          ).lastInsertRowid,
      );
      ctx.db
        .prepare(
          `INSERT INTO member_roles (user_id, role_id, tenant_id, creation_date, last_update_date)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .run(id, role.id, caller.tenantId, now, now);
      ctx.db
        .prepare(
          `INSERT INTO portal_team_members (user_id, team_id, member_role, creation_date,
             last_update_date) VALUES (?, ?, 'member', ?, ?)`,
        )
        .run(id, caller.teamId, now, now);
      const user = getUser(ctx.db, id);
      if (!user) throw new Error(`The invited user ${id} was not written`);
      createActivationLink(ctx, user, {
        inviter: manager?.real_name ?? team.teamName,
        team: team.teamName,
      });
      return id;
    })
    .immediate();
  return { userId, message: say(caller, M.invited, { email }) };
}

/** Sends an Invited member's invitation again with a new link (the earlier one stops working). */
export function resendInvitation(
  ctx: AppContext,
  throttle: Throttle,
  caller: PortalCaller,
  userId: number,
): TeamChange {
  const member = memberOf(ctx, caller, userId);
  const email = member.email ?? '';
  if (member.status !== 'Invited') {
    throw new BusinessError(
      'error.team.not_invited',
      say(caller, M.notInvited, { name: member.realName }),
      'warn',
    );
  }
  if (!throttle.take(`invitation:${userId}`, MAIL_PER_ACCOUNT).allowed) {
    throw new BusinessError(
      'error.team.resend_later',
      say(caller, M.resendLater, { email }),
      'warn',
    );
  }
  const user = getUser(ctx.db, userId);
  const team = teamOf(ctx, caller);
  if (!user) throw notFound(say(caller, M.noMember, { id: userId }));
  ctx.db
    .transaction(() =>
      createActivationLink(ctx, user, {
        inviter: getUser(ctx.db, caller.userId)?.real_name ?? team.teamName,
        team: team.teamName,
      }),
    )
    .immediate();
  return { userId, message: say(caller, M.resent, { email }) };
}

/**
 * Disables a member (they can no longer sign in; their sessions end) or enables them again
 * (Active once activated, Invited until then). The manager cannot disable themselves.
 */
export function setMemberEnabled(
  ctx: AppContext,
  caller: PortalCaller,
  userId: number,
  enabled: boolean,
): TeamChange {
  const member = memberOf(ctx, caller, userId);
  if (!enabled && userId === caller.userId) {
    throw new BusinessError('error.team.self', say(caller, M.self), 'warn');
  }
  const status = enabled ? (member.hasPassword ? 'Active' : 'Invited') : 'Disabled';
  const now = ctx.now();
  const changes = enabled ? member.status === 'Disabled' : member.status !== 'Disabled';
  if (changes) {
    ctx.db
      .transaction(() => {
        ctx.db
          .prepare(
            `UPDATE users SET status = ?, object_version_number = object_version_number + 1,
               last_update_date = ? WHERE id = ?`,
          )
          .run(status, now, userId);
        if (!enabled) revokeUserTokens(ctx.db, userId, now);
      })
      .immediate();
  }
  return {
    userId,
    message: say(caller, enabled ? M.enabled : M.disabled, { name: member.realName }),
  };
}

/** The ids of the team's projects allocated to a member of the manager's team. */
export function allocatedProjects(ctx: AppContext, caller: PortalCaller, userId: number): number[] {
  memberOf(ctx, caller, userId);
  return (
    ctx.db
      .prepare(
        `SELECT pm.project_id AS id FROM portal_project_members pm
         JOIN portal_projects p ON p.project_id = pm.project_id
         WHERE pm.user_id = ? AND p.team_id = ? ORDER BY pm.project_id`,
      )
      .all(userId, caller.teamId) as { id: number }[]
  ).map((row) => row.id);
}

const ALLOCATION_TEXT = {
  subject: text('Your projects have changed', '您的项目已变更'),
  allocated: text('%{name} gave you access to: %{codes}.', '%{name} 为您分配了项目：%{codes}。'),
  revoked: text('%{name} took back: %{codes}.', '%{name} 收回了项目：%{codes}。'),
} as const;

/**
 * Sets the projects a member of the manager's team sees: allocates those newly given and
 * takes back those left out (each recorded in the history, with who and when), then tells the
 * member. Every project must be the team's.
 */
export function allocateProjects(
  ctx: AppContext,
  caller: PortalCaller,
  userId: number,
  projectIds: readonly number[],
): TeamChange & { projectIds: number[] } {
  const member = memberOf(ctx, caller, userId);
  if (member.memberRole !== 'member') {
    throw new BusinessError(
      'error.team.manager_sees_all',
      say(caller, M.notMember, { name: member.realName }),
      'warn',
    );
  }
  const wanted = [...new Set(projectIds)];
  const codes = new Map<number, string>();
  const find = ctx.db.prepare(
    'SELECT project_code AS code FROM portal_projects WHERE project_id = ? AND team_id = ? AND tenant_id = ?',
  );
  for (const id of wanted) {
    const row = find.get(id, caller.teamId, caller.tenantId) as { code: string } | undefined;
    if (!row) throw notFound(say(caller, M.noProject, { id }));
    codes.set(id, row.code);
  }
  const current = allocatedProjects(ctx, caller, userId);
  const added = wanted.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !wanted.includes(id));
  const now = ctx.now();
  if (added.length > 0 || removed.length > 0) {
    ctx.db
      .transaction(() => {
        const allocate = ctx.db.prepare(
          `INSERT INTO portal_project_members (project_id, user_id, allocated_by, creation_date,
             last_update_date) VALUES (?, ?, ?, ?, ?)`,
        );
        for (const id of added) allocate.run(id, userId, caller.userId, now, now);
        const revoke = ctx.db.prepare(
          'DELETE FROM portal_project_members WHERE project_id = ? AND user_id = ?',
        );
        const record = ctx.db.prepare(
          `INSERT INTO huser_allocation_history (tenant_id, team_id, project_id, user_id, action,
             changed_by, creation_date, last_update_date)
           VALUES (?, ?, ?, ?, 'Revoked', ?, ?, ?)`,
        );
        for (const id of removed) {
          revoke.run(id, userId);
          record.run(caller.tenantId, caller.teamId, id, userId, caller.userId, now, now);
        }
      })
      .immediate();
    const removedCodes = ctx.db
      .prepare(
        `SELECT project_code AS code FROM portal_projects
         WHERE project_id IN (${removed.map(() => '?').join(', ') || 'NULL'})`,
      )
      .all(...removed) as { code: string }[];
    const managerName = getUser(ctx.db, caller.userId)?.real_name ?? '';
    notifyUsers(ctx, {
      tenantId: caller.tenantId,
      senderUserId: caller.userId,
      userIds: [userId],
      type: 'MSG',
      category: 'TEAM',
      compose: (lang) => ({
        subject: ALLOCATION_TEXT.subject[lang],
        content: [
          added.length > 0
            ? fill(ALLOCATION_TEXT.allocated[lang], {
                name: managerName,
                codes: added.map((id) => codes.get(id)).join(', '),
              })
            : '',
          removedCodes.length > 0
            ? fill(ALLOCATION_TEXT.revoked[lang], {
                name: managerName,
                codes: removedCodes.map((row) => row.code).join(', '),
              })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      }),
    });
  }
  return {
    userId,
    projectIds: [...wanted].sort((a, b) => a - b),
    message: say(caller, M.allocated, { name: member.realName, count: wanted.length }),
  };
}
