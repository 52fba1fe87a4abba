import { MEMBER_ROLE_FIELDS } from '../../hiam/accounts';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The roles a tenant's account holds in the tenant (lines `roles` of
 * `/hiam/sub-account/detail/:id`): roles of the tenant, from a start date to an end date.
 */
export default defineResource({
  module: 'hiam',
  name: 'sub-account-role',
  service: '/iam/hzero',
  path: 'sub-account-roles',
  table: 'member_roles',
  idField: 'memberRoleId',
  columns: { id: 'id' },
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Roles', '角色'),
  entity: text('role held', '分配的角色'),
  nameField: 'roleId',
  parent: { resource: 'hiam/sub-account', field: 'userId' },
  fields: MEMBER_ROLE_FIELDS,
});
