/**
 * The run of a process instance with bpmn-engine: from its start event until user tasks wait,
 * and on from there when one of them is done. The engine's state (`getState()`, as JSON) is
 * what the instance keeps; each step recovers it, resumes, signals the user task done, lets
 * the process run to its next waits and gives the new state back. Nothing a user wrote runs as
 * code: the engine gets no script runner (a script is never found, so never run) and an
 * expression handler of its own that evaluates only the conditions of {@link CONDITION}.
 */
import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { CONDITION, evaluateCondition } from './bpmn';

/** Where a run stands after a step. */
export interface RunOutcome {
  /** bpmn-engine's state as JSON. */
  state: string;
  /** The ids of the user tasks it waits at (none once it has ended). */
  waiting: string[];
}

/** A step the engine could not take (a gateway with no way on, a task not waited at). */
export class RunError extends Error {
  override readonly name = 'RunError';
}

/** The variables of an expression's context (`environment.variables`). */
function variablesOf(context: unknown): Record<string, unknown> {
  const environment = (context as { environment?: { variables?: unknown } } | null)?.environment;
  const variables = environment?.variables;
  return variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : {};
}

/** The expressions bpmn-engine evaluates: the conditions of {@link CONDITION}, nothing else. */
const EXPRESSIONS = {
  resolveExpression(templated: string, context: unknown): unknown {
    const result = evaluateCondition(templated, variablesOf(context));
    return result === undefined ? templated : result;
  },
  isExpression: (value: string | undefined): boolean => Boolean(value && CONDITION.test(value)),
  hasExpression: (value: string | undefined): boolean => Boolean(value && CONDITION.test(value)),
};

/**
 * No script runner: no script is ever registered, so none is ever found (bpmn-elements asks for
 * one for every condition and evaluates the expression when there is none).
 */
const NO_SCRIPTS = {
  register: (): undefined => undefined,
  getScript: (): never => undefined as never,
};

const OPTIONS = { name: 'hwfp', expressions: EXPRESSIONS, scripts: NO_SCRIPTS };

/** What a run is asked to do. */
export interface RunStep {
  /** The state kept from the last step; null to start from the start event. */
  state: string | null;
  /** Variables of a start (`state` null). */
  variables: Readonly<Record<string, unknown>>;
  /** User tasks done before (in order), signalled again when starting over (`state` null). */
  replay: readonly string[];
  /** The user task done now, when one is. */
  signal?: string;
}

/**
 * Runs a step of the process `xml` (already checked): starts it (or recovers its state and
 * resumes), signals the user tasks of `replay` and `signal` in order, and answers the state and
 * the user tasks it then waits at. Throws {@link RunError} when the engine cannot go on.
 */
export async function runStep(xml: string, step: RunStep): Promise<RunOutcome> {
  const listener = new EventEmitter();
  let failure: unknown;
  const engine = step.state
    ? new Engine(OPTIONS).recover(JSON.parse(step.state) as object, OPTIONS)
    : new Engine({ ...OPTIONS, source: xml, variables: { ...step.variables } });
  engine.on('error', (error: unknown) => {
    failure = error;
  });
  const execution = step.state
    ? await engine.resume({ listener })
    : await engine.execute({ listener, variables: { ...step.variables } });
  const userTasks = () =>
    execution
      .getPostponed()
      .filter((activity) => activity.type === 'bpmn:UserTask')
      .map((activity) => activity.id);
  const signal = (id: string) => {
    if (!userTasks().includes(id)) throw new RunError(`The process does not wait at ${id}`);
    execution.signal({ id });
  };
  for (const id of step.state ? [] : step.replay) signal(id);
  if (step.signal !== undefined) signal(step.signal);
  if (failure !== undefined) {
    throw new RunError(failure instanceof Error ? failure.message : String(failure));
  }
  const waiting = [...new Set(userTasks())];
  if (waiting.length === 0 && engine.state === 'running') {
    throw new RunError('The process waits at nothing it can be moved on from');
  }
  return { state: JSON.stringify(await engine.getState()), waiting };
}
