// Visual regression: builds the static Storybook, serves it on 127.0.0.1 and runs loki.
//   node scripts/visual.mjs test     compare with the references in .loki/reference
//   node scripts/visual.mjs update   rewrite the references (only for an intended change)
// Pass --no-build to reuse an existing storybook-static/.
import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, CHROMIUM, ensureChromium, run, runCapture, serveStatic } from './lib.mjs';

const mode = process.argv[2] === 'update' ? 'update' : 'test';
const build = !process.argv.includes('--no-build');
const loki = join(ROOT, 'tools/loki/node_modules/.bin/loki');

if (!existsSync(loki)) {
  console.error('loki is not installed: run `npm install` (its postinstall installs tools/loki).');
  process.exit(1);
}
ensureChromium();
if (build) {
  const code = await run('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet']);
  if (code !== 0) process.exit(code);
}
const storybook = await serveStatic(join(ROOT, 'storybook-static'));
const args = [mode, '--reactUri', storybook.url];
if (mode === 'test') args.push('--requireReference');
const { code, out } = await runCapture(loki, args, {
  env: { ...process.env, CHROME_PATH: CHROMIUM, FORCE_COLOR: '0' },
});
await storybook.close();

// loki prints one line per story and configuration; count them for the test summary.
const passed = (out.match(/✔/g) ?? []).length;
const failed = (out.match(/✖/g) ?? []).length;
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
writeFileSync(
  join(ROOT, 'test-results/visual.json'),
  JSON.stringify({ passed, failed: code === 0 ? failed : Math.max(failed, 1) }),
);
process.exit(code);
