/**
 * The SQLite adapter of {@link ResourceStore}: one table per resource (`<id>`, the field
 * columns, `tenant_id` (or the description's `columns.tenant`) for tenant resources, `enabled_flag`, `object_version_number`,
 * `creation_date`, `last_update_date`), translations in `hpfm_multi_language` keyed by the
 * resource key, the row id, the field and the language.
 */
import { columnOf, type Field } from '../../domain/engine/fields';
import {
  hasEnabledFlag,
  idColumnOf,
  resourceKey,
  tenantColumnOf,
  type ResourceDescription,
} from '../../domain/engine/resource';
import type { ResourceResolver } from '../../domain/engine/schema';
import type { Language } from '../../domain/engine/text';
import type { Db } from '../db/database';
import type { SqlValue } from '../db/versioned';
import { escapeLike, orderBy, selectPage, type SortRefusal } from './paging';
import type {
  Condition,
  ListRequest,
  ResourceStore,
  StoredRow,
  StoreScope,
  WriteOutcome,
} from './store';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not an SQL identifier: ${name}`);
  return name;
}

/** The id column of a resource. */
function idColumn(resource: ResourceDescription): string {
  return identifier(idColumnOf(resource));
}

/** The tenant column of a resource. */
function tenantColumn(resource: ResourceDescription): string {
  return identifier(tenantColumnOf(resource));
}

function fieldColumn(name: string, field: Field): string {
  return identifier(columnOf(name, field));
}

function quote(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** A table alias for a translated field's join. */
function tlAlias(name: string): string {
  return `tl_${identifier(columnOf(name, {}))}`;
}

/** The SQLite adapter. */
export class SqliteStore implements ResourceStore {
  constructor(
    private readonly db: Db,
    private readonly resolve: ResourceResolver,
  ) {}

  /** SQL of a field's value in the scope's language (`t` is the resource's table). */
  private valueSql(name: string, field: Field): string {
    return field.kind === 'tl'
      ? `COALESCE(${tlAlias(name)}.value, t.${fieldColumn(name, field)})`
      : `t.${fieldColumn(name, field)}`;
  }

  /** SQL of a reference's display value. */
  private displaySql(field: Field & { kind: 'reference' }, column: string): string {
    const target = this.resolve(field.resource);
    if (!target) throw new Error(`No resource ${field.resource}`);
    const shown = target.fields[field.display];
    if (!shown) throw new Error(`${field.resource} has no field ${field.display}`);
    const table = identifier(target.table);
    const targetId = idColumn(target);
    const value =
      shown.kind === 'tl'
        ? `COALESCE((SELECT ml.value FROM hpfm_multi_language ml WHERE ml.entity = ${quote(resourceKey(target))}
             AND ml.row_id = r.${targetId} AND ml.field_name = ${quote(field.display)} AND ml.lang = @__lang),
             r.${fieldColumn(field.display, shown)})`
        : `r.${fieldColumn(field.display, shown)}`;
    return `(SELECT ${value} FROM ${table} r WHERE r.${targetId} = t.${column})`;
  }

  private from(resource: ResourceDescription): string {
    const joins = Object.entries(resource.fields)
      .filter(([, field]) => field.kind === 'tl')
      .map(
        ([name]) =>
          `LEFT JOIN hpfm_multi_language ${tlAlias(name)} ON ${tlAlias(name)}.entity = ${quote(resourceKey(resource))}
             AND ${tlAlias(name)}.row_id = t.${idColumn(resource)}
             AND ${tlAlias(name)}.field_name = ${quote(name)} AND ${tlAlias(name)}.lang = @__lang`,
      );
    return `${identifier(resource.table)} t ${joins.join(' ')}`;
  }

  private select(resource: ResourceDescription): string {
    const columns = [
      `t.${idColumn(resource)} AS "__id"`,
      resource.tenancy === 'site'
        ? 'NULL AS "__tenant"'
        : `t.${tenantColumn(resource)} AS "__tenant"`,
      hasEnabledFlag(resource) ? 't.enabled_flag AS "__enabled"' : 'NULL AS "__enabled"',
      't.object_version_number AS "__version"',
      't.creation_date AS "__created"',
      't.last_update_date AS "__updated"',
    ];
    for (const [name, field] of Object.entries(resource.fields)) {
      columns.push(`${this.valueSql(name, field)} AS "${name}"`);
      if (field.kind === 'reference') {
        columns.push(
          `${this.displaySql(field, fieldColumn(name, field))} AS "${field.displayAs ?? field.display}"`,
        );
      }
    }
    return columns.join(', ');
  }

  private scopeWhere(resource: ResourceDescription): string[] {
    if (resource.tenancy === 'site') return [];
    return resource.tenancy === 'shared'
      ? [`t.${tenantColumn(resource)} IN (0, @__tenant)`]
      : [`t.${tenantColumn(resource)} = @__tenant`];
  }

  private params(scope: StoreScope): Record<string, SqlValue> {
    return { __tenant: scope.tenantId, __lang: scope.lang };
  }

  private conditionsSql(
    resource: ResourceDescription,
    conditions: readonly Condition[],
    params: Record<string, SqlValue>,
  ): string[] {
    return conditions.map((condition) => this.conditionSql(resource, condition, params));
  }

  /** SQL of a condition's field. */
  private expressionOf(resource: ResourceDescription, name: string): string {
    if (name === resource.idField) return `t.${idColumn(resource)}`;
    if (name === 'enabledFlag') return 't.enabled_flag';
    const field = resource.fields[name];
    if (!field) throw new Error(`${resourceKey(resource)} has no field ${name}`);
    return this.valueSql(name, field);
  }

  private conditionSql(
    resource: ResourceDescription,
    condition: Condition,
    params: Record<string, SqlValue>,
  ): string {
    const param = `__c${Object.keys(params).length}`;
    if (condition.op === 'any') {
      if (condition.of.length === 0) return '0';
      const groups = condition.of.map((group) => {
        const all = this.conditionsSql(resource, group, params);
        return all.length === 0 ? '1' : `(${all.join(' AND ')})`;
      });
      return `(${groups.join(' OR ')})`;
    }
    const expression = this.expressionOf(resource, condition.field);
    const list = (values: readonly SqlValue[]) =>
      values
        .map((value, position) => {
          params[`${param}_${position}`] = value;
          return `@${param}_${position}`;
        })
        .join(', ');
    switch (condition.op) {
      case 'eq':
      case 'gte':
      case 'lt': {
        params[param] = condition.value;
        const operator = { eq: '=', gte: '>=', lt: '<' }[condition.op];
        return `${expression} ${operator} @${param}`;
      }
      case 'contains':
        params[param] = escapeLike(condition.value);
        return `${expression} LIKE '%' || @${param} || '%' ESCAPE '\\'`;
      case 'isNull':
        return `${expression} IS NULL`;
      case 'in':
        return condition.values.length === 0 ? '0' : `${expression} IN (${list(condition.values)})`;
      case 'notIn':
        return condition.values.length === 0
          ? '1'
          : `(${expression} IS NULL OR ${expression} NOT IN (${list(condition.values)}))`;
    }
  }

  private sortColumns(resource: ResourceDescription): Record<string, string> {
    const columns: Record<string, string> = { [resource.idField]: `t.${idColumn(resource)}` };
    for (const [name, field] of Object.entries(resource.fields)) {
      if (!field.sortable) continue;
      columns[name] =
        field.kind === 'decimal'
          ? `CAST(t.${fieldColumn(name, field)} AS REAL)`
          : this.valueSql(name, field);
    }
    if (hasEnabledFlag(resource)) columns.enabledFlag = 't.enabled_flag';
    columns.creationDate = 't.creation_date';
    columns.lastUpdateDate = 't.last_update_date';
    return columns;
  }

  private defaultOrder(resource: ResourceDescription): string[] {
    const sort = resource.defaultSort;
    return sort ? [`${sort.field},${sort.order}`] : [];
  }

  private toStored(resource: ResourceDescription, raw: Record<string, unknown>): StoredRow {
    const values: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(resource.fields)) {
      values[name] = raw[name] ?? null;
      if (field.kind === 'reference') {
        const shown = field.displayAs ?? field.display;
        values[shown] = raw[shown] ?? null;
      }
    }
    return {
      id: Number(raw.__id),
      tenantId: raw.__tenant === null || raw.__tenant === undefined ? null : Number(raw.__tenant),
      version: Number(raw.__version),
      enabled: raw.__enabled === null || raw.__enabled === undefined ? null : Number(raw.__enabled),
      created: Number(raw.__created),
      updated: Number(raw.__updated),
      values,
    };
  }

  list(
    resource: ResourceDescription,
    scope: StoreScope,
    request: ListRequest,
    refusal: SortRefusal,
  ): { rows: StoredRow[]; total: number } {
    const params = this.params(scope);
    const where = [
      ...this.scopeWhere(resource),
      ...this.conditionsSql(resource, request.conditions, params),
    ];
    const sort = request.sort.length > 0 ? request.sort : this.defaultOrder(resource);
    const { rows, total } = selectPage({
      db: this.db,
      select: this.select(resource),
      from: this.from(resource),
      where,
      params,
      order: orderBy(
        sort,
        { columns: this.sortColumns(resource), fallback: `t.${idColumn(resource)} ASC` },
        refusal,
      ),
      page: request.page,
      size: request.size,
    });
    return { rows: rows.map((raw) => this.toStored(resource, raw)), total };
  }

  all(
    resource: ResourceDescription,
    scope: StoreScope,
    conditions: readonly Condition[],
    limit: number,
  ): StoredRow[] {
    return this.list(resource, scope, { conditions, sort: [], page: 0, size: limit }, () => '')
      .rows;
  }

  get(resource: ResourceDescription, scope: StoreScope, id: number): StoredRow | undefined {
    const params = { ...this.params(scope), __id: id };
    const where = [...this.scopeWhere(resource), `t.${idColumn(resource)} = @__id`];
    const raw = this.db
      .prepare(
        `SELECT ${this.select(resource)} FROM ${this.from(resource)} WHERE ${where.join(' AND ')}`,
      )
      .get(params) as Record<string, unknown> | undefined;
    return raw ? this.toStored(resource, raw) : undefined;
  }

  count(
    resource: ResourceDescription,
    scope: StoreScope,
    equals: Readonly<Record<string, SqlValue>>,
    exceptId?: number,
    ownOnly = false,
  ): number {
    const params: Record<string, SqlValue> = { __tenant: scope.tenantId };
    const where =
      ownOnly && resource.tenancy === 'shared'
        ? [`t.${tenantColumn(resource)} = @__tenant`]
        : this.scopeWhere(resource);
    Object.entries(equals).forEach(([name, value], index) => {
      const field = resource.fields[name];
      if (!field) throw new Error(`${resourceKey(resource)} has no field ${name}`);
      const column = `t.${fieldColumn(name, field)}`;
      if (value === null) {
        where.push(`${column} IS NULL`);
        return;
      }
      params[`__e${index}`] = value;
      where.push(
        typeof value === 'string'
          ? `${column} = @__e${index} COLLATE NOCASE`
          : `${column} = @__e${index}`,
      );
    });
    if (exceptId !== undefined) {
      params.__except = exceptId;
      where.push(`t.${idColumn(resource)} <> @__except`);
    }
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    return (
      this.db
        .prepare(`SELECT COUNT(*) AS n FROM ${identifier(resource.table)} t ${whereSql}`)
        .get(params) as { n: number }
    ).n;
  }

  insert(
    resource: ResourceDescription,
    scope: StoreScope,
    values: Readonly<Record<string, SqlValue>>,
    enabled: number | null,
    now: number,
  ): number {
    const columns = ['object_version_number', 'creation_date', 'last_update_date'];
    const row: SqlValue[] = [1, now, now];
    if (resource.tenancy !== 'site') {
      columns.push(tenantColumn(resource));
      row.push(scope.tenantId);
    }
    if (hasEnabledFlag(resource)) {
      columns.push('enabled_flag');
      row.push(enabled ?? 1);
    }
    for (const [name, value] of Object.entries(values)) {
      const field = resource.fields[name];
      if (!field) throw new Error(`${resourceKey(resource)} has no field ${name}`);
      columns.push(fieldColumn(name, field));
      row.push(value);
    }
    const result = this.db
      .prepare(
        `INSERT INTO ${identifier(resource.table)} (${columns.join(', ')})
         VALUES (${columns.map(() => '?').join(', ')})`,
      )
      .run(...row);
    return Number(result.lastInsertRowid);
  }

  private outcome(resource: ResourceDescription, scope: StoreScope, id: number): WriteOutcome {
    return this.get(resource, scope, id) ? 'stale' : 'gone';
  }

  update(
    resource: ResourceDescription,
    scope: StoreScope,
    id: number,
    version: number,
    values: Readonly<Record<string, SqlValue>>,
    enabled: number | undefined,
    now: number,
  ): WriteOutcome {
    const params: Record<string, SqlValue> = {
      __now: now,
      __id: id,
      __version: version,
      __tenant: scope.tenantId,
    };
    const assignments = [
      'object_version_number = object_version_number + 1',
      'last_update_date = @__now',
    ];
    Object.entries(values).forEach(([name, value], index) => {
      const field = resource.fields[name];
      if (!field) throw new Error(`${resourceKey(resource)} has no field ${name}`);
      params[`__v${index}`] = value;
      assignments.push(`${fieldColumn(name, field)} = @__v${index}`);
    });
    if (enabled !== undefined && hasEnabledFlag(resource)) {
      params.__enabled = enabled;
      assignments.push('enabled_flag = @__enabled');
    }
    const where = [
      `${idColumn(resource)} = @__id`,
      'object_version_number = @__version',
      ...(resource.tenancy === 'site' ? [] : [`${tenantColumn(resource)} = @__tenant`]),
    ];
    const result = this.db
      .prepare(
        `UPDATE ${identifier(resource.table)} SET ${assignments.join(', ')} WHERE ${where.join(' AND ')}`,
      )
      .run(params);
    return result.changes === 1 ? 'ok' : this.outcome(resource, scope, id);
  }

  remove(
    resource: ResourceDescription,
    scope: StoreScope,
    id: number,
    version: number,
  ): WriteOutcome {
    const where = [
      `${idColumn(resource)} = @__id`,
      'object_version_number = @__version',
      ...(resource.tenancy === 'site' ? [] : [`${tenantColumn(resource)} = @__tenant`]),
    ];
    const result = this.db
      .prepare(`DELETE FROM ${identifier(resource.table)} WHERE ${where.join(' AND ')}`)
      .run({ __id: id, __version: version, __tenant: scope.tenantId });
    if (result.changes !== 1) return this.outcome(resource, scope, id);
    this.db
      .prepare('DELETE FROM hpfm_multi_language WHERE entity = ? AND row_id = ?')
      .run(resourceKey(resource), id);
    return 'ok';
  }

  translations(resource: ResourceDescription, id: number, field: string): Map<Language, string> {
    const rows = this.db
      .prepare(
        'SELECT lang, value FROM hpfm_multi_language WHERE entity = ? AND row_id = ? AND field_name = ?',
      )
      .all(resourceKey(resource), id, field) as { lang: Language; value: string }[];
    return new Map(rows.map((row) => [row.lang, row.value]));
  }

  translate(
    resource: ResourceDescription,
    scope: StoreScope,
    id: number,
    field: string,
    lang: Language,
    value: string,
    token: string,
    now: number,
  ): void {
    this.db
      .prepare(
        `INSERT INTO hpfm_multi_language (row_token, field_name, lang, value, entity, row_id,
           tenant_id, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (row_token, field_name, lang) DO UPDATE SET value = excluded.value,
           last_update_date = excluded.last_update_date,
           object_version_number = object_version_number + 1`,
      )
      .run(token, field, lang, value, resourceKey(resource), id, scope.tenantId, now, now);
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }
}
