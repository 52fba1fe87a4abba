import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { text } from '../../engine/text';

/**
 * Tenants (hiam 租户管理, site level): the organizations that use the platform. A disabled
 * tenant's accounts cannot sign in and their sessions end; the platform's own tenant (0)
 * cannot be disabled. Creating a tenant also creates its Tenant Administrator role and invites
 * its first administrator.
 */
export default defineResource({
  module: 'hiam',
  name: 'tenant',
  service: '/iam',
  path: 'tenants',
  table: 'tenants',
  idField: 'tenantId',
  columns: { id: 'id' },
  tenancy: 'site',
  title: text('Tenants', '租户管理'),
  entity: text('tenant', '租户'),
  nameField: 'tenantName',
  defaultSort: { field: 'tenantNum', order: 'asc' },
  actions: ['create', 'edit', 'enable', 'export'],
  route: '/hiam/tenant',
  menu: {
    parent: 'hzero.hiam',
    sort: 50,
    quickIndex: text('tenant', 'zhgl'),
    code: 'hzero.hiam.tenant',
    siteOnly: true,
  },
  fields: {
    tenantNum: fields.text(text('Tenant code', '租户编码'), {
      max: 30,
      pattern: '^[A-Z0-9][A-Z0-9_-]{1,29}$',
      help: text(
        '2 to 30 capital letters, digits, _ or -, e.g. NOVO-LAB',
        '2 到 30 个大写字母、数字、_ 或 -，例如 NOVO-LAB',
      ),
      required: true,
      unique: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 160,
    }),
    tenantName: fields.text(text('Tenant name', '租户名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 240,
    }),
  },
  demo: [{ tenantNum: 'DEMO-LAB', tenantName: 'Demo Laboratory' }],
});
