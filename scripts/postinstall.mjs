// Installs loki in tools/loki, a folder of its own: its CLI needs React 17, which must not clash
// with the app's React. tools/loki's own postinstall applies our patch for Storybook 9+.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

if (process.env.SKIP_LOKI_INSTALL === '1') process.exit(0);

const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !key.startsWith('npm_config_') && !key.startsWith('npm_lifecycle_'),
  ),
);
const res = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
  cwd: join(ROOT, 'tools/loki'),
  stdio: 'inherit',
  env,
});
process.exit(res.status ?? 1);
