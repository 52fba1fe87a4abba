/**
 * Notices: the receivers of a role's notice are that role's holders (a role must be named, and
 * only then); `publish` sends it to its receivers now, `revoke` takes it back from them (a
 * published notice is kept as it is: `lockedWhen`).
 */
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { sendLinkedNotice, takeBackNotices, textsOf } from '../../services/sentNotices';
import { refuse, say } from '../hpfm/support/say';

const M = {
  roleNeeded: text('Choose the role whose holders receive the notice', '请选择接收此公告的角色'),
  noReceivers: text(
    'Nobody would receive this notice: the role has no active member in this tenant',
    '没有人会收到此公告：该角色在本租户中没有有效成员',
  ),
  publishedTo: text('Published to %{count} receivers', '已发布给 %{count} 位接收人'),
  revoked: text('Revoked from its receivers’ notifications', '已从接收人的通知中撤销'),
} as const;

/** Where the notices a notice sent are kept. */
const LINKS = { table: 'hmsg_notice_message', owner: 'notice_id' };

/** The active members of the notice's tenant it is for: all, or the holders of its role. */
function receiversOf(context: HookContext, row: Row): number[] {
  const byRole = row.receiverTypeCode === 'ROLE';
  return (
    context.app.db
      .prepare(
        `SELECT DISTINCT mr.user_id AS id FROM member_roles mr
         JOIN roles r ON r.id = mr.role_id JOIN users u ON u.id = mr.user_id
         WHERE mr.tenant_id = ? AND u.status = 'Active' AND r.enabled_flag = 1
           ${byRole ? 'AND mr.role_id = ?' : ''}`,
      )
      .all(context.scope.tenantId, ...(byRole ? [Number(row.roleId)] : [])) as { id: number }[]
  ).map((receiver) => receiver.id);
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const receivers = values.receiverTypeCode ?? current?.receiverTypeCode ?? 'ALL';
    if (receivers !== 'ROLE') {
      values.roleId = null;
      return;
    }
    const roleId = 'roleId' in values ? values.roleId : current?.roleId;
    if (roleId === null || roleId === undefined || roleId === '') {
      throw refuse(context, 'roleId', M.roleNeeded);
    }
  },
  actions: {
    publish: (context, row) => {
      if (!row) throw new Error('publish is a row action');
      const id = Number(row.noticeId);
      const receivers = receiversOf(context, row);
      if (receivers.length === 0) {
        throw new BusinessError('error.notice.no_receivers', say(context, M.noReceivers), 'warn');
      }
      const now = context.scope.now;
      sendLinkedNotice(context.app, LINKS, {
        id,
        tenantId: context.scope.tenantId,
        senderUserId: context.scope.userId,
        userIds: receivers,
        category: 'ANNOUNCEMENT',
        texts: textsOf(
          context.engine,
          'hmsg/notice',
          { tenantId: context.scope.tenantId, id },
          { subject: 'title', content: 'content' },
          now,
        ),
      });
      context.app.db
        .prepare(
          `UPDATE hmsg_notice SET status_code = 'PUBLISHED', published_date = ?, published_by = ?,
             object_version_number = object_version_number + 1, last_update_date = ?
           WHERE notice_id = ?`,
        )
        .run(now, context.scope.userId, now, id);
      return {
        row: context.engine.get(context.resource, context.scope, id),
        message: say(context, M.publishedTo, { count: receivers.length }),
      };
    },
    revoke: (context, row) => {
      if (!row) throw new Error('revoke is a row action');
      const id = Number(row.noticeId);
      takeBackNotices(context.app, LINKS, id);
      context.app.db
        .prepare(
          `UPDATE hmsg_notice SET status_code = 'REVOKED',
             object_version_number = object_version_number + 1, last_update_date = ?
           WHERE notice_id = ?`,
        )
        .run(context.scope.now, id);
      return {
        row: context.engine.get(context.resource, context.scope, id),
        message: say(context, M.revoked),
      };
    },
  },
};

export default hooks;
