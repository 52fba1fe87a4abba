import { ACCOUNT_FIELDS } from '../../hiam/accounts';
import { fields } from '../../engine/fields';
import { type CustomAction } from '../../engine/resource';
import { defineResource } from '../../engine/define';
import { ref } from '../../engine/common';
import { text } from '../../engine/text';

const { loginName, realName, ...otherFields } = ACCOUNT_FIELDS;

/** The row actions on an account: lock, unlock, mail a password-reset link or the invitation again. */
export const ACCOUNT_ACTIONS: readonly CustomAction[] = [
  {
    key: 'lock',
    label: text('Lock', '锁定'),
    on: 'row',
    confirm: text(
      'The account cannot sign in until it is unlocked, and its sessions end now.',
      '账户解锁前不能登录，当前会话立即结束。',
    ),
    when: { lockedFlag: [0] },
  },
  {
    key: 'unlock',
    label: text('Unlock', '解锁'),
    on: 'row',
    when: { lockedFlag: [1] },
    // HZERO's (hiam subAccountService.js subAccountUserUnlock, subAccountOrgService.js
    // subAccountSiteUserUnlock).
    api: 'users/{id}/unlocked',
  },
  {
    key: 'reset-password',
    label: text('Send password-reset link', '发送重置密码链接'),
    on: 'row',
    confirm: text(
      'A link to choose a new password is mailed to the account’s e-mail address; it works once, for 30 minutes.',
      '将向账户邮箱发送设置新密码的链接，30 分钟内有效，只能使用一次。',
    ),
    when: { status: ['Active'] },
  },
  {
    key: 'resend-invitation',
    label: text('Send the invitation again', '重新发送邀请'),
    on: 'row',
    when: { status: ['Invited'] },
  },
];

/**
 * The platform's accounts (hiam 用户管理, site level): every tenant's users. A new account is
 * invited: it gets an activation link by e-mail and chooses its password there. Its roles, in
 * any tenant, with start and end dates, are edited on its detail page; its sign-ins are listed.
 */
export default defineResource({
  module: 'hiam',
  name: 'user',
  service: '/iam/hzero',
  path: 'users',
  // HZERO's user pages (hiam subAccountService.js subAccountQueryPage, subAccountQuery,
  // subAccountUpdate, subAccountCurrentUserRoles); created with POST users, as the engine does.
  api: {
    list: 'users/paging',
    get: 'users/{id}/info',
    update: 'users',
    lines: { memberRoleList: 'member-roles/user-roles/{id}' },
    // New and changed roles are saved with the user (memberRoleList), removed ones apart.
    lineWrites: { memberRoleList: { remove: 'member-roles/batch-delete' } },
  },
  table: 'users',
  idField: 'id',
  tenancy: 'site',
  title: text('Users', '用户管理'),
  entity: text('user', '用户'),
  nameField: 'loginName',
  defaultSort: { field: 'loginName', order: 'asc' },
  actions: ['create', 'edit', 'enable', 'export'],
  search: {
    fields: ['loginName', 'realName', 'email'],
    label: text('Login, name or e-mail', '登录名、姓名或邮箱'),
  },
  route: '/hiam/user',
  detailRoute: '/hiam/user/detail/:id',
  menu: {
    parent: 'hzero.hiam',
    sort: 40,
    quickIndex: text('user', 'yhgl'),
    code: 'hzero.hiam.user',
    siteOnly: true,
  },
  lines: [{ key: 'memberRoleList', resource: 'hiam/user-role' }],
  customActions: ACCOUNT_ACTIONS,
  fields: {
    loginName,
    realName,
    organizationId: fields.reference(text('Tenant', '所属租户'), {
      resource: 'hiam/tenant',
      display: 'tenantName',
      displayAs: 'tenantName',
      required: true,
      immutable: true,
      filter: true,
      column: 180,
    }),
    ...otherFields,
  },
  demo: [
    {
      loginName: 'lab.analyst',
      realName: 'Lab Analyst',
      email: 'lab.analyst@lab.example',
      language: 'en_US',
      timeZone: 'GMT+8',
      organizationId: ref({ tenantNum: 'NOVO-LAB' }),
      memberRoleList: [{ roleId: ref({ code: 'operator', roleTenantId: 1 }) }],
    },
  ],
});
