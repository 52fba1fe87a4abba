import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text, type Text } from '../../engine/text';

/** A property of a circuit breaker: its name, what it sets, its bounds and Hystrix's default. */
export interface BreakerProperty {
  value: string;
  label: Text;
  min: number;
  max: number;
  default: number;
}

/** The properties a breaker configuration may set (Hystrix's names). */
export const BREAKER_PROPERTIES: readonly BreakerProperty[] = [
  {
    value: 'execution.isolation.thread.timeoutInMilliseconds',
    label: text('Timeout (ms)', '超时（毫秒）'),
    min: 10,
    max: 60_000,
    default: 1_000,
  },
  {
    value: 'circuitBreaker.errorThresholdPercentage',
    label: text('Error percentage that opens it', '触发熔断的错误百分比'),
    min: 1,
    max: 100,
    default: 50,
  },
  {
    value: 'circuitBreaker.requestVolumeThreshold',
    label: text('Calls in the window before it may open', '可触发熔断的最少调用数'),
    min: 1,
    max: 10_000,
    default: 20,
  },
  {
    value: 'circuitBreaker.sleepWindowInMilliseconds',
    label: text('Sleep window before a trial call (ms)', '熔断后试探前的等待（毫秒）'),
    min: 100,
    max: 600_000,
    default: 5_000,
  },
  {
    value: 'metrics.rollingStats.timeInMilliseconds',
    label: text('Rolling window of the counters (ms)', '统计滚动窗口（毫秒）'),
    min: 1_000,
    max: 600_000,
    default: 10_000,
  },
];

/** The property lines of a circuit-breaker configuration. */
export default defineResource({
  module: 'hadm',
  name: 'hystrix-conf-line',
  path: 'hystrix-conf-lines',
  table: 'hadm_hystrix_conf_line',
  idField: 'confLineId',
  tenancy: 'site',
  title: text('Properties', '属性'),
  entity: text('property', '属性'),
  nameField: 'propertyName',
  parent: { resource: 'hadm/hystrix', field: 'confId' },
  fields: {
    confId: fields.integer(text('Configuration', '配置'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    propertyName: fields.select(text('Property', '属性'), {
      options: BREAKER_PROPERTIES.map(({ value, label }) => ({
        value,
        label: text(`${label.en_US} · ${value}`, `${label.zh_CN} · ${value}`),
      })),
      required: true,
      unique: true,
      column: 360,
    }),
    propertyValue: fields.integer(text('Value', '属性值'), {
      min: 1,
      max: 600_000,
      required: true,
      column: 120,
    }),
  },
});
