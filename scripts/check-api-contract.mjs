// Checks the API calls the browser tests recorded (test-results/api-calls/, written by
// tests/browser/support/browser.ts) against HZERO's paths and the product's own
// (domain/contract/hzeroPaths.ts, ownApis.ts): fails naming every path on neither list.
// Run with `node --import tsx scripts/check-api-contract.mjs` after the browser tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyCalls } from '../domain/contract/apiContract.ts';
import { ROOT } from './lib.mjs';

const dir = join(ROOT, 'test-results/api-calls');
const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.txt')) : [];
if (files.length === 0) {
  console.error(`No API calls recorded in ${dir}: run the browser tests first.`);
  process.exit(1);
}
const lines = files.flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'));
const calls = classifyCalls(lines);
console.log(
  `API contract: ${calls.hzero.length} HZERO, ${calls.own.length} own, ` +
    `${calls.unchecked.length} not yet checked against HZERO, ${calls.unknown.length} unknown`,
);
for (const call of calls.unchecked) console.log(`  not yet checked: ${call}`);
if (calls.unknown.length > 0) {
  console.error("Paths that are neither HZERO's nor on domain/contract/ownApis.ts:");
  for (const call of calls.unknown) console.error(`  ${call}`);
  process.exit(1);
}
