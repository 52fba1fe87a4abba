import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The states of a registered service: never published, published, taken offline. */
export const SERVICE_STATUSES = ['NEW', 'PUBLISHED', 'OFFLINE'] as const;

/** A registered service's state. */
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** The states from which a service is published (again). */
export const RELEASABLE: readonly ServiceStatus[] = ['NEW', 'OFFLINE'];

/** The only state from which a service is taken offline. */
export const OFFLINABLE: readonly ServiceStatus[] = ['PUBLISHED'];

/** The protocols a registered service speaks. */
export const SERVICE_TYPES = [
  { value: 'REST', label: text('REST', 'REST') },
  { value: 'SOAP', label: text('SOAP', 'SOAP') },
] as const;

/** How the platform authenticates itself to a registered service. */
export const AUTH_TYPES = [
  { value: 'NONE', label: text('None', '无') },
  { value: 'BASIC', label: text('Basic (user name and password)', 'Basic（用户名和密码）') },
  { value: 'OAUTH2', label: text('OAuth 2.0 client credentials', 'OAuth 2.0 客户端凭证') },
] as const;

/** A service's authentication type. */
export type AuthType = (typeof AUTH_TYPES)[number]['value'];

/** The fields each authentication type needs (the secrets among them write-only). */
export const AUTH_FIELDS: Readonly<Record<AuthType, readonly string[]>> = {
  NONE: [],
  BASIC: ['authUsername', 'authPassword'],
  OAUTH2: ['clientId', 'clientSecret', 'tokenUrl'],
};

/** The write-only secrets of the authentication. */
export const AUTH_SECRETS: readonly string[] = ['authPassword', 'clientSecret'];

/** An address of the service: http or https, a host, an optional port and path. */
export const URL_PATTERN =
  '^https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?(/[^\\s]*)?$';

const URL_HELP = text(
  'http:// or https://, a host, an optional port and path, e.g. https://erp.example.com:8443/api',
  '以 http:// 或 https:// 开头，后接主机、可选的端口和路径，例如 https://erp.example.com:8443/api',
);

/**
 * The demo services published as they are written (by code): demo rows carry only what a user
 * types, so the services' hook publishes these once their interfaces are saved.
 */
export const DEMO_PUBLISHED: readonly string[] = ['ERP_ORDER'];

/**
 * Interface Platform (hitf 接口平台, `/hitf/services`, each service's page
 * `/hitf/services/detail/{interfaceServerId}`; HZERO's `interface-servers`): a tenant registers
 * the external services it calls — code (fixed once created), name, protocol (REST or SOAP, a
 * SOAP service with its XML namespace), address, namespace and how the platform authenticates
 * to it (none, Basic, OAuth 2.0 client credentials; passwords and client secrets are write-only)
 * — with their interfaces as lines (code, name, path, HTTP method). A service is published
 * (`release`, its interfaces ENABLED, the version counted up) and taken offline (`offline`, its
 * interfaces DISABLED); a published service is kept as it is until it is taken offline.
 */
export default defineResource({
  module: 'hitf',
  name: 'service',
  path: 'interface-servers',
  api: {
    update: 'interface-servers',
    lineWrites: { interfaces: { remove: 'interfaces' } },
  },
  table: 'hitf_interface_server',
  idField: 'interfaceServerId',
  tenancy: 'tenant',
  title: text('Interface Platform', '接口平台'),
  entity: text('service', '服务'),
  nameField: 'serverCode',
  defaultSort: { field: 'interfaceServerId', order: 'desc' },
  search: { fields: ['serverCode', 'serverName', 'domainUrl'] },
  lockedWhen: { status: ['PUBLISHED'] },
  route: '/hitf/services',
  detailRoute: '/hitf/services/detail/:interfaceServerId',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hitf.services',
    sort: 30,
    name: text('Interface Platform', '接口平台'),
    quickIndex: text('interface', 'jkpt'),
  },
  lines: [{ key: 'interfaces', resource: 'hitf/interface' }],
  customActions: [
    {
      key: 'release',
      label: text('Publish', '发布'),
      on: 'row',
      api: 'PUT interface-servers/release',
      confirm: text(
        'Publish this service with its interfaces? Once published it cannot be changed until it is taken offline.',
        '发布此服务及其接口？发布后在下线前不能修改。',
      ),
      when: { status: RELEASABLE },
    },
    {
      key: 'offline',
      label: text('Take offline', '下线'),
      on: 'row',
      api: 'PUT interface-servers/offline',
      confirm: text(
        'Take this service offline? Its interfaces stop being served until it is published again.',
        '下线此服务？在重新发布前其接口将停止服务。',
      ),
      when: { status: OFFLINABLE },
    },
  ],
  fields: {
    serverCode: fields.text(text('Service code', '服务代码'), {
      max: 60,
      pattern: '^[A-Z][A-Z0-9_.-]{0,59}$',
      help: text(
        'Up to 60 capital letters, digits, _ . or -, starting with a letter, e.g. ERP_ORDER',
        '最多 60 个大写字母、数字、_ . 或 -，以字母开头，例如 ERP_ORDER',
      ),
      required: true,
      unique: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 170,
    }),
    serverName: fields.text(text('Service name', '服务名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    serviceType: fields.select(text('Service type', '服务类型'), {
      options: SERVICE_TYPES,
      required: true,
      defaultValue: 'REST',
      filter: true,
      column: 100,
    }),
    domainUrl: fields.text(text('Service address', '服务地址'), {
      max: 480,
      pattern: URL_PATTERN,
      help: URL_HELP,
      format: 'url',
      required: true,
      column: 260,
      wide: true,
    }),
    namespace: fields.text(text('Namespace', '服务命名空间'), {
      max: 60,
      pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$',
      help: text(
        'Groups the tenant’s services in their published addresses; left empty, the tenant’s number',
        '在发布地址中对租户的服务分组；留空则为租户编码',
      ),
      filter: true,
      column: 130,
    }),
    soapNamespace: fields.text(text('SOAP namespace', 'SOAP 命名空间'), {
      max: 240,
      help: text(
        'The target namespace of the service’s WSDL, e.g. http://ws.example.com/; required for a SOAP service',
        '服务 WSDL 的目标命名空间，例如 http://ws.example.com/；SOAP 服务必填',
      ),
      column: false,
      wide: true,
    }),
    status: fields.select(text('Status', '状态'), {
      options: [
        { value: 'NEW', label: text('New', '新建') },
        { value: 'PUBLISHED', label: text('Published', '已发布') },
        { value: 'OFFLINE', label: text('Offline', '已下线') },
      ],
      readOnly: true,
      filter: true,
      sortable: true,
      column: 100,
      shownAs: 'badge',
      tones: { NEW: 'processing', PUBLISHED: 'success', OFFLINE: 'error' },
    }),
    releaseVersion: fields.integer(text('Current version', '当前版本'), {
      readOnly: true,
      sortable: true,
      column: 100,
      help: text(
        'Counted up at each publication; 0 until first published',
        '每次发布加一；首次发布前为 0',
      ),
    }),
    releasedDate: fields.datetime(text('Published', '发布时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
    authType: fields.select(text('Authentication', '认证方式'), {
      options: AUTH_TYPES,
      required: true,
      defaultValue: 'NONE',
      filter: true,
      column: 130,
    }),
    authUsername: fields.text(text('User name', '用户名'), {
      max: 120,
      help: text('Basic authentication only', '仅 Basic 认证'),
      column: false,
    }),
    authPassword: fields.text(text('Password', '密码'), {
      max: 240,
      writeOnly: true,
      help: text(
        'Basic authentication only; never shown again, left empty the saved one is kept',
        '仅 Basic 认证；保存后不再显示，留空则保留已保存的密码',
      ),
      column: false,
    }),
    clientId: fields.text(text('Client ID', '客户端 ID'), {
      max: 120,
      help: text('OAuth 2.0 only', '仅 OAuth 2.0'),
      column: false,
    }),
    clientSecret: fields.text(text('Client secret', '客户端密钥'), {
      max: 240,
      writeOnly: true,
      help: text(
        'OAuth 2.0 only; never shown again, left empty the saved one is kept',
        '仅 OAuth 2.0；保存后不再显示，留空则保留已保存的密钥',
      ),
      column: false,
    }),
    tokenUrl: fields.text(text('Token address', '令牌地址'), {
      max: 480,
      pattern: URL_PATTERN,
      help: text(
        'OAuth 2.0 only: where the access token is obtained, e.g. https://auth.example.com/oauth/token',
        '仅 OAuth 2.0：获取访问令牌的地址，例如 https://auth.example.com/oauth/token',
      ),
      format: 'url',
      column: false,
      wide: true,
    }),
    description: fields.longtext(text('Description', '描述'), {
      max: 480,
      column: false,
      wide: true,
    }),
  },
  demo: [
    {
      serverCode: 'TAX_INVOICE',
      serverName: 'Tax bureau e-invoices',
      serviceType: 'SOAP',
      domainUrl: 'https://tax.example.gov.cn/ws/InvoiceService',
      soapNamespace: 'http://ws.tax.example.gov.cn/',
      authType: 'NONE',
      description: 'Being registered: not published yet',
      interfaces: [
        {
          interfaceCode: 'INVOICE_ISSUE',
          interfaceName: 'Issue an e-invoice',
          interfaceUrl: '/issueInvoice',
          requestMethod: 'POST',
        },
      ],
    },
    {
      serverCode: 'ERP_ORDER',
      serverName: 'ERP sales orders',
      serviceType: 'REST',
      domainUrl: 'https://erp.example.com/api',
      authType: 'OAUTH2',
      clientId: 'hzero-platform',
      clientSecret: 'demo-erp-secret',
      tokenUrl: 'https://erp.example.com/oauth/token',
      description: 'Sales orders pushed to and read from the ERP',
      interfaces: [
        {
          interfaceCode: 'ORDER_CREATE',
          interfaceName: 'Create a sales order',
          interfaceUrl: '/orders',
          requestMethod: 'POST',
        },
        {
          interfaceCode: 'ORDER_QUERY',
          interfaceName: 'Read a sales order',
          interfaceUrl: '/orders/{orderNo}',
          requestMethod: 'GET',
        },
        {
          interfaceCode: 'ORDER_CANCEL',
          interfaceName: 'Cancel a sales order',
          interfaceUrl: '/orders/{orderNo}/cancel',
          requestMethod: 'PUT',
        },
      ],
    },
    {
      serverCode: 'WMS_STOCK',
      serverName: 'Warehouse stock',
      serviceType: 'REST',
      domainUrl: 'http://wms.internal:8080/wms',
      authType: 'BASIC',
      authUsername: 'hzero',
      authPassword: 'demo-wms-password',
      interfaces: [
        {
          interfaceCode: 'STOCK_QUERY',
          interfaceName: 'Stock on hand',
          interfaceUrl: '/stock',
          requestMethod: 'GET',
        },
      ],
    },
  ],
});
