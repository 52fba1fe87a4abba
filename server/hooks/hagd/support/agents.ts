/**
 * Agents' recorded states: a heartbeat checked against the agent's sealed access token and
 * recorded (ONLINE, the time, the version it reports), an agent taken offline, and the check
 * that records offline every online agent silent for more than its allowed missed beats. The
 * server connects to no agent: every state here is one it was told or worked out from the
 * times it recorded. Messages are said in the caller's language.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { text } from '../../../../domain/engine/text';
import { MISSED_BEATS, type AgentStatus } from '../../../../domain/resources/hagd/agent';
import type { HookContext } from '../../../engine/hooks';
import { openSecret, secretPurpose } from '../../../engine/secrets';
import type { Row } from '../../../engine/service';
import { BusinessError } from '../../../http/errors';
import { blank, refuse, say } from '../../hpfm/support/say';

const M = {
  disabled: text(
    'Agent %{code} is disabled: its heartbeats are refused until it is enabled again',
    '客户端代理 %{code} 已禁用：重新启用前拒绝其心跳',
  ),
  noToken: text(
    'Agent %{code} has no access token: save one for it before it reports',
    '客户端代理 %{code} 尚未设置访问令牌：请先保存令牌再上报',
  ),
  wrongToken: text(
    '%{field} does not match the token saved for this agent',
    '%{field}与该代理已保存的令牌不一致',
  ),
  online: text('Heartbeat recorded: %{code} is online', '已记录心跳：%{code} 在线'),
  offline: text('%{code} is recorded as offline', '%{code} 已记录为离线'),
  checked: text(
    'Heartbeats checked: %{count} online agent(s) silent for more than %{beats} intervals recorded as offline',
    '心跳检查完成：%{count} 个超过 %{beats} 个间隔未上报的在线代理已记录为离线',
  ),
  stale: text(
    'The agent was changed by someone else; reload it and try again',
    '客户端代理已被他人修改，请刷新后重试',
  ),
} as const;

const TOKEN_PURPOSE = secretPurpose({ module: 'hagd', name: 'agent' }, 'accessToken');

/** The agent's token as saved (its plain text), or undefined when none is saved. */
function savedToken(context: HookContext, agentId: number): string | undefined {
  const stored = context.app.db
    .prepare('SELECT access_token AS sealed FROM hagd_agent WHERE agent_id = ?')
    .get(agentId) as { sealed: string | null } | undefined;
  if (!stored?.sealed) return undefined;
  return openSecret(context.app.rowSecret, TOKEN_PURPOSE, stored.sealed);
}

/** Whether two tokens are the same, compared in constant time. */
function sameToken(given: string, saved: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(saved));
}

/**
 * Writes `set` on the agent at the version it was read in (one more version, this time);
 * refused as stale when someone changed it meanwhile.
 */
function write(
  context: HookContext,
  row: Row,
  set: Readonly<Record<string, string | number | null>>,
): void {
  const columns = Object.keys(set);
  const changed = context.app.db
    .prepare(
      `UPDATE hagd_agent SET ${columns.map((column) => `${column} = @${column}`).join(', ')},
         last_update_date = @now, object_version_number = object_version_number + 1
       WHERE agent_id = @id AND object_version_number = @version`,
    )
    .run({
      ...set,
      now: context.scope.now,
      id: Number(row.agentId),
      version: Number(row.objectVersionNumber),
    }).changes;
  if (changed !== 1) throw new BusinessError('error.optimistic_lock', say(context, M.stale));
}

/**
 * Records a heartbeat of `row`: refused for a disabled agent or one without a saved token
 * (business refusals), and for a token that is not the saved one (naming the field); the agent
 * is then ONLINE, heard now, at the version reported (the recorded one when none is).
 */
export function recordHeartbeat(context: HookContext, row: Row, body: unknown): string {
  const code = String(row.agentCode);
  const given = (body ?? {}) as Record<string, unknown>;
  if (Number(row.enabledFlag) !== 1) {
    throw new BusinessError(
      'error.hagd.agent_disabled',
      say(context, M.disabled, { code }),
      'warn',
    );
  }
  const saved = savedToken(context, Number(row.agentId));
  if (saved === undefined) {
    throw new BusinessError('error.hagd.no_token', say(context, M.noToken, { code }), 'warn');
  }
  const token = typeof given.accessToken === 'string' ? given.accessToken : '';
  if (!sameToken(token, saved)) throw refuse(context, 'accessToken', M.wrongToken);
  const version = blank(given.agentVersion) ? null : String(given.agentVersion);
  write(context, row, {
    status: 'ONLINE' satisfies AgentStatus,
    last_heartbeat_date: context.scope.now,
    ...(version === null ? {} : { agent_version: version }),
  });
  return say(context, M.online, { code });
}

/** Records `row` (online) as offline. */
export function takeOffline(context: HookContext, row: Row): string {
  write(context, row, { status: 'OFFLINE' satisfies AgentStatus });
  return say(context, M.offline, { code: String(row.agentCode) });
}

/**
 * Records offline each enabled online agent of the caller's tenant whose last heartbeat is
 * more than {@link MISSED_BEATS} of its intervals ago (or never came); answers how many.
 */
export function checkHeartbeats(context: HookContext): string {
  const count = context.app.db
    .prepare(
      `UPDATE hagd_agent SET status = 'OFFLINE', last_update_date = @now,
         object_version_number = object_version_number + 1
       WHERE tenant_id = @tenant AND status = 'ONLINE'
         AND (last_heartbeat_date IS NULL
           OR last_heartbeat_date + heartbeat_interval * 1000 * @beats < @now)`,
    )
    .run({ now: context.scope.now, tenant: context.scope.tenantId, beats: MISSED_BEATS }).changes;
  return say(context, M.checked, { count, beats: MISSED_BEATS });
}

/** Records a disabled agent that was online as offline (the enable write adds the version). */
export function offlineWhenDisabled(context: HookContext, row: Row): void {
  if (row.status !== 'ONLINE') return;
  context.app.db
    .prepare(`UPDATE hagd_agent SET status = 'OFFLINE' WHERE agent_id = ?`)
    .run(Number(row.agentId));
}
