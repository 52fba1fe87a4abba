/**
 * Extraction rules of an NLP template: a regular expression rule has an expression (checked
 * here: it compiles, and has none of the shapes that backtrack without end) and no keywords, a
 * keyword rule a keyword list (entries and terms bounded) and no expression, a predefined
 * element neither. Refusals name the field, in the caller's language (the engine prefixes the
 * line).
 */
import { text } from '../../../domain/engine/text';
import { ACTUAL_TYPES } from '../../../domain/resources/hnlp/template-data';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { blank, merged, refuse } from '../hpfm/support/say';
import { isProblem, parseKeywords, patternProblem } from './support/extract';

const M = {
  required: text(
    '%{field} is required when the element is %{type}',
    '识别要素为%{type}时必须填写%{field}',
  ),
  none: text(
    '%{field} must be empty when the element is %{type}',
    '识别要素为%{type}时%{field}须为空',
  ),
} as const;

/** The name of a rule's element in the caller's language. */
function typeName(context: HookContext, actualType: unknown): string {
  const option = ACTUAL_TYPES.find((item) => item.value === actualType);
  return option ? option.label[context.scope.lang] : String(actualType);
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const rule = merged(values, current);
    const type = { type: typeName(context, rule.actualType) };
    const wants = {
      pattern: rule.actualType === 'REGEX',
      keywords: rule.actualType === 'KEYWORDS',
    };
    for (const name of ['pattern', 'keywords'] as const) {
      const given = !blank(rule[name]);
      if (wants[name] && !given) throw refuse(context, name, M.required, type);
      if (!wants[name] && given) throw refuse(context, name, M.none, type);
    }
    if (wants.pattern) {
      const problem = patternProblem(String(rule.pattern));
      if (problem) throw refuse(context, 'pattern', problem.message, problem.vars);
    }
    if (wants.keywords) {
      const parsed = parseKeywords(String(rule.keywords));
      if (isProblem(parsed)) throw refuse(context, 'keywords', parsed.message, parsed.vars);
    }
  },
};

export default hooks;
