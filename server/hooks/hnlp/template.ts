/**
 * NLP templates: `extract` ("Try extraction") runs an enabled template's saved rules on a
 * sample text (its characters to remove taken out first) and answers the values found as
 * HZERO's result records `{tagType, tagValue}`, with a message saying how many. Nothing is
 * stored. A template without rules, or a rule whose expression runs out of time on the text, is
 * refused in the caller's language.
 */
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { say } from '../hpfm/support/say';
import { nlpExtractor } from '../../workers/nlpExtractor';
import { withoutChars, type StoredRule } from './support/extract';

const M = {
  noRules: text(
    'Template %{name} has no extraction rules: add one before trying it',
    '模板 %{name} 没有识别规则：请先添加规则再测试',
  ),
  timeout: text(
    'The rule %{tag} took too long on this text and was stopped: simplify its regular expression',
    '规则 %{tag} 识别此文本耗时过长，已被终止：请简化其正则表达式',
  ),
  badRule: text(
    'The rule %{tag} is no longer accepted: open the template and save the rule again',
    '规则 %{tag} 已不再有效：请打开模板重新保存该规则',
  ),
  found: text(
    'Template %{name}: %{count} value(s) found (%{tags})',
    '模板 %{name}：识别到 %{count} 个值（%{tags}）',
  ),
  nothing: text(
    'Template %{name}: nothing found in this text',
    '模板 %{name}：此文本中未识别到任何值',
  ),
} as const;

/** The rules of a template of the caller's tenant, in their order. */
function rulesOf(context: HookContext, templateId: number): StoredRule[] {
  return context.app.db
    .prepare(
      `SELECT type, actual_type AS actualType, pattern, keywords,
              ignore_case_flag AS ignoreCaseFlag, type_num AS typeNum
       FROM hnlp_template_data WHERE template_id = ? AND tenant_id = ? ORDER BY data_id`,
    )
    .all(templateId, context.scope.tenantId) as StoredRule[];
}

/** Runs the template `row` on the sample text of `body`, off the request thread. */
async function tryExtraction(context: HookContext, row: Row, body: unknown) {
  const name = String(row.templateName ?? row.templateCode);
  const rules = rulesOf(context, Number(row.templateId));
  if (rules.length === 0) {
    throw new BusinessError('error.hnlp.no_rules', say(context, M.noRules, { name }), 'warn');
  }
  const sample = String((body as { text?: unknown } | null)?.text ?? '');
  const { userId, lang } = context.scope;
  const outcome = await nlpExtractor(context.app.config.draftWorkers).extract(userId ?? 0, lang, {
    rules,
    subject: withoutChars(sample, (row.replaceChar as string | null) ?? null),
  });
  if ('failure' in outcome) {
    const timedOut = outcome.failure.reason === 'timeout';
    throw new BusinessError(
      timedOut ? 'error.hnlp.rule_timeout' : 'error.hnlp.rule_invalid',
      say(context, timedOut ? M.timeout : M.badRule, { tag: outcome.failure.tag }),
      'warn',
    );
  }
  const { found } = outcome;
  if (found.length === 0) return { message: say(context, M.nothing, { name }), data: [] };
  const tags = [...new Set(found.map((item) => item.tagType))];
  const separator = context.scope.lang === 'zh_CN' ? '、' : ', ';
  return {
    message: say(context, M.found, { name, count: found.length, tags: tags.join(separator) }),
    data: found,
  };
}

const hooks: ResourceHooks = {
  actions: {
    extract: (context, row, body) => {
      if (!row) throw new Error('extract is a row action');
      return tryExtraction(context, row, body);
    },
  },
};

export default hooks;
