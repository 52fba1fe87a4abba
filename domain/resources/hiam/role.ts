import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The levels of a role: platform roles hold every permission; tenant roles what they are granted. */
export const ROLE_LEVELS = [
  { value: 'site', label: text('Platform', '平台级') },
  { value: 'organization', label: text('Tenant', '租户级') },
] as const;

/**
 * Roles (hiam 角色管理), a tree: a role holds what it is granted and what its parent roles hold.
 * A tenant's administrators see and create their tenant's roles; the platform's administrators
 * see every tenant's (a new one is the platform's). A role's menus and permission codes are
 * assigned on `/hiam/role/api/:roleId`, the fields its answers hide or keep read-only on
 * `/hiam/role/field/:roleId/:permissionId`, its members on `/hiam/role/members/:id`.
 */
export default defineResource({
  module: 'hiam',
  name: 'role',
  service: '/iam/hzero',
  path: 'roles',
  table: 'roles',
  idField: 'id',
  tenancy: 'site',
  title: text('Roles', '角色管理'),
  entity: text('role', '角色'),
  nameField: 'name',
  defaultSort: { field: 'code', order: 'asc' },
  actions: ['create', 'edit', 'enable', 'export'],
  route: '/hiam/role',
  tree: { parentField: 'parentRoleId' },
  rowPages: [{ label: text('Permissions', '分配权限'), route: '/hiam/role/api/:id' }],
  menu: {
    parent: 'hzero.hiam',
    sort: 30,
    quickIndex: text('role', 'jsgl'),
    code: 'hzero.hiam.role',
  },
  fields: {
    code: fields.text(text('Role code', '角色编码'), {
      max: 60,
      pattern: '^[a-z0-9][a-z0-9_.-]{1,59}$',
      help: text(
        '2 to 60 lower-case letters, digits, _ . or -, e.g. lab-manager',
        '2 到 60 个小写字母、数字、_ . 或 -，例如 lab-manager',
      ),
      required: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 180,
    }),
    name: fields.text(text('Role name', '角色名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    level: fields.select(text('Level', '层级'), {
      options: ROLE_LEVELS,
      required: true,
      immutable: true,
      defaultValue: 'organization',
      filter: true,
      column: 110,
    }),
    roleTenantId: fields.reference(text('Tenant', '所属租户'), {
      resource: 'hiam/tenant',
      display: 'tenantName',
      displayAs: 'tenantName',
      columnName: 'tenant_id',
      readOnly: true,
      column: 180,
    }),
    parentRoleId: fields.integer(text('Parent role', '上级角色'), {
      min: 1,
      column: false,
      form: false,
    }),
  },
  demo: [{ code: 'lab-viewer', name: 'Laboratory Viewer', level: 'organization' }],
});
