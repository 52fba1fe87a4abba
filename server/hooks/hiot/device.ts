/**
 * IoT devices: a device's gateway is a gateway of the tenant (a gateway has none); a device of
 * the own platform signs in by JWT (with a device secret) or by user name and password, those
 * of the other platforms are authenticated there; a registered device keeps its platform,
 * sign-in and gateway, and is unregistered before it is disabled or deleted. `register`,
 * `unregister` and `report-status` carry out the rules of `support/devices.ts`; the demo devices
 * of `DEMO_REGISTERED` are registered as they are written.
 */
import { DEMO_REGISTERED } from '../../../domain/resources/hiot/device';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { blank, labelOf, merged, refuse } from '../hpfm/support/say';
import {
  recordReport,
  refusal,
  registerThing,
  storedThing,
  T,
  unregisterThing,
} from './support/devices';

/** What a registered device keeps until it is unregistered. */
const KEPT_WHILE_REGISTERED = ['platform', 'authType', 'gatewayId'] as const;

/** The device as it is now, with the message of what was done. */
function answer(context: HookContext, row: Row, message: string) {
  return {
    row: context.engine.get(context.resource, context.scope, Number(row.thingId)),
    message,
  };
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const thing = merged(values, current);
    if (current?.status === 'REGISTERED') {
      const changed = KEPT_WHILE_REGISTERED.filter(
        (name) =>
          values[name] !== undefined && String(values[name] ?? '') !== String(current[name] ?? ''),
      );
      if (changed.length > 0) {
        const separator = context.scope.lang === 'zh_CN' ? '、' : ', ';
        throw refusal(context, 'registered', T.registeredChange, {
          name: String(current.thingName),
          fields: changed.map((name) => labelOf(context, name)).join(separator),
        });
      }
    }
    if (!blank(thing.gatewayId)) {
      if (thing.category === 'GATEWAY') throw refuse(context, 'gatewayId', T.gatewayOfGateway);
      const gateway = storedThing(context, Number(thing.gatewayId));
      if (gateway?.category !== 'GATEWAY') {
        throw refuse(context, 'gatewayId', T.notGateway, {
          name: gateway?.thingName ?? String(thing.gatewayId),
        });
      }
    }
    if (thing.platform === 'OWN' && blank(thing.authType)) {
      throw refuse(context, 'authType', T.authRequired);
    }
    if (thing.platform !== 'OWN' && !blank(thing.authType)) {
      throw refuse(context, 'authType', T.authOther);
    }
    if (thing.authType === 'JWT' && blank(values.deviceSecret)) {
      const stored = current ? storedThing(context, Number(current.thingId)) : undefined;
      if (!stored?.hasSecret) throw refuse(context, 'deviceSecret', T.secretRequired);
    }
  },
  afterWrite: (context, row, created) => {
    const demo = DEMO_REGISTERED[String(row.thingCode)];
    if (!created || context.scope.role !== null || !demo) return;
    context.app.db
      .prepare(
        `UPDATE hiot_thing SET status = 'REGISTERED', online_status = ?, last_contact_time = ?
         WHERE thing_id = ?`,
      )
      .run(demo.onlineStatus, context.scope.now - demo.minutesAgo * 60_000, Number(row.thingId));
  },
  beforeEnable: (context, row, enabled) => {
    if (!enabled && row.status === 'REGISTERED') {
      throw refusal(context, 'registered', T.registeredDisable, { name: String(row.thingName) });
    }
  },
  beforeDelete: (context, row) => {
    if (row.status === 'REGISTERED') {
      throw refusal(context, 'registered', T.registeredDelete, { name: String(row.thingName) });
    }
  },
  actions: {
    register: (context, row) => {
      if (!row) throw new Error('register is a row action');
      return answer(context, row, registerThing(context, row));
    },
    unregister: (context, row) => {
      if (!row) throw new Error('unregister is a row action');
      return answer(context, row, unregisterThing(context, row));
    },
    'report-status': (context, row, body) => {
      if (!row) throw new Error('report-status is a row action');
      return answer(context, row, recordReport(context, row, body));
    },
  },
};

export default hooks;
