/**
 * Customer-service groups (hims): their agents as stored, the count of those on duty kept on
 * the group, the rule that no agent serves more visitors at a time than the group allows, and
 * what a visitor arriving at a given day and time sees (`check-hours`).
 */
import { text } from '../../../../domain/engine/text';
import {
  SERVICE_DAYS,
  WEEK_DAYS,
  type ServiceDays,
} from '../../../../domain/resources/hims/config';
import type { HookContext } from '../../../engine/hooks';
import type { Row } from '../../../engine/service';
import { say } from '../../hpfm/support/say';

/** Texts of the groups' rules and actions. */
export const T = {
  endBeforeStart: text(
    '%{field} must be later than the start (%{start})',
    '%{field}必须晚于开始时间（%{start}）',
  ),
  agentOverGroup: text(
    '%{field}: %{agent} serves up to %{agentMax} visitors at a time, more than the group’s %{groupMax}',
    '%{field}：%{agent} 同时接待 %{agentMax} 位访客，超过群组的 %{groupMax} 位',
  ),
  open: text(
    '%{day} %{time} (%{zone}) is within the service hours of %{group}: visitors are greeted with “%{greeting}” and served by %{agents} agent(s) on duty, up to %{capacity} visitors at a time',
    '%{day} %{time}（%{zone}）在 %{group} 的服务时间内：访客收到欢迎语“%{greeting}”，由 %{agents} 位在岗客服接待，最多同时接待 %{capacity} 位访客',
  ),
  noAgent: text(
    '%{day} %{time} (%{zone}) is within the service hours of %{group}, but no agent is on duty: visitors see “%{offline}”',
    '%{day} %{time}（%{zone}）在 %{group} 的服务时间内，但没有在岗客服：访客看到“%{offline}”',
  ),
  closed: text(
    '%{day} %{time} (%{zone}) is outside the service hours of %{group} (%{days}, %{start}–%{end}): visitors see “%{offline}”',
    '%{day} %{time}（%{zone}）不在 %{group} 的服务时间内（%{days}，%{start}–%{end}）：访客看到“%{offline}”',
  ),
  copied: text(
    '%{group} copied as %{copy} with %{agents} agent(s); the copy is disabled until you enable it',
    '%{group} 已复制为 %{copy}，含 %{agents} 位客服；副本在启用前为禁用状态',
  ),
} as const;

/** An agent as stored. */
export interface StoredAgent {
  csGroupUserId: number;
  userId: number;
  loginName: string | null;
  nickname: string;
  activeFlag: number;
  maxSessions: number | null;
}

/** The agents of a group, in the order they were added (without the one `leaving`). */
export function agentsOf(context: HookContext, csGroupId: number, leaving?: number): StoredAgent[] {
  return context.app.db
    .prepare(
      `SELECT a.cs_group_user_id AS csGroupUserId, a.user_id AS userId, u.login_name AS loginName,
         a.nickname, a.active_flag AS activeFlag, a.max_sessions AS maxSessions
       FROM hims_cs_group_user a LEFT JOIN users u ON u.id = a.user_id
       WHERE a.cs_group_id = ? AND a.cs_group_user_id <> ?
       ORDER BY a.cs_group_user_id`,
    )
    .all(csGroupId, leaving ?? -1) as StoredAgent[];
}

/** The visitors a group serves at a time per agent (undefined when there is no such group). */
export function groupMaxSessions(context: HookContext, csGroupId: number): number | undefined {
  const row = context.app.db
    .prepare('SELECT max_sessions AS maxSessions FROM hims_cs_group WHERE cs_group_id = ?')
    .get(csGroupId) as { maxSessions: number } | undefined;
  return row?.maxSessions;
}

/**
 * Writes a group's count of agents on duty (without the agent `leaving`) and answers it. The
 * group's version is left as it is: the count is the server's reading of its agents.
 */
export function refreshAgentCount(
  context: HookContext,
  csGroupId: number,
  leaving?: number,
): number {
  const count = agentsOf(context, csGroupId, leaving).filter(
    (agent) => agent.activeFlag === 1,
  ).length;
  context.app.db
    .prepare('UPDATE hims_cs_group SET agent_count = ? WHERE cs_group_id = ?')
    .run(count, csGroupId);
  return count;
}

/** Minutes since midnight of an `HH:mm` time (24:00 is 1440). */
export function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** The days of the week each choice of service days covers. */
const DAYS_SERVED: Readonly<Record<ServiceDays, readonly string[]>> = {
  MON_FRI: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  MON_SAT: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
  EVERY_DAY: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
};

/** The label of a choice in the caller's language (the value itself when unknown). */
function labelIn(
  context: HookContext,
  choices: readonly { value: string; label: { en_US: string; zh_CN: string } }[],
  value: string,
): string {
  return choices.find((choice) => choice.value === value)?.label[context.scope.lang] ?? value;
}

/** How a group is named in messages: its name and code, `Pre-sales (PRESALES)`. */
export function nameOf(row: Row): string {
  return `${String(row.groupName)} (${String(row.groupKey)})`;
}

/**
 * What a visitor arriving on `visitDay` at `visitTime` (in the group's time zone) sees: the
 * greeting and the agents on duty within the service hours, the offline message outside them
 * or when no agent is on duty. Offered for enabled groups only (no visitor reaches another).
 */
export function checkHours(context: HookContext, row: Row, body: unknown): string {
  const group = nameOf(row);
  const asked = (body ?? {}) as { visitDay?: unknown; visitTime?: unknown };
  const day = String(asked.visitDay);
  const time = String(asked.visitTime);
  const start = String(row.serviceStart);
  const end = String(row.serviceEnd);
  const days = DAYS_SERVED[row.serviceDays as ServiceDays] ?? [];
  const at = minutesOf(time);
  const common = {
    group,
    day: labelIn(context, WEEK_DAYS, day),
    time,
    zone: String(row.timeZone),
    offline: String(row.offlineMessage),
  };
  if (!days.includes(day) || at < minutesOf(start) || at >= minutesOf(end)) {
    return say(context, T.closed, {
      ...common,
      days: labelIn(context, SERVICE_DAYS, String(row.serviceDays)),
      start,
      end,
    });
  }
  const groupMax = Number(row.maxSessions);
  const onDuty = agentsOf(context, Number(row.csGroupId)).filter((agent) => agent.activeFlag === 1);
  if (onDuty.length === 0) return say(context, T.noAgent, common);
  const capacity = onDuty.reduce((sum, agent) => sum + (agent.maxSessions ?? groupMax), 0);
  return say(context, T.open, {
    ...common,
    greeting: String(row.greetingMessage),
    agents: onDuty.length,
    capacity,
  });
}
