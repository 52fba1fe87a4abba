import { LOGIN_NAME_PATTERN } from '../../hiam/accounts';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { LANGUAGE_CHOICES } from '../hpfm/languages';

const FIRST_ADMIN = text(
  'Given when the tenant is created: its first administrator is invited by e-mail',
  '创建租户时填写：将通过邮件邀请其首位管理员',
);

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
    adminLoginName: fields.text(text('Administrator login name', '管理员登录名'), {
      max: 60,
      pattern: LOGIN_NAME_PATTERN,
      help: FIRST_ADMIN,
      unique: true,
      immutable: true,
      column: 180,
    }),
    adminRealName: fields.text(text('Administrator name', '管理员姓名'), {
      max: 100,
      immutable: true,
      column: false,
    }),
    adminEmail: fields.text(text('Administrator e-mail', '管理员邮箱'), {
      max: 254,
      format: 'email',
      unique: true,
      immutable: true,
      column: 220,
    }),
    adminLanguage: fields.select(text('Administrator language', '管理员语言'), {
      options: LANGUAGE_CHOICES,
      defaultValue: 'en_US',
      immutable: true,
      column: false,
    }),
  },
  demo: [
    {
      tenantNum: 'DEMO-LAB',
      tenantName: 'Demo Laboratory',
      adminLoginName: 'demo.admin',
      adminRealName: 'Demo Administrator',
      adminEmail: 'admin@demo-lab.example',
      adminLanguage: 'en_US',
    },
  ],
});
