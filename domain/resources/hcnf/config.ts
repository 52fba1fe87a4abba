import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The states of a configuration set: changed since its last version, or equal to it. */
export const CONFIG_STATUSES = ['DRAFT', 'PUBLISHED'] as const;

/** A configuration set's state. */
export type ConfigStatus = (typeof CONFIG_STATUSES)[number];

/** The environments a service's configuration is kept for. */
export const CONFIG_ENVIRONMENTS = [
  { value: 'dev', label: text('Development', '开发') },
  { value: 'test', label: text('Test', '测试') },
  { value: 'staging', label: text('Staging', '预发布') },
  { value: 'prod', label: text('Production', '生产') },
] as const;

/** The formats a configuration set is published in. */
export const CONFIG_FORMATS = [
  { value: 'properties', label: text('Properties', 'Properties') },
  { value: 'yaml', label: text('YAML', 'YAML') },
  { value: 'json', label: text('JSON', 'JSON') },
] as const;

/** A configuration set's format. */
export type ConfigFormat = (typeof CONFIG_FORMATS)[number]['value'];

/**
 * The demo sets published as they are written (by `service/environment`): demo rows carry only
 * what a user types, so the sets' hook publishes these once their items are saved.
 */
export const DEMO_PUBLISHED: readonly string[] = ['hzero-order/prod'];

/**
 * Configuration Centre (hcnf 配置中心, `/hcnf/config`, each set's page
 * `/hcnf/config/detail/{configSetId}`): a tenant's administrators keep each service's
 * configuration per environment as a set of items (key, value, type; a secret item's value
 * sealed and never shown again) and publish it as numbered versions
 * (`/hcnf/config/version/{configSetId}`). A set is PUBLISHED while its format and items equal
 * its last version, DRAFT otherwise.
 */
export default defineResource({
  module: 'hcnf',
  name: 'config',
  path: 'config-sets',
  table: 'hcnf_config_set',
  idField: 'configSetId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Configuration Centre', '配置中心'),
  entity: text('configuration set', '配置集'),
  nameField: 'serviceCode',
  defaultSort: { field: 'configSetId', order: 'desc' },
  search: { fields: ['serviceCode', 'configName'] },
  route: '/hcnf/config',
  detailRoute: '/hcnf/config/detail/:configSetId',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hcnf.config',
    sort: 20,
    name: text('Configuration Centre', '配置中心'),
    quickIndex: text('configcentre', 'pzzx'),
  },
  uniqueTogether: [
    {
      fields: ['serviceCode', 'environment'],
      message: text(
        '%{serviceCode} already has a configuration set for the environment %{environment}',
        '%{serviceCode} 已有环境 %{environment} 的配置集',
      ),
    },
  ],
  lines: [{ key: 'configItems', resource: 'hcnf/config-item' }],
  customActions: [
    {
      key: 'publish',
      label: text('Publish', '发布'),
      on: 'row',
      confirm: text(
        'Publish the current items of this configuration set as a new version?',
        '将此配置集的当前配置项发布为新版本？',
      ),
    },
  ],
  fields: {
    serviceCode: codeField(text('Service', '服务编码'), {
      unique: false,
      help: text(
        'The application’s service code, e.g. hzero-order; with the environment, fixed once created',
        '应用的服务编码，例如 hzero-order；与环境一起创建后不可修改',
      ),
    }),
    environment: fields.select(text('Environment', '环境'), {
      options: CONFIG_ENVIRONMENTS,
      required: true,
      immutable: true,
      defaultValue: 'dev',
      filter: true,
      sortable: true,
      column: 110,
    }),
    configName: fields.text(text('Name', '名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    format: fields.select(text('Format', '格式'), {
      options: CONFIG_FORMATS,
      required: true,
      defaultValue: 'yaml',
      column: 100,
    }),
    status: fields.select(text('Status', '状态'), {
      options: [
        { value: 'DRAFT', label: text('Unpublished changes', '有未发布修改') },
        { value: 'PUBLISHED', label: text('Published', '已发布') },
      ],
      readOnly: true,
      filter: true,
      sortable: true,
      column: 130,
      shownAs: 'badge',
      tones: { DRAFT: 'processing', PUBLISHED: 'success' },
    }),
    publishedVersion: fields.integer(text('Published version', '发布版本'), {
      readOnly: true,
      sortable: true,
      column: 110,
      link: '/hcnf/config/version/:configSetId',
      help: text('0 until the set is first published', '首次发布前为 0'),
    }),
    publishedDate: fields.datetime(text('Published', '发布时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
    publishedBy: fields.text(text('Published by', '发布人'), {
      max: 120,
      readOnly: true,
      column: 120,
    }),
    description: fields.longtext(text('Description', '描述'), {
      max: 480,
      column: false,
      wide: true,
    }),
  },
  demo: [
    {
      serviceCode: 'hzero-order',
      environment: 'prod',
      configName: 'Order service, production',
      format: 'yaml',
      description: 'Data source, connection pool and order rules of the production order service',
      configItems: [
        {
          configKey: 'spring.datasource.url',
          configValue: 'jdbc:mysql://db-prod.internal:3306/hzero_order?useSSL=true',
          valueType: 'string',
          description: 'Order database',
        },
        {
          configKey: 'spring.datasource.username',
          configValue: 'hzero_order',
          valueType: 'string',
        },
        {
          configKey: 'server.port',
          configValue: '8080',
          valueType: 'number',
          description: 'HTTP port',
        },
        {
          configKey: 'spring.datasource.password',
          configValue: 'Pr0d-Order#2026',
          valueType: 'string',
          secretFlag: 1,
          description: 'Sealed: never shown again',
        },
        {
          configKey: 'spring.datasource.hikari.maximum-pool-size',
          configValue: '40',
          valueType: 'number',
        },
        {
          configKey: 'hzero.order.auto-cancel-minutes',
          configValue: '30',
          valueType: 'number',
          description: 'Unpaid orders are cancelled after this many minutes',
        },
        {
          configKey: 'hzero.order.split-enabled',
          configValue: 'true',
          valueType: 'boolean',
        },
      ],
    },
    {
      serviceCode: 'hzero-order',
      environment: 'dev',
      configName: 'Order service, development',
      format: 'yaml',
      description: 'Local databases and verbose logging for developers',
      configItems: [
        {
          configKey: 'spring.datasource.url',
          configValue: 'jdbc:mysql://db-dev.internal:3306/hzero_order',
          valueType: 'string',
        },
        {
          configKey: 'logging.level.org.hzero.order',
          configValue: 'debug',
          valueType: 'string',
        },
        {
          configKey: 'spring.datasource.password',
          configValue: 'dev-order',
          valueType: 'string',
          secretFlag: 1,
        },
        {
          configKey: 'hzero.order.auto-cancel-minutes',
          configValue: '5',
          valueType: 'number',
          description: 'Short, to test cancellation',
        },
      ],
    },
    {
      serviceCode: 'hzero-gateway',
      environment: 'test',
      configName: 'Gateway, test',
      format: 'properties',
      configItems: [
        {
          configKey: 'spring.cloud.gateway.httpclient.connect-timeout',
          configValue: '3000',
          valueType: 'number',
          description: 'Milliseconds',
        },
        {
          configKey: 'hzero.gateway.rate-limit.enabled',
          configValue: 'false',
          valueType: 'boolean',
        },
      ],
    },
  ],
});
