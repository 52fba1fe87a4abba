import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The permission codes (read only), picked into security groups: a tenant's administrators see
 * the tenant-level codes their own role holds.
 */
export default defineResource({
  module: 'hiam',
  name: 'permission',
  service: '/iam/hzero',
  path: 'permissions',
  table: 'hiam_permission_view',
  idField: 'id',
  tenancy: 'site',
  enabledFlag: false,
  readOnly: true,
  title: text('Permission codes', '权限编码'),
  entity: text('permission code', '权限编码'),
  nameField: 'code',
  defaultSort: { field: 'code', order: 'asc' },
  route: '/hiam/security-group/permissions',
  detailOf: 'hiam/security-group',
  fields: {
    code: fields.text(text('Code', '编码'), {
      max: 255,
      filter: true,
      sortable: true,
      column: 260,
    }),
    description: fields.text(text('Description', '描述'), { max: 255, filter: true, column: 260 }),
    menuCode: fields.text(text('Menu', '菜单'), { max: 255, filter: true, column: 220 }),
    level: fields.select(text('Level', '层级'), {
      options: [
        { value: 'site', label: text('Platform', '平台级') },
        { value: 'organization', label: text('Tenant', '租户级') },
      ],
      filter: true,
      column: 110,
    }),
  },
});
