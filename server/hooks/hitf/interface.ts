/**
 * Interfaces of a registered service: a SOAP service's are called with POST; a path and method
 * are unique in the service; none is written or deleted while the service is published (its
 * save is refused as a whole by `lockedWhen`; this covers the lines' own removal call).
 */
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { BusinessError } from '../../http/errors';
import { merged, refuse, say } from '../hpfm/support/say';

const T = {
  soapPost: text(
    '%{field} of a SOAP service’s interface must be POST, not %{value}',
    'SOAP 服务接口的%{field}必须是 POST，而不是 %{value}',
  ),
  samePath: text(
    '%{method} %{path} is already the interface %{code} of this service',
    '%{method} %{path} 已是此服务的接口 %{code}',
  ),
  published: text(
    'Service %{code} is published: take it offline before changing its interfaces',
    '服务 %{code} 已发布：请先下线再修改其接口',
  ),
} as const;

/** The service of an interface, as stored. */
function serviceOf(context: HookContext, serviceId: number) {
  return context.app.db
    .prepare(
      `SELECT server_code AS code, service_type AS type, status
       FROM hitf_interface_server WHERE interface_server_id = ? AND tenant_id = ?`,
    )
    .get(serviceId, context.scope.tenantId) as
    { code: string; type: string; status: string } | undefined;
}

/** Refuses a change of an interface of a published service. */
function notPublished(context: HookContext, serviceId: number): void {
  const service = serviceOf(context, serviceId);
  if (service?.status !== 'PUBLISHED') return;
  throw new BusinessError(
    'error.locked',
    say(context, T.published, { code: service.code }),
    'warn',
  );
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const line = merged(values, current);
    const serviceId = Number(line.interfaceServerId);
    notPublished(context, serviceId);
    const service = serviceOf(context, serviceId);
    if (service?.type === 'SOAP' && line.requestMethod !== 'POST') {
      throw refuse(context, 'requestMethod', T.soapPost, { value: String(line.requestMethod) });
    }
    const clash = context.app.db
      .prepare(
        `SELECT interface_code AS code FROM hitf_interface
         WHERE interface_server_id = ? AND request_method = ? AND interface_url = ?
           AND interface_id <> ?`,
      )
      .get(
        serviceId,
        String(line.requestMethod),
        String(line.interfaceUrl),
        current ? Number(current.interfaceId) : -1,
      ) as { code: string } | undefined;
    if (clash) {
      throw refuse(context, 'interfaceUrl', T.samePath, {
        method: String(line.requestMethod),
        path: String(line.interfaceUrl),
        code: clash.code,
      });
    }
  },
  beforeDelete: (context, row) => notPublished(context, Number(row.interfaceServerId)),
};

export default hooks;
