import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** Where a distribution applies: site-wide, or one tenant (named by its number). */
export const CODE_RULE_LEVELS = [
  { value: 'GLOBAL', label: text('Site (every tenant)', '全局（所有租户）') },
  { value: 'TENANT', label: text('Tenant', '租户') },
] as const;

/**
 * The distributions of a code rule: one per level (site-wide, or a tenant that numbers its own
 * way), each with its segments, edited on the distribution's own page
 * (`/hpfm/code-rule/dist/:ruleDistId`). A tenant's distribution wins over the site-wide one;
 * once used to generate a code, its segments are fixed.
 */
export default defineResource({
  module: 'hpfm',
  name: 'code-rule-dist',
  path: 'code-rule-dist',
  // HZERO reads a distribution's segments at code-rule-detail/{ruleDistId} (codeRuleService.js
  // queryDetail), saves a new or changed one at POST code-rule-detail (addCodeDetail, the
  // distribution named in ruleDistId) and removes a list at DELETE code-rule-detail
  // (deleteCodeDetail).
  api: {
    lines: { segments: 'code-rule-detail/{id}' },
    lineWrites: {
      segments: {
        create: 'POST code-rule-detail',
        update: 'POST code-rule-detail',
        remove: 'DELETE code-rule-detail',
      },
    },
  },
  table: 'hpfm_code_rule_dist',
  idField: 'ruleDistId',
  tenancy: 'shared',
  title: text('Code Rule Distributions', '编码规则分配'),
  entity: text('distribution', '分配'),
  nameField: 'levelCode',
  defaultSort: { field: 'levelCode', order: 'asc' },
  parent: { resource: 'hpfm/code-rule', field: 'ruleId' },
  detailRoute: '/hpfm/code-rule/dist/:ruleDistId',
  lines: [{ key: 'segments', resource: 'hpfm/code-rule-segment' }],
  fields: {
    ruleId: fields.integer(text('Code rule', '编码规则'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    levelCode: fields.select(text('Level', '层级'), {
      options: CODE_RULE_LEVELS,
      required: true,
      defaultValue: 'GLOBAL',
      filter: true,
      sortable: true,
      column: 160,
    }),
    levelValue: fields.text(text('Level value', '层级值'), {
      max: 60,
      pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$',
      help: text(
        'For the tenant level: the tenant number, e.g. NOVO-LAB',
        '租户层级：租户编号，例如 NOVO-LAB',
      ),
      filter: true,
      column: 160,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 240 }),
    usedFlag: fields.flag(text('Used', '已使用'), { readOnly: true, column: 90 }),
  },
});
