import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { TASK_FIELDS } from './task';

/**
 * Tasks I took part in (hwfp 我参与的流程, `/hwfp/involved-task`): the tasks the signed-in user
 * acted on, and every task of the processes they started, with what became of each; read
 * only.
 */
export default defineResource({
  module: 'hwfp',
  name: 'involved-task',
  path: 'runtime/involved-tasks',
  table: 'hwfp_task_v',
  idField: 'taskId',
  tenancy: 'tenant',
  enabledFlag: false,
  readOnly: true,
  permissionLogin: true,
  title: text('Tasks I Took Part In', '我参与的流程'),
  entity: text('task', '任务'),
  nameField: 'taskName',
  defaultSort: { field: 'createTime', order: 'desc' },
  search: { fields: ['taskName', 'processName', 'businessKey'] },
  route: '/hwfp/involved-task',
  menu: {
    parent: 'hzero.hwfp',
    code: 'hzero.hwfp.involved-task',
    sort: 20,
    name: text('Tasks I Took Part In', '我参与的流程'),
    quickIndex: text('involved', 'wcydlc'),
  },
  fields: TASK_FIELDS,
});
