import { SERVICE_CODE_HELP, SERVICE_CODE_PATTERN } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { DB_NAME_HELP, DB_NAME_PATTERN } from './producer-config';

/** How a consumer's initialisation went: not yet, done, or failed (with its message). */
export const PROCESS_STATUSES = [
  { value: 'N', label: text('Not initialised', '未初始化') },
  { value: 'S', label: text('Initialised', '已初始化') },
  { value: 'E', label: text('Failed', '失败') },
] as const;

/** A consumer's initialisation status. */
export type ProcessStatus = (typeof PROCESS_STATUSES)[number]['value'];

/**
 * The demo consumers initialised as they are written (by `service/database/table`), so that a
 * fresh start shows an initialised consumer beside one that is not.
 */
export const DEMO_INITIALISED: readonly string[] = ['hzero-order/hzero_order/hord_country'];

/**
 * The consumers of a distribution configuration (hdtt, HZERO's `db-cons`): the service, its
 * database and table that receive the producer table's rows (fixed once created, and never the
 * producer's own table), and how its last initialisation went: status, message, time and the
 * offset it starts from. Edited with its configuration on the configuration's page.
 */
export default defineResource({
  module: 'hdtt',
  name: 'consumer-config',
  path: 'db-cons',
  table: 'hdtt_cons_db_config',
  idField: 'consDbConfigId',
  tenancy: 'tenant',
  title: text('Consumers', '消费配置'),
  entity: text('consumer', '消费配置'),
  nameField: 'consumerTable',
  defaultSort: { field: 'consDbConfigId', order: 'asc' },
  parent: { resource: 'hdtt/producer-config', field: 'producerConfigId' },
  uniqueTogether: [{ fields: ['consumerService', 'consumerDb', 'consumerTable'] }],
  fields: {
    producerConfigId: fields.integer(text('Configuration', '生产配置'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    consumerService: fields.text(text('Consumer service', '消费服务'), {
      max: 60,
      pattern: SERVICE_CODE_PATTERN,
      help: SERVICE_CODE_HELP,
      required: true,
      immutable: true,
      column: 150,
    }),
    consumerDb: fields.text(text('Consumer database', '消费 DB'), {
      max: 60,
      pattern: DB_NAME_PATTERN,
      help: DB_NAME_HELP,
      required: true,
      immutable: true,
      column: 150,
    }),
    consumerTable: fields.text(text('Consumer table', '消费表名'), {
      max: 60,
      pattern: DB_NAME_PATTERN,
      help: DB_NAME_HELP,
      required: true,
      immutable: true,
      column: 150,
    }),
    consumerOffset: fields.integer(text('Initial offset', '初始偏移'), {
      readOnly: true,
      column: 100,
      help: text(
        'Set on initialisation: the producer rows the consumer starts after',
        '初始化时设置：消费者从此位置之后开始接收生产表数据',
      ),
    }),
    processStatus: fields.select(text('Initialisation status', '初始化状态'), {
      options: PROCESS_STATUSES,
      readOnly: true,
      shownAs: 'badge',
      tones: { S: 'success', E: 'error', N: 'default' },
      filter: true,
      column: 120,
    }),
    processMsg: fields.tl(text('Initialisation message', '初始化消息'), {
      max: 2000,
      multiline: true,
      readOnly: true,
      column: 280,
    }),
    processTime: fields.datetime(text('Initialised at', '初始化时间'), {
      readOnly: true,
      column: 170,
    }),
  },
});
