import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The single sign-on protocols a domain's sign-in address speaks. */
export const SSO_TYPES = [
  { value: 'CAS', label: text('CAS', 'CAS') },
  { value: 'SAML', label: text('SAML 2.0', 'SAML 2.0') },
  { value: 'OAUTH2', label: text('OAuth 2.0 / OpenID Connect', 'OAuth 2.0 / OpenID Connect') },
  { value: 'AZURE', label: text('Azure AD', 'Azure AD') },
] as const;

/**
 * SSO domains (hiam 单点登录配置, platform level): an account whose login name or e-mail address
 * ends with `@<domain>` is sent from the sign-in page to the domain's single sign-on address
 * (with its login as `login_hint`) instead of signing in with a password here.
 */
export default defineResource({
  module: 'hiam',
  name: 'domain',
  service: '/iam',
  path: 'domains',
  table: 'hiam_domains',
  idField: 'domainId',
  tenancy: 'site',
  title: text('SSO Domains', '单点登录配置'),
  entity: text('SSO domain', '单点登录域名'),
  nameField: 'domainName',
  defaultSort: { field: 'domainName', order: 'asc' },
  route: '/hiam/domain-config',
  menu: {
    parent: 'hzero.hiam',
    sort: 90,
    quickIndex: text('sso', 'dddlpz'),
    code: 'hzero.hiam.domain-config',
    siteOnly: true,
  },
  fields: {
    domainName: fields.text(text('Domain', '域名'), {
      max: 120,
      pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$',
      help: text(
        'The part after @ of the login names it serves, in lower case, e.g. lab.example',
        '所服务登录名中 @ 之后的部分，小写，例如 lab.example',
      ),
      required: true,
      unique: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    ssoTypeCode: fields.select(text('SSO type', '单点登录类型'), {
      options: SSO_TYPES,
      required: true,
      defaultValue: 'OAUTH2',
      filter: true,
      column: 200,
    }),
    ssoLoginUrl: fields.text(text('Sign-in address', '登录地址'), {
      max: 500,
      format: 'url',
      required: true,
      column: 300,
      help: text(
        'An https address of the identity provider; the sign-in page sends the user there',
        '身份提供方的 https 地址；登录页会将用户跳转至此',
      ),
    }),
    domainTenantId: fields.reference(text('Tenant', '租户'), {
      resource: 'hiam/tenant',
      display: 'tenantName',
      displayAs: 'tenantName',
      column: 180,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 200 }),
  },
  demo: [
    {
      domainName: 'genome-partner.example',
      ssoTypeCode: 'OAUTH2',
      ssoLoginUrl: 'https://sso.genome-partner.example/authorize',
      description: 'A partner laboratory that signs in with its own accounts',
    },
  ],
});
