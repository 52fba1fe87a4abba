/**
 * Gateway rate-limit lines: a URL template only for lines counted per URL, with at least one
 * variable, numbered {1}, {2}… in the order they appear; while a line has dimension rules, its
 * dimensions and URL template cannot change (the rules name values of them).
 */
import { text } from '../../../domain/engine/text';
import { templateVariables } from '../../../domain/resources/hadm/rate-limit-line';
import type { ResourceHooks } from '../../engine/hooks';
import { dimensionRuleCount } from '../../governance/rateLimits';
import { BusinessError } from '../../http/errors';
import { blank, merged, refuse, say } from '../hpfm/support/say';

const T = {
  notUrl: text(
    '%{field}: only lines counted per URL take a URL template',
    '%{field}：仅按 URL 限流的规则行可以填写 URL 维度值',
  ),
  noVariable: text(
    '%{field}: name the variable parts of the URLs {1}, {2}…, e.g. /hpfm/v1/{1}/countries',
    '%{field}：请用 {1}、{2}… 标出 URL 中可变的部分，例如 /hpfm/v1/{1}/countries',
  ),
  fixed: text(
    'The line’s dimensions and URL template cannot change while it has %{count} dimension rules: delete its rules first',
    '该规则行已有 %{count} 条维度规则，其限流维度和 URL 维度值不能修改：请先删除这些维度规则',
  ),
};

/** A template with its variables numbered {1}, {2}… in order. */
function renumbered(template: string): string {
  let next = 0;
  return template.replace(/\{[1-9]\}/g, () => {
    next += 1;
    return `{${next}}`;
  });
}

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    if (typeof values.urlTemplate === 'string') values.urlTemplate = renumbered(values.urlTemplate);
    const row = merged(values, current);
    if (!blank(row.urlTemplate)) {
      if (
        !String(row.rateLimitDimension ?? '')
          .split(',')
          .includes('url')
      ) {
        throw refuse(context, 'urlTemplate', T.notUrl);
      }
      if (templateVariables(String(row.urlTemplate)).length === 0) {
        throw refuse(context, 'urlTemplate', T.noVariable);
      }
    }
    if (!current) return;
    const changed = (field: 'rateLimitDimension' | 'urlTemplate') =>
      values[field] !== undefined && (values[field] ?? null) !== (current[field] ?? null);
    if (changed('rateLimitDimension') || changed('urlTemplate')) {
      const count = dimensionRuleCount(context.app.db, Number(current.rateLimitLineId));
      if (count > 0) {
        throw new BusinessError(
          'hadm.rate_limit.dimensions_fixed',
          say(context, T.fixed, { count }),
          'warn',
        );
      }
    }
  },
};

export default hooks;
