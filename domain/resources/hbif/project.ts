import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { BIF_STATUS_NAMES, BIF_STATUSES, BIF_TONES } from '../../portal/moneyStates';
import { choicesOf } from '../../portal/lifecycles';

/**
 * The projects' bioinformatics information forms for staff (Customer Service → Bioinformatics
 * Forms): each opens the form's steps; the project opens its detail.
 */
export default defineResource({
  module: 'hbif',
  name: 'project',
  path: 'projects',
  table: 'portal_bif_list',
  idField: 'bifId',
  tenancy: 'tenant',
  readOnly: true,
  enabledFlag: false,
  title: text('Bioinformatics forms', '信息分析单'),
  entity: text('bioinformatics form', '信息分析单'),
  nameField: 'projectCode',
  defaultSort: { field: 'lastUpdate', order: 'desc' },
  search: { fields: ['projectCode', 'projectName', 'teamName'] },
  route: '/hbif/project/list',
  menu: {
    parent: 'hzero.service',
    code: 'hzero.hbif.project-list',
    name: text('Bioinformatics Forms', '信息分析单'),
    sort: 20,
    quickIndex: text('bif', 'xxfxd'),
  },
  fields: {
    projectCode: fields.text(text('Project code', '项目编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 150,
      link: '/hbif/project/step1?projectId=:projectId',
    }),
    projectName: fields.text(text('Project name', '项目名称'), {
      max: 120,
      readOnly: true,
      sortable: true,
      column: 220,
    }),
    teamName: fields.text(text('Team', '团队'), { max: 120, readOnly: true, column: 180 }),
    status: fields.select(text('Status', '状态'), {
      options: choicesOf(BIF_STATUSES, BIF_STATUS_NAMES),
      readOnly: true,
      filter: true,
      sortable: true,
      column: 120,
      shownAs: 'badge',
      tones: BIF_TONES,
    }),
    analysisProduct: fields.select(text('Analysis product', '分析产品'), {
      lovCode: 'PORTAL.ANALYSIS_PRODUCT',
      readOnly: true,
      filter: true,
      column: 200,
      link: '/hpro/bif-detail/:analysisProduct/:projectCode',
    }),
    groupCount: fields.integer(text('Groups', '分组数'), { readOnly: true, column: 90 }),
    comparisonCount: fields.integer(text('Comparisons', '比较组数'), {
      readOnly: true,
      column: 110,
    }),
    submittedDate: fields.datetime(text('Submitted', '提交日期'), {
      readOnly: true,
      sortable: true,
      column: 130,
      shownAs: 'date',
    }),
    lastUpdate: fields.datetime(text('Last saved', '最后保存'), {
      columnName: 'last_update_date',
      readOnly: true,
      sortable: true,
      column: 150,
    }),
    projectId: fields.integer(text('Project', '项目'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    teamId: fields.integer(text('Team', '团队'), { readOnly: true, column: false }),
  },
});
