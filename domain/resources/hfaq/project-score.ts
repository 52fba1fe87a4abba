import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The scores a customer may give a project: 1 (poor) to 5 (excellent). */
export const SCORE_RANGE = { min: 1, max: 5 } as const;

/**
 * Customers' satisfaction score per project (`/statementScore`, with the average per month
 * from `hfaq/score-month`): customers give it from the portal's help centre, one per project
 * (giving it again changes it); read-only here.
 */
export default defineResource({
  module: 'hfaq',
  name: 'project-score',
  path: 'project-scores',
  table: 'hfaq_project_score',
  idField: 'scoreId',
  tenancy: 'tenant',
  readOnly: true,
  permissionLogin: true,
  enabledFlag: false,
  actions: ['export'],
  title: text('Statement Scores', '结算评分'),
  entity: text('score', '评分'),
  nameField: 'projectCode',
  defaultSort: { field: 'scoredDate', order: 'desc' },
  search: { fields: ['projectCode', 'customerName', 'comment'] },
  route: '/statementScore',
  menu: {
    parent: 'hzero.service.insight',
    code: 'hzero.service.statement-score',
    sort: 20,
    quickIndex: text('score', 'jspf'),
  },
  fields: {
    scoredDate: fields.datetime(text('Scored', '评分时间'), {
      columnName: 'last_update_date',
      readOnly: true,
      sortable: true,
      column: 170,
      range: ['dateFrom', 'dateTo'],
    }),
    projectCode: fields.text(text('Project', '项目编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 140,
      link: '/hpro/project-detail/0?projectId=:projectId',
    }),
    customerName: fields.text(text('Customer', '客户'), {
      max: 100,
      readOnly: true,
      sortable: true,
      column: 160,
    }),
    score: fields.integer(text('Score', '评分'), {
      min: SCORE_RANGE.min,
      max: SCORE_RANGE.max,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 90,
    }),
    comment: fields.text(text('Comment', '评价'), { max: 1000, readOnly: true, column: 320 }),
    projectId: fields.integer(text('Project', '项目'), { readOnly: true, column: false }),
    userId: fields.integer(text('Customer', '客户'), { readOnly: true, column: false }),
  },
});
