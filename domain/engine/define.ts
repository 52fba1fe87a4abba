/**
 * `defineResource`: the checks a description passes when it is defined (names, fields, API
 * addresses, actions, reads), so that a mistake fails at once naming the description and what
 * is wrong; and the check of references across descriptions. Apart from the descriptions' types
 * and helpers (`resource.ts`) so that only what loads descriptions carries the checks.
 */
import { API_ENTRY, API_PATH, pathFieldsOf } from './address';
import type { RowLink } from './fields';
import { listedWithin, type CustomAction, type ResourceDescription } from './resource';

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
 * resource and what is wrong (so no server starts, and no test passes, with a broken one). The
 * app's build gives the description back unchecked (`appDescriptions` in vite.config.ts).
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
    if (field?.kind === 'file' && field.names === false && !field.readOnly) {
      fail(`file field '${name}' names no record of its file, so it must be read-only`);
    }
    if (
      (field?.shownWhenHeader || (field?.kind === 'text' && field.placeholdersOf)) &&
      !resource.parent
    ) {
      fail(`field '${name}' depends on its header, but the resource is no line resource`);
    }
  }
  const known = new Set([...names, resource.idField]);
  for (const { fields } of resource.uniqueTogether ?? []) {
    if (fields.length < 2) fail('uniqueTogether needs two fields or more (a field has `unique`)');
    for (const name of fields) {
      if (!resource.fields[name] || resource.fields[name]?.writeOnly) {
        fail(`uniqueTogether field '${name}' is no readable field`);
      }
    }
  }
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
  for (const name of Object.keys(resource.lockedWhen ?? {})) {
    if (!known.has(name)) fail(`lockedWhen field '${name}' is not a field`);
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
    if (action.form) checkActionForm(resource, action, fail);
  }
  checkApi(resource, fail);
  checkReads(resource, known, fail);
  return resource;
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

/** Checks what a custom action asks for: a row or toolbar action's plain fields, not the id. */
function checkActionForm(
  resource: ResourceDescription,
  action: CustomAction,
  fail: (what: string) => never,
): void {
  const where = `action '${action.key}' form`;
  if (action.on !== 'row' && action.on !== 'toolbar') {
    fail(`${where}: only a row or toolbar action asks for values (its body is free)`);
  }
  const names = Object.keys(action.form ?? {});
  if (names.length === 0) fail(`${where} asks for nothing`);
  for (const name of names) {
    const kind = action.form?.[name]?.kind;
    if (name === resource.idField) fail(`${where} field '${name}' is the row's id`);
    if (kind === 'tl' || kind === 'file')
      fail(`${where} field '${name}': a ${kind} field is kept, not asked`);
  }
}

/** Checks a custom action's `api`: a path, no GET and no list, `{id}` only in a row action's. */
function checkActionApi(action: CustomAction, fail: (what: string) => never): void {
  const named = action.api ?? '';
  const [, method, path = '', many] = API_ENTRY.exec(named) ?? [];
  const where = `action '${action.key}' api '${named}'`;
  if (!API_PATH.test(path) || path.includes('?'))
    fail(`${where} is not a path after /v1[/{tenantId}]/`);
  if (method === 'GET' || many)
    fail(`${where}: an action changes state, with one body (no GET, no [])`);
  if (path.includes('{id}') && action.on !== 'row') fail(`${where} must not name {id}`);
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
