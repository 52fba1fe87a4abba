import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureChromium } from '../../../scripts/lib.mjs';
import { startServer } from './server.mjs';

export default async function globalSetup() {
  if (!existsSync(join(ROOT, 'dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  }
  ensureChromium();
  const server = await startServer();
  globalThis.__BROWSER_SERVER__ = server;
  process.env.BASE_URL = server.url;
  process.env.SERVER_DATA_DIR = server.dataDir;
}
