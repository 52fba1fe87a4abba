import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The HTTP methods of an interface (a SOAP service's interfaces are all POST). */
export const REQUEST_METHODS = [
  { value: 'GET', label: text('GET', 'GET') },
  { value: 'POST', label: text('POST', 'POST') },
  { value: 'PUT', label: text('PUT', 'PUT') },
  { value: 'DELETE', label: text('DELETE', 'DELETE') },
  { value: 'PATCH', label: text('PATCH', 'PATCH') },
] as const;

/** The states of an interface: not yet published, served, no longer served. */
export const INTERFACE_STATUSES = ['NEW', 'ENABLED', 'DISABLED'] as const;

/**
 * An interface of a registered service (hitf, HZERO's `interfaces`): its code (unique in the
 * service), name, path under the service's address and HTTP method (POST for a SOAP service);
 * the path and method together unique in the service. Its state follows its service's: NEW
 * until the service is published, ENABLED while it is, DISABLED once it is taken offline.
 * Edited with its service on the service's page.
 */
export default defineResource({
  module: 'hitf',
  name: 'interface',
  path: 'interfaces',
  table: 'hitf_interface',
  idField: 'interfaceId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Interfaces', '接口'),
  entity: text('interface', '接口'),
  nameField: 'interfaceCode',
  defaultSort: { field: 'interfaceId', order: 'asc' },
  parent: { resource: 'hitf/service', field: 'interfaceServerId' },
  fields: {
    interfaceServerId: fields.integer(text('Service', '服务'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    interfaceCode: fields.text(text('Interface code', '接口编码'), {
      max: 60,
      pattern: '^[A-Z][A-Z0-9_.-]{0,59}$',
      help: text(
        'Up to 60 capital letters, digits, _ . or -, starting with a letter, e.g. ORDER_CREATE',
        '最多 60 个大写字母、数字、_ . 或 -，以字母开头，例如 ORDER_CREATE',
      ),
      required: true,
      unique: true,
      column: 170,
    }),
    interfaceName: fields.text(text('Interface name', '接口名称'), {
      max: 120,
      required: true,
      column: 200,
    }),
    interfaceUrl: fields.text(text('Interface path', '接口地址'), {
      max: 240,
      pattern: '^/[A-Za-z0-9._~{}/-]*$',
      help: text(
        'The path under the service’s address: / then letters, digits, . _ ~ - / and {variables}, e.g. /orders/{orderNo}',
        '服务地址下的路径：以 / 开头，后接字母、数字、. _ ~ - / 和 {变量}，例如 /orders/{orderNo}',
      ),
      required: true,
      column: 220,
    }),
    requestMethod: fields.select(text('Request method', '请求方式'), {
      options: REQUEST_METHODS,
      required: true,
      defaultValue: 'POST',
      column: 100,
    }),
    status: fields.select(text('Status', '状态'), {
      options: [
        { value: 'NEW', label: text('New', '新建') },
        { value: 'ENABLED', label: text('Enabled', '已启用') },
        { value: 'DISABLED', label: text('Disabled', '已停用') },
      ],
      readOnly: true,
      column: 100,
      shownAs: 'badge',
      tones: { NEW: 'processing', ENABLED: 'success', DISABLED: 'error' },
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 200 }),
  },
});
