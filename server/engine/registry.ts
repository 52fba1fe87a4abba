/**
 * Finds every resource description (`domain/resources/<module>/<name>.ts`) and the server
 * hooks of those that do more than CRUD (`server/hooks/<module>/<name>.ts`): nothing lists
 * them by hand, so adding a resource is adding its file.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { resourceKey, type ResourceDescription } from '../../domain/engine/resource';
import { checkWithinReferences } from '../../domain/engine/define';
import { SERVER_DIR } from '../config';
import type { ResourceHooks } from './hooks';

/** Where the descriptions live. */
export const RESOURCES_DIR = path.join(SERVER_DIR, '..', 'domain', 'resources');
/** Where the hooks live. */
export const HOOKS_DIR = path.join(SERVER_DIR, 'hooks');

const SOURCE = /^[a-z][a-z0-9-]*\.ts$/;

/** The `<module>/<name>.ts` files under `dir`, as `[key, file]`. */
function sources(dir: string): [string, string][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((module) =>
      readdirSync(path.join(dir, module.name))
        .filter((file) => SOURCE.test(file))
        .sort()
        .map((file): [string, string] => [
          `${module.name}/${file.slice(0, -3)}`,
          path.join(dir, module.name, file),
        ]),
    );
}

/** Every resource description, by key; a file whose key and content disagree is refused. */
export async function loadResources(
  dir = RESOURCES_DIR,
): Promise<Map<string, ResourceDescription>> {
  const resources = new Map<string, ResourceDescription>();
  for (const [key, file] of sources(dir)) {
    const loaded = (await import(file)) as { default?: ResourceDescription };
    const resource = loaded.default;
    if (!resource || resourceKey(resource) !== key) {
      throw new Error(`${file}: its default export must be the description of ${key}`);
    }
    resources.set(key, resource);
  }
  checkWithinReferences(resources);
  return resources;
}

/** The hooks of the resources that have them, by key. */
export async function loadHooks(
  resources: ReadonlyMap<string, ResourceDescription>,
  dir = HOOKS_DIR,
): Promise<Map<string, ResourceHooks>> {
  const hooks = new Map<string, ResourceHooks>();
  for (const [key, file] of sources(dir)) {
    if (!resources.has(key)) throw new Error(`${file}: there is no resource ${key}`);
    const loaded = (await import(file)) as { default?: ResourceHooks };
    if (!loaded.default) throw new Error(`${file}: its default export must be the hooks of ${key}`);
    hooks.set(key, loaded.default);
  }
  return hooks;
}
