import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The roles a security group is assigned to (lines `roles`). */
export default defineResource({
  module: 'hiam',
  name: 'security-group-role',
  service: '/iam',
  path: 'sec-grp-roles',
  table: 'hiam_sec_grp_roles',
  idField: 'id',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Assigned roles', '分配的角色'),
  entity: text('assigned role', '分配的角色'),
  nameField: 'roleId',
  parent: { resource: 'hiam/security-group', field: 'secGrpId' },
  fields: {
    secGrpId: fields.integer(text('Security group', '安全组'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    roleId: fields.reference(text('Role', '角色'), {
      resource: 'hiam/role',
      display: 'name',
      displayAs: 'roleName',
      required: true,
      unique: true,
      column: 240,
    }),
  },
});
