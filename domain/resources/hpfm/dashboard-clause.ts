import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Dashboard clauses (hpfm development): the entries of the workplace's cards, each a count
 * (its statistics expression) that opens a page of the menu when clicked.
 */
export default defineResource({
  module: 'hpfm',
  name: 'dashboard-clause',
  path: 'dashboard-clause',
  // HZERO reads one clause at /details (dashboardClauseService.js fetchHead).
  api: { get: 'dashboard-clause/details/{id}' },
  table: 'hpfm_dashboard_clause',
  idField: 'clauseId',
  tenancy: 'tenant',
  title: text('Dashboard Clauses', '工作台条目'),
  entity: text('dashboard clause', '工作台条目'),
  nameField: 'clauseName',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  route: '/hpfm/dashboard-clause',
  menu: { parent: 'hzero.hpfm.dev', sort: 50, quickIndex: text('clause', 'gztm') },
  fields: {
    clauseCode: codeField(text('Clause code', '条目编码')),
    clauseName: fields.tl(text('Clause name', '条目名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    cardCode: fields.select(text('Card', '卡片'), {
      options: [
        { value: 'workflow', label: text('Pending tasks', '待办事项') },
        { value: 'message', label: text('Messages', '消息') },
        { value: 'report', label: text('Reports', '报表') },
      ],
      required: true,
      filter: true,
      column: 140,
    }),
    route: fields.text(text('Opens', '跳转路由'), {
      max: 240,
      required: true,
      pattern: '^/[A-Za-z0-9/_-]*$',
      help: text(
        'A page of the menu, e.g. /hsif/sample/list',
        '菜单中的页面，例如 /hsif/sample/list',
      ),
      column: 220,
    }),
    statsExpression: fields.text(text('Statistics expression', '统计表达式'), {
      max: 480,
      column: 260,
      help: text(
        'What is counted, e.g. samples.status = RECEIVED',
        '统计的内容，例如 samples.status = RECEIVED',
      ),
    }),
    orderSeq: fields.integer(text('Order', '排序号'), {
      min: 0,
      max: 9999,
      required: true,
      defaultValue: 10,
      sortable: true,
      column: 80,
    }),
    docRemark: fields.longtext(text('Remark', '备注'), { max: 480, column: false }),
  },
  demo: [
    [
      'TODO.APPROVE',
      'Tasks to approve',
      '待审批任务',
      'workflow',
      '/hwfp/task',
      'tasks.assignee = me',
    ],
    [
      'SAMPLE.RECEIVE',
      'Batches to receive',
      '待接收批次',
      'workflow',
      '/hsif/sample/list',
      'batches.status = SUBMITTED',
    ],
    [
      'MSG.UNREAD',
      'Unread messages',
      '未读消息',
      'message',
      '/hmsg/user-message',
      'messages.read = 0',
    ],
    [
      'REPORT.MONTHLY',
      'Samples per month',
      '每月样本数',
      'report',
      '/hrpt/report-query',
      'samples by month',
    ],
  ].map(([clauseCode, en, zh, cardCode, route, statsExpression], index) => ({
    clauseCode,
    clauseName: en,
    cardCode,
    route,
    statsExpression,
    orderSeq: (index + 1) * 10,
    _tls: { clauseName: { en_US: en, zh_CN: zh } },
  })),
});
