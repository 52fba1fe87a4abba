/**
 * The HTTP routes of every resource, derived from its description: `{service}/v1[/{tenantId}]/{path}`
 * (tenant resources answer both forms, working in the caller's current tenant; site resources
 * `{service}/v1/{path}`), each guarded by the resource's permission codes before its input is
 * read (a read-only resource answers its list, and its export, only), plus
 * `GET /hpfm/v1[/{tenantId}]/multi-language`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  actionsOf,
  permissionCode,
  resourceKey,
  type CustomAction,
  type Endpoint,
  type ResourceDescription,
} from '../../domain/engine/resource';
import {
  apiPathOf,
  endpointsOf,
  tenantForm,
  idQueryParamOf,
  pathFieldsOf,
} from '../../domain/engine/address';
import { languageOf } from '../../domain/engine/text';
import type { AppContext } from '../context';
import { requireSession, sessionOf } from '../http/auth';
import { badRequest } from '../http/errors';
import { currentTenantSession, tenantGuard, tenantParams, tenantPaths } from '../http/tenant';
import { actingRole, holdsAny, missingPermission } from '../services/permissions';
import { getUser } from '../services/users';
import { dataConditionsOf } from '../services/dataPermissions';
import { fieldRulesOf } from '../services/fieldPermissions';
import { fileColumns, readsNamingRow } from './fileFields';
import type { Engine, EngineScope, FieldRule, Row } from './service';
import type { Condition } from './store';
import { multiLanguageValues, tokenOwner } from './translations';

/** The caller's engine scope: current tenant, language, time zone, role. */
export function engineScope(ctx: AppContext, request: FastifyRequest): EngineScope {
  const session = currentTenantSession(request);
  const user = getUser(ctx.db, session.userId);
  const role = actingRole(ctx.db, session);
  const granted = new Map<string, boolean>();
  const rules = new Map<string, ReadonlyMap<string, FieldRule>>();
  const data = new Map<string, readonly Condition[]>();
  return {
    tenantId: session.tenantId,
    lang: languageOf(user?.language),
    timeZone: user?.time_zone ?? 'GMT+8',
    now: ctx.now(),
    userId: session.userId,
    role,
    request: { method: request.method, path: request.url.split('?')[0] ?? request.url },
    may: (code) => {
      if (!granted.has(code)) granted.set(code, holdsAny(ctx.db, role, [code]));
      return granted.get(code) ?? false;
    },
    fieldRules: (resource) => {
      const code = permissionCode(resource, 'query');
      let found = rules.get(code);
      if (!found) {
        found = role ? fieldRulesOf(ctx.db, role.id, code) : new Map<string, FieldRule>();
        rules.set(code, found);
      }
      return found;
    },
    dataConditions: (resource) => {
      const key = resourceKey(resource);
      let found = data.get(key);
      if (!found) {
        found = role ? dataConditionsOf(ctx.db, role.id, resource) : [];
        data.set(key, found);
      }
      return found;
    },
  };
}

/**
 * Whether the caller may read a file that file fields of resource rows name: undefined when no
 * row names it; otherwise whether the caller reads one of those rows ({@link readsNamingRow}).
 */
export function engineFileVisible(
  ctx: AppContext,
  engine: Engine,
  request: FastifyRequest,
  fileUrl: string,
  fileTenantId: number,
): boolean | undefined {
  let named = false;
  for (const naming of fileColumns(engine)) {
    const ids = ctx.db
      .prepare(
        `SELECT ${naming.idColumn} AS id FROM ${naming.table} WHERE ${naming.column} = ? LIMIT 100`,
      )
      .all(fileUrl) as { id: number }[];
    if (ids.length === 0) continue;
    named = true;
    const scope = engineScope(ctx, request);
    if (ids.some(({ id }) => readsNamingRow(engine, scope, naming, id, fileTenantId))) return true;
  }
  return named ? false : undefined;
}

/** The path forms of a resource's API (under which its export, enable and actions sit). */
export function resourcePaths(resource: ResourceDescription): string[] {
  return endpointRoutes({ method: 'GET', path: apiPathOf(resource) });
}

/**
 * The route paths of an endpoint's template: its site and tenant forms (`tenantForm`), `{id}` as
 * the path parameter `:id`, without its query.
 */
export function endpointRoutes(endpoint: Endpoint): string[] {
  const template = endpoint.path.split('?')[0] ?? '';
  const forms = new Set([tenantForm(template, false), tenantForm(template, true)]);
  return [...forms].map((form) => form.replace(/\{([a-z][A-Za-z0-9]*)\}/g, ':$1'));
}

const ID = /^(0|[1-9][0-9]{0,14})$/;

/** An id (a whole number from 0) from a path parameter; 400 naming it otherwise. */
function idParam(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[name];
  if (!raw || !ID.test(raw))
    throw badRequest(`Path parameter '${name}' must be a whole number from 0`);
  return Number(raw);
}

/**
 * The id an endpoint carries, from its path or its query (`?modelId={id}`), and the rest of
 * the query; 400 naming the parameter when it is not a whole number from 0.
 */
function endpointId(
  request: FastifyRequest,
  endpoint: Endpoint,
): { id: number; query: Record<string, unknown> } {
  const query = { ...(request.query as Record<string, unknown>) };
  const param = idQueryParamOf(endpoint.path);
  if (!param) return { id: idParam(request), query };
  const raw = query[param];
  delete query[param];
  if (typeof raw !== 'string' || !ID.test(raw)) {
    throw badRequest(`Query parameter '${param}' must be a whole number from 0`);
  }
  return { id: Number(raw), query };
}

/**
 * The row a row action names: in its path or query ({@link endpointId}), or, when its address
 * names no `{id}` (HZERO's `job-info/trigger`), as the body's `{<idField>: id}`; 400 otherwise.
 */
function actionRowId(request: FastifyRequest, endpoint: Endpoint, idField: string): number {
  if (endpoint.path.includes('{id}')) return endpointId(request, endpoint).id;
  const body = request.body;
  const raw =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)[idField]
      : undefined;
  if (!ID.test(String(raw)) || (typeof raw !== 'number' && typeof raw !== 'string')) {
    throw badRequest(`The body must name the row as {"${idField}": a whole number from 0}`);
  }
  return Number(raw);
}

/**
 * The body of a create or an update whose path names fields of the row (`{countryId}`): each
 * from the path, where the body has it too it must be the same; 400 naming it otherwise.
 */
function withPathFields(
  request: FastifyRequest,
  endpoint: Endpoint,
  body: unknown = request.body ?? {},
): unknown {
  const names = pathFieldsOf(endpoint.path);
  if (names.length === 0 || body === null || typeof body !== 'object' || Array.isArray(body)) {
    return body;
  }
  const given = { ...(body as Record<string, unknown>) };
  for (const name of names) {
    const value = idParam(request, name);
    if (given[name] !== undefined && given[name] !== null && given[name] !== value) {
      throw badRequest(`Path parameter '${name}' and the body's ${name} differ`);
    }
    given[name] = value;
  }
  return given;
}

/** A body that is a non-empty list of at most 1000 items. */
function listBody(request: FastifyRequest, what: string): unknown[] {
  const body = request.body;
  if (!Array.isArray(body) || body.length === 0 || body.length > 1000) {
    throw badRequest(`The request body must be a list of 1 to 1000 ${what}`);
  }
  return body;
}

/** The rows a removal names: a list of `{<idField>, objectVersionNumber}`; 400 otherwise. */
function removals(
  request: FastifyRequest,
  idField: string,
  one = false,
): Record<string, unknown>[] {
  // HZERO's one-line form: the body is the line itself.
  const given = one
    ? [request.body].filter((item) => item !== null && typeof item === 'object')
    : listBody(request, `{${idField}, objectVersionNumber}`);
  if (one && (given.length === 0 || Array.isArray(request.body))) {
    throw badRequest(`The request body must be one {${idField}, objectVersionNumber}`);
  }
  return given.map((item) => {
    const value = item as Record<string, unknown>;
    const id = value?.[idField];
    const version = value?.objectVersionNumber;
    if (!Number.isInteger(id) || !Number.isInteger(version) || Number(id) < 0) {
      throw badRequest(`Each item must be {${idField}, objectVersionNumber} with whole numbers`);
    }
    return value;
  });
}

/** Most rows one selection action names. */
const MOST_SELECTED = 500;

/**
 * The ids of the rows a selection action names: its query parameter's comma-separated ids, or
 * the body's list of `{<idField>: id}` (HZERO's batch form); 400 otherwise.
 */
function selectedIds(
  request: FastifyRequest,
  resource: ResourceDescription,
  action: CustomAction,
): number[] {
  const whole = (value: unknown) =>
    (typeof value === 'number' || (typeof value === 'string' && /^\d{1,15}$/.test(value))) &&
    Number.isSafeInteger(Number(value));
  const param = action.selectionQuery;
  if (param) {
    const raw = (request.query as Record<string, unknown>)[param];
    const parts = typeof raw === 'string' && raw.length <= 20_000 ? raw.split(',') : [];
    if (parts.length === 0 || parts.length > MOST_SELECTED || !parts.every(whole)) {
      throw badRequest(
        `Query parameter '${param}' must name 1 to ${MOST_SELECTED} ${resource.idField} values, separated by commas`,
      );
    }
    return [...new Set(parts.map(Number))];
  }
  const body = request.body;
  const items = Array.isArray(body) ? body : [];
  const ids = items.map((item: unknown) =>
    item !== null && typeof item === 'object'
      ? (item as Record<string, unknown>)[resource.idField]
      : undefined,
  );
  if (ids.length === 0 || ids.length > MOST_SELECTED || !ids.every(whole)) {
    throw badRequest(
      `The request body must be a list of 1 to ${MOST_SELECTED} rows, each with its ${resource.idField}`,
    );
  }
  return [...new Set(ids.map(Number))];
}

/** `GET {base}/export` when the resource offers it: the query's rows as CSV. */
function registerExport(
  app: FastifyInstance,
  engine: Engine,
  resource: ResourceDescription,
  base: string,
  guard: (action: string) => (request: FastifyRequest) => Promise<void>,
  scope: (request: FastifyRequest) => EngineScope,
  actions: readonly string[],
): void {
  if (!actions.includes('export')) return;
  app.get(`${base}/export`, { preValidation: guard('export') }, async (request, reply) => {
    const csv = engine.exportCsv(resource, scope(request), request.query);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${resource.name}.csv"`)
      .send(csv);
  });
}

function registerResource(
  app: FastifyInstance,
  ctx: AppContext,
  engine: Engine,
  resource: ResourceDescription,
): void {
  // A line resource with a detail page of its own is guarded by its top header's codes.
  const owner = engine.owner(resource);
  const guard = (action: string) => async (request: FastifyRequest) => {
    await tenantGuard(request);
    // Every signed-in user reads a `permissionLogin` list; its scope hook decides the rows.
    if (action === 'query' && resource.permissionLogin) return;
    const code = permissionCode(owner, action);
    if (!holdsAny(ctx.db, actingRole(ctx.db, sessionOf(request)), [code])) {
      throw missingPermission(code);
    }
  };
  const scope = (request: FastifyRequest) => engineScope(ctx, request);
  // Its detail page reads and saves it (with its own lines); its header creates and deletes it.
  const actions = resource.parent
    ? actionsOf(resource).filter((action) => action === 'edit')
    : actionsOf(resource);

  const endpoints = endpointsOf(resource);
  /**
   * A batch save (HZERO's list bodies): rows with their id are updated, the others created, all
   * or none; each kind of row needs its action's code, checked before the rows are read.
   */
  const saveMany = async (request: FastifyRequest, endpoint: Endpoint) => {
    const given: unknown[] = Array.isArray(request.body) ? request.body : [request.body];
    const editing = (row: unknown) => {
      const id =
        row !== null && typeof row === 'object'
          ? (row as Record<string, unknown>)[resource.idField]
          : null;
      return id !== undefined && id !== null;
    };
    if (!given.some(editing) || !given.every(editing)) await guard('create')(request);
    if (given.some(editing)) await guard('edit')(request);
    const rows = listBody(request, 'rows').map((row) => withPathFields(request, endpoint, row));
    return engine.saveMany(resource, scope(request), rows);
  };
  const same = (one: Endpoint, other: Endpoint) =>
    one.method === other.method && one.path === other.path;
  /**
   * Registers an endpoint's routes, guarded by `action`'s permission code (a batch save by its
   * rows' codes, in the handler).
   */
  const route = (
    endpoint: Endpoint,
    action: string,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => {
    // A settings resource's tenant form is its settings object only.
    const urls = endpointRoutes(endpoint).filter(
      (url) => !endpoints.settings || !url.includes(':tenantId'),
    );
    for (const url of urls) {
      app.route({
        method: endpoint.method,
        url,
        ...(url.includes(':tenantId') ? { schema: { params: tenantParams() } } : {}),
        preValidation: endpoint.many ? tenantGuard : guard(action),
        handler: endpoint.many ? (request) => saveMany(request, endpoint) : handler,
      });
    }
  };

  if (endpoints.settings) {
    const [url = ''] = endpointRoutes(endpoints.settings);
    const params = { schema: { params: tenantParams() } };
    app.get(url, { ...params, preValidation: guard('query') }, async (request) =>
      engine.settings(resource, scope(request)),
    );
    app.put(url, { ...params, preValidation: guard('edit') }, async (request) =>
      engine.saveSettings(resource, scope(request), request.body),
    );
  }
  // A list under another resource's row (`apis/{permissionId}/fields`) lists that row's only.
  route(endpoints.list, 'query', async (request) =>
    engine.list(
      resource,
      scope(request),
      request.query,
      Object.fromEntries(
        pathFieldsOf(endpoints.list.path).map((name) => [name, idParam(request, name)]),
      ),
    ),
  );
  // A read-only list answers one row only to the pages under it (`detailOf`), which name it.
  const named = [...engine.resources.values()].some(
    (other) => other.detailOf === resourceKey(resource),
  );
  if (!resource.readOnly || named) {
    route(endpoints.get, 'query', async (request) =>
      engine.get(resource, scope(request), endpointId(request, endpoints.get).id),
    );
  }
  if (resource.readOnly) {
    for (const base of resourcePaths(resource)) {
      registerExport(app, engine, resource, base, guard, scope, actions);
    }
    return;
  }
  if (resource.tree) {
    route(endpoints.tree, 'query', async (request) =>
      engine.tree(resource, scope(request), request.query),
    );
  }
  for (const base of resourcePaths(resource)) {
    registerExport(app, engine, resource, base, guard, scope, actions);
  }
  for (const set of resource.lines ?? []) {
    const endpoint = endpoints.lines[set.key];
    if (!endpoint) continue;
    route(endpoint, 'query', async (request) => {
      const { id, query } = endpointId(request, endpoint);
      return engine.lines(resource, scope(request), id, set.key, query);
    });
  }
  // Lines written apart from their header are changes of the header.
  for (const [key, writes] of actions.includes('edit')
    ? Object.entries(endpoints.lineWrites)
    : []) {
    const headerId = (request: FastifyRequest, endpoint: Endpoint) =>
      endpoint.path.includes('{id}') ? endpointId(request, endpoint).id : undefined;
    const lineIdField = engine.resource(
      resource.lines?.find((set) => set.key === key)?.resource ?? '',
    ).idField;
    const { ids, remove } = writes;
    if (ids) {
      // HZERO's id lists: the values of the lines' `ids` field, added or removed.
      const values = (request: FastifyRequest) => listBody(request, `${ids} values`);
      const byValue = (endpoint: Endpoint, mode: 'create' | 'remove') =>
        route(endpoint, 'edit', async (request, reply) => {
          const lines = engine.linesByValue(
            resource,
            scope(request),
            key,
            endpointId(request, endpoint).id,
            values(request),
            mode,
          );
          return mode === 'remove' ? reply.status(204).send() : lines;
        });
      if (writes.create) byValue(writes.create, 'create');
      if (remove) byValue(remove, 'remove');
      continue;
    }
    if (remove) {
      route(remove, 'edit', async (request, reply) => {
        const items = removals(request, lineIdField, writes.removeOne);
        engine.removeLines(resource, scope(request), key, items, headerId(request, remove));
        return reply.status(204).send();
      });
    }
    // One address for both (HZERO's code-rule-detail): a line naming its id is changed.
    const both = writes.create && writes.update && same(writes.create, writes.update);
    const modeOf = (mode: 'create' | 'update', body: unknown) => {
      if (!both) return mode;
      const lineId = body !== null && typeof body === 'object' ? (body as Row)[lineIdField] : null;
      return lineId === undefined || lineId === null ? 'create' : 'update';
    };
    for (const [endpoint, mode] of [
      [writes.create, 'create'],
      [both ? undefined : writes.update, 'update'],
    ] as const) {
      if (!endpoint) continue;
      // HZERO's list form (` []`): the lines of the list, all or none, answered as a list.
      route({ ...endpoint, many: false }, 'edit', async (request) => {
        const save = (body: unknown) =>
          engine.saveLine(
            resource,
            scope(request),
            key,
            body,
            modeOf(mode, body),
            headerId(request, endpoint),
          );
        return endpoint.many
          ? engine.store.transaction(() => listBody(request, 'lines').map(save))
          : save(request.body);
      });
    }
  }
  if (actions.includes('create')) {
    route(endpoints.create, 'create', async (request) =>
      engine.create(resource, scope(request), withPathFields(request, endpoints.create)),
    );
  }
  if (actions.includes('edit')) {
    // Without an address of its own, an update is sent with the id in the body or the path.
    const updates = resource.api?.update ? [endpoints.update] : [endpoints.update, endpoints.save];
    // A line's update its header writes apart at the same address is that route's.
    const header = resource.parent ? engine.resource(resource.parent.resource) : undefined;
    const setKey = header?.lines?.find((set) => set.resource === resourceKey(resource))?.key;
    const apart = header && setKey ? endpointsOf(header).lineWrites[setKey]?.update : undefined;
    // A batch save at the create's address is that route's.
    const registered = (endpoint: Endpoint) =>
      (actions.includes('create') && endpoint.many && same(endpoint, endpoints.create)) ||
      (apart !== undefined && same(endpoint, apart));
    for (const endpoint of updates.filter((item) => !registered(item))) {
      const byId = endpoint.path.includes('{id}');
      route(endpoint, 'edit', async (request) =>
        engine.update(
          resource,
          scope(request),
          withPathFields(request, endpoint),
          byId ? endpointId(request, endpoint).id : undefined,
        ),
      );
    }
  }
  if (actions.includes('delete')) {
    route(endpoints.remove, 'delete', async (request, reply) => {
      engine.remove(resource, scope(request), removals(request, resource.idField));
      return reply.status(204).send();
    });
  }
  for (const base of resourcePaths(resource)) {
    if (actions.includes('enable')) {
      for (const [segment, enabled] of [
        ['enable', true],
        ['disable', false],
      ] as const) {
        app.post(`${base}/${segment}`, { preValidation: guard('enable') }, async (request) => {
          const ids = listBody(request, `${resource.idField} values`).map((id) => {
            if (!Number.isInteger(id) || Number(id) < 0) {
              throw badRequest(`Each item must be a ${resource.idField} (a whole number from 0)`);
            }
            return Number(id);
          });
          return engine.setEnabled(resource, scope(request), ids, enabled);
        });
      }
    }
  }
  for (const action of resource.parent ? [] : (resource.customActions ?? [])) {
    const endpoint = endpoints.actions[action.key];
    if (!endpoint) continue;
    route(endpoint, action.key, async (request) =>
      engine.action(
        resource,
        scope(request),
        action.key,
        action.on === 'row' ? actionRowId(request, endpoint, resource.idField) : undefined,
        request.body,
        action.on === 'selection' ? selectedIds(request, resource, action) : undefined,
      ),
    );
  }
}

/** Options of {@link engineRoutes}. */
export interface EngineRoutesOptions {
  ctx: AppContext;
  engine: Engine;
}

/**
 * Registers the routes of every resource that is not a line resource (and of line resources
 * with a detail page of their own), and the multi-language lookup.
 */
export async function engineRoutes(
  app: FastifyInstance,
  { ctx, engine }: EngineRoutesOptions,
): Promise<void> {
  app.addHook('onRequest', requireSession(ctx));
  for (const resource of engine.resources.values()) {
    if (!resource.parent || resource.detailRoute) registerResource(app, ctx, engine, resource);
  }

  const translated = [...engine.resources.values()].flatMap((resource) =>
    Object.entries(resource.fields)
      .filter(([, field]) => field.kind === 'tl')
      .map(([name]) => ({ resource, name })),
  );
  const translatedNames = [...new Set(translated.map((item) => item.name))];

  for (const path of tenantPaths('/hpfm', '/multi-language')) {
    app.get(path, { preValidation: tenantGuard }, async (request) => {
      const query = request.query as Record<string, unknown>;
      const fieldName = query.fieldName;
      const token = query._token;
      if (typeof fieldName !== 'string' || fieldName === '' || fieldName.length > 60) {
        throw badRequest("Query parameter 'fieldName' is required (at most 60 characters)");
      }
      if (token !== undefined && (typeof token !== 'string' || token.length > 100)) {
        throw badRequest("Query parameter '_token' must be a text of at most 100 characters");
      }
      const session = sessionOf(request);
      const found =
        typeof token === 'string' && token !== '' ? tokenOwner(ctx.db, token) : undefined;
      const resource = found ? engine.resolve(found.key) : undefined;
      // A shared resource's platform rows (tenant 0) are every tenant's to read; another
      // tenant's row is answered like an unknown one, so that nothing tells it exists.
      const visible =
        found?.tenantId === session.tenantId ||
        (resource?.tenancy === 'shared' && found?.tenantId === 0);
      const owner = visible ? found : undefined;
      if (!owner || !resource) {
        // A row not saved yet (or one without translations): every language is empty.
        if (!translatedNames.includes(fieldName)) {
          throw badRequest(
            `Query parameter 'fieldName' must be one of: ${translatedNames.join(', ')}`,
          );
        }
        return multiLanguageValues(ctx.db, undefined, fieldName);
      }
      const code = permissionCode(engine.owner(resource), 'query');
      if (!holdsAny(ctx.db, actingRole(ctx.db, session), [code])) throw missingPermission(code);
      // A row the caller's scope does not read (another team's, outside their data
      // permissions) is answered like an unknown one too.
      if (!engine.find(resource, engineScope(ctx, request), owner.rowId)) {
        return multiLanguageValues(ctx.db, undefined, fieldName);
      }
      const names = translated
        .filter((item) => item.resource === resource)
        .map((item) => item.name);
      if (!names.includes(fieldName)) {
        throw badRequest(`Query parameter 'fieldName' must be one of: ${names.join(', ')}`);
      }
      return multiLanguageValues(ctx.db, token as string, fieldName);
    });
  }
}
