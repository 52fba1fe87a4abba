import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import {
  choicesOf,
  PROJECT_STATUS_NAMES,
  PROJECT_STATUSES,
  PROJECT_TONES,
} from '../../portal/lifecycles';

/** A project's detail: the staff's workbench tab, and the customer's page. */
const STAFF_PROJECT = '/hpro/project-detail/0?projectId=:projectId';
const CUSTOMER_PROJECT = '/pub/projects/single?projectId=:projectId';

/**
 * The sequencing projects (PORTAL.md), read-only here: staff read their tenant's, a customer
 * their team's (a member only the projects allocated to them). Projects are created and moved
 * along their lifecycle by the portal's own services; the project's detail is its own page.
 */
export default defineResource({
  module: 'hpro',
  name: 'project',
  path: 'projects',
  table: 'portal_project_list',
  idField: 'projectId',
  tenancy: 'tenant',
  readOnly: true,
  permissionLogin: true,
  enabledFlag: false,
  title: text('Projects', '项目'),
  entity: text('project', '项目'),
  nameField: 'projectCode',
  defaultSort: { field: 'createdDate', order: 'desc' },
  search: { fields: ['projectCode', 'projectName'] },
  route: '/hpro/project/list',
  menu: {
    parent: 'hzero.service.hpro',
    code: 'hzero.hpro.project-list',
    name: text('Project List', '项目列表'),
    sort: 10,
    quickIndex: text('project', 'xmlb'),
  },
  pages: [
    {
      route: '/pub/projects/project',
      title: text('My projects', '我的项目'),
      links: { projectCode: CUSTOMER_PROJECT },
    },
  ],
  fields: {
    projectCode: fields.text(text('Project code', '项目编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 160,
      link: STAFF_PROJECT,
    }),
    projectName: fields.text(text('Project name', '项目名称'), {
      max: 120,
      readOnly: true,
      sortable: true,
      column: 240,
    }),
    status: fields.select(text('Status', '状态'), {
      options: choicesOf(PROJECT_STATUSES, PROJECT_STATUS_NAMES),
      readOnly: true,
      filter: true,
      sortable: true,
      column: 150,
      shownAs: 'badge',
      tones: PROJECT_TONES,
    }),
    productCode: fields.text(text('Product', '产品'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 140,
    }),
    sampleCount: fields.integer(text('Samples', '样本数'), {
      readOnly: true,
      sortable: true,
      column: 100,
    }),
    createdDate: fields.datetime(text('Created', '创建日期'), {
      columnName: 'creation_date',
      readOnly: true,
      sortable: true,
      column: 140,
      shownAs: 'date',
      range: ['dateFrom', 'dateTo'],
    }),
    teamId: fields.integer(text('Team', '团队'), { readOnly: true, column: false }),
  },
});
