/**
 * Value-list views (`GET /hpfm/v1[/{tenantId}]/lov-view/info?viewCode=`): every resource offers
 * one derived from its description (code `MODULE.NAME`, e.g. `HPFM.COUNTRY`), so that any
 * reference field picks its rows in a LovModal, with paging and search over its filters, and a
 * tree for tree resources. Other view providers (views maintained in hpfm) may be added.
 */
import type { FastifyInstance } from 'fastify';
import { hasEnabledFlag, viewCodeOf, type ResourceDescription } from '../../domain/engine/resource';
import { endpointsOf } from '../../domain/engine/address';
import { filterFields } from '../../domain/engine/resource';
import type { Language } from '../../domain/engine/text';
import type { AppContext } from '../context';
import { requireSession } from '../http/auth';
import { badRequest, BusinessError } from '../http/errors';
import { tenantGuard, tenantPaths } from '../http/tenant';
import { engineScope } from './routes';
import type { Engine } from './service';

/** A value-list view as `lov-view/info` answers it (CONTRACT.md). */
export interface LovViewInfo {
  viewCode: string;
  viewName: string;
  lovCode: string;
  lovTypeCode: 'URL';
  valueField: string;
  displayField: string;
  title: string;
  width: number | null;
  height: number | null;
  pageSize: number;
  delayLoadFlag: 0 | 1;
  childrenFieldName: string | null;
  queryUrl: string;
  queryFields: { field: string; label: string; dataType: string; sourceCode: string | null }[];
  tableFields: { title: string; dataIndex: string; width: number | null; dataType: string }[];
}

/** Finds a view by code, as the caller's tenant sees it, in their language; undefined when it has none. */
export type LovViewProvider = (
  viewCode: string,
  lang: Language,
  tenantId: number,
) => LovViewInfo | undefined;

/** The view of a resource: its id as value, its name field shown, its filters and columns. */
export function resourceView(resource: ResourceDescription, lang: Language): LovViewInfo {
  const columns = Object.entries(resource.fields).filter(
    ([, field]) => field.column !== false && field.kind !== 'reference',
  );
  const endpoints = endpointsOf(resource);
  const path = resource.tree ? endpoints.tree.path : endpoints.list.path;
  // Only enabled rows can be picked.
  const queryUrl = hasEnabledFlag(resource) ? `${path}?enabledFlag=1` : path;
  return {
    viewCode: viewCodeOf(resource),
    viewName: resource.title[lang],
    lovCode: viewCodeOf(resource),
    lovTypeCode: 'URL',
    valueField: resource.idField,
    displayField: resource.nameField,
    title: resource.title[lang],
    width: null,
    height: null,
    pageSize: 10,
    delayLoadFlag: 0,
    childrenFieldName: resource.tree ? 'children' : null,
    queryUrl,
    queryFields: filterFields(resource)
      .filter(([, field]) => ['text', 'tl'].includes(field.kind))
      .slice(0, 3)
      .map(([name, field]) => ({
        field: name,
        label: field.label[lang],
        dataType: 'INPUT',
        sourceCode: null,
      })),
    tableFields: columns.slice(0, 4).map(([name, field]) => ({
      title: field.label[lang],
      dataIndex: name,
      width: typeof field.column === 'number' ? field.column : null,
      dataType: field.kind,
    })),
  };
}

/** Options of {@link lovRoutes}. */
export interface LovRoutesOptions {
  ctx: AppContext;
  engine: Engine;
  /** More views, asked after the resources' own (in order). */
  providers?: readonly LovViewProvider[];
}

/** Registers `lov-view/info`. */
export async function lovRoutes(
  app: FastifyInstance,
  { ctx, engine, providers = [] }: LovRoutesOptions,
): Promise<void> {
  app.addHook('onRequest', requireSession(ctx));
  const byCode = new Map(
    [...engine.resources.values()]
      .filter((resource) => !resource.parent)
      .map((resource) => [viewCodeOf(resource), resource]),
  );
  for (const path of tenantPaths('/hpfm', '/lov-view/info')) {
    app.get(path, { preValidation: tenantGuard }, async (request) => {
      const viewCode = (request.query as Record<string, unknown>).viewCode;
      if (typeof viewCode !== 'string' || viewCode === '' || viewCode.length > 120) {
        throw badRequest("Query parameter 'viewCode' is required (at most 120 characters)");
      }
      const { lang, tenantId } = engineScope(ctx, request);
      const resource = byCode.get(viewCode);
      const view = resource
        ? resourceView(resource, lang)
        : providers.map((provider) => provider(viewCode, lang, tenantId)).find(Boolean);
      if (!view) {
        throw new BusinessError(
          'error.lov_view',
          `Value list view not defined: ${viewCode}, please maintain the value list view!`,
          'warn',
        );
      }
      return view;
    });
  }
}
