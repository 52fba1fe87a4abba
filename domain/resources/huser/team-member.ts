import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The members of a customer team (PORTAL.md), read-only here: a team's manager reads the
 * team, staff every team of the tenant; members are invited, disabled and given projects
 * through the team's own calls (`/huser/v1/{tenantId}/team-members/...`), and the manager's
 * pages are the portal's (`/pub/myteam/user`).
 */
export default defineResource({
  module: 'huser',
  name: 'team-member',
  path: 'team-members',
  table: 'huser_team_member_list',
  idField: 'userId',
  tenancy: 'tenant',
  readOnly: true,
  permissionLogin: true,
  enabledFlag: false,
  title: text('Team members', '团队成员'),
  entity: text('team member', '团队成员'),
  nameField: 'realName',
  defaultSort: { field: 'joinedDate', order: 'asc' },
  search: { fields: ['realName', 'email'] },
  fields: {
    realName: fields.text(text('Name', '姓名'), {
      max: 100,
      readOnly: true,
      sortable: true,
      column: 180,
    }),
    email: fields.text(text('E-mail', '邮箱'), {
      max: 254,
      readOnly: true,
      sortable: true,
      column: 240,
    }),
    memberRole: fields.select(text('Role', '角色'), {
      options: [
        { value: 'manager', label: text('Manager', '管理员') },
        { value: 'member', label: text('Member', '成员') },
      ],
      readOnly: true,
      filter: true,
      column: 110,
    }),
    status: fields.select(text('Account', '账户状态'), {
      options: [
        { value: 'Invited', label: text('Invited', '已邀请') },
        { value: 'Active', label: text('Active', '已激活') },
        { value: 'Disabled', label: text('Disabled', '已停用') },
      ],
      readOnly: true,
      filter: true,
      sortable: true,
      column: 120,
      shownAs: 'badge',
      tones: { Invited: 'processing', Active: 'success', Disabled: 'default' },
    }),
    projectCount: fields.integer(text('Projects', '项目数'), {
      readOnly: true,
      sortable: true,
      column: 100,
    }),
    projectCodes: fields.text(text('Allocated projects', '已分配项目'), {
      max: 2000,
      readOnly: true,
      column: 260,
    }),
    joinedDate: fields.datetime(text('Invited on', '邀请日期'), {
      columnName: 'creation_date',
      readOnly: true,
      sortable: true,
      column: 130,
      shownAs: 'date',
    }),
    teamId: fields.integer(text('Team', '团队'), { readOnly: true, column: false }),
    teamName: fields.text(text('Team', '团队'), { max: 200, readOnly: true, column: false }),
  },
});
