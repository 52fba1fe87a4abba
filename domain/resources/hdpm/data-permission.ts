import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** What a row says about a dimension: a rule limits a role to a value, or no rule limits it. */
export const DATA_PERMISSION_STATUSES = [
  { value: 'RESTRICTED', label: text('Limited', '受限') },
  { value: 'OPEN', label: text('Not limited', '未限制') },
] as const;

/** The route of a security group's detail page, where its data permissions are edited. */
const GROUP_DETAIL = '/hiam/security-group/detail/:secGrpId/:ownerRoleId';

/**
 * Data Permissions (hdpm 数据权限, `/hdpm/data-permission`): which rows each role of the tenant
 * reads, as the server really enforces it. HZERO's hdpm front end is not in the stored
 * repository, so the screen is designed from its name and menu; the product already enforces
 * data permissions through the data lines of security groups (`hiam/security-group-data`,
 * server/services/dataPermissions.ts), so this screen keeps no rules of its own (a second,
 * unenforced set would mislead): it is a read-only view (migration 142) over those lines.
 *
 * A `RESTRICTED` row: the role reads only the rows of the API whose dimension (a field that
 * names another list's row or a choice) holds the value, because an enabled security group with
 * that data line is assigned to the role or to a role above it (`viaRoleCode`, `inheritedFlag`).
 * Values of one dimension are alternatives; rules on different dimensions all apply. An `OPEN`
 * row: no enabled group of the tenant assigned to a role has a line on the dimension, so no role
 * is limited by it. Rules are changed on the security group's page, which the group opens.
 * Tenant administrators see the dimensions of the APIs they hold and every rule of their tenant.
 */
export default defineResource({
  module: 'hdpm',
  name: 'data-permission',
  path: 'data-permissions',
  table: 'hdpm_data_permission_list',
  idField: 'dataPermissionId',
  tenancy: 'tenant',
  readOnly: true,
  enabledFlag: false,
  actions: ['export'],
  title: text('Data Permissions', '数据权限'),
  entity: text('data permission', '数据权限'),
  nameField: 'fieldName',
  defaultSort: { field: 'resourceKey', order: 'asc' },
  search: {
    fields: ['resourceKey', 'fieldName', 'roleCode', 'roleName', 'secGrpCode', 'value'],
    label: text('API, field, role, group or value', '接口、字段、角色、安全组或值'),
  },
  route: '/hdpm/data-permission',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hdpm.data-permission',
    sort: 150,
    name: text('Data Permissions', '数据权限'),
    quickIndex: text('datapermission', 'sjqx'),
  },
  fields: {
    status: fields.select(text('Status', '状态'), {
      options: DATA_PERMISSION_STATUSES,
      filter: true,
      sortable: true,
      column: 100,
      shownAs: 'badge',
      tones: { RESTRICTED: 'processing', OPEN: 'default' },
    }),
    permissionId: fields.reference(text('API', '接口'), {
      resource: 'hiam/api',
      display: 'description',
      displayAs: 'apiName',
      filter: 'api',
      column: 180,
    }),
    apiFieldId: fields.reference(text('Dimension', '数据维度'), {
      resource: 'hiam/api-field',
      display: 'name',
      displayAs: 'dimensionName',
      filter: 'api',
      column: 240,
    }),
    resourceKey: fields.text(text('Resource', '资源'), {
      max: 120,
      filter: true,
      sortable: true,
      column: 150,
    }),
    fieldName: fields.text(text('Field', '字段'), {
      max: 60,
      filter: true,
      sortable: true,
      column: 120,
    }),
    permissionCode: fields.text(text('Permission code', '权限编码'), {
      max: 255,
      filter: 'api',
      column: false,
    }),
    roleId: fields.integer(text('Role ID', '角色ID'), { filter: 'api', column: false }),
    roleCode: fields.text(text('Role code', '角色编码'), {
      max: 128,
      filter: true,
      sortable: true,
      column: 140,
    }),
    roleName: fields.text(text('Role', '角色名称'), { max: 128, sortable: true, column: 150 }),
    viaRoleCode: fields.text(text('Assigned to role', '分配给角色'), {
      max: 128,
      help: text(
        'The role the security group is assigned to: this role, or a role above it',
        '安全组所分配的角色：本角色或其上级角色',
      ),
      column: 140,
    }),
    inheritedFlag: fields.flag(text('Inherited', '继承'), { filter: true, column: 80 }),
    secGrpId: fields.reference(text('Security group', '安全组'), {
      resource: 'hiam/security-group',
      display: 'name',
      displayAs: 'secGrpName',
      filter: 'api',
      link: GROUP_DETAIL,
      column: 160,
    }),
    secGrpCode: fields.text(text('Group code', '安全组编码'), {
      max: 30,
      filter: true,
      sortable: true,
      column: 130,
    }),
    ownerRoleId: fields.integer(text('Kept by role', '所属角色'), { column: false }),
    secGrpDataId: fields.reference(text('Allowed value', '允许的值'), {
      resource: 'hiam/security-group-data',
      display: 'valueName',
      displayAs: 'valueName',
      column: 180,
    }),
    value: fields.text(text('Value as given', '输入的值'), {
      max: 120,
      filter: true,
      column: 120,
    }),
    valueKey: fields.text(text('Stored value', '存储值'), {
      max: 60,
      help: text(
        'What the rows are compared with: the row id, or the value of the choice',
        '与数据行比较的值：行的 ID 或选项的值',
      ),
      column: 100,
    }),
  },
});
