/**
 * Registered services' rules beyond their fields: the authentication each type needs (its
 * secrets sealed, kept when an edit leaves them empty), the SOAP namespace and POST interfaces
 * of a SOAP service, and the publish/offline lifecycle that moves a service and its interfaces
 * together.
 */
import { text } from '../../../../domain/engine/text';
import {
  AUTH_FIELDS,
  AUTH_SECRETS,
  type AuthType,
  type ServiceStatus,
} from '../../../../domain/resources/hitf/service';
import type { SqlValue } from '../../../db/versioned';
import type { HookContext } from '../../../engine/hooks';
import type { Row } from '../../../engine/service';
import { BusinessError } from '../../../http/errors';
import { blank, merged, refuse, say } from '../../hpfm/support/say';

const M = {
  authRequired: text(
    '%{field} is required for %{auth} authentication',
    '%{auth} 认证方式下%{field}不能为空',
  ),
  soapNamespace: text('%{field} is required for a SOAP service', 'SOAP 服务的%{field}不能为空'),
  soapMethods: text(
    'A SOAP service’s interfaces are called with POST: change the method of %{codes} first',
    'SOAP 服务的接口均以 POST 调用：请先修改 %{codes} 的请求方式',
  ),
  noInterfaces: text(
    'Service %{code} has no interfaces: add at least one before publishing it',
    '服务 %{code} 没有接口：请至少添加一个接口后再发布',
  ),
  disabled: text(
    'Service %{code} is disabled: enable it before publishing it',
    '服务 %{code} 已禁用：请先启用再发布',
  ),
  released: text(
    'Service %{code} published as version %{version} with %{count} interfaces',
    '服务 %{code} 已发布为版本 %{version}，共 %{count} 个接口',
  ),
  offline: text(
    'Service %{code} taken offline: its interfaces are no longer served',
    '服务 %{code} 已下线：其接口不再提供服务',
  ),
  stale: text(
    'The service was changed by someone else; reload it and try again',
    '服务已被他人修改，请刷新后重试',
  ),
} as const;

/** The stored (sealed) secrets of a service, by field; none for a new one. */
function storedSecrets(context: HookContext, id: number | undefined): Record<string, unknown> {
  if (id === undefined) return {};
  const row = context.app.db
    .prepare(
      `SELECT auth_password AS authPassword, client_secret AS clientSecret
       FROM hitf_interface_server WHERE interface_server_id = ?`,
    )
    .get(id) as Record<string, unknown> | undefined;
  return row ?? {};
}

/** The tenant's number, the namespace of a service that names none. */
function tenantNum(context: HookContext): string | undefined {
  const row = context.app.db
    .prepare('SELECT tenant_num AS num FROM tenants WHERE id = ?')
    .get(context.scope.tenantId) as { num: string } | undefined;
  return row?.num;
}

/**
 * Checks and completes a service's values: the namespace (the tenant's number when empty); the
 * SOAP namespace (required for SOAP, dropped for REST); the fields its authentication needs (a
 * secret given now or kept from before under the same type), the others cleared.
 */
export function checkService(
  context: HookContext,
  values: Record<string, SqlValue>,
  current: Row | undefined,
): void {
  const service = merged(values, current);
  if (blank(service.namespace)) values.namespace = tenantNum(context) ?? null;
  if (service.serviceType === 'SOAP') {
    if (blank(service.soapNamespace)) throw refuse(context, 'soapNamespace', M.soapNamespace);
  } else {
    values.soapNamespace = null;
  }
  const type = (service.authType ?? 'NONE') as AuthType;
  const needed = AUTH_FIELDS[type];
  const sameType = current !== undefined && current.authType === type;
  const stored = sameType ? storedSecrets(context, Number(current.interfaceServerId)) : {};
  const auth =
    context.resource.fields.authType?.kind === 'select'
      ? context.resource.fields.authType
      : undefined;
  const authName =
    auth?.options?.find((option) => option.value === type)?.label[context.scope.lang] ?? type;
  for (const name of needed) {
    const given = AUTH_SECRETS.includes(name)
      ? (values[name] ?? stored[name] ?? null)
      : service[name];
    if (blank(given)) throw refuse(context, name, M.authRequired, { auth: authName });
  }
  for (const name of Object.values(AUTH_FIELDS).flat()) {
    if (!needed.includes(name)) values[name] = null;
  }
}

/** The codes of a service's interfaces not called with POST. */
function nonPostInterfaces(context: HookContext, serviceId: number): string[] {
  const rows = context.app.db
    .prepare(
      `SELECT interface_code AS code FROM hitf_interface
       WHERE interface_server_id = ? AND request_method <> 'POST' ORDER BY interface_id`,
    )
    .all(serviceId) as { code: string }[];
  return rows.map((row) => row.code);
}

/** Refuses a SOAP service (as saved) with an interface not called with POST. */
export function checkSoapInterfaces(context: HookContext, row: Row): void {
  if (row.serviceType !== 'SOAP') return;
  const codes = nonPostInterfaces(context, Number(row.interfaceServerId));
  if (codes.length === 0) return;
  throw new BusinessError(
    'error.hitf.soap_method',
    say(context, M.soapMethods, {
      codes: codes.join(context.scope.lang === 'zh_CN' ? '、' : ', '),
    }),
    'warn',
  );
}

/** Moves a service from one of `from` to the values of `set` at its current version. */
function move(
  context: HookContext,
  row: Row,
  from: readonly ServiceStatus[],
  set: Readonly<Record<string, string | number | null>>,
): void {
  const columns = Object.keys(set);
  const changed = context.app.db
    .prepare(
      `UPDATE hitf_interface_server
       SET ${columns.map((column) => `${column} = @${column}`).join(', ')},
         last_update_date = @now, object_version_number = object_version_number + 1
       WHERE interface_server_id = @id AND status IN (${from.map((s) => `'${s}'`).join(', ')})
         AND object_version_number = @version`,
    )
    .run({
      ...set,
      now: context.scope.now,
      id: Number(row.interfaceServerId),
      version: Number(row.objectVersionNumber),
    }).changes;
  if (changed !== 1) throw new BusinessError('error.optimistic_lock', say(context, M.stale));
}

/** Sets the state of a service's interfaces now in one of `from` to `to`. */
function moveInterfaces(context: HookContext, serviceId: number, from: string[], to: string): void {
  context.app.db
    .prepare(
      `UPDATE hitf_interface SET status = ?, last_update_date = ?,
         object_version_number = object_version_number + 1
       WHERE interface_server_id = ? AND status IN (${from.map(() => '?').join(', ')})`,
    )
    .run(to, context.scope.now, serviceId, ...from);
}

/**
 * Publishes a new or offline service (`row`): refused while it is disabled or has no
 * interfaces (or, SOAP, one not called with POST); its version counted up, dated now, and its
 * interfaces ENABLED.
 */
export function releaseService(context: HookContext, row: Row): string {
  const code = String(row.serverCode);
  const id = Number(row.interfaceServerId);
  if (Number(row.enabledFlag) !== 1) {
    throw new BusinessError('error.hitf.disabled', say(context, M.disabled, { code }), 'warn');
  }
  const { count } = context.app.db
    .prepare('SELECT COUNT(*) AS count FROM hitf_interface WHERE interface_server_id = ?')
    .get(id) as { count: number };
  if (count === 0) {
    throw new BusinessError(
      'error.hitf.no_interfaces',
      say(context, M.noInterfaces, { code }),
      'warn',
    );
  }
  checkSoapInterfaces(context, row);
  const version = Number(row.releaseVersion ?? 0) + 1;
  move(context, row, ['NEW', 'OFFLINE'], {
    status: 'PUBLISHED',
    release_version: version,
    released_date: context.scope.now,
  });
  moveInterfaces(context, id, ['NEW', 'DISABLED'], 'ENABLED');
  return say(context, M.released, { code, version, count });
}

/** Takes a published service (`row`) offline, its interfaces DISABLED. */
export function offlineService(context: HookContext, row: Row): string {
  move(context, row, ['PUBLISHED'], { status: 'OFFLINE' });
  moveInterfaces(context, Number(row.interfaceServerId), ['ENABLED', 'NEW'], 'DISABLED');
  return say(context, M.offline, { code: String(row.serverCode) });
}
