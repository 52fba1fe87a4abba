import { ACCOUNT_FIELDS } from '../../hiam/accounts';
import { ref } from '../../engine/common';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { ACCOUNT_ACTIONS } from './user';

/**
 * A tenant's own accounts (hiam 子账户管理): its administrators invite, edit, enable, lock and
 * unlock the accounts that belong to the tenant, mail them password-reset links and give them
 * the tenant's roles with start and end dates.
 */
export default defineResource({
  module: 'hiam',
  name: 'sub-account',
  service: '/iam/hzero',
  path: 'sub-accounts',
  // HZERO's tenant form of the users pages (hiam subAccountOrgService.js querySubAccountOrgList,
  // subAccountOrgQuery, subAccountOrgCreateOne, subAccountOrgUpdateOne, subAccountOrgRoleCurrent);
  // their site form is the platform's users (hiam/user), so these exist in the tenant form only.
  tenantOnly: true,
  api: {
    list: 'users/paging',
    get: 'users/{id}/info',
    create: 'users',
    update: 'users',
    lines: { memberRoleList: 'member-roles/user-roles/{id}' },
    lineWrites: { memberRoleList: { remove: 'member-roles/batch-delete' } },
  },
  table: 'users',
  idField: 'id',
  columns: { tenant: 'organization_id' },
  tenancy: 'tenant',
  title: text('Sub-accounts', '子账户管理'),
  entity: text('account', '账户'),
  nameField: 'loginName',
  defaultSort: { field: 'loginName', order: 'asc' },
  actions: ['create', 'edit', 'enable', 'export'],
  search: {
    fields: ['loginName', 'realName', 'email'],
    label: text('Login, name or e-mail', '登录名、姓名或邮箱'),
  },
  route: '/hiam/sub-account',
  detailRoute: '/hiam/sub-account/detail/:id',
  menu: {
    parent: 'hzero.hiam',
    sort: 60,
    quickIndex: text('subaccount', 'zzhgl'),
    code: 'hzero.hiam.sub-account',
  },
  lines: [{ key: 'memberRoleList', resource: 'hiam/sub-account-role' }],
  customActions: ACCOUNT_ACTIONS,
  fields: ACCOUNT_FIELDS,
  demo: [
    {
      _tenants: [1],
      loginName: 'lab.assistant',
      realName: 'Lab Assistant',
      email: 'lab.assistant@lab.example',
      language: 'en_US',
      timeZone: 'GMT+8',
      memberRoleList: [{ roleId: ref({ code: 'operator', roleTenantId: 1 }) }],
    },
    {
      _tenants: [2],
      loginName: 'gene.admin',
      realName: 'Gene Beijing Administrator',
      email: 'admin@gene-bj.example',
      language: 'zh_CN',
      timeZone: 'GMT+8',
      memberRoleList: [{ roleId: ref({ code: 'tenant-admin', roleTenantId: 2 }) }],
    },
  ],
});
