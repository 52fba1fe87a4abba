import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { text } from '../../engine/text';

/**
 * Security groups (hiam 安全组): bundles of permission codes (and so their menus) a tenant keeps
 * and assigns to roles. A role holds the codes of the enabled groups assigned to it or to its
 * parent roles; the detail page (`detail/:secGrpId/:ownerRoleId`) edits the codes and the roles.
 */
export default defineResource({
  module: 'hiam',
  name: 'security-group',
  service: '/iam',
  path: 'sec-grps',
  table: 'hiam_sec_grps',
  idField: 'secGrpId',
  tenancy: 'tenant',
  title: text('Security Groups', '安全组'),
  entity: text('security group', '安全组'),
  nameField: 'name',
  defaultSort: { field: 'code', order: 'asc' },
  route: '/hiam/security-group',
  detailRoute: '/hiam/security-group/detail/:secGrpId/:ownerRoleId',
  menu: {
    parent: 'hzero.hiam',
    sort: 80,
    quickIndex: text('securitygroup', 'aqz'),
    code: 'hzero.hiam.security-group',
  },
  lines: [
    { key: 'permissions', resource: 'hiam/security-group-permission' },
    { key: 'roles', resource: 'hiam/security-group-role' },
  ],
  fields: {
    code: codeField(text('Group code', '安全组编码'), { unique: true }),
    name: fields.text(text('Group name', '安全组名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 240 }),
    ownerRoleId: fields.reference(text('Kept by role', '所属角色'), {
      resource: 'hiam/role',
      display: 'name',
      displayAs: 'ownerRoleName',
      required: true,
      immutable: true,
      column: 180,
    }),
  },
  demo: [
    {
      _tenants: [1],
      code: 'QC-VIEW',
      name: 'QC read-only',
      description: 'Reads the sample lists',
      ownerRoleId: ref({ code: 'tenant-admin', roleTenantId: 1 }),
      permissions: [{ permissionId: ref({ code: 'hpfm.calendar.list-query' }) }],
    },
  ],
});
