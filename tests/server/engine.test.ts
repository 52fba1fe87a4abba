/**
 * Every resource of the engine, walked generically on one shared server: whatever
 * `domain/resources/` holds is listed, created, read, updated, refused when stale or foreign,
 * deleted, and its lines, tree and enabled flag are exercised. New rows are built from the
 * resource's own demo rows, their unique fields given new values that pass the same schema the
 * server checks; when a rule of the resource's hooks refuses such a copy (two rows may not share
 * a combination of values), one value at a time is moved until a row is accepted.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import BigNumber from 'bignumber.js';
import { columnOf, type Field } from '../../domain/engine/fields';
import { ENGINE_MESSAGES } from '../../domain/engine/messages';
import {
  actionsOf,
  filterFields,
  hasEnabledFlag,
  idColumnOf,
  listedWithin,
  permissionCode,
  permissionsOf,
  resourceKey,
  tenantColumnOf,
  type Endpoint,
  type ResourceDescription,
} from '../../domain/engine/resource';
import { callOf, endpointsOf, tenantForm, pathFieldsOf } from '../../domain/engine/address';
import { validateBody, writableFields } from '../../domain/engine/schema';
import { fill } from '../../domain/engine/text';
import { DB_FILE_NAME } from '../../server/db/database';
import { loadResources, RESOURCES_DIR } from '../../server/engine/registry';
import { callerOf, signIn, startServer, type Method, type TestServer } from './helpers';

type Row = Record<string, unknown>;
type Body = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
  totalPages: number;
  numberOfElements: number;
  size: number;
  number: number;
}
/** A signed-in user and the tenant they work in. */
interface Actor {
  token: string;
  tenantId: number;
}
/** An answer: the row, or what refused it. */
type Outcome = { ok: true; row: Row } | { ok: false; status: number; body: Row };

/** The descriptions, read when the tests are collected (the files `loadResources` reads). */
function describedResources(): ResourceDescription[] {
  const source = /^[a-z][a-z0-9-]*\.ts$/;
  return readdirSync(RESOURCES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((module) =>
      readdirSync(path.join(RESOURCES_DIR, module.name))
        .filter((file) => source.test(file))
        .sort()
        .map(
          (file) =>
            jest.requireActual<{ default: ResourceDescription }>(
              path.join(RESOURCES_DIR, module.name, file),
            ).default,
        ),
    );
}

const RESOURCES = describedResources();
const BY_KEY = new Map(RESOURCES.map((resource) => [resourceKey(resource), resource]));
const resolve = (key: string): ResourceDescription | undefined => BY_KEY.get(key);
const HEADERS = RESOURCES.filter((resource) => !resource.parent);
const EN = ENGINE_MESSAGES.en_US;
/** Most requests spent looking for a row the resource's hooks accept. */
const MAX_ATTEMPTS = 60;

/** The description of a key (a missing one is a broken description). */
function described(key: string): ResourceDescription {
  const resource = BY_KEY.get(key);
  if (!resource) throw new Error(`No resource ${key}`);
  return resource;
}

/** Characters tried, one position at a time, to make a new value from a demo value. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';

/** Texts close to `seed`: one character replaced, one appended, then two replaced. */
function* variants(seed: string): Generator<string> {
  const chars = [...(seed === '' ? 'A' : seed)];
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    for (const char of ALPHABET) yield [...chars.slice(0, i), char, ...chars.slice(i + 1)].join('');
  }
  for (const char of ALPHABET) yield chars.join('') + char;
  for (let i = chars.length - 1; i >= 1; i -= 1) {
    for (const first of ALPHABET) {
      for (const second of ALPHABET) {
        yield [...chars.slice(0, i - 1), first, second, ...chars.slice(i + 1)].join('');
      }
    }
  }
}

/** Whole numbers near `seed`. */
function* numbersNear(seed: number): Generator<number> {
  for (let step = 1; step < 100_000; step += 1) {
    yield seed + step;
    yield seed - step;
  }
}

/** `YYYY-MM-DD[ HH:mm:ss]` moved by `days`. */
function shiftDate(value: string, days: number): string {
  const [date = '', time] = value.split(' ');
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  const text = moved.toISOString().slice(0, 10);
  return time ? `${text} ${time}` : text;
}

/** Values of a field near its current one (any, not only valid ones). */
function* near(field: Field, current: unknown): Generator<unknown> {
  switch (field.kind) {
    case 'integer':
    case 'reference':
      yield* numbersNear(typeof current === 'number' ? current : 1);
      return;
    case 'flag':
      yield current === 1 ? 0 : 1;
      return;
    case 'select':
      if (field.options) yield* field.options.map((option) => option.value);
      return;
    case 'decimal': {
      const base = new BigNumber(typeof current === 'string' ? current : '0');
      for (let step = 1; step < 1000; step += 1) {
        yield base.plus(new BigNumber(step).div(100)).toFixed();
        yield base.plus(step).toFixed();
        yield base.minus(step).toFixed();
      }
      return;
    }
    case 'date':
    case 'datetime':
      if (typeof current === 'string') {
        for (let days = 1; days < 400; days += 1) yield shiftDate(current, days);
      }
      return;
    case 'file':
      return;
    default:
      yield* variants(typeof current === 'string' ? current : '');
  }
}

/** `body` with `name` set to `value` (a translated field's other languages dropped). */
function withValue(resource: ResourceDescription, body: Body, name: string, value: unknown): Body {
  const next = { ...body, [name]: value };
  if (resource.fields[name]?.kind === 'tl' && next._tls) {
    const tls = { ...(next._tls as Record<string, unknown>) };
    delete tls[name];
    next._tls = tls;
  }
  return next;
}

/** `body` with the values of `values` set ({@link withValue}). */
function withValues(resource: ResourceDescription, body: Body, values: Body): Body {
  return Object.entries(values).reduce(
    (next, [name, value]) => withValue(resource, next, name, value),
    body,
  );
}

/** Whether a body passes the resource's schema, as the server will check it. */
function passes(resource: ResourceDescription, body: Body, mode: 'create' | 'update'): boolean {
  return validateBody(resource, body, mode, 'en_US', resolve).ok;
}

/** The problems of a body, for a failure message. */
function problemsOf(resource: ResourceDescription, body: Body, mode: 'create' | 'update'): unknown {
  const result = validateBody(resource, body, mode, 'en_US', resolve);
  return result.ok ? [] : result.problems;
}

/**
 * Up to `count` values of `name` near the body's current one that pass the schema and are not
 * in `used` (lower case).
 */
function freshValues(
  resource: ResourceDescription,
  body: Body,
  name: string,
  used: ReadonlySet<string>,
  count: number,
  mode: 'create' | 'update' = 'create',
): unknown[] {
  const field = resource.fields[name];
  if (!field) return [];
  const found: unknown[] = [];
  const current = String(body[name]).toLowerCase();
  for (const candidate of near(field, body[name])) {
    const key = String(candidate).toLowerCase();
    if (key === current || used.has(key)) continue;
    if (passes(resource, withValue(resource, body, name, candidate), mode)) found.push(candidate);
    if (found.length >= count) break;
  }
  return found;
}

/** The fields that tie a row to its place (parent, tree parent, route filters). */
function placeFields(resource: ResourceDescription): Set<string> {
  const names = new Set(Object.values(resource.routeFilters ?? {}));
  if (resource.parent) names.add(resource.parent.field);
  if (resource.tree) names.add(resource.tree.parentField);
  return names;
}

/** The fields an update may change: editable, not unique, not placing the row; text first. */
function editableFields(resource: ResourceDescription): string[] {
  const place = placeFields(resource);
  const editable = writableFields(resource).filter(
    ([name, field]) =>
      !field.immutable &&
      !field.unique &&
      !place.has(name) &&
      !['reference', 'file'].includes(field.kind) &&
      !(field.kind === 'select' && !field.options),
  );
  const textual = (field: Field) => ['text', 'tl', 'longtext', 'code'].includes(field.kind);
  return [
    ...editable.filter(([, field]) => textual(field)),
    ...editable.filter(([, field]) => !textual(field)),
  ].map(([name]) => name);
}

/** Whether a demo row (or line) goes into a tenant: `_tenants` names them, every one without. */
function inTenant(row: Readonly<Record<string, unknown>>, tenantId: number): boolean {
  const tenants = row._tenants;
  return !Array.isArray(tenants) || tenants.includes(tenantId);
}

/** A wire value as the server answers it to an en_US reader. */
function expectedValue(field: Field, name: string, body: Body): unknown {
  const value = body[name];
  if (field.kind === 'tl') {
    const tls = (body._tls as Record<string, Record<string, string>> | undefined)?.[name];
    if (tls?.en_US) return tls.en_US;
  }
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const trimmed = field.kind === 'text' || field.kind === 'decimal' ? value.trim() : value;
    return trimmed === '' ? null : trimmed;
  }
  return value;
}

/** How a sortable column compares. */
type SortKind = 'number' | 'text';

/** The sortable columns of a list: the id, the sortable fields and the common fields. */
function sortColumns(resource: ResourceDescription): [string, SortKind][] {
  const numeric = new Set(['integer', 'flag', 'reference', 'decimal']);
  return [
    [resource.idField, 'number'],
    ...Object.entries(resource.fields)
      .filter(([, field]) => field.sortable)
      .map(([name, field]): [string, SortKind] => [
        name,
        numeric.has(field.kind) ? 'number' : 'text',
      ]),
    ...(hasEnabledFlag(resource) ? [['enabledFlag', 'number'] as [string, SortKind]] : []),
    ['creationDate', 'text'],
    ['lastUpdateDate', 'text'],
  ];
}

/** Whether values are in order as SQLite sorts them (NULL first; text binary or ASCII case-blind). */
function ordered(values: readonly unknown[], kind: SortKind, desc: boolean): boolean {
  const compare = (caseBlind: boolean) => (a: unknown, b: unknown) => {
    if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
    if (b === null || b === undefined) return 1;
    if (kind === 'number') return new BigNumber(String(a)).comparedTo(String(b)) ?? 0;
    const fold = (text: string) =>
      caseBlind ? text.replace(/[A-Z]/g, (c) => c.toLowerCase()) : text;
    const [x, y] = [fold(String(a)), fold(String(b))];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return [false, true].some((caseBlind) =>
    values.every(
      (value, index) =>
        index === 0 || (desc ? -1 : 1) * compare(caseBlind)(values[index - 1], value) <= 0,
    ),
  );
}

describe('the resource engine, on every resource', () => {
  let server: TestServer;
  let db: Database.Database;
  let admin: Actor;
  let tenantAdmin: Actor;
  let operator: string;
  let manager: string;
  /** Values handed out by this file, per `key.field`, lower case. */
  const handedOut = new Map<string, Set<string>>();
  const holdings = new Map<string, boolean>();

  beforeAll(async () => {
    // Without the governance layer: its demo rate limit on exports (2 a second per user) would
    // refuse this file's export of every resource; governance has its own tests.
    server = await startServer({ governance: false });
    db = new Database(path.join(server.dataDir, DB_FILE_NAME));
    const [adminToken, tenantAdminToken] = await Promise.all([
      signIn(server.app, 'admin', 'Admin12345'),
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
    ]);
    admin = { token: adminToken, tenantId: 0 };
    tenantAdmin = { token: tenantAdminToken, tenantId: 1 };
    [operator, manager] = await Promise.all([
      signIn(server.app, 'operator', 'Operator123'),
      signIn(server.app, 'manager@lab.example', 'Manager123'),
    ]);
  }, 60_000);

  afterAll(async () => {
    db.close();
    await server.close();
  });

  /** Addresses of batch saves (` []`): a row is sent as a list of one, its answer's row read. */
  const batches = new Set<string>();

  const call = async (token: string, method: Method, url: string, payload?: unknown) => {
    const batch = batches.has(`${method} ${url}`) && !Array.isArray(payload);
    const res = await callerOf(server.app)(token, method, url, batch ? [payload] : payload);
    if (!batch) return res;
    const answer = res.json<unknown>();
    const row = Array.isArray(answer) ? (answer[0] as unknown) : answer;
    return Object.assign(Object.create(res) as typeof res, { json: () => row });
  };

  /** What a request came to. */
  const attempt = async (
    token: string,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<Outcome> => {
    const res = await call(token, method, url, payload);
    const body = res.json<Row>();
    return res.statusCode === 200 && !(body as { failed?: unknown }).failed
      ? { ok: true, row: body }
      : { ok: false, status: res.statusCode, body };
  };

  /** A 200 answer's body; fails naming the request and the answer otherwise. */
  const ok = async <T = Row>(
    token: string,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<T> => {
    const outcome = await attempt(token, method, url, payload);
    expect([method, url, outcome.ok ? 'ok' : outcome]).toEqual([method, url, 'ok']);
    return (outcome as { row: unknown }).row as T;
  };

  /** Whether the user holds every code of the resource. */
  const holdsAll = async (actor: Actor, resource: ResourceDescription): Promise<boolean> => {
    const key = `${actor.token}:${resourceKey(resource)}`;
    const known = holdings.get(key);
    if (known !== undefined) return known;
    const codes = permissionsOf(resource).map((entry) => entry.code);
    // A read-only list open to every signed-in user (permissionLogin) may have no code at all.
    const answer =
      codes.length === 0
        ? []
        : await ok<{ approve: boolean }[]>(
            actor.token,
            'POST',
            '/iam/hzero/v1/menus/check-permissions',
            codes,
          );
    const holds = answer.every((item) => item.approve);
    holdings.set(key, holds);
    return holds;
  };

  /** The administrators who may do everything the resource offers, tenant administrator first. */
  const actorsOf = async (resource: ResourceDescription): Promise<Actor[]> => {
    const candidates = resource.tenancy === 'site' ? [admin] : [tenantAdmin, admin];
    const actors: Actor[] = [];
    for (const actor of candidates) if (await holdsAll(actor, resource)) actors.push(actor);
    expect([
      resourceKey(resource),
      actors.length > 0 ? 'held' : 'no administrator holds it',
    ]).toEqual([resourceKey(resource), 'held']);
    return actors;
  };

  /** Who creates rows: an administrator with demo rows for their tenant. */
  const creatorOf = async (resource: ResourceDescription): Promise<Actor> => {
    const actors = await actorsOf(resource);
    const actor = actors.find((item) =>
      (resource.demo ?? []).some((row) => inTenant(row, item.tenantId)),
    );
    if (!actor) throw new Error(`${resourceKey(resource)} has no demo row for an administrator`);
    return actor;
  };

  /** The list's address; a settings resource's list is its site form (the tenant form is its object). */
  const baseOf = (resource: ResourceDescription, tenantId: number): string => {
    const service = resource.service ?? `/${resource.module}`;
    return resource.tenancy === 'site' || resource.api?.settings
      ? `${service}/v1/${resource.path}`
      : `${service}/v1/${tenantId}/${resource.path}`;
  };

  /**
   * The addresses of a resource's operations for a tenant (HZERO's where its `api` names them);
   * a settings resource's rows at their site form (its tenant form is the settings object).
   */
  const apiOf = (resource: ResourceDescription, tenantId: number) => {
    const endpoints = endpointsOf(resource);
    /** An address; fields its path names come from `row` (1 where it has none). */
    const url = (endpoint: Endpoint, id?: number | string, row: Body = {}): string => {
      const fields = Object.fromEntries(pathFieldsOf(endpoint.path).map((name) => [name, 1]));
      const found = callOf(endpoint, id ?? '', { ...fields, ...row });
      const where = tenantForm(found.path, !endpoints.settings, tenantId);
      const query = new URLSearchParams(found.query).toString();
      return query ? `${where}?${query}` : where;
    };
    const at = (endpoint: Endpoint, id?: number | string, row?: Body): [Method, string] => {
      const address = url(endpoint, id, row);
      if (endpoint.many) batches.add(`${endpoint.method} ${address}`);
      return [endpoint.method, address];
    };
    return {
      list: url(endpoints.list),
      tree: url(endpoints.tree),
      one: (id: number | string) => url(endpoints.get, id),
      lines: (id: number | string, key: string) => url(endpoints.lines[key] ?? endpoints.get, id),
      create: (row?: Body) => at(endpoints.create, undefined, row),
      update: (id: number | string, row?: Body) => at(endpoints.update, id, row),
      save: (id: number | string, row?: Body) => at(endpoints.save, id, row),
      remove: at(endpoints.remove),
      /** A write of a line set written apart (`api.lineWrites`) under the header `id`. */
      lineWrite: (id: number | string, key: string, operation: 'create' | 'update' | 'remove') => {
        const endpoint = endpoints.lineWrites[key]?.[operation];
        if (!endpoint) throw new Error(`No ${operation} of lines ${key} apart`);
        return at(endpoint, endpoint.path.includes('{id}') ? id : undefined);
      },
      /**
       * The body of a line write apart: a line names its header `id` where the address does not,
       * and a removal one line at a time (`removeOne`) sends the first line alone.
       */
      lineBody: (
        id: number | string,
        key: string,
        operation: 'create' | 'update' | 'remove',
        body: Body | Body[],
      ): unknown => {
        const writes = endpoints.lineWrites[key];
        // HZERO's id lists: the line's value of the `ids` field, in a list.
        if (writes?.ids) return [(Array.isArray(body) ? body[0] : body)?.[writes.ids] ?? null];
        if (Array.isArray(body)) return writes?.removeOne ? (body[0] ?? {}) : body;
        const set = resource.lines?.find((item) => item.key === key);
        const parentField = set ? described(set.resource).parent?.field : undefined;
        const path = writes?.[operation]?.path ?? '';
        return parentField && !path.includes('{id}')
          ? { ...body, [parentField]: Number(id) }
          : body;
      },
      /** A custom action's call (a row action's for the row `id`). */
      action: (key: string, id: number | string) => {
        const endpoint = endpoints.actions[key];
        if (!endpoint) throw new Error(`No action ${key}`);
        return at(endpoint, endpoint.path.includes('{id}') ? id : undefined);
      },
    };
  };

  /** Every row of a list (all pages). */
  /**
   * The list of a resource in the tenant form of `tenantId`; a list under another resource's row
   * (`apis/{permissionId}/fields`) under the first row of it that `token` reads.
   */
  const listOf = async (
    resource: ResourceDescription,
    token: string,
    tenantId: number,
  ): Promise<string> => {
    const within = listedWithin(resource);
    const field = within === undefined ? undefined : resource.fields[within];
    const owner =
      field?.kind === 'reference'
        ? RESOURCES.find((item) => resourceKey(item) === field.resource)
        : undefined;
    if (within === undefined || !owner) return apiOf(resource, tenantId).list;
    const [first] = (await ok<PageBody>(token, 'GET', `${apiOf(owner, tenantId).list}?size=1`))
      .content;
    const call = callOf(endpointsOf(resource).list, '', {
      [within]: first?.[owner.idField] ?? 0,
    });
    return tenantForm(call.path, true, tenantId);
  };

  const allRows = async (token: string, url: string): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let page = 0; ; page += 1) {
      const sep = url.includes('?') ? '&' : '?';
      const body = await ok<PageBody>(token, 'GET', `${url}${sep}page=${page}&size=1000`);
      rows.push(...body.content);
      if (rows.length >= body.totalElements || body.content.length === 0) return rows;
    }
  };

  /** Whether a row is the actor's own (not the platform's, for a shared resource). */
  const owns = (resource: ResourceDescription, actor: Actor, row: Row): boolean =>
    resource.tenancy === 'site' || row.tenantId === actor.tenantId;

  /** An administrator and one of their own rows (enabled, when `enabled`). */
  const ownRow = async (
    resource: ResourceDescription,
    enabled = false,
  ): Promise<{ actor: Actor; row: Row }> => {
    for (const actor of await actorsOf(resource)) {
      const rows = await allRows(actor.token, apiOf(resource, actor.tenantId).list);
      const row = rows.find(
        (item) => owns(resource, actor, item) && (!enabled || item.enabledFlag === 1),
      );
      if (row) return { actor, row };
    }
    throw new Error(`No administrator has a row of ${resourceKey(resource)} of their own`);
  };

  /** The id of the row `{$ref: match}` names, as the actor sees it. */
  const refId = async (
    target: ResourceDescription,
    match: Record<string, unknown>,
    actor: Actor,
  ): Promise<number> => {
    if (target.parent) throw new Error(`A $ref to the line resource ${resourceKey(target)}`);
    const filters = new Set(filterFields(target).map(([name]) => name));
    const query = Object.entries(match)
      .filter(([name]) => filters.has(name))
      .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
      .join('&');
    const base = apiOf(target, actor.tenantId).list;
    const rows = (await allRows(actor.token, query ? `${base}?${query}` : base)).filter((row) =>
      Object.entries(match).every(([name, value]) => String(row[name]) === String(value)),
    );
    const found = rows.find((row) => owns(target, actor, row)) ?? rows[0];
    if (!found) throw new Error(`No ${resourceKey(target)} row ${JSON.stringify(match)}`);
    return Number(found[target.idField]);
  };

  /** A demo row (or line) for the actor: `$ref`s resolved, lines of the tenant marked to create. */
  const resolved = async (
    resource: ResourceDescription,
    row: Readonly<Record<string, unknown>>,
    actor: Actor,
  ): Promise<Body> => {
    const body: Body = {};
    for (const [name, value] of Object.entries(row)) {
      if (name === '_tenants') continue;
      const match = (value as { $ref?: Record<string, unknown> } | null)?.$ref;
      const field = resource.fields[name];
      if (match) {
        const target =
          field?.kind === 'reference'
            ? described(field.resource)
            : resource.tree?.parentField === name
              ? resource
              : undefined;
        if (!target) throw new Error(`${resourceKey(resource)}.${name}: $ref needs a reference`);
        body[name] = await refId(target, match, actor);
      } else {
        body[name] = value;
      }
    }
    for (const set of resource.lines ?? []) {
      const lines = body[set.key];
      if (!Array.isArray(lines)) continue;
      const lineResource = described(set.resource);
      const marked: Body[] = [];
      for (const line of lines as Record<string, unknown>[]) {
        if (!inTenant(line, actor.tenantId)) continue;
        const value: Body = { ...(await resolved(lineResource, line, actor)), _status: 'create' };
        // A line's own lines created at their own address are no part of its header's save.
        for (const nested of lineResource.lines ?? []) {
          if (endpointsOf(lineResource).lineWrites[nested.key]?.create) delete value[nested.key];
        }
        marked.push(value);
      }
      body[set.key] = marked;
    }
    return body;
  };

  /** Values of a field in use in any tenant (lower case), and those this file handed out. */
  const usedValues = (resource: ResourceDescription, name: string): Set<string> => {
    const field = resource.fields[name];
    const used = new Set(handedOut.get(`${resourceKey(resource)}.${name}`) ?? []);
    if (!field) return used;
    const values = db
      .prepare(`SELECT ${columnOf(name, field)} AS v FROM ${resource.table}`)
      .all() as { v: unknown }[];
    for (const { v } of values) if (v !== null) used.add(String(v).toLowerCase());
    return used;
  };

  const handOut = (resource: ResourceDescription, name: string, value: unknown): void => {
    const key = `${resourceKey(resource)}.${name}`;
    handedOut.set(key, new Set([...(handedOut.get(key) ?? []), String(value).toLowerCase()]));
  };

  /** Gives every unique field a new valid value; `within` adds rows whose values to avoid. */
  const makeUnique = (
    resource: ResourceDescription,
    body: Body,
    within: readonly Body[] = [],
  ): Body => {
    let next = { ...body };
    // Of fields unique together, the first text field is made unique alone.
    const together = new Set(
      (resource.uniqueTogether ?? []).flatMap(
        ({ fields }) => fields.find((name) => resource.fields[name]?.kind === 'text') ?? [],
      ),
    );
    for (const [name, field] of writableFields(resource)) {
      if (!(field.unique || together.has(name)) || placeFields(resource).has(name)) continue;
      const used = usedValues(resource, name);
      for (const other of within) used.add(String(other[name]).toLowerCase());
      const [value] = freshValues(resource, next, name, used, 1);
      if (value === undefined) {
        throw new Error(
          `${resourceKey(resource)}.${name}: no unused valid value near ${String(next[name])}`,
        );
      }
      next = withValue(resource, next, name, value);
      handOut(resource, name, value);
    }
    return next;
  };

  /** Ids of the rows of a resource the actor may refer to. */
  const idsOf = async (key: string, actor: Actor): Promise<number[]> => {
    const target = described(key);
    const rows = await allRows(actor.token, apiOf(target, actor.tenantId).list);
    return rows.map((row) => Number(row[target.idField]));
  };

  /** Bodies that differ from `body` in one value each (`per` values a field, fields from `from`). */
  async function* oneMoved(
    resource: ResourceDescription,
    body: Body,
    actor: Actor,
    per: number,
    from = 0,
  ): AsyncGenerator<{ body: Body; at: number }> {
    const place = placeFields(resource);
    const fields = writableFields(resource);
    for (let at = from; at < fields.length; at += 1) {
      const [name, field] = fields[at] as [string, Field];
      if (place.has(name) || field.unique) continue;
      const values =
        field.kind === 'reference'
          ? (await idsOf(field.resource, actor))
              .filter((id) => id !== body[name])
              .filter((id) => passes(resource, { ...body, [name]: id }, 'create'))
              .slice(0, per)
          : freshValues(resource, body, name, new Set(), per);
      for (const value of values) yield { body: withValue(resource, body, name, value), at };
    }
  }

  /** Bodies that differ from `body` in one value, then in two. */
  async function* moved(
    resource: ResourceDescription,
    body: Body,
    actor: Actor,
  ): AsyncGenerator<Body> {
    for await (const single of oneMoved(resource, body, actor, 6)) yield single.body;
    for await (const single of oneMoved(resource, body, actor, 3)) {
      for await (const pair of oneMoved(resource, single.body, actor, 3, single.at + 1)) {
        yield pair.body;
      }
    }
  }

  /**
   * Creates a row from `body`; when the resource's hooks refuse it, moves one value at a time
   * (of the line named by a `Line N:` refusal, else of the row) until it is accepted.
   */
  const createFrom = async (
    resource: ResourceDescription,
    actor: Actor,
    body: Body,
  ): Promise<{ row: Row; body: Body }> => {
    const api = apiOf(resource, actor.tenantId);
    const first = await attempt(actor.token, ...api.create(body), body);
    if (first.ok) return { row: first.row, body };
    let attempts = 1;
    const lineNumber = /^Line (\d+): /.exec(String(first.body.message ?? ''));
    const candidates: AsyncGenerator<Body>[] = [];
    if (lineNumber) {
      const index = Number(lineNumber[1]) - 1;
      for (const set of resource.lines ?? []) {
        const lines = body[set.key] as Body[] | undefined;
        const line = lines?.[index];
        if (!lines || !line) continue;
        candidates.push(
          (async function* () {
            for await (const changed of moved(described(set.resource), line, actor)) {
              yield {
                ...body,
                [set.key]: lines.map((item, at) => (at === index ? changed : item)),
              };
            }
          })(),
        );
      }
    }
    candidates.push(moved(resource, body, actor));
    for (const generator of candidates) {
      for await (const candidate of generator) {
        if (attempts >= MAX_ATTEMPTS) break;
        attempts += 1;
        const outcome = await attempt(actor.token, ...api.create(candidate), candidate);
        if (outcome.ok) return { row: outcome.row, body: candidate };
      }
    }
    throw new Error(
      `${resourceKey(resource)}: no row built from its demo rows was accepted; the first answer: ${JSON.stringify(first)}`,
    );
  };

  /** A valid new row's body from the first demo row for the actor (`index` picks another). */
  const newBody = async (
    resource: ResourceDescription,
    actor: Actor,
    options: { lines?: boolean; index?: number } = {},
  ): Promise<Body> => {
    const rows = (resource.demo ?? []).filter((row) => inTenant(row, actor.tenantId));
    const demo = rows[options.index ?? 0];
    if (!demo)
      throw new Error(`${resourceKey(resource)} has no demo row for tenant ${actor.tenantId}`);
    const whole = await resolved(resource, demo, actor);
    // Lines created at their own address are no part of the header's body.
    const apart: Body = {};
    for (const set of resource.lines ?? []) {
      if (!options.lines || endpointsOf(resource).lineWrites[set.key]?.create) {
        if (options.lines && whole[set.key] !== undefined) apart[set.key] = whole[set.key];
        delete whole[set.key];
      }
    }
    const body = makeUnique(resource, whole);
    expect([resourceKey(resource), problemsOf(resource, body, 'create')]).toEqual([
      resourceKey(resource),
      [],
    ]);
    return { ...body, ...apart };
  };

  /** Creates a new row from the demo rows. */
  const createRow = async (
    resource: ResourceDescription,
    actor: Actor,
    extra: Body = {},
  ): Promise<{ row: Row; body: Body }> => {
    if (resource.singleton) {
      // A tenant has one row of it: the actor's own goes first.
      const api = apiOf(resource, actor.tenantId);
      const own = (await allRows(actor.token, api.list)).filter(
        (row) => row.tenantId === actor.tenantId,
      );
      if (own.length > 0) {
        const removed = await call(
          actor.token,
          api.remove[0],
          api.remove[1],
          own.map((row) => ({
            [resource.idField]: row[resource.idField],
            objectVersionNumber: row.objectVersionNumber,
          })),
        );
        expect(removed.statusCode).toBe(204);
      }
    }
    return createFrom(resource, actor, { ...(await newBody(resource, actor)), ...extra });
  };

  /**
   * Updates a row changing one editable value (the first the hooks accept); answers the change
   * and the row as updated.
   */
  const updateRow = async (
    resource: ResourceDescription,
    actor: Actor,
    row: Row,
    extra: Body = {},
  ): Promise<{ change: Body; row: Row }> => {
    const api = apiOf(resource, actor.tenantId);
    const saveOf = (values: Body) => api.save(String(row[resource.idField]), { ...row, ...values });
    const body = {
      ...extra,
      [resource.idField]: row[resource.idField],
      objectVersionNumber: row.objectVersionNumber,
    };
    let tried = 0;
    for (const name of editableFields(resource)) {
      for (const value of freshValues(resource, row, name, new Set(), 3, 'update')) {
        if (tried >= MAX_ATTEMPTS) break;
        tried += 1;
        const change = { [name]: value };
        const outcome = await attempt(actor.token, ...saveOf(change), { ...body, ...change });
        if (outcome.ok) return { change, row: outcome.row };
      }
    }
    return { change: {}, row: await ok(actor.token, ...saveOf({}), body) };
  };

  /** Whether the resource reads a view (read-only rows computed by the store). */
  const isView = (resource: ResourceDescription): boolean =>
    db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'view' AND name = ?")
      .get(resource.table) !== undefined;

  /** The row `id`, straight from its table (any tenant). */
  const stored = (resource: ResourceDescription, id: number): Row | undefined =>
    db.prepare(`SELECT * FROM ${resource.table} WHERE ${idColumnOf(resource)} = ?`).get(id) as
      Row | undefined;

  /**
   * A row of a tenant the actor does not work in (nor the platform): one of the demo tenants',
   * else a copy of a row written into tenant 2; none when the table holds platform rows only.
   */
  const foreignRow = (
    resource: ResourceDescription,
    actor: Actor,
  ): { id: number; v: number } | undefined => {
    const idColumn = idColumnOf(resource);
    const tenantColumn = tenantColumnOf(resource);
    const select = `SELECT ${idColumn} AS id, object_version_number AS v FROM ${resource.table}`;
    const found = db
      .prepare(`${select} WHERE ${tenantColumn} NOT IN (0, ?) ORDER BY 1 LIMIT 1`)
      .get(actor.tenantId) as { id: number; v: number } | undefined;
    if (found) return found;
    if (isView(resource)) return undefined;
    const columns = (db.prepare(`PRAGMA table_info(${resource.table})`).all() as { name: string }[])
      .map((column) => column.name)
      .filter((name) => name !== idColumn);
    const values = columns.map((name) => (name === tenantColumn ? '2' : name));
    const copy = db.prepare(
      `INSERT INTO ${resource.table} (${columns.join(', ')})
       SELECT ${values.join(', ')} FROM ${resource.table} ORDER BY 1 LIMIT 1`,
    );
    let copied: Database.RunResult;
    try {
      copied = copy.run();
    } catch (error) {
      // The table holds the platform's rows only: no tenant can have a row of its own.
      if (/CHECK constraint failed: tenant_id = 0/.test(String(error))) return undefined;
      throw error;
    }
    if (copied.changes !== 1) throw new Error(`${resourceKey(resource)} has no row to copy`);
    const id = Number(copied.lastInsertRowid);
    return { id, v: Number((stored(resource, id) as Row).object_version_number) };
  };

  const staleAnswer = (resource: ResourceDescription) => ({
    failed: true,
    code: 'error.optimistic_lock',
    message: fill(EN.errors.stale, { entity: resource.entity.en_US }),
    type: 'error',
  });

  /** Whether a row carries every value a body sets (the fields placing it aside). */
  const matches = (resource: ResourceDescription, row: Row, body: Body): boolean =>
    writableFields(resource).every(
      ([name, field]) =>
        !(name in body) ||
        placeFields(resource).has(name) ||
        field.writeOnly === true ||
        expectedValue(field, name, body) === row[name],
    );

  /** Checks the answered row carries what the body set; a write-only value is never answered. */
  const expectRowOf = (resource: ResourceDescription, row: Row, body: Body): void => {
    const expected: Row = {};
    for (const [name, field] of writableFields(resource)) {
      if (name in body) expected[name] = field.writeOnly ? null : expectedValue(field, name, body);
    }
    expect([resourceKey(resource), row]).toEqual([
      resourceKey(resource),
      expect.objectContaining(expected),
    ]);
  };

  it('finds every description through loadResources, each one users create with demo rows', async () => {
    const loaded = await loadResources();
    expect([...loaded.keys()].sort()).toEqual([...BY_KEY.keys()].sort());
    // Rows of the others come from elsewhere (the languages the app ships, the tools' runs).
    expect(
      HEADERS.filter(
        (resource) => actionsOf(resource).includes('create') && (resource.demo ?? []).length === 0,
      ).map(resourceKey),
    ).toEqual([]);
    // A line resource is reached through its header's lines.
    expect(
      RESOURCES.filter(
        (resource) =>
          resource.parent &&
          !BY_KEY.get(resource.parent.resource)?.lines?.some(
            (set) => set.resource === resourceKey(resource),
          ),
      ).map(resourceKey),
    ).toEqual([]);
  });

  describe.each(HEADERS.map((resource) => [resourceKey(resource), resource] as const))(
    '%s',
    (_key, resource) => {
      const actions = actionsOf(resource);
      const sortable = sortColumns(resource);

      it('lists pages 0-based, sorts by field,asc|desc and refuses an unknown sort field', async () => {
        const [actor] = (await actorsOf(resource)) as [Actor];
        const base = baseOf(resource, actor.tenantId);
        const { list } = apiOf(resource, actor.tenantId);
        const first = await ok<PageBody>(actor.token, 'GET', `${list}?page=0&size=1`);
        const total = first.totalElements;
        expect(first).toMatchObject({
          number: 0,
          size: 1,
          numberOfElements: Math.min(total, 1),
          totalPages: total,
        });
        const beyond = await ok<PageBody>(actor.token, 'GET', `${list}?page=${total}&size=1`);
        expect(beyond).toMatchObject({ number: total, content: [], totalElements: total });
        const defaults = await ok<PageBody>(actor.token, 'GET', list);
        expect(defaults).toMatchObject({ number: 0, size: 10 });

        for (const [name, kind] of sortable) {
          for (const direction of ['asc', 'desc'] as const) {
            const page = await ok<PageBody>(
              actor.token,
              'GET',
              `${list}?sort=${name},${direction}&size=1000`,
            );
            const values = page.content.map((row) => row[name]);
            expect([name, direction, values]).toEqual([
              name,
              direction,
              ordered(values, kind, direction === 'desc') ? values : 'not in order',
            ]);
          }
        }
        for (const sort of ['noSuchField,asc', `${resource.idField},sideways`]) {
          const bad = await call(actor.token, 'GET', `${list}?sort=${sort}`);
          expect([sort, bad.statusCode, bad.json()]).toEqual([
            sort,
            400,
            expect.objectContaining({
              failed: true,
              code: 'error.validation',
              message: fill(EN.errors.sort, { fields: sortable.map(([name]) => name).join(', ') }),
            }),
          ]);
        }
        if (actions.includes('export')) {
          const csv = await call(actor.token, 'GET', `${base}/export`);
          expect([csv.statusCode, csv.headers['content-type']]).toEqual([
            200,
            'text/csv; charset=utf-8',
          ]);
        }
      });

      if (actions.includes('create')) {
        it('creates, reads, updates with objectVersionNumber, refuses a stale update and deletes', async () => {
          const actor = await creatorOf(resource);
          const api = apiOf(resource, actor.tenantId);
          const { row, body } = await createRow(resource, actor);
          expectRowOf(resource, row, body);
          expect(row).toMatchObject({ objectVersionNumber: 1 });
          if (resource.tenancy !== 'site') expect(row.tenantId).toBe(actor.tenantId);
          if (hasEnabledFlag(resource)) expect(row.enabledFlag).toBe(body.enabledFlag ?? 1);
          const id = Number(row[resource.idField]);
          expect(await ok(actor.token, 'GET', api.one(id))).toEqual(row);

          const { change, row: updated } = await updateRow(resource, actor, row, {
            _token: row._token,
          });
          expect(updated).toMatchObject({
            ...change,
            [resource.idField]: id,
            objectVersionNumber: 2,
          });
          const stale = await call(actor.token, ...api.update(id, updated), {
            ...change,
            [resource.idField]: id,
            objectVersionNumber: 1,
          });
          expect([stale.statusCode, stale.json()]).toEqual([200, staleAnswer(resource)]);
          if (actions.includes('delete')) {
            const staleDelete = await call(actor.token, ...api.remove, [
              { [resource.idField]: id, objectVersionNumber: 1 },
            ]);
            expect(staleDelete.json()).toEqual(staleAnswer(resource));
          }
          expect(await ok(actor.token, 'GET', api.one(id))).toEqual(updated);
          if (resource.singleton) {
            const again = await newBody(resource, actor);
            const second = await call(actor.token, ...api.create(again), again);
            expect(second.json()).toMatchObject({ failed: true, code: 'error.duplicate' });
          }
          for (const { fields } of resource.uniqueTogether ?? []) {
            const again = {
              ...(await newBody(resource, actor)),
              ...Object.fromEntries(fields.map((name) => [name, updated[name]])),
            };
            const second = await call(actor.token, ...api.create(again), again);
            expect([fields, second.json()]).toEqual([
              fields,
              expect.objectContaining({ failed: true, code: 'error.duplicate' }),
            ]);
          }

          if (actions.includes('delete')) {
            const deleted = await call(actor.token, ...api.remove, [
              { [resource.idField]: id, objectVersionNumber: 2 },
            ]);
            expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
            const gone = await call(actor.token, 'GET', api.one(id));
            expect([gone.statusCode, gone.json()]).toEqual([
              404,
              expect.objectContaining({ code: 'error.not_found' }),
            ]);
            const ghost = await call(actor.token, ...api.save(id), {
              [resource.idField]: id,
              objectVersionNumber: 2,
            });
            expect(ghost.json()).toMatchObject({ failed: true, code: 'error.not_found' });
            expect(stored(resource, id)).toBeUndefined();
            // The tenant gets its settings row back for the tests that read it.
            if (resource.singleton)
              await createFrom(resource, actor, await newBody(resource, actor));
          }
        });
      } else if (actions.includes('edit')) {
        it('updates one of its rows with objectVersionNumber and refuses a stale update', async () => {
          const { actor, row } = await ownRow(resource);
          const api = apiOf(resource, actor.tenantId);
          const id = Number(row[resource.idField]);
          const version = Number(row.objectVersionNumber);
          const { change, row: updated } = await updateRow(resource, actor, row);
          expect(updated).toMatchObject({ ...change, objectVersionNumber: version + 1 });
          const stale = await call(actor.token, ...api.update(id, updated), {
            ...change,
            [resource.idField]: id,
            objectVersionNumber: version,
          });
          expect(stale.json()).toEqual(staleAnswer(resource));
          const restore = Object.fromEntries(Object.keys(change).map((name) => [name, row[name]]));
          await ok(actor.token, ...api.save(id), {
            [resource.idField]: id,
            ...restore,
            objectVersionNumber: version + 1,
          });
        });
      }

      const settings = endpointsOf(resource).settings;
      if (settings) {
        it("reads the tenant's settings as one object and saves it whole with PUT at its path", async () => {
          const { actor, row } = await ownRow(resource);
          const address = tenantForm(settings.path, true, actor.tenantId);
          const read = await ok(actor.token, 'GET', address);
          expect(read).toEqual(row);
          const { change } = await updateRow(resource, actor, row);
          const restore = Object.fromEntries(Object.keys(change).map((name) => [name, row[name]]));
          const current = await ok(actor.token, 'GET', address);
          expect(current).toMatchObject(change);
          const saved = await ok(actor.token, 'PUT', address, { ...current, ...restore });
          expect(saved).toMatchObject({
            ...restore,
            [resource.idField]: row[resource.idField],
            objectVersionNumber: Number(current.objectVersionNumber) + 1,
          });
          const stale = await call(actor.token, 'PUT', address, current);
          expect(stale.json()).toEqual(staleAnswer(resource));
          const byId = `${address}/${String(row[resource.idField])}`;
          expect((await call(actor.token, 'GET', byId)).statusCode).toBe(404);
        });
      }

      it('answers 403 naming the code to a role without it, before reading the request', async () => {
        // A permissionLogin list has no query code: every signed-in user reads it, no one else.
        // Custom actions too, at their own addresses or HZERO's (a line resource has none).
        const custom = resource.parent ? [] : (resource.customActions ?? []).map(({ key }) => key);
        const guarded = [...(resource.permissionLogin ? [] : ['query']), ...actions, ...custom];
        // A list under another resource's row is read with that resource's query code.
        const within = listedWithin(resource);
        const withinField = within === undefined ? undefined : resource.fields[within];
        const reader =
          withinField?.kind === 'reference'
            ? (RESOURCES.find((item) => resourceKey(item) === withinField.resource) ?? resource)
            : resource;
        const codeOf = (action: string) =>
          permissionCode(action === 'query' ? reader : resource, action);
        const codes = guarded.map(codeOf);
        const probe = async (token: string) =>
          ok<{ code: string; approve: boolean }[]>(
            token,
            'POST',
            '/iam/hzero/v1/menus/check-permissions',
            codes,
          );
        const holders: [string, { code: string; approve: boolean }[]][] = [
          [operator, await probe(operator)],
          [manager, await probe(manager)],
        ];
        const base = baseOf(resource, 1);
        const api = apiOf(resource, 1);
        const requests: Record<string, [Method, string, unknown][]> = {
          // A read-only resource answers its list only.
          query: resource.readOnly
            ? [['GET', api.list, undefined]]
            : [
                ['GET', api.list, undefined],
                ['GET', api.one(1), undefined],
              ],
          create: [[...api.create(), { nonsense: true }]],
          edit: [
            [...api.update(1), { [resource.idField]: 1 }],
            [...api.save(1), { [resource.idField]: 1 }],
          ],
          delete: [[...api.remove, undefined]],
          enable: [
            ['POST', `${base}/enable`, [1]],
            ['POST', `${base}/disable`, { not: 'a list' }],
          ],
          export: [['GET', `${base}/export`, undefined]],
          ...Object.fromEntries(
            custom.map((key) => [key, [[...api.action(key, 1), {}] as [Method, string, unknown]]]),
          ),
        };
        if (resource.permissionLogin) {
          const anonymous = await callerOf(server.app)(null, 'GET', api.list);
          expect([api.list, anonymous.statusCode]).toEqual([api.list, 401]);
        }
        for (const action of guarded) {
          const code = codeOf(action);
          const lacking = holders.find(([, answer]) =>
            answer.some((item) => item.code === code && !item.approve),
          )?.[0];
          expect([code, lacking === undefined ? 'every role holds it' : 'a role lacks it']).toEqual(
            [code, 'a role lacks it'],
          );
          for (const [method, url, payload] of requests[action] ?? []) {
            const res = await call(lacking as string, method, url, payload);
            expect([method, url, res.statusCode, res.json()]).toEqual([
              method,
              url,
              403,
              {
                failed: true,
                code: 'error.forbidden',
                message: `You do not have the permission ${code}`,
                type: 'error',
              },
            ]);
          }
        }
      });

      if (resource.tenancy !== 'site') {
        it("neither shows nor changes another tenant's row", async () => {
          const [actor] = (await actorsOf(resource)) as [Actor];
          const base = baseOf(resource, actor.tenantId);
          const api = apiOf(resource, actor.tenantId);
          const foreign = foreignRow(resource, actor);
          if (!foreign) {
            const rows = await allRows(
              actor.token,
              await listOf(resource, actor.token, actor.tenantId),
            );
            // A view holds no row to copy into another tenant: none of another tenant is listed.
            const others = isView(resource)
              ? rows.filter((row) => row.tenantId !== actor.tenantId)
              : rows.filter((row) => row.tenantId !== 0);
            expect(others).toEqual([]);
            return;
          }
          const { id, v } = foreign;
          const before = stored(resource, id);
          if (!resource.readOnly) {
            const read = await call(actor.token, 'GET', api.one(id));
            expect([read.statusCode, read.json()]).toEqual([
              404,
              expect.objectContaining({ code: 'error.not_found' }),
            ]);
          }
          const listed = await ok<PageBody>(
            actor.token,
            'GET',
            `${api.list}?${resource.idField}=${id}`,
          );
          expect(listed.totalElements).toBe(0);
          if (actions.includes('edit')) {
            const edit = await call(actor.token, ...api.save(id), {
              [resource.idField]: id,
              objectVersionNumber: v,
            });
            expect(edit.json()).toMatchObject({ failed: true, code: 'error.not_found' });
            for (const [key, writes] of Object.entries(endpointsOf(resource).lineWrites)) {
              if (!writes.create) continue;
              const line = await call(
                actor.token,
                ...api.lineWrite(id, key, 'create'),
                api.lineBody(id, key, 'create', {}),
              );
              expect([key, line.json()]).toMatchObject([
                key,
                { failed: true, code: 'error.not_found' },
              ]);
            }
          }
          if (actions.includes('delete')) {
            const remove = await call(actor.token, ...api.remove, [
              { [resource.idField]: id, objectVersionNumber: v },
            ]);
            expect(remove.json()).toMatchObject({ failed: true, code: 'error.not_found' });
          }
          if (actions.includes('enable')) {
            const disable = await call(actor.token, 'POST', `${base}/disable`, [id]);
            expect(disable.json()).toMatchObject({ failed: true, code: 'error.not_found' });
          }
          const settings = endpointsOf(resource).settings;
          if (settings) {
            const own = tenantForm(settings.path, true, actor.tenantId);
            const edit = await call(actor.token, 'PUT', own, {
              [resource.idField]: id,
              objectVersionNumber: v,
            });
            expect(edit.json()).toMatchObject({ failed: true, code: 'error.not_found' });
          }
          expect(stored(resource, id)).toEqual(before);
          const other = actor.tenantId === 2 ? 1 : 2;
          const foreignPath = await call(
            actor.token,
            'GET',
            settings ? tenantForm(settings.path, true, other) : apiOf(resource, other).list,
          );
          expect(foreignPath.statusCode).toBe(403);
        });
      }

      if (resource.tenancy === 'shared') {
        it("shows the platform's rows to a tenant, who cannot change them", async () => {
          if (!(await holdsAll(tenantAdmin, resource))) {
            expect(resource.menu?.siteOnly).toBe(true);
            return;
          }
          const base = baseOf(resource, tenantAdmin.tenantId);
          const api = apiOf(resource, tenantAdmin.tenantId);
          const rows = await allRows(
            tenantAdmin.token,
            await listOf(resource, tenantAdmin.token, tenantAdmin.tenantId),
          );
          const platform = rows.find((row) => row.tenantId === 0);
          expect([resourceKey(resource), platform ? 'a platform row' : 'none']).toEqual([
            resourceKey(resource),
            'a platform row',
          ]);
          const row = platform as Row;
          const id = Number(row[resource.idField]);
          // A read-only resource answers its list only.
          if (!resource.readOnly)
            expect(await ok(tenantAdmin.token, 'GET', api.one(id))).toEqual(row);
          const refused = { failed: true, code: 'error.platform_row' };
          if (actions.includes('edit')) {
            const edit = await call(tenantAdmin.token, ...api.save(id), {
              [resource.idField]: id,
              objectVersionNumber: row.objectVersionNumber,
            });
            expect(edit.json()).toMatchObject(refused);
          }
          if (actions.includes('delete')) {
            const remove = await call(tenantAdmin.token, ...api.remove, [
              { [resource.idField]: id, objectVersionNumber: row.objectVersionNumber },
            ]);
            expect(remove.json()).toMatchObject(refused);
          }
          if (actions.includes('enable')) {
            const disable = await call(tenantAdmin.token, 'POST', `${base}/disable`, [id]);
            expect(disable.json()).toMatchObject(refused);
          }
          if (!resource.readOnly)
            expect(await ok(tenantAdmin.token, 'GET', api.one(id))).toEqual(row);
        });
      }

      if (resource.lines && actions.includes('create') && actions.includes('edit')) {
        it('creates with lines, and updates one line, deletes one and adds one in one save', async () => {
          const actor = await creatorOf(resource);
          const api = apiOf(resource, actor.tenantId);
          const demoRows = (resource.demo ?? []).filter((row) => inTenant(row, actor.tenantId));
          const linesOf = (row: Readonly<Record<string, unknown>>, key: string) =>
            (Array.isArray(row[key]) ? (row[key] as Record<string, unknown>[]) : []).filter(
              (line) => inTenant(line, actor.tenantId),
            );
          // The line sets the demo rows fill (another may be filled elsewhere, e.g. assignments).
          let sets = (resource.lines ?? []).filter((set) =>
            demoRows.some((row) => linesOf(row, set.key).length > 0),
          );
          expect([resourceKey(resource), sets.length > 0 ? 'demo lines' : 'none']).toEqual([
            resourceKey(resource),
            'demo lines',
          ]);
          // The demo row with the most lines in its thinnest set.
          const richest = demoRows.reduce<{ index: number; least: number }>(
            (best, row, index) => {
              const least = Math.min(...sets.map((set) => linesOf(row, set.key).length));
              return least > best.least ? { index, least } : best;
            },
            { index: 0, least: -1 },
          );
          const body = await newBody(resource, actor, { lines: true, index: richest.index });
          const apartOf = (key: string) => endpointsOf(resource).lineWrites[key];
          for (const set of sets) {
            const lineResource = described(set.resource);
            const lines = (body[set.key] as Body[] | undefined) ?? [];
            // Two lines at least: borrowed from another demo row, else a copy made unique.
            for (const row of demoRows) {
              for (const line of linesOf(row, set.key)) {
                if (lines.length >= 2) break;
                const borrowed = {
                  ...(await resolved(lineResource, line, actor)),
                  _status: 'create',
                };
                const text = JSON.stringify(borrowed);
                if (!lines.some((item) => JSON.stringify(item) === text)) {
                  lines.push(makeUnique(lineResource, borrowed, lines));
                }
              }
            }
            if (lines.length < 2) lines.push(makeUnique(lineResource, lines[0] as Body, lines));
            body[set.key] = lines;
          }
          // Lines created at their own address follow their header there, one at a time.
          const createdApart: Record<string, Body[]> = {};
          for (const set of sets) {
            if (!apartOf(set.key)?.create) continue;
            createdApart[set.key] = body[set.key] as Body[];
            delete body[set.key];
          }
          let created: { row: Row; body: Body } | undefined;
          try {
            created = await createFrom(resource, actor, body);
          } catch (error) {
            // A set whose lines the hooks refuse whatever their values (every demo user is
            // bound to an employee already) is left out; the others are still saved together.
            for (const skipped of sets) {
              const without = { ...body };
              delete without[skipped.key];
              created = await createFrom(resource, actor, without).catch(() => undefined);
              if (created) {
                sets = sets.filter((set) => set !== skipped);
                break;
              }
            }
            if (!created) throw error;
          }
          const { row: header } = created;
          const id = Number(header[resource.idField]);
          for (const [key, lines] of Object.entries(createdApart)) {
            for (const { _status: _created, ...line } of lines) {
              const outcome = await attempt(
                actor.token,
                ...api.lineWrite(id, key, 'create'),
                api.lineBody(id, key, 'create', line),
              );
              // As above: a set whose lines the hooks refuse (a business refusal, not a
              // malformed line) is left out.
              if (!outcome.ok && outcome.status === 200) {
                sets = sets.filter((set) => set.key !== key);
                break;
              }
              expect([key, outcome.ok ? 'ok' : outcome]).toEqual([key, 'ok']);
            }
          }
          const sent: Body = { ...created.body, ...createdApart };

          /** One way to save a set: the first line's edit and the value marking the new line. */
          interface SetSave {
            edit: Body;
            marker: Body;
          }
          const plans: {
            key: string;
            lineResource: ResourceDescription;
            lines: Row[];
            removed: Body;
            options: SetSave[];
            /** The option saved. */
            chosen: number;
          }[] = [];
          for (const set of sets) {
            const lineResource = described(set.resource);
            const lines = await allRows(actor.token, api.lines(id, set.key));
            const given = sent[set.key] as Body[];
            expect([set.key, lines.length]).toEqual([set.key, given.length]);
            const [first, second] = lines as [Row, Row];
            // The deleted line comes back as a new line, told apart by a changed value.
            const removed = Object.fromEntries(
              Object.entries(
                given.find((line) => matches(lineResource, second, line)) ?? second,
              ).filter(
                ([field]) =>
                  field !== lineResource.idField &&
                  !placeFields(lineResource).has(field) &&
                  !['objectVersionNumber', '_token', '_status'].includes(field),
              ),
            );
            const options: SetSave[] = [];
            for (const name of editableFields(lineResource)) {
              const edits = freshValues(lineResource, first, name, new Set(), 2, 'update');
              const markers = freshValues(lineResource, removed, name, new Set(), 2);
              edits.forEach((value, index) => {
                const marker = markers[index];
                if (marker !== undefined && String(marker) !== String(value)) {
                  options.push({ edit: { [name]: value }, marker: { [name]: marker } });
                }
              });
            }
            options.push({ edit: {}, marker: {} });
            plans.push({ key: set.key, lineResource, lines, removed, options, chosen: 0 });
          }

          /** The set's update, delete and create of `option`, as a header's save marks them. */
          const changesOf = (plan: (typeof plans)[number], option: SetSave): Body[] => {
            const [first, second] = plan.lines as [Row, Row];
            const idField = plan.lineResource.idField;
            return [
              {
                ...option.edit,
                [idField]: first[idField],
                objectVersionNumber: first.objectVersionNumber,
                _status: 'update',
              },
              {
                [idField]: second[idField],
                objectVersionNumber: second.objectVersionNumber,
                // HZERO's id lists remove a line by its value of that field.
                ...(apartOf(plan.key)?.ids
                  ? { [apartOf(plan.key)?.ids ?? '']: second[apartOf(plan.key)?.ids ?? ''] }
                  : {}),
                _status: 'delete',
              },
              { ...withValues(plan.lineResource, plan.removed, option.marker), _status: 'create' },
            ];
          };
          const OPERATION = { update: 'update', delete: 'remove', create: 'create' } as const;
          /** A set whose line is created apart only after the header's save. */
          const createdAfter = (plan: (typeof plans)[number]) => {
            const apart = apartOf(plan.key);
            return Boolean(apart?.create && (!apart.update || !apart.remove));
          };
          const apartChange = (key: string, line: Body) =>
            apartOf(key)?.[OPERATION[line._status as keyof typeof OPERATION]] !== undefined;

          // A change made apart is refused in the header's save, naming where it goes.
          for (const plan of plans) {
            const [line] = changesOf(plan, plan.options.at(-1) as SetSave).filter((item) =>
              apartChange(plan.key, item),
            );
            if (!line) continue;
            const endpoint = apartOf(plan.key)?.[OPERATION[line._status as keyof typeof OPERATION]];
            const refused = await call(actor.token, ...api.save(id, header), {
              [resource.idField]: id,
              objectVersionNumber: header.objectVersionNumber,
              [plan.key]: [line],
            });
            expect([plan.key, refused.statusCode, refused.json<Row>().message]).toEqual([
              plan.key,
              400,
              expect.stringContaining(`${endpoint?.method} ${endpoint?.path}`),
            ]);
          }
          // The changes made apart: the removal first (a line re-created with its code passes),
          // then the update and the creation with the first option the hooks accept.
          for (const plan of plans) {
            const [update, removal, creation] = changesOf(plan, plan.options[0] as SetSave) as [
              Body,
              Body,
              Body,
            ];
            if (apartChange(plan.key, removal)) {
              const { _status: _removal, ...line } = removal;
              const removed = await call(
                actor.token,
                ...api.lineWrite(id, plan.key, 'remove'),
                api.lineBody(id, plan.key, 'remove', [line]),
              );
              expect([plan.key, removed.statusCode]).toEqual([plan.key, 204]);
            }
            if (!apartChange(plan.key, update) || !apartChange(plan.key, creation)) continue;
            let outcome: Outcome = { ok: false, status: 0, body: {} };
            for (const [index, option] of plan.options.entries()) {
              if (index >= MAX_ATTEMPTS) break;
              const { _status: _update, ...edited } = changesOf(plan, option)[0] as Body;
              outcome = await attempt(
                actor.token,
                ...api.lineWrite(id, plan.key, 'update'),
                api.lineBody(id, plan.key, 'update', edited),
              );
              if (!outcome.ok) continue;
              plan.chosen = index;
              if (createdAfter(plan)) break;
              const { _status: _create, ...added } = changesOf(plan, option)[2] as Body;
              await ok(
                actor.token,
                ...api.lineWrite(id, plan.key, 'create'),
                api.lineBody(id, plan.key, 'create', added),
              );
              break;
            }
            expect([plan.key, outcome.ok ? 'ok' : outcome]).toEqual([plan.key, 'ok']);
          }

          const saveOf = (choice: number): Body => {
            const save: Body = {
              [resource.idField]: id,
              objectVersionNumber: header.objectVersionNumber,
            };
            for (const plan of plans) {
              const option = plan.options[Math.min(choice, plan.options.length - 1)] as SetSave;
              const together = changesOf(plan, option).filter(
                (line) => !apartChange(plan.key, line),
              );
              if (together.length > 0) save[plan.key] = together;
            }
            return save;
          };
          // Sets whose changed line goes with the header: the save's option is theirs.
          const together = plans.filter((plan) => !apartOf(plan.key)?.update);
          const choices = Math.max(1, ...together.map((plan) => plan.options.length));
          let choice = 0;
          let outcome = await attempt(actor.token, ...api.save(id, header), saveOf(choice));
          while (!outcome.ok && choice < Math.min(choices, MAX_ATTEMPTS) - 1) {
            choice += 1;
            outcome = await attempt(actor.token, ...api.save(id, header), saveOf(choice));
          }
          expect([...api.save(id, header), outcome.ok ? 'ok' : outcome]).toEqual([
            ...api.save(id, header),
            'ok',
          ]);
          for (const plan of together) plan.chosen = Math.min(choice, plan.options.length - 1);
          // A line created apart whose set changes or removes lines with the header (HZERO's
          // data-lines, model/field): created once the header's save is done, with its option.
          for (const plan of plans) {
            if (!createdAfter(plan)) continue;
            const { _status: _create, ...added } = changesOf(
              plan,
              plan.options[plan.chosen] as SetSave,
            )[2] as Body;
            await ok(
              actor.token,
              ...api.lineWrite(id, plan.key, 'create'),
              api.lineBody(id, plan.key, 'create', added),
            );
          }
          const saved = (outcome as { row: Row }).row;
          expect(saved.objectVersionNumber).toBe(Number(header.objectVersionNumber) + 1);
          for (const { key, lineResource, lines, removed, options, chosen } of plans) {
            const { edit, marker } = options[chosen] as SetSave;
            const idField = lineResource.idField;
            const [first] = lines as [Row];
            const after = await allRows(actor.token, api.lines(id, key));
            expect([key, after.length]).toEqual([key, lines.length]);
            expect(after.find((line) => line[idField] === first[idField])).toMatchObject({
              ...edit,
              objectVersionNumber: Number(first.objectVersionNumber) + 1,
            });
            // The table may give the new line the deleted one's id: tell them apart by content.
            const others = after.filter((line) => line[idField] !== first[idField]);
            const added = withValues(lineResource, removed, marker);
            expect([
              key,
              others.filter((line) => matches(lineResource, line, added)).length,
            ]).toEqual([key, 1]);
            if (Object.keys(marker).length > 0) {
              expect([
                key,
                others.filter((line) => matches(lineResource, line, removed)).length,
              ]).toEqual([key, 0]);
            }
          }
          if (actions.includes('delete')) {
            const deleted = await call(actor.token, ...api.remove, [
              { [resource.idField]: id, objectVersionNumber: saved.objectVersionNumber },
            ]);
            expect(deleted.statusCode).toBe(204);
            for (const set of resource.lines ?? []) {
              const lineResource = described(set.resource);
              const parentField = lineResource.parent?.field ?? '';
              const left = db
                .prepare(
                  `SELECT COUNT(*) AS n FROM ${lineResource.table}
                   WHERE ${columnOf(parentField, lineResource.fields[parentField] ?? {})} = ?`,
                )
                .get(id) as { n: number };
              expect([set.key, left.n]).toEqual([set.key, 0]);
            }
          }
        });
      }

      if (resource.tree && actions.includes('create')) {
        it('creates a child, answers the tree and refuses to delete a parent with children', async () => {
          const actor = await creatorOf(resource);
          const api = apiOf(resource, actor.tenantId);
          const parentField = resource.tree?.parentField ?? '';
          const { row: parent } = await createRow(resource, actor);
          const parentId = Number(parent[resource.idField]);
          const { row: child } = await createRow(resource, actor, { [parentField]: parentId });
          const childId = Number(child[resource.idField]);
          expect(child[parentField]).toBe(parentId);

          const tree = await ok<Row[]>(actor.token, 'GET', api.tree);
          const find = (nodes: Row[]): Row | undefined => {
            for (const node of nodes) {
              if (node[resource.idField] === parentId) return node;
              const inner = find((node.children as Row[] | undefined) ?? []);
              if (inner) return inner;
            }
            return undefined;
          };
          expect(find(tree)?.children).toEqual([
            expect.objectContaining({ [resource.idField]: childId }),
          ]);

          if (actions.includes('edit')) {
            const loop = await call(actor.token, ...api.save(parentId, parent), {
              [resource.idField]: parentId,
              objectVersionNumber: parent.objectVersionNumber,
              [parentField]: childId,
            });
            expect(loop.json()).toMatchObject({ failed: true, code: 'error.tree_loop' });
          }
          if (actions.includes('delete')) {
            const refused = await call(actor.token, ...api.remove, [
              { [resource.idField]: parentId, objectVersionNumber: parent.objectVersionNumber },
            ]);
            expect(refused.json()).toMatchObject({ failed: true, code: 'error.has_children' });
            for (const [rowId, version] of [
              [childId, child.objectVersionNumber],
              [parentId, parent.objectVersionNumber],
            ]) {
              const res = await call(actor.token, ...api.remove, [
                { [resource.idField]: rowId, objectVersionNumber: version },
              ]);
              expect(res.statusCode).toBe(204);
            }
          }
        });
      }

      if (actions.includes('enable')) {
        it('disables and enables rows', async () => {
          const { actor, row } = actions.includes('create')
            ? await (async () => {
                const creator = await creatorOf(resource);
                return { actor: creator, row: (await createRow(resource, creator)).row };
              })()
            : await ownRow(resource, true);
          const base = baseOf(resource, actor.tenantId);
          const { list } = apiOf(resource, actor.tenantId);
          const id = Number(row[resource.idField]);
          const version = Number(row.objectVersionNumber);
          const disabled = await ok<Row[]>(actor.token, 'POST', `${base}/disable`, [id]);
          expect(disabled).toEqual([
            expect.objectContaining({
              [resource.idField]: id,
              enabledFlag: 0,
              objectVersionNumber: version + 1,
            }),
          ]);
          const listed = await ok<PageBody>(
            actor.token,
            'GET',
            `${list}?enabledFlag=0&${resource.idField}=${id}`,
          );
          expect(listed.content.map((item) => item[resource.idField])).toEqual([id]);
          const enabled = await ok<Row[]>(actor.token, 'POST', `${base}/enable`, [id]);
          expect(enabled).toEqual([
            expect.objectContaining({ enabledFlag: 1, objectVersionNumber: version + 2 }),
          ]);
        });
      }

      const selectionActions = resource.parent
        ? []
        : (resource.customActions ?? []).filter((action) => action.on === 'selection');
      for (const action of selectionActions) {
        it(`runs ${action.key} on the selected rows, refusing none or one not there`, async () => {
          const { actor, row } = await ownRow(resource);
          const [method, path] = apiOf(resource, actor.tenantId).action(action.key, 0);
          const param = action.selectionQuery;
          const send = (ids: readonly number[]) =>
            param
              ? call(actor.token, method, `${path}?${param}=${ids.join(',')}`)
              : call(
                  actor.token,
                  method,
                  path,
                  ids.map((id) => ({ [resource.idField]: id })),
                );
          const none = await send([]);
          expect([none.statusCode, none.json<Row>().failed]).toEqual([400, true]);
          const missing = await send([Number(row[resource.idField]), 999_999_999]);
          expect([missing.statusCode, missing.json<Row>().code]).toEqual([404, 'error.not_found']);
          const done = await send([Number(row[resource.idField])]);
          expect([done.statusCode, done.json<Row>().failed]).toEqual([200, undefined]);
        });
      }
    },
  );

  /** The list of `target`'s rows under the row `id` of its `within` field, in a tenant's form. */
  const listUnder = (
    target: ResourceDescription,
    within: string,
    id: unknown,
    tenantId: number,
  ): string =>
    tenantForm(callOf(endpointsOf(target).list, '', { [within]: id }).path, true, tenantId);

  describe.each(
    HEADERS.filter((resource) => listedWithin(resource) !== undefined).map(
      (resource) => [resourceKey(resource), resource] as const,
    ),
  )('%s, listed under another resource’s row', (_key, resource) => {
    it('lists the rows under the row its path names only, and refuses a path naming none', async () => {
      const within = listedWithin(resource) as string;
      const field = resource.fields[within];
      if (field?.kind !== 'reference') throw new Error(`${within} is no reference`);
      const [actor] = (await actorsOf(described(field.resource))) as [Actor];
      const above = described(field.resource);
      const aboveRows = (
        await ok<PageBody>(actor.token, 'GET', `${apiOf(above, actor.tenantId).list}?size=5`)
      ).content;
      let listed = 0;
      for (const row of aboveRows) {
        const id = row[above.idField];
        const url = listUnder(resource, within, id, actor.tenantId);
        const rows = await allRows(actor.token, url);
        expect(rows.filter((item) => item[within] !== id)).toEqual([]);
        listed += rows.length;
      }
      expect(listed).toBeGreaterThan(0);
      const none = await call(actor.token, 'GET', listUnder(resource, within, 'x', actor.tenantId));
      expect([none.statusCode, none.json<Row>().failed]).toEqual([400, true]);
    });
  });

  const WITHIN_FIELDS = RESOURCES.flatMap((resource) =>
    Object.entries(resource.fields).flatMap(([name, field]) =>
      field.kind === 'reference' && field.within !== undefined
        ? [[`${resourceKey(resource)}.${name}`, resource, name, field] as const]
        : [],
    ),
  );

  describe.each(WITHIN_FIELDS)(
    '%s, a reference within another field',
    (_key, resource, name, field) => {
      it("refuses a row under another row than the form's", async () => {
        const within = field.within as string;
        const withinField = resource.fields[within];
        if (withinField?.kind !== 'reference') throw new Error(`${within} is no reference`);
        const header = resource.parent ? described(resource.parent.resource) : resource;
        const set = header.lines?.find((item) => item.resource === resourceKey(resource));
        const actor = await creatorOf(header);
        const above = described(withinField.resource);
        const target = described(field.resource);
        const aboveRows = await allRows(actor.token, apiOf(above, actor.tenantId).list);
        // A row above with a row under it that the picker offers, and another row above.
        let picked: { above: unknown; under: unknown } | undefined;
        for (const row of aboveRows) {
          const query = new URLSearchParams({ ...field.lovQuery, size: '1' }).toString();
          const url = listUnder(target, within, row[above.idField], actor.tenantId);
          const [under] = (await ok<PageBody>(actor.token, 'GET', `${url}?${query}`)).content;
          if (under) {
            picked = { above: row[above.idField], under: under[target.idField] };
            break;
          }
        }
        const other = aboveRows.find((row) => row[above.idField] !== picked?.above);
        if (!picked || !other)
          throw new Error(`${resourceKey(above)}: two rows, one with rows under it`);
        // The other values of a demo line (or row), as written.
        const demoRows = set
          ? (header.demo ?? []).flatMap((row) => (row[set.key] as Body[] | undefined) ?? [])
          : (resource.demo ?? []);
        const plain = Object.fromEntries(
          Object.entries(demoRows[0] ?? {}).filter(
            ([key, value]) => key !== '_tenants' && !(value as { $ref?: unknown } | null)?.$ref,
          ),
        );
        const headerRow = (header.demo ?? []).find((row) => inTenant(row, actor.tenantId)) ?? {};
        const headerBody = await resolved(header, headerRow, actor);
        // Lines created at their own address are not the header's to carry.
        for (const [key, writes] of Object.entries(endpointsOf(header).lineWrites)) {
          if (writes.create) delete headerBody[key];
        }
        const base = makeUnique(header, headerBody);
        const bodyWith = (aboveId: unknown): Body => {
          const values = { ...plain, [within]: aboveId, [name]: picked?.under };
          return set
            ? { ...base, [set.key]: [{ ...values, _status: 'create' }] }
            : { ...base, ...values };
        };
        const create = apiOf(header, actor.tenantId).create();
        const refused = await attempt(actor.token, ...create, bodyWith(other[above.idField]));
        const message = fill(ENGINE_MESSAGES.en_US.errors.within, {
          field: field.label.en_US,
          name: '',
          within: withinField.label.en_US,
        }).split(': ')[0] as string;
        expect(refused).toMatchObject({
          ok: false,
          body: {
            failed: true,
            message: expect.stringContaining(`${message}: `),
          },
        });
        expect(String((refused as { body: Row }).body.message)).toContain(
          `does not belong to the chosen ${withinField.label.en_US}`,
        );
        // Under the row the form names, it is not refused for that.
        const under = await attempt(actor.token, ...create, bodyWith(picked.above));
        expect(String((under as { body?: Row }).body?.message ?? '')).not.toContain(
          'does not belong',
        );
      });
    },
  );
});
