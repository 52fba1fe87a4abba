import type { ResourceDescription } from '../../domain/engine/resource';

/** `virtual:resource-loaders` under Jest: every description's loader, by module and name. */
const files = import.meta.glob<ResourceDescription>('../../domain/resources/*/*.ts', {
  import: 'default',
  base: '../../domain/resources',
});

const byModule: Record<string, Record<string, () => Promise<ResourceDescription>>> = {};
for (const [file, load] of Object.entries(files)) {
  const [, module = '', name = ''] = /^\.\/([^/]+)\/(.+)\.ts$/.exec(file) ?? [];
  (byModule[module] ??= {})[name] = load;
}

export default Object.fromEntries(
  Object.entries(byModule).map(([module, loaders]) => [module, () => Promise.resolve(loaders)]),
);
