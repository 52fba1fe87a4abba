import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** HZERO service prefixes that the dev server forwards to the reference server. */
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
  '/app-config.js',
  '/health',
];

export default defineConfig({
  resolve: {
    // The browser's own Object.entries instead of a polyfill (see the shim).
    alias: {
      'object.entries': fileURLToPath(new URL('./app/shims/objectEntries.cjs', import.meta.url)),
    },
  },
  plugins: [
    react(),
    // Brotli and gzip copies of every asset, built once, which the server sends as they are.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    // The first-load budget check (scripts/check-budget.mjs) reads what each page imports.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // Chakra's theme module builds its full default config at load time; marked pure, the
      // recipes the design system does not register are left out.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          // A module's descriptions load together (app/engine/registry.ts): one file each.
          groups: [
            {
              debugName: 'resources',
              test: /domain\/resources\//,
              // Only the descriptions: what they import stays shared with the rest.
              includeDependenciesRecursively: false,
              name: (id: string) => `resources-${/domain\/resources\/([^/]+)\//.exec(id)?.[1]}`,
            },
          ],
        },
      },
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
