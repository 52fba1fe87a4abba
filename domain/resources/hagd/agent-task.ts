import { CODE_HELP, CODE_PATTERN, CRON_SHAPE } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** What an agent's task does. */
export const TASK_TYPES = [
  { value: 'DATA_SYNC', label: text('Data sync', '数据同步') },
  { value: 'FILE_COLLECT', label: text('File collection', '文件采集') },
  { value: 'SCRIPT', label: text('Script', '脚本执行') },
  { value: 'HEALTH_CHECK', label: text('Health check', '健康检查') },
] as const;

/**
 * A task an agent runs on its own schedule (hagd): a code unique within the agent, a name, what
 * it does, when (a cron expression the server parses), how long it may take, and its parameters
 * as a JSON object. Configuration the agent picks up; the server runs nothing itself. Edited
 * with its agent on the agent's page.
 */
export default defineResource({
  module: 'hagd',
  name: 'agent-task',
  path: 'agent-tasks',
  table: 'hagd_agent_task',
  idField: 'agentTaskId',
  tenancy: 'tenant',
  title: text('Tasks', '代理任务'),
  entity: text('task', '代理任务'),
  nameField: 'taskName',
  defaultSort: { field: 'taskCode', order: 'asc' },
  parent: { resource: 'hagd/agent', field: 'agentId' },
  fields: {
    agentId: fields.integer(text('Agent', '客户端代理'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    taskCode: fields.text(text('Task code', '任务编码'), {
      max: 30,
      pattern: CODE_PATTERN,
      help: CODE_HELP,
      required: true,
      unique: true,
      sortable: true,
      column: 150,
    }),
    taskName: fields.text(text('Task name', '任务名称'), {
      max: 80,
      required: true,
      column: 220,
    }),
    taskType: fields.select(text('Task type', '任务类型'), {
      options: TASK_TYPES,
      required: true,
      defaultValue: 'DATA_SYNC',
      column: 120,
    }),
    cronExpression: fields.text(text('Cron expression', 'Cron 表达式'), {
      max: 120,
      pattern: CRON_SHAPE,
      required: true,
      column: 150,
      help: text(
        'second minute hour day month weekday [year] (Quartz), e.g. 0 0/5 * * * ? for every 5 minutes; or the 5 fields of a Unix cron. In the agent’s local time',
        '秒 分 时 日 月 周 [年]（Quartz 格式），例如 0 0/5 * * * ? 表示每 5 分钟；也可用 5 段的 Unix cron。按代理所在地时间执行',
      ),
    }),
    timeoutSeconds: fields.integer(text('Timeout (s)', '超时（秒）'), {
      min: 1,
      max: 86400,
      required: true,
      defaultValue: 300,
      column: 100,
      help: text('1 to 86400 seconds', '1 到 86400 秒'),
    }),
    taskParams: fields.code(text('Parameters', '任务参数'), {
      language: 'json',
      max: 2000,
      column: false,
      wide: true,
      help: text(
        'A JSON object, e.g. {"sourceDir": "/data/qc"}; empty for none',
        'JSON 对象，例如 {"sourceDir": "/data/qc"}；无参数时留空',
      ),
    }),
  },
});
