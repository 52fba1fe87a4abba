/**
 * Property-based fuzzing of every route the server registers (found through Fastify's onRoute
 * hook) with random and hostile values in path parameters, query strings and bodies: huge,
 * negative and non-numbers, arrays where scalars belong, nested objects, SQL and path
 * fragments, unicode, very long strings, broken JSON and wrong content types. Values are drawn
 * from each route's own JSON schema (hand-written routes) or from the resource's fields (the
 * engine's routes), mostly valid so that the handlers run, with hostile values mixed in.
 *
 * Asserts: no answer is a 5xx; afterwards every stored row of every engine resource (and of
 * its lines) read back through the API passes the resource's own schema.
 *
 * `FUZZ_SEED` replays a run; `FUZZ_RUNS` sets the runs of a read route (default 3; a write
 * route gets twice as many).
 */
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import type { Field } from '../../domain/engine/fields';
import { type Endpoint, type ResourceDescription } from '../../domain/engine/resource';
import { callOf, endpointsOf, tenantForm } from '../../domain/engine/address';
import { bodySchema, decimalPattern } from '../../domain/engine/schema';
import { loadResources } from '../../server/engine/registry';
import { resourcePaths } from '../../server/engine/routes';
import Database from 'better-sqlite3';
import path from 'node:path';
import { DB_FILE_NAME } from '../../server/db/database';
import { signIn, startServer, type TestServer } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() : Number(process.env.FUZZ_SEED);

/** Routes left out: an event stream never ends; a connection test dials the network. */
const SKIPPED = [/\/stream$/, /\/test-connection$/];

/** Routes after which a session may have ended or moved to another tenant or role. */
const SESSION_CHANGING = /logout|kickoff|users\/roles|users\/tenant-id|purge-sessions|login/;

type UserKey = 'admin' | 'tenantAdmin' | 'manager';

const USERS: Record<UserKey, { login: string; password: string; tenantId: number }> = {
  admin: { login: 'admin', password: 'Admin12345', tenantId: 0 },
  tenantAdmin: { login: 'tenant.admin', password: 'Tenant12345', tenantId: 1 },
  manager: { login: 'manager@lab.example', password: 'Manager123', tenantId: 1 },
};

interface JsonSchema {
  type?: string | string[];
  enum?: readonly unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** One handler: its path forms (with and without the tenant) share it. */
interface FuzzRoute {
  method: string;
  urls: string[];
  schema: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
  resource?: ResourceDescription;
}

// ---------------------------------------------------------------------------------------
// Values

const LONG = 'x'.repeat(70_000);

/** Scalars that have broken servers before. */
const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    1e300,
    -1e300,
    -1,
    0,
    2 ** 63,
    Number.MAX_SAFE_INTEGER + 2,
    1.5,
    -0.0001,
    'NaN',
    'Infinity',
    '-1',
    '1e300',
    '9223372036854775807',
    '',
    ' ',
    "' OR '1'='1",
    '1; DROP TABLE users; --',
    '../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '\u0000',
    '<script>alert(1)</script>',
    '😀𝕳\u202e中文',
    'null',
    'true',
    '{}',
    '[]',
    '__proto__',
    'constructor',
    true,
    false,
    null,
    LONG,
  ),
  fc.string({ maxLength: 30, unit: 'grapheme' }),
  fc.integer(),
  fc.double(),
);

/** A hostile value: a scalar, a list of them, or a nested object. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }),
  },
  { weight: 1, arbitrary: fc.constant({ a: { b: { c: [1, { d: null }] } } }) },
);

/** Mostly `valid`, sometimes hostile. */
function mostly(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

/** Number-like text a parser might take for a number, or nearly. */
const numberText = fc.constantFrom(
  'Infinity',
  '-Infinity',
  '1e400',
  '1e300',
  '9223372036854775807',
  '-1',
  '1.5',
  '0x10',
  '1,5',
  ' 1 ',
  '１',
  'NaN',
  '',
);

/** Values that nearly fit a field: right type, wrong content. */
function nearly(field: Field): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'integer':
    case 'reference':
      return fc.oneof(numberText, fc.constantFrom(1.5, 2 ** 53, -(2 ** 63)));
    case 'decimal':
      return fc.oneof(numberText, fc.constantFrom('%00', '1.2.3', '--1', 1.5));
    case 'date':
    case 'datetime':
      return fc.constantFrom('2024-02-30', '2024-13-01', '99999-01-01', '2024-01-01T00:00:00Z');
    case 'flag':
      return fc.constantFrom('1', 2, true, -1);
    default:
      return fc.constantFrom(' ', '\u0000', 'a'.repeat(5000));
  }
}

/** Text matching `pattern`; plain text for negated classes (fast-check draws those slowly). */
function matching(pattern: string, fallback: fc.Arbitrary<string>): fc.Arbitrary<string> {
  if (/\\[SDW]|\[\^/.test(pattern)) return fallback;
  let arbitrary = PATTERNS.get(pattern);
  if (!arbitrary) {
    try {
      arbitrary = fc.stringMatching(new RegExp(pattern));
    } catch {
      arbitrary = fallback;
    }
    PATTERNS.set(pattern, arbitrary);
  }
  return arbitrary;
}

// Building these arbitraries costs more than drawing from them: each is built once.
const PATTERNS = new Map<string, fc.Arbitrary<string>>();
const FIELDS = new WeakMap<Field, fc.Arbitrary<unknown>>();
const EMAIL = fc.stringMatching(/^[a-z0-9._-]{1,12}@[a-z0-9-]{1,12}\.example$/);
const WEB_URL = fc.stringMatching(
  /^(https?:\/\/|www\.)[a-z0-9-]{1,12}\.example(\/[a-z0-9-]{1,8}){0,2}$/,
);

const dateText = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 19).replace('T', ' '));

/** Values of a JSON schema (hand-written routes). */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostile;
  if (schema.enum) return mostly(fc.constantFrom(...schema.enum));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((item) => fromSchema(item, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  return mostly(fc.oneof(...types.map((type) => typed(type, schema, depth))));
}

function typed(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1e9),
        max: Math.min(schema.maximum ?? 1000, 1e9),
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectOf(schema.properties ?? {}, schema.required ?? [], depth);
    default: {
      const plain = fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 200),
        unit: 'grapheme',
      });
      if (schema.format === 'email') return EMAIL;
      return schema.pattern ? matching(schema.pattern, plain) : plain;
    }
  }
}

function objectOf(
  properties: Record<string, JsonSchema>,
  required: readonly string[],
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, fromSchema(schema, depth + 1)]),
  );
  return fc
    .tuple(
      fc.record(model, { requiredKeys: required.filter((name) => name in properties) }),
      fc.dictionary(fc.string({ maxLength: 10 }), hostile, { maxKeys: 1 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Values a field of a resource takes (engine routes). */
function fieldValue(field: Field): fc.Arbitrary<unknown> {
  let arbitrary = FIELDS.get(field);
  if (!arbitrary) {
    arbitrary = drawField(field);
    FIELDS.set(field, arbitrary);
  }
  return arbitrary;
}

function drawField(field: Field): fc.Arbitrary<unknown> {
  const anyText = (max: number) => fc.string({ maxLength: Math.min(max, 120), unit: 'grapheme' });
  switch (field.kind) {
    case 'text':
      if (field.format === 'email') return EMAIL;
      if (field.format === 'url') return WEB_URL;
      return field.pattern ? matching(field.pattern, anyText(field.max)) : anyText(field.max);
    case 'tl':
    case 'longtext':
    case 'code':
    case 'file':
      return anyText('max' in field ? field.max : 500);
    case 'integer':
      return fc.integer({ min: field.min ?? -1e6, max: field.max ?? 1e6 });
    case 'reference':
      return fc.integer({ min: 1, max: 30 });
    case 'flag':
      return fc.constantFrom(0, 1);
    case 'decimal':
      return fc.stringMatching(decimalPattern(field.scale));
    case 'date':
      return dateText.map((value) => value.slice(0, 10));
    case 'datetime':
      return dateText;
    case 'select':
      return field.options
        ? fc.constantFrom(...field.options.map((option) => option.value))
        : anyText(60);
  }
}

/** A create or update body of a resource, lines included (engine routes). */
function resourceBody(
  resource: ResourceDescription,
  all: Map<string, ResourceDescription>,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {
    [resource.idField]: mostly(fc.integer({ min: 1, max: 30 })),
    objectVersionNumber: mostly(fc.integer({ min: 1, max: 3 })),
    enabledFlag: mostly(fc.constantFrom(0, 1)),
    _status: fc.constantFrom('create', 'update', 'delete', 'other'),
  };
  for (const [name, field] of Object.entries(resource.fields)) {
    model[name] = fc.oneof(
      { weight: 4, arbitrary: fieldValue(field) },
      { weight: 1, arbitrary: nearly(field) },
      { weight: 1, arbitrary: hostile },
    );
  }
  for (const set of depth < 2 ? (resource.lines ?? []) : []) {
    const line = all.get(set.resource);
    if (line)
      model[set.key] = mostly(fc.array(resourceBody(line, all, depth + 1), { maxLength: 3 }));
  }
  return fc.record(model, { requiredKeys: [] });
}

function engineBody(
  route: FuzzRoute,
  all: Map<string, ResourceDescription>,
): fc.Arbitrary<unknown> {
  const resource = route.resource as ResourceDescription;
  const ids = fc.integer({ min: 1, max: 40 });
  if (/\/(enable|disable)$/.test(route.urls[0] ?? ''))
    return mostly(fc.array(mostly(ids), { maxLength: 3 }));
  if (route.method === 'DELETE') {
    return mostly(
      fc.array(
        fc.record({
          [resource.idField]: mostly(ids),
          objectVersionNumber: mostly(fc.integer({ min: 1, max: 3 })),
        }),
        { maxLength: 3 },
      ),
    );
  }
  return mostly(resourceBody(resource, all));
}

// ---------------------------------------------------------------------------------------
// Requests

const hostileSegment = fc.constantFrom(
  '0',
  '-1',
  '1e300',
  '9223372036854775807',
  'NaN',
  "1' OR '1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'abc',
  '😀',
  'x'.repeat(3000),
);

/** The value of a path parameter. */
function paramValue(name: string, schema: JsonSchema | undefined, tenantId: number) {
  if (['tenantId', 'organizationId', 'tenant'].includes(name)) {
    return fc.oneof({ weight: 8, arbitrary: fc.constant(String(tenantId)) }, hostileSegment);
  }
  const valid =
    schema?.enum || schema?.type === 'string'
      ? fromSchema(schema).map(text)
      : fc.integer({ min: 1, max: 40 }).map(String);
  return fc.oneof({ weight: 5, arbitrary: valid }, hostileSegment);
}

/** A value as query-string text (objects as JSON). */
function text(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function queryValue(schema: JsonSchema | undefined): fc.Arbitrary<string[]> {
  const numeric = ['integer', 'number'].includes(String(schema?.type));
  return fc.oneof(
    { weight: 4, arbitrary: fromSchema(schema).map((value) => [text(value)]) },
    { weight: numeric ? 2 : 0, arbitrary: numberText.map((value) => [value]) },
    { weight: 1, arbitrary: fc.array(hostileScalar.map(text), { minLength: 1, maxLength: 3 }) },
  );
}

/** Query keys of a route: its schema's, the engine list's, and a stray one. */
function queryModel(route: FuzzRoute): Record<string, fc.Arbitrary<string[]>> {
  const model: Record<string, fc.Arbitrary<string[]>> = {};
  for (const [name, schema] of Object.entries(route.schema.querystring?.properties ?? {})) {
    model[name] = queryValue(schema);
  }
  const resource = route.resource;
  if (resource) {
    const sortable = [resource.idField, ...Object.keys(resource.fields)];
    model.page = queryValue({ type: 'integer', minimum: 0, maximum: 5 });
    model.size = queryValue({ type: 'integer', minimum: 1, maximum: 50 });
    model.sort = fc.oneof(
      fc
        .tuple(fc.constantFrom(...sortable), fc.constantFrom('asc', 'desc'))
        .map(([field, dir]) => [`${field},${dir}`]),
      queryValue(undefined),
    );
    model.enabledFlag = queryValue({ enum: [0, 1] });
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.filter) model[name] = fieldValue(field).map((value) => [text(value)]);
    }
  }
  model.stray = queryValue(undefined);
  return model;
}

type BodyKind = 'json' | 'raw' | 'form' | 'text' | 'xml' | 'multipart' | 'none';

const RAW_BODIES = [
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{',
  '[1,2',
  'null',
  '"text"',
  '1e999',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '\u0000\u0001',
];

interface Call {
  url: string;
  user: UserKey;
  params: Record<string, string>;
  query: Partial<Record<string, string[]>>;
  bodyKind: BodyKind;
  body: unknown;
  raw: string;
}

function callArbitrary(
  route: FuzzRoute,
  all: Map<string, ResourceDescription>,
): fc.Arbitrary<Call> {
  const withBody = route.method !== 'GET';
  const body = route.resource
    ? engineBody(route, all)
    : route.schema.body
      ? fromSchema(route.schema.body)
      : hostile;
  const users = fc.constantFrom<UserKey>('admin', 'tenantAdmin', 'manager');
  return fc.tuple(fc.constantFrom(...route.urls), users).chain(([url, user]) => {
    const names = [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
    return fc.record({
      url: fc.constant(url),
      user: fc.constant(user),
      params: fc.record(
        Object.fromEntries(
          names.map((name) => [
            name,
            paramValue(name, route.schema.params?.properties?.[name], USERS[user].tenantId),
          ]),
        ),
      ),
      query: fc.record(queryModel(route), { requiredKeys: [] }),
      bodyKind: withBody
        ? fc.constantFrom<BodyKind>(
            'json',
            'json',
            'json',
            'json',
            'raw',
            'form',
            'text',
            'xml',
            'multipart',
            'none',
          )
        : fc.constant<BodyKind>('none'),
      body,
      raw: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ maxLength: 50 })),
    });
  });
}

function urlOf(call: Call): string {
  const path = call.url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) =>
    encodeURIComponent(call.params[name ?? '*'] ?? ''),
  );
  const query = Object.entries(call.query)
    .flatMap(([key, values = []]) =>
      values.map((value) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
    )
    .join('&');
  return query === '' ? path : `${path}?${query}`;
}

function payloadOf(call: Call): { headers: Record<string, string>; payload?: string } {
  switch (call.bodyKind) {
    case 'json':
      return {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(call.body) ?? 'null',
      };
    case 'raw':
      return { headers: { 'content-type': 'application/json' }, payload: call.raw };
    case 'form': {
      const entries =
        call.body && typeof call.body === 'object' && !Array.isArray(call.body)
          ? Object.entries(call.body).map(([key, value]) => [key, text(value)])
          : [['value', text(call.body)]];
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(entries).toString(),
      };
    }
    case 'text':
      return { headers: { 'content-type': 'text/plain' }, payload: call.raw };
    case 'xml':
      return { headers: { 'content-type': 'application/xml' }, payload: `<a>${call.raw}</a>` };
    case 'multipart':
      return {
        headers: { 'content-type': 'multipart/form-data; boundary=----fuzz' },
        payload: `------fuzz\r\nContent-Disposition: form-data; name="x"\r\n\r\n${call.raw}`,
      };
    case 'none':
      return { headers: {} };
  }
}

// ---------------------------------------------------------------------------------------

describe('fuzzing every route', () => {
  let server: TestServer;
  let resources: Map<string, ResourceDescription>;
  const registered: RouteOptions[] = [];
  const tokens = {} as Record<UserKey, string>;
  const contexts = {} as Record<UserKey, string>;

  const whoAmI = async (user: UserKey): Promise<string | undefined> => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/iam/hzero/v1/users/self',
      headers: { authorization: `bearer ${tokens[user]}` },
    });
    if (res.statusCode !== 200) return undefined;
    const self = res.json<{ tenantId: number; currentRoleId: number | null }>();
    return `${self.tenantId}/${String(self.currentRoleId)}`;
  };

  /**
   * An administrator's fuzzed call may rightly have disabled or locked one of the fuzzing
   * accounts, or disabled its tenant: opened again in the database, so that fuzzing goes on.
   */
  const reopen = (user: UserKey): void => {
    const db = new Database(path.join(server.dataDir, DB_FILE_NAME));
    try {
      db.prepare(
        'UPDATE users SET enabled_flag = 1, locked_flag = 0, locked_until = NULL WHERE login_name = ?',
      ).run(USERS[user].login);
      db.prepare('UPDATE tenants SET enabled_flag = 1 WHERE id = ?').run(USERS[user].tenantId);
    } finally {
      db.close();
    }
  };

  /** Signs the user in again when a fuzzed call ended their session or moved it. */
  const restore = async (user: UserKey): Promise<void> => {
    if ((await whoAmI(user)) === contexts[user]) return;
    const { login, password } = USERS[user];
    tokens[user] = await signIn(server.app, login, password).catch(() => {
      reopen(user);
      return signIn(server.app, login, password);
    });
  };

  beforeAll(async () => {
    resources = await loadResources();
    // Without the governance layer: a fuzzed governance row (a route disabled, a limit of one call)
    // would rightly refuse every later call with 503 or 429. Its routes are fuzzed all the same;
    // what it does to requests has its own tests.
    server = await startServer({ governance: false, onRoute: (route) => registered.push(route) });
    for (const user of Object.keys(USERS) as UserKey[]) {
      tokens[user] = await signIn(server.app, USERS[user].login, USERS[user].password);
      contexts[user] = (await whoAmI(user)) ?? '';
    }
  }, 60_000);

  afterAll(() => server.close());

  /** The routes to fuzz, each with its resource when the engine serves it. */
  const fuzzRoutes = (): FuzzRoute[] => {
    const bases = [...resources.values()].flatMap((resource) =>
      resourcePaths(resource).map((base) => ({ base, resource })),
    );
    const byHandler = new Map<string, FuzzRoute>();
    for (const route of registered) {
      if (SKIPPED.some((pattern) => pattern.test(route.url))) continue;
      const owner = bases
        .filter(({ base }) => route.url === base || route.url.startsWith(`${base}/`))
        .sort((a, b) => b.base.length - a.base.length)[0];
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const key = `${method} ${route.url.replace('/:tenantId', '')}`;
        const known = byHandler.get(key);
        if (known) known.urls.push(route.url);
        else {
          byHandler.set(key, {
            method,
            urls: [route.url],
            schema: (route.schema ?? {}) as FuzzRoute['schema'],
            resource: owner?.resource,
          });
        }
      }
    }
    return [...byHandler.values()];
  };

  it('answers every random and hostile request without a server error', async () => {
    const routes = fuzzRoutes();
    expect(routes.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const details = await fc.check(
        fc.asyncProperty(callArbitrary(route, resources), async (call) => {
          const { headers, payload } = payloadOf(call);
          const res = await server.app.inject({
            method: route.method as 'GET',
            url: urlOf(call),
            headers: { ...headers, authorization: `bearer ${tokens[call.user]}` },
            ...(payload === undefined ? {} : { payload }),
          });
          if (SESSION_CHANGING.test(call.url)) await restore(call.user);
          if (res.statusCode >= 500) {
            const sent = `${headers['content-type'] ?? ''} ${(payload ?? '').slice(0, 400)}`;
            throw new Error(`${route.method} ${urlOf(call)} [${sent}] -> ${res.statusCode}`);
          }
        }),
        {
          numRuns: route.method === 'GET' ? RUNS : 2 * RUNS,
          seed: SEED + index,
          endOnFailure: true,
        },
      );
      if (details.failed) {
        failures.push(
          `${route.method} ${route.urls.join(' | ')} (FUZZ_SEED=${SEED}): ${String(details.errorInstance).slice(0, 1200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('has stored no row that its own schema refuses', async () => {
    const schemas = new Map<ResourceDescription, ReturnType<typeof bodySchema>>();
    const problems: string[] = [];
    const read = async (user: UserKey, url: string): Promise<Record<string, unknown>[]> => {
      const rows: Record<string, unknown>[] = [];
      for (let page = 0; page < 20; page += 1) {
        const sep = url.includes('?') ? '&' : '?';
        const res = await server.app.inject({
          method: 'GET',
          url: `${url}${sep}page=${page}&size=1000`,
          headers: { authorization: `bearer ${tokens[user]}` },
        });
        if (res.statusCode !== 200) return rows;
        const body = res.json<{ content?: Record<string, unknown>[]; totalPages?: number }>();
        rows.push(...(body.content ?? []));
        if (page + 1 >= (body.totalPages ?? 0)) return rows;
      }
      return rows;
    };
    const check = (resource: ResourceDescription, row: Record<string, unknown>, where: string) => {
      const stored = { ...row };
      for (const [name, field] of Object.entries(resource.fields)) {
        if (field.writeOnly) delete stored[name];
      }
      if (!schemas.has(resource)) schemas.set(resource, bodySchema(resource, 'update'));
      const result = schemas.get(resource)?.safeParse(stored);
      if (result && !result.success) {
        const [issue] = result.error.issues;
        problems.push(
          `${where} ${JSON.stringify(row).slice(0, 300)}: ${issue?.path.join('.')} ${issue?.message}`,
        );
      }
    };
    await Promise.all((Object.keys(USERS) as UserKey[]).map(restore));
    let checked = 0;
    for (const resource of resources.values()) {
      if (resource.parent && !resource.detailRoute) continue;
      const endpoints = endpointsOf(resource);
      for (const user of ['admin', 'tenantAdmin'] as const) {
        // The addresses the app calls (HZERO's where the description names them).
        const address = (endpoint: Endpoint, id = '') => {
          const found = callOf(endpoint, id);
          const where = tenantForm(found.path, true, USERS[user].tenantId);
          const query = new URLSearchParams(found.query).toString();
          return query ? `${where}?${query}` : where;
        };
        const list = address(endpoints.list);
        for (const row of await read(user, list)) {
          checked += 1;
          check(resource, row, list);
          for (const set of resource.lines ?? []) {
            const line = resources.get(set.resource) as ResourceDescription;
            const lines = endpoints.lines[set.key];
            if (!lines) continue;
            const url = address(lines, String(row[resource.idField]));
            for (const item of await read(user, url)) check(line, item, url);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 60_000);
});
