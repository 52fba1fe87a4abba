import type { Field, RowLink } from '../../domain/engine/fields';
import { ENGINE_MESSAGES, rowMatches } from '../../domain/engine/messages';
import {
  actionsOf,
  hasEnabledFlag,
  permissionCode,
  resourceKey,
  type PageDescription,
  type ResourceDescription,
} from '../../domain/engine/resource';
import { apiPathOf, callOf, endpointsOf } from '../../domain/engine/address';
import { filterFields, filterParamOf } from '../../domain/engine/resource';
import { fill, LANGUAGES, type Text } from '../../domain/engine/text';
import { fillRoute } from './routes';
import type {
  ListColumn,
  ListColumnKind,
  ListFormField,
  ListPageDefinition,
  ListQueryField,
  ListRow,
} from './types';

/** The status filter and column of every resource with `enabledFlag`. */
const ENABLED_FILTER: ListQueryField = {
  name: 'enabledFlag',
  label: 'engine.status',
  type: 'select',
  options: [
    { value: '1', label: 'engine.enabled' },
    { value: '0', label: 'engine.disabled' },
  ],
};

const ENABLED_COLUMN: ListColumn = {
  field: 'enabledFlag',
  title: 'engine.status',
  width: 120,
  kind: 'enabled',
};

function columnKind(field: Field): ListColumnKind | undefined {
  if (field.shownAs === 'badge') return 'status';
  if (field.shownAs === 'date') return 'date';
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return 'number';
    case 'date':
      return 'date';
    case 'flag':
      return 'flag';
    case 'select':
      return 'option';
    case 'file':
      return 'file';
    default:
      return undefined;
  }
}

function queryType(field: Field): ListQueryField['type'] | undefined {
  switch (field.kind) {
    case 'integer':
      return 'number';
    case 'select':
    case 'flag':
      return 'select';
    case 'date':
      return 'date';
    case 'reference':
    case 'datetime':
      return undefined;
    default:
      return 'text';
  }
}

const FLAG_OPTIONS = [
  { value: '1', label: 'engine.yes' },
  { value: '0', label: 'engine.no' },
] as const;

/** Whether a value leaves a link's parameter empty (no value, empty text, or the id 0). */
function empty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === 0;
}

/**
 * The page a cell opens for a row: the first link whose `when` holds, its route filled from
 * the row; none while one of its parameters is empty.
 */
export function linkOf(link: string | readonly RowLink[]): (row: ListRow) => string | undefined {
  const links: readonly RowLink[] = typeof link === 'string' ? [{ to: link }] : link;
  return (row) => {
    const chosen = links.find((item) => rowMatches(item.when, row));
    if (!chosen) return undefined;
    const params = [...chosen.to.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
    return params.some((name) => empty(row[name])) ? undefined : fillRoute(chosen.to, row);
  };
}

/** A label of the engine's messages naming a field, e.g. 'Created from'. */
function fieldLabel(template: 'rangeFrom' | 'rangeTo', field: Text): Text {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      fill(ENGINE_MESSAGES[lang].labels[template], { field: field[lang] }),
    ]),
  ) as Text;
}

/** The engine's label of a keyword search. */
const KEYWORD: Text = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, ENGINE_MESSAGES[lang].labels.keyword]),
) as Text;

/** The values a route's parameters give the rows of a page (`routeFilters`). */
export function routeValues(
  resource: ResourceDescription,
  params: Readonly<Record<string, string>>,
): Record<string, number | string> {
  const values: Record<string, number | string> = {};
  for (const [param, fieldName] of Object.entries(resource.routeFilters ?? {})) {
    const raw = params[param];
    if (raw === undefined) continue;
    const field = resource.fields[fieldName];
    values[fieldName] =
      field?.kind === 'integer' || field?.kind === 'reference' ? Number(raw) : raw;
  }
  return values;
}

/** The page a `detailOf` list belongs to: its row (read by the route's id) and its list. */
function parentPageOf(
  resource: ResourceDescription,
  params: Readonly<Record<string, string>>,
  related: readonly ResourceDescription[],
): ListPageDefinition['parentPage'] {
  const parent = related.find((item) => resourceKey(item) === resource.detailOf);
  const id = parent ? params[parent.idField] : undefined;
  if (!parent?.route || id === undefined) return undefined;
  const read = callOf(endpointsOf(parent).get, id);
  return {
    rowPath: read.path,
    rowQuery: read.query,
    nameField: parent.nameField,
    route: fillRoute(parent.route, params),
    title: parent.title,
  };
}

/**
 * The field of the rows that names them as shown: the resource's `nameField`, or, when that is
 * a reference, the referenced row's shown name (a role's name rather than its id).
 */
function shownNameField(resource: ResourceDescription): string {
  const field = resource.fields[resource.nameField];
  return field?.kind === 'reference' ? (field.displayAs ?? field.display) : resource.nameField;
}

/**
 * The list page of a resource, from its description: columns, filters, form fields and
 * actions; the route's parameters (`params`) filter the rows and fill new ones. `page` is one
 * of its further pages (its title, fixed filters and links).
 */
export function definitionOf(
  resource: ResourceDescription,
  params: Readonly<Record<string, string>> = {},
  related: readonly ResourceDescription[] = [],
  page?: PageDescription,
): ListPageDefinition {
  const fixed = { ...routeValues(resource, params), ...page?.filters };
  const fixedNames = new Set(Object.keys(fixed));
  const hidden = new Set([...fixedNames, ...(resource.parent ? [resource.parent.field] : [])]);
  const entries = Object.entries(resource.fields);
  const optionsOf = (field: Field) =>
    field.kind === 'select'
      ? field.options?.map((option) => ({ value: option.value, label: option.label }))
      : undefined;
  const columns: ListColumn[] = entries
    .filter(([name, field]) => field.column !== false && !hidden.has(name))
    .map(([name, field]) => {
      const link = page?.links?.[name] ?? field.link;
      return {
        field: field.kind === 'reference' ? (field.displayAs ?? field.display) : name,
        title: field.label,
        width: typeof field.column === 'number' ? field.column : undefined,
        sortable: field.sortable,
        kind: columnKind(field),
        tones: field.tones,
        options: optionsOf(field),
        lovCode: field.kind === 'select' ? field.lovCode : undefined,
        link: link ? linkOf(link) : undefined,
      };
    });
  if (hasEnabledFlag(resource)) columns.push(ENABLED_COLUMN);
  const queryFields: ListQueryField[] = filterFields(resource).flatMap(([name, field]) => {
    const type = queryType(field);
    if (!type || hidden.has(name) || name === resource.tree?.parentField) return [];
    if (field.filter === 'api') return [];
    return [
      {
        name: filterParamOf(name, field),
        label: field.label,
        type,
        // Values the resource never reads (`excludes`) are not offered.
        options:
          field.kind === 'flag'
            ? [...FLAG_OPTIONS]
            : optionsOf(field)?.filter(
                (option) => !resource.excludes?.[name]?.includes(option.value),
              ),
        lovCode: field.kind === 'select' ? field.lovCode : undefined,
      },
    ];
  });
  if (resource.search) {
    queryFields.push({ name: 'keyword', label: resource.search.label ?? KEYWORD, type: 'text' });
  }
  for (const [, field] of entries) {
    const [from, to] = field.range ?? [];
    if (!from || !to) continue;
    queryFields.push(
      { name: from, label: fieldLabel('rangeFrom', field.label), type: 'date' },
      { name: to, label: fieldLabel('rangeTo', field.label), type: 'date' },
    );
  }
  if (hasEnabledFlag(resource)) queryFields.push(ENABLED_FILTER);
  const detailFields: ListFormField[] = entries
    .filter(([name, field]) => field.form !== false && !hidden.has(name))
    .map(([name, field]) => ({
      name,
      label: field.label,
      type: 'text',
      field,
      required: field.required,
      readOnlyOnEdit: field.immutable || field.readOnly,
      help: field.help,
      wide: field.wide,
    }));
  const formFields = detailFields.filter(({ field }) => !field?.readOnly);
  const defaults: Record<string, unknown> = hasEnabledFlag(resource) ? { enabledFlag: 1 } : {};
  for (const [name, field] of entries) {
    if (field.defaultValue !== undefined) defaults[name] = field.defaultValue;
  }
  const pageKey = page && page.route !== resource.route ? `@${page.route}` : '';
  const routeKey = Object.keys(fixed).length > 0 ? `:${JSON.stringify(fixed)}` : '';
  return {
    id: `${resourceKey(resource)}${pageKey}${routeKey}`,
    title: page?.title ?? resource.title,
    entity: resource.entity,
    basePath: apiPathOf(resource),
    fixedQuery: Object.keys(fixed).length > 0 ? fixed : undefined,
    idField: resource.idField,
    nameField: shownNameField(resource),
    permissionPrefix: `${resource.module}.${resource.name}.list`,
    actions: page?.readOnly ? [] : actionsOf(resource),
    ...(page?.readOnly ? { readOnly: true } : {}),
    columns,
    queryFields,
    formFields,
    detailFields,
    defaultValues: { ...defaults, ...fixed },
    defaultSort: resource.defaultSort,
    resource,
    detailPath:
      resource.detailRoute && !page?.readOnly
        ? (row) => fillRoute(resource.detailRoute ?? '', { ...params, ...row })
        : undefined,
    parentPage: parentPageOf(resource, params, related),
    childPages: [
      ...(page?.readOnly ? [] : related)
        .filter((child) => child.detailOf === resourceKey(resource) && child.route)
        .map((child) => ({
          label: child.title,
          code: permissionCode(child, 'query'),
          path: (row: Record<string, unknown>) =>
            fillRoute(child.route ?? '', { ...params, ...row }),
        })),
      ...(resource.rowPages ?? []).map((page) => ({
        label: page.label,
        code: permissionCode(resource, page.action ?? 'query'),
        path: (row: Record<string, unknown>) => fillRoute(page.route, { ...params, ...row }),
      })),
    ],
  };
}
