import type { Field, RowLink } from './fields';
import type { Text } from './text';

/** The standard actions of a resource; each is guarded by `<module>.<name>.list-<action>`. */
export const STANDARD_ACTIONS = ['create', 'edit', 'delete', 'enable', 'export'] as const;

/** One of {@link STANDARD_ACTIONS}. */
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

/** What the client does with a control whose permission code the role lacks. */
export type ControllerType = 'hidden' | 'disabled';

/** The controller type of each standard permission (query and import included). */
export const ACTION_CONTROLLER_TYPES: Readonly<Record<StandardAction | 'query', ControllerType>> = {
  query: 'hidden',
  create: 'disabled',
  edit: 'disabled',
  delete: 'hidden',
  enable: 'disabled',
  export: 'hidden',
};

/**
 * An action beyond CRUD: a button on each row (`row`) or in the toolbar (`toolbar`) that posts
 * to `{path}/{id}/{key}` (row) or `{path}/{key}` (toolbar), or a button of a row's detail page
 * (`form`) that posts the form's values as they are to `{path}/{key}` (HZERO's way of testing
 * values before they are saved); a server hook carries it out and answers the row as it is now
 * (row) and/or a `message` in the user's language.
 */
export interface CustomAction {
  /** URL segment and permission suffix, kebab-case (e.g. `test-connection`). */
  key: string;
  /** The button's text. */
  label: Text;
  /**
   * Where the button is: on a row, in the list's toolbar, on the detail page's form, or in the
   * toolbar acting on the rows selected in the list (`selection`, offered while one is: they
   * are sent as HZERO's batch calls send them, a list of `{<idField>: id}` in the body, or in
   * `selectionQuery`).
   */
  on: 'row' | 'toolbar' | 'form' | 'selection';
  /**
   * Of a `selection` action: the query parameter that carries the selected ids, comma-separated,
   * in place of the body (HZERO's `api-monitor-rules/apply?monitorRuleIds=`).
   */
  selectionQuery?: string;
  /** A question asked before the action runs. */
  confirm?: Text;
  /** Offered only for rows whose field has one of these values (e.g. `{status: ['DRAFT']}`). */
  when?: Readonly<Record<string, readonly (string | number)[]>>;
  /**
   * HZERO's address of the action, `[METHOD ]path` after `/v1[/{tenantId}]/` as the `api`
   * entries are (POST when no method is named, never GET), in place of the engine's own; a row
   * action's names the row's id as the path segment `{id}`, the others name no id (and none
   * names another field).
   */
  api?: string;
}

/** Lines edited with their header on its detail page and saved together. */
export interface LinesDescription {
  /** Body key and URL segment of the lines (e.g. `values`). */
  key: string;
  /** The line resource, `module/name`; its `parent` names this resource. */
  resource: string;
}

/** The menu entry of a resource's list page. */
export interface MenuEntry {
  /** Code of the directory (or root) it sits in, e.g. `hzero.hpfm.mdm`. */
  parent: string;
  /** Position among its siblings (ascending). */
  sort: number;
  /** Short search keys (English keyword, pinyin initials). */
  quickIndex: Text;
  /** Menu code; `hzero.<module>.<name>` when omitted. */
  code?: string;
  /** Only site-level roles get it. */
  siteOnly?: boolean;
  /** The entry's name when it differs from the page's title. */
  name?: Text;
}

/** A further list page of a resource's rows: another area's, or one with fixed filters. */
export interface PageDescription {
  /** The page's route, e.g. `/pub/projects/sequencing-order`. */
  route: string;
  /** Its title; the resource's when omitted. */
  title?: Text;
  /** Filter values the page always sends and does not offer, e.g. `{type: 'sequencing'}`. */
  filters?: Readonly<Record<string, string | number>>;
  /** The links of its cells by field, in place of the fields' own (another area's pages). */
  links?: Readonly<Record<string, string | readonly RowLink[]>>;
  /** Its menu entry. */
  menu?: MenuEntry;
  /** The page only lists (another area's readers, e.g. customers): no create, edit or actions. */
  readOnly?: boolean;
}

/**
 * A page of a row beyond the engine's own (one of its module's pages in
 * `app/modules/<module>/pages.tsx`), opened from the row's actions.
 */
export interface RowPage {
  /** The row action's text (the page's title). */
  label: Text;
  /** The page's route, its `:field` parts filled from the row, e.g. `/hiam/role/api/:id`. */
  route: string;
  /** The action whose permission code opens it; `query` when omitted. */
  action?: StandardAction | 'query';
}

/** A keyword search of a list: `keyword` matches a part of any of the fields (case-blind). */
export interface SearchDescription {
  /** The fields searched. */
  fields: readonly string[];
  /** The label of the query bar's input; 'Keyword' when omitted. */
  label?: Text;
}

/** An operation of a resource's API whose address a description may name (`api`). */
export type ApiOperation = 'list' | 'tree' | 'get' | 'create' | 'update' | 'remove';

/** An HTTP method of the engine's routes. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * HZERO's address of operations where it is not the engine's own, each `[METHOD ]path[ []]`
 * after `/v1[/{tenantId}]/` as `path` is (the method only where HZERO's differs from the
 * engine's: GET for reads, POST create, PUT update, DELETE remove). `{id}` stands for the row's
 * id (the header's for lines), as a path segment or a query value
 * (`customize/model/detail?modelId={id}`). A create or update ending ` []` sends a list of rows
 * and is answered the list saved (HZERO's batch saves: a row with its id is updated, one without
 * created).
 * The engine's own addresses: list `{path}`, tree `{path}/tree`, get `{path}/{id}`, create
 * `{path}`, update `{path}` (a list's dialog) and `{path}/{id}` (a detail page), remove
 * `{path}`, lines `{path}/{id}/{key}`; export, enable and custom actions stay under `{path}`.
 */
export interface ResourceApi extends Partial<Record<ApiOperation, string>> {
  /** The read of each line set, by its key, e.g. `{holidays: 'calendars/{id}/calendar-holidays'}`. */
  lines?: Readonly<Record<string, string>>;
  /** Line sets HZERO writes apart from their header's save, by key (see {@link LineWrites}). */
  lineWrites?: Readonly<Record<string, LineWrites>>;
  /**
   * The site form of reads whose site address is not their tenant address without the tenant:
   * a path after `/v1/` naming `{tenantId}` (the caller's tenant), e.g. HZERO's site system
   * configuration `{list: 'config/{tenantId}'}` beside its tenant `/v1/{tenantId}/config`.
   */
  site?: Partial<Record<'list' | 'tree' | 'get', string>>;
  /**
   * A singleton's tenant form is one settings object (HZERO's password policy): GET `{path}`
   * answers the tenant's row, or the fields' default values while it has none; PUT `{path}`
   * saves the whole object (updates the row, or creates it). The site form keeps the list of
   * every tenant's rows.
   */
  settings?: boolean;
}

/**
 * HZERO's addresses of a line set it writes apart from its header's save, each `[METHOD ]path`
 * after `/v1[/{tenantId}]/`; `{id}` is the header's id (a path without it takes the header from
 * each line's parent field). The detail page sends these writes as the user makes them: Delete
 * removes a saved line after a confirmation, and a line's dialog saves a new line (`create`) or
 * a changed one (`update`) at once. What is not written apart is saved with the header.
 */
export interface LineWrites {
  /**
   * Removes lines, the body a list of `{<idField>, objectVersionNumber}`; DELETE unless named.
   * Without it, removals go with the header's save (HZERO's removal in a form the engine does
   * not speak).
   */
  remove?: string;
  /** HZERO's `remove` takes one line a call, the body one `{<idField>, objectVersionNumber}`. */
  removeOne?: boolean;
  /**
   * HZERO's id lists (e.g. `sec-grp-role-assign/{id}/assign-role` with `[roleId, …]`): `create`
   * and `remove` send a list of this line field's values, one a line, under the header `{id}`
   * (no line ids, no versions); a line is not changed, only added or removed.
   */
  ids?: string;
  /** Creates a line; POST unless named; ending ` []`, the body is a list of lines (answered so). */
  create?: string;
  /** Changes a line at its `objectVersionNumber`; PUT unless named; ` []` as for `create`. */
  update?: string;
}

/** The calls of a line set written apart (see {@link LineWrites}). */
export interface LineWriteEndpoints {
  remove?: Endpoint;
  /** The removal's body is one line, not a list (see {@link LineWrites.removeOne}). */
  removeOne?: boolean;
  /** The line field whose values `create` and `remove` send as a list ({@link LineWrites.ids}). */
  ids?: string;
  create?: Endpoint;
  update?: Endpoint;
}

/**
 * Where an operation is called: method and path template (`{id}`, a query). The tenant's part of
 * a template is in brackets: `[/{tenantId}]` is there in the tenant form (a tenant-level role's
 * call) and not in the site form; `[tenant|site]` is `tenant` in the tenant form and `site` in the
 * site form (`/hpfm/v1[/{tenantId}/config|/config/{tenantId}]`). See {@link tenantForm}.
 */
export interface Endpoint {
  method: ApiMethod;
  path: string;
  /** The body is a list of rows, and so is the answer (` []`). */
  many?: boolean;
}

/** Every operation's {@link Endpoint} of a resource (see {@link ResourceApi}). */
export interface ResourceEndpoints extends Record<ApiOperation, Endpoint> {
  /** The save of a detail page: the header with its lines. */
  save: Endpoint;
  /** The read of each line set, by its key. */
  lines: Readonly<Record<string, Endpoint>>;
  /** The writes of each line set written apart from the header, by its key. */
  lineWrites: Readonly<Record<string, LineWriteEndpoints>>;
  /** Each custom action's call, by its key (see {@link CustomAction}). */
  actions: Readonly<Record<string, Endpoint>>;
  /** The tenant's settings object (read with GET, saved with PUT), when `api.settings`. */
  settings?: Endpoint;
}

/**
 * Everything about one resource (an admin screen's rows), in one place: storage, API,
 * validation, permission codes, menu entry, pages and texts all derive from it. A description
 * imports neither React, the app nor the server.
 */
export interface ResourceDescription {
  /** The module (first segment of its routes, permission codes and menu codes), e.g. `hpfm`. */
  module: string;
  /** The resource's name within the module, kebab-case, e.g. `country`. */
  name: string;
  /** Service prefix of its API; `/<module>` when omitted. */
  service?: string;
  /** Path of its API after `/v1[/{tenantId}]/`, e.g. `countries`. */
  path: string;
  /** HZERO's addresses of operations that are not at the engine's own under `path`. */
  api?: ResourceApi;
  /**
   * Its addresses exist in the tenant form only (`/v1/{tenantId}/...`): HZERO keeps the site form
   * of the same paths for another screen (a tenant's sub-accounts at `{tenantId}/users/paging`,
   * the platform's users at `users/paging`).
   */
  tenantOnly?: boolean;
  /** Table holding the rows. */
  table: string;
  /**
   * Columns named otherwise than the engine's defaults, for tables other services keep too:
   * the id's (the snake_case of `idField`) and the tenant's (`tenant_id`).
   */
  columns?: { id?: string; tenant?: string };
  /** API name of the id (its column is the snake_case of it). */
  idField: string;
  /**
   * `tenant`: each tenant has its own rows (a `tenant_id` column); `shared`: the same, and every
   * tenant also reads the platform's rows (tenant 0), which only the platform tenant changes;
   * `site`: one set of rows for the whole platform.
   */
  tenancy: 'tenant' | 'shared' | 'site';
  /** The list page's title. */
  title: Text;
  /** One row's kind in lower case, as in 'Create %{entity}'. */
  entity: Text;
  /** The fields, in form order. */
  fields: Readonly<Record<string, Field>>;
  /** The field naming a row to the user (confirmations, row-action menus). */
  nameField: string;
  /** Each tenant has at most one row of it (its settings): a second create is refused. */
  singleton?: boolean;
  /** Rows carry `enabledFlag` (1 or 0); default true. */
  enabledFlag?: boolean;
  /** Sort of the list's first load. */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /**
   * The standard actions offered; all five when omitted ('enable' only with `enabledFlag`).
   * A read-only resource offers 'export' only, and only when listed here.
   */
  actions?: readonly StandardAction[];
  /**
   * Rows kept by the module's own services and only read here: the engine answers their list
   * (and its export when `actions` names it), nothing else; no demo rows, lines or tree.
   */
  readOnly?: boolean;
  /**
   * Every signed-in user may read the rows, as HZERO's `permissionLogin` (no query permission
   * code): the resource's `scope` hook decides whose rows each caller sees and refuses the
   * others. Writes, when the resource offers them, still need their permission codes.
   */
  permissionLogin?: boolean;
  /** The list's keyword search. */
  search?: SearchDescription;
  /** Rows whose field has one of these values are never read (e.g. the customers' drafts). */
  excludes?: Readonly<Record<string, readonly (string | number)[]>>;
  /** Actions beyond CRUD, carried out by a server hook. */
  customActions?: readonly CustomAction[];
  /** A line resource: its rows belong to a row of `resource` through `field`. */
  parent?: { resource: string; field: string };
  /** Header with lines: these line sets are edited on the detail page and saved with the header. */
  lines?: readonly LinesDescription[];
  /** A tree: each row may sit under another row of the same resource. */
  tree?: { parentField: string };
  /** The list page's route, e.g. `/hpfm/country/list` (none for line resources). */
  route?: string;
  /**
   * The detail page's route, its last parameter the row id, e.g. `/hpfm/value-list/detail/:lovId`.
   * Header-with-lines resources edit there; others edit in a dialog.
   */
  detailRoute?: string;
  /**
   * Parameters of `route` that filter the list and fill new rows (e.g. `{companyId: 'companyId'}`
   * for `/hpfm/org/company/department/:companyId`): route parameter to field.
   */
  routeFilters?: Readonly<Record<string, string>>;
  /** The menu entry of the list page. */
  menu?: MenuEntry;
  /** Further list pages of the same rows (another area's, or with fixed filters). */
  pages?: readonly PageDescription[];
  /** Pages of a row that its module builds itself, each opened by a row action. */
  rowPages?: readonly RowPage[];
  /**
   * For a list page without a menu entry, reached from another resource's page (the departments
   * of a company, from the companies): that resource's key. Its permission codes sit under the
   * first menu entry up this chain, and its pages open in that entry's tab.
   */
  detailOf?: string;
  /**
   * Rows each demo tenant starts with (line sets under their `key`). A row or line with
   * `_tenants: [ids]` is written into those demo tenants only (e.g. bound to their users).
   */
  demo?: readonly Readonly<Record<string, unknown>>[];
  /**
   * Resources whose demo rows must exist before these demo rows are written, beyond those their
   * references name (e.g. rows a hook looks up by a typed code).
   */
  demoAfter?: readonly string[];
}

/** `module/name`, the key of a resource. */
export function resourceKey(resource: Pick<ResourceDescription, 'module' | 'name'>): string {
  return `${resource.module}/${resource.name}`;
}

/** The table column of a resource's id: `columns.id`, or the snake_case of `idField`. */
export function idColumnOf(resource: Pick<ResourceDescription, 'idField' | 'columns'>): string {
  return (
    resource.columns?.id ?? resource.idField.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`)
  );
}

/** The table column of a row's tenant: `columns.tenant`, or `tenant_id`. */
export function tenantColumnOf(resource: Pick<ResourceDescription, 'columns'>): string {
  return resource.columns?.tenant ?? 'tenant_id';
}

/** The standard actions a resource offers. */
export function actionsOf(resource: ResourceDescription): readonly StandardAction[] {
  if (resource.readOnly) return (resource.actions ?? []).filter((action) => action === 'export');
  const actions = resource.actions ?? STANDARD_ACTIONS;
  return hasEnabledFlag(resource) ? actions : actions.filter((action) => action !== 'enable');
}

/** Whether rows carry `enabledFlag`. */
export function hasEnabledFlag(resource: ResourceDescription): boolean {
  return resource.enabledFlag !== false;
}

/** The permission code of an action, e.g. `hpfm.country.list-create`. */
export function permissionCode(
  resource: Pick<ResourceDescription, 'module' | 'name'>,
  action: string,
): string {
  return `${resource.module}.${resource.name}.list-${action}`;
}

/** A permission code with what the client does without it. */
export interface PermissionEntry {
  code: string;
  controllerType: ControllerType;
  /** Granted with the menu (the query code). */
  grantWithMenu: boolean;
  /** What it allows, in English. */
  description: string;
}

/**
 * Every permission code of a resource: query (none for `permissionLogin` and for a list under
 * another resource's row), its standard actions and its custom actions.
 */
export function permissionsOf(resource: ResourceDescription): PermissionEntry[] {
  // A list under another resource's row is read with that resource's query code.
  const query =
    resource.permissionLogin || listedWithin(resource) !== undefined ? [] : (['query'] as const);
  const standard = [...query, ...actionsOf(resource)].map((action) => ({
    code: permissionCode(resource, action),
    controllerType: ACTION_CONTROLLER_TYPES[action],
    grantWithMenu: action === 'query',
    description: `${action} ${resource.entity.en_US} records`,
  }));
  const custom = (resource.customActions ?? []).map((action) => ({
    code: permissionCode(resource, action.key),
    controllerType: 'disabled' as const,
    grantWithMenu: false,
    description: `${action.label.en_US} (${resource.entity.en_US})`,
  }));
  return [...standard, ...custom];
}

/** The menu code of a resource's list page. */
export function menuCodeOf(resource: ResourceDescription): string | undefined {
  if (!resource.menu) return undefined;
  return resource.menu.code ?? `hzero.${resource.module}.${resource.name}`;
}

/** Every list page of a resource: its own (`route`, `menu`) first, then its `pages`. */
export function listPagesOf(resource: ResourceDescription): PageDescription[] {
  const own: PageDescription[] = resource.route
    ? [{ route: resource.route, ...(resource.menu ? { menu: resource.menu } : {}) }]
    : [];
  return [...own, ...(resource.pages ?? [])];
}

/** The menu code of a list page (`hzero.<module>.<name>` for the resource's own when not set). */
export function pageMenuCode(
  resource: ResourceDescription,
  page: PageDescription,
): string | undefined {
  if (!page.menu) return undefined;
  return page.menu.code ?? `hzero.${resource.module}.${resource.name}`;
}

/**
 * The API path template of `rest`, e.g. `/hpfm/v1[/{tenantId}]/countries` for `countries`
 * (`/v1/{tenantId}/...` for a `tenantOnly` resource, `/v1/...` for a site one).
 */
function apiPrefixed(resource: ResourceDescription, rest: string): string {
  const service = resource.service ?? `/${resource.module}`;
  if (resource.tenancy === 'site') return `${service}/v1/${rest}`;
  return resource.tenantOnly
    ? `${service}/v1/{tenantId}/${rest}`
    : `${service}/v1[/{tenantId}]/${rest}`;
}

/** The API path template, e.g. `/hpfm/v1[/{tenantId}]/countries` (see the app's request client). */
export function apiPathOf(resource: ResourceDescription): string {
  return apiPrefixed(resource, resource.path);
}

const API_ENTRY = /^(?:(GET|POST|PUT|DELETE) )?([^ ]+)( \[\])?$/;

/**
 * The method and path template of every operation of a resource: the description's `api`
 * where it names one, the engine's own address otherwise.
 */
export function endpointsOf(resource: ResourceDescription): ResourceEndpoints {
  const api = resource.api ?? {};
  const site = api.site ?? {};
  const service = resource.service ?? `/${resource.module}`;
  /** `own` and `siteForm` are paths after `/v1[/{tenantId}]/`, `named` an `api` entry. */
  const at = (method: ApiMethod, own: string, named?: string, siteForm?: string): Endpoint => {
    const [, given, path = own, many] = named === undefined ? [] : (API_ENTRY.exec(named) ?? []);
    return {
      method: (given as ApiMethod | undefined) ?? method,
      path:
        siteForm === undefined
          ? apiPrefixed(resource, path)
          : `${service}/v1[/{tenantId}/${path}|/${siteForm}]`,
      ...(many ? { many: true } : {}),
    };
  };
  const base = resource.path;
  return {
    list: at('GET', base, api.list, site.list),
    tree: at('GET', `${base}/tree`, api.tree, site.tree),
    get: at('GET', `${base}/{id}`, api.get, site.get),
    create: at('POST', base, api.create),
    update: at('PUT', base, api.update),
    save: at('PUT', `${base}/{id}`, api.update),
    remove: at('DELETE', base, api.remove),
    lines: Object.fromEntries(
      (resource.lines ?? []).map((set) => [
        set.key,
        at('GET', `${base}/{id}/${set.key}`, api.lines?.[set.key]),
      ]),
    ),
    lineWrites: Object.fromEntries(
      Object.entries(api.lineWrites ?? {}).map(([key, writes]) => {
        const own = `${base}/{id}/${key}`;
        return [
          key,
          {
            ...(writes.remove ? { remove: at('DELETE', own, writes.remove) } : {}),
            ...(writes.removeOne ? { removeOne: true } : {}),
            ...(writes.ids ? { ids: writes.ids } : {}),
            ...(writes.create ? { create: at('POST', own, writes.create) } : {}),
            ...(writes.update ? { update: at('PUT', own, writes.update) } : {}),
          },
        ];
      }),
    ),
    actions: Object.fromEntries(
      (resource.customActions ?? []).map((action) => [
        action.key,
        at(
          'POST',
          action.on === 'row' ? `${base}/{id}/${action.key}` : `${base}/${action.key}`,
          action.api,
        ),
      ]),
    ),
    ...(api.settings
      ? { settings: { method: 'GET', path: `${service}/v1/{tenantId}/${base}` } }
      : {}),
  };
}

/**
 * The address of a path template in the tenant form (`scoped`: a tenant-level role's call) or the
 * site form (see {@link Endpoint}), `{tenantId}` and `{organizationId}` the caller's tenant (left
 * as they are when `tenantId` is undefined).
 */
export function tenantForm(template: string, scoped: boolean, tenantId?: number | string): string {
  const form = template.replace(
    /\[(\/\{(?:tenantId|organizationId)\}[^\]|]*)(?:\|([^\]]*))?\]/g,
    (_, tenant: string, site: string | undefined) => (scoped ? tenant : (site ?? '')),
  );
  return tenantId === undefined
    ? form
    : form.replace(/\{(tenantId|organizationId)\}/g, String(tenantId));
}

/** A call of an endpoint for a row: its path template with the id in it, and its query. */
export interface EndpointCall {
  method: ApiMethod;
  path: string;
  query: Record<string, string>;
}

/**
 * The call of an endpoint for the row `id` (the id in its path or its query), the other fields
 * its path names (`{countryId}`) filled from `row`.
 */
export function callOf(
  endpoint: Endpoint,
  id: string | number,
  row: Readonly<Record<string, unknown>> = {},
): EndpointCall {
  const [path = '', search = ''] = endpoint.path.split('?');
  const value = String(id);
  return {
    method: endpoint.method,
    path: path
      .replaceAll('{id}', encodeURIComponent(value))
      .replace(/\{([a-z][A-Za-z0-9]*)\}/g, (whole, name: string) =>
        name === 'tenantId' ? whole : encodeURIComponent(String(row[name] ?? '')),
      ),
    query: Object.fromEntries(
      search
        .split('&')
        .filter((pair) => pair !== '')
        .map((pair) => {
          const [name = '', given = ''] = pair.split('=');
          return [name, given === '{id}' ? value : given];
        }),
    ),
  };
}

/**
 * The path templates under which a resource's rows are read (list, tree, one row, lines), cut
 * before their first `{id}`: what a change makes stale.
 */
export function readPrefixesOf(resource: ResourceDescription): string[] {
  const endpoints = endpointsOf(resource);
  const reads = [
    endpoints.list,
    endpoints.tree,
    endpoints.get,
    ...Object.values(endpoints.lines),
    ...(endpoints.settings ? [endpoints.settings] : []),
  ].map((endpoint) => (endpoint.path.split(/\{id\}|\?/)[0] ?? '').replace(/\/$/, ''));
  return [...new Set(reads)].filter(
    (prefix, _, all) => !all.some((other) => other !== prefix && prefix.startsWith(`${other}/`)),
  );
}

/** The query parameter an endpoint carries the id in (`...?modelId={id}`), if it does. */
export function idQueryParamOf(path: string): string | undefined {
  return /[?&]([A-Za-z][A-Za-z0-9]*)=\{id\}/.exec(path)?.[1];
}

/** The value-list view code of a resource (its rows picked in a Lov), e.g. `HPFM.COUNTRY`. */
export function viewCodeOf(resource: Pick<ResourceDescription, 'module' | 'name'>): string {
  return `${resource.module}.${resource.name}`.toUpperCase().replace(/-/g, '_');
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;
const RESERVED = new Set([
  'tenantId',
  'enabledFlag',
  'objectVersionNumber',
  'creationDate',
  'lastUpdateDate',
  '_token',
  '_tls',
  '_status',
  'page',
  'size',
  'sort',
]);

/**
 * Checks a description and gives it back; a mistake throws when the module loads, naming the
 * resource and what is wrong (so no server starts, and no test passes, with a broken one).
 */
export function defineResource<R extends ResourceDescription>(resource: R): R {
  const where = `Resource ${resource.module}/${resource.name}`;
  const fail = (what: string): never => {
    throw new Error(`${where}: ${what}`);
  };
  if (!KEBAB.test(resource.module) || !KEBAB.test(resource.name)) {
    fail('module and name must be kebab-case');
  }
  if (!CAMEL.test(resource.idField)) fail(`idField '${resource.idField}' must be camelCase`);
  const names = Object.keys(resource.fields);
  for (const name of names) {
    if (!CAMEL.test(name)) fail(`field '${name}' must be camelCase`);
    if (RESERVED.has(name) || name === resource.idField) fail(`field '${name}' is reserved`);
    const field = resource.fields[name];
    if (field?.kind === 'text' && field.pattern) new RegExp(field.pattern);
    if (field?.kind === 'select' && !field.options && !field.lovCode) {
      fail(`select field '${name}' needs options or a lovCode`);
    }
    if (field?.kind === 'reference' && field.within !== undefined) {
      const within = resource.fields[field.within];
      if (within?.kind !== 'reference' || field.within === name) {
        fail(`reference '${name}' is within '${field.within}', which is no other reference field`);
      }
    }
    if (
      field?.writeOnly &&
      (field.column !== false || field.filter || field.sortable || field.unique || field.required)
    ) {
      fail(
        `write-only field '${name}' must be column: false, never filtered, sorted, unique or required`,
      );
    }
    if (
      (field?.shownWhenHeader || (field?.kind === 'text' && field.placeholdersOf)) &&
      !resource.parent
    ) {
      fail(`field '${name}' depends on its header, but the resource is no line resource`);
    }
  }
  const known = new Set([...names, resource.idField]);
  if (!known.has(resource.nameField)) fail(`nameField '${resource.nameField}' is not a field`);
  if (resource.defaultSort && !known.has(resource.defaultSort.field)) {
    fail(`defaultSort field '${resource.defaultSort.field}' is not a field`);
  }
  if (resource.tree && resource.fields[resource.tree.parentField]?.kind !== 'integer') {
    fail(`tree parentField '${resource.tree.parentField}' must be an integer field`);
  }
  if (resource.parent && resource.fields[resource.parent.field]?.kind !== 'integer') {
    fail(`parent field '${resource.parent.field}' must be an integer field`);
  }
  if (resource.parent && (resource.route || resource.menu)) {
    fail('a line resource has no route or menu of its own');
  }
  if (resource.lines && !resource.detailRoute) fail('a header with lines needs a detailRoute');
  if (resource.tenantOnly && resource.tenancy === 'site')
    fail('a site resource has no tenant form');
  if (resource.detailOf && (!resource.route || resource.menu)) {
    fail('detailOf is for a list page (route) without a menu entry of its own');
  }
  for (const [param, field] of Object.entries(resource.routeFilters ?? {})) {
    if (!resource.route?.includes(`:${param}`)) fail(`route has no parameter ':${param}'`);
    if (!known.has(field)) fail(`routeFilters field '${field}' is not a field`);
  }
  for (const action of resource.customActions ?? []) {
    if (!KEBAB.test(action.key)) fail(`custom action '${action.key}' must be kebab-case`);
    if (action.on === 'form' && !resource.detailRoute) {
      fail(`form action '${action.key}' needs a detail page (detailRoute)`);
    }
    if (action.selectionQuery !== undefined) {
      if (action.on !== 'selection') {
        fail(`action '${action.key}': only a selection action has a selectionQuery`);
      }
      if (!/^[a-z][A-Za-z0-9]*$/.test(action.selectionQuery)) {
        fail(`action '${action.key}': selectionQuery must be a camelCase parameter name`);
      }
    }
    if (action.api !== undefined) checkActionApi(action, fail);
  }
  checkApi(resource, fail);
  checkReads(resource, known, fail);
  return resource;
}

const API_PATH =
  /^[a-z0-9][a-z0-9-]*(\/([a-z0-9][a-z0-9-]*|\{[a-z][A-Za-z0-9]*\}))*(\?[A-Za-z][A-Za-z0-9]*=\{id\})?$/;

/** The fields a path names besides the id (`{countryId}` of `countries/{countryId}/regions`). */
export function pathFieldsOf(path: string): string[] {
  return [...path.matchAll(/\{([a-z][A-Za-z0-9]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'id' && name !== 'tenantId');
}

/**
 * The reference field whose row a resource's rows are listed under (`{permissionId}` of the list
 * `apis/{permissionId}/fields`), when its list path names one.
 */
export function listedWithin(resource: ResourceDescription): string | undefined {
  return pathFieldsOf(endpointsOf(resource).list.path)[0];
}

/**
 * Checks the references `within` another field across descriptions: the referenced resource is
 * listed under that field's row (`apis/{permissionId}/fields` for `within: 'permissionId'`),
 * by a reference to the same resource; throws naming the field otherwise.
 */
export function checkWithinReferences(resources: ReadonlyMap<string, ResourceDescription>): void {
  for (const [key, resource] of resources) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind !== 'reference' || field.within === undefined) continue;
      const target = resources.get(field.resource);
      const own = resource.fields[field.within];
      const listed = target && target.fields[field.within];
      if (
        !target ||
        listedWithin(target) !== field.within ||
        own?.kind !== 'reference' ||
        listed?.kind !== 'reference' ||
        listed.resource !== own.resource
      ) {
        throw new Error(
          `Resource ${key}: reference '${name}' is within '${field.within}', but ${field.resource} is not listed under a ${own?.kind === 'reference' ? own.resource : '?'} row by {${field.within}}`,
        );
      }
    }
  }
}

/** Checks a custom action's `api`: a path, no GET and no list, `{id}` in a row action's path. */
function checkActionApi(action: CustomAction, fail: (what: string) => never): void {
  const named = action.api ?? '';
  const [, method, path = '', many] = API_ENTRY.exec(named) ?? [];
  const where = `action '${action.key}' api '${named}'`;
  if (!API_PATH.test(path) || path.includes('?'))
    fail(`${where} is not a path after /v1[/{tenantId}]/`);
  if (method === 'GET' || many)
    fail(`${where}: an action changes state, with one body (no GET, no [])`);
  if (path.includes('{id}') !== (action.on === 'row')) {
    fail(`${where} must ${action.on === 'row' ? '' : 'not '}name {id}`);
  }
  if (pathFieldsOf(path).length > 0) fail(`${where} names a field other than {id}`);
}

/** Checks the description's `api`: each path's form, where `{id}` may and must be. */
function checkApi(resource: ResourceDescription, fail: (what: string) => never): void {
  const api = resource.api;
  if (!api) return;
  if (api.settings && (!resource.singleton || resource.tenancy === 'site' || resource.tenantOnly)) {
    fail('api settings needs a singleton with site and tenant forms');
  }
  if (api.settings && (api.list !== undefined || api.update !== undefined)) {
    fail('api settings reads and saves at the path: no api list or update');
  }
  const check = (what: string, named: string, withId: boolean) => {
    const [, , path = '', many] = API_ENTRY.exec(named) ?? [];
    if (!API_PATH.test(path)) fail(`api ${what} '${named}' is not a path after /v1[/{tenantId}]/`);
    if (many && what !== 'create' && what !== 'update') {
      fail(`api ${what} '${named}': only a create or an update sends a list ( [])`);
    }
    // A row's other fields fill a create's or an update's path (the body has them); a list
    // named under another resource's row lists that row's only (`apis/{permissionId}/fields`).
    for (const name of pathFieldsOf(path)) {
      if (what !== 'create' && what !== 'update' && what !== 'list') {
        fail(`api ${what} '${named}': only a list, a create or an update names {${name}}`);
      }
      const kind = resource.fields[name]?.kind;
      if (what === 'list' && (kind !== 'reference' || pathFieldsOf(path).length > 1)) {
        fail(`api list '${named}' names one reference field at most ({${name}})`);
      }
      if (kind !== 'integer' && kind !== 'reference') {
        fail(`api ${what} '${named}': {${name}} is not a whole-number field`);
      }
    }
    if (path.includes('{id}') !== withId) {
      fail(`api ${what} '${named}' must ${withId ? '' : 'not '}name {id}`);
    }
  };
  for (const operation of ['list', 'tree', 'create', 'remove'] as const) {
    const named = api[operation];
    if (named !== undefined) check(operation, named, false);
  }
  if (api.get !== undefined) check('get', api.get, true);
  if (api.update !== undefined) {
    check('update', api.update, api.update.includes('{id}'));
    if (api.update.includes('?'))
      fail(`api update '${api.update}' carries the id in its path or body`);
  }
  if (api.tree !== undefined && !resource.tree) fail('api tree needs a tree');
  for (const [operation, named] of Object.entries(api.site ?? {})) {
    const where = `api site ${operation} '${named}'`;
    if (resource.tenancy === 'site' || resource.tenantOnly) {
      fail(`${where}: only a resource with site and tenant forms has a site form`);
    }
    if (!API_PATH.test(named) || named.includes('?') || !named.includes('{tenantId}')) {
      fail(`${where} is not a path after /v1/ naming {tenantId}`);
    }
    if (pathFieldsOf(named).length > 0) fail(`${where} names a field`);
    if (named.includes('{id}') !== (operation === 'get')) {
      fail(`${where} must ${operation === 'get' ? '' : 'not '}name {id}`);
    }
  }
  if (api.site?.tree !== undefined && !resource.tree) fail('api site tree needs a tree');
  const operations = [
    ...Object.keys(api).filter((key) => key !== 'site'),
    ...Object.keys(api.site ?? {}),
  ];
  if (resource.readOnly && operations.some((key) => key !== 'list')) {
    fail('a read-only resource names its list only');
  }
  for (const [key, named] of Object.entries(api.lines ?? {})) {
    if (!resource.lines?.some((set) => set.key === key)) fail(`api lines '${key}' is no line set`);
    check(`lines '${key}'`, named, true);
  }
  for (const [key, writes] of Object.entries(api.lineWrites ?? {})) {
    if (!resource.lines?.some((set) => set.key === key)) {
      fail(`api lineWrites '${key}' is no line set`);
    }
    if (!writes.remove && !writes.create && !writes.update) {
      fail(`api lineWrites '${key}' names no write`);
    }
    if (writes.ids !== undefined) {
      const where = `api lineWrites '${key}' ids '${writes.ids}'`;
      if (!writes.create || writes.create.endsWith(' []') || writes.update || writes.removeOne) {
        fail(
          `${where}: lines are added (create) and removed by value, one list each, never changed`,
        );
      }
      if (![writes.create, writes.remove].every((named) => named?.includes('{id}'))) {
        fail(`${where}: the create and remove addresses name the header's {id}`);
      }
    }
    for (const [what, named] of Object.entries(writes)) {
      if (what === 'ids' || typeof named !== 'string') continue;
      const [, , path = '', many] = API_ENTRY.exec(named) ?? [];
      const where = `api lineWrites '${key}' ${what} '${named}'`;
      if (many && what === 'remove') fail(`${where}: a removal always sends a list`);
      if (!API_PATH.test(path) || path.includes('?')) {
        fail(`${where} is not a path after /v1[/{tenantId}]/`);
      }
      if (pathFieldsOf(path).length > 0) fail(`${where} names a field other than {id}`);
    }
    // One address for both: a line naming its id is changed, another created.
    const create = API_ENTRY.exec(writes.create ?? '');
    const update = API_ENTRY.exec(writes.update ?? '');
    const oneAddress =
      create && update && (create[1] ?? 'POST') === (update[1] ?? 'PUT') && create[2] === update[2];
    if (oneAddress && create[3] !== update[3]) {
      fail(`api lineWrites '${key}' creates and updates at one address in two forms`);
    }
  }
}

const TEXTUAL_KINDS = new Set(['text', 'tl', 'longtext', 'code']);

/** Checks what a description says about reading and showing its rows. */
function checkReads(
  resource: ResourceDescription,
  known: ReadonlySet<string>,
  fail: (what: string) => never,
): void {
  if (resource.readOnly) {
    if (resource.lines || resource.tree || resource.parent || resource.customActions) {
      fail('a read-only resource has no lines, tree, parent or custom actions');
    }
    if (resource.demo) fail('a read-only resource has no demo rows (its rows are kept elsewhere)');
  }
  for (const name of resource.search?.fields ?? []) {
    if (!TEXTUAL_KINDS.has(resource.fields[name]?.kind ?? '')) {
      fail(`search field '${name}' must be a text field`);
    }
  }
  for (const name of Object.keys(resource.excludes ?? {})) {
    if (!known.has(name)) fail(`excludes field '${name}' is not a field`);
  }
  const params = new Set(['keyword', 'page', 'size', 'sort']);
  const linkFields = (link: string | readonly RowLink[], where: string) => {
    for (const item of typeof link === 'string' ? [{ to: link }] : link) {
      for (const match of item.to.matchAll(/:([A-Za-z0-9_]+)/g)) {
        if (!known.has(match[1] ?? '')) fail(`${where} names ':${match[1]}', which is not a field`);
      }
      for (const name of Object.keys(item.when ?? {})) {
        if (!known.has(name)) fail(`${where}: when '${name}' is not a field`);
      }
    }
  };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.shownAs === 'badge' && !(field.kind === 'select' && field.options)) {
      fail(`badge field '${name}' must be a select with options`);
    }
    if (field.shownAs === 'date' && field.kind !== 'datetime') {
      fail(`field '${name}' shown as a date must be a datetime`);
    }
    if (field.tones && field.shownAs !== 'badge') fail(`tones of '${name}' need shownAs: 'badge'`);
    if (field.range && field.kind !== 'date' && field.kind !== 'datetime') {
      fail(`range filter '${name}' must be a date or datetime field`);
    }
    if (field.link) linkFields(field.link, `link of '${name}'`);
    for (const param of [
      ...(field.filter ? [field.filterParam ?? name] : []),
      ...(field.range ?? []),
    ]) {
      if (!CAMEL.test(param) || params.has(param)) fail(`query parameter '${param}' is taken`);
      params.add(param);
    }
  }
  for (const page of resource.rowPages ?? []) linkFields(page.route, `row page ${page.route}`);
  for (const page of resource.pages ?? []) {
    const where = `page ${page.route}`;
    for (const name of Object.keys(page.filters ?? {})) {
      if (!resource.fields[name]?.filter) fail(`${where}: '${name}' is not a filter`);
    }
    for (const [name, link] of Object.entries(page.links ?? {})) {
      if (!known.has(name)) fail(`${where}: link field '${name}' is not a field`);
      linkFields(link, `${where}, link of '${name}'`);
    }
    if (page.route.includes(':')) fail(`${where}: a further page has no route parameters`);
  }
}

/** The fields a list may be filtered by: those marked `filter`, plus the parent and tree links. */
export function filterFields(resource: ResourceDescription): [string, Field][] {
  const names = new Set(
    Object.entries(resource.fields)
      .filter(([, field]) => field.filter)
      .map(([name]) => name),
  );
  if (resource.parent) names.add(resource.parent.field);
  if (resource.tree) names.add(resource.tree.parentField);
  for (const field of Object.values(resource.routeFilters ?? {})) names.add(field);
  return [...names].flatMap((name) => {
    const field = resource.fields[name];
    return field ? [[name, field] as [string, Field]] : [];
  });
}

/** The query parameter of a filter field: its `filterParam`, or its name. */
export function filterParamOf(name: string, field: Field): string {
  return field.filterParam ?? name;
}
