import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The tools of the page: each a toolbar action with its own permission code. */
export const SYS_TOOLS = [
  {
    key: 'sync-menus',
    label: text('Re-sync menus and permissions', '重新同步菜单与权限'),
    confirm: text(
      'Write the menus and permission codes of every screen again, as the server defines them?',
      '按服务器的定义重新写入所有页面的菜单和权限编码？',
    ),
  },
  {
    key: 'purge-sessions',
    label: text('Delete expired sessions', '清理过期会话'),
    confirm: text(
      'Delete sign-in sessions that ended more than a day ago and one-time links that expired more than a week ago?',
      '删除结束超过一天的登录会话以及过期超过一周的一次性链接？',
    ),
  },
  {
    key: 'table-counts',
    label: text('Count rows per table', '统计各表行数'),
    resultColumns: { table: text('Table', '表'), rows: text('Rows', '行数') },
  },
  { key: 'check-database', label: text('Check the database', '检查数据库') },
] as const;

/**
 * System tools (hpfm development, site administrators only): maintenance actions on the
 * server, each a toolbar button; the list is the record of every run (who, when, what came of
 * it).
 */
export default defineResource({
  module: 'hpfm',
  name: 'sys-tools',
  path: 'sys-tool-runs',
  table: 'hpfm_sys_tool_run',
  idField: 'runId',
  tenancy: 'site',
  enabledFlag: false,
  title: text('System Tools', '系统工具'),
  entity: text('tool run', '工具运行记录'),
  nameField: 'toolCode',
  defaultSort: { field: 'runDate', order: 'desc' },
  actions: ['export'],
  route: '/hpfm/sys-tools',
  menu: {
    parent: 'hzero.hpfm.dev',
    sort: 170,
    quickIndex: text('tools', 'xtgj'),
    siteOnly: true,
  },
  customActions: SYS_TOOLS.map((tool) => ({ ...tool, on: 'toolbar' as const })),
  fields: {
    toolCode: fields.select(text('Tool', '工具'), {
      options: SYS_TOOLS.map(({ key, label }) => ({ value: key, label })),
      readOnly: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    outcome: fields.longtext(text('Outcome', '结果'), { max: 2000, readOnly: true, column: 420 }),
    runBy: fields.text(text('Run by', '执行人'), {
      max: 120,
      readOnly: true,
      filter: true,
      column: 140,
    }),
    elapsedMs: fields.integer(text('Time taken (ms)', '耗时 (毫秒)'), {
      readOnly: true,
      column: 120,
    }),
    runDate: fields.datetime(text('Run at', '执行时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
  },
});
