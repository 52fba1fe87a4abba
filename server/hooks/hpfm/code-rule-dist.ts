/**
 * Distributions of a code rule: a tenant-level one names an existing tenant, a rule has at most
 * one distribution per level and tenant, and a used distribution is kept (disable it instead).
 */
import { fill, type Language } from '../../../domain/engine/text';
import codeRuleDist from '../../../domain/resources/hpfm/code-rule-dist';
import type { SqlValue } from '../../db/versioned';
import { BusinessError } from '../../http/errors';
import type { ResourceHooks } from '../../engine/hooks';

const en_US = {
  tenantNeeded: 'A tenant-level distribution needs the tenant number as its level value',
  noTenant: 'There is no tenant %{value}',
  twice: 'The code rule already has a distribution for %{level}',
  site: 'the site',
  tenant: 'tenant %{value}',
  used: 'The distribution for %{level} has generated codes; disable it instead of deleting it',
};

const MESSAGES: Readonly<Record<Language, typeof en_US>> = {
  en_US,
  zh_CN: {
    tenantNeeded: '租户层级的分配需要以租户编号作为层级值',
    noTenant: '没有租户 %{value}',
    twice: '该编码规则已有%{level}的分配',
    site: '全局',
    tenant: '租户 %{value}',
    used: '%{level}的分配已生成过编码，请禁用而不是删除',
  },
};

function levelText(lang: Language, row: Record<string, unknown>): string {
  const m = MESSAGES[lang];
  return row.levelCode === 'TENANT' ? fill(m.tenant, { value: String(row.levelValue) }) : m.site;
}

const hooks: ResourceHooks = {
  beforeWrite({ engine, scope, app }, values, current) {
    const m = MESSAGES[scope.lang];
    const row: Record<string, unknown> = { ...(current ?? {}), ...values };
    if (row.levelCode !== 'TENANT') {
      values.levelValue = null;
      row.levelValue = null;
    } else {
      const value = row.levelValue;
      if (typeof value !== 'string' || value === '') {
        throw new BusinessError('error.code_rule_level', m.tenantNeeded, 'warn');
      }
      const tenant = app.db
        .prepare('SELECT tenant_num AS num FROM tenants WHERE tenant_num = ? COLLATE NOCASE')
        .get(value) as { num: string } | undefined;
      if (!tenant) {
        throw new BusinessError('error.code_rule_level', fill(m.noTenant, { value }), 'warn');
      }
      values.levelValue = tenant.num;
      row.levelValue = tenant.num;
    }
    const same = engine.store.count(
      codeRuleDist,
      scope,
      {
        ruleId: row.ruleId as SqlValue,
        levelCode: row.levelCode as SqlValue,
        levelValue: row.levelValue as SqlValue,
      },
      typeof current?.ruleDistId === 'number' ? current.ruleDistId : undefined,
    );
    if (same > 0) {
      throw new BusinessError(
        'error.duplicate',
        fill(m.twice, { level: levelText(scope.lang, row) }),
        'warn',
      );
    }
  },
  beforeDelete({ scope }, row) {
    if (row.usedFlag === 1) {
      throw new BusinessError(
        'error.code_rule_used',
        fill(MESSAGES[scope.lang].used, { level: levelText(scope.lang, row) }),
        'warn',
      );
    }
  },
};

export default hooks;
