import { ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The members of a role (`/hiam/role/members/:id`, from the roles): the tenant's accounts that
 * hold it, each from a start date to an end date, held in the role's tenant.
 */
export default defineResource({
  module: 'hiam',
  name: 'role-member',
  service: '/iam/hzero',
  path: 'member-roles/role-users',
  table: 'member_roles',
  idField: 'memberRoleId',
  columns: { id: 'id' },
  tenancy: 'site',
  enabledFlag: false,
  title: text('Role members', '角色成员'),
  entity: text('member', '成员'),
  nameField: 'userId',
  actions: ['create', 'edit', 'delete', 'export'],
  route: '/hiam/role/members/:id',
  routeFilters: { id: 'roleId' },
  detailOf: 'hiam/role',
  fields: {
    roleId: fields.integer(text('Role', '角色'), { filter: 'api', column: false, form: false }),
    userId: fields.reference(text('Account', '账户'), {
      resource: 'hiam/sub-account',
      display: 'loginName',
      displayAs: 'loginName',
      required: true,
      column: 180,
    }),
    memberName: fields.reference(text('Name', '姓名'), {
      resource: 'hiam/sub-account',
      display: 'realName',
      displayAs: 'realName',
      columnName: 'user_id',
      readOnly: true,
      column: 180,
    }),
    startDateActive: fields.date(text('Start date', '开始日期'), {
      column: 140,
      help: text('Empty: from now on', '留空：立即生效'),
    }),
    endDateActive: fields.date(text('End date', '结束日期'), {
      column: 140,
      help: text('Empty: with no end; the role is held through this day', '留空：长期有效；含当天'),
    }),
    memberTenantId: fields.integer(text('Tenant', '租户'), {
      columnName: 'tenant_id',
      readOnly: true,
      column: false,
      form: false,
    }),
  },
  demo: [{ roleId: 7, userId: ref({ loginName: 'admin' }), startDateActive: '2024-01-01' }],
});
