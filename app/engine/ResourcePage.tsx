import { Box } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { lazyChunk } from '../../design-system';
import { resourceKey, type ResourceDescription } from '../../domain/engine/resource';
import { appConfig } from '../config';
import { useI18n } from '../i18n';
import { NotAvailablePage } from '../pages/NotAvailable';
import { selectCurrentUser, selectTenantScoped } from '../store/selectors';
import { definitionOf } from './definition';
import { ListPage } from './ListPage';
import { loadedResources, loadResources, resourcePageOf, type ResourcePageMatch } from './registry';
import { matchRoute, moduleOfPath, pageResourceKeys } from './resourceRoutes';

/** Props of {@link ResourcePage}. */
export interface ResourcePageProps {
  /** The screen's name, for the 'not available yet' page. */
  name?: string;
  /**
   * The modules whose pages the area shows (the customer portal's `/pub` pages are pages of
   * hpro and hsif); the module named by the path's first segment when omitted.
   */
  modules?: readonly string[];
}

/** The detail page (header with lines, its forms and merge): its own chunk. */
/** A tenant's settings form (a singleton's `api.settings`): its own chunk. */
const SettingsPage = lazyChunk(() =>
  import('./SettingsPage').then((module) => module.SettingsPage),
).Component;

const DetailPage = lazyChunk(() =>
  import('./DetailPage').then((module) => module.DetailPage),
).Component;

function lineResourcesOf(
  resource: ResourceDescription,
  resources: readonly ResourceDescription[],
): Record<string, ResourceDescription> {
  const byKey = new Map(resources.map((item) => [resourceKey(item), item]));
  return Object.fromEntries(
    (resource.lines ?? []).flatMap((set) => {
      const line = byKey.get(set.resource);
      return line ? [[set.key, line]] : [];
    }),
  );
}

/** The header a line resource belongs to, up to the top; the resource itself otherwise. */
function ownerOf(
  resource: ResourceDescription,
  resources: readonly ResourceDescription[],
): ResourceDescription {
  let current = resource;
  for (let depth = 0; current.parent && depth < 10; depth += 1) {
    const parent = resources.find((item) => resourceKey(item) === current.parent?.resource);
    if (!parent) break;
    current = parent;
  }
  return current;
}

function MatchedPage({
  match,
  resources,
}: {
  match: ResourcePageMatch;
  resources: readonly ResourceDescription[];
}) {
  const paramsKey = JSON.stringify(match.params);
  const params = useMemo(() => JSON.parse(paramsKey) as Record<string, string>, [paramsKey]);
  // The calls go to the tenant form (see the request client's resolvePath).
  const scoped = useSelector(selectTenantScoped);
  const tenantId = useSelector(selectCurrentUser)?.tenantId;
  const tenantForm = appConfig().tenantMode && scoped && tenantId !== undefined;
  const definition = useMemo(
    () => definitionOf(match.resource, params, resources, match.page),
    [match.resource, params, resources, match.page],
  );
  if (match.kind === 'detail') {
    const parent = match.resource.parent
      ? resources.find((item) => resourceKey(item) === match.resource.parent?.resource)
      : undefined;
    return (
      <DetailPage
        key={`${definition.id}:${paramsKey}`}
        resource={match.resource}
        owner={ownerOf(match.resource, resources)}
        parentRoute={parent?.detailRoute}
        params={params}
        lineResources={lineResourcesOf(match.resource, resources)}
      />
    );
  }
  if (match.resource.api?.settings && tenantForm) {
    return <SettingsPage key={definition.id} resource={match.resource} />;
  }
  return <ListPage key={definition.id} definition={definition} />;
}

/** Loads descriptions once each; undefined until every one has loaded. */
function useResources(keys: readonly string[]): readonly ResourceDescription[] | undefined {
  const key = keys.join(',');
  const resources = loadedResources(keys);
  const [, setLoaded] = useState<string>();
  const [failure, setFailure] = useState<{ key: string; error: unknown }>();
  if (failure?.key === key) throw failure.error;
  const due = resources === undefined;
  useEffect(() => {
    if (!due) return undefined;
    let current = true;
    loadResources(key.split(',')).then(
      () => current && setLoaded(key),
      (error: unknown) => current && setFailure({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, due]);
  return resources;
}

/**
 * The page of a resource at the current path: the route index names the resource, whose
 * description (and those its page is built with) load on first use, each its own chunk; then
 * the list or detail page the path names is built from it. A path no description claims says
 * 'not available yet'.
 */
export function ResourcePage({ name, modules }: ResourcePageProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const route = useMemo(
    () => matchRoute(pathname, modules ?? [moduleOfPath(pathname)]),
    [pathname, modules],
  );
  const resources = useResources(route ? pageResourceKeys(route.key) : []);
  const match = useMemo(
    () => (route && resources?.[0] ? resourcePageOf(route, resources[0]) : undefined),
    [route, resources],
  );
  if (!route) return <NotAvailablePage name={name} />;
  if (!match || !resources) {
    return (
      <Box p="4" color="fg.muted" aria-busy="true">
        {t('app.loading')}
      </Box>
    );
  }
  return <MatchedPage match={match} resources={resources} />;
}
