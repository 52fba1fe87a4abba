/**
 * Code rules: the code generator ({@link generateCode}), the rule's `generate` row action, the
 * runtime `POST /hpfm/v1[/{tenantId}]/code-rule/generate` (query or body `ruleCode`, body
 * `variables`) answering `{code}`, and {@link nextCode} for the product's own documents.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionCode, resourceKey } from '../../../domain/engine/resource';
import { fill, type Language } from '../../../domain/engine/text';
import codeRule from '../../../domain/resources/hpfm/code-rule';
import codeRuleDist from '../../../domain/resources/hpfm/code-rule-dist';
import codeRuleSegment from '../../../domain/resources/hpfm/code-rule-segment';
import { LOV_CODE_PATTERN } from '../../../domain/resources/hpfm/value-list';
import type { AppContext } from '../../context';
import { requireSession, sessionOf } from '../../http/auth';
import { badRequest, BusinessError } from '../../http/errors';
import { tenantGuard, tenantPaths } from '../../http/tenant';
import { timeZoneOffsetMinutes } from '../../services/format';
import { actingRole, holdsAny, missingPermission } from '../../services/permissions';
import { getTenant } from '../../services/users';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { engineScope } from '../../engine/routes';
import { MAX_ROWS, type Engine } from '../../engine/service';
import { SqliteStore } from '../../engine/sqliteStore';
import type { ResourceStore, StoredRow } from '../../engine/store';

const en_US = {
  noRule: 'There is no enabled code rule %{code}',
  noDist: 'The code rule %{code} has no enabled distribution for tenant %{tenant} or the site',
  noSegments: 'The distribution of code rule %{code} has no segments',
  variable: 'The code rule %{code} needs the variable %{name}',
  generated: 'Generated code: %{code}',
  usedRule: 'The code rule %{code} has generated codes; disable it instead of deleting it',
};

const MESSAGES: Readonly<Record<Language, typeof en_US>> = {
  en_US,
  zh_CN: {
    noRule: '没有已启用的编码规则 %{code}',
    noDist: '编码规则 %{code} 没有适用于租户 %{tenant} 或全局的已启用分配',
    noSegments: '编码规则 %{code} 的分配没有段码',
    variable: '编码规则 %{code} 需要变量 %{name}',
    generated: '已生成编码：%{code}',
    usedRule: '编码规则 %{code} 已生成过编码，请禁用而不是删除',
  },
};

/** A code-rule message in a language. */
function say(lang: Language, key: keyof typeof en_US, vars: Record<string, string> = {}): string {
  return fill(MESSAGES[lang][key], vars);
}

/** Where and when a code is generated. */
export interface CodeScope {
  tenantId: number;
  /** The tenant's number: a tenant-level distribution names it, `TENANT_NUM` gives it. */
  tenantNum: string;
  lang: Language;
  /** `GMT+8` and the like: the date segments and resets follow it. */
  timeZone: string;
  /** Epoch ms. */
  now: number;
}

/** Most variables one generation takes. */
export const MAX_VARIABLES = 20;
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,59}$/;
const RULE_CODE = new RegExp(LOV_CODE_PATTERN);

/** `mask` (tokens yyyy, yy, MM, dd, HH, mm, ss; anything else kept) of a moment in a time zone. */
export function formatDateMask(mask: string, epochMs: number, timeZone: string): string {
  const date = new Date(epochMs + timeZoneOffsetMinutes(timeZone) * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const year = String(date.getUTCFullYear());
  const parts: Record<string, string> = {
    yyyy: year,
    yy: year.slice(-2),
    MM: pad(date.getUTCMonth() + 1),
    dd: pad(date.getUTCDate()),
    HH: pad(date.getUTCHours()),
    mm: pad(date.getUTCMinutes()),
    ss: pad(date.getUTCSeconds()),
  };
  return mask.replace(/yyyy|yy|MM|dd|HH|mm|ss/g, (token) => parts[token] ?? token);
}

const PERIOD_MASKS: Readonly<Record<string, string>> = {
  YEAR: 'yyyy',
  MONTH: 'yyyyMM',
  DAY: 'yyyyMMdd',
};

/** The distribution a tenant uses: its own tenant-level one, else the site-wide one. */
function distributionFor(
  store: ResourceStore,
  scope: CodeScope,
  rule: StoredRow,
): StoredRow | undefined {
  const dists = store.all(
    codeRuleDist,
    scope,
    [
      { field: 'ruleId', op: 'eq', value: rule.id },
      { field: 'enabledFlag', op: 'eq', value: 1 },
    ],
    MAX_ROWS,
  );
  const tenantNum = scope.tenantNum.toUpperCase();
  return (
    dists.find(
      (dist) =>
        dist.values.levelCode === 'TENANT' &&
        String(dist.values.levelValue).toUpperCase() === tenantNum,
    ) ?? dists.find((dist) => dist.values.levelCode === 'GLOBAL')
  );
}

/** Advances a sequence segment (restarting it when its period has passed) and answers its text. */
function nextSequence(store: ResourceStore, scope: CodeScope, segment: StoredRow): string {
  const { values } = segment;
  const start = Number(values.startValue ?? 1);
  const mask = PERIOD_MASKS[String(values.resetFrequency ?? 'NEVER')];
  const current = values.currentValue === null ? null : Number(values.currentValue);
  const lastReset = values.resetDate === null ? null : Number(values.resetDate);
  const restart =
    current === null ||
    lastReset === null ||
    (mask !== undefined &&
      formatDateMask(mask, lastReset, scope.timeZone) !==
        formatDateMask(mask, scope.now, scope.timeZone));
  const next = restart ? start : (current ?? start) + 1;
  const outcome = store.update(
    codeRuleSegment,
    { tenantId: segment.tenantId ?? scope.tenantId, lang: scope.lang },
    segment.id,
    segment.version,
    { currentValue: next, resetDate: restart ? scope.now : lastReset },
    undefined,
    scope.now,
  );
  if (outcome !== 'ok') throw new Error(`Code rule segment ${segment.id} changed while generating`);
  return String(next).padStart(Number(values.seqLength ?? 1), '0');
}

/**
 * The next code of a rule for a tenant, in one transaction: the tenant's distribution (its own,
 * else the site-wide one) joins its segments in order; sequences advance atomically, restarting
 * by their frequency; the distribution is marked used (its segments are then fixed).
 */
export function generateCode(
  store: ResourceStore,
  scope: CodeScope,
  ruleCode: string,
  variables: Readonly<Record<string, string>> = {},
): string {
  return store.transaction(() => {
    const [rule] = store.all(
      codeRule,
      scope,
      [
        { field: 'ruleCode', op: 'eq', value: ruleCode },
        { field: 'enabledFlag', op: 'eq', value: 1 },
      ],
      1,
    );
    if (!rule) {
      throw new BusinessError('error.code_rule', say(scope.lang, 'noRule', { code: ruleCode }));
    }
    const dist = distributionFor(store, scope, rule);
    if (!dist) {
      throw new BusinessError(
        'error.code_rule',
        say(scope.lang, 'noDist', { code: ruleCode, tenant: scope.tenantNum }),
      );
    }
    const segments = store.all(
      codeRuleSegment,
      scope,
      [{ field: 'ruleDistId', op: 'eq', value: dist.id }],
      MAX_ROWS,
    );
    if (segments.length === 0) {
      throw new BusinessError('error.code_rule', say(scope.lang, 'noSegments', { code: ruleCode }));
    }
    const builtIn: Record<string, string> = {
      TENANT_NUM: scope.tenantNum,
      TENANT_ID: String(scope.tenantId),
    };
    const parts = segments.map((segment) => {
      const { values } = segment;
      switch (values.fieldType) {
        case 'CONSTANT':
          return String(values.fieldValue);
        case 'DATE':
          return formatDateMask(String(values.dateMask ?? 'yyyy'), scope.now, scope.timeZone);
        case 'VARIABLE': {
          const name = String(values.fieldValue);
          const value = Object.hasOwn(variables, name) ? variables[name] : builtIn[name];
          if (value === undefined) {
            throw new BusinessError(
              'error.code_rule_variable',
              say(scope.lang, 'variable', { code: ruleCode, name }),
            );
          }
          return value;
        }
        case 'UUID':
          return randomUUID()
            .replace(/-/g, '')
            .toUpperCase()
            .slice(0, Number(values.seqLength ?? 32));
        default:
          return nextSequence(store, scope, segment);
      }
    });
    if (dist.values.usedFlag !== 1) {
      const outcome = store.update(
        codeRuleDist,
        { tenantId: dist.tenantId ?? scope.tenantId, lang: scope.lang },
        dist.id,
        dist.version,
        { usedFlag: 1 },
        undefined,
        scope.now,
      );
      if (outcome !== 'ok') throw new Error(`Code rule distribution ${dist.id} changed`);
    }
    return parts.join('');
  });
}

const RESOURCES = new Map(
  [codeRule, codeRuleDist, codeRuleSegment].map((resource) => [resourceKey(resource), resource]),
);

/** Options of {@link nextCode}. */
export interface NextCodeOptions {
  lang?: Language;
  /** Of the date segments and resets; `GMT` (UTC) when omitted. */
  timeZone?: string;
  variables?: Readonly<Record<string, string>>;
}

/** The next code of a rule for a tenant, for the product's own documents (batch, project codes). */
export function nextCode(
  ctx: AppContext,
  tenantId: number,
  ruleCode: string,
  options: NextCodeOptions = {},
): string {
  const store = new SqliteStore(ctx.db, (key) => RESOURCES.get(key));
  return generateCode(
    store,
    {
      tenantId,
      tenantNum: getTenant(ctx.db, tenantId)?.tenantNum ?? String(tenantId),
      lang: options.lang ?? 'en_US',
      timeZone: options.timeZone ?? 'GMT',
      now: ctx.now(),
    },
    ruleCode,
    options.variables,
  );
}

/** The variables of a request body: `{name: text}`, bounded; a clear 400 otherwise. */
function variablesOf(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest("'variables' must be an object of names and texts");
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_VARIABLES) {
    throw badRequest(`'variables' may name at most ${MAX_VARIABLES} variables`);
  }
  for (const [name, text] of entries) {
    if (!VARIABLE_NAME.test(name) || typeof text !== 'string' || text.length > 60) {
      throw badRequest(
        `Variable '${name.slice(0, 60)}' must be a name (letters, digits, _) with a text of at most 60 characters`,
      );
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function scopeOf(context: HookContext): CodeScope {
  const { scope, app } = context;
  return {
    tenantId: scope.tenantId,
    tenantNum: getTenant(app.db, scope.tenantId)?.tenantNum ?? String(scope.tenantId),
    lang: scope.lang,
    timeZone: scope.timeZone,
    now: scope.now,
  };
}

const hooks: ResourceHooks = {
  beforeDelete({ engine, scope }, row) {
    const used = engine.store.count(codeRuleDist, scope, {
      ruleId: Number(row.ruleId),
      usedFlag: 1,
    });
    if (used > 0) {
      throw new BusinessError(
        'error.code_rule_used',
        say(scope.lang, 'usedRule', { code: String(row.ruleCode) }),
        'warn',
      );
    }
  },
  actions: {
    generate(context, row, body) {
      const code = generateCode(
        context.engine.store,
        scopeOf(context),
        String(row?.ruleCode),
        variablesOf((body as { variables?: unknown } | undefined)?.variables),
      );
      return { message: say(context.scope.lang, 'generated', { code }), data: { code } };
    },
  },
};

export default hooks;

/** Options of {@link codeRuleRoutes}. */
export interface CodeRuleRoutesOptions {
  ctx: AppContext;
  engine: Engine;
}

/**
 * Registers `POST /hpfm/v1[/{tenantId}]/code-rule/generate`, guarded by the rule's `generate`
 * permission code: `ruleCode` in the query or the body, `variables` in the body.
 */
export async function codeRuleRoutes(
  app: FastifyInstance,
  { ctx, engine }: CodeRuleRoutesOptions,
): Promise<void> {
  if (!engine.resolve(resourceKey(codeRule))) return;
  app.addHook('onRequest', requireSession(ctx));
  const code = permissionCode(codeRule, 'generate');
  const guard = async (request: FastifyRequest) => {
    await tenantGuard(request);
    if (!holdsAny(ctx.db, actingRole(ctx.db, sessionOf(request)), [code])) {
      throw missingPermission(code);
    }
  };
  for (const path of tenantPaths('/hpfm', '/code-rule/generate')) {
    app.post(path, { preValidation: guard }, async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (typeof body !== 'object' || Array.isArray(body)) {
        throw badRequest('The request body must be an object {ruleCode, variables}');
      }
      const ruleCode = (request.query as Record<string, unknown>).ruleCode ?? body.ruleCode;
      if (typeof ruleCode !== 'string' || ruleCode.length > 80 || !RULE_CODE.test(ruleCode)) {
        throw badRequest(
          "'ruleCode' (query or body) must be a rule code of at most 80 characters, e.g. PORTAL.SAMPLE_BATCH",
        );
      }
      const variables = variablesOf(body.variables);
      const scope = engineScope(ctx, request);
      const tenantNum = getTenant(ctx.db, scope.tenantId)?.tenantNum ?? String(scope.tenantId);
      return {
        code: generateCode(engine.store, { ...scope, tenantNum }, ruleCode, variables),
      };
    });
  }
}
