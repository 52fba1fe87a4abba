// Applies the patches in patches/ to the installed packages, then installs loki in tools/loki, a
// folder of its own: its CLI needs React 17, which must not clash with the app's React.
// tools/loki's own postinstall applies our patch for Storybook 9+.
//
// patches/@chakra-ui+react+*.patch: Chakra's styled factory compiled its recipe (two `cva`
// calls, each with four empty memo caches) on every render of every Chakra element, so no style
// was ever served from those caches and each mounted element held its own copy. The patch
// compiles it once per component and design system. Drop it when Chakra does the same.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const patched = spawnSync(join(ROOT, 'node_modules/.bin/patch-package'), ['--error-on-fail'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (patched.status !== 0) process.exit(patched.status ?? 1);

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
