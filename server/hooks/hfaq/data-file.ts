/**
 * Released data files: customers read those of the projects they see (a member the projects
 * allocated to them), and so may download them; a file is released from a file stored in the
 * tenant's file service, whose size and MD5 checksum the server computes from the content.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { filesDir } from '../../db/portalSeed';
import { projectScope } from '../../services/portalAccess';
import { refuse } from '../hpfm/support/say';
import { readerOf } from './support/reader';

const M = {
  missing: text(
    '%{field}: upload the file first (there is no stored file %{value})',
    '%{field}：请先上传文件（没有已存储的文件 %{value}）',
  ),
} as const;

interface StoredFile {
  size: number;
  storageKey: string;
}

/** The MD5 checksum (hex) of a stored file's content, or null when the content is missing. */
function md5Of(file: string): string | null {
  if (!existsSync(file)) return null;
  // Stored files are at most 20 MB (the file service's limit): read at once.
  return createHash('md5').update(readFileSync(file)).digest('hex');
}

const hooks: ResourceHooks = {
  scope: (context) => {
    const reader = readerOf(context);
    if (reader?.kind !== 'customer') return [];
    const scope = projectScope(reader, 'p');
    const visible = context.app.db
      .prepare(`SELECT p.project_id AS id FROM portal_projects p WHERE ${scope.sql}`)
      .all(scope.params) as { id: number }[];
    return [{ field: 'projectId', op: 'in', values: visible.map((row) => row.id) }];
  },
  beforeWrite: (context, values, current) => {
    const url = values.fileUrl;
    if (typeof url === 'string' && url !== current?.fileUrl) {
      const file = context.app.db
        .prepare(
          'SELECT size, storage_key AS storageKey FROM portal_files WHERE file_url = ? AND tenant_id = ?',
        )
        .get(url, context.scope.tenantId) as StoredFile | undefined;
      const checksum = file
        ? md5Of(path.join(filesDir(context.app.config.dataDir), file.storageKey))
        : null;
      if (!file || checksum === null) throw refuse(context, 'fileUrl', M.missing, { value: url });
      values.sizeBytes = file.size;
      values.checksum = checksum;
    }
    if (!current) values.releasedDate = context.scope.now;
  },
};

export default hooks;
