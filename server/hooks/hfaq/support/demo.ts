/**
 * The stored files behind the demo's released data files (`DEMO_DATA_FILES` of
 * `hfaq/data-file`), written once into Novo Lab's file service after the portal's demo data,
 * so that the data files' demo rows name files that exist (their size and checksum are
 * computed from them).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_FILE_BUCKET, DEMO_DATA_FILES } from '../../../../domain/resources/hfaq/data-file';
import type { Db } from '../../../db/database';
import { filesDir, PORTAL_SEED_NAME } from '../../../db/portalSeed';
import { DEMO_TENANTS } from '../../../db/seed';

/** Writes the demo data files that are missing; answers how many were written. */
export function seedDemoDataFiles(db: Db, options: { now: number; dataDir: string }): number {
  if (!db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(PORTAL_SEED_NAME)) return 0;
  const dir = filesDir(options.dataDir);
  const exists = db.prepare('SELECT 1 FROM portal_files WHERE file_url = ?');
  const insert = db.prepare(
    `INSERT INTO portal_files (tenant_id, team_id, uploaded_by, bucket, directory, file_name,
       file_url, storage_key, content_type, size, creation_date, last_update_date)
     VALUES (?, NULL, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let written = 0;
  for (const file of DEMO_DATA_FILES) {
    if (exists.get(file.url)) continue;
    const segments = file.url.split('/').filter(Boolean);
    const name = segments.at(-1) ?? 'file';
    const directory = segments.slice(1, -1).join('/');
    const key = randomUUID();
    const content = Buffer.from(file.text, 'utf8');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, key), content);
    insert.run(
      DEMO_TENANTS.NOVO_LAB,
      DATA_FILE_BUCKET,
      directory,
      name,
      file.url,
      key,
      name.endsWith('.csv') ? 'text/csv' : 'text/plain',
      content.length,
      options.now,
      options.now,
    );
    written += 1;
  }
  return written;
}
