import { fields, type Field } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { BPMN_MAX } from './process-define';
import { INSTANCE_STATUSES } from './monitor';

/** A task's state (the workplace's too): waiting for its assignee, or done. */
export const TASK_STATUSES = [
  { value: 'PENDING', label: text('Pending', '待处理') },
  { value: 'DONE', label: text('Done', '已处理') },
] as const;

/** What became of a task. */
export const TASK_ACTIONS = [
  { value: 'APPROVED', label: text('Approved', '同意') },
  { value: 'REJECTED', label: text('Rejected', '驳回') },
  { value: 'DELEGATED', label: text('Delegated', '转交') },
  { value: 'CANCELLED', label: text('Cancelled (process ended)', '已取消（流程结束）') },
] as const;

/** A task's action. */
export type TaskAction = (typeof TASK_ACTIONS)[number]['value'];

/** How a task came to its assignee, when not straight from the process. */
export const DELEGATE_TYPES = [
  { value: 'Delegate', label: text('Delegated', '转交') },
  { value: 'AutoDelegate', label: text('Automatic delegation', '自动转交') },
] as const;

/** Most users a carbon copy is sent to at once. */
export const CARBON_COPY_MAX = 20;

/** Login names, comma-separated. */
export const LOGIN_LIST_PATTERN = '^[^,\\s]{1,60}(\\s*,\\s*[^,\\s]{1,60}){0,19}$';

const COMMENT = fields.longtext(text('Comment', '审批意见'), { max: 480, wide: true });

/** The fields of a task's rows, shared by My tasks and Tasks I took part in. */
export const TASK_FIELDS: Readonly<Record<string, Field>> = {
  taskName: fields.text(text('Task', '任务'), {
    max: 200,
    readOnly: true,
    filter: true,
    column: 260,
  }),
  processName: fields.text(text('Process', '流程'), {
    max: 80,
    readOnly: true,
    filter: true,
    sortable: true,
    column: 180,
  }),
  businessKey: fields.text(text('Business key', '业务主键'), {
    max: 60,
    readOnly: true,
    filter: true,
    column: 140,
  }),
  startUser: fields.text(text('Started by', '发起人'), { max: 120, readOnly: true, column: 130 }),
  createTime: fields.datetime(text('Arrived', '到达时间'), {
    readOnly: true,
    sortable: true,
    column: 170,
  }),
  assigneeName: fields.text(text('Assignee', '处理人'), { max: 120, readOnly: true, column: 130 }),
  delegateType: fields.select(text('Came by', '来源'), {
    options: DELEGATE_TYPES,
    readOnly: true,
    column: 140,
  }),
  originalUserName: fields.text(text('On behalf of', '原处理人'), {
    max: 120,
    readOnly: true,
    column: 130,
  }),
  status: fields.select(text('Status', '状态'), {
    options: TASK_STATUSES,
    readOnly: true,
    filter: true,
    column: 100,
    shownAs: 'badge',
    tones: { PENDING: 'processing', DONE: 'success' },
  }),
  action: fields.select(text('Action', '处理结果'), {
    options: TASK_ACTIONS,
    readOnly: true,
    filter: true,
    column: 130,
  }),
  comment: fields.longtext(text('Comment', '审批意见'), {
    max: 480,
    readOnly: true,
    column: false,
  }),
  doneDate: fields.datetime(text('Done', '处理时间'), {
    readOnly: true,
    sortable: true,
    column: 170,
  }),
  instanceStatus: fields.select(text('Process status', '流程状态'), {
    options: INSTANCE_STATUSES,
    readOnly: true,
    filter: true,
    column: 120,
    shownAs: 'badge',
    tones: {
      RUNNING: 'processing',
      SUSPENDED: 'default',
      COMPLETED: 'success',
      REJECTED: 'error',
      ENDED: 'error',
    },
  }),
  processInstanceId: fields.text(text('Process instance', '流程实例'), {
    max: 30,
    readOnly: true,
    column: false,
  }),
  instanceId: fields.integer(text('Instance id', '实例 ID'), {
    readOnly: true,
    filter: 'api',
    column: false,
    form: false,
  }),
  elementId: fields.text(text('Node', '节点'), {
    max: 120,
    readOnly: true,
    form: false,
    column: false,
  }),
  assigneeUserId: fields.integer(text('Assignee id', '处理人 ID'), {
    readOnly: true,
    form: false,
    column: false,
  }),
  doneUserId: fields.integer(text('Done by (id)', '处理人 ID'), {
    readOnly: true,
    form: false,
    column: false,
  }),
  startUserId: fields.integer(text('Started by (id)', '发起人 ID'), {
    readOnly: true,
    form: false,
    column: false,
  }),
  bpmnXml: fields.code(text('Process diagram', '流程图'), {
    language: 'bpmn',
    max: BPMN_MAX,
    highlight: 'currentNodes',
    readOnly: true,
    column: false,
    wide: true,
  }),
  currentNodes: fields.text(text('Process waits at', '流程当前节点'), {
    max: 600,
    readOnly: true,
    column: false,
  }),
};

/**
 * My tasks (hwfp 我的待办, `/hwfp/task`, one task's page
 * `/hwfp/task/detail/{taskId}/{processInstanceId}`, the workplace card's link): the signed-in
 * user's pending approval tasks in the tenant (the rows of `workflow_tasks`, which the
 * workplace's task query reads too), each with its process's diagram. Each action is one call
 * and keeps a comment: Approve lets the process go on, Reject ends it as rejected, Delegate
 * moves the task to one other user of the tenant, Carbon copy sends it to several users to
 * read. Only the assignee acts, and not while the process is suspended.
 */
export default defineResource({
  module: 'hwfp',
  name: 'task',
  path: 'runtime/tasks',
  table: 'hwfp_task_v',
  idField: 'taskId',
  tenancy: 'tenant',
  enabledFlag: false,
  actions: [],
  title: text('My Tasks', '我的待办'),
  entity: text('task', '待办任务'),
  nameField: 'taskName',
  defaultSort: { field: 'createTime', order: 'desc' },
  search: { fields: ['taskName', 'processName', 'businessKey'] },
  route: '/hwfp/task',
  detailRoute: '/hwfp/task/detail/:taskId/:processInstanceId',
  menu: {
    parent: 'hzero.hwfp',
    code: 'hzero.hwfp.task',
    sort: 10,
    name: text('My Tasks', '我的待办'),
    quickIndex: text('task', 'wddb'),
  },
  customActions: [
    {
      key: 'approve',
      label: text('Approve', '同意'),
      on: 'row',
      when: { status: ['PENDING'] },
      form: { comment: COMMENT },
    },
    {
      key: 'reject',
      label: text('Reject', '驳回'),
      on: 'row',
      when: { status: ['PENDING'] },
      form: { comment: { ...COMMENT, required: true } },
    },
    {
      key: 'delegate',
      label: text('Delegate', '转交'),
      on: 'row',
      when: { status: ['PENDING'] },
      form: {
        delegateUserId: fields.reference(text('Delegate to', '转交给'), {
          resource: 'hiam/sub-account',
          display: 'loginName',
          required: true,
          help: text('One other user of the tenant', '租户内的另一位用户'),
        }),
        comment: COMMENT,
      },
    },
    {
      key: 'carbon-copy',
      label: text('Carbon copy', '抄送'),
      on: 'row',
      when: { status: ['PENDING'] },
      form: {
        loginNames: fields.text(text('Send to', '抄送给'), {
          max: 1300,
          pattern: LOGIN_LIST_PATTERN,
          required: true,
          help: text(
            `Login names of users of the tenant, comma-separated, at most ${CARBON_COPY_MAX}`,
            `租户内用户的登录名，以逗号分隔，最多 ${CARBON_COPY_MAX} 个`,
          ),
        }),
        comment: COMMENT,
      },
    },
  ],
  fields: TASK_FIELDS,
});
