import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { BPMN_MAX, VARIABLES_MAX } from './process-define';

/** An instance's state: waiting at user tasks, held, run to an end event, refused, or ended. */
export const INSTANCE_STATUSES = [
  { value: 'RUNNING', label: text('Running', '运行中') },
  { value: 'SUSPENDED', label: text('Suspended', '已挂起') },
  { value: 'COMPLETED', label: text('Completed', '已完成') },
  { value: 'REJECTED', label: text('Rejected', '已驳回') },
  { value: 'ENDED', label: text('Ended', '已终止') },
] as const;

/** An instance's state. */
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number]['value'];

/**
 * Process monitor (hwfp 流程监控, `/hwfp/monitor`, one instance's page
 * `/hwfp/monitor/detail/{instanceId}`): the tenant's process instances, each started from a
 * deployed definition (Start on the definition) and run by bpmn-engine on the server from the
 * XML snapshot of its version: the user tasks it waits at (`currentNodes`, marked on the
 * diagram), who started it and when, its variables and state. Suspend holds it (its tasks
 * refuse every action), Resume lets it go on, End stops it with a reason.
 */
export default defineResource({
  module: 'hwfp',
  name: 'monitor',
  path: 'process/instance/monitor',
  table: 'hwfp_process_instance',
  idField: 'instanceId',
  tenancy: 'tenant',
  enabledFlag: false,
  actions: ['export'],
  title: text('Process Monitor', '流程监控'),
  entity: text('process instance', '流程实例'),
  nameField: 'businessKey',
  defaultSort: { field: 'startDate', order: 'desc' },
  search: { fields: ['processName', 'businessKey', 'description', 'startUserName'] },
  route: '/hwfp/monitor',
  detailRoute: '/hwfp/monitor/detail/:instanceId',
  menu: {
    parent: 'hzero.hwfp',
    code: 'hzero.hwfp.monitor',
    sort: 60,
    name: text('Process Monitor', '流程监控'),
    quickIndex: text('monitor', 'lcjk'),
  },
  customActions: [
    {
      key: 'suspend',
      label: text('Suspend', '挂起'),
      on: 'row',
      when: { status: ['RUNNING'] },
      confirm: text(
        'Suspend this process? Its tasks refuse every action until it is resumed.',
        '挂起该流程？恢复前其待办任务不能处理。',
      ),
    },
    {
      key: 'resume',
      label: text('Resume', '恢复'),
      on: 'row',
      when: { status: ['SUSPENDED'] },
    },
    {
      key: 'end',
      label: text('End', '终止'),
      on: 'row',
      when: { status: ['RUNNING', 'SUSPENDED'] },
      form: {
        reason: fields.text(text('Reason', '终止原因'), { max: 240, required: true }),
      },
    },
  ],
  fields: {
    processName: fields.text(text('Process', '流程'), {
      max: 80,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 180,
    }),
    processCode: fields.text(text('Process code', '流程编码'), {
      max: 30,
      readOnly: true,
      filter: true,
      column: 140,
    }),
    processVersion: fields.integer(text('Version', '版本'), { readOnly: true, column: 80 }),
    businessKey: fields.text(text('Business key', '业务主键'), {
      max: 60,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 150,
    }),
    description: fields.text(text('Description', '说明'), {
      max: 240,
      readOnly: true,
      column: false,
    }),
    startUserName: fields.text(text('Started by', '发起人'), {
      max: 120,
      readOnly: true,
      column: 130,
    }),
    startDate: fields.datetime(text('Started', '发起时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
      range: ['startedFrom', 'startedTo'],
    }),
    status: fields.select(text('Status', '状态'), {
      options: INSTANCE_STATUSES,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 110,
      shownAs: 'badge',
      tones: {
        RUNNING: 'processing',
        SUSPENDED: 'default',
        COMPLETED: 'success',
        REJECTED: 'error',
        ENDED: 'error',
      },
    }),
    currentNodes: fields.text(text('Waiting at (nodes)', '当前节点'), {
      max: 600,
      readOnly: true,
      column: 150,
      help: text(
        'The ids of the user tasks it waits at, comma-separated',
        '正在等待的用户任务节点 ID，以逗号分隔',
      ),
    }),
    currentTasks: fields.text(text('Waiting for', '当前处理人'), {
      max: 600,
      readOnly: true,
      column: 240,
    }),
    endDate: fields.datetime(text('Ended', '结束时间'), { readOnly: true, column: 170 }),
    endReason: fields.text(text('End reason', '结束原因'), {
      max: 240,
      readOnly: true,
      column: false,
    }),
    variables: fields.code(text('Variables', '流程变量'), {
      language: 'json',
      max: VARIABLES_MAX,
      readOnly: true,
      column: false,
      wide: true,
    }),
    bpmnXml: fields.code(text('Process diagram', '流程图'), {
      language: 'bpmn',
      max: BPMN_MAX,
      highlight: 'currentNodes',
      readOnly: true,
      column: false,
      wide: true,
    }),
  },
});
