import { MEMBER_ROLE_FIELDS } from '../../hiam/accounts';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The roles an account holds (lines `roles` of `/hiam/user/detail/:id`): a role of any tenant,
 * held in that role's tenant from its start date to its end date.
 */
export default defineResource({
  module: 'hiam',
  name: 'user-role',
  service: '/iam/hzero',
  path: 'member-roles',
  table: 'member_roles',
  idField: 'memberRoleId',
  columns: { id: 'id' },
  tenancy: 'site',
  enabledFlag: false,
  title: text('Roles', '角色'),
  entity: text('role held', '分配的角色'),
  nameField: 'roleId',
  parent: { resource: 'hiam/user', field: 'userId' },
  fields: {
    ...MEMBER_ROLE_FIELDS,
    memberTenantId: fields.reference(text('Held in tenant', '所属租户'), {
      resource: 'hiam/tenant',
      display: 'tenantName',
      displayAs: 'tenantName',
      columnName: 'tenant_id',
      readOnly: true,
      column: 180,
    }),
  },
});
