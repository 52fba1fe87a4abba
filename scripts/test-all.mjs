// `npm test`: every check the product has, in order, continuing after a failure so that one run
// reports everything. Ends with one line: `tests: N passed, M failed`.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run, runCapture } from './lib.mjs';

const results = join(ROOT, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
const report = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(results, file), 'utf8'));
  } catch {
    return undefined;
  }
}

/** A step that is one check: it passes or fails as a whole. */
async function check(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(cmd, args);
  const ok = code === 0;
  totals[ok ? 'passed' : 'failed'] += 1;
  report.push(`${ok ? 'PASS' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return ok;
}

/**
 * Checks that each keep one core busy, run side by side; each one's output is printed whole
 * once it ends, in the order given. A step marked `setup` is not a test: it counts only when it
 * fails.
 */
async function checksSideBySide(list) {
  const ended = await Promise.all(
    list.map(async ([name, cmd, args, kind = 'check']) => {
      const started = Date.now();
      const { code, out } = await runCapture(cmd, args, { quiet: true });
      return { name, kind, ok: code === 0, out, seconds: (Date.now() - started) / 1000 };
    }),
  );
  for (const { name, kind, ok, out, seconds } of ended) {
    console.log(`\n=== ${name} ===`);
    process.stdout.write(out);
    if (kind === 'check' || !ok) totals[ok ? 'passed' : 'failed'] += 1;
    report.push(`${ok ? 'PASS' : 'FAIL'} ${name} (${seconds.toFixed(0)} s)`);
  }
}

/** A step that runs many tests and writes their counts to test-results/<file>. */
async function suite(name, cmd, args, file, count) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(cmd, args);
  const counted = count(readJson(file));
  const failed = code !== 0 && counted.failed === 0 ? counted.failed + 1 : counted.failed;
  totals.passed += counted.passed;
  totals.failed += failed;
  report.push(
    `${code === 0 ? 'PASS' : 'FAIL'} ${name}: ${counted.passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

const jestCounts = (json) => ({
  passed: json?.numPassedTests ?? 0,
  failed: (json?.numFailedTests ?? 0) + (json?.numRuntimeErrorTestSuites ?? 0),
});

// .ci/run installs the packages without running their scripts (INSTALL_SCRIPTS=pending):
// better-sqlite3's native build keeps one core busy for about two minutes, so the scripts run
// here, beside the static checks, which need none of them. The tests after need them all.
// The checks yield to the build (nice 10): sharing the cores evenly, the build was left to run
// alone on one core for over two minutes after the checks had ended.
const pendingScripts = process.env.INSTALL_SCRIPTS === 'pending';
const staticCheck = (name, cmd, args) =>
  pendingScripts ? [name, 'nice', ['-n', '10', cmd, ...args]] : [name, cmd, args];
await checksSideBySide([
  ...(pendingScripts
    ? [['install scripts', 'npm', ['rebuild', '--foreground-scripts'], 'setup']]
    : []),
  // The whole project, then domain/ alone (no DOM, no Node types): package.json's `typecheck`.
  staticCheck('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  staticCheck('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  staticCheck('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']),
]);
await suite(
  'unit, component and server tests',
  'npx',
  // Both cores: Jest's default leaves one idle on a 2-core machine. No coverage here: measuring
  // it made the run a third slower (`npm run test:unit` measures it).
  ['jest', '--maxWorkers=2', '--json', '--outputFile', join(results, 'jest.json')],
  'jest.json',
  jestCounts,
);
await suite(
  'visual regression (loki)',
  'node',
  ['scripts/visual.mjs', 'test'],
  'visual.json',
  (json) => ({ passed: json?.passed ?? 0, failed: json?.failed ?? 0 }),
);
if (await check('app build', 'npx', ['vite', 'build', '--logLevel', 'warn'])) {
  await check('first-load budget', 'node', ['scripts/check-budget.mjs']);
  await suite(
    'browser tests',
    'npx',
    [
      'jest',
      '-c',
      'jest.browser.config.cjs',
      '--json',
      '--outputFile',
      join(results, 'browser.json'),
    ],
    'browser.json',
    jestCounts,
  );
  // Every API path the browser tests called is HZERO's or on our documented list.
  await check('API contract', 'node', ['--import', 'tsx', 'scripts/check-api-contract.mjs']);
}

console.log('\n=== summary ===');
for (const line of report) console.log(line);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
