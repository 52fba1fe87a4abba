// Visual regression: builds the static Storybook, serves it on 127.0.0.1 and runs loki.
//   node scripts/visual.mjs test     compare with the references in .loki/reference
//   node scripts/visual.mjs update   rewrite the references (only for an intended change)
// Pass --no-build to reuse an existing storybook-static/; other flags go to loki, e.g.
//   node scripts/visual.mjs update --storiesFilter 'App/Staff'   (only the new stories)
import { cpSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
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
  // `--test`: Storybook's build for test runs, without what only the docs pages and the
  // manager's addons use (docs blocks, docgen, source maps); the stories draw the same.
  const code = await run('npx', [
    'storybook',
    'build',
    '--test',
    '-o',
    'storybook-static',
    '--quiet',
  ]);
  if (code !== 0) process.exit(code);
}
const storybook = await serveStatic(join(ROOT, 'storybook-static'), { csp: true });
const args = [
  mode,
  '--reactUri',
  storybook.url,
  ...process.argv.slice(3).filter((arg) => arg !== '--no-build'),
];
if (mode === 'test') args.push('--requireReference');
/** The arguments without a `--storiesFilter` the caller gave (a retry names its own stories). */
const withoutFilter = (list) =>
  list.filter((arg, index) => arg !== '--storiesFilter' && list[index - 1] !== '--storiesFilter');
const runLoki = (extra = []) =>
  runCapture(loki, [...(extra.length > 0 ? withoutFilter(args) : args), ...extra], {
    env: { ...process.env, CHROME_PATH: CHROMIUM, FORCE_COLOR: '0' },
  });
let { code, out } = await runLoki();

// In CI loki prints `PASS|FAIL chrome.app/<configuration>/<title>/<story>` per story; in a
// terminal it prints one line per component. Count the finest lines there are.
const count = (text, word, depth) =>
  stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => {
      const match = new RegExp(`^\\s*${word}\\s+chrome\\.app/(.+)$`).exec(line);
      return match && match[1].split('/').length >= depth;
    }).length;
const depth = count(out, 'PASS', 4) + count(out, 'FAIL', 4) > 0 ? 4 : 3;
let passed = count(out, 'PASS', depth);
let failed = count(out, 'FAIL', depth);

// A story that differs is shot again on its own, one at a time, up to twice: a real change
// differs every time, while a screenshot taken a moment too early (a popover still placing
// itself, a tile not yet drawn while the other story took the CPU) passes when shot again.
const differingIn = (text) =>
  [
    ...stripVTControlCharacters(text).matchAll(
      /FAIL\s+chrome\.app\/[^/]+\/(.+)\/([^/:]+): Screenshot differs/g,
    ),
  ].map(([, kind, story]) => `${kind} ${story}`);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let differing = differingIn(out);
for (let round = 1; round <= 2; round += 1) {
  if (mode !== 'test' || code === 0 || differing.length === 0 || differing.length !== failed) break;
  console.log(`\nShooting again on their own: ${differing.join('; ')}`);
  // loki empties its difference folder on each run: keep these differences to look at.
  cpSync(join(ROOT, '.loki/difference'), join(ROOT, `test-results/visual-differences-${round}`), {
    recursive: true,
  });
  const again = await runLoki([
    '--storiesFilter',
    `^(${differing.map(escape).join('|')})$`,
    '--chromeConcurrency',
    '1',
  ]);
  const stillFailing = count(again.out, 'FAIL', depth);
  const shot = count(again.out, 'PASS', depth) + stillFailing;
  // Every differing story must have been shot again, or the answer before stands.
  if (shot !== differing.length) break;
  passed += differing.length - stillFailing;
  failed = stillFailing;
  code = again.code;
  differing = differingIn(again.out);
}
await storybook.close();
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
writeFileSync(
  join(ROOT, 'test-results/visual.json'),
  JSON.stringify({ passed, failed: code === 0 ? failed : Math.max(failed, 1) }),
);
process.exit(code);
