import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { SERVICES } from './service';

/**
 * A path pattern: segments, the first written out, any other `*` (any one segment), and a last
 * `**` (any number of segments).
 */
export const ROUTE_PATH_PATTERN = '^/[A-Za-z0-9._~-]+(/([A-Za-z0-9._~-]+|\\*))*(/\\*\\*)?$';

/** What {@link ROUTE_PATH_PATTERN} allows, said to the user. */
export const ROUTE_PATH_HELP = text(
  'A path such as /hpfm/** (everything under /hpfm) or /hpfm/v1/*/countries (* is any one segment)',
  '路径，如 /hpfm/**（/hpfm 下的全部路径）或 /hpfm/v1/*/countries（* 表示任意一段）',
);

/** A comma-separated list of HTTP header names. */
export const HEADER_LIST_PATTERN = '^[A-Za-z0-9-]+( *, *[A-Za-z0-9-]+)*$';

/**
 * Service routes (service governance): which paths go to which service. The governance layer
 * applies them to every API request once refreshed (`refresh`): a request under a disabled
 * route is answered 503, and the route's sensitive headers never reach the service.
 */
export default defineResource({
  module: 'hadm',
  name: 'route',
  path: 'routes',
  table: 'hadm_route',
  idField: 'serviceRouteId',
  tenancy: 'site',
  title: text('Service Routes', '服务路由'),
  entity: text('route', '路由'),
  nameField: 'name',
  defaultSort: { field: 'path', order: 'asc' },
  route: '/hadm/route',
  menu: {
    parent: 'hzero.hadm',
    code: 'hzero.hadm.route',
    sort: 20,
    quickIndex: text('route', 'fwly'),
    siteOnly: true,
  },
  customActions: [
    {
      key: 'refresh',
      label: text('Refresh routes', '刷新路由'),
      on: 'toolbar',
      confirm: text(
        'Apply the routes as they are saved now to every request of the server?',
        '将当前保存的路由立即应用到服务器的所有请求？',
      ),
    },
  ],
  fields: {
    name: codeField(text('Route code', '路由编码')),
    serviceId: fields.reference(text('Service', '服务'), {
      resource: 'hadm/service',
      display: 'serviceCode',
      required: true,
      filter: true,
      column: 120,
    }),
    path: fields.text(text('Path', '路径'), {
      max: 240,
      required: true,
      unique: true,
      pattern: ROUTE_PATH_PATTERN,
      help: ROUTE_PATH_HELP,
      filter: true,
      sortable: true,
      column: 200,
    }),
    url: fields.text(text('Target URL', '目标地址'), {
      max: 480,
      pattern: '^(lb|https?)://[A-Za-z0-9._~:/?#@!$&()*+,;=%-]+$',
      help: text(
        'Where the gateway forwards, e.g. lb://hzero-platform (here the server itself serves the path)',
        '网关转发的地址，例如 lb://hzero-platform（本服务器自身提供该路径）',
      ),
      column: 200,
    }),
    stripPrefix: fields.flag(text('Strip prefix', '去除前缀'), {
      defaultValue: 1,
      column: 100,
      help: text(
        'The service receives the path without the route’s prefix. Here each service is served under its code: a route under it (/hpfm/**) reaches it as it is; a route /platform/** of hpfm forwards /platform/v1/x to /hpfm/v1/x, or to /hpfm/platform/v1/x without stripping',
        '转发给服务时去掉路由前缀。本服务器按服务编码提供各服务：其编码下的路由（/hpfm/**）原样到达；hpfm 的路由 /platform/** 将 /platform/v1/x 转发到 /hpfm/v1/x，不去除前缀时转发到 /hpfm/platform/v1/x',
      ),
    }),
    sensitiveHeaders: fields.text(text('Sensitive headers', '敏感头'), {
      max: 480,
      pattern: HEADER_LIST_PATTERN,
      help: text(
        'Request headers the service never receives, comma-separated, e.g. Cookie, X-Debug',
        '服务收不到的请求头，以逗号分隔，例如 Cookie, X-Debug',
      ),
      column: 180,
      wide: true,
    }),
    extendConfigMap: fields.code(text('Extended configuration', '扩展配置'), {
      language: 'json',
      max: 4000,
      column: false,
      wide: true,
      help: text('A JSON object of further route options', '其他路由参数组成的 JSON 对象'),
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 220, wide: true }),
  },
  demo: SERVICES.map(([code]) => ({
    name: code,
    serviceId: ref({ serviceCode: code }),
    path: `/${code}/**`,
    url: `lb://hzero-${code}`,
    stripPrefix: 1,
  })),
});
