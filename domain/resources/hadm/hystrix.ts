import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { BREAKER_PROPERTIES } from './hystrix-conf-line';
import { refreshFields } from './rate-limit';

/** The server's dependencies that go through a circuit breaker, and the service of each. */
export const BREAKERS = [
  { value: 'MAIL', label: text('Mail sending', '邮件发送'), service: 'hmsg' },
  { value: 'FILE_STORAGE', label: text('File storage', '文件存储'), service: 'hfle' },
] as const;

/**
 * Circuit breakers (service governance): per dependency of the server, the properties of its
 * breaker (timeout, error percentage, request volume, sleep window); `refresh` applies each
 * selected configuration to its own breaker only. The breakers' live state shows above the list.
 */
export default defineResource({
  module: 'hadm',
  name: 'hystrix',
  path: 'hystrix-confs',
  // HZERO's breaker pages (hadm hystrixService.js add: a list POSTed for new and changed
  // configurations alike, their new and changed properties with them; fetchDetailList; the
  // properties deleted apart as the user deletes them, deleteDetails).
  api: {
    create: 'hystrix-confs []',
    update: 'POST hystrix-confs []',
    lines: { hystrixConfLines: 'hystrix-conf-lines?confId={id}' },
    lineWrites: { hystrixConfLines: { remove: 'hystrix-conf-lines' } },
  },
  table: 'hadm_hystrix_conf',
  idField: 'confId',
  tenancy: 'site',
  title: text('Circuit Breakers', '熔断设置'),
  entity: text('breaker configuration', '熔断配置'),
  nameField: 'confKey',
  defaultSort: { field: 'confKey', order: 'asc' },
  route: '/hadm/hystrix',
  detailRoute: '/hadm/hystrix/detail/:confId',
  menu: {
    parent: 'hzero.hadm',
    code: 'hzero.hadm.hystrix',
    sort: 60,
    quickIndex: text('hystrix', 'rdsz'),
    siteOnly: true,
  },
  lines: [{ key: 'hystrixConfLines', resource: 'hadm/hystrix-conf-line' }],
  customActions: [
    {
      // HZERO's refresh (hadm hystrixService.js): POST hystrix-confs/batch-refresh with the
      // selected configurations, [{confId}].
      key: 'batch-refresh',
      label: text('Refresh', '刷新'),
      on: 'selection',
      confirm: text(
        'Apply the selected breaker configurations as saved now?',
        '按当前保存的内容应用所选的熔断配置？',
      ),
    },
  ],
  fields: {
    confKey: codeField(text('Breaker', '熔断器'), {
      pattern: '^[A-Z][A-Z0-9_]{0,29}$',
      help: text(
        `The breaker it configures: ${BREAKERS.map((item) => `${item.value} (${item.label.en_US.toLowerCase()})`).join(', ')}`,
        `所配置的熔断器：${BREAKERS.map((item) => `${item.value}（${item.label.zh_CN}）`).join('、')}`,
      ),
    }),
    confTypeCode: fields.select(text('Type', '类型'), {
      options: [{ value: 'COMMAND', label: text('Command', '命令') }],
      required: true,
      defaultValue: 'COMMAND',
      column: 100,
    }),
    serviceName: fields.text(text('Service', '服务'), {
      max: 60,
      required: true,
      filter: true,
      column: 100,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 220, wide: true }),
    ...refreshFields,
  },
  // Mail sending is configured; file storage runs on the defaults until configured.
  demo: [
    {
      confKey: 'MAIL',
      confTypeCode: 'COMMAND',
      serviceName: 'hmsg',
      description: 'Mail sending (the outbox): opens after 5 failures of 10 calls',
      hystrixConfLines: BREAKER_PROPERTIES.map((property) => ({
        propertyName: property.value,
        propertyValue:
          property.value === 'circuitBreaker.requestVolumeThreshold'
            ? 10
            : property.value === 'circuitBreaker.sleepWindowInMilliseconds'
              ? 30_000
              : property.default,
      })),
    },
  ],
});
