import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The states of a notice: being written, out to its receivers, taken back. */
export const NOTICE_STATUSES = ['DRAFT', 'PUBLISHED', 'REVOKED'] as const;

/** A notice's state. */
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** The states from which a notice may be published. */
export const NOTICE_PUBLISHABLE: readonly NoticeStatus[] = ['DRAFT', 'REVOKED'];

/** Who receives a notice: every member of the tenant, or the holders of one role. */
export const NOTICE_RECEIVERS = ['ALL', 'ROLE'] as const;

/**
 * Notices (hmsg 通知公告): an administrator writes an announcement or a notification for the
 * tenant's members, or for the holders of one role, and publishes it; each receiver finds it
 * among the notices of the notification centre, in their language. A published notice is kept
 * as it is; revoking it takes it back from every receiver.
 */
export default defineResource({
  module: 'hmsg',
  name: 'notice',
  path: 'notices',
  table: 'hmsg_notice',
  idField: 'noticeId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Notices', '通知公告'),
  entity: text('notice', '公告'),
  nameField: 'title',
  defaultSort: { field: 'noticeId', order: 'desc' },
  search: { fields: ['title', 'content'] },
  lockedWhen: { statusCode: ['PUBLISHED'] },
  route: '/hmsg/notices',
  menu: {
    parent: 'hzero.hmsg',
    code: 'hzero.hmsg.notices',
    sort: 10,
    quickIndex: text('notice', 'tzgg'),
  },
  customActions: [
    {
      // HZERO's publish: POST notices/{noticeId}/publish.
      key: 'publish',
      label: text('Publish', '发布'),
      on: 'row',
      api: 'notices/{id}/publish',
      confirm: text(
        'Publish this notice? Its receivers find it in their notifications at once.',
        '发布此公告？接收人会立即在通知中看到它。',
      ),
      when: { statusCode: NOTICE_PUBLISHABLE },
    },
    {
      // HZERO's revoke: POST notices/{noticeId}/revoke.
      key: 'revoke',
      label: text('Revoke', '撤销'),
      on: 'row',
      api: 'notices/{id}/revoke',
      confirm: text(
        'Revoke this notice? It disappears from its receivers’ notifications.',
        '撤销此公告？它将从接收人的通知中消失。',
      ),
      when: { statusCode: ['PUBLISHED'] },
    },
  ],
  fields: {
    title: fields.tl(text('Title', '标题'), {
      max: 200,
      required: true,
      sortable: true,
      column: 240,
    }),
    noticeCategoryCode: fields.select(text('Kind', '类别'), {
      options: [
        { value: 'ANNOUNCE', label: text('Announcement', '公告') },
        { value: 'NOTIFY', label: text('Notification', '通知') },
      ],
      required: true,
      defaultValue: 'ANNOUNCE',
      filter: true,
      column: 140,
    }),
    receiverTypeCode: fields.select(text('Receivers', '接收人'), {
      options: [
        { value: 'ALL', label: text('Every member of the tenant', '租户全体成员') },
        { value: 'ROLE', label: text('Holders of a role', '指定角色的成员') },
      ],
      required: true,
      defaultValue: 'ALL',
      column: 180,
    }),
    roleId: fields.reference(text('Role', '角色'), {
      resource: 'hiam/role',
      display: 'name',
      displayAs: 'roleName',
      help: text(
        'Only when the receivers are the holders of a role',
        '仅在接收人为指定角色的成员时填写',
      ),
      column: 140,
    }),
    statusCode: fields.select(text('Status', '状态'), {
      options: [
        { value: 'DRAFT', label: text('Draft', '草稿') },
        { value: 'PUBLISHED', label: text('Published', '已发布') },
        { value: 'REVOKED', label: text('Revoked', '已撤销') },
      ],
      readOnly: true,
      filter: true,
      sortable: true,
      column: 110,
      shownAs: 'badge',
      tones: { DRAFT: 'default', PUBLISHED: 'success', REVOKED: 'error' },
    }),
    publishedDate: fields.datetime(text('Published', '发布时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
    content: fields.tl(text('Text', '正文'), {
      max: 5000,
      required: true,
      multiline: true,
      column: false,
      wide: true,
    }),
  },
  demo: [
    {
      title: 'System maintenance on Saturday night',
      noticeCategoryCode: 'ANNOUNCE',
      receiverTypeCode: 'ALL',
      content:
        'The platform is unavailable on Saturday from 22:00 to 23:30 (Beijing time) while the servers are upgraded.',
      _tls: {
        title: {
          en_US: 'System maintenance on Saturday night',
          zh_CN: '周六晚间系统维护',
        },
        content: {
          en_US:
            'The platform is unavailable on Saturday from 22:00 to 23:30 (Beijing time) while the servers are upgraded.',
          zh_CN: '周六 22:00 至 23:30（北京时间）服务器升级期间，平台暂停使用。',
        },
      },
    },
    {
      title: 'New QC report layout',
      noticeCategoryCode: 'NOTIFY',
      receiverTypeCode: 'ALL',
      content: 'QC reports now show each sample’s verdict beside its concentration and volume.',
      _tls: {
        title: { en_US: 'New QC report layout', zh_CN: '质检报告新版式' },
        content: {
          en_US: 'QC reports now show each sample’s verdict beside its concentration and volume.',
          zh_CN: '质检报告现在在浓度和体积旁显示每个样本的结论。',
        },
      },
    },
  ],
});
