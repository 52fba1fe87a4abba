import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { refreshFields } from './rate-limit';
import { ROUTE_PATH_HELP, ROUTE_PATH_PATTERN } from './route';

/** What an address list of a monitor rule holds, said to the user. */
const ADDRESS_LIST_HELP = text(
  'IP addresses (IPv4 or IPv6), one per line or comma-separated',
  'IP 地址（IPv4 或 IPv6），每行一个或以逗号分隔',
);

/**
 * API limits (service governance): monitor rules count the calls of each address to a URL
 * pattern over a time window; an address over the maximum is refused for the rest of the
 * window, one on the block list always, one on the allow list never. `apply` puts the selected
 * rules into force; each rule's monitor view charts its calls per address and URL over time.
 */
export default defineResource({
  module: 'hadm',
  name: 'api-limit',
  path: 'api-monitor-rules',
  table: 'hadm_api_monitor_rule',
  idField: 'monitorRuleId',
  tenancy: 'site',
  title: text('API Limits', 'API 访问控制'),
  entity: text('monitor rule', '监控规则'),
  nameField: 'urlPattern',
  defaultSort: { field: 'urlPattern', order: 'asc' },
  route: '/hadm/api-limit',
  menu: {
    parent: 'hzero.hadm',
    code: 'hzero.hadm.api-limit',
    sort: 40,
    quickIndex: text('apilimit', 'apifwkz'),
    siteOnly: true,
  },
  customActions: [
    {
      key: 'apply',
      label: text('Apply', '应用'),
      // HZERO's applyAPI (hadm apiLimitService.js): the selected rules in ?monitorRuleIds=.
      on: 'selection',
      selectionQuery: 'monitorRuleIds',
      api: 'PUT api-monitor-rules/apply',
      confirm: text(
        'Put the selected monitor rules as saved now into force?',
        '按当前保存的内容使所选监控规则生效？',
      ),
    },
  ],
  fields: {
    urlPattern: fields.text(text('URL pattern', 'URL 模式'), {
      max: 240,
      required: true,
      unique: true,
      pattern: ROUTE_PATH_PATTERN,
      help: ROUTE_PATH_HELP,
      filter: true,
      sortable: true,
      column: 220,
      link: '/hadm/api-limit/detail/:monitorRuleId',
    }),
    timeWindowSeconds: fields.integer(text('Window (s)', '时间窗口（秒）'), {
      min: 1,
      max: 86_400,
      required: true,
      defaultValue: 60,
      column: 110,
    }),
    maxCount: fields.integer(text('Most calls per address', '每个地址最多调用次数'), {
      min: 1,
      max: 1_000_000,
      required: true,
      column: 160,
      help: text(
        'An address calling more often within the window is refused until the window ends',
        '窗口内调用超过此次数的地址将被拒绝，直到窗口结束',
      ),
    }),
    blockList: fields.longtext(text('Block list', '黑名单'), {
      max: 4000,
      help: ADDRESS_LIST_HELP,
      column: 160,
      wide: true,
    }),
    allowList: fields.longtext(text('Allow list', '白名单'), {
      max: 4000,
      help: ADDRESS_LIST_HELP,
      column: 160,
      wide: true,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 200, wide: true }),
    ...refreshFields,
  },
  demo: [
    {
      urlPattern: '/hfle/**',
      timeWindowSeconds: 60,
      maxCount: 1200,
      description: 'File uploads and downloads: at most 1,200 a minute from one address',
    },
  ],
});
