import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Security groups (hiam 安全组): bundles of permission codes (and so their menus), field
 * permissions and data permissions that a tenant keeps and assigns to roles. A role holds what
 * the enabled groups assigned to it or to its parent roles hold; the detail page
 * (`detail/:secGrpId/:ownerRoleId`) edits the codes, the field and data permissions and the
 * roles.
 */
export default defineResource({
  module: 'hiam',
  name: 'security-group',
  service: '/iam',
  path: 'sec-grps',
  // HZERO's security group pages (hiam stores/SecurityGroupDS.js secGrpDS and secGrpDetailDS
  // submit, visitPermissionDS and assignRoleDS read; securityGroupService.js queryData; the
  // field permissions' FieldPermission read). Codes and roles are written apart as the user
  // makes the change, as id lists: securityGroupService.js batchAssignPermissionSets and
  // batchUnassignPermissionSets (POST and DELETE sec-grp-acls/{secGrpId}), SecurityGroupDS.js
  // addRoleDS submit (assign-role) and assignRoleDS destroy (recycle-role).
  api: {
    create: 'sec-grps/create',
    update: 'sec-grps',
    lines: {
      permissions: 'sec-grp-acls/{id}',
      fields: 'sec-grp-acl-fields/{id}',
      data: 'sec-grp-dcls/{id}/authority',
      roles: 'sec-grp-role-assign/{id}/assigned-role',
    },
    lineWrites: {
      permissions: {
        create: 'sec-grp-acls/{id}',
        remove: 'sec-grp-acls/{id}',
        ids: 'permissionId',
      },
      roles: {
        create: 'sec-grp-role-assign/{id}/assign-role',
        remove: 'sec-grp-role-assign/{id}/recycle-role',
        ids: 'roleId',
      },
    },
  },
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
    { key: 'fields', resource: 'hiam/security-group-field' },
    { key: 'data', resource: 'hiam/security-group-data' },
    { key: 'roles', resource: 'hiam/security-group-role' },
  ],
  fields: {
    code: codeField(text('Group code', '安全组编码'), { unique: true }),
    name: fields.tl(text('Group name', '安全组名称'), {
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
  // The demo's data permissions name countries by their code.
  demoAfter: ['hpfm/country'],
  demo: [
    {
      _tenants: [1],
      code: 'QC-VIEW',
      name: 'QC read-only',
      description: 'Reads the sample lists',
      ownerRoleId: ref({ code: 'tenant-admin', roleTenantId: 1 }),
      permissions: [{ permissionId: ref({ code: 'hpfm.calendar.list-query' }) }],
      _tls: { name: { en_US: 'QC read-only', zh_CN: '质检只读' } },
    },
    {
      // Gene Beijing's operators keep the regions of China only, and cannot rename them.
      _tenants: [2],
      code: 'CN-REGIONS',
      name: 'Regions of China',
      description: 'The regions of China only; their names are kept as they are',
      ownerRoleId: ref({ code: 'tenant-admin', roleTenantId: 2 }),
      fields: [
        {
          permissionId: ref({ resourceKey: 'hpfm/region' }),
          apiFieldId: ref({ resourceKey: 'hpfm/region', fieldName: 'regionName' }),
          rule: 'readOnly',
        },
      ],
      data: [
        {
          permissionId: ref({ resourceKey: 'hpfm/region' }),
          apiFieldId: ref({ resourceKey: 'hpfm/region', fieldName: 'countryId' }),
          value: 'CN',
        },
      ],
      roles: [{ roleId: ref({ code: 'operator', roleTenantId: 2 }) }],
      _tls: { name: { en_US: 'Regions of China', zh_CN: '中国行政区划' } },
    },
  ],
});
