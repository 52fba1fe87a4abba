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
import MODULE_LOADERS from 'virtual:resource-loaders';

/**
 * The resource descriptions, found by folder (`domain/resources/<module>/<name>.ts`): nothing
 * lists them by hand. Each module's loaders are a chunk of their own (`virtual:resource-loaders`,
 * vite.config.ts) and each description another, so a page's first load carries the loaders of
 * its module alone; the route index built with the app says which description a path opens and
 * which others its page is built with, so a page loads those alone.
 */
const modules = new Map<string, ReturnType<(typeof MODULE_LOADERS)[string]>>();

/** The loaders of a module's descriptions, loaded once. */
function loadersOf(module: string) {
  const known = modules.get(module);
  if (known) return known;
  const load = MODULE_LOADERS[module];
  if (!load) return Promise.reject(new Error(`There is no module ${module}`));
  const promise = load();
  promise.catch(() => modules.delete(module));
  modules.set(module, promise);
  return promise;
}

const loaded = new Map<string, ResourceDescription>();
const loading = new Map<string, Promise<ResourceDescription>>();

/** Loads a description once. */
function loadResource(key: string): Promise<ResourceDescription> {
  const done = loaded.get(key);
  if (done) return Promise.resolve(done);
  const running = loading.get(key);
  if (running) return running;
  const promise = loadersOf(moduleOfKey(key))
    .then((loaders) => {
      const load = loaders[key.slice(key.indexOf('/') + 1)];
      if (!load) throw new Error(`There is no resource ${key}`);
      return load();
    })
    .then((resource) => {
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

/** Loads the descriptions of the resource page at a path, if it is one (never rejects). */
export async function preloadResourcesOf(pathname: string): Promise<void> {
  const match = matchRoute(pathname, [moduleOfPath(pathname)]);
  if (match) await loadResources(pageResourceKeys(match.key)).catch(() => undefined);
}

/** The keys of a module's resources. */
async function moduleKeys(module: string): Promise<string[]> {
  return Object.keys(await loadersOf(module)).map((name) => `${module}/${name}`);
}

/** Loads every description (tests, stories). */
export async function loadAllResources(): Promise<readonly ResourceDescription[]> {
  const keys = await Promise.all(Object.keys(MODULE_LOADERS).map(moduleKeys));
  return loadResources(keys.flat());
}

const loadedModules = new Set<string>();

/** Loads the descriptions of a module's resources (tests, stories). */
export async function loadModule(module: string): Promise<readonly ResourceDescription[]> {
  const resources = await loadResources(await moduleKeys(module));
  loadedModules.add(module);
  return resources;
}

/** Whether {@link loadModule} has loaded a module's descriptions (stories). */
export function isModuleLoaded(module: string): boolean {
  return loadedModules.has(module);
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
