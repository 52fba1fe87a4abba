/**
 * The workflow's state in the database: users of a tenant, deployments, instances and their
 * tasks (with automatic delegation), and the steps of an instance (start, a task's approval,
 * rejection, delegation, carbon copies, suspend, resume, end). The engine's run is
 * asynchronous (bpmn-engine); everything it leads to is written in one transaction afterwards,
 * at the instance's version read before, so that two steps at once never both count.
 */
import type { Text } from '../../../../domain/engine/text';
import type { InstanceStatus } from '../../../../domain/resources/hwfp/monitor';
import type { Db } from '../../../db/database';
import type { HookContext } from '../../../engine/hooks';
import { BusinessError, forbidden } from '../../../http/errors';
import { formatDateTime } from '../../../services/format';
import { say } from '../../hpfm/support/say';
import { checkBpmn, STARTER, type BpmnProblem, type CheckedProcess } from './bpmn';
import { M } from './messages';
import { RunError, runStep, type RunOutcome } from './runtime';

/** A user of a tenant, as the workflow names them. */
export interface TenantUser {
  id: number;
  login: string;
  name: string;
}

const USER_SELECT = `SELECT u.id, u.login_name AS login, COALESCE(NULLIF(u.real_name, ''), u.login_name) AS name
  FROM users u WHERE u.status = 'Active'
    AND (u.organization_id = @tenant
      OR EXISTS (SELECT 1 FROM member_roles mr WHERE mr.user_id = u.id AND mr.tenant_id = @tenant))`;

/** The active user of the tenant with this login name (case-blind), if any. */
export function userByLogin(db: Db, tenant: number, login: string): TenantUser | undefined {
  return db
    .prepare(`${USER_SELECT} AND u.login_name = @login COLLATE NOCASE`)
    .get({ tenant, login }) as TenantUser | undefined;
}

/** The active user of the tenant with this id, if any. */
export function userById(db: Db, tenant: number, id: number): TenantUser | undefined {
  return db.prepare(`${USER_SELECT} AND u.id = @id`).get({ tenant, id }) as TenantUser | undefined;
}

/** The caller as a user of their tenant (the system when no one). */
export function caller(context: HookContext): TenantUser {
  const { userId, tenantId } = context.scope;
  const user = userId === null ? undefined : userById(context.app.db, tenantId, userId);
  return user ?? { id: 0, login: 'system', name: 'system' };
}

/** Problems of a check said in the caller's language, one after the other. */
function problemsText(context: HookContext, problems: readonly BpmnProblem[]): string {
  return problems.map((item) => say(context, item.message, item.vars)).join('; ');
}

/** Checks `xml` in the caller's tenant; refuses it (business refusal) naming its problems. */
export async function checkedProcess(context: HookContext, xml: string): Promise<CheckedProcess> {
  const { db } = context.app;
  const tenant = context.scope.tenantId;
  const { problems, process } = await checkBpmn(
    xml,
    (login) => userByLogin(db, tenant, login) !== undefined,
  );
  if (!process) {
    throw new BusinessError(
      'error.hwfp.bpmn_invalid',
      say(context, M.invalid, { problems: problemsText(context, problems) }),
      'warn',
    );
  }
  return process;
}

/** A stored instance, as the steps read it. */
export interface InstanceRow {
  instance_id: number;
  tenant_id: number;
  process_name: string;
  business_key: string;
  variables: string;
  start_user_id: number | null;
  start_user_name: string;
  status: InstanceStatus;
  bpmn_xml: string;
  engine_state: string | null;
  object_version_number: number;
}

/** The instance of the tenant with this id, if any. */
export function instanceOf(db: Db, tenant: number, id: number): InstanceRow | undefined {
  return db
    .prepare('SELECT * FROM hwfp_process_instance WHERE instance_id = ? AND tenant_id = ?')
    .get(id, tenant) as InstanceRow | undefined;
}

/** A stored task, as the steps read it. */
export interface TaskRow {
  task_id: number;
  tenant_id: number;
  assignee_user_id: number;
  assignee_name: string | null;
  instance_id: number | null;
  element_id: string | null;
  task_name: string;
  status: 'PENDING' | 'DONE';
}

/** The task of the tenant with this id, if any. */
export function taskOf(db: Db, tenant: number, id: number): TaskRow | undefined {
  return db
    .prepare('SELECT * FROM workflow_tasks WHERE task_id = ? AND tenant_id = ?')
    .get(id, tenant) as TaskRow | undefined;
}

/** Today (`YYYY-MM-DD`) in a user's time zone. */
export function todayOf(db: Db, userId: number, now: number): string {
  const row = db.prepare('SELECT time_zone FROM users WHERE id = ?').get(userId) as
    { time_zone: string | null } | undefined;
  return formatDateTime(now, row?.time_zone ?? 'GMT+8').slice(0, 10);
}

/** The delegate of a user's rule in force today, if any (a user of the tenant still). */
function autoDelegate(db: Db, tenant: number, userId: number, now: number): TenantUser | undefined {
  const today = todayOf(db, userId, now);
  const rule = db
    .prepare(
      `SELECT delegate_user_id AS id FROM hwfp_delegate
       WHERE tenant_id = ? AND user_id = ? AND enabled_flag = 1 AND start_date <= ? AND end_date >= ?
       ORDER BY start_date, delegate_id LIMIT 1`,
    )
    .get(tenant, userId, today, today) as { id: number } | undefined;
  return rule && rule.id !== userId ? userById(db, tenant, rule.id) : undefined;
}

/** What a new task is. */
export interface NewTask {
  instance: Pick<
    InstanceRow,
    | 'instance_id'
    | 'tenant_id'
    | 'process_name'
    | 'business_key'
    | 'start_user_id'
    | 'start_user_name'
  >;
  elementId: string;
  elementName: string;
  user: TenantUser;
  now: number;
  /** How it came to the user: from another's delegation. */
  delegatedFrom?: TenantUser;
}

/**
 * Writes a pending task for a user, or for their delegate when a rule of theirs is in force
 * today (recorded as AutoDelegate on their behalf); answers who has it.
 */
export function createTask(db: Db, task: NewTask): TenantUser {
  const { instance, now } = task;
  const auto = task.delegatedFrom
    ? undefined
    : autoDelegate(db, instance.tenant_id, task.user.id, now);
  const assignee = auto ?? task.user;
  const original = auto ? task.user : task.delegatedFrom;
  const name = `${task.elementName} ${instance.business_key}`.trim().slice(0, 200);
  db.prepare(
    `INSERT INTO workflow_tasks (tenant_id, assignee_user_id, process_instance_id, process_name,
       task_name, start_user, status, create_time, creation_date, last_update_date, instance_id,
       element_id, business_key, start_user_id, assignee_name, delegate_type, original_user_id,
       original_user_name)
     VALUES (@tenant, @assignee, @processInstanceId, @processName, @name, @startUser, 'PENDING',
       @now, @now, @now, @instance, @element, @key, @startUserId, @assigneeName, @type,
       @originalId, @originalName)`,
  ).run({
    tenant: instance.tenant_id,
    assignee: assignee.id,
    processInstanceId: String(instance.instance_id),
    processName: instance.process_name,
    name,
    startUser: instance.start_user_name,
    now,
    instance: instance.instance_id,
    element: task.elementId,
    key: instance.business_key,
    startUserId: instance.start_user_id,
    assigneeName: assignee.name,
    type: auto ? 'AutoDelegate' : task.delegatedFrom ? 'Delegate' : null,
    originalId: original?.id ?? null,
    originalName: original?.name ?? null,
  });
  return assignee;
}

/** The user a user task's assignee names: a login of the tenant, or the starter. */
function assigneeUser(
  db: Db,
  process: CheckedProcess,
  instance: Pick<InstanceRow, 'tenant_id' | 'start_user_id'>,
  elementId: string,
): TenantUser | undefined {
  const login = process.userTasks[elementId]?.assignee ?? '';
  if (login === STARTER) {
    return instance.start_user_id === null
      ? undefined
      : userById(db, instance.tenant_id, instance.start_user_id);
  }
  return userByLogin(db, instance.tenant_id, login);
}

/**
 * Writes the instance's place after a run: a task for each user task newly waited at, the
 * state, the nodes and people it waits for, COMPLETED when it waits at nothing. Runs inside
 * the step's transaction; refuses (rolling it back) a task with no user to go to.
 */
function recordRun(
  context: HookContext,
  instance: InstanceRow,
  process: CheckedProcess,
  outcome: RunOutcome,
  now: number,
): void {
  const { db } = context.app;
  const pending = new Set(
    (
      db
        .prepare(
          "SELECT element_id AS id FROM workflow_tasks WHERE instance_id = ? AND status = 'PENDING'",
        )
        .all(instance.instance_id) as { id: string }[]
    ).map((row) => row.id),
  );
  for (const elementId of outcome.waiting) {
    if (pending.has(elementId)) continue;
    const user = assigneeUser(db, process, instance, elementId);
    const login = process.userTasks[elementId]?.assignee ?? elementId;
    if (!user) {
      throw new BusinessError(
        'error.hwfp.no_assignee',
        say(context, M.cannotRun, { reason: say(context, M.notUser, { login }) }),
        'warn',
      );
    }
    createTask(db, {
      instance,
      elementId,
      elementName: process.userTasks[elementId]?.name ?? elementId,
      user,
      now,
    });
  }
  const completed = outcome.waiting.length === 0;
  db.prepare(
    `UPDATE hwfp_process_instance SET engine_state = @state, current_nodes = @nodes,
       current_tasks = @tasks, status = @status, end_date = @end, last_update_date = @now,
       object_version_number = object_version_number + 1
     WHERE instance_id = @id`,
  ).run({
    state: outcome.state,
    nodes: outcome.waiting.join(',') || null,
    tasks: completed ? null : waitingFor(db, instance.instance_id),
    status: completed ? 'COMPLETED' : instance.status,
    end: completed ? now : null,
    now,
    id: instance.instance_id,
  });
}

/** Who an instance waits for: "task (assignee)" of its pending tasks, comma-separated. */
export function waitingFor(db: Db, instanceId: number): string | null {
  const rows = db
    .prepare(
      `SELECT task_name AS task, assignee_name AS name FROM workflow_tasks
       WHERE instance_id = ? AND status = 'PENDING' ORDER BY task_id`,
    )
    .all(instanceId) as { task: string; name: string | null }[];
  const list = rows.map((row) => `${row.task} (${row.name ?? '?'})`).join(', ');
  return list === '' ? null : list.slice(0, 600);
}

/** Refuses a step on an instance changed since it was read (its version). */
function ensureVersion(context: HookContext, instance: InstanceRow): void {
  const now = instanceOf(context.app.db, instance.tenant_id, instance.instance_id);
  if (now?.object_version_number !== instance.object_version_number) {
    throw new BusinessError('error.optimistic_lock', say(context, M.stale));
  }
}

/** Runs a step with bpmn-engine, a refusal said in the caller's language when it cannot. */
async function run(context: HookContext, xml: string, step: Parameters<typeof runStep>[1]) {
  try {
    return await runStep(xml, step);
  } catch (error) {
    if (!(error instanceof RunError)) throw error;
    throw new BusinessError(
      'error.hwfp.run',
      say(context, M.cannotRun, { reason: error.message.slice(0, 200) }),
      'warn',
    );
  }
}

/** The variables of a start: a flat JSON object of plain values (refused otherwise). */
export function parseVariables(context: HookContext, given: unknown): Record<string, unknown> {
  const refuse = () => new BusinessError('error.hwfp.variables', say(context, M.variables), 'warn');
  if (given === undefined || given === null || (typeof given === 'string' && given.trim() === '')) {
    return {};
  }
  let value: unknown;
  try {
    value = typeof given === 'string' ? JSON.parse(given) : given;
  } catch {
    throw refuse();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw refuse();
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 50) throw refuse();
  for (const [name, item] of entries) {
    const plain =
      item === null ||
      typeof item === 'boolean' ||
      (typeof item === 'number' && Number.isFinite(item)) ||
      (typeof item === 'string' && item.length <= 200);
    if (!plain || !/^[A-Za-z_][A-Za-z0-9_]{0,59}$/.test(name)) throw refuse();
  }
  return Object.fromEntries(entries);
}

/** The latest deployment of a definition. */
interface DeploymentRow {
  deployment_id: number;
  process_version: number;
  bpmn_xml: string;
}

/** What a start is given. */
export interface StartRequest {
  defineId: number;
  processCode: string;
  processName: string;
  businessKey: string;
  description: string | null;
  variables: Record<string, unknown>;
}

/** Starts an instance of the latest deployed version; answers its id and what was said. */
export async function startInstance(
  context: HookContext,
  request: StartRequest,
): Promise<{ instanceId: number; message: string }> {
  const { db } = context.app;
  const deployment = db
    .prepare(
      `SELECT deployment_id, process_version, bpmn_xml FROM hwfp_deployment
       WHERE define_id = ? ORDER BY process_version DESC LIMIT 1`,
    )
    .get(request.defineId) as DeploymentRow | undefined;
  if (!deployment) {
    throw new BusinessError(
      'error.hwfp.not_deployed',
      say(context, M.notDeployed, { code: request.processCode }),
      'warn',
    );
  }
  // Checked again as it is run: only a process that passes the check ever reaches the engine.
  const process = await checkedProcess(context, deployment.bpmn_xml);
  const outcome = await run(context, deployment.bpmn_xml, {
    state: null,
    variables: request.variables,
    replay: [],
  });
  const starter = caller(context);
  const now = context.scope.now;
  return db.transaction(() => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO hwfp_process_instance (tenant_id, define_id, deployment_id, process_code,
             process_name, process_version, business_key, description, variables, start_user_id,
             start_user_name, start_date, status, bpmn_xml, creation_date, last_update_date)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'RUNNING', ?, ?, ?)`,
        )
        .run(
          context.scope.tenantId,
          request.defineId,
          deployment.deployment_id,
          request.processCode,
          request.processName,
          deployment.process_version,
          request.businessKey,
          request.description,
          JSON.stringify(request.variables),
          starter.id === 0 ? null : starter.id,
          starter.name,
          now,
          deployment.bpmn_xml,
          now,
          now,
        ).lastInsertRowid,
    );
    const instance = instanceOf(db, context.scope.tenantId, id);
    if (!instance) throw new Error('the instance just written is gone');
    recordRun(context, instance, process, outcome, now);
    const tasks = waitingFor(db, id);
    const message = tasks
      ? say(context, M.started, { key: request.businessKey, tasks })
      : say(context, M.startedDone, { key: request.businessKey });
    return { instanceId: id, message };
  })();
}

/** The instance of a task that may be acted on by the caller now (refused otherwise). */
export function actionable(context: HookContext, task: TaskRow): InstanceRow {
  const { db } = context.app;
  if (task.status !== 'PENDING')
    throw new BusinessError('error.hwfp.task_done', say(context, M.done), 'warn');
  if (task.assignee_user_id !== context.scope.userId) {
    throw forbidden(say(context, M.notAssignee, { name: task.assignee_name ?? '?' }));
  }
  const instance =
    task.instance_id === null ? undefined : instanceOf(db, task.tenant_id, task.instance_id);
  if (!instance)
    throw new BusinessError('error.hwfp.over', say(context, M.over, { key: '?' }), 'warn');
  const key = instance.business_key;
  if (instance.status === 'SUSPENDED') {
    throw new BusinessError('error.hwfp.suspended', say(context, M.suspended, { key }), 'warn');
  }
  if (instance.status !== 'RUNNING') {
    throw new BusinessError('error.hwfp.over', say(context, M.over, { key }), 'warn');
  }
  return instance;
}

/** Closes a pending task with what was done. */
function closeTask(
  db: Db,
  taskId: number,
  action: string,
  comment: string | null,
  userId: number | null,
  now: number,
): void {
  db.prepare(
    `UPDATE workflow_tasks SET status = 'DONE', action = ?, comment = ?, done_user_id = ?,
       done_date = ?, last_update_date = ?, object_version_number = object_version_number + 1
     WHERE task_id = ? AND status = 'PENDING'`,
  ).run(action, comment, userId, now, now, taskId);
}

/** The user tasks done so far, in order (a demo instance's run is rebuilt from them). */
function doneElements(db: Db, instanceId: number): string[] {
  return (
    db
      .prepare(
        `SELECT element_id AS id FROM workflow_tasks WHERE instance_id = ? AND action = 'APPROVED'
         ORDER BY done_date, task_id`,
      )
      .all(instanceId) as { id: string }[]
  ).map((row) => row.id);
}

/** Approves a task: the process goes on to its next waits (or completes). */
export async function approve(
  context: HookContext,
  task: TaskRow,
  comment: string | null,
): Promise<string> {
  const { db } = context.app;
  const instance = actionable(context, task);
  const process = await checkedProcess(context, instance.bpmn_xml);
  const outcome = await run(context, instance.bpmn_xml, {
    state: instance.engine_state,
    variables: JSON.parse(instance.variables) as Record<string, unknown>,
    replay: instance.engine_state ? [] : doneElements(db, instance.instance_id),
    signal: task.element_id ?? '',
  });
  const now = context.scope.now;
  return db.transaction(() => {
    ensureVersion(context, instance);
    closeTask(db, task.task_id, 'APPROVED', comment, context.scope.userId, now);
    recordRun(context, instance, process, outcome, now);
    const tasks = waitingFor(db, instance.instance_id);
    const next = tasks ? say(context, M.nextWaiting, { tasks }) : say(context, M.nextDone);
    return say(context, M.approved, { next });
  })();
}

/** Ends an instance (rejected, or ended by the monitor): its pending tasks are cancelled. */
function finish(
  db: Db,
  instance: InstanceRow,
  status: InstanceStatus,
  reason: string | null,
  now: number,
): void {
  db.prepare(
    `UPDATE workflow_tasks SET status = 'DONE', action = 'CANCELLED', done_date = @now,
       last_update_date = @now, object_version_number = object_version_number + 1
     WHERE instance_id = @id AND status = 'PENDING'`,
  ).run({ now, id: instance.instance_id });
  db.prepare(
    `UPDATE hwfp_process_instance SET status = @status, end_date = @now, end_reason = @reason,
       current_nodes = NULL, current_tasks = NULL, last_update_date = @now,
       object_version_number = object_version_number + 1
     WHERE instance_id = @id`,
  ).run({ status, now, reason, id: instance.instance_id });
}

/** Rejects a task: the process ends as rejected, the comment its reason. */
export function reject(context: HookContext, task: TaskRow, comment: string): string {
  const { db } = context.app;
  const instance = actionable(context, task);
  const now = context.scope.now;
  closeTask(db, task.task_id, 'REJECTED', comment, context.scope.userId, now);
  finish(db, instance, 'REJECTED', comment.slice(0, 240), now);
  return say(context, M.rejected, { key: instance.business_key });
}

/** Delegates a task to exactly one other user of the tenant: it moves to them. */
export function delegate(
  context: HookContext,
  task: TaskRow,
  to: number,
  comment: string | null,
): string {
  const { db } = context.app;
  const instance = actionable(context, task);
  const target = userById(db, context.scope.tenantId, to);
  if (!target)
    throw new BusinessError(
      'error.hwfp.user',
      say(context, M.notUser, { login: `#${String(to)}` }),
      'warn',
    );
  if (target.id === task.assignee_user_id) {
    throw new BusinessError('error.hwfp.self', say(context, M.notSelf), 'warn');
  }
  const now = context.scope.now;
  closeTask(db, task.task_id, 'DELEGATED', comment, context.scope.userId, now);
  createTask(db, {
    instance,
    elementId: task.element_id ?? '',
    elementName: task.task_name.endsWith(` ${instance.business_key}`)
      ? task.task_name.slice(0, -instance.business_key.length - 1)
      : task.task_name,
    user: target,
    now,
    delegatedFrom: caller(context),
  });
  db.prepare(
    'UPDATE hwfp_process_instance SET current_tasks = ?, last_update_date = ?, object_version_number = object_version_number + 1 WHERE instance_id = ?',
  ).run(waitingFor(db, instance.instance_id), now, instance.instance_id);
  return say(context, M.delegated, { name: target.name });
}

/** Sends a carbon copy of a task to several users of the tenant, each with a read flag. */
export function carbonCopy(
  context: HookContext,
  task: TaskRow,
  logins: string,
  comment: string | null,
  max: number,
): string {
  const { db } = context.app;
  const instance = actionable(context, task);
  const names = [...new Set(logins.split(',').map((login) => login.trim().toLowerCase()))].filter(
    Boolean,
  );
  if (names.length > max)
    throw new BusinessError('error.hwfp.too_many', say(context, M.tooMany, { max }), 'warn');
  const users = names.map((login) => {
    const user = userByLogin(db, context.scope.tenantId, login);
    if (!user)
      throw new BusinessError(
        'error.hwfp.user',
        say(context, M.notUser, { login: login.slice(0, 60) }),
        'warn',
      );
    return user;
  });
  const from = caller(context);
  const now = context.scope.now;
  const insert = db.prepare(
    `INSERT INTO hwfp_carbon_copy (tenant_id, instance_id, task_id, task_name, process_name,
       business_key, from_user_id, from_user_name, to_user_id, comment, send_date, creation_date,
       last_update_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const user of users) {
    insert.run(
      context.scope.tenantId,
      instance.instance_id,
      task.task_id,
      task.task_name,
      instance.process_name,
      instance.business_key,
      from.id === 0 ? null : from.id,
      from.name,
      user.id,
      comment,
      now,
      now,
      now,
    );
  }
  return say(context, M.copied, { names: users.map((user) => user.name).join(', ') });
}

/** Suspends, resumes or ends an instance from the monitor; answers what was said. */
export function control(
  context: HookContext,
  instance: InstanceRow,
  what: 'suspend' | 'resume' | 'end',
  reason: string | null,
): string {
  const { db } = context.app;
  const now = context.scope.now;
  const key = instance.business_key;
  if (what === 'end') {
    finish(db, instance, 'ENDED', reason, now);
    return say(context, M.ended, { key });
  }
  db.prepare(
    `UPDATE hwfp_process_instance SET status = ?, last_update_date = ?,
       object_version_number = object_version_number + 1 WHERE instance_id = ?`,
  ).run(what === 'suspend' ? 'SUSPENDED' : 'RUNNING', now, instance.instance_id);
  const message: Text = what === 'suspend' ? M.suspendedNow : M.resumed;
  return say(context, message, { key });
}
