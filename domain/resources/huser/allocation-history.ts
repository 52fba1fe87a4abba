import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Who was allocated which project of the team, or had it taken back, by whom and when: the
 * team manager's history (`/pub/myteam/allocationHistory`). Kept by the team's calls (and the
 * database, as allocations are made); read-only here.
 */
export default defineResource({
  module: 'huser',
  name: 'allocation-history',
  path: 'allocation-histories',
  table: 'huser_allocation_list',
  idField: 'historyId',
  tenancy: 'tenant',
  readOnly: true,
  permissionLogin: true,
  enabledFlag: false,
  title: text('Allocation history', '分配记录'),
  entity: text('allocation', '分配记录'),
  nameField: 'projectCode',
  defaultSort: { field: 'changedDate', order: 'desc' },
  search: { fields: ['projectCode', 'projectName', 'memberName'] },
  pages: [{ route: '/pub/myteam/allocationHistory' }],
  fields: {
    changedDate: fields.datetime(text('When', '时间'), {
      columnName: 'creation_date',
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
      link: '/pub/projects/single?projectId=:projectId',
    }),
    projectName: fields.text(text('Project name', '项目名称'), {
      max: 120,
      readOnly: true,
      column: 220,
    }),
    memberName: fields.text(text('Member', '成员'), {
      max: 100,
      readOnly: true,
      sortable: true,
      column: 160,
    }),
    action: fields.select(text('Change', '变更'), {
      options: [
        { value: 'Allocated', label: text('Allocated', '分配') },
        { value: 'Revoked', label: text('Taken back', '收回') },
      ],
      readOnly: true,
      filter: true,
      column: 110,
      shownAs: 'badge',
      tones: { Allocated: 'success', Revoked: 'default' },
    }),
    changedByName: fields.text(text('By', '操作人'), { max: 100, readOnly: true, column: 160 }),
    projectId: fields.integer(text('Project', '项目'), {
      readOnly: true,
      column: false,
      filter: 'api',
    }),
    userId: fields.integer(text('Member', '成员'), {
      readOnly: true,
      column: false,
      filter: 'api',
    }),
    teamId: fields.integer(text('Team', '团队'), { readOnly: true, column: false }),
  },
});
