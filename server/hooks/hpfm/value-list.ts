/**
 * Value lists: what a list's type asks for, the enabled values every select reads, and the
 * contract's value reads `GET /hpfm/v1[/{tenantId}]/lovs/value?lovCode=`,
 * `lovs/value/batch?KEY=LOV_CODE&...`, `lovs/value/parent-value?lovCode=&parentValue=` and
 * `lovs/data?lovCode=` (a plain list, or a page when `page` or `size` is given). A URL list
 * answers the rows of the resource its URL names (when the caller may read it). Other sources
 * of values (see {@link LovValueSource}) are asked first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fill, type Language } from '../../../domain/engine/text';
import { permissionCode, resourceKey } from '../../../domain/engine/resource';
import { endpointsOf } from '../../../domain/engine/address';
import valueList, { LOV_CODE_PATTERN } from '../../../domain/resources/hpfm/value-list';
import lovValue from '../../../domain/resources/hpfm/lov-value';
import type { AppContext } from '../../context';
import type { SqlValue } from '../../db/versioned';
import { requireSession } from '../../http/auth';
import { badRequest, BusinessError } from '../../http/errors';
import { tenantGuard, tenantPaths } from '../../http/tenant';
import { toPage } from '../../services/format';
import type { HookContext, LovValue, ResourceHooks } from '../../engine/hooks';
import { engineScope } from '../../engine/routes';
import { MAX_ROWS, type Engine, type EngineScope, type Row } from '../../engine/service';
import type { StoreScope } from '../../engine/store';

/** Most value lists one batch read names. */
export const MAX_BATCH_LISTS = 50;

const LOV_CODE = new RegExp(LOV_CODE_PATTERN);
const BATCH_KEY = /^[A-Za-z_$][A-Za-z0-9_$]{0,59}$/;

/** What the hooks of value lists and their values say, in both languages. */
const en_US = {
  urlNeeds: 'A URL value list needs its query URL, value field and display field',
  parentSelf: 'A value list cannot depend on itself',
  parentMissing: 'Parent value list %{code} does not exist here',
  urlValues: 'The value list %{code} reads its rows from its URL; it has no values of its own',
  parentValue: 'Parent value %{value} is not a value of the parent list %{code}',
  parentValueUnused: 'The value list %{code} has no parent list; leave the parent value empty',
};

const MESSAGES: Readonly<Record<Language, typeof en_US>> = {
  en_US,
  zh_CN: {
    urlNeeds: 'URL 值集需要填写查询 URL、值字段和显示字段',
    parentSelf: '值集不能依赖自身',
    parentMissing: '这里没有父级值集 %{code}',
    urlValues: '值集 %{code} 从其 URL 读取数据，没有自己的值',
    parentValue: '父值 %{value} 不是父级值集 %{code} 的值',
    parentValueUnused: '值集 %{code} 没有父级值集，请不要填写父值',
  },
};

/** A hook message in the scope's language. */
function say(lang: Language, key: keyof typeof en_US, vars: Record<string, string> = {}): string {
  return fill(MESSAGES[lang][key], vars);
}

/** The visible list of a code (the platform's or the tenant's own), or undefined. */
export function findList(engine: Engine, scope: StoreScope, lovCode: string) {
  const [list] = engine.store.all(
    valueList,
    scope,
    [{ field: 'lovCode', op: 'eq', value: lovCode }],
    1,
  );
  return list;
}

/** The values of a list as `lovs/value` answers them (enabled ones unless `all`). */
function valuesOf(engine: Engine, scope: StoreScope, lovId: number, all = false): LovValue[] {
  const conditions = [{ field: 'lovId', op: 'eq' as const, value: lovId }];
  if (!all) conditions.push({ field: 'enabledFlag', op: 'eq', value: 1 });
  return engine.store.all(lovValue, scope, conditions, MAX_ROWS).map((row) => ({
    value: String(row.values.value),
    meaning: String(row.values.meaning),
    description: (row.values.description as string | null) ?? null,
    tag: (row.values.tag as string | null) ?? null,
    parentValue: (row.values.parentValue as string | null) ?? null,
    orderSeq: Number(row.values.orderSeq ?? 0),
  }));
}

/**
 * The enabled values of an enabled independent list, in order; none for a missing or disabled
 * list; undefined for a URL list (its rows live elsewhere).
 */
export function enabledValues(
  engine: Engine,
  scope: StoreScope,
  lovCode: string,
): readonly LovValue[] | undefined {
  const list = findList(engine, scope, lovCode);
  if (!list || list.enabled !== 1) return [];
  if (list.values.lovTypeCode === 'URL') return undefined;
  return valuesOf(engine, scope, list.id);
}

function merged(values: Record<string, SqlValue>, current: Row | undefined): Row {
  return { ...(current ?? {}), ...values };
}

const hooks: ResourceHooks = {
  beforeWrite({ engine, scope }: HookContext, values, current) {
    const row = merged(values, current);
    if (row.lovTypeCode === 'URL') {
      if (!row.customUrl || !row.valueField || !row.displayField) {
        throw new BusinessError('error.lov_url', say(scope.lang, 'urlNeeds'), 'warn');
      }
    } else {
      values.customUrl = null;
      values.valueField = null;
      values.displayField = null;
    }
    const parent = values.parentLovCode;
    if (typeof parent === 'string' && parent !== '') {
      if (parent.toUpperCase() === String(row.lovCode).toUpperCase()) {
        throw new BusinessError('error.lov_parent', say(scope.lang, 'parentSelf'), 'warn');
      }
      if (!findList(engine, scope, parent)) {
        throw new BusinessError(
          'error.lov_parent',
          say(scope.lang, 'parentMissing', { code: parent }),
          'warn',
        );
      }
    }
  },
  lovValues: ({ engine, scope }, lovCode) => enabledValues(engine, scope, lovCode),
};

export default hooks;

/** Checks a value against its list: a URL list has none; a parent value must be the parent list's. */
export function checkValue(
  { engine, scope }: HookContext,
  values: Record<string, SqlValue>,
  current: Row | undefined,
): void {
  const row = merged(values, current);
  const list = engine.store.get(valueList, scope, Number(row.lovId));
  if (!list) return;
  const code = String(list.values.lovCode);
  if (list.values.lovTypeCode === 'URL') {
    throw new BusinessError('error.lov_url', say(scope.lang, 'urlValues', { code }), 'warn');
  }
  const parentValue = values.parentValue;
  if (typeof parentValue !== 'string' || parentValue === '') return;
  const parentCode = list.values.parentLovCode;
  if (typeof parentCode !== 'string' || parentCode === '') {
    throw new BusinessError(
      'error.lov_parent',
      say(scope.lang, 'parentValueUnused', { code }),
      'warn',
    );
  }
  const parent = findList(engine, scope, parentCode);
  const known = parent ? valuesOf(engine, scope, parent.id, true) : [];
  if (!known.some((item) => item.value === parentValue)) {
    throw new BusinessError(
      'error.lov_parent',
      say(scope.lang, 'parentValue', { value: parentValue, code: parentCode }),
      'warn',
    );
  }
}

/**
 * The rows of a URL list whose URL is a resource of this API, as values (its value and display
 * fields, in the resource's order), when the caller may read that resource; none otherwise.
 */
function urlValues(engine: Engine, scope: EngineScope, lovCode: string): LovValue[] {
  const list = findList(engine, scope, lovCode);
  if (!list || list.enabled !== 1) return [];
  const [path = '', search = ''] = String(list.values.customUrl ?? '').split('?');
  const plain = path.replace(/\[\/\{tenantId\}\]|\/\{(tenantId|organizationId)\}/g, '');
  const resource = [...engine.resources.values()].find(
    (item) => !item.parent && endpointsOf(item).list.path.replace('[/{tenantId}]', '') === plain,
  );
  if (!resource || !scope.may(permissionCode(engine.owner(resource), 'query'))) return [];
  const valueField = String(list.values.valueField);
  const displayField = String(list.values.displayField);
  const query = { ...Object.fromEntries(new URLSearchParams(search)), page: '0', size: '1000' };
  return engine.list(resource, scope, query).content.map((row, index) => ({
    value: String(row[valueField] ?? ''),
    meaning: String(row[displayField] ?? ''),
    description: null,
    tag: null,
    parentValue: null,
    orderSeq: index,
  }));
}

/** A value-list code from a query parameter; a clear 400 otherwise. */
function lovCodeParam(value: unknown, name = 'lovCode'): string {
  if (typeof value !== 'string' || value === '' || value.length > 80 || !LOV_CODE.test(value)) {
    throw badRequest(
      `Query parameter '${name}' must be a value list code of at most 80 characters (upper-case parts joined by dots, e.g. HPFM.LANGUAGE)`,
    );
  }
  return value;
}

/** An optional text filter of at most 200 characters. */
function textParam(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 200) {
    throw badRequest(`Query parameter '${name}' must be a text of at most 200 characters`);
  }
  return value;
}

/** An optional whole number within bounds. */
function intParam(
  query: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value) || +value < min || +value > max) {
    throw badRequest(`Query parameter '${name}' must be a whole number from ${min} to ${max}`);
  }
  return Number(value);
}

/**
 * Values kept outside the value lists (a data hierarchy's, for example): the values of a code
 * seen from the scope, or undefined when the code is not this source's.
 */
export type LovValueSource = (
  lovCode: string,
  scope: EngineScope,
) => readonly LovValue[] | undefined;

/** Options of {@link valueListRoutes}. */
export interface ValueListRoutesOptions {
  ctx: AppContext;
  engine: Engine;
  /** Asked before the value lists (in order); the first that knows a code answers it. */
  sources?: readonly LovValueSource[];
}

/** Registers the value reads of the contract (any signed-in user of the tenant). */
export async function valueListRoutes(
  app: FastifyInstance,
  { ctx, engine, sources = [] }: ValueListRoutesOptions,
): Promise<void> {
  if (!engine.resolve(resourceKey(valueList))) return;
  app.addHook('onRequest', requireSession(ctx));
  const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
  const valuesIn = (scope: EngineScope, lovCode: string): readonly LovValue[] => {
    for (const source of sources) {
      const found = source(lovCode, scope);
      if (found) return found;
    }
    return engine.lovValues(scope, lovCode) ?? urlValues(engine, scope, lovCode);
  };
  const values = (request: FastifyRequest, lovCode: string) =>
    valuesIn(engineScope(ctx, request), lovCode);

  for (const path of tenantPaths('/hpfm', '/lovs/value')) {
    app.get(path, { preValidation: tenantGuard }, async (request) =>
      values(request, lovCodeParam(query(request).lovCode)),
    );
  }

  for (const path of tenantPaths('/hpfm', '/lovs/value/parent-value')) {
    app.get(path, { preValidation: tenantGuard }, async (request) => {
      const lovCode = lovCodeParam(query(request).lovCode);
      const parentValue = textParam(query(request), 'parentValue');
      return values(request, lovCode).filter(
        (item) => parentValue === undefined || item.parentValue === parentValue,
      );
    });
  }

  for (const path of tenantPaths('/hpfm', '/lovs/value/batch')) {
    app.get(path, { preValidation: tenantGuard }, async (request) => {
      const entries = Object.entries(query(request));
      if (entries.length === 0 || entries.length > MAX_BATCH_LISTS) {
        throw badRequest(
          `Name 1 to ${MAX_BATCH_LISTS} value lists as query parameters KEY=LOV_CODE`,
        );
      }
      const codes = entries.map(([key, code]) => {
        if (!BATCH_KEY.test(key)) {
          throw badRequest(
            `Query parameter '${key.slice(0, 60)}' is not a key: letters, digits, _ or $, at most 60`,
          );
        }
        return [key, lovCodeParam(code, key)] as const;
      });
      const scope = engineScope(ctx, request);
      return Object.fromEntries(codes.map(([key, code]) => [key, valuesIn(scope, code)]));
    });
  }

  for (const path of tenantPaths('/hpfm', '/lovs/data')) {
    app.get(path, { preValidation: tenantGuard }, async (request) => {
      const params = query(request);
      const lovCode = lovCodeParam(params.lovCode);
      const filters = {
        value: textParam(params, 'value')?.toLowerCase(),
        meaning: textParam(params, 'meaning')?.toLowerCase(),
        tag: textParam(params, 'tag'),
        parentValue: textParam(params, 'parentValue'),
      };
      const page = intParam(params, 'page', 0, 100_000);
      const size = intParam(params, 'size', 1, 1000);
      const rows = values(request, lovCode).filter(
        (item) =>
          (!filters.value || item.value.toLowerCase().includes(filters.value)) &&
          (!filters.meaning || item.meaning.toLowerCase().includes(filters.meaning)) &&
          (!filters.tag || item.tag === filters.tag) &&
          (!filters.parentValue || item.parentValue === filters.parentValue),
      );
      if (page === undefined && size === undefined) return rows;
      const at = page ?? 0;
      const per = size ?? 10;
      return toPage(rows.slice(at * per, (at + 1) * per), rows.length, at, per);
    });
  }
}
