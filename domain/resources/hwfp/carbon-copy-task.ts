import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Carbon copies (hwfp 抄送我的流程, `/hwfp/carbon-copy-task`): the tasks others sent the
 * signed-in user to read, with the sender's comment and a read flag; Mark as read sets it.
 */
export default defineResource({
  module: 'hwfp',
  name: 'carbon-copy-task',
  path: 'runtime/carbon-copies',
  table: 'hwfp_carbon_copy',
  idField: 'carbonCopyId',
  tenancy: 'tenant',
  enabledFlag: false,
  actions: [],
  permissionLogin: true,
  title: text('Carbon Copies', '抄送我的流程'),
  entity: text('carbon copy', '抄送'),
  nameField: 'taskName',
  defaultSort: { field: 'sendDate', order: 'desc' },
  search: { fields: ['taskName', 'processName', 'businessKey'] },
  route: '/hwfp/carbon-copy-task',
  menu: {
    parent: 'hzero.hwfp',
    code: 'hzero.hwfp.carbon-copy-task',
    sort: 30,
    name: text('Carbon Copies', '抄送我的流程'),
    quickIndex: text('carboncopy', 'cswdlc'),
  },
  customActions: [
    {
      key: 'mark-read',
      label: text('Mark as read', '标为已读'),
      on: 'row',
      when: { readFlag: [0] },
    },
  ],
  fields: {
    taskName: fields.text(text('Task', '任务'), { max: 200, readOnly: true, column: 240 }),
    processName: fields.text(text('Process', '流程'), {
      max: 80,
      readOnly: true,
      filter: true,
      column: 180,
    }),
    businessKey: fields.text(text('Business key', '业务主键'), {
      max: 60,
      readOnly: true,
      filter: true,
      column: 140,
    }),
    fromUserName: fields.text(text('Sent by', '抄送人'), { max: 120, readOnly: true, column: 130 }),
    comment: fields.longtext(text('Comment', '说明'), { max: 480, readOnly: true, column: 240 }),
    sendDate: fields.datetime(text('Sent', '抄送时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
    readFlag: fields.flag(text('Read', '已读'), { readOnly: true, filter: true, column: 80 }),
    readDate: fields.datetime(text('Read at', '阅读时间'), { readOnly: true, column: 170 }),
    instanceId: fields.integer(text('Instance id', '实例 ID'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    toUserId: fields.integer(text('Sent to (id)', '接收人 ID'), {
      readOnly: true,
      form: false,
      column: false,
    }),
  },
});
