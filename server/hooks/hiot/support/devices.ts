/**
 * IoT devices' rules beyond their fields: a gateway and the devices that connect through it,
 * how a device signs in to its platform, registration, and the connection state last reported
 * (recorded, never measured: the server connects to no device).
 */
import { text, type Text } from '../../../../domain/engine/text';
import { PLATFORMS, type ThingStatus } from '../../../../domain/resources/hiot/device';
import type { HookContext } from '../../../engine/hooks';
import type { Row } from '../../../engine/service';
import { BusinessError } from '../../../http/errors';
import { say } from '../../hpfm/support/say';

/** The texts of the devices' refusals and answers. */
export const T = {
  notGateway: text('%{field}: %{name} is not a gateway', '%{field}：%{name} 不是网关'),
  gatewayOfGateway: text(
    '%{field}: a gateway connects through no other gateway',
    '%{field}：网关不能再通过其他网关接入',
  ),
  authRequired: text(
    '%{field} is required for a device of the own IoT platform',
    '自有物联网平台的设备必须填写%{field}',
  ),
  authOther: text(
    '%{field}: only a device of the own IoT platform has one (the other platforms authenticate their devices)',
    '%{field}：只有自有物联网平台的设备需要填写（其他平台自行认证设备）',
  ),
  secretRequired: text(
    '%{field} is required for JWT authentication',
    'JWT 认证方式必须填写%{field}',
  ),
  registeredChange: text(
    'Device %{name} is registered: unregister it before changing its %{fields}',
    '设备 %{name} 已注册：请先停用注册，再修改%{fields}',
  ),
  registeredDisable: text(
    'Device %{name} is registered: unregister it before disabling it',
    '设备 %{name} 已注册：请先停用注册，再禁用',
  ),
  registeredDelete: text(
    'Device %{name} is registered: unregister it before deleting it',
    '设备 %{name} 已注册：请先停用注册，再删除',
  ),
  noPoints: text(
    'Device %{name} has no data points: add what it reports before registering it',
    '设备 %{name} 没有数据点：请先添加其上报的数据点，再注册',
  ),
  gatewayNotRegistered: text(
    'Device %{name} connects through gateway %{gateway}, which is not registered: register the gateway first',
    '设备 %{name} 通过网关 %{gateway} 接入，该网关尚未注册：请先注册网关',
  ),
  gatewayDisabled: text(
    'Device %{name} connects through gateway %{gateway}, which is disabled',
    '设备 %{name} 通过网关 %{gateway} 接入，该网关已禁用',
  ),
  subDevicesRegistered: text(
    'Gateway %{name} still has %{count} registered device(s) (%{codes}): unregister them first',
    '网关 %{name} 仍有 %{count} 个已注册的设备（%{codes}）：请先停用它们的注册',
  ),
  gatewayOffline: text(
    'Device %{name} reports through gateway %{gateway}, which is recorded offline: record the gateway online first',
    '设备 %{name} 通过网关 %{gateway} 上报，该网关记为离线：请先记录网关在线',
  ),
  registered: text(
    'Device %{name} registered with %{platform}',
    '设备 %{name} 已在%{platform}注册',
  ),
  unregistered: text(
    'Device %{name} unregistered and recorded offline',
    '设备 %{name} 已停用注册，并记为离线',
  ),
  reportedOnline: text('Device %{name} recorded online', '设备 %{name} 已记为在线'),
  reportedOffline: text('Device %{name} recorded offline', '设备 %{name} 已记为离线'),
  reportedOfflineWith: text(
    'Gateway %{name} recorded offline, with the %{count} device(s) that connect through it',
    '网关 %{name} 已记为离线，通过其接入的 %{count} 个设备同时记为离线',
  ),
  stale: text(
    'The device was changed by someone else; reload it and try again',
    '设备已被他人修改，请刷新后重试',
  ),
  pointsFixed: text(
    'Device %{name} is registered: its data points are fixed until it is unregistered',
    '设备 %{name} 已注册：停用注册前不能修改其数据点',
  ),
} as const satisfies Record<string, Text>;

/** A device as stored, in the fields the rules read. */
export interface StoredThing {
  thingId: number;
  thingCode: string;
  thingName: string;
  category: string;
  gatewayId: number | null;
  status: ThingStatus;
  onlineStatus: string;
  enabledFlag: number;
  hasSecret: number;
}

/** A device of the caller's tenant as stored, or undefined. */
export function storedThing(context: HookContext, thingId: number): StoredThing | undefined {
  return context.app.db
    .prepare(
      `SELECT thing_id AS thingId, thing_code AS thingCode, thing_name AS thingName,
              category, gateway_id AS gatewayId, status, online_status AS onlineStatus,
              enabled_flag AS enabledFlag, device_secret IS NOT NULL AS hasSecret
       FROM hiot_thing WHERE thing_id = ? AND tenant_id = ?`,
    )
    .get(thingId, context.scope.tenantId) as StoredThing | undefined;
}

/** A platform's name in the caller's language. */
function platformName(context: HookContext, platform: unknown): string {
  const option = PLATFORMS.find((item) => item.value === platform);
  return option ? option.label[context.scope.lang] : String(platform);
}

/** A refusal of the device's state (200, failed), in the caller's language. */
export function refusal(
  context: HookContext,
  code: string,
  message: Text,
  vars: Readonly<Record<string, string | number>> = {},
): BusinessError {
  return new BusinessError(`error.hiot.${code}`, say(context, message, vars), 'warn');
}

/**
 * Sets a device's columns at its current version (a new version, the change time); refused as
 * stale when someone changed it meanwhile.
 */
function setThing(
  context: HookContext,
  row: Row,
  set: Readonly<Record<string, string | number | null>>,
): void {
  const columns = Object.keys(set);
  const changed = context.app.db
    .prepare(
      `UPDATE hiot_thing SET ${columns.map((column) => `${column} = @${column}`).join(', ')},
         last_update_date = @now, object_version_number = object_version_number + 1
       WHERE thing_id = @id AND tenant_id = @tenant AND object_version_number = @version`,
    )
    .run({
      ...set,
      now: context.scope.now,
      id: Number(row.thingId),
      tenant: context.scope.tenantId,
      version: Number(row.objectVersionNumber),
    }).changes;
  if (changed !== 1) throw refusal(context, 'stale', T.stale);
}

/** Registers an enabled device with its platform: it has data points, and its gateway is registered. */
export function registerThing(context: HookContext, row: Row): string {
  const name = String(row.thingName);
  const { count } = context.app.db
    .prepare('SELECT COUNT(*) AS count FROM hiot_thing_property WHERE thing_id = ?')
    .get(Number(row.thingId)) as { count: number };
  if (count === 0) throw refusal(context, 'no_points', T.noPoints, { name });
  if (row.gatewayId !== null && row.gatewayId !== undefined) {
    const gateway = storedThing(context, Number(row.gatewayId));
    const vars = { name, gateway: gateway?.thingName ?? String(row.gatewayId) };
    if (gateway?.enabledFlag !== 1)
      throw refusal(context, 'gateway_disabled', T.gatewayDisabled, vars);
    if (gateway.status !== 'REGISTERED') {
      throw refusal(context, 'gateway_not_registered', T.gatewayNotRegistered, vars);
    }
  }
  setThing(context, row, { status: 'REGISTERED' });
  return say(context, T.registered, { name, platform: platformName(context, row.platform) });
}

/** Unregisters a device (recorded offline); a gateway once no device through it is registered. */
export function unregisterThing(context: HookContext, row: Row): string {
  const name = String(row.thingName);
  const registered = context.app.db
    .prepare(
      `SELECT thing_code AS code FROM hiot_thing
       WHERE gateway_id = ? AND tenant_id = ? AND status = 'REGISTERED' ORDER BY thing_code`,
    )
    .all(Number(row.thingId), context.scope.tenantId) as { code: string }[];
  if (registered.length > 0) {
    throw refusal(context, 'sub_devices_registered', T.subDevicesRegistered, {
      name,
      count: registered.length,
      codes: registered.map((item) => item.code).join(', '),
    });
  }
  setThing(context, row, { status: 'NON_REGISTERED', online_status: 'OFFLINE' });
  return say(context, T.unregistered, { name });
}

/**
 * Records the connection state reported for a registered device, at the current time. A device
 * reports through its gateway, so it is recorded online only while its gateway is; a gateway
 * recorded offline takes the devices through it offline with it.
 */
export function recordReport(context: HookContext, row: Row, body: unknown): string {
  const state = (body as { reportedStatus?: unknown } | null)?.reportedStatus;
  const online = state === 'ONLINE';
  const name = String(row.thingName);
  if (online && row.gatewayId !== null && row.gatewayId !== undefined) {
    const gateway = storedThing(context, Number(row.gatewayId));
    if (gateway?.onlineStatus !== 'ONLINE') {
      throw refusal(context, 'gateway_offline', T.gatewayOffline, {
        name,
        gateway: gateway?.thingName ?? String(row.gatewayId),
      });
    }
  }
  setThing(context, row, {
    online_status: online ? 'ONLINE' : 'OFFLINE',
    last_contact_time: context.scope.now,
  });
  if (online || row.category !== 'GATEWAY') {
    return say(context, online ? T.reportedOnline : T.reportedOffline, { name });
  }
  const { changes } = context.app.db
    .prepare(
      `UPDATE hiot_thing SET online_status = 'OFFLINE', last_update_date = @now,
         object_version_number = object_version_number + 1
       WHERE gateway_id = @id AND tenant_id = @tenant AND online_status = 'ONLINE'`,
    )
    .run({ now: context.scope.now, id: Number(row.thingId), tenant: context.scope.tenantId });
  return changes > 0
    ? say(context, T.reportedOfflineWith, { name, count: changes })
    : say(context, T.reportedOffline, { name });
}
