import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The users bound to an employee, edited on the employee's detail page (lines `users`): bound
 * by login name; the server checks that the user is a member of the tenant and bound to no
 * other employee, and keeps the user's id and real name with the login.
 */
export default defineResource({
  module: 'hpfm',
  name: 'employee-user',
  path: 'employee-users',
  table: 'hpfm_employee_user',
  idField: 'employeeUserId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Users', '用户'),
  entity: text('bound user', '关联用户'),
  nameField: 'loginName',
  defaultSort: { field: 'loginName', order: 'asc' },
  parent: { resource: 'hpfm/employee', field: 'employeeId' },
  fields: {
    employeeId: fields.integer(text('Employee', '员工'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    loginName: fields.text(text('Login name', '用户账号'), {
      max: 128,
      required: true,
      unique: true,
      sortable: true,
      column: 220,
      help: text('The login name of a user of this tenant', '本租户用户的登录账号'),
    }),
    realName: fields.text(text('User name', '用户姓名'), {
      max: 128,
      readOnly: true,
      column: 200,
    }),
    userId: fields.integer(text('User ID', '用户 ID'), {
      readOnly: true,
      form: false,
      column: false,
    }),
  },
});
