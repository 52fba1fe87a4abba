/**
 * The resource engine's operations, the same for every resource: list, get, create, update
 * (optimistic locking on `objectVersionNumber`), delete, enable/disable, tree, lines saved with
 * their header, export and custom actions. Requests are checked with the schemas derived from
 * the description; refusals are said in the caller's language.
 */
import type { Field } from '../../domain/engine/fields';
import {
  actionRefusal,
  ENGINE_MESSAGES,
  lockedMessage,
  type EngineMessages,
} from '../../domain/engine/messages';
import {
  actionFormOf,
  hasEnabledFlag,
  listedWithin,
  permissionCode,
  resourceKey,
  type ResourceDescription,
  type UniqueTogether,
} from '../../domain/engine/resource';
import {
  parseQuery,
  validateBody,
  type CheckedBody,
  type ListQuery,
} from '../../domain/engine/schema';
import { fill, LANGUAGES, type Language } from '../../domain/engine/text';
import type { AppContext } from '../context';
import { rowToken, type SqlValue } from '../db/versioned';
import { BusinessError, FieldsError, forbidden, HttpError } from '../http/errors';
import { formatDateTime, toPage, type Page } from '../services/format';
import type { Role } from '../../domain/contract/user';
import type {
  ActionResult,
  HookContext,
  LovValue,
  ResourceHooks,
  WriteOperation,
  WriteRecord,
} from './hooks';
import { csvOf } from './csv';
import { excludedRows, parseDateTime, queryConditions } from './reads';
import { sealSecret, secretPurpose } from './secrets';
import type { Condition, ResourceStore, StoredRow, StoreScope } from './store';

/**
 * What a role may not do with a field (hiam field permissions): `hidden` fields are absent from
 * its answers and never written by it; `readOnly` fields are answered but never changed by it.
 */
export type FieldRule = 'hidden' | 'readOnly';

/** Who works where: the tenant, the language and time zone of answers, the clock, the role. */
export interface EngineScope extends StoreScope {
  timeZone: string;
  /** Epoch ms of the operation. */
  now: number;
  userId: number | null;
  /** The acting role (null for work on no one's behalf, e.g. demo rows). */
  role: Role | null;
  /** The request the work answers (the operation audit keeps its method and path). */
  request?: { method: string; path: string };
  /** Whether the acting role holds a permission code. */
  may: (code: string) => boolean;
  /** The acting role's rules on a resource's fields, by field name (none when omitted). */
  fieldRules?: (resource: ResourceDescription) => ReadonlyMap<string, FieldRule>;
  /**
   * The acting role's data permissions on a resource: conditions every read of it gets (none
   * when omitted: every row).
   */
  dataConditions?: (resource: ResourceDescription) => readonly Condition[];
}

/** The rules of the scope's role on a resource's fields. */
function rulesOf(
  resource: ResourceDescription,
  scope: EngineScope,
): ReadonlyMap<string, FieldRule> {
  return scope.fieldRules?.(resource) ?? new Map();
}

/** A row as answered: its fields, display values of references and the common fields. */
export type Row = Record<string, unknown>;

/** Most rows a tree or an export reads. */
export const MAX_ROWS = 10_000;

/** The message texts of a scope's language. */
function say(scope: { lang: Language }): EngineMessages {
  return ENGINE_MESSAGES[scope.lang];
}

/** A wire value as stored. */
function toStoredValue(field: Field, value: unknown, scope: EngineScope): SqlValue {
  if (value === undefined || value === null) return null;
  if (field.kind === 'datetime') return parseDateTime(String(value), scope.timeZone);
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

/** A stored value as answered. */
function toWireValue(field: Field, value: unknown, scope: EngineScope): unknown {
  if (value === undefined || value === null) return null;
  switch (field.kind) {
    case 'integer':
    case 'flag':
    case 'reference':
      return Number(value);
    case 'datetime':
      return formatDateTime(Number(value), scope.timeZone);
    default:
      return String(value);
  }
}

/** The fields hidden from the scope's role. */
function hiddenFields(resource: ResourceDescription, scope: EngineScope): Set<string> {
  return new Set(
    [...rulesOf(resource, scope)].filter(([, rule]) => rule === 'hidden').map(([name]) => name),
  );
}

/** The engine: descriptions, their hooks and the store. */
export class Engine {
  constructor(
    readonly resources: ReadonlyMap<string, ResourceDescription>,
    readonly hooks: ReadonlyMap<string, ResourceHooks>,
    readonly store: ResourceStore,
    private readonly rowSecret: Buffer,
    private readonly app: AppContext,
    /** Hears of each write carried out for a user (none on no one's behalf, e.g. demo rows). */
    private readonly onWrite?: (record: WriteRecord) => void,
  ) {}

  /** The description of a key, or undefined. */
  readonly resolve = (key: string): ResourceDescription | undefined => this.resources.get(key);

  /** The description of a key; a missing one is a programming error. */
  resource(key: string): ResourceDescription {
    const resource = this.resources.get(key);
    if (!resource) throw new Error(`No resource ${key}`);
    return resource;
  }

  private hooksOf(resource: ResourceDescription): ResourceHooks {
    return this.hooks.get(resourceKey(resource)) ?? {};
  }

  /** Tells {@link onWrite} of a write carried out for a user. */
  private written(
    resource: ResourceDescription,
    scope: EngineScope,
    operation: WriteOperation,
    row: Row | undefined,
    actionKey?: string,
  ): void {
    if (scope.userId === null || scope.role === null) return;
    this.onWrite?.({ resource, scope, operation, ...(row ? { row } : {}), actionKey });
  }

  private context(resource: ResourceDescription, scope: EngineScope): HookContext {
    return { engine: this, scope, resource, app: this.app };
  }

  /** The `_token` of a row. */
  token(resource: ResourceDescription, id: number): string {
    return rowToken(this.rowSecret, resource.table, id);
  }

  /** A stored row as answered. */
  view(resource: ResourceDescription, scope: EngineScope, stored: StoredRow): Row {
    const row: Row = { [resource.idField]: stored.id };
    for (const [name, field] of Object.entries(resource.fields)) {
      row[name] = field.writeOnly ? null : toWireValue(field, stored.values[name], scope);
      if (field.kind === 'reference') {
        const shown = field.displayAs ?? field.display;
        const value = stored.values[shown];
        row[shown] = value === null || value === undefined ? null : String(value);
      }
    }
    if (resource.tenancy !== 'site') row.tenantId = stored.tenantId;
    if (hasEnabledFlag(resource)) row.enabledFlag = stored.enabled;
    row.objectVersionNumber = stored.version;
    row._token = this.token(resource, stored.id);
    row.creationDate = formatDateTime(stored.created, scope.timeZone);
    row.lastUpdateDate = formatDateTime(stored.updated, scope.timeZone);
    for (const [name, rule] of rulesOf(resource, scope)) {
      const field = resource.fields[name];
      if (rule !== 'hidden' || !field) continue;
      delete row[name];
      if (field.kind === 'reference') delete row[field.displayAs ?? field.display];
    }
    return row;
  }

  /**
   * The rows a scope reads: the resource's own exclusions, the rows its `scope` hook gives the
   * caller, and within them those the caller's data permissions leave. Work on no one's behalf
   * (no role: demo rows, the server's clock) has no caller to judge.
   */
  private scopeConditions(resource: ResourceDescription, scope: EngineScope): Condition[] {
    if (scope.role === null) return excludedRows(resource);
    const hook = this.hooksOf(resource).scope;
    return [
      ...excludedRows(resource),
      ...(hook?.(this.context(resource, scope)) ?? []),
      ...(scope.dataConditions?.(resource) ?? []),
    ];
  }

  private conditionsOf(
    resource: ResourceDescription,
    scope: EngineScope,
    query: ListQuery,
  ): Condition[] {
    // A keyword never searches fields hidden from the caller.
    const hidden = hiddenFields(resource, scope);
    const searched =
      resource.search && hidden.size > 0
        ? {
            ...resource,
            search: {
              ...resource.search,
              fields: resource.search.fields.filter((name) => !hidden.has(name)),
            },
          }
        : resource;
    return [
      ...queryConditions(searched, query, scope.timeZone),
      ...this.scopeConditions(resource, scope),
    ];
  }

  /** A list query; filters, ranges and sorts on fields hidden from the caller are left out. */
  private readQuery(resource: ResourceDescription, scope: EngineScope, query: unknown): ListQuery {
    const parsed = parseQuery(resource, query, scope.lang);
    if (!parsed.ok) throw new FieldsError(parsed.problems);
    const hidden = hiddenFields(resource, scope);
    if (hidden.size === 0) return parsed.value;
    const kept = <T>(entries: Record<string, T>) =>
      Object.fromEntries(Object.entries(entries).filter(([name]) => !hidden.has(name)));
    return {
      ...parsed.value,
      filters: kept(parsed.value.filters),
      ranges: kept(parsed.value.ranges),
      sort: parsed.value.sort.filter((term) => !hidden.has(term.split(',')[0] ?? '')),
    };
  }

  /**
   * Applies the caller's field rules to the values of a write: hidden and read-only fields of a
   * new row take their defaults; an update leaves hidden fields as they are and refuses to
   * change a read-only one.
   */
  private applyFieldRules(
    resource: ResourceDescription,
    scope: EngineScope,
    values: Record<string, SqlValue>,
    current: Row | undefined,
  ): void {
    for (const [name, rule] of rulesOf(resource, scope)) {
      const field = resource.fields[name];
      if (!field || field.readOnly) continue;
      if (!current) {
        values[name] = field.defaultValue ?? null;
      } else if (rule === 'hidden') {
        delete values[name];
      } else if (values[name] !== undefined) {
        const before = current[name];
        const stored =
          before === null || before === undefined ? null : toStoredValue(field, before, scope);
        if (String(stored ?? '') !== String(values[name] ?? '')) {
          throw new BusinessError(
            'error.field_read_only',
            fill(say(scope).errors.readOnlyField, { field: field.label[scope.lang] }),
            'warn',
          );
        }
        delete values[name];
      }
    }
  }

  /**
   * A page of rows matching the query's filters, sorted; of those whose fields have the values
   * `within` gives only (the row they are listed under: `apis/{permissionId}/fields`).
   */
  list(
    resource: ResourceDescription,
    scope: EngineScope,
    query: unknown,
    within: Readonly<Record<string, number>> = {},
  ): Page<Row> {
    const parsed = this.readQuery(resource, scope, query);
    const { rows, total } = this.store.list(
      resource,
      scope,
      {
        conditions: [
          ...this.conditionsOf(resource, scope, parsed),
          ...Object.entries(within).map(([field, value]) => ({ field, op: 'eq' as const, value })),
        ],
        sort: parsed.sort,
        page: parsed.page,
        size: parsed.size,
      },
      (fields) => fill(say(scope).errors.sort, { fields }),
    );
    return toPage(
      rows.map((row) => this.view(resource, scope, row)),
      total,
      parsed.page,
      parsed.size,
    );
  }

  /** One row, or undefined (also when the resource's hook conditions hide it). */
  find(resource: ResourceDescription, scope: EngineScope, id: number): Row | undefined {
    const extra = this.scopeConditions(resource, scope);
    if (extra.length > 0) {
      const [row] = this.store.all(
        resource,
        scope,
        [...extra, { field: resource.idField, op: 'eq', value: id }],
        1,
      );
      return row ? this.view(resource, scope, row) : undefined;
    }
    const stored = this.store.get(resource, scope, id);
    return stored ? this.view(resource, scope, stored) : undefined;
  }

  private gone(resource: ResourceDescription, scope: EngineScope, id: unknown): BusinessError {
    return new BusinessError(
      'error.not_found',
      fill(say(scope).errors.notFound, { entity: resource.entity[scope.lang], id: String(id) }),
    );
  }

  private stale(resource: ResourceDescription, scope: EngineScope): BusinessError {
    return new BusinessError(
      'error.optimistic_lock',
      fill(say(scope).errors.stale, { entity: resource.entity[scope.lang] }),
    );
  }

  /**
   * Refuses a change of a platform row of a shared resource from another tenant, and of a row
   * the description keeps as it is (`lockedWhen`).
   */
  private ownRow(resource: ResourceDescription, scope: EngineScope, row: Row): void {
    const locked = lockedMessage(resource, row, scope.lang);
    if (locked) throw new BusinessError('error.locked', locked, 'warn');
    if (resource.tenancy === 'shared' && row.tenantId !== scope.tenantId) {
      throw new BusinessError(
        'error.platform_row',
        fill(say(scope).errors.platformRow, {
          entity: resource.entity[scope.lang],
          name: String(row[resource.nameField] ?? row[resource.idField]),
        }),
        'warn',
      );
    }
  }

  /** One row; a 404 naming it when there is none. */
  get(resource: ResourceDescription, scope: EngineScope, id: number): Row {
    const row = this.find(resource, scope, id);
    if (!row) {
      throw new HttpError(
        404,
        'error.not_found',
        fill(say(scope).errors.notFound, { entity: resource.entity[scope.lang], id: String(id) }),
      );
    }
    return row;
  }

  private check(
    resource: ResourceDescription,
    scope: EngineScope,
    body: unknown,
    mode: 'create' | 'update',
  ): CheckedBody {
    const result = validateBody(resource, body, mode, scope.lang, this.resolve);
    if (!result.ok) throw new FieldsError(result.problems);
    return result.value;
  }

  /**
   * The values a custom action asked for ({@link actionFormOf}), checked as a create of its
   * fields is (400 naming each field refused), with the row's id the body names kept beside.
   */
  private askedValues(
    form: ResourceDescription,
    scope: EngineScope,
    body: unknown,
  ): Record<string, unknown> {
    const given: Record<string, unknown> =
      body !== null && typeof body === 'object' && !Array.isArray(body)
        ? { ...(body as Record<string, unknown>) }
        : {};
    const id = given[form.idField];
    delete given[form.idField];
    const values = this.check(form, scope, Array.isArray(body) ? body : given, 'create');
    return id === undefined ? values : { ...values, [form.idField]: id };
  }

  /** The stored values a checked body sets (defaults filled in on create). */
  private storedValues(
    resource: ResourceDescription,
    scope: EngineScope,
    body: CheckedBody,
    creating: boolean,
  ): Record<string, SqlValue> {
    const values: Record<string, SqlValue> = {};
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.readOnly) continue;
      const given = body[name];
      // An empty write-only field of an update keeps its value (the form never shows it).
      if (given === undefined || (given === null && field.writeOnly && !creating)) {
        if (creating) values[name] = field.defaultValue ?? null;
        continue;
      }
      values[name] =
        field.writeOnly && typeof given === 'string'
          ? sealSecret(this.rowSecret, secretPurpose(resource, name), given)
          : toStoredValue(field, given, scope);
    }
    return values;
  }

  /**
   * The enabled values of the value list `lovCode` seen from the scope, from the hook of the
   * resource keeping value lists; undefined when no resource keeps them or the list's values
   * live elsewhere (a URL list), so that they cannot be checked here.
   */
  lovValues(scope: EngineScope, lovCode: string): readonly LovValue[] | undefined {
    for (const [key, hooks] of this.hooks) {
      if (hooks.lovValues) return hooks.lovValues(this.context(this.resource(key), scope), lovCode);
    }
    return undefined;
  }

  /** Refuses a row whose values of `together.fields` another row has too. */
  private checkUniqueTogether(
    resource: ResourceDescription,
    scope: EngineScope,
    together: UniqueTogether,
    row: Readonly<Record<string, unknown>>,
    id: number | undefined,
    uniqueWithin: Record<string, SqlValue>,
  ): void {
    const equals: Record<string, SqlValue> = { ...uniqueWithin };
    for (const name of together.fields) {
      const value = row[name];
      if (value === undefined || value === null || value === '') return;
      equals[name] = value as SqlValue;
    }
    if (this.store.count(resource, scope, equals, id) === 0) return;
    const shown: Record<string, string> = {};
    for (const name of together.fields) {
      const field = resource.fields[name] as Field;
      const value = equals[name];
      const display =
        field.kind === 'reference'
          ? this.find(this.resource(field.resource), scope, Number(value))?.[field.display]
          : field.kind === 'select'
            ? field.options?.find((option) => option.value === value)?.label[scope.lang]
            : undefined;
      shown[name] = String(display ?? value);
    }
    const values = together.fields
      .map((name) => `${resource.fields[name]?.label[scope.lang] ?? name} ${shown[name]}`)
      .join(scope.lang === 'zh_CN' ? '、' : ', ');
    throw new BusinessError(
      'error.duplicate',
      together.message
        ? fill(together.message[scope.lang], shown)
        : fill(say(scope).errors.duplicateTogether, {
            entity: resource.entity[scope.lang],
            values,
          }),
      'warn',
    );
  }

  /**
   * Refuses values naming rows that do not exist, values not in a select's value list (unless
   * unchanged from `current`), duplicates and tree loops.
   */
  private checkValues(
    resource: ResourceDescription,
    scope: EngineScope,
    values: Record<string, SqlValue>,
    id: number | undefined,
    uniqueWithin: Record<string, SqlValue>,
    current?: Row,
  ): void {
    const m = say(scope).errors;
    for (const [name, field] of Object.entries(resource.fields)) {
      const value = values[name];
      if (value === undefined || value === null) continue;
      if (field.kind === 'select' && field.lovCode && value !== current?.[name]) {
        const choices = this.lovValues(scope, field.lovCode);
        if (choices && !choices.some((choice) => choice.value === value)) {
          throw new BusinessError(
            'error.choice',
            fill(m.choice, {
              field: field.label[scope.lang],
              value: String(value),
              lovCode: field.lovCode,
            }),
            'warn',
          );
        }
      }
      const within = field.kind === 'reference' ? field.within : undefined;
      const withinValue = within === undefined ? undefined : (values[within] ?? current?.[within]);
      const withinChanged = within !== undefined && withinValue !== current?.[within];
      if (field.kind === 'reference' && (value !== current?.[name] || withinChanged)) {
        // The rows the caller may read only: another's row is answered as one that is not there.
        const target = this.resource(field.resource);
        const row = this.find(target, scope, Number(value));
        if (!row) {
          throw new BusinessError(
            'error.reference',
            fill(m.reference, {
              field: field.label[scope.lang],
              entity: target.entity[scope.lang],
              id: String(value),
            }),
            'warn',
          );
        }
        if (within !== undefined && String(row[within] ?? '') !== String(withinValue ?? '')) {
          throw new BusinessError(
            'error.reference_within',
            fill(m.within, {
              field: field.label[scope.lang],
              name: String(row[field.display] ?? value),
              within: resource.fields[within]?.label[scope.lang] ?? within,
            }),
            'warn',
          );
        }
      }
      if (
        field.unique &&
        this.store.count(resource, scope, { ...uniqueWithin, [name]: value }, id) > 0
      ) {
        // A reference is named by the row it names (the caller reads it: checked above).
        const shown =
          field.kind === 'reference'
            ? this.find(this.resource(field.resource), scope, Number(value))?.[field.display]
            : undefined;
        throw new BusinessError(
          'error.duplicate',
          fill(m.duplicate, {
            field: field.label[scope.lang],
            value: String(shown ?? value),
          }),
          'warn',
        );
      }
    }
    for (const together of resource.uniqueTogether ?? []) {
      this.checkUniqueTogether(
        resource,
        scope,
        together,
        { ...current, ...values },
        id,
        uniqueWithin,
      );
    }
    const parentField = resource.tree?.parentField;
    const parentId = parentField ? values[parentField] : undefined;
    if (parentField && parentId !== undefined && parentId !== null) {
      let cursor: number | null = Number(parentId);
      const seen = new Set<number>();
      while (cursor !== null) {
        const parent = this.store.get(resource, scope, cursor);
        const label = resource.fields[parentField]?.label[scope.lang] ?? parentField;
        if (!parent) {
          throw new BusinessError(
            'error.reference',
            fill(m.reference, {
              field: label,
              entity: resource.entity[scope.lang],
              id: String(cursor),
            }),
            'warn',
          );
        }
        if (cursor === id || seen.has(cursor)) {
          throw new BusinessError('error.tree_loop', fill(m.parentLoop, { field: label }), 'warn');
        }
        seen.add(cursor);
        const next = parent.values[parentField];
        cursor = next === null || next === undefined ? null : Number(next);
      }
    }
  }

  /** Writes the translations of a row's translated fields. */
  private writeTranslations(
    resource: ResourceDescription,
    scope: EngineScope,
    id: number,
    body: CheckedBody,
    creating: boolean,
  ): void {
    const tls = (body._tls ?? {}) as Record<string, Partial<Record<Language, string>>>;
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind !== 'tl' || field.readOnly) continue;
      const value = body[name];
      for (const lang of LANGUAGES) {
        const given = tls[name]?.[lang];
        const text =
          typeof given === 'string' && given !== ''
            ? given
            : typeof value === 'string' && (creating || lang === scope.lang)
              ? value
              : undefined;
        if (text === undefined) continue;
        this.store.translate(
          resource,
          scope,
          id,
          name,
          lang,
          text,
          this.token(resource, id),
          scope.now,
        );
      }
    }
  }

  /**
   * The resource whose permission codes guard a resource: its top header for a line resource,
   * the resource whose row it is listed under for a list like `apis/{permissionId}/fields`.
   */
  owner(resource: ResourceDescription): ResourceDescription {
    let owner = resource;
    for (let depth = 0; depth < 10; depth += 1) {
      const within = listedWithin(owner);
      const field = within === undefined ? undefined : owner.fields[within];
      const above = owner.parent?.resource ?? (field?.kind === 'reference' ? field.resource : '');
      if (!above) break;
      owner = this.resource(above);
    }
    return owner;
  }

  private mayChangeEnabled(resource: ResourceDescription, scope: EngineScope): void {
    const code = permissionCode(this.owner(resource), 'enable');
    if (!scope.may(code)) throw forbidden(`Permission ${code} is required`);
  }

  /** Creates a row (and its lines); answers it as stored. */
  create(
    resource: ResourceDescription,
    scope: EngineScope,
    body: unknown,
    parent?: { field: string; id: number },
  ): Row {
    const checked = this.check(resource, scope, body, 'create');
    return this.store.transaction(() => this.insertChecked(resource, scope, checked, parent));
  }

  /**
   * The refusals a create of `body` would meet, in the scope's language, without writing it:
   * the description's validation (each field's problem), then the checks of the values against
   * the stored rows (choices, references, uniqueness) as {@link create} makes them; none when
   * the row would pass them. Hooks do not run (a hook may write): a refusal of one comes at the
   * create itself.
   */
  checkCreate(resource: ResourceDescription, scope: EngineScope, body: unknown): string[] {
    const result = validateBody(resource, body, 'create', scope.lang, this.resolve);
    if (!result.ok) return result.problems.map((problem) => problem.message);
    try {
      const values = this.storedValues(resource, scope, result.value, true);
      this.applyFieldRules(resource, scope, values, undefined);
      this.checkValues(resource, scope, values, undefined, {});
    } catch (error) {
      if (error instanceof HttpError) return [error.message];
      throw error;
    }
    return [];
  }

  private insertChecked(
    resource: ResourceDescription,
    scope: EngineScope,
    checked: CheckedBody,
    parent: { field: string; id: number } | undefined,
  ): Row {
    const values = this.storedValues(resource, scope, checked, true);
    this.applyFieldRules(resource, scope, values, undefined);
    if (parent) values[parent.field] = parent.id;
    const within: Record<string, SqlValue> = parent ? { [parent.field]: parent.id } : {};
    if (resource.singleton && this.store.count(resource, scope, {}, undefined, true) > 0) {
      throw new BusinessError(
        'error.duplicate',
        fill(say(scope).errors.singleton, { entity: resource.entity[scope.lang] }),
        'warn',
      );
    }
    this.checkValues(resource, scope, values, undefined, within);
    const hooks = this.hooksOf(resource);
    hooks.beforeWrite?.(this.context(resource, scope), values, undefined);
    const enabled =
      checked.enabledFlag === undefined ? null : Number(checked.enabledFlag as number);
    const id = this.store.insert(resource, scope, values, enabled, scope.now);
    this.writeTranslations(resource, scope, id, checked, true);
    this.saveLines(resource, scope, id, checked);
    const row = this.get(resource, scope, id);
    hooks.afterWrite?.(this.context(resource, scope), row, true);
    this.written(resource, scope, 'CREATE', row);
    return row;
  }

  /**
   * Updates a row when `objectVersionNumber` is current (and its lines with it): stale ->
   * `error.optimistic_lock`; gone -> `error.not_found`; an immutable field changed ->
   * `error.code_immutable`.
   */
  update(resource: ResourceDescription, scope: EngineScope, body: unknown, pathId?: number): Row {
    const checked = this.check(resource, scope, body, 'update');
    const bodyId = checked[resource.idField] as number | undefined;
    if (pathId !== undefined && bodyId !== undefined && bodyId !== pathId) {
      throw new FieldsError([
        {
          path: resource.idField,
          message: fill(say(scope).errors.idMismatch, { field: resource.idField }),
        },
      ]);
    }
    const id = pathId ?? bodyId;
    if (id === undefined) {
      throw new FieldsError([
        {
          path: resource.idField,
          message: fill(say(scope).validation.required, { field: resource.idField }),
        },
      ]);
    }
    return this.store.transaction(() =>
      this.updateChecked(resource, scope, id, checked, undefined),
    );
  }

  /**
   * A singleton's settings object (`api.settings`): the tenant's row, or, while it has none,
   * its fields' default values (no id, no version: a save creates the row).
   */
  settings(resource: ResourceDescription, scope: EngineScope): Row {
    const [row] = this.list(resource, scope, { page: 0, size: 1 }).content;
    if (row) return row;
    return Object.fromEntries(
      Object.entries(resource.fields)
        .filter(([, field]) => !field.readOnly)
        .map(([name, field]) => [name, field.defaultValue ?? null]),
    );
  }

  /**
   * Saves a singleton's settings object: the row of the body's id (with its current
   * `objectVersionNumber`), or a new one when the body names no id.
   */
  saveSettings(resource: ResourceDescription, scope: EngineScope, body: unknown): Row {
    const id =
      body !== null && typeof body === 'object'
        ? (body as Record<string, unknown>)[resource.idField]
        : undefined;
    return id === undefined || id === null
      ? this.create(resource, scope, body)
      : this.update(resource, scope, body);
  }

  /** Saves a list of rows in one transaction: each with its id updated, each without created. */
  saveMany(resource: ResourceDescription, scope: EngineScope, rows: readonly unknown[]): Row[] {
    return this.store.transaction(() =>
      rows.map((row) => {
        const id = row !== null && typeof row === 'object' ? (row as Row)[resource.idField] : null;
        return id === undefined || id === null
          ? this.create(resource, scope, row)
          : this.update(resource, scope, row);
      }),
    );
  }

  private updateChecked(
    resource: ResourceDescription,
    scope: EngineScope,
    id: number,
    checked: CheckedBody,
    parent: { field: string; id: number } | undefined,
  ): Row {
    const current = this.find(resource, scope, id);
    if (!current || (parent && current[parent.field] !== parent.id))
      throw this.gone(resource, scope, id);
    this.ownRow(resource, scope, current);
    if (
      typeof checked._token === 'string' &&
      checked._token !== '' &&
      checked._token !== current._token
    ) {
      throw new BusinessError('error.row_token', say(scope).errors.rowToken);
    }
    const values = this.storedValues(resource, scope, checked, false);
    this.applyFieldRules(resource, scope, values, current);
    if (parent) delete values[parent.field];
    for (const [name, field] of Object.entries(resource.fields)) {
      if (!field.immutable || values[name] === undefined) continue;
      const before = current[name];
      const same =
        typeof before === 'string' && typeof values[name] === 'string'
          ? before.toLowerCase() === String(values[name]).toLowerCase()
          : before === values[name];
      if (same) {
        delete values[name];
        continue;
      }
      throw new BusinessError(
        'error.code_immutable',
        fill(say(scope).errors.immutable, {
          field: field.label[scope.lang],
          value: String(before),
        }),
        'warn',
      );
    }
    const enabled = checked.enabledFlag as number | undefined;
    const hooks = this.hooksOf(resource);
    if (enabled !== undefined && enabled !== current.enabledFlag) {
      this.mayChangeEnabled(resource, scope);
      hooks.beforeEnable?.(this.context(resource, scope), current, enabled === 1);
    }
    const within: Record<string, SqlValue> = parent ? { [parent.field]: parent.id } : {};
    this.checkValues(resource, scope, values, id, within, current);
    hooks.beforeWrite?.(this.context(resource, scope), values, current);
    const outcome = this.store.update(
      resource,
      scope,
      id,
      checked.objectVersionNumber as number,
      values,
      enabled,
      scope.now,
    );
    if (outcome === 'gone') throw this.gone(resource, scope, id);
    if (outcome === 'stale') throw this.stale(resource, scope);
    this.writeTranslations(resource, scope, id, checked, false);
    this.saveLines(resource, scope, id, checked);
    const row = this.get(resource, scope, id);
    hooks.afterWrite?.(this.context(resource, scope), row, false);
    this.written(resource, scope, 'UPDATE', row);
    return row;
  }

  /** Applies the `_status`-marked lines of a saved header. */
  private saveLines(
    resource: ResourceDescription,
    scope: EngineScope,
    headerId: number,
    body: CheckedBody,
  ): void {
    for (const set of resource.lines ?? []) {
      const lines = body[set.key] as (CheckedBody & { _status: string })[] | undefined;
      if (!lines) continue;
      const lineResource = this.resource(set.resource);
      const parentField = lineResource.parent?.field;
      if (!parentField) throw new Error(`${set.resource} has no parent`);
      const parent = { field: parentField, id: headerId };
      // Deletes first, so that a line deleted and re-created with the same code passes.
      const ordered = [...lines.entries()].sort(
        ([, a], [, b]) => Number(b._status === 'delete') - Number(a._status === 'delete'),
      );
      for (const [index, line] of ordered) {
        atLine(scope, index, () => {
          const lineId = line[lineResource.idField] as number | undefined;
          if (line._status === 'create') this.insertChecked(lineResource, scope, line, parent);
          else if (line._status === 'update')
            this.updateChecked(lineResource, scope, lineId ?? 0, line, parent);
          else
            this.removeOne(
              lineResource,
              scope,
              lineId ?? 0,
              line.objectVersionNumber as number,
              parent,
            );
        });
      }
    }
  }

  /** A line set of a header written apart (`api.lineWrites`): its resource and parent field. */
  private lineSetApart(resource: ResourceDescription, key: string) {
    const set = resource.lines?.find((item) => item.key === key);
    if (!set || !resource.api?.lineWrites?.[key]) {
      throw new Error(`${resourceKey(resource)} writes no lines ${key} apart`);
    }
    const lineResource = this.resource(set.resource);
    const field = lineResource.parent?.field;
    if (!field) throw new Error(`${set.resource} has no parent`);
    return { lineResource, field };
  }

  /**
   * The header a line written apart belongs to, one the caller may change: `headerId` when the
   * address names it, else the line's parent field; `gone` when there is none.
   */
  private headerOfLine(
    resource: ResourceDescription,
    scope: EngineScope,
    field: string,
    headerId: number | undefined,
    given: unknown,
    gone: (id: number) => Error,
  ): { field: string; id: number } {
    const named = typeof given === 'number' && Number.isSafeInteger(given) ? given : undefined;
    if (headerId !== undefined && named !== undefined && named !== headerId) {
      throw new FieldsError([
        { path: field, message: fill(say(scope).errors.idMismatch, { field }) },
      ]);
    }
    const id = headerId ?? named;
    if (id === undefined) {
      throw new FieldsError([
        { path: field, message: fill(say(scope).validation.required, { field }) },
      ]);
    }
    const header = this.find(resource, scope, id);
    if (!header) throw gone(id);
    this.ownRow(resource, scope, header);
    return { field, id };
  }

  /**
   * Creates or changes one line of a set written apart (`api.lineWrites`) under its header
   * (`headerId` when the address names it); answers the line as stored.
   */
  saveLine(
    resource: ResourceDescription,
    scope: EngineScope,
    key: string,
    body: unknown,
    mode: 'create' | 'update',
    headerId?: number,
  ): Row {
    const { lineResource, field } = this.lineSetApart(resource, key);
    const given = body !== null && typeof body === 'object' ? (body as Row)[field] : undefined;
    const parent = this.headerOfLine(resource, scope, field, headerId, given, (id) =>
      this.gone(resource, scope, id),
    );
    const checked = this.check(lineResource, scope, body, mode);
    return this.store.transaction(() => {
      if (mode === 'create') return this.insertChecked(lineResource, scope, checked, parent);
      const lineId = checked[lineResource.idField];
      if (typeof lineId !== 'number') {
        throw new FieldsError([
          {
            path: lineResource.idField,
            message: fill(say(scope).validation.required, { field: lineResource.idField }),
          },
        ]);
      }
      return this.updateChecked(lineResource, scope, lineId, checked, parent);
    });
  }

  /**
   * Removes lines of a set written apart (`api.lineWrites`), all or none; each must belong to a
   * header the caller may change (`headerId` when the address names it).
   */
  removeLines(
    resource: ResourceDescription,
    scope: EngineScope,
    key: string,
    items: readonly Record<string, unknown>[],
    headerId?: number,
  ): void {
    const { lineResource, field } = this.lineSetApart(resource, key);
    this.store.transaction(() => {
      items.forEach((item, index) =>
        atLine(scope, index, () => {
          // Another's line and no line at all are refused alike.
          const id = Number(item[lineResource.idField]);
          const gone = () => this.gone(lineResource, scope, id);
          const line = this.find(lineResource, scope, id);
          if (!line || (headerId !== undefined && line[field] !== headerId)) throw gone();
          const parent = this.headerOfLine(resource, scope, field, undefined, line[field], gone);
          this.removeOne(lineResource, scope, id, Number(item.objectVersionNumber), parent);
        }),
      );
    });
  }

  /**
   * Adds or removes lines of a set written apart as HZERO's id lists (`ids`): one line per value
   * of that field under the header, all or none. A value the header holds no line of is refused
   * as not there. Answers the lines added.
   */
  linesByValue(
    resource: ResourceDescription,
    scope: EngineScope,
    key: string,
    headerId: number,
    values: readonly unknown[],
    mode: 'create' | 'remove',
  ): Row[] {
    const { lineResource, field } = this.lineSetApart(resource, key);
    const ids = resource.api?.lineWrites?.[key]?.ids;
    if (!ids) throw new Error(`${resourceKey(resource)} writes no id list of ${key}`);
    // The header first: another's and no header at all are refused alike, whatever the values.
    this.headerOfLine(resource, scope, field, headerId, undefined, (id) =>
      this.gone(resource, scope, id),
    );
    return this.store.transaction(() =>
      values.map((value, index) =>
        atLine(scope, index, () => {
          if (mode === 'create') {
            return this.saveLine(resource, scope, key, { [ids]: value }, 'create', headerId);
          }
          const gone = () => this.gone(lineResource, scope, Number(value));
          const parent = { field, id: headerId };
          if (typeof value !== 'number' && typeof value !== 'string') throw gone();
          const [stored] = this.store.all(
            lineResource,
            scope,
            [
              { field, op: 'eq', value: headerId },
              { field: ids, op: 'eq', value },
            ],
            1,
          );
          if (!stored) throw gone();
          const line = this.view(lineResource, scope, stored);
          const lineId = Number(line[lineResource.idField]);
          this.removeOne(lineResource, scope, lineId, Number(line.objectVersionNumber), parent);
          return line;
        }),
      ),
    );
  }

  /** Resources with a reference field to `resource`. */
  private referrers(resource: ResourceDescription): [ResourceDescription, string][] {
    const key = resourceKey(resource);
    return [...this.resources.values()].flatMap((other) =>
      Object.entries(other.fields)
        .filter(([, field]) => field.kind === 'reference' && field.resource === key)
        .map(([name]): [ResourceDescription, string] => [other, name]),
    );
  }

  private removeOne(
    resource: ResourceDescription,
    scope: EngineScope,
    id: number,
    version: number,
    parent?: { field: string; id: number },
  ): void {
    const row = this.find(resource, scope, id);
    if (!row || (parent && row[parent.field] !== parent.id)) throw this.gone(resource, scope, id);
    this.ownRow(resource, scope, row);
    if (row.objectVersionNumber !== version) throw this.stale(resource, scope);
    const m = say(scope).errors;
    const name = String(row[resource.nameField] ?? id);
    for (const [other, field] of this.referrers(resource)) {
      const used = this.store.count(other, scope, { [field]: id });
      if (used > 0) {
        throw new BusinessError(
          'error.in_use',
          fill(m.inUse, {
            entity: resource.entity[scope.lang],
            name,
            count: used,
            other: other.entity[scope.lang],
          }),
          'warn',
        );
      }
    }
    if (resource.tree) {
      const children = this.store.count(resource, scope, { [resource.tree.parentField]: id });
      if (children > 0) {
        throw new BusinessError(
          'error.has_children',
          fill(m.hasChildren, { entity: resource.entity[scope.lang], name, count: children }),
          'warn',
        );
      }
    }
    this.hooksOf(resource).beforeDelete?.(this.context(resource, scope), row);
    for (const set of resource.lines ?? []) {
      const lineResource = this.resource(set.resource);
      const parentField = lineResource.parent?.field ?? '';
      for (const line of this.store.all(
        lineResource,
        scope,
        [{ field: parentField, op: 'eq', value: id }],
        MAX_ROWS,
      )) {
        this.removeOne(lineResource, scope, line.id, line.version, { field: parentField, id });
      }
    }
    const outcome = this.store.remove(resource, scope, id, version);
    if (outcome === 'gone') throw this.gone(resource, scope, id);
    if (outcome === 'stale') throw this.stale(resource, scope);
    this.written(resource, scope, 'DELETE', row);
  }

  /**
   * Deletes rows given as `[{<id>, objectVersionNumber}]`, all or none: a gone row, a stale
   * version, a row still referred to or with rows under it fails the whole batch.
   */
  remove(
    resource: ResourceDescription,
    scope: EngineScope,
    items: readonly Record<string, unknown>[],
  ): void {
    this.store.transaction(() => {
      for (const item of items) {
        this.removeOne(
          resource,
          scope,
          Number(item[resource.idField]),
          Number(item.objectVersionNumber),
        );
      }
    });
  }

  /** Enables or disables rows by id (all or none); answers them as they are now. */
  setEnabled(
    resource: ResourceDescription,
    scope: EngineScope,
    ids: readonly number[],
    enabled: boolean,
  ): Row[] {
    const flag = enabled ? 1 : 0;
    this.store.transaction(() => {
      for (const id of new Set(ids)) {
        const row = this.find(resource, scope, id);
        if (!row) throw this.gone(resource, scope, id);
        this.ownRow(resource, scope, row);
        if (row.enabledFlag === flag) continue;
        this.hooksOf(resource).beforeEnable?.(this.context(resource, scope), row, enabled);
        const outcome = this.store.update(
          resource,
          scope,
          id,
          Number(row.objectVersionNumber),
          {},
          flag,
          scope.now,
        );
        if (outcome !== 'ok') throw this.stale(resource, scope);
        this.written(resource, scope, enabled ? 'ENABLE' : 'DISABLE', row);
      }
    });
    return [...new Set(ids)].map((id) => this.get(resource, scope, id));
  }

  /** The rows of a tree resource, nested under `children` (filters keep matching rows and their ancestors). */
  tree(resource: ResourceDescription, scope: EngineScope, query: unknown): Row[] {
    const parentField = resource.tree?.parentField;
    if (!parentField) throw new Error(`${resourceKey(resource)} is not a tree`);
    const parsed = this.readQuery(resource, scope, query);
    const all = this.store
      .all(resource, scope, this.scopeConditions(resource, scope), MAX_ROWS)
      .map((row) => this.view(resource, scope, row));
    const byId = new Map(all.map((row) => [row[resource.idField] as number, row]));
    const matching = this.store
      .all(resource, scope, this.conditionsOf(resource, scope, { ...parsed }), MAX_ROWS)
      .map((row) => row.id);
    const keep = new Set<number>();
    for (const id of matching) {
      let cursor: number | undefined = id;
      while (cursor !== undefined && !keep.has(cursor)) {
        keep.add(cursor);
        const parent: unknown = byId.get(cursor)?.[parentField];
        cursor = typeof parent === 'number' ? parent : undefined;
      }
    }
    const nodes = new Map<number, Row & { children: Row[] }>();
    for (const row of all) {
      const id = row[resource.idField] as number;
      if (keep.has(id)) nodes.set(id, { ...row, children: [] });
    }
    const roots: Row[] = [];
    for (const node of nodes.values()) {
      const parent = node[parentField];
      const owner = typeof parent === 'number' ? nodes.get(parent) : undefined;
      if (owner) owner.children.push(node);
      else roots.push(node);
    }
    return roots;
  }

  /** A page of a header's lines. */
  lines(
    resource: ResourceDescription,
    scope: EngineScope,
    headerId: number,
    key: string,
    query: unknown,
  ): Page<Row> {
    this.get(resource, scope, headerId);
    const set = resource.lines?.find((item) => item.key === key);
    if (!set) throw new Error(`${resourceKey(resource)} has no lines ${key}`);
    const lineResource = this.resource(set.resource);
    const parentField = lineResource.parent?.field ?? '';
    return this.list(lineResource, scope, {
      ...(query as Record<string, unknown>),
      [parentField]: String(headerId),
    });
  }

  /** The rows of a query as CSV (the list's columns, labels in the caller's language). */
  exportCsv(resource: ResourceDescription, scope: EngineScope, query: unknown): string {
    const parsed = this.readQuery(resource, scope, { ...(query as object), page: 0, size: 1 });
    const { rows } = this.store.list(
      resource,
      scope,
      {
        conditions: this.conditionsOf(resource, scope, parsed),
        sort: parsed.sort,
        page: 0,
        size: MAX_ROWS,
      },
      (fields) => fill(say(scope).errors.sort, { fields }),
    );
    return csvOf(
      resource,
      rows.map((stored) => this.view(resource, scope, stored)),
      scope.lang,
    );
  }

  /**
   * The row a form action works on: the form's values, checked as a create's (or an update's,
   * over the stored row, when they name its id); with the stored row, when there is one.
   */
  private formRow(
    resource: ResourceDescription,
    scope: EngineScope,
    body: unknown,
  ): { row: Row; stored?: Row } {
    const given =
      body !== null && typeof body === 'object' ? (body as Row)[resource.idField] : null;
    const editing = given !== undefined && given !== null;
    const checked = this.check(resource, scope, body, editing ? 'update' : 'create');
    const id = checked[resource.idField];
    if (!editing || typeof id !== 'number') return { row: checked };
    const stored = this.get(resource, scope, id);
    return { row: { ...stored, ...checked }, stored };
  }

  /**
   * Runs a custom action's hook on a row (or on none, for a toolbar action; on the `selected`
   * rows, read here, for a selection action; on the form's values, for a form action), when its
   * `when` holds for each: a form action's is checked on the stored row (on the values, for a
   * row not saved yet).
   */
  action(
    resource: ResourceDescription,
    scope: EngineScope,
    key: string,
    id: number | undefined,
    body: unknown,
    selected?: readonly number[],
  ): ActionResult | Promise<ActionResult> {
    const run = this.hooksOf(resource).actions?.[key];
    if (!run) throw new Error(`${resourceKey(resource)}: no hook for action ${key}`);
    const action = resource.customActions?.find((item) => item.key === key);
    const form = action ? actionFormOf(resource, action) : undefined;
    const given = form ? this.askedValues(form, scope, body) : body;
    const onForm = action?.on === 'form';
    let pending: Promise<ActionResult> | undefined;
    const done = this.store.transaction(() => {
      const edited = onForm ? this.formRow(resource, scope, given) : undefined;
      const row = edited?.row ?? (id === undefined ? undefined : this.get(resource, scope, id));
      const offered = edited ? (edited.stored ?? edited.row) : row;
      const rows = selected?.map((selectedId) => this.get(resource, scope, selectedId)) ?? [];
      // The rows the action is offered for are the only ones it runs on (its `when`).
      for (const target of [...(offered ? [offered] : []), ...rows]) {
        const refusal = action ? actionRefusal(resource, action, target, scope.lang) : undefined;
        if (refusal) throw new BusinessError('error.action.state', refusal, 'warn');
      }
      const outcome = run(this.context(resource, scope), row, given, rows);
      const heard = () =>
        this.written(resource, scope, 'ACTION', edited ? edited.stored : row, key);
      if (outcome instanceof Promise) {
        pending = outcome.then((result) => {
          heard();
          return result;
        });
        return undefined;
      }
      heard();
      return outcome;
    });
    return pending ?? (done as ActionResult);
  }
}

/** Runs the work of the line at `index`, its refusal prefixed 'Line N:'. */
function atLine<T>(scope: EngineScope, index: number, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const message = fill(say(scope).errors.line, { index: index + 1, message: error.message });
    throw error instanceof BusinessError
      ? new BusinessError(error.code, message, error.type)
      : new HttpError(error.statusCode, error.code, message, error.type);
  }
}
