// Browser tests against the built app: builds dist/ when it is missing (or with --build).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './lib.mjs';

const passThrough = process.argv.slice(2).filter((arg) => arg !== '--build');
if (process.argv.includes('--build') || !existsSync(join(ROOT, 'dist/index.html'))) {
  const built = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (built !== 0) process.exit(built);
}
const tests = await run('npx', ['jest', '-c', 'jest.browser.config.cjs', ...passThrough]);
// Every API path the tests' pages called is HZERO's or on our documented list.
const contract = await run('node', ['--import', 'tsx', 'scripts/check-api-contract.mjs']);
process.exit(tests || contract);
