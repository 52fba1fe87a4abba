import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The customers' satisfaction scores of each month (UTC): how many were given and their
 * average, computed by the store from `hfaq/project-score`. Shown above the scores on
 * `/statementScore`. Staff only (its scope hook refuses customers).
 */
export default defineResource({
  module: 'hfaq',
  name: 'score-month',
  path: 'project-scores/monthly',
  table: 'hfaq_score_month_list',
  idField: 'monthId',
  tenancy: 'tenant',
  readOnly: true,
  permissionLogin: true,
  enabledFlag: false,
  title: text('Average score per month', '月度平均评分'),
  entity: text('month', '月份'),
  nameField: 'month',
  defaultSort: { field: 'month', order: 'desc' },
  fields: {
    month: fields.text(text('Month', '月份'), {
      max: 7,
      readOnly: true,
      sortable: true,
      column: 120,
    }),
    scoreCount: fields.integer(text('Scores', '评分数'), {
      readOnly: true,
      sortable: true,
      column: 100,
    }),
    averageScore: fields.decimal(text('Average', '平均分'), {
      scale: 2,
      readOnly: true,
      sortable: true,
      column: 100,
    }),
  },
});
