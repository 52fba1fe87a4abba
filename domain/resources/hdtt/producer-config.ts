import { SERVICE_CODE_HELP, SERVICE_CODE_PATTERN } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** A database's or a table's name: lower-case letters, digits and `_`. */
export const DB_NAME_PATTERN = '^[a-z][a-z0-9_]{0,59}$';

/** What {@link DB_NAME_PATTERN} allows, said to the user. */
export const DB_NAME_HELP = text(
  'Up to 60 lower-case letters, digits or _, starting with a letter',
  '最多 60 个小写字母、数字或 _，以字母开头',
);

/** How reading the producer table's DDL went: not yet, read, or not found (with its message). */
export const DDL_STATUSES = [
  { value: 'N', label: text('Not read', '未读取') },
  { value: 'S', label: text('Read', '已读取') },
  { value: 'F', label: text('Failed', '失败') },
] as const;

/** A DDL refresh status. */
export type DdlStatus = (typeof DDL_STATUSES)[number]['value'];

/**
 * The demo configurations whose DDL is read as they are written (by `service/table`), so that a
 * fresh start shows a configuration ready to initialise its consumers beside one that is not.
 */
export const DEMO_REFRESHED: readonly string[] = ['hzero-platform/hpfm_country'];

/**
 * Data Distribution (hdtt 数据分发, `/hdtt/producer-config`, each configuration's page
 * `/hdtt/producer-config/detail/{producerConfigId}`): a tenant's administrators name a table of
 * a producer service whose rows other services' databases receive, the database its DDL is
 * read from, and, as its lines, the consumers (service, database, table) that receive them.
 * `refresh-ddl` reads the table's DDL (the reference server reads the tables of its own
 * database); `init-consumers` initialises the enabled consumers (or the one named) and records
 * each consumer's status, message, time and starting offset. The reference server records the
 * initialisation; it never copies rows between databases, and its messages say so.
 */
export default defineResource({
  module: 'hdtt',
  name: 'producer-config',
  path: 'producer-config',
  // HZERO's data distribution pages (hdtt producerConfigService.js): the list, the header's
  // read, create and update at producer-config (the update with the id in the body); the
  // consumers read at db-cons/{producerConfigId}/paging, created one at a time at
  // db-cons/{producerConfigId} and removed as a list at db-cons. HZERO's one-row removal body,
  // its consumer update at db-cons/{consDbConfigId} and its tenant consumers (tenant-cons) are
  // not spoken here: a consumer's change is saved with its configuration.
  api: {
    update: 'producer-config',
    lines: { dbCons: 'db-cons/{id}/paging' },
    lineWrites: { dbCons: { create: 'db-cons/{id}', remove: 'db-cons' } },
  },
  table: 'hdtt_producer_config',
  idField: 'producerConfigId',
  tenancy: 'tenant',
  title: text('Data Distribution', '数据分发'),
  entity: text('distribution configuration', '数据分发配置'),
  nameField: 'tableName',
  defaultSort: { field: 'producerConfigId', order: 'desc' },
  search: { fields: ['serviceCode', 'tableName', 'description'] },
  route: '/hdtt/producer-config',
  detailRoute: '/hdtt/producer-config/detail/:producerConfigId',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hdtt.producer-config',
    sort: 10,
    name: text('Data Distribution', '数据分发'),
    quickIndex: text('distribution', 'sjff'),
  },
  uniqueTogether: [
    {
      fields: ['serviceCode', 'tableName'],
      message: text(
        '%{serviceCode} already has a distribution configuration of the table %{tableName}',
        '%{serviceCode} 已有表 %{tableName} 的数据分发配置',
      ),
    },
  ],
  lines: [{ key: 'dbCons', resource: 'hdtt/consumer-config' }],
  customActions: [
    {
      key: 'refresh-ddl',
      label: text('Refresh DDL', '刷新初始化 DDL'),
      on: 'row',
      api: 'PUT producer-config/{id}/refresh',
      confirm: text(
        'Read the producer table’s DDL again from its database?',
        '从数据库重新读取生产表的 DDL？',
      ),
    },
    {
      key: 'init-consumers',
      label: text('Initialise consumers', '初始化消费者'),
      on: 'row',
      // HZERO's initConsumer posts one consumer row ({consDbConfigId, producerConfigId, …});
      // without a consDbConfigId every enabled consumer of the configuration is initialised.
      api: 'producer-cons-init',
      confirm: text(
        'Initialise the enabled consumers of this configuration from the producer table as it is now?',
        '按生产表的当前状态初始化此配置中已启用的消费者？',
      ),
    },
  ],
  fields: {
    serviceCode: fields.text(text('Producer service', '生产服务'), {
      max: 60,
      pattern: SERVICE_CODE_PATTERN,
      help: SERVICE_CODE_HELP,
      required: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 160,
    }),
    tableName: fields.text(text('Producer table', '生产表名'), {
      max: 60,
      pattern: DB_NAME_PATTERN,
      help: text(
        `The table whose rows are distributed, fixed once created. ${DB_NAME_HELP.en_US}`,
        `要分发数据的表，创建后不可修改。${DB_NAME_HELP.zh_CN}`,
      ),
      required: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 180,
    }),
    description: fields.text(text('Description', '说明'), {
      max: 240,
      required: true,
      column: 240,
      wide: true,
    }),
    initDbCode: fields.text(text('Initialisation database', '初始化 DB'), {
      max: 60,
      pattern: DB_NAME_PATTERN,
      help: text(
        `The producer’s database the table’s DDL and rows are read from, fixed once created. ${DB_NAME_HELP.en_US}`,
        `读取表 DDL 和数据的生产方数据库，创建后不可修改。${DB_NAME_HELP.zh_CN}`,
      ),
      required: true,
      immutable: true,
      column: 150,
    }),
    initImportDataFlag: fields.flag(text('Import existing rows', '初始化数据'), {
      defaultValue: 1,
      column: 110,
      help: text(
        'On initialisation, consumers receive the table’s existing rows first; otherwise only the changes made from then on',
        '初始化时消费者先接收表中已有的数据；否则只接收此后的变更',
      ),
    }),
    refreshStatus: fields.select(text('DDL status', 'DDL 状态'), {
      options: DDL_STATUSES,
      readOnly: true,
      shownAs: 'badge',
      tones: { S: 'success', F: 'error', N: 'default' },
      filter: true,
      column: 110,
    }),
    refreshMessage: fields.tl(text('DDL message', 'DDL 消息'), {
      max: 2000,
      multiline: true,
      readOnly: true,
      column: 280,
    }),
    refreshTime: fields.datetime(text('DDL read at', 'DDL 读取时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
    initDdlSql: fields.code(text('Initialisation DDL', '初始化 DDL'), {
      language: 'sql',
      max: 20_000,
      readOnly: true,
      column: false,
      wide: true,
    }),
  },
  demo: [
    {
      serviceCode: 'hzero-platform',
      tableName: 'hpfm_country',
      description: 'Countries of the platform, distributed to the order and the report services',
      initDbCode: 'hzero_platform',
      initImportDataFlag: 1,
      dbCons: [
        {
          consumerService: 'hzero-order',
          consumerDb: 'hzero_order',
          consumerTable: 'hord_country',
        },
        {
          consumerService: 'hzero-report',
          consumerDb: 'hzero_report',
          consumerTable: 'hrpt_country',
        },
      ],
    },
    {
      serviceCode: 'hzero-platform',
      tableName: 'hpfm_currency',
      description: 'Currencies, distributed to the invoice service once its DDL is read',
      initDbCode: 'hzero_platform',
      initImportDataFlag: 0,
      dbCons: [
        {
          consumerService: 'hzero-invoice',
          consumerDb: 'hzero_invoice',
          consumerTable: 'hivc_currency',
        },
      ],
    },
  ],
});
