/**
 * The seeded database every server test copies, built once per Jest run (the node project's
 * global setup) instead of once per test file: seeding hashes every demo password with scrypt
 * and writes every resource's demo rows, which took seconds per file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../../server/app';

/** The environment variable naming the template's directory for the test workers. */
export const TEMPLATE_ENV = 'HZERO_TEST_TEMPLATE_DIR';

/** Migrates and seeds a new data directory; answers its path. */
export async function buildTemplate(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hzero-template-'));
  const app = await buildServer({ env: {}, logger: false, dataDir: dir });
  await app.close();
  return dir;
}

/** Global setup: builds the template and tells the workers where it is. */
export default async function setup(): Promise<void> {
  process.env[TEMPLATE_ENV] = await buildTemplate();
}

/** Global teardown: removes the template. */
export async function teardown(): Promise<void> {
  const dir = process.env[TEMPLATE_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
}
