import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** How a refresh went: not yet, applied, or refused (with its message). */
export const REFRESH_STATUSES = [
  { value: 'N', label: text('Not refreshed', '未刷新') },
  { value: 'S', label: text('Applied', '已生效') },
  { value: 'F', label: text('Failed', '失败') },
] as const;

/** Badge colours of {@link REFRESH_STATUSES}: success green, failure red. */
export const REFRESH_TONES = { S: 'success', F: 'error', N: 'default' } as const;

/**
 * The refresh outcome fields every refreshable governance header shows; the server records the
 * message in every language.
 */
export const refreshFields = {
  refreshStatus: fields.select(text('Refresh status', '刷新状态'), {
    options: REFRESH_STATUSES,
    readOnly: true,
    shownAs: 'badge',
    tones: REFRESH_TONES,
    filter: true,
    column: 120,
  }),
  refreshMessage: fields.tl(text('Refresh message', '刷新消息'), {
    max: 2000,
    multiline: true,
    readOnly: true,
    column: 300,
  }),
  refreshTime: fields.datetime(text('Refreshed at', '刷新时间'), { readOnly: true, column: 170 }),
};

/**
 * Gateway rate limits (service governance): a limit key whose lines each put a token bucket on
 * a route's requests, counted per user, role, tenant, origin address and/or URL. `refresh`
 * applies the selected limits to the governance layer and records its status, message and time
 * (a request over the limit is answered 429 with Retry-After and RateLimit headers).
 */
export default defineResource({
  module: 'hadm',
  name: 'rate-limit',
  path: 'gateway-rate-limits',
  // HZERO's rate limit pages (hadm zuulRateLimitService.js addRateLimit, detailSave; the lines
  // are read at {rateLimitId}/lines, fetchHeaderInformation, the engine's own address, and
  // written one at a time as the user makes them: insertLine, updateLine, deleteLines; the
  // header's save carries no line change). HZERO reads no header by id: GET {rateLimitId}
  // stays the engine's.
  api: {
    create: 'gateway-rate-limits/create',
    update: 'POST gateway-rate-limits/detail/save',
    remove: 'POST gateway-rate-limits/batch-delete',
    lineWrites: {
      lines: {
        create: 'gateway-rate-limit-lines',
        update: 'gateway-rate-limit-lines',
        remove: 'POST gateway-rate-limit-lines/batch-delete',
      },
    },
  },
  table: 'hadm_rate_limit',
  idField: 'rateLimitId',
  tenancy: 'site',
  title: text('Rate Limiting', '限流规则'),
  entity: text('rate limit', '限流规则'),
  nameField: 'rateLimitKey',
  defaultSort: { field: 'rateLimitKey', order: 'asc' },
  route: '/hadm/rate-limit',
  detailRoute: '/hadm/rate-limit/detail/:rateLimitId',
  menu: {
    parent: 'hzero.hadm',
    code: 'hzero.hadm.rate-limit',
    sort: 50,
    quickIndex: text('ratelimit', 'xlgz'),
    siteOnly: true,
  },
  lines: [{ key: 'lines', resource: 'hadm/rate-limit-line' }],
  customActions: [
    {
      key: 'refresh',
      label: text('Refresh', '刷新'),
      // HZERO's refresh (hadm zuulRateLimitService.js) posts the selected headers as a list,
      // [{rateLimitId, serviceName}] (the product has one gateway: serviceName is not read).
      on: 'selection',
      api: 'gateway-rate-limits/config/refresh',
      confirm: text(
        'Apply the selected rate limits as saved now to the requests of the server?',
        '将所选限流规则按当前保存的内容应用到服务器的请求？',
      ),
    },
  ],
  fields: {
    rateLimitKey: codeField(text('Rate limit key', '限流键')),
    rateLimitType: fields.select(text('Limiter', '限流器'), {
      options: [{ value: 'request', label: text('Token bucket per request', '令牌桶（按请求）') }],
      required: true,
      defaultValue: 'request',
      column: 180,
    }),
    serviceName: fields.text(text('Gateway', '网关服务'), {
      max: 60,
      required: true,
      defaultValue: 'hzero-gateway',
      filter: true,
      column: 140,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 220, wide: true }),
    ...refreshFields,
  },
  demo: [
    {
      rateLimitKey: 'EXPORTS',
      rateLimitType: 'request',
      serviceName: 'hzero-gateway',
      description: 'CSV exports of platform lists: 2 a second per user, bursts of 10',
      lines: [
        {
          serviceRouteId: ref({ name: 'hpfm' }),
          path: '/hpfm/v1/*/*/export',
          replenishRate: 2,
          replenishPeriod: 1,
          burstCapacity: 10,
          rateLimitDimension: 'user',
        },
        {
          serviceRouteId: ref({ name: 'hpfm' }),
          path: '/hpfm/v1/*/export',
          replenishRate: 2,
          replenishPeriod: 1,
          burstCapacity: 10,
          rateLimitDimension: 'user',
        },
      ],
    },
  ],
});
