/**
 * The check of a process's BPMN 2.0 XML before it is deployed or run: parsed with
 * bpmn-moddle, it must hold one process with one start event, and only what the workflow runs:
 * start and end events (no event definitions), user tasks naming their assignee in standard
 * BPMN (`humanPerformer` or `potentialOwner` with a formal expression holding a login name of
 * the tenant, or `${starter}`), exclusive and parallel gateways, and sequence flows whose
 * conditions are plain comparisons ({@link CONDITION}). Scripts never pass: a script task, a
 * service task, a condition with a `language` or any other body is refused, so no text written
 * by a user is ever run as code. Refusals are texts with their values, said by the caller.
 */
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { text, type Text } from '../../../../domain/engine/text';

/** A refusal of the check: its text and values. */
export interface BpmnProblem {
  message: Text;
  vars: Readonly<Record<string, string | number>>;
}

/** A user task of a checked process. */
export interface UserTaskNode {
  id: string;
  name: string;
  /** A login name, or {@link STARTER}. */
  assignee: string;
}

/** A process the workflow can run. */
export interface CheckedProcess {
  processId: string;
  userTasks: Readonly<Record<string, UserTaskNode>>;
}

/** The assignee expression naming whoever started the process. */
export const STARTER = '${starter}';

/**
 * The one form of condition accepted: `${name}`, or `${name op literal}` with op one of
 * == != > >= < <= and a number, a quoted text, true, false or null; the name may be written
 * `environment.variables.name` or `variables.name` too. Evaluated by {@link evaluateCondition},
 * never by JavaScript.
 */
export const CONDITION =
  /^\$\{\s*(?:environment\.variables\.|variables\.)?([A-Za-z_][A-Za-z0-9_]{0,59})\s*(?:(==|!=|>=|<=|>|<)\s*(-?\d{1,15}(?:\.\d{1,6})?|'[^'\\]{0,100}'|"[^"\\]{0,100}"|true|false|null)\s*)?\}$/;

const SUPPORTED = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:SequenceFlow',
]);

const M = {
  malformed: text(
    'The XML is no BPMN 2.0 process: %{reason}',
    'XML 不是有效的 BPMN 2.0 流程：%{reason}',
  ),
  processes: text(
    'The XML must hold exactly one process; it holds %{count}',
    'XML 中必须恰好包含一个流程，当前有 %{count} 个',
  ),
  startEvents: text(
    'The process must have exactly one start event; it has %{count}',
    '流程必须恰好有一个开始事件，当前有 %{count} 个',
  ),
  noEnd: text('The process has no end event', '流程没有结束事件'),
  unsupported: text(
    '%{id}: a %{type} cannot run here; use start and end events, user tasks, exclusive and parallel gateways and sequence flows',
    '%{id}：不支持 %{type}，只能使用开始和结束事件、用户任务、排他网关、并行网关和顺序流',
  ),
  script: text(
    '%{id}: scripts are never run on the server; a %{type} is refused',
    '%{id}：服务器从不执行脚本，不允许使用 %{type}',
  ),
  scriptCondition: text(
    '%{id}: the condition is a script (language %{language}); write a comparison such as ${amount > 50000}',
    '%{id}：条件是脚本（语言 %{language}）；请写成比较式，例如 ${amount > 50000}',
  ),
  badCondition: text(
    '%{id}: the condition %{condition} is not of the form ${name}, or ${name > 100} with == != > >= < <= and a number, a quoted text, true, false or null',
    '%{id}：条件 %{condition} 格式不对，只能写 ${name}，或 ${name > 100} 这样的比较（== != > >= < <=，比较对象为数字、带引号的文本、true、false 或 null）',
  ),
  eventDefinition: text(
    '%{id}: events with a timer, message or other definition cannot run here',
    '%{id}：不支持带定时器、消息等定义的事件',
  ),
  extension: text(
    '%{id}: extension elements (listeners, scripts, forms of another engine) are not supported',
    '%{id}：不支持扩展元素（其他引擎的监听器、脚本、表单）',
  ),
  loop: text(
    '%{id}: multi-instance and loop tasks are not supported',
    '%{id}：不支持多实例和循环任务',
  ),
  noAssignee: text(
    '%{id}: a user task names its assignee as humanPerformer or potentialOwner with one login name or ${starter}',
    '%{id}：用户任务须以 humanPerformer 或 potentialOwner 指定一个登录名或 ${starter} 作为处理人',
  ),
  unknownUser: text(
    '%{id}: %{login} is no user of this tenant',
    '%{id}：%{login} 不是本租户的用户',
  ),
  dangling: text(
    '%{id}: the sequence flow must lead from one node of the process to another',
    '%{id}：顺序流必须连接流程中的两个节点',
  ),
  unreachable: text('%{id}: no sequence flow leads to it', '%{id}：没有顺序流指向该节点'),
  deadEnd: text(
    '%{id}: no sequence flow leaves it (only end events end the process)',
    '%{id}：没有流出的顺序流（只有结束事件可以结束流程）',
  ),
} as const;

/** Most problems reported at once. */
const MAX_PROBLEMS = 5;

function problem(message: Text, vars: Record<string, string | number> = {}): BpmnProblem {
  return { message, vars };
}

/** The elements of a list property (bpmn-moddle leaves empty lists out). */
function listOf(element: ModdleElement | undefined, property: string): ModdleElement[] {
  const value = element?.[property];
  return Array.isArray(value) ? (value as ModdleElement[]) : [];
}

/** An element property holding one element. */
function elementOf(
  element: ModdleElement | undefined,
  property: string,
): ModdleElement | undefined {
  const value = element?.[property];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as ModdleElement)
    : undefined;
}

/** The text an expression element holds. */
function bodyOf(expression: ModdleElement | undefined): string {
  return typeof expression?.body === 'string' ? expression.body.trim() : '';
}

/** The type as said to the user, e.g. `scriptTask`. */
function typeName(element: ModdleElement): string {
  const local = element.$type.replace(/^bpmn:/, '');
  return local.charAt(0).toLowerCase() + local.slice(1);
}

/** The assignee a user task names, or undefined. */
function assigneeOf(task: ModdleElement): string | undefined {
  const owners = listOf(task, 'resources').filter(
    (resource) =>
      resource.$type === 'bpmn:HumanPerformer' || resource.$type === 'bpmn:PotentialOwner',
  );
  if (owners.length !== 1) return undefined;
  const assignment = elementOf(owners[0], 'resourceAssignmentExpression');
  const body = bodyOf(elementOf(assignment, 'expression'));
  return /^(\$\{starter\}|[^\s,${}<>]{1,60})$/.test(body) ? body : undefined;
}

/** The problems of one sequence flow's condition. */
function conditionProblems(flow: ModdleElement): BpmnProblem[] {
  const condition = elementOf(flow, 'conditionExpression');
  if (!condition) return [];
  const id = flow.id ?? '?';
  const language = condition.language ?? condition.$attrs?.language;
  if (typeof language === 'string' && language.trim() !== '') {
    return [problem(M.scriptCondition, { id, language: language.slice(0, 30) })];
  }
  const body = bodyOf(condition);
  return CONDITION.test(body)
    ? []
    : [problem(M.badCondition, { id, condition: body.slice(0, 120) || '""' })];
}

/** The problems of one flow element (a node or a sequence flow). */
function elementProblems(
  element: ModdleElement,
  knownUser: (login: string) => boolean,
  userTasks: Record<string, UserTaskNode>,
): BpmnProblem[] {
  const id = element.id ?? '?';
  const type = typeName(element);
  if (element.$type === 'bpmn:ScriptTask' || element.$type === 'bpmn:ServiceTask') {
    return [problem(M.script, { id, type })];
  }
  if (!SUPPORTED.has(element.$type)) return [problem(M.unsupported, { id, type })];
  const found: BpmnProblem[] = [];
  if (listOf(elementOf(element, 'extensionElements'), 'values').length > 0) {
    found.push(problem(M.extension, { id }));
  }
  if (listOf(element, 'eventDefinitions').length > 0)
    found.push(problem(M.eventDefinition, { id }));
  if (elementOf(element, 'loopCharacteristics')) found.push(problem(M.loop, { id }));
  if (element.$type === 'bpmn:SequenceFlow') {
    found.push(...conditionProblems(element));
    if (!elementOf(element, 'sourceRef') || !elementOf(element, 'targetRef')) {
      found.push(problem(M.dangling, { id }));
    }
  }
  if (element.$type === 'bpmn:UserTask') {
    const assignee = assigneeOf(element);
    if (assignee === undefined) found.push(problem(M.noAssignee, { id }));
    else if (assignee !== STARTER && !knownUser(assignee)) {
      found.push(problem(M.unknownUser, { id, login: assignee }));
    }
    userTasks[id] = {
      id,
      name: (element.name ?? '').trim().slice(0, 120) || id,
      assignee: assignee ?? '',
    };
  }
  return found;
}

/** The problems of the process's shape: one start, an end, every node joined up. */
function shapeProblems(elements: readonly ModdleElement[]): BpmnProblem[] {
  const found: BpmnProblem[] = [];
  const starts = elements.filter((element) => element.$type === 'bpmn:StartEvent');
  if (starts.length !== 1) found.push(problem(M.startEvents, { count: starts.length }));
  if (!elements.some((element) => element.$type === 'bpmn:EndEvent')) found.push(problem(M.noEnd));
  const flows = elements.filter((element) => element.$type === 'bpmn:SequenceFlow');
  const targets = new Set(flows.map((flow) => elementOf(flow, 'targetRef')?.id));
  const sources = new Set(flows.map((flow) => elementOf(flow, 'sourceRef')?.id));
  for (const node of elements) {
    if (node.$type === 'bpmn:SequenceFlow' || !SUPPORTED.has(node.$type)) continue;
    const id = node.id ?? '?';
    if (node.$type !== 'bpmn:StartEvent' && !targets.has(node.id)) {
      found.push(problem(M.unreachable, { id }));
    }
    if (node.$type !== 'bpmn:EndEvent' && !sources.has(node.id)) {
      found.push(problem(M.deadEnd, { id }));
    }
  }
  return found;
}

/**
 * Checks a process's XML: the problems that keep it from running (at most a few), or the
 * process with its user tasks. `knownUser` says whether a login name is a user of the tenant.
 */
export async function checkBpmn(
  xml: string,
  knownUser: (login: string) => boolean,
): Promise<{ problems: BpmnProblem[]; process?: CheckedProcess }> {
  let root: ModdleElement;
  try {
    const parsed = await new BpmnModdle().fromXML(xml);
    root = parsed.rootElement;
    const warning = parsed.warnings[0];
    if (warning) {
      return { problems: [problem(M.malformed, { reason: warning.message.slice(0, 200) })] };
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problems: [problem(M.malformed, { reason: (reason ?? '').slice(0, 200) })] };
  }
  if (root.$type !== 'bpmn:Definitions') {
    return { problems: [problem(M.malformed, { reason: root.$type })] };
  }
  const processes = listOf(root, 'rootElements').filter(
    (element) => element.$type === 'bpmn:Process',
  );
  const process = processes[0];
  if (processes.length !== 1 || !process) {
    return { problems: [problem(M.processes, { count: processes.length })] };
  }
  const elements = listOf(process, 'flowElements');
  const userTasks: Record<string, UserTaskNode> = {};
  const problems = [
    ...elements.flatMap((element) => elementProblems(element, knownUser, userTasks)),
    ...shapeProblems(elements),
  ].slice(0, MAX_PROBLEMS);
  if (problems.length > 0) return { problems };
  return { problems: [], process: { processId: process.id ?? '', userTasks } };
}

/** A variable's value a condition compares. */
export type VariableValue = string | number | boolean | null;

/** The value of a literal of {@link CONDITION}. */
function literalOf(literal: string): VariableValue {
  if (literal === 'true') return true;
  if (literal === 'false') return false;
  if (literal === 'null') return null;
  if (literal.startsWith("'") || literal.startsWith('"')) return literal.slice(1, -1);
  return Number(literal);
}

/**
 * Evaluates a condition of {@link CONDITION} on the variables (undefined for any other text):
 * `${name}` is whether the value is truthy; a comparison of numbers compares them, == and !=
 * compare any values as they are, an order of anything but two numbers is false.
 */
export function evaluateCondition(
  condition: string,
  variables: Readonly<Record<string, unknown>>,
): boolean | undefined {
  const match = CONDITION.exec(condition.trim());
  if (!match) return undefined;
  const [, name = '', op, literal] = match;
  const value = Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
  if (op === undefined || literal === undefined) return Boolean(value);
  const other = literalOf(literal);
  if (op === '==') return (value ?? null) === other;
  if (op === '!=') return (value ?? null) !== other;
  if (typeof value !== 'number' || typeof other !== 'number') return false;
  if (op === '>') return value > other;
  if (op === '>=') return value >= other;
  if (op === '<') return value < other;
  return value <= other;
}
