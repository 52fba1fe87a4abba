/**
 * Who among a team's customers hears of a change, and telling them in their own language
 * (through the one notification path, server/services/notify.ts).
 */
import type { MessageCategory } from '../../../domain/portal/messageCategories';
import type { Language } from '../../../domain/engine/text';
import type { AppContext } from '../../context';
import { notifyUsers } from '../notify';

/** What decides a record's audience: its team, its project, who created it. */
export interface AudienceOf {
  teamId: number;
  projectId: number | null;
  createdBy: number | null;
}

/**
 * The active customers who see a record: the team's managers, the members the record's project
 * is allocated to, and, of a record without a project, its creator.
 */
export function customerAudience(ctx: AppContext, record: AudienceOf): number[] {
  const rows = ctx.db
    .prepare(
      `SELECT tm.user_id AS id FROM portal_team_members tm JOIN users u ON u.id = tm.user_id
       WHERE tm.team_id = @team AND u.status = 'Active' AND (tm.member_role = 'manager'
         OR EXISTS (SELECT 1 FROM portal_project_members pm
                    WHERE pm.project_id = @project AND pm.user_id = tm.user_id)
         OR (@project IS NULL AND tm.user_id = @creator))`,
    )
    .all({ team: record.teamId, project: record.projectId, creator: record.createdBy }) as {
    id: number;
  }[];
  return rows.map((row) => row.id);
}

/** A message's subject and content in one language. */
export interface MessageText {
  subject: string;
  content: string;
}

/** The text of a message in a language (`en_US` or `zh_CN`). */
export type MessageIn = (lang: Language) => MessageText;

/**
 * Tells `recipients` of a change, each in their language: a message filed under `category` in
 * the notification centre (pushed to their open pages), and the mail of that kind to those who
 * receive it; `except` (the one who made the change) is left out.
 */
export function notifyCustomers(
  ctx: AppContext,
  {
    tenantId,
    senderId,
    recipients,
    except = null,
    category,
    message,
  }: {
    tenantId: number;
    senderId: number | null;
    recipients: readonly number[];
    except?: number | null;
    category: MessageCategory;
    message: MessageIn;
  },
): void {
  notifyUsers(ctx, {
    tenantId,
    senderUserId: senderId,
    userIds: recipients.filter((userId) => userId !== except),
    type: 'MSG',
    category,
    compose: message,
  });
}
