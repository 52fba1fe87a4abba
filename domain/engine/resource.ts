import { endpointsOf, pathFieldsOf } from './address';
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
  /**
   * What the action asks for before it runs (a refund's amount, a refusal's reason), in a
   * dialog of its own: the values go in the body (beside the row's `{<idField>: id}`), checked
   * by the server as a create of these fields is (see {@link actionFormOf}). Not for `selection`
   * or `form` actions, whose bodies are the rows.
   */
  form?: Readonly<Record<string, Field>>;
  /** Offered only for rows whose field has one of these values (e.g. `{status: ['DRAFT']}`). */
  when?: Readonly<Record<string, readonly (string | number)[]>>;
  /**
   * The column headings of the records the action answers (its `data`, a list), by key and in
   * their order; a key without one is shown as it is.
   */
  resultColumns?: Readonly<Record<string, Text>>;
  /**
   * HZERO's address of the action, `[METHOD ]path` after `/v1[/{tenantId}]/` as the `api`
   * entries are (POST when no method is named, never GET), in place of the engine's own. A row
   * action's names the row's id as the path segment `{id}`, or leaves it out and gets the row as
   * the body `{<idField>: id}` (HZERO's `job-info/trigger`); the others name no id (and none
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

/** Fields whose values together name one row of a tenant (of a header, for a line resource). */
export interface UniqueTogether {
  /** Two fields or more; a row with any of them empty clashes with none. */
  fields: readonly string[];
  /**
   * The refusal, each field's value as `%{fieldName}` (a reference's display, an option's
   * label); the engine's "already exists" naming every value when omitted.
   */
  message?: Text;
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
  /** Sets of fields unique together, as a field's `unique` is alone. */
  uniqueTogether?: readonly UniqueTogether[];
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
  /**
   * Rows whose fields have these values are kept as they are (e.g. `{statusCode: ['PUBLISHED']}`):
   * the pages offer no edit, enable or delete for them, and the server refuses those changes.
   * Custom actions still apply (the one that takes a row back, say).
   */
  lockedWhen?: Readonly<Record<string, readonly (string | number)[]>>;
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

/** The value-list view code of a resource (its rows picked in a Lov), e.g. `HPFM.COUNTRY`. */
export function viewCodeOf(resource: Pick<ResourceDescription, 'module' | 'name'>): string {
  return `${resource.module}.${resource.name}`.toUpperCase().replace(/-/g, '_');
}

/**
 * The reference field whose row a resource's rows are listed under (`{permissionId}` of the list
 * `apis/{permissionId}/fields`), when its list path names one.
 */
export function listedWithin(resource: ResourceDescription): string | undefined {
  return pathFieldsOf(endpointsOf(resource).list.path)[0];
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

/**
 * The fields a custom action asks for ({@link CustomAction.form}) as a description of their own,
 * so that the dialog's form and the server's check of the body are those of a create of it.
 */
export function actionFormOf(
  resource: ResourceDescription,
  action: CustomAction,
): ResourceDescription | undefined {
  if (!action.form) return undefined;
  return {
    module: resource.module,
    name: `${resource.name}-${action.key}`,
    service: resource.service,
    path: `${resource.path}/${action.key}`,
    table: resource.table,
    idField: resource.idField,
    tenancy: resource.tenancy,
    title: action.label,
    entity: resource.entity,
    nameField: Object.keys(action.form)[0] ?? resource.idField,
    enabledFlag: false,
    fields: action.form,
  };
}
