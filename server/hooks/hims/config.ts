/**
 * Customer-service groups: service hours end after they start; no agent serves more visitors
 * at a time than the group allows (checked once the agents are saved); the count of agents on
 * duty follows every save. `check-hours` says what a visitor arriving at a given day and time
 * sees; `copy` makes a new group like the row, its agents included, disabled until enabled.
 */
import type { ActionResult, HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { merged, refuse, say } from '../hpfm/support/say';
import { agentsOf, checkHours, minutesOf, nameOf, refreshAgentCount, T } from './support/groups';

/** Copies a group under the code and name asked, its agents included, disabled. */
function copyGroup(context: HookContext, row: Row, body: unknown): ActionResult {
  const asked = (body ?? {}) as { groupKey?: unknown; groupName?: unknown };
  const agents = agentsOf(context, Number(row.csGroupId));
  const copy = context.engine.create(context.resource, context.scope, {
    groupKey: asked.groupKey,
    groupName: asked.groupName,
    serviceDays: row.serviceDays,
    serviceStart: row.serviceStart,
    serviceEnd: row.serviceEnd,
    timeZone: row.timeZone,
    maxSessions: row.maxSessions,
    greetingMessage: row.greetingMessage,
    offlineMessage: row.offlineMessage,
    description: row.description,
    enabledFlag: 0,
    agents: agents.map((agent) => ({
      userId: agent.userId,
      nickname: agent.nickname,
      activeFlag: agent.activeFlag,
      maxSessions: agent.maxSessions,
      _status: 'create',
    })),
  });
  return {
    row: context.engine.get(context.resource, context.scope, Number(row.csGroupId)),
    message: say(context, T.copied, {
      group: nameOf(row),
      copy: nameOf(copy),
      agents: agents.length,
    }),
    data: copy,
  };
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const group = merged(values, current);
    const start = String(group.serviceStart);
    if (minutesOf(String(group.serviceEnd)) <= minutesOf(start)) {
      throw refuse(context, 'serviceEnd', T.endBeforeStart, { start });
    }
  },
  afterWrite: (context, row) => {
    const id = Number(row.csGroupId);
    const groupMax = Number(row.maxSessions);
    const over = agentsOf(context, id).find(
      (agent) => agent.maxSessions !== null && agent.maxSessions > groupMax,
    );
    if (over) {
      throw refuse(context, 'maxSessions', T.agentOverGroup, {
        agent: over.nickname,
        agentMax: over.maxSessions ?? 0,
        groupMax,
      });
    }
    // The row answered is this one: it carries the count written.
    row.agentCount = refreshAgentCount(context, id);
  },
  actions: {
    'check-hours': (context, row, body) => {
      if (!row) throw new Error('check-hours is a row action');
      return { message: checkHours(context, row, body) };
    },
    copy: (context, row, body) => {
      if (!row) throw new Error('copy is a row action');
      return copyGroup(context, row, body);
    },
  },
};

export default hooks;
