/**
 * The generic master-data engine (hpfm): one set of list / get / create / update / delete /
 * enable / disable operations driven by a definition per entity (table, id field, fields with
 * their JSON schema, unique code field, filters, permission prefix). Rows are tenant-scoped;
 * translatable fields keep a value per language in `hpfm_multi_language`, keyed by the row's
 * `_token` and the field name.
 */
import type { Db } from '../db/database';
import { MENU_LANGUAGES, masterDataCode, type MasterDataEntity } from '../db/menuData';
import { rowToken, type SqlValue } from '../db/versioned';
import { badRequest, BusinessError, notFound } from '../http/errors';
import { formatDateTime, toPage, type Page } from './format';

/** How a field is stored and answered. */
export type FieldKind = 'text' | 'integer' | 'decimal';

/** A field of a master-data entity. */
export interface MasterDataField {
  /** API name (camelCase). */
  name: string;
  /** Column in the entity table. */
  column: string;
  /** Storage and answer type. */
  kind: FieldKind;
  /** JSON schema of the value in a request body. */
  schema: Record<string, unknown>;
  /** Must be given on create. */
  required?: boolean;
  /** Value used on create when not given. */
  defaultValue?: SqlValue;
  /** Kept per language (multi-language `_tls`). */
  translatable?: boolean;
  /** Query filter: `contains` (text, case-insensitive) or `equals`. */
  filter?: 'contains' | 'equals';
  /** Must name an existing row of that entity in the same tenant. */
  references?: MasterDataEntity;
  /** SQL expression for sorting instead of the value (e.g. numeric order of a decimal). */
  sortSql?: string;
}

/** A read-only field computed by SQL (`t` is the entity table, `@lang` the language). */
export interface ComputedField {
  name: string;
  sql: string;
}

/** The definition of a master-data entity. */
export interface MasterDataDefinition {
  /** Entity name as in permission codes (`hpfm.{entity}.list-*`). */
  entity: MasterDataEntity;
  /** Path segment: `/hpfm/v1[/{tenantId}]/{path}`. */
  path: string;
  /** Table name. */
  table: string;
  /** API name of the id. */
  idField: string;
  /** Id column. */
  idColumn: string;
  /** API name of the unique code field (one of `fields`). */
  codeField: string;
  /** Human name of the entity, e.g. `Country` (messages). */
  label: string;
  /** Editable fields. */
  fields: readonly MasterDataField[];
  /** Read-only computed fields. */
  computed?: readonly ComputedField[];
  /** Default sort field. */
  defaultSort: string;
}

/** Who is working and where: every operation is confined to `tenantId`. */
export interface MasterDataScope {
  db: Db;
  rowSecret: Buffer;
  /** Clock (epoch ms) of the operation. */
  now: number;
  tenantId: number;
  /** Language of answers (translated fields) and of edits without `_tls`. */
  lang: string;
  /** Time zone for creationDate / lastUpdateDate. */
  timeZone: string;
}

/** A row as answered: fields plus the common columns. */
export type MasterDataRow = Record<string, unknown>;

/** Parsed list query. */
export interface ListQuery {
  page: number;
  size: number;
  sort?: string[];
  enabledFlag?: number;
  [filter: string]: unknown;
}

/** Translations given with a row: `{field: {lang: value}}`. */
export type Translations = Record<string, Record<string, string>>;

const TEXT_FILTER = { type: 'string', maxLength: 200 } as const;
const CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.\\-]{0,29}$';
const COMMON_SORT_COLUMNS: Record<string, string> = {
  enabledFlag: 't.enabled_flag',
  creationDate: 't.creation_date',
  lastUpdateDate: 't.last_update_date',
};

/** The contract message of a stale objectVersionNumber. */
export const STALE_MESSAGE = 'The record was changed by someone else; reload it and try again';

function optionalText(maxLength: number): Record<string, unknown> {
  return { type: ['string', 'null'], maxLength };
}

function requiredText(maxLength: number): Record<string, unknown> {
  return { type: 'string', minLength: 1, maxLength };
}

/** The six master-data entities of the contract. */
export const MASTER_DATA: readonly MasterDataDefinition[] = [
  {
    entity: 'country',
    path: 'countries',
    table: 'hpfm_country',
    idField: 'countryId',
    idColumn: 'country_id',
    codeField: 'countryCode',
    label: 'Country',
    defaultSort: 'countryCode',
    fields: [
      {
        name: 'countryCode',
        column: 'country_code',
        kind: 'text',
        schema: { type: 'string', pattern: '^[A-Z]{2,3}$' },
        required: true,
        filter: 'contains',
      },
      {
        name: 'countryName',
        column: 'country_name',
        kind: 'text',
        schema: requiredText(60),
        required: true,
        translatable: true,
        filter: 'contains',
      },
      {
        name: 'quickIndex',
        column: 'quick_index',
        kind: 'text',
        schema: optionalText(60),
        filter: 'contains',
      },
    ],
  },
  {
    entity: 'currency',
    path: 'currencies',
    table: 'hpfm_currency',
    idField: 'currencyId',
    idColumn: 'currency_id',
    codeField: 'currencyCode',
    label: 'Currency',
    defaultSort: 'currencyCode',
    fields: [
      {
        name: 'currencyCode',
        column: 'currency_code',
        kind: 'text',
        schema: { type: 'string', pattern: '^[A-Z]{3}$' },
        required: true,
        filter: 'contains',
      },
      {
        name: 'currencyName',
        column: 'currency_name',
        kind: 'text',
        schema: requiredText(60),
        required: true,
        translatable: true,
        filter: 'contains',
      },
      {
        name: 'financialPrecision',
        column: 'financial_precision',
        kind: 'integer',
        schema: { type: 'integer', minimum: 0, maximum: 6 },
        defaultValue: 2,
        filter: 'equals',
      },
      {
        name: 'currencySymbol',
        column: 'currency_symbol',
        kind: 'text',
        schema: optionalText(10),
        filter: 'contains',
      },
    ],
  },
  {
    entity: 'uom',
    path: 'uoms',
    table: 'hpfm_uom',
    idField: 'uomId',
    idColumn: 'uom_id',
    codeField: 'uomCode',
    label: 'Unit of measure',
    defaultSort: 'uomCode',
    fields: [
      {
        name: 'uomCode',
        column: 'uom_code',
        kind: 'text',
        schema: { type: 'string', pattern: CODE_PATTERN },
        required: true,
        filter: 'contains',
      },
      {
        name: 'uomName',
        column: 'uom_name',
        kind: 'text',
        schema: requiredText(60),
        required: true,
        filter: 'contains',
      },
      {
        name: 'uomTypeCode',
        column: 'uom_type_code',
        kind: 'text',
        schema: optionalText(30),
        filter: 'equals',
      },
    ],
  },
  {
    entity: 'bank',
    path: 'banks',
    table: 'hpfm_bank',
    idField: 'bankId',
    idColumn: 'bank_id',
    codeField: 'bankCode',
    label: 'Bank',
    defaultSort: 'bankCode',
    fields: [
      {
        name: 'bankCode',
        column: 'bank_code',
        kind: 'text',
        schema: { type: 'string', pattern: CODE_PATTERN },
        required: true,
        filter: 'contains',
      },
      {
        name: 'bankName',
        column: 'bank_name',
        kind: 'text',
        schema: requiredText(120),
        required: true,
        filter: 'contains',
      },
      {
        name: 'bankShortName',
        column: 'bank_short_name',
        kind: 'text',
        schema: optionalText(60),
        filter: 'contains',
      },
    ],
  },
  {
    entity: 'tax-rate',
    path: 'tax-rates',
    table: 'hpfm_tax_rate',
    idField: 'taxId',
    idColumn: 'tax_id',
    codeField: 'taxCode',
    label: 'Tax rate',
    defaultSort: 'taxCode',
    fields: [
      {
        name: 'taxCode',
        column: 'tax_code',
        kind: 'text',
        schema: { type: 'string', pattern: CODE_PATTERN },
        required: true,
        filter: 'contains',
      },
      {
        name: 'description',
        column: 'description',
        kind: 'text',
        schema: optionalText(240),
        filter: 'contains',
      },
      {
        name: 'taxRate',
        column: 'tax_rate',
        kind: 'decimal',
        // A decimal string from 0 to 100 with at most 4 decimals.
        schema: { type: 'string', pattern: '^(100(\\.0{1,4})?|[0-9]{1,2}(\\.[0-9]{1,4})?)$' },
        required: true,
        filter: 'equals',
        sortSql: 'CAST(t.tax_rate AS REAL)',
      },
    ],
  },
  {
    entity: 'region',
    path: 'regions',
    table: 'hpfm_region',
    idField: 'regionId',
    idColumn: 'region_id',
    codeField: 'regionCode',
    label: 'Region',
    defaultSort: 'regionCode',
    fields: [
      {
        name: 'regionCode',
        column: 'region_code',
        kind: 'text',
        schema: { type: 'string', pattern: CODE_PATTERN },
        required: true,
        filter: 'contains',
      },
      {
        name: 'regionName',
        column: 'region_name',
        kind: 'text',
        schema: requiredText(60),
        required: true,
        filter: 'contains',
      },
      {
        name: 'countryId',
        column: 'country_id',
        kind: 'integer',
        schema: { type: 'integer', minimum: 1 },
        required: true,
        filter: 'equals',
        references: 'country',
      },
    ],
    computed: [
      {
        name: 'countryCode',
        sql: '(SELECT c.country_code FROM hpfm_country c WHERE c.country_id = t.country_id)',
      },
      {
        name: 'countryName',
        sql: `(SELECT COALESCE(ml.value, c.country_name) FROM hpfm_country c
               LEFT JOIN hpfm_multi_language ml ON ml.entity = 'country'
                 AND ml.row_id = c.country_id AND ml.field_name = 'countryName' AND ml.lang = @lang
               WHERE c.country_id = t.country_id)`,
      },
    ],
  },
];

/** The definition of an entity. */
export function definitionOf(entity: MasterDataEntity): MasterDataDefinition {
  const definition = MASTER_DATA.find((item) => item.entity === entity);
  if (!definition) throw new Error(`No master-data definition for ${entity}`);
  return definition;
}

/** The permission code of an action on an entity. */
export function permissionOf(
  definition: MasterDataDefinition,
  action: Parameters<typeof masterDataCode>[1],
): string {
  return masterDataCode(definition.entity, action);
}

function codeFieldOf(definition: MasterDataDefinition): MasterDataField {
  const field = definition.fields.find((item) => item.name === definition.codeField);
  if (!field) throw new Error(`${definition.entity}: code field missing`);
  return field;
}

/** SQL expression of a field's value in the scope's language. */
function valueSql(field: MasterDataField): string {
  return field.translatable
    ? `COALESCE(tl_${field.name}.value, t.${field.column})`
    : `t.${field.column}`;
}

function translationJoins(definition: MasterDataDefinition): string {
  return definition.fields
    .filter((field) => field.translatable)
    .map(
      (field) =>
        `LEFT JOIN hpfm_multi_language tl_${field.name} ON tl_${field.name}.entity = '${definition.entity}'
           AND tl_${field.name}.row_id = t.${definition.idColumn}
           AND tl_${field.name}.field_name = '${field.name}' AND tl_${field.name}.lang = @lang`,
    )
    .join('\n');
}

function selectSql(definition: MasterDataDefinition): string {
  const columns = [
    `t.${definition.idColumn} AS "__id"`,
    't.tenant_id AS "__tenantId"',
    't.enabled_flag AS "__enabledFlag"',
    't.object_version_number AS "__version"',
    't.creation_date AS "__created"',
    't.last_update_date AS "__updated"',
    ...definition.fields.map((field) => `${valueSql(field)} AS "${field.name}"`),
    ...(definition.computed ?? []).map((field) => `${field.sql} AS "${field.name}"`),
  ];
  return `SELECT ${columns.join(', ')} FROM ${definition.table} t ${translationJoins(definition)}`;
}

function toView(
  definition: MasterDataDefinition,
  scope: MasterDataScope,
  raw: Record<string, unknown>,
): MasterDataRow {
  const id = Number(raw.__id);
  const view: MasterDataRow = { [definition.idField]: id };
  for (const field of definition.fields) {
    const value = raw[field.name];
    view[field.name] =
      value === null || value === undefined
        ? null
        : field.kind === 'integer'
          ? Number(value)
          : String(value);
  }
  for (const field of definition.computed ?? []) view[field.name] = raw[field.name] ?? null;
  view.tenantId = Number(raw.__tenantId);
  view.enabledFlag = Number(raw.__enabledFlag);
  view.objectVersionNumber = Number(raw.__version);
  view._token = rowToken(scope.rowSecret, definition.table, id);
  view.creationDate = formatDateTime(Number(raw.__created), scope.timeZone);
  view.lastUpdateDate = formatDateTime(Number(raw.__updated), scope.timeZone);
  return view;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Sortable API fields of an entity mapped to their SQL. */
function sortColumns(definition: MasterDataDefinition): Map<string, string> {
  const map = new Map<string, string>([[definition.idField, `t.${definition.idColumn}`]]);
  for (const field of definition.fields) map.set(field.name, field.sortSql ?? valueSql(field));
  for (const [name, sql] of Object.entries(COMMON_SORT_COLUMNS)) map.set(name, sql);
  return map;
}

/** Parses `sort=field,asc|desc` values into ORDER BY terms; 400 for an unknown field. */
function orderBy(definition: MasterDataDefinition, sort: readonly string[] | undefined): string {
  const columns = sortColumns(definition);
  const terms: string[] = [];
  for (const item of sort && sort.length > 0 ? sort : [definition.defaultSort]) {
    const [field = '', direction = 'asc', ...rest] = item.split(',').map((part) => part.trim());
    const sql = columns.get(field);
    const dir = direction.toLowerCase();
    if (!sql || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
      throw badRequest(
        `Query parameter 'sort' must be 'field,asc' or 'field,desc' with one of: ${[...columns.keys()].join(', ')}`,
      );
    }
    terms.push(`${sql} ${dir.toUpperCase()}`);
  }
  terms.push(`t.${definition.idColumn} ASC`);
  return terms.join(', ');
}

/** JSON schema of the list query of an entity. */
export function listQuerySchema(definition: MasterDataDefinition): Record<string, unknown> {
  const properties: Record<string, unknown> = {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
    sort: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 5 },
    enabledFlag: { type: 'integer', enum: [0, 1] },
    [definition.idField]: { type: 'integer', minimum: 1 },
  };
  for (const field of definition.fields) {
    if (!field.filter) continue;
    properties[field.name] =
      field.kind === 'integer'
        ? { type: 'integer' }
        : field.filter === 'contains'
          ? TEXT_FILTER
          : { type: 'string', maxLength: 100 };
  }
  return { type: 'object', properties };
}

/** Lists a page of an entity's rows in the scope's tenant, filtered and sorted. */
export function listRows(
  definition: MasterDataDefinition,
  scope: MasterDataScope,
  query: ListQuery,
): Page<MasterDataRow> {
  const where = ['t.tenant_id = @tenantId'];
  const params: Record<string, SqlValue> = { tenantId: scope.tenantId, lang: scope.lang };
  if (query.enabledFlag !== undefined) {
    where.push('t.enabled_flag = @enabledFlag');
    params.enabledFlag = query.enabledFlag;
  }
  const id = query[definition.idField];
  if (typeof id === 'number') {
    where.push(`t.${definition.idColumn} = @__id`);
    params.__id = id;
  }
  for (const field of definition.fields) {
    const value = query[field.name];
    if (!field.filter || value === undefined || value === null || value === '') continue;
    const param = `f_${field.name}`;
    if (field.filter === 'contains') {
      where.push(`${valueSql(field)} LIKE '%' || @${param} || '%' ESCAPE '\\'`);
      params[param] = escapeLike(String(value));
    } else {
      where.push(`${valueSql(field)} = @${param}`);
      params[param] = field.kind === 'integer' ? Number(value) : String(value);
    }
  }
  const whereSql = where.join(' AND ');
  const total = (
    scope.db
      .prepare(
        `SELECT COUNT(*) AS n FROM ${definition.table} t ${translationJoins(definition)} WHERE ${whereSql}`,
      )
      .get(params) as { n: number }
  ).n;
  const rows = scope.db
    .prepare(
      `${selectSql(definition)} WHERE ${whereSql} ORDER BY ${orderBy(definition, query.sort)}
       LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: query.size, offset: query.page * query.size }) as Record<
    string,
    unknown
  >[];
  return toPage(
    rows.map((row) => toView(definition, scope, row)),
    total,
    query.page,
    query.size,
  );
}

/** One row of the scope's tenant, or undefined. */
export function findRow(
  definition: MasterDataDefinition,
  scope: MasterDataScope,
  id: number,
): MasterDataRow | undefined {
  const raw = scope.db
    .prepare(
      `${selectSql(definition)} WHERE t.tenant_id = @tenantId AND t.${definition.idColumn} = @id`,
    )
    .get({ tenantId: scope.tenantId, lang: scope.lang, id }) as Record<string, unknown> | undefined;
  return raw ? toView(definition, scope, raw) : undefined;
}

/** One row of the scope's tenant; 404 when there is none. */
export function getRow(
  definition: MasterDataDefinition,
  scope: MasterDataScope,
  id: number,
): MasterDataRow {
  const row = findRow(definition, scope, id);
  if (!row) throw notFound(`There is no ${definition.label.toLowerCase()} ${id}`);
  return row;
}

function rowGone(definition: MasterDataDefinition, id: number): BusinessError {
  return new BusinessError(
    'error.not_found',
    `The ${definition.label.toLowerCase()} ${id} no longer exists; reload the list`,
  );
}

function duplicate(definition: MasterDataDefinition, code: unknown): BusinessError {
  return new BusinessError(
    'error.duplicate',
    `${definition.label} code ${String(code)} already exists`,
    'warn',
  );
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

function checkReferences(
  definition: MasterDataDefinition,
  scope: MasterDataScope,
  values: Record<string, unknown>,
): void {
  for (const field of definition.fields) {
    if (!field.references || values[field.name] === undefined) continue;
    const target = definitionOf(field.references);
    const exists = scope.db
      .prepare(`SELECT 1 FROM ${target.table} WHERE ${target.idColumn} = ? AND tenant_id = ?`)
      .get(values[field.name], scope.tenantId);
    if (!exists) {
      throw new BusinessError(
        'error.reference',
        `Field '${field.name}': there is no ${target.label.toLowerCase()} ${String(values[field.name])} in this tenant`,
        'warn',
      );
    }
  }
}

function storedValue(field: MasterDataField, value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (field.kind === 'integer') return Number(value);
  const text = String(value);
  return text === '' && !field.required ? null : text;
}

function writeTranslations(
  definition: MasterDataDefinition,
  scope: MasterDataScope,
  id: number,
  values: Record<string, unknown>,
  tls: Translations | undefined,
  allLanguages: boolean,
): void {
  const token = rowToken(scope.rowSecret, definition.table, id);
  const upsert = scope.db.prepare(
    `INSERT INTO hpfm_multi_language (row_token, field_name, lang, value, entity, row_id,
       tenant_id, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (row_token, field_name, lang) DO UPDATE SET value = excluded.value,
       last_update_date = excluded.last_update_date,
       object_version_number = object_version_number + 1`,
  );
  for (const field of definition.fields) {
    if (!field.translatable) continue;
    const given = tls?.[field.name] ?? {};
    const value = values[field.name];
    for (const lang of MENU_LANGUAGES) {
      const text =
        typeof given[lang] === 'string' && given[lang] !== ''
          ? given[lang]
          : typeof value === 'string' && (allLanguages || lang === scope.lang)
            ? value
            : undefined;
      if (text === undefined) continue;
      upsert.run(
        token,
        field.name,
        lang,
        text,
        definition.entity,
        id,
        scope.tenantId,
        scope.now,
        scope.now,
      );
    }
  }
}

/** JSON schema of `_tls` (`{field: {lang: value}}`) for an entity. */
function tlsSchema(definition: MasterDataDefinition): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (!field.translatable) continue;
    properties[field.name] = {
      type: 'object',
      properties: Object.fromEntries(MENU_LANGUAGES.map((lang) => [lang, field.schema])),
    };
  }
  return { type: 'object', properties };
}

/** JSON schema of a create body. */
export function createBodySchema(definition: MasterDataDefinition): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries(definition.fields.map((field) => [field.name, field.schema])),
      enabledFlag: { type: 'integer', enum: [0, 1] },
      _tls: tlsSchema(definition),
    },
    required: definition.fields.filter((field) => field.required).map((field) => field.name),
  };
}

/** JSON schema of an update body (the id comes from the body or the path). */
export function updateBodySchema(definition: MasterDataDefinition): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      [definition.idField]: { type: 'integer', minimum: 1 },
      objectVersionNumber: { type: 'integer', minimum: 1 },
      _token: { type: 'string', maxLength: 100 },
      ...Object.fromEntries(definition.fields.map((field) => [field.name, field.schema])),
      enabledFlag: { type: 'integer', enum: [0, 1] },
      _tls: tlsSchema(definition),
    },
    required: ['objectVersionNumber'],
  };
}

/** Creates a row in the scope's tenant; duplicate code -> 200 `error.duplicate` (warn). */
export function createRow(
  definition: MasterDataDefinition,
  scope: MasterDataScope,
  body: Record<string, unknown>,
): MasterDataRow {
  const { db } = scope;
  const codeField = codeFieldOf(definition);
  checkReferences(definition, scope, body);
  const id = db
    .transaction(() => {
      const code = body[codeField.name];
      if (
        db
          .prepare(
            `SELECT 1 FROM ${definition.table} WHERE tenant_id = ? AND ${codeField.column} = ?`,
          )
          .get(scope.tenantId, code)
      ) {
        throw duplicate(definition, code);
      }
      const columns = ['tenant_id', 'enabled_flag', 'creation_date', 'last_update_date'];
      const values: SqlValue[] = [
        scope.tenantId,
        body.enabledFlag === 0 ? 0 : 1,
        scope.now,
        scope.now,
      ];
      for (const field of definition.fields) {
        columns.push(field.column);
        values.push(
          body[field.name] === undefined && field.defaultValue !== undefined
            ? field.defaultValue
            : storedValue(field, body[field.name]),
        );
      }
      let result;
      try {
        result = db
          .prepare(
            `INSERT INTO ${definition.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
          )
          .run(...values);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(definition, code);
        throw error;
      }
      const newId = Number(result.lastInsertRowid);
      writeTranslations(
        definition,
        scope,
        newId,
        body,
        body._tls as Translations | undefined,
        true,
      );
      return newId;
    })
    .immediate();
  return getRow(definition, scope, id);
}

/** Options of {@link updateRow}. */
export interface UpdateOptions {
  /** Id from the path, which wins over the body's. */
  id?: number;
  /** Called before `enabledFlag` is changed (throws when the caller may not). */
  beforeEnabledChange?: () => void;
}

/**
 * Updates a row when `objectVersionNumber` is current: stale -> 200 `error.optimistic_lock`;
 * gone -> 200 `error.not_found`. The code cannot be changed.
 */
export function updateRow(
  definition: MasterDataDefinition,
  scope: MasterDataScope,
  body: Record<string, unknown>,
  options: UpdateOptions = {},
): MasterDataRow {
  const { db } = scope;
  const bodyId = body[definition.idField];
  const id = options.id ?? (typeof bodyId === 'number' ? bodyId : undefined);
  if (id === undefined) throw badRequest(`Field '${definition.idField}' is required`);
  if (options.id !== undefined && typeof bodyId === 'number' && bodyId !== options.id) {
    throw badRequest(`Field '${definition.idField}' does not match the path`);
  }
  const current = findRow(definition, scope, id);
  if (!current) throw rowGone(definition, id);
  if (typeof body._token === 'string' && body._token !== '' && body._token !== current._token) {
    throw new BusinessError(
      'error.row_token',
      'The _token does not belong to this record; reload it and try again',
    );
  }
  const codeField = codeFieldOf(definition);
  const code = body[codeField.name];
  if (code !== undefined && code !== current[codeField.name]) {
    throw new BusinessError(
      'error.code_immutable',
      `The ${definition.label.toLowerCase()} code cannot be changed (it is ${String(current[codeField.name])})`,
      'warn',
    );
  }
  if (body.enabledFlag !== undefined && body.enabledFlag !== current.enabledFlag) {
    options.beforeEnabledChange?.();
  }
  checkReferences(definition, scope, body);

  const changes: Record<string, SqlValue> = {};
  for (const field of definition.fields) {
    if (field.name === codeField.name || body[field.name] === undefined) continue;
    // For a translatable field the column keeps the value written last (the fallback when a
    // language has no translation); the translations carry the languages.
    changes[field.column] = storedValue(field, body[field.name]);
  }
  if (body.enabledFlag !== undefined) changes.enabled_flag = Number(body.enabledFlag);
  db.transaction(() => {
    const assignments = [
      ...Object.keys(changes).map((column) => `${column} = @${column}`),
      'object_version_number = object_version_number + 1',
      'last_update_date = @__now',
    ];
    const result = db
      .prepare(
        `UPDATE ${definition.table} SET ${assignments.join(', ')}
         WHERE ${definition.idColumn} = @__id AND tenant_id = @__tenant
           AND object_version_number = @__version`,
      )
      .run({
        ...changes,
        __now: scope.now,
        __id: id,
        __tenant: scope.tenantId,
        __version: body.objectVersionNumber as number,
      });
    if (result.changes !== 1) {
      throw new BusinessError('error.optimistic_lock', STALE_MESSAGE);
    }
    writeTranslations(definition, scope, id, body, body._tls as Translations | undefined, false);
  }).immediate();
  return getRow(definition, scope, id);
}

/** Definitions whose fields reference `entity`. */
function referencing(
  entity: MasterDataEntity,
): { definition: MasterDataDefinition; field: MasterDataField }[] {
  return MASTER_DATA.flatMap((definition) =>
    definition.fields
      .filter((field) => field.references === entity)
      .map((field) => ({ definition, field })),
  );
}

/**
 * Deletes rows given as `[{idField, objectVersionNumber}]`, all or none: a gone row, a stale
 * version or a row still referenced (a country used by regions) fails the whole batch.
 */
export function deleteRows(
  definition: MasterDataDefinition,
  scope: MasterDataScope,
  items: readonly Record<string, unknown>[],
): void {
  const { db } = scope;
  const codeField = codeFieldOf(definition);
  db.transaction(() => {
    for (const item of items) {
      const id = Number(item[definition.idField]);
      const row = db
        .prepare(
          `SELECT object_version_number AS v, ${codeField.column} AS code FROM ${definition.table}
           WHERE ${definition.idColumn} = ? AND tenant_id = ?`,
        )
        .get(id, scope.tenantId) as { v: number; code: string } | undefined;
      if (!row) throw rowGone(definition, id);
      if (row.v !== item.objectVersionNumber) {
        throw new BusinessError('error.optimistic_lock', STALE_MESSAGE);
      }
      for (const { definition: other, field } of referencing(definition.entity)) {
        const used = (
          db
            .prepare(`SELECT COUNT(*) AS n FROM ${other.table} WHERE ${field.column} = ?`)
            .get(id) as { n: number }
        ).n;
        if (used > 0) {
          throw new BusinessError(
            'error.in_use',
            `${definition.label} ${row.code} is used by ${used} ${other.label.toLowerCase()} record${used === 1 ? '' : 's'} and cannot be deleted`,
            'warn',
          );
        }
      }
      db.prepare(`DELETE FROM hpfm_multi_language WHERE entity = ? AND row_id = ?`).run(
        definition.entity,
        id,
      );
      db.prepare(`DELETE FROM ${definition.table} WHERE ${definition.idColumn} = ?`).run(id);
    }
  }).immediate();
}

/** Enables or disables rows by id (all or none); answers the rows as they are now. */
export function setEnabled(
  definition: MasterDataDefinition,
  scope: MasterDataScope,
  ids: readonly number[],
  enabled: boolean,
): MasterDataRow[] {
  const { db } = scope;
  const flag = enabled ? 1 : 0;
  db.transaction(() => {
    for (const id of ids) {
      const row = db
        .prepare(
          `SELECT enabled_flag AS f FROM ${definition.table} WHERE ${definition.idColumn} = ? AND tenant_id = ?`,
        )
        .get(id, scope.tenantId) as { f: number } | undefined;
      if (!row) throw rowGone(definition, id);
      if (row.f === flag) continue;
      db.prepare(
        `UPDATE ${definition.table} SET enabled_flag = ?, last_update_date = ?,
           object_version_number = object_version_number + 1 WHERE ${definition.idColumn} = ?`,
      ).run(flag, scope.now, id);
    }
  }).immediate();
  return [...new Set(ids)].map((id) => getRow(definition, scope, id));
}

/** The row a `_token` stands for in the translation table, if any. */
export interface TokenOwner {
  definition: MasterDataDefinition;
  rowId: number;
  tenantId: number;
}

/** Finds the row behind a `_token` (through its stored translations). */
export function tokenOwner(db: Db, token: string): TokenOwner | undefined {
  const row = db
    .prepare(
      'SELECT entity, row_id AS rowId, tenant_id AS tenantId FROM hpfm_multi_language WHERE row_token = ? LIMIT 1',
    )
    .get(token) as { entity: MasterDataEntity; rowId: number; tenantId: number } | undefined;
  if (!row) return undefined;
  const definition = MASTER_DATA.find((item) => item.entity === row.entity);
  return definition ? { definition, rowId: row.rowId, tenantId: row.tenantId } : undefined;
}

/** A language's value of a translatable field. */
export interface MultiLanguageValue {
  code: string;
  name: string;
  value: string;
}

/**
 * The value of a translatable field in every language (`''` where none is stored). With no
 * owner (a row not saved yet) every value is empty.
 */
export function multiLanguageValues(
  db: Db,
  token: string | undefined,
  fieldName: string,
): MultiLanguageValue[] {
  const languages = db
    .prepare('SELECT code, name FROM languages ORDER BY order_seq, code')
    .all() as { code: string; name: string }[];
  const stored = new Map(
    token
      ? (
          db
            .prepare(
              'SELECT lang, value FROM hpfm_multi_language WHERE row_token = ? AND field_name = ?',
            )
            .all(token, fieldName) as { lang: string; value: string }[]
        ).map((row) => [row.lang, row.value])
      : [],
  );
  return languages.map((language) => ({
    code: language.code,
    name: language.name,
    value: stored.get(language.code) ?? '',
  }));
}
