/**
 * Client agents: `tokenSetFlag` follows the write-only access token (set once one is saved;
 * an edit that leaves the token empty keeps it); the demo agents of `DEMO_AGENT_STATES` take
 * their recorded states as they are written. Disabling an online agent records it offline.
 * Row actions: `heartbeat` checks the token given against the saved one and records the agent
 * online, `take-offline` records it offline; the toolbar's `check-heartbeats` records offline
 * the online agents silent for too long.
 */
import { DEMO_AGENT_STATES } from '../../../domain/resources/hagd/agent';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import {
  checkHeartbeats,
  offlineWhenDisabled,
  recordHeartbeat,
  takeOffline,
} from './support/agents';

/** The agent as it is now, with the message of what was done. */
function answer(context: HookContext, row: Row, message: string) {
  return {
    row: context.engine.get(context.resource, context.scope, Number(row.agentId)),
    message,
  };
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    if (typeof values.accessToken === 'string' && values.accessToken !== '') {
      values.tokenSetFlag = 1;
    } else if (!current) {
      values.tokenSetFlag = 0;
    }
    if (current) return;
    values.status = 'NEW';
    values.lastHeartbeatDate = null;
    const demo =
      context.scope.role === null ? DEMO_AGENT_STATES[String(values.agentCode)] : undefined;
    if (demo && values.tokenSetFlag === 1) {
      values.status = demo.status;
      values.lastHeartbeatDate = context.scope.now - demo.minutesAgo * 60_000;
    }
  },
  beforeEnable: (context, row, enabled) => {
    if (!enabled) offlineWhenDisabled(context, row);
  },
  actions: {
    heartbeat: (context, row, body) => {
      if (!row) throw new Error('heartbeat is a row action');
      return answer(context, row, recordHeartbeat(context, row, body));
    },
    'take-offline': (context, row) => {
      if (!row) throw new Error('take-offline is a row action');
      return answer(context, row, takeOffline(context, row));
    },
    'check-heartbeats': (context) => ({ message: checkHeartbeats(context) }),
  },
};

export default hooks;
