import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The permission codes of a security group (lines `permissions`). */
export default defineResource({
  module: 'hiam',
  name: 'security-group-permission',
  service: '/iam',
  path: 'sec-grp-permissions',
  table: 'hiam_sec_grp_permissions',
  idField: 'id',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Permission codes', '权限编码'),
  entity: text('permission code', '权限编码'),
  nameField: 'permissionId',
  parent: { resource: 'hiam/security-group', field: 'secGrpId' },
  fields: {
    secGrpId: fields.integer(text('Security group', '安全组'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    permissionId: fields.reference(text('Permission code', '权限编码'), {
      resource: 'hiam/permission',
      display: 'code',
      displayAs: 'permissionCode',
      required: true,
      unique: true,
      column: 280,
    }),
  },
});
