import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The states of an announcement: drafted, waiting for its time, out, taken back. */
export const ANNOUNCEMENT_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'WITHDRAWN'] as const;

/** An announcement's state. */
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** Who reads an announcement. */
export const ANNOUNCEMENT_AUDIENCES = ['CUSTOMER', 'STAFF', 'ALL'] as const;

/** The states from which an announcement may be published (now or at a time). */
export const PUBLISHABLE: readonly AnnouncementStatus[] = ['DRAFT', 'SCHEDULED', 'WITHDRAWN'];

/** The states from which an announcement may be withdrawn. */
export const WITHDRAWABLE: readonly AnnouncementStatus[] = ['SCHEDULED', 'PUBLISHED'];

/**
 * Announcements to customers and staff (`/hfaq/announcement/list`, each one's page
 * `/hfaq/announcement/detail/{id}`, a new one at `/hfaq/announcement/create`): drafted,
 * published now or at a set time, and withdrawn. A published one reaches each reader as a
 * notice of the notification centre in their language and in the portal. Every signed-in user
 * reads them: customers and staff only the published ones meant for them.
 */
export default defineResource({
  module: 'hfaq',
  name: 'announcement',
  path: 'announcements',
  table: 'hfaq_announcement',
  idField: 'announcementId',
  tenancy: 'tenant',
  permissionLogin: true,
  enabledFlag: false,
  title: text('Announcements', '公告管理'),
  entity: text('announcement', '公告'),
  nameField: 'title',
  defaultSort: { field: 'announcementId', order: 'desc' },
  search: { fields: ['title', 'content'] },
  lockedWhen: { status: ['PUBLISHED'] },
  route: '/hfaq/announcement/list',
  detailRoute: '/hfaq/announcement/detail/:announcementId',
  menu: {
    parent: 'hzero.service.hfaq',
    code: 'hzero.hfaq.announcement-list',
    sort: 50,
    quickIndex: text('announcement', 'gggl'),
  },
  customActions: [
    {
      key: 'publish',
      label: text('Publish now', '立即发布'),
      on: 'row',
      confirm: text(
        'Publish this announcement now? Its readers are told at once.',
        '立即发布此公告？读者会马上收到通知。',
      ),
      when: { status: PUBLISHABLE },
    },
    {
      key: 'withdraw',
      label: text('Withdraw', '撤回'),
      on: 'row',
      confirm: text(
        'Withdraw this announcement? It disappears from its readers’ messages.',
        '撤回此公告？它将从读者的消息中消失。',
      ),
      when: { status: WITHDRAWABLE },
    },
  ],
  fields: {
    title: fields.tl(text('Title', '标题'), {
      max: 200,
      required: true,
      sortable: true,
      column: 280,
    }),
    audience: fields.select(text('Readers', '读者'), {
      options: [
        { value: 'CUSTOMER', label: text('Customers', '客户') },
        { value: 'STAFF', label: text('Staff', '员工') },
        { value: 'ALL', label: text('Everyone', '所有人') },
      ],
      required: true,
      defaultValue: 'CUSTOMER',
      filter: true,
      column: 110,
    }),
    status: fields.select(text('Status', '状态'), {
      options: [
        { value: 'DRAFT', label: text('Draft', '草稿') },
        { value: 'SCHEDULED', label: text('Scheduled', '定时发布') },
        { value: 'PUBLISHED', label: text('Published', '已发布') },
        { value: 'WITHDRAWN', label: text('Withdrawn', '已撤回') },
      ],
      readOnly: true,
      filter: true,
      sortable: true,
      column: 120,
      shownAs: 'badge',
      tones: { DRAFT: 'default', SCHEDULED: 'processing', PUBLISHED: 'success' },
    }),
    publishAt: fields.datetime(text('Publish at', '定时发布时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
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
      title: 'Lab closed on 1 May',
      audience: 'CUSTOMER',
      content:
        'The laboratory does not receive samples on 1 May. Please ship so that parcels arrive by 30 April or from 2 May.',
      _tls: {
        title: { en_US: 'Lab closed on 1 May', zh_CN: '5 月 1 日实验室停止收样' },
        content: {
          en_US:
            'The laboratory does not receive samples on 1 May. Please ship so that parcels arrive by 30 April or from 2 May.',
          zh_CN: '5 月 1 日实验室不接收样本。请安排包裹于 4 月 30 日前或 5 月 2 日后送达。',
        },
      },
    },
  ],
});
