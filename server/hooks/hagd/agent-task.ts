/**
 * Agents' tasks: the cron expression is parsed whole (the form checks only its shape), and the
 * parameters, when given, must be a JSON object. Refusals name the field, in the caller's
 * language (the engine prefixes the line).
 */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { blank, merged, refuse } from '../hpfm/support/say';
import { isProblem, parseCron } from '../hsdr/support/cron';

const M = {
  notObject: text(
    '%{field} must be a JSON object, e.g. {"sourceDir": "/data"}',
    '%{field}必须是 JSON 对象，例如 {"sourceDir": "/data"}',
  ),
} as const;

/** Whether `value` is the text of a JSON object. */
function isJsonObject(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const task = merged(values, current);
    if (values.cronExpression !== undefined) {
      const schedule = parseCron(String(task.cronExpression ?? ''), context.scope.timeZone);
      if (isProblem(schedule)) {
        throw refuse(context, 'cronExpression', schedule.message, schedule.vars);
      }
    }
    const params = task.taskParams;
    if (!blank(params) && !isJsonObject(String(params))) {
      throw refuse(context, 'taskParams', M.notObject);
    }
  },
};

export default hooks;
