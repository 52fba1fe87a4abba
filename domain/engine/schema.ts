/**
 * The schemas of a resource, derived from its description (zod, the one schema language of
 * the product): the request bodies the server accepts and the client's forms check, and the
 * list query. Failures are told in the user's language with the field's label, the same words
 * before saving (in the form) and after (from the server).
 */
import BigNumber from 'bignumber.js';
import { z } from 'zod';
import type { Field } from './fields';
import { ENGINE_MESSAGES } from './messages';
import { filterFields, filterParamOf, hasEnabledFlag, type ResourceDescription } from './resource';
import { endpointsOf } from './address';
import { fill, LANGUAGES, type Language } from './text';
import { isRealDateTime, isRealDay } from '../dates';

/** Largest 0-based page index a list accepts. */
export const MAX_PAGE = 100_000;
/** Largest page size a list accepts. */
export const MAX_PAGE_SIZE = 1000;
/** Most lines one save may carry. */
export const MAX_LINES = 1000;
/** Most sort terms of a list query. */
export const MAX_SORTS = 5;

/** The decimal text shape of a decimal field: optional minus, digits, up to `scale` decimals. */
export function decimalPattern(scale: number): RegExp {
  return scale > 0 ? new RegExp(`^-?\\d{1,20}(\\.\\d{1,${scale}})?$`) : /^-?\d{1,20}$/;
}

/** The schema of a field's value on the wire (never empty: emptiness is decided by the caller). */
function valueSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text': {
      let schema = z.string().trim().max(field.max);
      if (field.min !== undefined) schema = schema.min(field.min);
      if (field.pattern) schema = schema.regex(new RegExp(field.pattern));
      if (field.format === 'email') schema = schema.email();
      if (field.format === 'url') schema = schema.regex(/^(https?:\/\/|www\.)\S+$/i);
      return schema;
    }
    case 'tl':
    case 'longtext':
    case 'code':
      return z.string().max(field.max);
    case 'file':
      return z.string().max(500);
    case 'integer': {
      let schema = z.number().int();
      if (field.min !== undefined) schema = schema.min(field.min);
      if (field.max !== undefined) schema = schema.max(field.max);
      return schema;
    }
    case 'reference':
      // Ids are whole numbers from 0 (the platform's tenant is 0).
      return z.number().int().min(0);
    case 'flag':
      return z.literal([0, 1]);
    case 'decimal': {
      const { min, max } = field;
      const pattern = decimalPattern(field.scale);
      // zod runs the refinements after a failed regex too: text that is no number fails the
      // regex alone.
      const number = (value: string) => (pattern.test(value) ? new BigNumber(value) : undefined);
      return z
        .string()
        .trim()
        .regex(pattern)
        .refine((value) => min === undefined || number(value)?.gte(min) !== false, {
          params: { key: 'min', min },
        })
        .refine((value) => max === undefined || number(value)?.lte(max) !== false, {
          params: { key: 'max', max },
        });
    }
    case 'date':
      return z.string().refine(isRealDay, { params: { key: 'date' } });
    case 'datetime':
      return z.string().refine(isRealDateTime, { params: { key: 'datetime' } });
    case 'select':
      return field.options
        ? z.enum(field.options.map((option) => option.value) as [string, ...string[]])
        : z.string().max(60);
  }
}

/** Empty text is no value. */
function emptyToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/**
 * A field's schema: required fields refuse null and empty text; the others take null (empty
 * text becomes null). With `optional`, the field may also be left out (an update keeps it).
 */
export function fieldSchema(field: Field, optional: boolean): z.ZodType {
  const inner = field.required ? valueSchema(field) : valueSchema(field).nullable();
  const schema = z.preprocess(emptyToNull, inner);
  return optional ? schema.optional() : schema;
}

/** The fields a request may set: every field but those only the server sets. */
export function writableFields(resource: ResourceDescription): [string, Field][] {
  return Object.entries(resource.fields).filter(([, field]) => !field.readOnly);
}

/** A `_tls` value: `{field: {language: text}}` for the translated fields. */
function tlsSchema(resource: ResourceDescription): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'tl' || field.readOnly) continue;
    shape[name] = z
      .object(
        Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().max(field.max).optional()])),
      )
      .optional();
  }
  return z.object(shape).optional();
}

/** Whether a row is being created or changed. */
export type BodyMode = 'create' | 'update';

/**
 * The body of a create (`mode` create) or update: every writable field, `enabledFlag`, `_tls`;
 * an update also carries `objectVersionNumber` and may carry the id and `_token`. Line sets are
 * checked line by line with their own resource's schema ({@link validateBody}).
 */
export function bodySchema(resource: ResourceDescription, mode: BodyMode) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of writableFields(resource)) {
    shape[name] = fieldSchema(field, mode === 'update' || (!field.required && mode === 'create'));
  }
  if (hasEnabledFlag(resource)) shape.enabledFlag = z.literal([0, 1]).optional();
  shape._tls = tlsSchema(resource);
  if (mode === 'update') {
    shape[resource.idField] = z.number().int().min(0).optional();
    shape.objectVersionNumber = z.number().int().min(1);
    shape._token = z.string().max(200).optional();
  }
  for (const lines of resource.lines ?? []) {
    shape[lines.key] = z.array(z.record(z.string(), z.unknown())).max(MAX_LINES).optional();
  }
  return z.object(shape);
}

/** What a description's values look like in a checked body. */
export type CheckedBody = Record<string, unknown>;

/** One refused value: where it is and why, in the user's language. */
export interface FieldProblem {
  /** Path of the value, e.g. `countryCode` or `values.2.value`. */
  path: string;
  /** The message, naming the field by its label. */
  message: string;
}

/** The outcome of {@link validateBody}. */
export type Validation = { ok: true; value: CheckedBody } | { ok: false; problems: FieldProblem[] };

/** Finds a resource by key (`module/name`); line sets are checked with their own description. */
export type ResourceResolver = (key: string) => ResourceDescription | undefined;

/** Line status markers of SPEC.md section 3. */
export const LINE_STATUSES = ['create', 'update', 'delete'] as const;

/** One of {@link LINE_STATUSES}. */
export type LineStatus = (typeof LINE_STATUSES)[number];

interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
  values?: readonly unknown[];
  params?: Record<string, unknown>;
}

/** The message of one zod issue about `field`, in `lang`. */
export function issueMessage(
  issue: IssueLike,
  field: Field | undefined,
  label: string,
  lang: Language,
): string {
  const m = ENGINE_MESSAGES[lang].validation;
  const say = (template: string, vars: Record<string, string | number> = {}) =>
    fill(template, { field: label, ...vars });
  const kind = field?.kind;
  if ((issue.input === undefined || issue.input === null) && issue.code !== 'custom') {
    return say(m.required);
  }
  switch (issue.code) {
    case 'invalid_type':
      if (kind === 'integer' || kind === 'reference') return say(m.integer);
      if (kind === 'flag') return say(m.flag);
      if (kind === 'decimal')
        return say(m.decimal, { scale: field?.kind === 'decimal' ? field.scale : 0 });
      if (kind === 'date') return say(m.date);
      if (kind === 'datetime') return say(m.datetime);
      if ((issue as { expected?: string }).expected === 'array') return say(m.list);
      return say(m.text);
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? say(m.required)
          : say(m.minLength, { min: Number(issue.minimum) });
      }
      return say(m.min, { min: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return say(m.maxLength, { max: Number(issue.maximum) });
      if (issue.origin === 'array') return say(m.maxLength, { max: Number(issue.maximum) });
      return say(m.max, { max: String(issue.maximum) });
    case 'invalid_format':
      if (kind === 'decimal')
        return say(m.decimal, { scale: field?.kind === 'decimal' ? field.scale : 0 });
      if (kind === 'date') return say(m.date);
      if (kind === 'datetime') return say(m.datetime);
      if (issue.format === 'email') return say(m.email);
      if (field?.kind === 'text' && field.format === 'url') return say(m.url);
      return field?.help ? say(m.format, { rule: field.help[lang] }) : say(m.formatUnknown);
    case 'invalid_value':
      if (kind === 'flag') return say(m.flag);
      if (field?.kind === 'select' && field.options) {
        return say(m.choice, {
          values: field.options.map((option) => option.label[lang]).join(', '),
        });
      }
      return say(m.choice, { values: (issue.values ?? []).map(String).join(', ') });
    case 'custom': {
      const key = issue.params?.key;
      if (key === 'min') return say(m.min, { min: String(issue.params?.min) });
      if (key === 'max') return say(m.max, { max: String(issue.params?.max) });
      if (key === 'date') return say(m.date);
      if (key === 'datetime') return say(m.datetime);
      return say(m.formatUnknown);
    }
    default:
      return say(m.formatUnknown);
  }
}

/** The label of a path's field in a resource, in `lang` (the path itself when unknown). */
function fieldAt(resource: ResourceDescription, name: string): Field | undefined {
  return resource.fields[name];
}

function labelOf(resource: ResourceDescription, name: string, lang: Language): string {
  if (name === resource.idField) return name;
  return fieldAt(resource, name)?.label[lang] ?? name;
}

/**
 * The kind of a value that is no field of the description but every body or list query may
 * carry (paging, the id, the version, the enabled flag), so that its message says what it
 * must be.
 */
function builtInField(resource: ResourceDescription, name: string): Field | undefined {
  const label = { en_US: name, zh_CN: name };
  if (name === 'enabledFlag') return { kind: 'flag', label };
  if (['page', 'size', 'objectVersionNumber', resource.idField].includes(name)) {
    return { kind: 'integer', label };
  }
  return undefined;
}

function problemsOf(
  resource: ResourceDescription,
  issues: readonly IssueLike[],
  lang: Language,
  prefix: string,
): FieldProblem[] {
  return issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    const field = fieldAt(resource, name) ?? builtInField(resource, name);
    const translated = name === '_tls' ? String(issue.path[1] ?? '') : name;
    const label = labelOf(resource, translated, lang);
    return {
      path: prefix + issue.path.map(String).join('.'),
      message: issueMessage(issue, field ?? fieldAt(resource, translated), label, lang),
    };
  });
}

/**
 * Checks a body for a create or an update, and each of its lines with the line resource's
 * schema by its `_status` (a deleted line needs only its id and version). Problems name the
 * field by its label in `lang`; a line's problems are prefixed 'Line N:'.
 */
export function validateBody(
  resource: ResourceDescription,
  body: unknown,
  mode: BodyMode,
  lang: Language,
  resolve: ResourceResolver,
): Validation {
  const result = bodySchema(resource, mode).safeParse(body, { reportInput: true });
  if (!result.success) {
    return { ok: false, problems: problemsOf(resource, result.error.issues, lang, '') };
  }
  const value: CheckedBody = { ...result.data };
  const problems: FieldProblem[] = [];
  for (const lines of resource.lines ?? []) {
    const given = value[lines.key] as Record<string, unknown>[] | undefined;
    if (!given) continue;
    const lineResource = resolve(lines.resource);
    if (!lineResource) throw new Error(`No resource ${lines.resource}`);
    const apart = endpointsOf(resource).lineWrites[lines.key];
    const checked: Record<string, unknown>[] = [];
    given.forEach((line, index) => {
      const status = line._status;
      const lineNumber = fill(ENGINE_MESSAGES[lang].errors.line, { index: index + 1, message: '' });
      if (!LINE_STATUSES.includes(status as LineStatus)) {
        problems.push({
          path: `${lines.key}.${index}._status`,
          message: `${lineNumber}${fill(ENGINE_MESSAGES[lang].validation.choice, { field: '_status', values: LINE_STATUSES.join(', ') })}`,
        });
        return;
      }
      const elsewhere = apart?.[status === 'delete' ? 'remove' : (status as 'create' | 'update')];
      if (elsewhere) {
        problems.push({
          path: `${lines.key}.${index}._status`,
          message: fill(ENGINE_MESSAGES[lang].errors.lineApart, {
            index: index + 1,
            lines: lineResource.title[lang],
            address: `${elsewhere.method} ${elsewhere.path}`,
            entity: resource.entity[lang],
          }),
        });
        return;
      }
      const schema =
        status === 'delete'
          ? z.object({
              [lineResource.idField]: z.number().int().min(0),
              objectVersionNumber: z.number().int().min(1),
            })
          : bodySchema(lineResource, status === 'create' ? 'create' : 'update');
      const parsed = schema.safeParse(line, { reportInput: true });
      if (!parsed.success) {
        problems.push(
          ...problemsOf(lineResource, parsed.error.issues, lang, `${lines.key}.${index}.`).map(
            (problem) => ({ ...problem, message: `${lineNumber}${problem.message}` }),
          ),
        );
        return;
      }
      let data = parsed.data as Record<string, unknown>;
      if (status !== 'delete' && lineResource.lines) {
        // A line's own lines (e.g. a distribution's segments) are checked the same way.
        const nested = validateBody(lineResource, data, status as BodyMode, lang, resolve);
        if (!nested.ok) {
          problems.push(
            ...nested.problems.map((problem) => ({
              path: `${lines.key}.${index}.${problem.path}`,
              message: `${lineNumber}${problem.message}`,
            })),
          );
          return;
        }
        data = nested.value;
      }
      if (status === 'update' && data[lineResource.idField] === undefined) {
        problems.push({
          path: `${lines.key}.${index}.${lineResource.idField}`,
          message: `${lineNumber}${fill(ENGINE_MESSAGES[lang].validation.required, { field: lineResource.idField })}`,
        });
        return;
      }
      checked.push({ ...data, _status: status });
    });
    value[lines.key] = checked;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value };
}

/** A list query as the server reads it. */
export interface ListQuery {
  /** 0-based page. */
  page: number;
  /** Rows per page. */
  size: number;
  /** `field,asc|desc` terms. */
  sort: string[];
  /**
   * Filter values by field name (and `enabledFlag`, the id, the tree parent); a select's
   * filter may hold several values (any of them matches).
   */
  filters: Record<string, string | number | readonly string[]>;
  /** The keyword of the resource's `search`. */
  keyword?: string;
  /** Day ranges by field name: the first and the last day (`YYYY-MM-DD`), each optional. */
  ranges: Record<string, { from?: string; to?: string }>;
}

function toList(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  return Array.isArray(value) ? value : [value];
}

/** Most values of one multi-valued filter. */
const MAX_FILTER_VALUES = 50;

/** The schema of a filter's value in a query string. */
function filterSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'integer':
    case 'reference':
      return z.coerce.number().int().min(-1e15).max(1e15);
    case 'flag':
      return z.coerce.number().pipe(z.literal([0, 1]));
    case 'select': {
      // A fixed list: one of its values, or several (`status=A&status=B`), read as a list.
      if (!field.options) return z.string().max(200);
      const value = z.enum(field.options.map((option) => option.value) as [string, ...string[]]);
      return z.preprocess(toList, z.array(value).min(1).max(MAX_FILTER_VALUES));
    }
    default:
      return z.string().max(200);
  }
}

/** Longest keyword of a search. */
export const MAX_KEYWORD = 100;

/** The query parameters that name fields (filters, ranges), each with its field's name. */
function parameterFields(resource: ResourceDescription): Map<string, string> {
  const params = new Map<string, string>();
  for (const [name, field] of filterFields(resource)) params.set(filterParamOf(name, field), name);
  for (const [name, field] of Object.entries(resource.fields)) {
    for (const param of field.range ?? []) params.set(param, name);
  }
  return params;
}

/** The schema of a resource's list query (page, size, sort, filters, ranges, keyword, id). */
export function querySchema(resource: ResourceDescription) {
  const shape: Record<string, z.ZodType> = {
    page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
    sort: z.preprocess(toList, z.array(z.string().max(100)).max(MAX_SORTS).default([])),
    [resource.idField]: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  };
  if (hasEnabledFlag(resource)) {
    shape.enabledFlag = z.coerce
      .number()
      .pipe(z.literal([0, 1]))
      .optional();
  }
  for (const [name, field] of filterFields(resource)) {
    shape[filterParamOf(name, field)] = z.preprocess(
      emptyToNull,
      filterSchema(field).nullable().optional(),
    );
  }
  for (const field of Object.values(resource.fields)) {
    for (const param of field.range ?? []) {
      shape[param] = z.preprocess(
        emptyToNull,
        z
          .string()
          .refine(isRealDay, { params: { key: 'date' } })
          .nullable()
          .optional(),
      );
    }
  }
  if (resource.search) {
    shape.keyword = z.preprocess(emptyToNull, z.string().max(MAX_KEYWORD).nullable().optional());
  }
  return z.object(shape);
}

/** Reads a list query; problems in `lang` name the parameter's field. */
export function parseQuery(
  resource: ResourceDescription,
  query: unknown,
  lang: Language,
): { ok: true; value: ListQuery } | { ok: false; problems: FieldProblem[] } {
  const result = querySchema(resource).safeParse(query ?? {}, { reportInput: true });
  const params = parameterFields(resource);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => {
      const field = params.get(String(issue.path[0] ?? ''));
      return field ? { ...issue, path: [field, ...issue.path.slice(1)] } : issue;
    });
    return { ok: false, problems: problemsOf(resource, issues, lang, '') };
  }
  const { page, size, sort, keyword, ...rest } = result.data as Record<string, unknown> & {
    page: number;
    size: number;
    sort: string[];
    keyword?: string | null;
  };
  const filters: ListQuery['filters'] = {};
  const ranges: ListQuery['ranges'] = {};
  for (const [param, value] of Object.entries(rest)) {
    if (value === null || value === undefined) continue;
    const name = params.get(param) ?? param;
    const range = resource.fields[name]?.range;
    if (range && typeof value === 'string' && range.includes(param)) {
      ranges[name] = { ...ranges[name], [param === range[0] ? 'from' : 'to']: value };
    } else if (typeof value === 'string' || typeof value === 'number' || Array.isArray(value)) {
      filters[name] = value as ListQuery['filters'][string];
    }
  }
  return {
    ok: true,
    value: { page, size, sort, filters, ranges, ...(keyword ? { keyword } : {}) },
  };
}
