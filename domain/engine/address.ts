/**
 * Where a resource's operations are called: the API path of a description, each operation's
 * method and path template (HZERO's where the description's `api` names one), a row's call,
 * the tenant and site forms of a template, and the reads a change makes stale. Kept apart from
 * the descriptions' checks so that the request client loads only this.
 */
import type { ApiMethod, Endpoint, ResourceDescription, ResourceEndpoints } from './resource';

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

/** A description's `api` entry: `[METHOD ]path[ []]`. */
export const API_ENTRY = /^(?:(GET|POST|PUT|DELETE) )?([^ ]+)( \[\])?$/;

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

/** A path after `/v1[/{tenantId}]/` as a description names it. */
export const API_PATH =
  /^[a-z0-9][a-z0-9-]*(\/([a-z0-9][a-z0-9-]*|\{[a-z][A-Za-z0-9]*\}))*(\?[A-Za-z][A-Za-z0-9]*=\{id\})?$/;

/** The fields a path names besides the id (`{countryId}` of `countries/{countryId}/regions`). */
export function pathFieldsOf(path: string): string[] {
  return [...path.matchAll(/\{([a-z][A-Za-z0-9]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'id' && name !== 'tenantId');
}
