import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  '/app-config.js',
  '/health',
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
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
