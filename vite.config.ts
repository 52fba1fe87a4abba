import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
import type * as RouteIndexModule from './domain/engine/routeIndex';
import { AREAS_GROUP, FIRST_LOAD_ROOTS, groupsOf, PAGE_ROOTS } from './scripts/firstLoadGroups';
import { sharedStyles } from './scripts/sharedStyles';

/** The folder of the resource descriptions. */
const RESOURCES_DIR = fileURLToPath(new URL('./domain/resources', import.meta.url));

/**
 * The service prefixes the dev server forwards to the reference server: HZERO's own and the
 * modules of the resource descriptions (`domain/resources/<module>`, e.g. `/hsdr`, `/hivc`).
 */
const API_PREFIXES = [
  '/iam',
  '/hpfm',
  '/hmsg',
  '/oauth',
  '/hadm',
  '/service',
  '/hwfp',
  '/hfle',
  '/hsif',
  '/hpro',
  '/hfaq',
  '/huser',
  '/hrpt',
  '/app-config.js',
  '/health',
  ...readdirSync(RESOURCES_DIR).map((module) => `/${module}`),
].filter((prefix, index, all) => all.indexOf(prefix) === index);

/** A node of the parsed module, as far as the plugin below reads it. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The `demo` property of an object literal given to `defineResource(...)`, wherever it is. */
function demoProperty(node: Node): Node | undefined {
  const callee = node.callee;
  if (node.type === 'CallExpression' && isNode(callee) && callee.name === 'defineResource') {
    const [options] = node.arguments as Node[];
    const properties = (options?.properties ?? []) as Node[];
    const demo = properties.find(
      (property) => isNode(property.key) && property.key.name === 'demo',
    );
    if (demo) return demo;
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      const found = isNode(child) ? demoProperty(child) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The resource descriptions as the app loads them: without their demo rows (only the server seeds
 * them, and with them went what they import: the portal's lists, bignumber.js) and without the
 * checks of `defineResource` (domain/engine/define.ts), which the server runs on every
 * description when it starts and the tests run again; in the app it returns the description as
 * it is. Storybook's build keeps both (its fixtures are the demo rows: .storybook/main.ts).
 */
export function appDescriptions(): Plugin {
  return {
    name: 'app-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/domain\/resources\/[^/]+\/[^/]+\.ts$/.test(id)) return null;
      const program = this.parse(code) as unknown as Node;
      const imports = (program.body as Node[]).filter((node) => node.type === 'ImportDeclaration');
      const checks = imports.find((node) =>
        /\/engine\/define$/.test(String((node.source as Node).value)),
      );
      const cuts: [number, number][] = checks ? [[checks.start, checks.end]] : [];
      const demo = demoProperty(program);
      if (demo) {
        const end = code[demo.end] === ',' ? demo.end + 1 : demo.end;
        cuts.push([demo.start, end]);
        // The imports only the demo rows used go with them (and what those modules import).
        let rest = code.slice(0, demo.start) + code.slice(end);
        for (const node of imports) rest = rest.replace(code.slice(node.start, node.end), '');
        for (const node of imports) {
          const names = (node.specifiers as Node[]).map(
            (specifier) => (specifier.local as Node).name,
          );
          if (
            node !== checks &&
            names.length > 0 &&
            !names.some((name) => new RegExp(`\\b${name}\\b`).test(rest))
          ) {
            cuts.push([node.start, node.end]);
          }
        }
      }
      if (cuts.length === 0) return null;
      cuts.sort((a, b) => b[0] - a[0]);
      const kept = cuts.reduce((left, [from, to]) => left.slice(0, from) + left.slice(to), code);
      return {
        code: checks ? `const defineResource = (resource) => resource;\n${kept}` : kept,
        map: null,
      };
    },
  };
}

/** The chunk of `app/boot.tsx`, the app the entry imports once the page has a token. */
const BOOT_CHUNK = /(^|\/)boot-[\w-]+\.js$/;

/**
 * Lists the app's chunks (`app/boot.tsx` and what it imports) and their CSS in index.html, so
 * that they download and compile from the start of the page while the entry asks for its token
 * (the entry's own import of the app then waits for nothing more: see `modulePreload` below).
 */
export function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const boot = Object.values(bundle).find(
          (item) => item.type === 'chunk' && BOOT_CHUNK.test(item.fileName),
        );
        if (!boot) return [];
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || chunk?.type !== 'chunk') return;
          files.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        visit(boot.fileName);
        const link = (attrs: Record<string, string | boolean>) => ({
          tag: 'link',
          attrs,
          injectTo: 'head' as const,
        });
        return [
          ...[...styles].map((css) =>
            link({ rel: 'stylesheet', crossorigin: true, href: `/${css}` }),
          ),
          ...[...files].map((file) =>
            link({ rel: 'modulepreload', crossorigin: true, href: `/${file}` }),
          ),
        ];
      },
    },
  };
}

/** The bundle being written: `preloadsOf` reads its chunks' static imports. */
let written: Rollup.OutputBundle | undefined;

/** Keeps the bundle being written for `preloadsOf` (before Vite writes the preload lists). */
export function keepBundle(): Plugin {
  return {
    name: 'keep-bundle',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        written = bundle;
      },
    },
  };
}

/**
 * The files a dynamic import in chunk `host` preloads: Vite lists every chunk the imported one
 * needs, but those `host` imports statically are loaded before it runs (the lists of the app's
 * lazy pages and of the descriptions' loaders would otherwise name the shell's chunks again).
 */
function preloadsOf(host: string, deps: string[]): string[] {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = written?.[file];
    if (loaded.has(file) || chunk?.type !== 'chunk') return;
    loaded.add(file);
    chunk.imports.forEach(visit);
  };
  visit(host);
  return deps.filter((dep) => !loaded.has(dep));
}

/** Set in the scan `firstLoadGroups` runs: that build splits the default way, and writes nothing. */
const SCANNING = process.env.FIRST_LOAD_SCAN === '1';

/** The modules of each first-load group (see `firstLoadGroups`), by group name. */
const firstLoad = new Map<string, Set<string>>();

/**
 * Puts what a page's first load always downloads together into one chunk per group
 * (`codeSplitting` below) instead of the dozens of small shared chunks the default splitting
 * makes of it: each file is compressed on its own, and together they compress better (the list
 * page's 56 files: 214 KB of Brotli; as one file, 186 KB). Which modules those are shows only
 * once the build has shaken its imports (a barrel such as the design system's index names
 * modules only lazy pages use), so the app is first built in memory, split the default way,
 * without minifying; the groups are read from its chunks (`groupsOf`).
 */
export function firstLoadGroups(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'first-load-groups',
    apply: (_config, { command }) => command === 'build' && !SCANNING,
    async buildStart(options) {
      const inputs = Array.isArray(options.input)
        ? options.input
        : Object.values(options.input ?? {});
      if (!inputs.includes(join(root, 'index.html'))) return;
      process.env.FIRST_LOAD_SCAN = '1';
      try {
        const output = await build({
          configFile: fileURLToPath(import.meta.url),
          logLevel: 'silent',
          build: { write: false, minify: false, manifest: false },
        });
        const outputs = Array.isArray(output) ? output : [output];
        const chunks = outputs
          .flatMap((one) => ('output' in one ? one.output : []))
          .filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        firstLoad.clear();
        const areas = readdirSync(join(root, 'app/areas'))
          .filter((file) => file.endsWith('Area.tsx'))
          .map((file) => `app/areas/${file}`);
        groupsOf(chunks, root, areas).forEach((modules, name) => firstLoad.set(name, modules));
      } finally {
        delete process.env.FIRST_LOAD_SCAN;
      }
    },
  };
}

/** The module app/engine/resourceRoutes.ts imports the route index from. */
const RESOURCE_INDEX = 'virtual:resource-index';

/** The module app/engine/registry.ts imports the descriptions' loaders from (`/<module>`: one module's). */
const RESOURCE_LOADERS = 'virtual:resource-loaders';

/** The description files of a module (`domain/resources/<module>/<name>.ts`), by name. */
function descriptionFiles(module: string): string[] {
  return readdirSync(join(RESOURCES_DIR, module))
    .filter((file) => /^[a-z][a-z0-9-]*\.ts$/.test(file))
    .map((file) => file.slice(0, -'.ts'.length));
}

/**
 * Builds `virtual:resource-index`: the route index of the resource descriptions
 * (domain/engine/routeIndex.ts), read from the descriptions themselves when the app is built
 * (and again, in the dev server, when one changes). Builds `virtual:resource-loaders` too: by
 * module, the import of that module's loaders (`virtual:resource-loaders/<module>`, a chunk of
 * its own), so that a page's first load holds the loaders of its module, not those of all.
 */
export function resourceIndex(): Plugin {
  const resolved = `\0${RESOURCE_INDEX}`;
  const loaders = `\0${RESOURCE_LOADERS}`;
  let builds = 0;
  return {
    name: 'resource-index',
    resolveId: (id) =>
      id === RESOURCE_INDEX || id === RESOURCE_LOADERS || id.startsWith(`${RESOURCE_LOADERS}/`)
        ? `\0${id}`
        : null,
    async load(id) {
      if (id === loaders) {
        const modules = readdirSync(RESOURCES_DIR).sort();
        const entries = modules.map(
          (module) =>
            `${JSON.stringify(module)}: () => import(${JSON.stringify(`${RESOURCE_LOADERS}/${module}`)}).then((loaded) => loaded.default)`,
        );
        return `export default {${entries.join(',')}};`;
      }
      if (id.startsWith(`${loaders}/`)) {
        const module = id.slice(loaders.length + 1);
        const entries = descriptionFiles(module).map((name) => {
          const file = join(RESOURCES_DIR, module, `${name}.ts`);
          this.addWatchFile(file);
          return `${JSON.stringify(name)}: () => import(${JSON.stringify(file)}).then((loaded) => loaded.default)`;
        });
        return `export default {${entries.join(',')}};`;
      }
      if (id !== resolved) return null;
      const files = readdirSync(RESOURCES_DIR).flatMap((module) =>
        descriptionFiles(module).map((name) => join(RESOURCES_DIR, module, `${name}.ts`)),
      );
      files.forEach((file) => this.addWatchFile(file));
      // A namespace of its own each time, so that a changed description is read again.
      builds += 1;
      const loader = register({ namespace: `resource-index-${builds}` });
      try {
        const { routeIndexOf } = (await loader.import(
          './domain/engine/routeIndex.ts',
          import.meta.url,
        )) as typeof RouteIndexModule;
        const resources = await Promise.all(
          files.map(async (file) => {
            const loaded = (await loader.import(file, import.meta.url)) as {
              default: Parameters<typeof routeIndexOf>[0][number];
            };
            return loaded.default;
          }),
        );
        return `export default ${JSON.stringify(routeIndexOf(resources))};`;
      } finally {
        await loader.unregister();
      }
    },
  };
}

export default defineConfig({
  resolve: {
    // The browser's own Object.entries instead of a polyfill (see the shim).
    alias: {
      'object.entries': fileURLToPath(new URL('./app/shims/objectEntries.cjs', import.meta.url)),
    },
  },
  plugins: [
    react(),
    sharedStyles(),
    resourceIndex(),
    appDescriptions(),
    keepBundle(),
    preloadApp(),
    firstLoadGroups(),
    // Brotli and gzip copies of every asset, built once, which the server sends as they are.
    SCANNING ? null : compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    // index.html already lists what the app imports (preloadApp): the entry's import of it names
    // nothing more. No polyfill: a browser without modulepreload (Safari before 17) loads the
    // chunks as they are imported, and every other page would pay 0.5 KB for it.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        BOOT_CHUNK.test(file) ? [] : hostType === 'js' ? preloadsOf(hostId, deps) : deps,
    },
    // The first-load budget check (scripts/check-budget.mjs) reads what each page imports.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: SCANNING || {
          // A group takes only the modules listed: their imports are in the group already or
          // load before it (the entry's, the app's, the shared ones).
          includeDependenciesRecursively: false,
          groups: [...Object.keys(FIRST_LOAD_ROOTS), AREAS_GROUP, ...Object.keys(PAGE_ROOTS)].map(
            (name) => ({ name, test: (id: string) => firstLoad.get(name)?.has(id) ?? false }),
          ),
        },
      },
      // Chakra's theme module builds its full default config at load time; marked pure, the
      // recipes the design system does not register are left out.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, process.env.API_TARGET ?? 'http://127.0.0.1:8080']),
    ),
  },
});
