/**
 * Dimension rules of gateway rate-limit lines: a rule gives a value for each dimension of its
 * line and for no other (an origin is an IP address; the URL values are one per variable of the
 * line's URL template), and a line has one rule per combination of values.
 */
import { isIP } from 'node:net';
import { text } from '../../../domain/engine/text';
import {
  DIMENSION_FIELDS,
  URL_VALUE_SEPARATOR,
} from '../../../domain/resources/hadm/dimension-config';
import {
  RATE_LIMIT_DIMENSIONS,
  templateVariables,
} from '../../../domain/resources/hadm/rate-limit-line';
import type { ResourceHooks } from '../../engine/hooks';
import { BusinessError } from '../../http/errors';
import { blank, merged, refuse, say } from '../hpfm/support/say';

const T = {
  required: text(
    '%{field} is required: the line counts per %{dimensions}',
    '请填写%{field}：该规则行按%{dimensions}限流',
  ),
  notCounted: text(
    '%{field} is not a dimension of the line, which counts per %{dimensions}',
    '%{field}不是该规则行的限流维度，该规则行按%{dimensions}限流',
  ),
  notAddress: text('%{field}: “%{value}” is not an IP address', '%{field}：“%{value}”不是 IP 地址'),
  noTemplate: text(
    '%{field}: the line has no URL template with variables {1}, {2}…; give it one first',
    '%{field}：该规则行没有带变量 {1}、{2}… 的 URL 维度值，请先填写',
  ),
  valueCount: text(
    '%{field}: the line’s URL template %{template} takes %{count} values separated by ;',
    '%{field}：该规则行的 URL 维度值 %{template} 需要 %{count} 个以 ; 分隔的取值',
  ),
  duplicate: text('The line already has a rule for these values', '该规则行已有这些取值的维度规则'),
};

interface LineRow {
  dimension: string;
  template: string | null;
}

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const { db } = context.app;
    const row = merged(values, current);
    const lineId = Number(row.rateLimitLineId);
    const line = db
      .prepare(
        `SELECT rate_limit_dimension AS dimension, url_template AS template
         FROM hadm_rate_limit_line WHERE rate_limit_line_id = ?`,
      )
      .get(lineId) as LineRow | undefined;
    if (!line) throw new Error(`No rate-limit line ${lineId}`);
    const counted = line.dimension.split(',');
    const dimensions = counted
      .map(
        (value) =>
          RATE_LIMIT_DIMENSIONS.find((item) => item.value === value)?.label[context.scope.lang] ??
          value,
      )
      .join(context.scope.lang === 'zh_CN' ? '和' : ' and ');
    for (const { value: dimension } of RATE_LIMIT_DIMENSIONS) {
      const field = DIMENSION_FIELDS[dimension];
      const given = !blank(row[field]);
      if (counted.includes(dimension) && !given) {
        throw refuse(context, field, T.required, { dimensions });
      }
      if (!counted.includes(dimension) && given) {
        throw refuse(context, field, T.notCounted, { dimensions });
      }
    }
    if (!blank(row.origin) && isIP(String(row.origin)) === 0) {
      throw refuse(context, 'origin', T.notAddress, { value: String(row.origin) });
    }
    if (counted.includes('url')) {
      const variables = templateVariables(line.template);
      if (variables.length === 0) throw refuse(context, 'urlValues', T.noTemplate);
      if (String(row.urlValues).split(URL_VALUE_SEPARATOR).length !== variables.length) {
        throw refuse(context, 'urlValues', T.valueCount, {
          template: line.template ?? '',
          count: variables.length,
        });
      }
    }
    const clash = db
      .prepare(
        `SELECT 1 FROM hadm_rate_limit_dim WHERE rate_limit_line_id = ? AND user_id IS ?
           AND role_id IS ? AND organization_id IS ? AND origin IS ? AND url_values IS ?
           AND rate_limit_dim_id IS NOT ?`,
      )
      .get(
        lineId,
        row.userId ?? null,
        row.roleId ?? null,
        row.organizationId ?? null,
        row.origin ?? null,
        row.urlValues ?? null,
        current?.rateLimitDimId ?? null,
      );
    if (clash) throw new BusinessError('error.duplicate', say(context, T.duplicate), 'warn');
  },
};

export default hooks;
