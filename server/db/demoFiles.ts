/** Files of the demo data, written once into a tenant's storage. */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './database';
import { filesDir } from './portalSeed';

/** A file of the demo data, kept at `url` in a tenant's storage. */
export interface DemoFile {
  tenantId: number;
  bucket: string;
  directory: string;
  name: string;
  url: string;
  contentType: string;
  /** The content, made only when the file is not stored yet. */
  content: () => Buffer;
}

/** Stores a demo file unless a file is kept at its address already; answers the address. */
export function storeDemoFile(db: Db, dataDir: string, file: DemoFile, now: number): string {
  if (db.prepare('SELECT 1 FROM portal_files WHERE file_url = ?').get(file.url)) return file.url;
  const content = file.content();
  const key = randomUUID();
  const dir = filesDir(dataDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, key), content);
  db.prepare(
    `INSERT INTO portal_files (tenant_id, team_id, uploaded_by, bucket, directory, file_name,
       file_url, storage_key, content_type, size, creation_date, last_update_date)
     VALUES (?, NULL, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    file.tenantId,
    file.bucket,
    file.directory,
    file.name,
    file.url,
    key,
    file.contentType,
    content.length,
    now,
    now,
  );
  return file.url;
}
