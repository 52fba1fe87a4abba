import {
  listPagesOf,
  type PageDescription,
  type ResourceDescription,
} from '../../domain/engine/resource';
import {
  matchRoute,
  moduleOfKey,
  moduleOfPath,
  pageResourceKeys,
  type RouteMatch,
} from './resourceRoutes';

/**
 * The resource descriptions, found by folder (`domain/resources/<module>/<name>.ts`): nothing
 * lists them by hand. Each is a chunk of its own; the route index built with the app says which
 * one a path opens and which others its page is built with, so a page loads those alone.
 */
const LOADERS: Readonly<Record<string, () => Promise<ResourceDescription>>> = Object.fromEntries(
  Object.entries(
    // Keyed from the folder (`./hpfm/country.ts`): the keys are in the list page's first load.
    import.meta.glob<ResourceDescription>('../../domain/resources/*/*.ts', {
      import: 'default',
      base: '../../domain/resources',
    }),
  ).map(([file, load]) => [file.replace(/^\.\/(.*)\.ts$/, '$1'), load]),
);

const loaded = new Map<string, ResourceDescription>();
const loading = new Map<string, Promise<ResourceDescription>>();

/** Loads a description once. */
function loadResource(key: string): Promise<ResourceDescription> {
  const done = loaded.get(key);
  if (done) return Promise.resolve(done);
  const running = loading.get(key);
  if (running) return running;
  const load = LOADERS[key];
  if (!load) return Promise.reject(new Error(`There is no resource ${key}`));
  const promise = load().then((resource) => {
    loaded.set(key, resource);
    loading.delete(key);
    return resource;
  });
  promise.catch(() => loading.delete(key));
  loading.set(key, promise);
  return promise;
}

const sets = new Map<string, readonly ResourceDescription[]>();

/** The descriptions of `keys` once every one has loaded (the same array each time). */
export function loadedResources(
  keys: readonly string[],
): readonly ResourceDescription[] | undefined {
  const id = keys.join(',');
  const known = sets.get(id);
  if (known) return known;
  const found = keys.flatMap((key) => loaded.get(key) ?? []);
  if (found.length < keys.length) return undefined;
  sets.set(id, found);
  return found;
}

/** Loads descriptions once each: those of `keys`, in their order. */
export async function loadResources(
  keys: readonly string[],
): Promise<readonly ResourceDescription[]> {
  await Promise.all(keys.map(loadResource));
  return loadedResources(keys) ?? [];
}

/** Starts loading the descriptions of the resource page at a path, if it is one. */
export function preloadResourcesOf(pathname: string): void {
  const match = matchRoute(pathname, [moduleOfPath(pathname)]);
  if (match) void loadResources(pageResourceKeys(match.key)).catch(() => undefined);
}

/** Loads every description (tests, stories). */
export function loadAllResources(): Promise<readonly ResourceDescription[]> {
  return loadResources(Object.keys(LOADERS));
}

/** The keys of a module's resources. */
export function moduleKeys(module: string): string[] {
  return Object.keys(LOADERS).filter((key) => moduleOfKey(key) === module);
}

/** Loads the descriptions of a module's resources (tests, stories). */
export function loadModule(module: string): Promise<readonly ResourceDescription[]> {
  return loadResources(moduleKeys(module));
}

/** Which page of which resource a path opens. */
export interface ResourcePageMatch {
  resource: ResourceDescription;
  kind: 'list' | 'detail';
  /** The route's pattern. */
  pattern: string;
  /** The route's parameters. */
  params: Readonly<Record<string, string>>;
  /** Of a list: which of the resource's list pages (its own, or one of `pages`). */
  page?: PageDescription;
}

/** The page a {@link RouteMatch} opens, once its resource's description has loaded. */
export function resourcePageOf(
  match: RouteMatch,
  resource: ResourceDescription,
): ResourcePageMatch {
  const { kind, pattern, params, listIndex } = match;
  const page = listIndex === undefined ? undefined : listPagesOf(resource)[listIndex];
  return { resource, kind, pattern, params, ...(page ? { page } : {}) };
}
