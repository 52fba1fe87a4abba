import { matchPath } from 'react-router-dom';
import {
  listPagesOf,
  type PageDescription,
  type ResourceDescription,
} from '../../domain/engine/resource';

/**
 * The resource descriptions, found by folder (`domain/resources/<module>/<name>.ts`): nothing
 * lists them by hand. Each module's descriptions load together, when a page of the module is
 * first opened, as their own chunks.
 */
const LOADERS = import.meta.glob<ResourceDescription>('../../domain/resources/*/*.ts', {
  import: 'default',
});

/** The module of a description file: its folder. */
function moduleOfFile(file: string): string {
  return file.split('/').at(-2) ?? '';
}

/** The module a path belongs to: its first segment (`/hpfm/country/list` -> `hpfm`). */
export function moduleOfPath(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/** Every module that has descriptions. */
export const RESOURCE_MODULES: ReadonlySet<string> = new Set(
  Object.keys(LOADERS).map(moduleOfFile),
);

const loaded = new Map<string, readonly ResourceDescription[]>();
const loading = new Map<string, Promise<readonly ResourceDescription[]>>();

/** Loads a module's descriptions once (none for a module without any). */
export function loadModule(module: string): Promise<readonly ResourceDescription[]> {
  const done = loaded.get(module);
  if (done) return Promise.resolve(done);
  const running = loading.get(module);
  if (running) return running;
  const files = Object.entries(LOADERS).filter(([file]) => moduleOfFile(file) === module);
  const promise = Promise.all(files.map(([, load]) => load())).then((resources) => {
    loaded.set(module, resources);
    loading.delete(module);
    return resources;
  });
  loading.set(module, promise);
  return promise;
}

/** Starts loading the descriptions of the module a path belongs to, if it has any. */
export function preloadModuleOf(pathname: string): void {
  const module = moduleOfPath(pathname);
  if (RESOURCE_MODULES.has(module)) void loadModule(module).catch(() => undefined);
}

/** A module's descriptions when already loaded. */
export function loadedModule(module: string): readonly ResourceDescription[] | undefined {
  return loaded.get(module);
}

/** Loads the descriptions of every module (tests, stories). */
export async function loadAllModules(): Promise<ResourceDescription[]> {
  const modules = await Promise.all([...RESOURCE_MODULES].map(loadModule));
  return modules.flat();
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

/** The resource page a path opens, among `resources`. */
export function matchResourcePage(
  pathname: string,
  resources: readonly ResourceDescription[],
): ResourcePageMatch | undefined {
  for (const resource of resources) {
    const candidates: [ResourcePageMatch['kind'], string, PageDescription | undefined][] = [
      ...listPagesOf(resource).map((page): ['list', string, PageDescription] => [
        'list',
        page.route,
        page,
      ]),
      ...(resource.detailRoute
        ? [['detail', resource.detailRoute, undefined] as ['detail', string, undefined]]
        : []),
    ];
    for (const [kind, pattern, page] of candidates) {
      const match = matchPath(pattern, pathname);
      if (match) {
        const params = Object.fromEntries(
          Object.entries(match.params).filter((entry): entry is [string, string] => !!entry[1]),
        );
        return { resource, kind, pattern, params, page };
      }
    }
  }
  return undefined;
}

/** The routes of a loaded module's pages that are not menu entries (detail and filtered lists). */
export function pageRoutes(resources: readonly ResourceDescription[]): string[] {
  return resources.flatMap((resource) =>
    [resource.detailRoute, resource.route?.includes(':') ? resource.route : undefined].filter(
      (route): route is string => !!route,
    ),
  );
}
