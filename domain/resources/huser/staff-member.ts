import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The staff of the tenant (`/huser/my-team`): who holds an operator or tenant administrator
 * role here, with their contact and roles. Accounts and roles are kept by identity (hiam);
 * read-only here.
 */
export default defineResource({
  module: 'huser',
  name: 'staff-member',
  path: 'staff-members',
  table: 'huser_staff_list',
  idField: 'staffId',
  tenancy: 'tenant',
  readOnly: true,
  enabledFlag: false,
  actions: ['export'],
  title: text('My Team', '我的团队'),
  entity: text('colleague', '同事'),
  nameField: 'realName',
  defaultSort: { field: 'realName', order: 'asc' },
  search: { fields: ['realName', 'loginName', 'email'] },
  route: '/huser/my-team',
  menu: {
    parent: 'hzero.service.huser',
    code: 'hzero.huser.my-team',
    sort: 20,
    quickIndex: text('team', 'wdtd'),
  },
  fields: {
    realName: fields.text(text('Name', '姓名'), {
      max: 100,
      readOnly: true,
      sortable: true,
      column: 180,
    }),
    loginName: fields.text(text('Login name', '登录名'), {
      max: 128,
      readOnly: true,
      sortable: true,
      column: 160,
    }),
    email: fields.text(text('E-mail', '邮箱'), { max: 254, readOnly: true, column: 240 }),
    phone: fields.text(text('Phone', '电话'), { max: 40, readOnly: true, column: 150 }),
    roleNames: fields.text(text('Roles', '角色'), { max: 500, readOnly: true, column: 220 }),
    status: fields.select(text('Account', '账户状态'), {
      options: [
        { value: 'Invited', label: text('Invited', '已邀请') },
        { value: 'Active', label: text('Active', '已激活') },
        { value: 'Disabled', label: text('Disabled', '已停用') },
      ],
      readOnly: true,
      filter: true,
      column: 110,
      shownAs: 'badge',
      tones: { Invited: 'processing', Active: 'success', Disabled: 'default' },
    }),
    timeZone: fields.text(text('Time zone', '时区'), { max: 10, readOnly: true, column: 100 }),
    userId: fields.integer(text('User', '用户'), { readOnly: true, column: false }),
  },
});
