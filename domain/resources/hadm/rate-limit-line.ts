import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { ROUTE_PATH_HELP, ROUTE_PATH_PATTERN } from './route';

/** The dimensions a line may count per, each alone. */
export const RATE_LIMIT_DIMENSIONS = [
  { value: 'user', label: text('User', '用户') },
  { value: 'role', label: text('Role', '角色') },
  { value: 'tenant', label: text('Tenant', '租户') },
  { value: 'origin', label: text('Origin address', '来源地址') },
  { value: 'url', label: text('URL', 'URL') },
] as const;

/** What a rate-limit line counts separately: one bucket per value (combined with `,`). */
export const RATE_LIMIT_DIMENSION_CHOICES = [
  { value: 'user', label: text('User', '用户') },
  { value: 'role', label: text('Role', '角色') },
  { value: 'tenant', label: text('Tenant', '租户') },
  { value: 'origin', label: text('Origin address', '来源地址') },
  { value: 'url', label: text('URL', 'URL') },
  { value: 'user,url', label: text('User and URL', '用户和 URL') },
  { value: 'role,url', label: text('Role and URL', '角色和 URL') },
  { value: 'tenant,url', label: text('Tenant and URL', '租户和 URL') },
  { value: 'origin,url', label: text('Origin address and URL', '来源地址和 URL') },
  { value: 'tenant,user', label: text('Tenant and user', '租户和用户') },
] as const;

/**
 * A URL template: path segments of fixed text and numbered variables `{1}`, `{2}`… (each a part
 * of one segment), e.g. `/hpfm/v1/{1}/countries`.
 */
export const URL_TEMPLATE_PATTERN = '^(/([A-Za-z0-9._~-]|\\{[1-9]\\})+)+$';

/** The variables of a URL template, in order: `['{1}', '{2}']`. */
export function templateVariables(template: string | null | undefined): string[] {
  return template ? (template.match(/\{[1-9]\}/g) ?? []) : [];
}

/** A token bucket's figures: of a line, and of a dimension rule that gives one value its own. */
export const RATE_FIELDS = {
  replenishRate: fields.integer(text('Replenish rate', '补充速率'), {
    min: 1,
    max: 100_000,
    required: true,
    column: 120,
    help: text('Requests given back each period', '每个周期补充的请求数'),
  }),
  replenishPeriod: fields.integer(text('Period (s)', '周期（秒）'), {
    min: 1,
    max: 86_400,
    required: true,
    defaultValue: 1,
    column: 100,
  }),
  burstCapacity: fields.integer(text('Burst capacity', '突发容量'), {
    min: 1,
    max: 100_000,
    required: true,
    column: 120,
    help: text('Requests allowed at once', '一次最多允许的请求数'),
  }),
};

/**
 * The lines of a gateway rate limit: on the requests of a route (or of a narrower path under
 * it), a token bucket of `burstCapacity` refilled with `replenishRate` every `replenishPeriod`
 * seconds, one per value of the dimensions. A line counted per URL may name the variable parts
 * of its URLs in `urlTemplate`. Its dimension rules (`dimension-configs`, edited on the rate
 * limit's page once the line is saved, one at a time) give single values their own rate; while it has any,
 * its dimensions and template are fixed.
 */
export default defineResource({
  module: 'hadm',
  name: 'rate-limit-line',
  path: 'gateway-rate-limit-lines',
  // HZERO's rate limit pages (hadm zuulRateLimitService.js updateLine, the rate limit's own
  // route; queryDimensionConfigs; the rules written one at a time as the user makes them:
  // insertDimensionConfigs, updateDimensionConfigs, deleteDimensionConfigs, one rule a call).
  api: {
    update: 'gateway-rate-limit-lines',
    lines: { 'dimension-configs': 'dimension-configs?rateLimitLineId={id}' },
    lineWrites: {
      'dimension-configs': {
        create: 'dimension-configs',
        update: 'dimension-configs',
        remove: 'dimension-configs',
        removeOne: true,
      },
    },
  },
  table: 'hadm_rate_limit_line',
  idField: 'rateLimitLineId',
  tenancy: 'site',
  title: text('Rate limit lines', '限流规则行'),
  entity: text('rate limit line', '限流规则行'),
  nameField: 'path',
  parent: { resource: 'hadm/rate-limit', field: 'rateLimitId' },
  detailRoute: '/hadm/rate-limit/detail/:rateLimitId/line/:rateLimitLineId',
  lines: [{ key: 'dimension-configs', resource: 'hadm/dimension-config' }],
  fields: {
    rateLimitId: fields.integer(text('Rate limit', '限流规则'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    serviceRouteId: fields.reference(text('Route', '路由'), {
      resource: 'hadm/route',
      display: 'name',
      displayAs: 'routeName',
      required: true,
      column: 140,
    }),
    path: fields.text(text('Path', '路径'), {
      max: 240,
      pattern: ROUTE_PATH_PATTERN,
      help: text(
        `Only these requests of the route; the whole route when empty. ${ROUTE_PATH_HELP.en_US}`,
        `仅限路由中的这些请求；留空表示整个路由。${ROUTE_PATH_HELP.zh_CN}`,
      ),
      column: 220,
    }),
    ...RATE_FIELDS,
    rateLimitDimension: fields.select(text('Counted per', '限流维度'), {
      options: RATE_LIMIT_DIMENSION_CHOICES,
      required: true,
      defaultValue: 'user',
      column: 160,
    }),
    urlTemplate: fields.text(text('URL template', 'URL 维度值'), {
      max: 240,
      pattern: URL_TEMPLATE_PATTERN,
      help: text(
        'Lines counted per URL only: the URLs with their variable parts numbered, e.g. /hpfm/v1/{1}/countries; a dimension rule then gives values of {1}, {2}… a limit of their own',
        '仅用于按 URL 限流的规则行：将 URL 中可变的部分编号，例如 /hpfm/v1/{1}/countries；维度规则可为 {1}、{2}… 的取值单独设置限流',
      ),
      column: 220,
    }),
  },
});
