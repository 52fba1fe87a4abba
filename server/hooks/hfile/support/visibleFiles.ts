/**
 * The stored files of a tenant that a caller may download, decided as the download decides
 * (server/routes/files.ts `fileVisible`): a file that a resource's file field names is read by
 * whoever reads one of the rows naming it (`readsNamingRow`, which the download asks too); a
 * file no such row names is read as the
 * portal allows (`portalFileVisible`: a QC report like its batch, another file by staff, its
 * uploader and its team's manager). The file list shows these and no others, so that it never
 * names a file its reader could not download.
 *
 * The rules are those of the download, applied to a whole tenant at once with the engine scope
 * of the list's request (which is the scope the download builds for the same caller).
 */
import { resourceKey } from '../../../../domain/engine/resource';
import { fileColumns, readsNamingRow, type FileColumn } from '../../../engine/fileFields';
import type { HookContext } from '../../../engine/hooks';
import { HttpError } from '../../../http/errors';
import {
  portalCallerOf,
  portalFileVisible,
  type PortalCaller,
} from '../../../services/portalAccess';

/** A stored file of the tenant, as the checks and the storage totals need it. */
export interface TenantFile {
  fileId: number;
  fileUrl: string;
  tenantId: number;
  teamId: number | null;
  uploadedBy: number | null;
  bucket: string;
  size: number;
}

/** A record naming a file: a row of a resource, through one of its file fields. */
interface Naming {
  column: FileColumn;
  id: number;
}

/** Every stored file of a tenant. */
function tenantFiles(context: HookContext): TenantFile[] {
  return context.app.db
    .prepare(
      `SELECT file_id AS fileId, file_url AS fileUrl, tenant_id AS tenantId, team_id AS teamId,
       uploaded_by AS uploadedBy, bucket, size FROM portal_files WHERE tenant_id = ?`,
    )
    .all(context.scope.tenantId) as TenantFile[];
}

/** The rows of the engine's resources naming the tenant's files, by file. */
function namings(context: HookContext): Map<string, Naming[]> {
  const byUrl = new Map<string, Naming[]>();
  for (const column of fileColumns(context.engine)) {
    const rows = context.app.db
      .prepare(
        `SELECT ${column.idColumn} AS id, ${column.column} AS url FROM ${column.table}
         WHERE ${column.column} IN (SELECT file_url FROM portal_files WHERE tenant_id = ?)`,
      )
      .all(context.scope.tenantId) as { id: number; url: string }[];
    for (const row of rows) {
      const list = byUrl.get(row.url) ?? [];
      list.push({ column, id: row.id });
      byUrl.set(row.url, list);
    }
  }
  return byUrl;
}

/** The tenant's files the caller of `context` may download. */
export function visibleFiles(context: HookContext): { visible: TenantFile[]; hidden: number[] } {
  const { engine, scope } = context;
  const files = tenantFiles(context);
  const named = namings(context);
  // Whether the caller reads a row naming a file, each row asked once.
  const readable = new Map<string, boolean>();
  const readsRow = (naming: Naming, tenantId: number): boolean => {
    const key = `${resourceKey(naming.column.resource)}#${naming.id}`;
    let found = readable.get(key);
    if (found === undefined) {
      found = readsNamingRow(engine, scope, naming.column, naming.id, tenantId);
      readable.set(key, found);
    }
    return found;
  };
  // The portal's caller, once: a role neither staff nor customer reads no portal file.
  let caller: PortalCaller | null | undefined;
  const portalSees = (file: TenantFile): boolean => {
    if (caller === undefined) {
      caller = null;
      if (scope.userId !== null) {
        try {
          caller = portalCallerOf(context.app, {
            userId: scope.userId,
            tenantId: scope.tenantId,
            role: scope.role,
          });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
      }
    }
    return caller !== null && portalFileVisible(context.app, caller, file);
  };
  const visible: TenantFile[] = [];
  const hidden: number[] = [];
  for (const file of files) {
    const rows = named.get(file.fileUrl);
    const seen = rows ? rows.some((naming) => readsRow(naming, file.tenantId)) : portalSees(file);
    if (seen) visible.push(file);
    else hidden.push(file.fileId);
  }
  return { visible, hidden };
}
