import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * OAuth clients (hiam 客户端, platform level): the applications that may ask
 * `/oauth/oauth/authorize` for a token, the grants they may use, how long their tokens last and
 * the addresses the answer may be sent to. The app's own client also answers to the addresses
 * its deployment configures (PUBLIC_URL, REDIRECT_ORIGINS).
 */
export default defineResource({
  module: 'hiam',
  name: 'client',
  service: '/iam',
  path: 'clients',
  table: 'hiam_oauth_clients',
  idField: 'clientId',
  tenancy: 'site',
  title: text('Clients', '客户端'),
  entity: text('client', '客户端'),
  nameField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  actions: ['create', 'edit', 'enable', 'delete', 'export'],
  route: '/hiam/client',
  menu: {
    parent: 'hzero.hiam',
    sort: 10,
    quickIndex: text('client', 'khd'),
    code: 'hzero.hiam.client',
    siteOnly: true,
  },
  fields: {
    name: fields.text(text('Client ID', '客户端 ID'), {
      max: 60,
      pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{1,59}$',
      help: text(
        '2 to 60 letters, digits, _ . or -: the client_id the application sends',
        '2 到 60 个字母、数字、_ . 或 -：应用发送的 client_id',
      ),
      required: true,
      unique: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 180,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, filter: true, column: 220 }),
    implicitGrant: fields.flag(text('Implicit grant', '隐式授权'), {
      defaultValue: 1,
      column: 120,
      help: text(
        'The sign-in page hands the token to the redirect address (response_type=token)',
        '登录页将令牌交给重定向地址（response_type=token）',
      ),
    }),
    passwordGrant: fields.flag(text('Password grant', '密码授权'), {
      defaultValue: 0,
      column: 120,
      help: text(
        'The application sends the login name and password itself (the portal’s sign-in page)',
        '应用自行提交登录名和密码（门户登录页）',
      ),
    }),
    accessTokenValidity: fields.integer(text('Token validity (s)', '访问令牌有效期（秒）'), {
      min: 60,
      max: 2_592_000,
      help: text(
        "Empty: the server's setting (TOKEN_TTL_SECONDS, or the oauth service's configuration)",
        '为空时使用服务器设置（TOKEN_TTL_SECONDS 或 oauth 服务配置）',
      ),
      sortable: true,
      column: 150,
    }),
    redirectUris: fields.longtext(text('Redirect addresses', '重定向地址'), {
      max: 4000,
      wide: true,
      column: 260,
      help: text(
        'One absolute http(s) address per line; a redirect_uri must be one of them, or start with one ending with /',
        '每行一个 http(s) 绝对地址；redirect_uri 必须是其中之一，或以其中以 / 结尾的地址开头',
      ),
    }),
  },
  demo: [
    {
      name: 'lab-dashboard',
      description: 'The laboratory’s wall dashboard',
      implicitGrant: 1,
      passwordGrant: 0,
      accessTokenValidity: 1800,
      redirectUris: 'https://dashboard.lab.example/\nhttps://dashboard.lab.example/callback',
    },
  ],
});
