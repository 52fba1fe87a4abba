import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { RATE_FIELDS } from './rate-limit-line';

/** What separates the values of a rule's URL variables ({@link URL_VALUE_PATTERN}). */
export const URL_VALUE_SEPARATOR = ';';

/** One value of a URL variable: a part of one path segment (no `/` and no `;`). */
export const URL_VALUE_PART = "[A-Za-z0-9._~!$&'()*+,=:@%-]+";

/** The values of a rule's URL variables, in order, separated by `;`. */
export const URL_VALUE_PATTERN = `^${URL_VALUE_PART}(;${URL_VALUE_PART})*$`;

/** The field of a dimension rule holding each dimension's value. */
export const DIMENSION_FIELDS = {
  user: 'userId',
  role: 'roleId',
  tenant: 'organizationId',
  origin: 'origin',
  url: 'urlValues',
} as const;

/**
 * The dimension rules of a gateway rate-limit line (HZERO's dimension configs): one value of
 * each of the line's dimensions (a user, a role, a tenant, an origin address, the values of the
 * line's URL template variables) and the token bucket that value gets instead of the line's,
 * e.g. a higher burst for one user. Saved one at a time on their line's page; applied on the
 * rate limits' refresh.
 */
export default defineResource({
  module: 'hadm',
  name: 'dimension-config',
  path: 'dimension-configs',
  table: 'hadm_rate_limit_dim',
  idField: 'rateLimitDimId',
  tenancy: 'site',
  enabledFlag: false,
  title: text('Dimension rules', '维度规则'),
  entity: text('dimension rule', '维度规则'),
  nameField: 'replenishRate',
  parent: { resource: 'hadm/rate-limit-line', field: 'rateLimitLineId' },
  fields: {
    rateLimitLineId: fields.integer(text('Rate limit line', '限流规则行'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    userId: fields.reference(text('User', '用户'), {
      resource: 'hiam/user',
      display: 'loginName',
      displayAs: 'userLoginName',
      column: 140,
      shownWhenHeader: { field: 'rateLimitDimension', has: 'user' },
    }),
    roleId: fields.reference(text('Role', '角色'), {
      resource: 'hiam/role',
      display: 'name',
      displayAs: 'roleName',
      column: 160,
      shownWhenHeader: { field: 'rateLimitDimension', has: 'role' },
    }),
    organizationId: fields.reference(text('Tenant', '租户'), {
      resource: 'hiam/tenant',
      display: 'tenantName',
      displayAs: 'tenantName',
      column: 160,
      shownWhenHeader: { field: 'rateLimitDimension', has: 'tenant' },
    }),
    origin: fields.text(text('Origin address', '来源地址'), {
      max: 45,
      pattern: '^[0-9A-Fa-f.:]+$',
      help: text('An IP address, e.g. 203.0.113.9', 'IP 地址，例如 203.0.113.9'),
      column: 140,
      shownWhenHeader: { field: 'rateLimitDimension', has: 'origin' },
    }),
    urlValues: fields.text(text('URL values', 'URL 参数'), {
      max: 480,
      pattern: URL_VALUE_PATTERN,
      help: text(
        'The values of the URL template’s {1}, {2}… in order, separated by ;',
        'URL 维度值中 {1}、{2}… 的取值，按顺序以 ; 分隔',
      ),
      column: 200,
      shownWhenHeader: { field: 'rateLimitDimension', has: 'url' },
      placeholdersOf: { field: 'urlTemplate', separator: URL_VALUE_SEPARATOR },
    }),
    ...RATE_FIELDS,
  },
});
