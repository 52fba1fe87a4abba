/**
 * Agents of a customer-service group: none serves more visitors at a time than the group
 * allows (refused naming the line); the group's count of agents on duty follows each write.
 */
import type { ResourceHooks } from '../../engine/hooks';
import { merged, refuse } from '../hpfm/support/say';
import { groupMaxSessions, refreshAgentCount, T } from './support/groups';

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const agent = merged(values, current);
    const groupMax = groupMaxSessions(context, Number(agent.csGroupId));
    const own = agent.maxSessions;
    if (groupMax !== undefined && typeof own === 'number' && own > groupMax) {
      throw refuse(context, 'maxSessions', T.agentOverGroup, {
        agent: String(agent.nickname),
        agentMax: own,
        groupMax,
      });
    }
  },
  afterWrite: (context, row) => {
    refreshAgentCount(context, Number(row.csGroupId));
  },
  beforeDelete: (context, row) => {
    refreshAgentCount(context, Number(row.csGroupId), Number(row.csGroupUserId));
  },
};

export default hooks;
