// Visual regression: builds the static Storybook, serves it on 127.0.0.1 and runs loki.
//   node scripts/visual.mjs test     compare with the references in .loki/reference
//   node scripts/visual.mjs update   rewrite the references (only for an intended change)
// Pass --no-build to reuse an existing storybook-static/; other flags go to loki, e.g.
//   node scripts/visual.mjs update --storiesFilter 'App/Staff'   (only the new stories)
import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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
const args = [
  mode,
  '--reactUri',
  storybook.url,
  ...process.argv.slice(3).filter((arg) => arg !== '--no-build'),
];
if (mode === 'test') args.push('--requireReference');
const { code, out } = await runCapture(loki, args, {
  env: { ...process.env, CHROME_PATH: CHROMIUM, FORCE_COLOR: '0' },
});
await storybook.close();

// In CI loki prints `PASS|FAIL chrome.app/<configuration>/<title>/<story>` per story; in a
// terminal it prints one line per component. Count the finest lines there are.
const plain = stripVTControlCharacters(out);
const count = (word, depth) =>
  plain.split('\n').filter((line) => {
    const match = new RegExp(`^\\s*${word}\\s+chrome\\.app/(.+)$`).exec(line);
    return match && match[1].split('/').length >= depth;
  }).length;
const depth = count('PASS', 4) + count('FAIL', 4) > 0 ? 4 : 3;
const passed = count('PASS', depth);
const failed = count('FAIL', depth);
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
writeFileSync(
  join(ROOT, 'test-results/visual.json'),
  JSON.stringify({ passed, failed: code === 0 ? failed : Math.max(failed, 1) }),
);
process.exit(code);
